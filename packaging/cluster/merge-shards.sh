#!/bin/bash
#SBATCH --job-name=tricorne-merge
#SBATCH --ntasks=1
# Merges a run folder's shards into the report of the whole run:
#   merge-shards.sh OUT simulate|balance K TRICORNE
# reads OUT/shard-0.json ... OUT/shard-(K-1).json (each `tricorne MODE ... --shard I/K --json`)
# and writes OUT/report.json (`tricorne MODE --merge --json`, byte for byte the one-machine
# `--json` report) and OUT/report.txt (the same report as text). slurm-submit.sh submits it as
# the job that runs after every shard succeeded; parallel-run.sh runs it on this machine.
# It is self-contained because Slurm runs a copy of it on a compute node.
set -euo pipefail
prog=merge-shards.sh
if [ "${1-}" = --help ] || [ "${1-}" = -h ]; then
  sed -n '4,10p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi
[ $# -eq 4 ] || { echo "$prog: error: usage: $prog OUT simulate|balance K TRICORNE (got $# arguments)" >&2; exit 2; }
out=$1 mode=$2 shards=$3 tricorne=$4
case $mode in simulate|balance) ;; *) echo "$prog: error: the mode is simulate or balance (got '$mode')" >&2; exit 2 ;; esac
[[ $shards =~ ^[0-9]+$ ]] && [ "$shards" -ge 1 ] || { echo "$prog: error: K is a whole number from 1 up (got '$shards')" >&2; exit 2; }
[ -d "$out" ] || { echo "$prog: error: the run folder '$out' does not exist" >&2; exit 1; }
# Shards in order 0..K-1; a missing one is left out, so tricorne's own message names it.
files=()
for ((i = 0; i < shards; i++)); do
  [ ! -f "$out/shard-$i.json" ] || files+=("$out/shard-$i.json")
done
if [ ${#files[@]} -eq 0 ]; then
  echo "$prog: error: no shard finished: '$out' holds no shard-I.json (their logs are in $out/logs/)" >&2
  exit 1
fi
if ! "$tricorne" "$mode" --merge --json "${files[@]}" > "$out/report.json.part"; then
  rm -f "$out/report.json.part"
  echo "$prog: error: the merge failed (above): run the shards it names, then merge again with $0 $*" >&2
  exit 1
fi
"$tricorne" "$mode" --merge "${files[@]}" > "$out/report.txt.part"
mv "$out/report.json.part" "$out/report.json"
mv "$out/report.txt.part" "$out/report.txt"
echo "$prog: merged $shards shards into $out/report.json and $out/report.txt"
