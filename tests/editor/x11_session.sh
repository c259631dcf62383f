# Sourced by the x11_*.sh checks: the studio in a real X server of its own (Xvfb, no desktop
# environment), driven by xdotool, with the helpers the checks share (screenshots, clicks, file
# dialogs, a restart). Expects `out` (where the screenshots go) and `work` (a scratch folder,
# removed at exit) to be set.

# x11_start DISPLAY FILE [DESKTOP]: starts Xvfb on :DISPLAY and the studio ($studio) on FILE,
# with settings and data in $work, XDG_CURRENT_DESKTOP=DESKTOP; sets $window and focuses it.
x11_start() {
  studio_pid=
  # -noreset: otherwise the server resets when its last client leaves, refusing whoever connects then.
  Xvfb ":$1" -screen 0 1600x1000x24 -nolisten tcp -noreset >/dev/null 2>&1 &
  xvfb_pid=$!
  trap 'kill $studio_pid $xvfb_pid 2>/dev/null || true; rm -rf "$work"' EXIT
  export DISPLAY=":$1" QT_QPA_PLATFORM=xcb XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_CURRENT_DESKTOP="${3:-}"
  sleep 1
  "$studio" "$2" >"$work/studio.log" 2>&1 &
  studio_pid=$!
  window=$(xdotool search --sync --onlyvisible --pid $studio_pid | head -1)
  # Focus once the studio has settled (a focus given while it still loads can be lost).
  sleep 3
  xdotool windowfocus --sync "$window"
  sleep 1
}

# shot NAME: the whole screen, after the studio has had time to draw, as $out/NAME.png.
shot() { sleep 2; xwd -root -silent | convert xwd:- "$out/$1.png"; }
# in_dialog TEXT: types TEXT into the window that has the keyboard (a dialog's file name field).
in_dialog() { d=$(xdotool getwindowfocus); xdotool type --window "$d" --delay 20 "$1"; }
# click X Y [SECONDS]: a left click at X,Y of the screen, then a pause (1 s unless told).
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-1}"; }
# answer TITLE TEXT: types TEXT as the file name of the dialog titled TITLE, and accepts it.
answer() {
  d=$(xdotool search --sync --onlyvisible --name "$1" | head -1)
  xdotool windowfocus --sync "$d"; sleep 0.5
  xdotool key ctrl+a; xdotool type --delay 40 "$2"; sleep 1; xdotool key Return
}
# restart FILE: the studio again, on FILE, in the same X server.
restart() {
  kill "$studio_pid"; wait "$studio_pid" 2>/dev/null || true
  "$studio" "$1" >"$work/studio.log" 2>&1 &
  studio_pid=$!
  window=$(xdotool search --sync --onlyvisible --pid $studio_pid | head -1)
  sleep 3; xdotool windowfocus --sync "$window"; sleep 1
}
