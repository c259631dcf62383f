#!/bin/bash
# packaging/cluster/parallel-run.sh with GNU parallel, needing no ssh server: a 4-shard balance
# sweep on this machine (-S :), and a 3-shard simulate run on two "hosts" reached through a
# stand-in for ssh that runs the command here in a login directory of the host's own, so the
# scenario really travels by --transferfile and the shards come back by --return (rsync) and are
# cleaned up there. Each merged report must equal the one-machine --json report byte for byte.
# Exits 77 (a ctest skip) with the reason where GNU parallel or rsync is not installed.
#   parallel_test.sh TRICORNE SOURCE_DIR SCRATCH
set -euo pipefail
tricorne=$1 source=$2 scratch=$3
run=$source/packaging/cluster/parallel-run.sh
scenario=$source/scenarios/killiecrankie.tricorne.json
skip() { echo "SKIP: $*" >&2; exit 77; }
command -v parallel >/dev/null || skip "GNU parallel is not installed: bash packaging/install-deps.sh installs it"
command -v rsync >/dev/null || skip "rsync is not installed (parallel's --transferfile and --return use it): bash packaging/install-deps.sh installs it"

rm -rf "$scratch"
mkdir -p "$scratch/bin"
reports=$scratch
# shellcheck source=check_same.sh
. "$(dirname "${BASH_SOURCE[0]}")/check_same.sh"

# This machine.
"$run" balance "$scenario" --games 8 --seed 5 --vary commandCards --target government=50 --shards 4 \
  --out "$scratch/local" -S : --tricorne "$tricorne"
check_same local balance "$scenario" --games 8 --seed 5 --vary commandCards --target government=50

# Two hosts behind a stand-in for ssh: `ssh [options] HOST [--] COMMAND` runs COMMAND with
# HOME and the working directory $scratch/home-HOST, as sshd runs it in the login directory,
# and with SHELL set as sshd sets it from the login entry: parallel's remote wrapper execs
# $SHELL, and CI's environment has none of its own.
cat > "$scratch/bin/fake-ssh" <<FAKE
#!/bin/bash
while [ \$# -gt 0 ]; do
  case \$1 in
    -l|-o|-p|-i|-F|-S|-E) shift 2 ;;
    --) shift; break ;;
    -*) shift ;;
    *) break ;;
  esac
done
host=\$1; shift
[ "\${1-}" != -- ] || shift
echo "\$host" >> "$scratch/hosts-used"
export HOME="$scratch/home-\$host" SHELL=/bin/bash
mkdir -p "\$HOME" && cd "\$HOME"
exec bash -c "\$*"
FAKE
chmod +x "$scratch/bin/fake-ssh"
"$run" simulate "$scenario" --games 6 --seed 9 --bots random,greedy --shards 3 --out "$scratch/hosts" \
  -S 1/attic,1/laptop --ssh "$scratch/bin/fake-ssh" --tricorne "$tricorne"
check_same hosts simulate "$scenario" --games 6 --seed 9 --bots random,greedy
for host in attic laptop; do
  grep -qx "$host" "$scratch/hosts-used" || { echo "FAIL: no shard ran on $host" >&2; status=1; }
  left=$(find "$scratch/home-$host" -type f 2>/dev/null | head -3)
  [ -z "$left" ] || { echo "FAIL: --cleanup left files on $host: $left" >&2; status=1; }
done
[ "$status" -ne 0 ] || echo "ok: shards ran on both hosts, copied there and back, and nothing was left on them"
exit "$status"
