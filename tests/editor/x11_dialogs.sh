#!/bin/sh
# Opens File ▸ Open, Save as (a new name, then onto an existing file), Compare with…, Export and Export sheet in the real
# studio under its own Xvfb server, with no desktop environment, driven by xdotool, and takes a
# screenshot at each step (xwd + ImageMagick's convert) to look at. A manual check, not a ctest:
#   tests/editor/x11_dialogs.sh build/editor/tricorne-studio OUTDIR [DESKTOP]
# DESKTOP sets XDG_CURRENT_DESKTOP (e.g. GNOME, with no GTK platform theme installed).
# Exits non-zero when a step does not write what it should.
set -eu
studio=$1
out=$2
desktop=${3:-}
mkdir -p "$out"
work=$(mktemp -d)
cp "$(dirname "$0")/../../scenarios/killiecrankie.tricorne.json" "$work/battle.tricorne.json"
echo "existing" > "$work/existing.tricorne.json"
. "$(dirname "$0")/x11_session.sh"
x11_start 457 "$work/battle.tricorne.json" "$desktop"

shot 0-studio
xdotool key ctrl+o; shot 1-open-dialog
xdotool key ctrl+a; in_dialog "$work/battle.tricorne.json"; xdotool key Return; shot 2-opened

xdotool key t Right Return   # an edit, so Save as has something to write
xdotool key ctrl+shift+s; shot 3-save-as-dialog
xdotool key ctrl+a; in_dialog "new battle"; shot 4-save-as-typed
xdotool key Return; sleep 1
test -s "$work/new battle.tricorne.json" || { echo "Save as wrote nothing"; exit 1; }
shot 5-saved

xdotool key ctrl+shift+s; sleep 1
xdotool key ctrl+a; in_dialog "existing.tricorne.json"; xdotool key Return; sleep 3; shot 6-replace-question
xdotool key Escape; sleep 1      # No: the file stays
grep -q existing "$work/existing.tricorne.json" || { echo "replaced without asking"; exit 1; }
xdotool key Escape; sleep 1      # close the dialog

xdotool mousemove 20 12 click 1; sleep 1; shot 7-file-menu
# File ▸ Compare with… ▸ A file…: the same dialog, then the changes from the file as first
# opened (the edit above, saved under the new name) listed beside the board.
xdotool mousemove 60 196; sleep 1; xdotool mousemove 250 196 click 1; sleep 2; shot 8-compare-dialog
xdotool key ctrl+a; in_dialog "$work/battle.tricorne.json"; xdotool key Return; shot 9-compared
# File ▸ Save ink on sheets, then File ▸ Export sheet…; a bare name becomes a PDF (the items'
# places are those of 7-file-menu.png at this screen size; move them if the menu changes).
xdotool mousemove 20 12 click 1; sleep 1
xdotool mousemove 80 380 click 1; sleep 1
xdotool mousemove 20 12 click 1; shot 10-save-ink-checked
xdotool mousemove 50 355 click 1; shot 11-export-sheet-dialog
xdotool key ctrl+a; in_dialog "$work/handout"; xdotool key Return; sleep 3
test -s "$work/handout.pdf" || { echo "Export sheet wrote nothing"; exit 1; }
if command -v pdftoppm >/dev/null; then pdftoppm -r 60 -png -singlefile "$work/handout.pdf" "$out/12-sheet-save-ink"; fi
xdotool key alt+f; sleep 1
echo "Save as with a new name: written ($(wc -c <"$work/new battle.tricorne.json") bytes); onto an existing file: asked, kept"
echo "Export sheet with save ink: handout.pdf written ($(wc -c <"$work/handout.pdf") bytes), its page in 12-sheet-save-ink.png"
