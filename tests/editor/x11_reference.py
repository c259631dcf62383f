#!/usr/bin/env python3
"""Where to click, in the studio's window, for the x11_reference.sh walk-through.

The picture there is a battle exported by the studio (File ▸ Export image: 4 px per board unit),
turned by ImageMagick's `-rotate DEG` (clockwise, about the centre, onto the bounding box), then
resized by FACTOR. With no control point the studio places a picture as large as fits over the
board, centred (common/referencefit.h, `placement`), and the board sits in the window as
common/boardgeometry.cpp says. This prints, for each hex asked, the window pixel of that hex's
centre on the picture and the window pixel of the hex itself. The first hex's picture point is
where the picture was first placed; the others' are where the picture lies once the first point
is placed (one control point moves the picture by the first click's offset).
Usage: x11_reference.py WINDOW_W WINDOW_H DEG FACTOR PICTURE_W PICTURE_H COL,ROW ...
(PICTURE_W, PICTURE_H: the scan's size as ImageMagick wrote it, a pixel or two over the turned
bounds it computes.)
"""
import math
import sys

HEX = 48.0
MARGIN = 14.0
HEX_W = math.sqrt(3) * HEX
BOARD_W = 13 * HEX_W + 2 * MARGIN
BOARD_H = (2.0 + 1.5 * 10) * HEX + 2 * MARGIN
EXPORT_SCALE = 4.0
TOOL_PANEL, SIDE_PANEL, MENU, TOOLBAR, STATUS = 250.0, 340.0, 30.0, 40.0, 30.0


def centre(col, row):
    return MARGIN + HEX_W / 2 + HEX_W * (col + 0.5 * (row & 1)), MARGIN + HEX + HEX * 1.5 * row


def main():
    win_w, win_h, deg, factor = float(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
    # The exported picture and its turn onto the bounding box.
    ew, eh = round(BOARD_W * EXPORT_SCALE), round(BOARD_H * EXPORT_SCALE)
    a = math.radians(deg)
    pw, ph = float(sys.argv[5]), float(sys.argv[6])
    rw, rh = pw / factor, ph / factor

    def on_picture(bx, by):
        x, y = bx * EXPORT_SCALE - ew / 2, by * EXPORT_SCALE - eh / 2
        xr, yr = x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)
        return (xr + rw / 2) * factor, (yr + rh / 2) * factor

    # The studio's first placement of the picture, and the board in the window.
    s = min(BOARD_W / pw, BOARD_H / ph)
    ox, oy = (BOARD_W - s * pw) / 2, (BOARD_H - s * ph) / 2
    area_w, area_h = win_w - TOOL_PANEL - SIDE_PANEL, win_h - MENU - TOOLBAR - STATUS
    k = min(area_w / BOARD_W, area_h / BOARD_H)
    left = TOOL_PANEL + (area_w - BOARD_W * k) / 2
    top = MENU + TOOLBAR + (area_h - BOARD_H * k) / 2
    shift = None
    for spec in sys.argv[7:]:
        col, row = (int(v) for v in spec.split(","))
        bx, by = centre(col, row)
        px, py = on_picture(bx, by)
        qx, qy = s * px + ox, s * py + oy
        if shift is None:
            shift = (bx - qx, by - qy)
        else:
            qx, qy = qx + shift[0], qy + shift[1]
        print(f"{round(left + qx * k)} {round(top + qy * k)} {round(left + bx * k)} {round(top + by * k)}")


main()
