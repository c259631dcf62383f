#!/bin/sh
# Opens File ▸ Import order of battle… in the real studio under its own Xvfb server (no desktop
# environment), chooses a table with the dialog's "Choose a table file…" (QFileDialog, as File ▸
# Open), imports it and takes a screenshot at each step (xwd + ImageMagick's convert) to look at.
# A manual check, not a ctest:
#   tests/editor/x11_oob_import.sh build/editor/tricorne-studio OUTDIR
# Exits non-zero when the import leaves no Unplaced tray in the saved file.
set -eu
studio=$1
out=$2
mkdir -p "$out"
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
cp "$root/templates/scenarios/blank-american-revolution.tricorne.json" "$work/draft.tricorne.json"
cp "$root/scenarios/oob/cowpens.csv" "$work/cowpens.csv"
. "$root/tests/editor/x11_session.sh"
x11_start 458 "$work/draft.tricorne.json"

shot 0-studio
xdotool mousemove --window "$window" 20 12 click 1; sleep 1; shot 1-file-menu
# The File menu's eleventh item, Import order of battle… (Fusion: 26 px a line, a separator 6 px).
xdotool mousemove --window "$window" 77 302 click 1; shot 2-import-dialog
# "Choose a table file…", top left of the dialog (960 px wide, centred on the window).
eval "$(xdotool getwindowgeometry --shell "$window")"
left=$(( (WIDTH - 960) / 2 ))
xdotool mousemove --window "$window" $((left + 75)) 154 click 1; shot 3-file-dialog
xdotool key ctrl+a; in_dialog "$work/cowpens.csv"; xdotool key Return; shot 4-mapped
# Import (bottom right of the dialog), then save: the file keeps the tray.
xdotool mousemove --window "$window" $((left + 815)) 766 click 1; shot 5-tray
xdotool key ctrl+s; sleep 2
grep -q '"unplaced"' "$work/draft.tricorne.json" || { echo "the import left no Unplaced tray in the saved file"; exit 1; }
echo "imported and saved: $(grep -c '"id"' "$work/draft.tricorne.json") ids in the draft; look at $out/*.png"
