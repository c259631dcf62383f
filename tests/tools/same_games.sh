#!/bin/sh
# Prints, for every shipped battle and scenario template and the three bot pairings, the
# `simulate --json` report of a fixed run, one file per run in OUT. A refactor or a speed step
# must leave every file byte-identical: run this before and after, then `diff -r`.
#   tests/tools/same_games.sh path/to/tricorne OUT [GAMES]
set -eu
cli=$1; out=$2; games=${3:-200}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
for file in "$root"/scenarios/*.tricorne.json "$root"/templates/scenarios/*.tricorne.json; do
  name=$(basename "$file" .tricorne.json)
  for bots in random,random greedy,random greedy,greedy; do
    "$cli" simulate "$file" --games "$games" --seed 7 --bots "$bots" --jobs 2 --json \
      > "$out/$name.$bots.json" 2>&1 || echo "exit $?" >> "$out/$name.$bots.json"
  done
done
