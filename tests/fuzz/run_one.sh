#!/bin/sh
# run_one.sh BINARY NAME SECONDS DICT COMMITTED_CORPUS [SEED_FOLDER...]
# Runs one libFuzzer target for SECONDS on the committed corpus and the seed folders (read
# only: what the fuzzer finds new goes to a work folder in the build tree). A finding — a
# crash, a sanitizer report, a failed property, a timeout — fails the run, and its input is
# copied into the committed corpus, where the regression ctest of every build replays it.
set -u
binary=$1 name=$2 seconds=$3 dict=$4 committed=$5
shift 5
build=$(dirname "$binary")
work=$build/fuzz-work/$name
findings=$build/fuzz-findings/$name
mkdir -p "$work" "$findings" "$committed"
rm -f "$findings"/*
log=$build/fuzz-$name.log
echo "fuzz $name: ${seconds}s (log: $log)"
"$binary" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=3072 -dict="$dict" -artifact_prefix="$findings/" \
    -print_final_stats=1 "$work" "$committed" "$@" >"$log" 2>&1
status=$?
grep -E '^(stat::number_of_executed_units|stat::new_units_added)' "$log" | sed "s/^/  $name /"
found=$(ls "$findings")
if [ "$status" -ne 0 ] || [ -n "$found" ]; then
    tail -n 40 "$log"
    for file in $found; do
        cp "$findings/$file" "$committed/regression-$file"
        echo "fuzz $name: FINDING $file, added to $committed as regression-$file"
    done
    exit 1
fi
