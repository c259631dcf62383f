#!/bin/bash
# A real Slurm on this machine, for the length of the test: munged, slurmctld and slurmd on
# localhost, every file (key, sockets, state, spool, logs, slurm.conf) in a scratch folder and
# nothing under /etc changed; a trap shuts all three down. Then packaging/cluster/slurm-submit.sh
# submits a 4-shard balance sweep and a 3-shard simulate run (array + afterok merge, --wait),
# and each merged report must equal, byte for byte, the one-machine --json report. A run whose
# shards fail (a bot tricorne does not know) must end non-zero and name the failed shard's log.
# Exits 77 (a ctest skip) with the reason where Slurm or munge is not installed or cannot start.
# KEEP_SCRATCH=1 keeps the scratch folder (daemon logs, run folders) after the daemons stop.
#   slurm_single_node_test.sh TRICORNE SOURCE_DIR
set -euo pipefail
tricorne=$1 source=$2
submit=$source/packaging/cluster/slurm-submit.sh
scenario=$source/scenarios/killiecrankie.tricorne.json

skip() { echo "SKIP: $*" >&2; exit 77; }
for tool in munged slurmctld slurmd sbatch scontrol sinfo; do
  command -v "$tool" >/dev/null || skip "$tool is not installed: bash packaging/install-deps.sh installs slurm-wlm and munge"
done
[ "$(id -u)" -eq 0 ] || skip "slurmd needs root to start jobs (CI runs as root); run this test as root"

scratch=$(mktemp -d /tmp/tricorne-slurm.XXXXXX)
chmod 700 "$scratch"
export SLURM_CONF=$scratch/slurm.conf
started=0
stop_all() {
  set +e
  if [ "$started" -eq 1 ]; then
    scontrol shutdown >/dev/null 2>&1
    for _ in $(seq 50); do
      [ -e "$scratch/slurmctld.pid" ] || [ -e "$scratch/slurmd.pid" ] || break
      kill -0 "$(cat "$scratch/slurmctld.pid" 2>/dev/null)" 2>/dev/null ||
        kill -0 "$(cat "$scratch/slurmd.pid" 2>/dev/null)" 2>/dev/null || break
      sleep 0.1
    done
  fi
  # Whatever did not stop by itself.
  for pidfile in slurmctld.pid slurmd.pid; do
    [ ! -s "$scratch/$pidfile" ] || kill "$(cat "$scratch/$pidfile")" 2>/dev/null
  done
  [ ! -S "$scratch/munge.socket" ] || munged --stop --socket="$scratch/munge.socket" >/dev/null 2>&1
  [ ! -s "$scratch/munged.pid" ] || kill "$(cat "$scratch/munged.pid")" 2>/dev/null
  [ -n "${KEEP_SCRATCH-}" ] || rm -rf "$scratch"
}
trap stop_all EXIT
fail_start() {
  echo "--- $1 log:" >&2
  tail -n 20 "$scratch/$1.log" >&2 2>/dev/null
  skip "$1 could not start on this machine (its log is above)"
}

# munge: a key of our own, its socket in the scratch folder.
dd if=/dev/urandom of="$scratch/munge.key" bs=1024 count=1 status=none
chmod 400 "$scratch/munge.key"
munged --force --key-file="$scratch/munge.key" --socket="$scratch/munge.socket" \
  --pid-file="$scratch/munged.pid" --log-file="$scratch/munged.log" --seed-file="$scratch/munged.seed" \
  2>"$scratch/munged.err" || { cat "$scratch/munged.err" >&2; fail_start munged; }

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
node=$(hostname -s)
mkdir -p "$scratch/state" "$scratch/spool"
: > "$scratch/plugstack.conf"
cat > "$SLURM_CONF" <<CONF
ClusterName=tricornetest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$scratch/munge.socket
CredType=cred/munge
StateSaveLocation=$scratch/state
SlurmdSpoolDir=$scratch/spool
SlurmctldPidFile=$scratch/slurmctld.pid
SlurmdPidFile=$scratch/slurmd.pid
SlurmctldLogFile=$scratch/slurmctld.log
SlurmdLogFile=$scratch/slurmd.log
PlugStackConfig=$scratch/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MailProg=/bin/true
MpiDefault=none
SchedulerType=sched/builtin
# Jobs here last milliseconds: schedule at once, and let the node take more of them than it has cores.
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
SlurmdParameters=config_overrides
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
NodeName=$node NodeAddr=127.0.0.1 CPUs=8 State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
started=1
slurmctld -f "$SLURM_CONF" 2>>"$scratch/slurmctld.log" || fail_start slurmctld
slurmd -f "$SLURM_CONF" -N "$node" 2>>"$scratch/slurmd.log" || fail_start slurmd
for _ in $(seq 100); do
  sinfo -h -o %T 2>/dev/null | grep -qx idle && break
  sleep 0.1
done
sinfo -h -o %T 2>/dev/null | grep -qx idle || fail_start slurmd
echo "single-node Slurm up in $SECONDS s: $(sinfo -h -o '%P %D %T %N')"

runs=$scratch/runs
mkdir -p "$runs"
reports=$runs
# shellcheck source=check_same.sh
. "$(dirname "${BASH_SOURCE[0]}")/check_same.sh"

# The two runs at once, each waiting for its own merge; then a run whose shards fail.
"$submit" balance "$scenario" --games 8 --seed 7 --vary victoryBanners --vary firstPlayer --target jacobite=55 \
  --shards 4 --out "$runs/balance" --tricorne "$tricorne" --wait --poll 1 > "$runs/balance.out" 2>&1 &
balance_pid=$!
"$submit" simulate "$scenario" --games 6 --seed 3 --bots greedy,random \
  --shards 3 --out "$runs/simulate" --tricorne "$tricorne" -w --poll 1 > "$runs/simulate.out" 2>&1 &
simulate_pid=$!
for run in balance:$balance_pid simulate:$simulate_pid; do
  if ! wait "${run#*:}"; then
    echo "FAIL: ${run%%:*}: slurm-submit.sh failed:" >&2
    cat "$runs/${run%%:*}.out" >&2
    exit 1
  fi
done
cat "$runs/balance.out"
check_same balance balance "$scenario" --games 8 --seed 7 --vary victoryBanners firstPlayer --target jacobite=55
check_same simulate simulate "$scenario" --games 6 --seed 3 --bots greedy,random
grep -q "merged 4 shards" "$runs/balance/logs/merge.out" ||
  { echo "FAIL: the merge job's log does not say it merged the 4 shards" >&2; status=1; }
for i in 0 1 2 3; do
  grep -q "shard $i/4 on $node" "$runs/balance/logs/shard-$i.out" ||
    { echo "FAIL: array task $i's log does not show it ran shard $i/4" >&2; status=1; }
done

# A bot tricorne does not know: every shard fails, the merge is cancelled, and the script says so.
if "$submit" simulate "$scenario" --games 4 --seed 1 --bots greedy,sorcerer --shards 2 \
     --out "$runs/bad" --tricorne "$tricorne" --wait --poll 1 > "$runs/bad.out" 2>&1; then
  echo "FAIL: a run whose shards fail ended with exit 0:" >&2
  cat "$runs/bad.out" >&2
  status=1
elif grep -q "shards did not finish" "$runs/bad.out" && grep -q "sorcerer" "$runs/bad.out" &&
     [ ! -e "$runs/bad/report.json" ]; then
  echo "ok: failed shards cancel the merge and are named: $(grep -m1 'did not finish' "$runs/bad.out")"
else
  echo "FAIL: a failed run's message does not name the failed shards and tricorne's reason:" >&2
  cat "$runs/bad.out" >&2
  status=1
fi
echo "took $SECONDS s"
exit "$status"
