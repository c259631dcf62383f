#!/bin/sh
# The search bot's counterpart of same_games.sh: prints the `simulate --json` report of a few
# search,search and search,greedy runs at a fixed budget on five battles, one file per run in
# OUT. A speed step in the engine or the bots must leave every file byte-identical (the search
# plays through the same legalActions/apply and greedy playouts, so any change shows here):
# run this with the binaries before and after, then `diff -r`.
#   tests/tools/same_search_games.sh path/to/tricorne OUT [GAMES] [PLAYOUTS]
set -eu
cli=$1; out=$2; games=${3:-4}; playouts=${4:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
for name in killiecrankie bemis-heights alness camden cowpens; do
  for bots in search,search search,greedy; do
    "$cli" simulate "$root/scenarios/$name.tricorne.json" --games "$games" --seed 11 --bots "$bots" --playouts "$playouts" --jobs 2 --json \
      > "$out/$name.$bots.json" 2>&1 || echo "exit $?" >> "$out/$name.$bots.json"
  done
done
