#!/bin/bash
# Runs a sharded `tricorne simulate|balance` run on a few machines with GNU parallel over ssh,
# then merges the shards here: OUT/report.json equals, byte for byte, the one-machine `--json`
# report. Without --shared-dir each shard's host gets the scenario by --transferfile and sends
# its shard back by --return (rsync over ssh; the hosts need tricorne and rsync); with
# --shared-dir every host sees OUT at the same path and writes there. docs/reference/cluster.md.
set -euo pipefail
prog=parallel-run.sh
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=sweep-options.sh
. "$here/sweep-options.sh"

usage() {
  cat <<EOF2
Usage: $prog simulate|balance SCENARIO --games N --seed S --shards K --out DIR
                       (-S LOGIN... | --sshloginfile FILE) [OPTIONS]

Runs the K shards of the run on the hosts with GNU parallel (as many at once on a host as it has
cores, or N with N/host), waits for them, and merges them here into DIR/report.json (the
one-machine --json report, byte for byte) and DIR/report.txt.

EOF2
  sweep_options_help
  cat <<'EOF2'
Hosts (GNU parallel's --sshlogin):
  -S, --sshlogin LOGIN    where shards run: ':' is this machine, [N/][user@]host a host by ssh
                          (N shards at once); repeat, or give a comma-separated list
  --sshloginfile FILE     one LOGIN a line (parallel's --sshloginfile)
  --shared-dir            DIR is the same path on every host (NFS): no copying
  --host-tricorne PATH    the tricorne the hosts run (default: --tricorne's if given, else tricorne)
  --ssh CMD               the ssh command (parallel's --ssh), e.g. "ssh -i ~/.ssh/cluster"
  -h, --help              this help

Example:
  parallel-run.sh balance battle.tricorne.json --games 200 --seed 1 --bots search,search \
      --shards 16 --out runs/battle-1 -S :,8/alice@attic,4/alice@laptop
EOF2
}

logins=()
loginfile=""
shared=0
host_tricorne=""
ssh_cmd=""
mapfile -d '' argv < <(sweep_split_equals "$@")
set -- ${argv[@]+"${argv[@]}"}
[ $# -gt 0 ] || { usage >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) usage; exit 0 ;;
    --shared-dir) shared=1; shift ;;
    -S|--sshlogin|--sshloginfile|--host-tricorne|--ssh)
      [ $# -ge 2 ] && [ -n "$2" ] || sweep_die "$1 needs a value"
      case $1 in
        -S|--sshlogin) logins+=("$2") ;;
        --sshloginfile) loginfile=$2 ;;
        --host-tricorne) host_tricorne=$2 ;;
        --ssh) ssh_cmd=$2 ;;
      esac
      shift 2 ;;
    *)
      sweep_take "$@"
      [ "$sweep_shift" -gt 0 ] || sweep_die "unknown option '$1'"
      shift "$sweep_shift" ;;
  esac
done
tricorne_given=${sweep_tricorne:+1}
sweep_check
# The hosts run --host-tricorne, else the --tricorne given (as an absolute path), else their own.
if [ -z "$host_tricorne" ]; then
  if [ -n "$tricorne_given" ]; then host_tricorne=$sweep_tricorne; else host_tricorne=tricorne; fi
fi
[ ${#logins[@]} -gt 0 ] || [ -n "$loginfile" ] ||
  sweep_die "say where the shards run: -S : for this machine, -S host1,host2 or --sshloginfile FILE"
[ -z "$loginfile" ] || [ -r "$loginfile" ] || sweep_die "--sshloginfile '$loginfile' is not a readable file"
command -v parallel >/dev/null ||
  sweep_fail "GNU parallel is not on PATH: install it (Debian: apt-get install parallel)"
parallel --version 2>/dev/null | grep -q '^GNU parallel' ||
  sweep_fail "'$(command -v parallel)' is not GNU parallel (moreutils has another parallel): install Debian's parallel package"
sweep_build_args
sweep_prepare

# Is every host this machine? Then nothing is copied (parallel would only warn).
remote=0
[ -z "$loginfile" ] || remote=1
for l in ${logins[@]+"${logins[@]}"}; do
  IFS=, read -r -a parts <<< "$l"
  for p in "${parts[@]}"; do
    [[ $p =~ ^([0-9]+/)?:$ ]] || remote=1
  done
done
if [ "$remote" -eq 1 ] && [ "$shared" -eq 0 ]; then
  command -v rsync >/dev/null ||
    sweep_fail "copying to the hosts needs rsync here and on every host (Debian: apt-get install rsync), or give --shared-dir"
fi

opts=(--will-cite --halt soon,fail=1 --tag --tagstring "shard {}/$sweep_shards"
  --joblog "$sweep_out/logs/parallel.log")
for l in ${logins[@]+"${logins[@]}"}; do opts+=(--sshlogin "$l"); done
[ -z "$loginfile" ] || opts+=(--sshloginfile "$loginfile")
[ -z "$ssh_cmd" ] || opts+=(--ssh "$ssh_cmd")
if [ "$shared" -eq 1 ] || [ "$remote" -eq 0 ]; then
  # Every host sees the run folder where this one does.
  dir=$sweep_out
else
  # Paths relative to the parent of the run folder: here the parent, on a host its login
  # directory, where --transferfile puts the scenario and --return fetches the shard from.
  cd "$(dirname "$sweep_out")"
  dir=$(basename "$sweep_out")
  opts+=(--transferfile "$dir/scenario.tricorne.json" --return "$dir/shard-{}.json" --cleanup)
fi
shard_args=("${sweep_args[@]/#@SCENARIO@/$dir/scenario.tricorne.json}")
# The file appears only when the shard is complete, so the merge never reads half of one.
cmd="$(sweep_quoted "$host_tricorne" "${shard_args[@]}") --shard {}/$sweep_shards --jobs $sweep_jobs --json > $(sweep_quoted "$dir")/shard-{}.json.part && mv $(sweep_quoted "$dir")/shard-{}.json.part $(sweep_quoted "$dir")/shard-{}.json"
echo "$prog: running $sweep_shards shards; jobs log $sweep_out/logs/parallel.log"
status=0
parallel "${opts[@]}" "$cmd" ::: $(seq 0 $((sweep_shards - 1))) || status=$?
if [ "$status" -ne 0 ]; then
  sweep_fail "shards failed or were stopped (parallel's exit status $status; their messages are above, tagged 'shard I/$sweep_shards'; $sweep_out/logs/parallel.log lists each with its host and exit code); fix what they say and run again with a new --out"
fi
"$here/merge-shards.sh" "$sweep_out" "$sweep_mode" "$sweep_shards" "$sweep_tricorne" >/dev/null
cat "$sweep_out/report.txt"
echo "$prog: the report is $sweep_out/report.json (and report.txt)"
