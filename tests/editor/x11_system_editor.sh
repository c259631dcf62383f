#!/bin/sh
# The system editor in the real studio under its own Xvfb server, driven by xdotool as a designer
# would (issue #36): File ▸ New system from… forks the Jacobite Rising as "Highland charge",
# Highland infantry's melee dice typed as 3, Lowland infantry's retreat as 1 hex a flag, a name
# cleared and undone, the retreat undone and redone with the window's keys, saved
# with Ctrl+S (an untitled system asks for a name); the fork tried with the open battle (the
# Balance tab: both systems side by side), a copy of the battle bound to it (Battle ▸ Bind a
# copy…) opened and compared with the original system, the sweep's changes under both too; the
# saved system opened again with the studio; the copy alone in a folder, read by `tricorne` and
# the studio. A screenshot at each step to look at. A manual check, not a ctest:
#   tests/editor/x11_system_editor.sh build/editor/tricorne-studio OUTDIR
# Exits non-zero when the saved file does not hold the two changes or no copy was written. The clicks' places are those
# of the studio's windows at the top left of a 1600×1000 screen (the system editor's is
# 1100×760), as the screenshots show them: move them if a layout changes.
set -eu
studio=$1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
work=$(mktemp -d)
cp "$here/../../scenarios/killiecrankie.tricorne.json" "$work/battle.tricorne.json"
. "$here/x11_session.sh"
x11_start 463 "$work/battle.tricorne.json"
shot 0-studio

# wshot NAME: the system editor's window alone (a root screenshot shows a window Qt has just
# mapped as black), as $out/NAME.png.
wshot() { sleep 2; xwd -id "$system" -silent | convert xwd:- "$out/$1.png"; }
typed() { xdotool key ctrl+a; xdotool type --delay 40 "$1"; xdotool key Return; sleep 2; }

# File ▸ New system from… (the File menu's third item); the dialog's Start from set to the
# Jacobite Rising, the name typed (the id follows it), OK.
click 20 12; shot 1-file-menu
click 60 91 3; shot 2-fork-dialog
click 719 384; click 604 411; click 719 433
xdotool key ctrl+a; xdotool type --delay 30 "Highland charge"; sleep 1; shot 3-fork-dialog-filled
click 773 549 4
system=$(xdotool search --sync --onlyvisible --name "Game system" | head -1)
xdotool windowfocus --sync "$system"; sleep 2
wshot 4-system-editor

# The window is at the screen's top left: Highland Infantry (the first unit type, shown first)
# gets 3 melee dice; Lowland Infantry retreats 1 hex a flag; the changes listed below.
click 64 90; click 352 458; typed 3; wshot 5-highland-dice
click 64 168; click 690 528; typed 1; click 824 597; wshot 6-lowland-retreat
# A name cleared: the engine's finding under the field and in Problems; undone.
click 690 111; xdotool key ctrl+a BackSpace; sleep 2; click 275 597; wshot 7-problem
click 700 700; xdotool key ctrl+z; sleep 2; wshot 8-undone
# Lowland's retreat undone (2 again, unmarked), then redone (1, marked).
xdotool key ctrl+z; sleep 2; wshot 9-retreat-undone
xdotool key ctrl+shift+z; sleep 2; wshot 10-retreat-redone

# Save: an untitled system asks for a name.
xdotool key ctrl+s; sleep 3
answer "Save game system as" "$work/highland-charge"; sleep 3
wshot 11-saved
file="$work/highland-charge.tricorne-system.json"
test -s "$file" || { echo "Save wrote nothing"; exit 1; }
python3 - "$file" <<'EOF'
import json, sys
system = json.load(open(sys.argv[1], encoding="utf-8"))
types = {t["id"]: t for t in system["armies"][0]["unitTypes"]}
assert system["basedOn"] == "jacobite-rising", system["basedOn"]
assert types["highland"]["dice"] == [3, 1, 0], types["highland"]["dice"]
assert types["lowland"]["retreatPerFlag"] == 1, types["lowland"]["retreatPerFlag"]
print(f"{sys.argv[1]}: {system['name']} ({system['id']}), Highland dice {types['highland']['dice']}, "
      f"Lowland retreat {types['lowland']['retreatPerFlag']}")
EOF

# Tried with the open battle: the header's "Try with Killiecrankie"; the main window's Balance tab
# plays the battle under both systems (200 greedy games each) and shows them side by side.
click 800 39 8; shot 12-tried-with-the-battle

# Battle ▸ Bind a copy of the battle…: kept inside the copy (the dialog's first choice), Save,
# its file named, then Open in the "Copy saved" question: the main window has the copy.
click 95 12; click 140 60 2; wshot 13-bind-dialog
click 655 444 3
answer "Save a copy of the battle under this system" "$work/killiecrankie-highland"; sleep 3
wshot 14-copy-saved
click 716 405 4; shot 15-copy-opened
# The copy plays under Highland charge: Compare now plays it under the Jacobite Rising as built in
# (the only other system it fits), the difference the other way round; with the sweep's changes
# ticked, each change of the battle notes under both systems too.
click 1130 585; click 1375 554 30; shot 16-copy-against-the-original
copy="$work/killiecrankie-highland.tricorne.json"
test -s "$copy" || { echo "Bind a copy wrote nothing"; exit 1; }

# Reopened: the studio started on the saved system shows it in the system editor, still marked.
restart "$file"
system=$(xdotool search --sync --onlyvisible --name "Game system" | head -1)
xdotool windowfocus --sync "$system"; sleep 1
wshot 17-reopened

# As on a machine with only the built-in systems: the copy alone in a folder of its own, read by
# the command line and the studio, plays under the fork's rules (it keeps them inside).
mkdir "$work/alone"; cp "$copy" "$work/alone/"
cli=$(cd "$(dirname "$studio")/../engine/cli" && pwd)/tricorne
(cd "$work/alone" && "$cli" validate killiecrankie-highland.tricorne.json &&
 "$cli" simulate killiecrankie-highland.tricorne.json --games 50 --seed 1 --bots greedy,greedy | head -4)
restart "$work/alone/killiecrankie-highland.tricorne.json"; shot 18-copy-alone
