#!/usr/bin/env bash
# Desktop integration files of tricorne-studio, checked by the freedesktop tools themselves:
#   check_desktop_integration.sh desktop-entry|metainfo|mime SOURCE_DIR SCRATCH_DIR
# Exit 0 clean, 1 a finding (printed), 77 the tool is not installed (ctest reports a skip).
set -euo pipefail
what=$1 src=$2 scratch=$3
pkg=$src/packaging
id=io.github.tricorne.studio

need() {
  command -v "$1" >/dev/null || { echo "SKIPPED: $1 is not installed (apt install $2)"; exit 77; }
}

case $what in
desktop-entry)
  need desktop-file-validate desktop-file-utils
  out=$(desktop-file-validate "$pkg/$id.desktop" 2>&1) || true
  [ -z "$out" ] || { echo "$out"; exit 1; }
  # The desktop id is the AppStream component id; the entry opens our MIME type.
  grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$pkg/$id.metainfo.xml" ||
    { echo "$id.metainfo.xml: the launchable is not $id.desktop"; exit 1; }
  grep -qx 'MimeType=application/x-tricorne-scenario+json;' "$pkg/$id.desktop" ||
    { echo "$id.desktop: MimeType is not application/x-tricorne-scenario+json"; exit 1; }
  echo "desktop-file-validate: clean"
  ;;
metainfo)
  need appstreamcli appstream
  # --pedantic: every hint counts; --no-net: the URLs are not fetched (CI has no network).
  out=$(appstreamcli validate --pedantic --no-net --no-color "$pkg/$id.metainfo.xml" 2>&1) || { echo "$out"; exit 1; }
  echo "$out"
  if echo "$out" | grep -qE '^[EWIP]:'; then exit 1; fi
  ;;
mime)
  need update-mime-database shared-mime-info
  # A MIME database of its own: the system's types plus ours, as dpkg's trigger builds it.
  rm -rf "$scratch" && mkdir -p "$scratch/mime/packages"
  cp /usr/share/mime/packages/freedesktop.org.xml "$scratch/mime/packages/"
  cp "$pkg/tricorne-mime.xml" "$scratch/mime/packages/tricorne.xml"
  out=$(XDG_DATA_HOME="$scratch" XDG_DATA_DIRS="$scratch" update-mime-database "$scratch/mime" 2>&1) || { echo "$out"; exit 1; }
  [ -z "$out" ] || { echo "update-mime-database: $out"; exit 1; }
  grep -q ':application/x-tricorne-scenario+json:\*\.tricorne\.json$' "$scratch/mime/globs2" ||
    { echo "globs2 has no *.tricorne.json"; exit 1; }
  grep -qx 'application/x-tricorne-scenario+json application/json' "$scratch/mime/subclasses" ||
    { echo "our type is not a sub-class of application/json"; exit 1; }
  grep -q ':application/x-tricorne-system+json:\*\.tricorne-system\.json$' "$scratch/mime/globs2" ||
    { echo "globs2 has no *.tricorne-system.json"; exit 1; }
  grep -qx 'application/x-tricorne-system+json application/json' "$scratch/mime/subclasses" ||
    { echo "the game-system type is not a sub-class of application/json"; exit 1; }
  # What a file manager asks (GIO reads the database of XDG_DATA_DIRS): a battle is ours,
  # any other JSON stays JSON.
  if command -v gio >/dev/null; then
    echo '{}' > "$scratch/battle.tricorne.json" && echo '{}' > "$scratch/other.json" && echo '{}' > "$scratch/house.tricorne-system.json"
    type_of() { XDG_DATA_HOME="$scratch" XDG_DATA_DIRS="$scratch" gio info -a standard::content-type "$1" | sed -n 's/.*standard::content-type: //p'; }
    battle=$(type_of "$scratch/battle.tricorne.json") other=$(type_of "$scratch/other.json") system=$(type_of "$scratch/house.tricorne-system.json")
    echo "gio: battle.tricorne.json is $battle, house.tricorne-system.json is $system, other.json is $other"
    [ "$battle" = application/x-tricorne-scenario+json ] && [ "$system" = application/x-tricorne-system+json ] && [ "$other" = application/json ] || exit 1
  fi
  echo "shared-mime-info: *.tricorne.json is application/x-tricorne-scenario+json, *.tricorne-system.json application/x-tricorne-system+json"
  ;;
*) echo "usage: $0 desktop-entry|metainfo|mime SOURCE_DIR SCRATCH_DIR"; exit 2 ;;
esac
