#!/bin/bash
# Submits a sharded `tricorne simulate|balance` run to Slurm: a job array of K tasks, task I
# playing shard I/K (slurm-shard.sbatch), and a merge job (merge-shards.sh) that depends on
# the array with afterok, so it runs once every shard has succeeded and is cancelled if one
# fails. The merged OUT/report.json equals, byte for byte, the one-machine `--json` report.
# OUT must be on a file system the compute nodes share with this machine (the home or
# project directory on most clusters). docs/reference/cluster.md tells the whole story.
set -euo pipefail
prog=slurm-submit.sh
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=sweep-options.sh
. "$here/sweep-options.sh"

usage() {
  cat <<EOF2
Usage: $prog simulate|balance SCENARIO --games N --seed S --shards K --out DIR [OPTIONS] [-- SBATCH-OPTION...]

Submits K shards of the run as a Slurm job array and their merge as a job that runs after all of
them succeed (sbatch --dependency=afterok:ARRAY). The report lands in DIR/report.json (the
one-machine --json report, byte for byte) and DIR/report.txt.

EOF2
  sweep_options_help
  cat <<'EOF2'
                          (here: each array task asks for J CPUs, --cpus-per-task=J)
Slurm:
  -w, --wait              wait for the merge, print the report, and exit non-zero if a shard or
                          the merge failed (naming its log)
  --poll SECONDS          with --wait: how often to ask Slurm whether the merge has ended (default 10)
  -- SBATCH-OPTION...     given to both sbatch calls, e.g. -- --partition=short --time=1:00:00
  -h, --help              this help

Example:
  slurm-submit.sh balance battle.tricorne.json --games 400 --seed 1 --bots search,search \
      --vary victoryBanners --shards 50 --out ~/runs/battle-1 --wait -- --partition=short
EOF2
}

wait_for_it=0
poll=10
sbatch_extra=()
mapfile -d '' argv < <(sweep_split_equals "$@")
set -- ${argv[@]+"${argv[@]}"}
[ $# -gt 0 ] || { usage >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) usage; exit 0 ;;
    -w|--wait) wait_for_it=1; shift ;;
    --poll)
      [ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]{0,4}$ ]] || sweep_die "--poll takes a whole number of seconds from 1 up (got '${2-}')"
      poll=$2; shift 2 ;;
    --) shift; sbatch_extra=("$@"); break ;;
    *)
      sweep_take "$@"
      [ "$sweep_shift" -gt 0 ] || sweep_die "unknown option '$1'"
      shift "$sweep_shift" ;;
  esac
done
sweep_check
command -v sbatch >/dev/null ||
  sweep_fail "sbatch is not on PATH: run this on a machine that submits to your Slurm cluster (Debian: apt-get install slurm-client), or use parallel-run.sh for a few machines over ssh"
sweep_build_args
sweep_prepare

shard_args=("${sweep_args[@]/#@SCENARIO@/$sweep_out/scenario.tricorne.json}")
# --parsable prints "JOBID" or "JOBID;CLUSTER".
array_id=$(sbatch --parsable --job-name="tricorne-$sweep_mode" --array="0-$((sweep_shards - 1))" \
  --cpus-per-task="$sweep_jobs" --chdir="$sweep_out" --output="$sweep_out/logs/shard-%a.out" \
  ${sbatch_extra[@]+"${sbatch_extra[@]}"} \
  "$here/slurm-shard.sbatch" "$sweep_out" "$sweep_shards" "$sweep_tricorne" "${shard_args[@]}") ||
  sweep_fail "sbatch refused the shards' job array (its message is above)"
array_id=${array_id%%;*}
echo "$prog: shards: job array $array_id, tasks 0-$((sweep_shards - 1)), logs in $sweep_out/logs/shard-I.out"

merge=(sbatch --parsable --job-name="tricorne-$sweep_mode-merge" --dependency="afterok:$array_id"
  --kill-on-invalid-dep=yes --chdir="$sweep_out" --output="$sweep_out/logs/merge.out"
  ${sbatch_extra[@]+"${sbatch_extra[@]}"})
merge_args=("$sweep_out" "$sweep_mode" "$sweep_shards" "$sweep_tricorne")
merge_id=$("${merge[@]}" "$here/merge-shards.sh" "${merge_args[@]}") ||
  sweep_fail "sbatch refused the merge job (its message is above); the shards (job $array_id) still run: merge them later with $here/merge-shards.sh ${merge_args[*]}"
merge_id=${merge_id%%;*}
echo "$prog: merge: job $merge_id, after every shard succeeded; the report will be $sweep_out/report.json and report.txt"
[ "$wait_for_it" -eq 1 ] || exit 0

# Waiting by asking scontrol, not sbatch --wait: that one polls ever more slowly (up to half a
# minute) and reports success for a merge cancelled because a shard failed.
state=""
while :; do
  if ! info=$(scontrol show job -o "$merge_id" 2>/dev/null); then
    state=GONE  # Slurm forgot the job (MinJobAge): the report tells whether it succeeded.
    break
  fi
  state=$(sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' <<< "$info")
  case $state in
    PENDING|CONFIGURING|RUNNING|COMPLETING|SUSPENDED|REQUEUED|RESIZING|"") sleep "$poll" ;;
    *) break ;;
  esac
done
if [ -f "$sweep_out/report.json" ] && { [ "$state" = COMPLETED ] || [ "$state" = GONE ]; }; then
  cat "$sweep_out/report.txt"
  echo "$prog: the report is $sweep_out/report.json (and report.txt)"
  exit 0
fi
# The merge failed, or was cancelled because a shard failed: name the shards and their logs.
failed=()
for ((i = 0; i < sweep_shards; i++)); do
  [ -f "$sweep_out/shard-$i.json" ] || failed+=("$i")
done
if [ ${#failed[@]} -gt 0 ]; then
  first="$sweep_out/logs/shard-${failed[0]}.out"
  echo "$prog: shard ${failed[0]} failed; its log $first ends:" >&2
  tail -n 5 "$first" >&2 2>/dev/null || echo "  (no log: the task never started)" >&2
  sweep_fail "${#failed[@]} of $sweep_shards shards did not finish (${failed[*]}), so the merge job $merge_id ended $state; fix what the log says and submit again with a new --out"
fi
sweep_fail "the merge job $merge_id ended $state: see $sweep_out/logs/merge.out"
