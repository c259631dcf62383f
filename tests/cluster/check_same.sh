# Sourced by the cluster tests. check_same NAME ONE-MACHINE-ARGS...: the merged report of the
# run NAME ($reports/NAME/report.json) equals `tricorne ONE-MACHINE-ARGS --json` byte for byte;
# otherwise says how they differ and sets status=1. Expects tricorne and reports to be set.
status=0
check_same() {
  local name=$1
  shift
  "$tricorne" "$@" --json > "$reports/$name.expected.json"
  if cmp "$reports/$name.expected.json" "$reports/$name/report.json"; then
    echo "ok: $name: the merged report.json equals '$*' --json byte for byte ($(wc -c < "$reports/$name/report.json") bytes)"
  else
    echo "FAIL: $name: the merged report differs from the one-machine run:" >&2
    diff <(python3 -m json.tool "$reports/$name.expected.json") <(python3 -m json.tool "$reports/$name/report.json") | head -20 >&2
    status=1
  fi
}
