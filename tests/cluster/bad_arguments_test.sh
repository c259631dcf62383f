#!/bin/bash
# The cluster scripts refuse bad arguments before submitting anything, with exit 2 for a usage
# mistake and 1 for a run that cannot be done, and a message that names what is wrong; each
# case here checks the exit code and the message. Needs neither Slurm nor GNU parallel: the
# checks come before either is asked (and their absence is itself one of the cases).
#   bad_arguments_test.sh TRICORNE SOURCE_DIR SCRATCH
set -euo pipefail
tricorne=$1 source=$2 scratch=$3
submit=$source/packaging/cluster/slurm-submit.sh
prun=$source/packaging/cluster/parallel-run.sh
merge=$source/packaging/cluster/merge-shards.sh
scenario=$source/scenarios/killiecrankie.tricorne.json
rm -rf "$scratch"
mkdir -p "$scratch"
failures=0 cases=0

# expect CODE TEXT COMMAND...: COMMAND exits CODE and prints TEXT (a fixed string) on stdout or stderr.
expect() {
  local code=$1 text=$2 got=0
  shift 2
  cases=$((cases + 1))
  "$@" > "$scratch/out" 2>&1 || got=$?
  if [ "$got" -ne "$code" ] || ! grep -qF -- "$text" "$scratch/out"; then
    echo "FAIL: $(basename "$1") ${*:2}: wanted exit $code and '$text', got exit $got:" >&2
    sed 's/^/  | /' "$scratch/out" >&2
    failures=$((failures + 1))
  fi
}
run=(simulate "$scenario" --games 4 --seed 1 --tricorne "$tricorne")

for script in "$submit" "$prun"; do
  expect 0 "Usage: $(basename "$script") simulate|balance SCENARIO" "$script" --help
  expect 2 "Usage:" "$script"
  expect 2 "the first argument is simulate or balance (got 'simulat')" "$script" simulat "$scenario" --games 4 --seed 1 --shards 2 --out "$scratch/a"
  expect 2 "give the scenario file after 'balance'" "$script" balance --games 4 --seed 1 --shards 2 --out "$scratch/a"
  expect 2 "the scenario '$scratch/none.json' is not a readable file" "$script" simulate "$scratch/none.json" --games 4 --seed 1 --shards 2 --out "$scratch/a"
  expect 2 "--games N is required" "$script" simulate "$scenario" --seed 1 --shards 2 --out "$scratch/a"
  expect 2 "--seed S is required" "$script" simulate "$scenario" --games 4 --shards 2 --out "$scratch/a"
  expect 2 "--shards K is required" "${script}" "${run[@]}" --out "$scratch/a"
  expect 2 "--out DIR is required" "$script" "${run[@]}" --shards 2
  expect 2 "--games takes a whole number in decimal digits (got '0x10')" "$script" simulate "$scenario" --games 0x10 --seed 1 --shards 2 --out "$scratch/a"
  expect 2 "--shards takes a whole number from 1 up (got '0')" "$script" "${run[@]}" --shards 0 --out "$scratch/a"
  expect 2 "--shards 5 is more than --games 4" "$script" "${run[@]}" --shards 5 --out "$scratch/a"
  expect 2 "--vary is balance's option" "$script" "${run[@]}" --vary firstPlayer --shards 2 --out "$scratch/a"
  expect 2 "--target is balance's option here" "$script" "${run[@]}" --target jacobite=55 --shards 2 --out "$scratch/a"
  expect 2 "unknown option '--gmaes'" "$script" "${run[@]}" --gmaes 4 --shards 2 --out "$scratch/a"
  expect 2 "--seed needs a value" "$script" "${run[@]}" --shards 2 --out "$scratch/a" --seed
  expect 2 "unexpected argument 'other.json'" "$script" "${run[@]}" other.json --shards 2 --out "$scratch/a"
  expect 1 "--tricorne '$scratch/no-tricorne' is not an executable file" "$script" simulate "$scenario" --games 4 --seed 1 --shards 2 --out "$scratch/a" --tricorne "$scratch/no-tricorne"
done

# A scenario that does not load: tricorne's own diagnostics, then what to do.
echo '{"format": "tricorne-scenario", "version": 1' > "$scratch/broken.tricorne.json"
expect 1 "the scenario '$scratch/broken.tricorne.json' does not load (above); fix it before running shards" \
  "$submit" simulate "$scratch/broken.tricorne.json" --games 4 --seed 1 --shards 2 --out "$scratch/a" --tricorne "$tricorne"

# A run folder that holds an earlier run's results is not mixed into a new one.
mkdir -p "$scratch/earlier" && echo '{}' > "$scratch/earlier/shard-0.json"
expect 1 "'$scratch/earlier' holds an earlier run's results (shard-0.json): give a new --out or empty it" \
  "$prun" "${run[@]}" --shards 2 --out "$scratch/earlier" -S :

# parallel-run.sh needs to be told where to run, and a login file that exists.
expect 2 "say where the shards run: -S : for this machine" "$prun" "${run[@]}" --shards 2 --out "$scratch/b"
expect 2 "--sshloginfile '$scratch/hosts.txt' is not a readable file" "$prun" "${run[@]}" --shards 2 --out "$scratch/b" --sshloginfile "$scratch/hosts.txt"

# Without sbatch, slurm-submit.sh says so and what to do: a PATH of every program but sbatch.
mkdir -p "$scratch/path"
find /usr/bin /usr/sbin -maxdepth 1 ! -type d ! -name sbatch -exec ln -sf -t "$scratch/path" {} +
expect 1 "sbatch is not on PATH: run this on a machine that submits to your Slurm cluster" \
  env PATH="$scratch/path" "$submit" "${run[@]}" --shards 2 --out "$scratch/c"
rm -f "$scratch/path/parallel"
expect 1 "GNU parallel is not on PATH: install it (Debian: apt-get install parallel)" \
  env PATH="$scratch/path" "$prun" "${run[@]}" --shards 2 --out "$scratch/d" -S :

# The merge names the shard that is missing (tricorne's message) and leaves no report.
mkdir -p "$scratch/half"
"$tricorne" "${run[@]:0:6}" --shard 0/2 --json > "$scratch/half/shard-0.json"
expect 1 "shard 1/2 is missing; run it with --shard 1/2 --json" "$merge" "$scratch/half" simulate 2 "$tricorne"
[ ! -e "$scratch/half/report.json" ] || { echo "FAIL: a failed merge left report.json" >&2; failures=$((failures + 1)); }
expect 2 "usage: merge-shards.sh OUT simulate|balance K TRICORNE (got 2 arguments)" "$merge" "$scratch/half" simulate
expect 2 "K is a whole number from 1 up (got 'two')" "$merge" "$scratch/half" simulate two "$tricorne"

echo "$((cases - failures)) of $cases bad-argument cases give the exit code and message they should"
[ "$failures" -eq 0 ]
