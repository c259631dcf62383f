#!/bin/sh
# The reference picture walk-through of issue #35, in the real studio under its own Xvfb server,
# driven by xdotool, with a screenshot at each step to look at. A manual check, not a ctest:
#   tests/editor/x11_reference.sh build/editor/tricorne-studio OUTDIR
# 1. Cowpens is exported by the studio (File ▸ Export image…); ImageMagick turns the picture 3°,
#    scales it to 80 %, adds noise and saves it as a JPEG: a scan of a printed map.
# 2. On a blank board: View ▸ Reference picture… chooses it; two clicks on the picture and two on
#    hexes 0,0 and 12,10 align it; Suggest terrain… with a sample of open ground, forest and hill;
#    the suggestions the scan's pieces mislead rejected; Apply; the one hill they hid painted
#    with the Terrain tool; Save.
# 3. The studio is started again on the saved battle: the picture is there, aligned.
# Exits non-zero when a step does not write what it should, or the traced terrain is not
# Cowpens'. Needs Xvfb, xdotool, xwd and ImageMagick (convert); the positions are for the
# studio's default window (1440×890) at the top left of a 1600×1000 screen.
set -eu
studio=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
work=$(mktemp -d)
cp "$here/../../scenarios/cowpens.tricorne.json" "$work/cowpens.tricorne.json"
cp "$here/../../templates/scenarios/blank-american-revolution.tricorne.json" "$work/traced.tricorne.json"
. "$here/x11_session.sh"
shift_click() { xdotool mousemove "$1" "$2" keydown shift click 1 keyup shift; sleep 1; }

# --- 1. the scan -----------------------------------------------------------------------------------
x11_start 461 "$work/cowpens.tricorne.json"
click 20 12 2; click 60 328 4           # File ▸ Export image…
answer "Export the battlefield" "$work/cowpens.png"
# The picture is drawn at print resolution from the window's scene: a while on a busy machine.
for i in $(seq 60); do test -s "$work/cowpens.png" && break; sleep 1; done
test -s "$work/cowpens.png" || { echo "Export image wrote nothing"; exit 1; }
sleep 2
convert "$work/cowpens.png" -background '#faf8f0' -rotate 3 -resize 80% -seed 1 -attenuate 0.4 +noise Gaussian -quality 60 \
  "$work/scan of the booklet.jpg"
size=$(identify -format '%w %h' "$work/scan of the booklet.jpg")
convert "$work/scan of the booklet.jpg" -resize 25% "$out/0-scan.png"
set -- $(python3 "$here/x11_reference.py" 1440 890 3 0.8 $size 0,0 12,10 10,6 0,3 3,7)

# --- 2. align, trace, save ------------------------------------------------------------------------
restart "$work/traced.tricorne.json"
click 88 12 2; click 132 120 4          # View ▸ Reference picture…
answer "Choose a reference picture" "$work/scan of the booklet.jpg"; sleep 4
xdotool windowfocus --sync "$window"; sleep 1
shot 1-picture-placed
click 51 230                            # Align…
click "$1" "$2"; click "$3" "$4"        # the picture's hex 0,0, then hex 0,0
click "$5" "$6"; click "$7" "$8"        # the picture's hex 12,10, then hex 12,10
shot 2-aligned
click 153 240                           # Suggest terrain…
click "${11}" "${12}"                   # a sample of open ground: hex 10,6
click 150 379; click 88 407             # Sample: Forest
click "${15}" "${16}"                   # hex 0,3
click 150 379; click 88 433             # Sample: Hill
click "${19}" "${20}"                   # hex 3,7
shot 3-suggested
# Reject what the scan's pieces and names mislead: the ghosts marked "?" (close calls) on the
# hexes 5,1, 4,2, 5,5, 5,7 and 5,8, and the forest on 6,8, under a unit.
for hex in 5,1 4,2 5,5 5,7 5,8 6,8; do
  shift_click $(python3 "$here/x11_reference.py" 1440 890 3 0.8 $size 0,0 $hex | tail -1 | cut -d' ' -f3-)
done
shot 4-rejected
click 51 549                            # Apply: one undo step
shot 5-applied
click 197 98                            # Done
xdotool key t; sleep 1                  # the Terrain tool: the hill under a unit, by hand
click 55 211                            # Hill
click $(python3 "$here/x11_reference.py" 1440 890 3 0.8 $size 0,0 5,7 | tail -1 | cut -d' ' -f3-)
shot 6-hill-painted
xdotool key ctrl+s; sleep 2
python3 - "$work/traced.tricorne.json" "$work/cowpens.tricorne.json" <<'PY'
import json, sys
traced, battle = (json.load(open(p)) for p in sys.argv[1:3])
terrain = lambda d: {tuple(t["hex"]): t["type"] for t in d["terrain"]}
ref = traced.get("referencePicture")
print("saved: version", traced["version"], "picture", ref["path"], "points", [p["picture"] for p in ref["points"]])
if terrain(traced) != terrain(battle):
    sys.exit("the traced terrain differs from Cowpens': " + str(set(terrain(traced).items()) ^ set(terrain(battle).items())))
print("traced terrain = Cowpens' terrain:", len(terrain(traced)), "tiles")
PY

# --- 3. reopened ----------------------------------------------------------------------------------
restart "$work/traced.tricorne.json"
shot 7-reopened
echo "screenshots in $out"
