#!/usr/bin/env bash
# Builds the Debian packages from this build tree with CPack, in a folder of its own (the build
# tree is only read, so parallel tests are not disturbed), and checks what a user installs:
#   check_packages.sh CPACK BUILD_DIR SOURCE_DIR WORK_DIR VERSION WITH_STUDIO
# - DEB-DEFAULT file names; each package holds its files and no other's;
# - tricorne is Qt-free: no Qt, QML or GL package in its Depends; tricorne-studio depends on
#   tricorne of the same version and on the packages of packaging/qml-modules.txt;
# - the packaged tricorne runs: --version, and validate on a battle from the package;
# - lintian finds no error and no warning.
# Exit 0 good, 1 a finding (printed), 77 dpkg-deb or lintian is missing (ctest reports a skip).
set -euo pipefail
cpack=$1 build=$2 src=$3 work=$4 version=$5 with_studio=$6

for tool in dpkg-deb lintian; do
  command -v $tool >/dev/null || { echo "SKIPPED: $tool is not installed (apt install $tool): the packages are not checked"; exit 77; }
done

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

rm -rf "$work" && mkdir -p "$work"
if ! "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$work" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"; exit 1
fi
arch=$(dpkg --print-architecture)
cli=$work/tricorne_${version}_${arch}.deb
studio=$work/tricorne-studio_${version}_${arch}.deb
debs=("$cli")
[ "$with_studio" = ON ] && debs+=("$studio")
for deb in "${debs[@]}"; do
  [ -f "$deb" ] || { echo "FAIL: no $(basename "$deb") (DEB-DEFAULT name) in $work:"; ls "$work"; exit 1; }
done

# contains DEB FILE...: each FILE (a path from /) is in the package.
contains() {
  local deb=$1; shift
  local listing; listing=$(dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's|^\./|/|')
  for f in "$@"; do grep -qxF "$f" <<<"$listing" || fail "$(basename "$deb") lacks $f"; done
}

# --- tricorne -------------------------------------------------------------------------------------
shipped=()
while IFS= read -r f; do shipped+=("/usr/share/tricorne/${f#"$src"/}"); done \
  < <(find "$src/scenarios" "$src/templates" "$src/schema" -type f -name '*.json' | sort)
contains "$cli" /usr/bin/tricorne /usr/share/man/man1/tricorne.1.gz \
  /usr/share/bash-completion/completions/tricorne /usr/share/zsh/vendor-completions/_tricorne \
  /usr/share/doc/tricorne/copyright /usr/share/doc/tricorne/changelog.gz "${shipped[@]}"
cli_depends=$(dpkg-deb -f "$cli" Depends)
echo "tricorne Depends: $cli_depends"
if grep -qiE 'qt|qml|libgl|libx11|mesa' <<<"$cli_depends"; then fail "tricorne must be Qt-free, yet depends on: $cli_depends"; fi
# The packaged binary (stripped, hardened) works on the packaged data.
root=$work/root-cli && mkdir -p "$root" && dpkg-deb -x "$cli" "$root"
got=$("$root/usr/bin/tricorne" --version) || fail "tricorne --version failed"
[ "$got" = "tricorne $version" ] || fail "tricorne --version says '$got', not 'tricorne $version'"
"$root/usr/bin/tricorne" validate "$root/usr/share/tricorne/scenarios/"*.tricorne.json >"$work/validate.log" ||
  { cat "$work/validate.log"; fail "the packaged tricorne does not validate the packaged battles"; }
file "$root/usr/bin/tricorne" | grep -q ', stripped' || fail "usr/bin/tricorne is not stripped"
zcat "$root/usr/share/doc/tricorne/changelog.gz" | head -1 | grep -qF "tricorne ($version)" ||
  fail "the changelog's latest entry is not version $version (packaging/debian/changelog)"

# --- tricorne-studio ------------------------------------------------------------------------------
if [ "$with_studio" = ON ]; then
  id=io.github.tricorne.studio
  contains "$studio" /usr/bin/tricorne-studio /usr/share/man/man1/tricorne-studio.1.gz \
    /usr/share/applications/$id.desktop /usr/share/metainfo/$id.metainfo.xml \
    /usr/share/mime/packages/tricorne.xml /usr/share/icons/hicolor/scalable/apps/tricorne-studio.svg \
    /usr/share/doc/tricorne-studio/copyright /usr/share/doc/tricorne-studio/changelog.gz
  dpkg-deb -c "$studio" | grep -q '/usr/share/tricorne/' && fail "tricorne-studio repeats files of tricorne (/usr/share/tricorne)"
  studio_depends=$(dpkg-deb -f "$studio" Depends)
  echo "tricorne-studio Depends: $studio_depends"
  grep -qF "tricorne (= $version)" <<<"$studio_depends" || fail "tricorne-studio does not depend on tricorne (= $version)"
  # Qt SVG is linked, not imported from QML (File ▸ Export image as SVG): dpkg-shlibdeps finds it.
  grep -qE "(^|, )libqt6svg6( |,|$)" <<<"$studio_depends" || fail "tricorne-studio does not depend on libqt6svg6 (SVG export)"
  grep -qE "(^|, )libqt6pdf6( |,|$)" <<<"$studio_depends" || fail "tricorne-studio does not depend on libqt6pdf6 (a PDF page as the reference picture)"
  for p in $(sed -e 's/#.*//' "$src/packaging/qml-modules.txt" | awk 'NF > 1 { for (i = 2; i <= NF; i++) if ($i != "-") print $i }' | sort -u); do
    grep -qE "(^|, )$p(,| |$)" <<<"$studio_depends" || fail "tricorne-studio does not depend on $p"
  done
fi

# --- lintian --------------------------------------------------------------------------------------
echo "lintian ${debs[*]##*/}:"
if ! lintian --fail-on error,warning --display-info --tag-display-limit 0 "${debs[@]}"; then
  fail "lintian found errors or warnings (above)"
fi

[ $failures -eq 0 ] || { echo "$failures finding(s)"; exit 1; }
echo "packages: ${debs[*]##*/} hold what they should and are lintian-clean"
