#!/bin/sh
# files_and_streams.sh TRICORNE SOURCE_DIR: what `tricorne` does with files that are not plain
# files, with standard input and output, and with the output file it replaces:
# FIFOs and directories refused without blocking, `-` for the standard streams, the mode,
# symbolic link and file-size limit of an export, hostile logs and numbers on the command line.
# Shell, because umask, ulimit -f, mkfifo and pipes are the shell's.
set -u
TRICORNE=$1
SOURCE=$2
SCENARIO=$SOURCE/scenarios/killiecrankie.tricorne.json
HOSTILE=$SOURCE/tests/data/hostile
WORK=$(mktemp -d "${TMPDIR:-/tmp}/tricorne-files-XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cd "$WORK" || exit 1
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# expect CODE TEXT -- COMMAND...: runs COMMAND (10 s at most), checks the exit code and that
# its standard error (or output) contains TEXT.
expect() {
    code=$1 text=$2
    shift 3
    timeout 10 "$@" >out.txt 2>err.txt
    got=$?
    [ "$got" -eq "$code" ] || fail "$* exited $got, expected $code: $(cat err.txt)"
    grep -qF -- "$text" err.txt out.txt || fail "$*: no \"$text\" in: $(cat err.txt out.txt)"
    if grep -q 'internal error' err.txt; then fail "$*: internal error"; fi
}

# --- FILE that is not a regular file: refused at once, never read ------------------------------
mkfifo fifo
expect 1 "fifo: error: io-read: is a FIFO (named pipe), not a file" -- "$TRICORNE" validate fifo
ln -s fifo link-to-fifo
expect 1 "is a FIFO (named pipe), not a file" -- "$TRICORNE" validate link-to-fifo
mkdir folder
expect 1 "folder: error: io-read: is a directory, not a file" -- "$TRICORNE" validate folder
expect 1 "is a FIFO (named pipe), not a file" -- "$TRICORNE" export fifo -o out.json
expect 1 "is a FIFO (named pipe), not a file" -- "$TRICORNE" replay "$SCENARIO" fifo
[ ! -e out.json ] || fail "export of a FIFO wrote out.json"

# --- - for standard input and standard output ---------------------------------------------------
timeout 10 "$TRICORNE" validate - <"$SCENARIO" >out.txt 2>&1 || fail "validate - of a valid scenario: $(cat out.txt)"
printf '{"format": "tricorne-scenario"' | timeout 10 "$TRICORNE" validate - >out.txt 2>&1
[ $? -eq 1 ] && grep -q '^-: error: json-syntax' out.txt || fail "validate - of truncated input: $(cat out.txt)"
"$TRICORNE" export "$SCENARIO" -o exported.json || fail "export to a file"
timeout 10 "$TRICORNE" export - -o - <"$SCENARIO" >streamed.json 2>err.txt || fail "export - -o -: $(cat err.txt)"
cmp -s exported.json streamed.json || fail "export - -o - differs from export FILE -o OUT"
timeout 10 "$TRICORNE" probe - moves gov-4 <"$SCENARIO" >/dev/null 2>err.txt || fail "probe - : $(cat err.txt)"

# --- export keeps the mode of the file it replaces, and the umask decides a new one's -----------
cp exported.json private.json && chmod 600 private.json
"$TRICORNE" export "$SCENARIO" -o private.json
[ "$(stat -c %a private.json)" = 600 ] || fail "export over a 0600 file left mode $(stat -c %a private.json)"
chmod 664 private.json
"$TRICORNE" export "$SCENARIO" -o private.json
[ "$(stat -c %a private.json)" = 664 ] || fail "export over a 0664 file left mode $(stat -c %a private.json)"
(umask 077 && "$TRICORNE" export "$SCENARIO" -o new-077.json)
[ "$(stat -c %a new-077.json)" = 600 ] || fail "a new file under umask 077 has mode $(stat -c %a new-077.json)"
(umask 022 && "$TRICORNE" export "$SCENARIO" -o new-022.json)
[ "$(stat -c %a new-022.json)" = 644 ] || fail "a new file under umask 022 has mode $(stat -c %a new-022.json)"

# --- a symbolic link is written through: the target replaced, the link kept ---------------------
mkdir target-dir
printf 'old\n' >target-dir/battle.json
ln -s target-dir/battle.json link.json
"$TRICORNE" export "$SCENARIO" -o link.json || fail "export through a symbolic link"
[ -L link.json ] || fail "the symbolic link was replaced by a file"
cmp -s target-dir/battle.json exported.json || fail "the link's target does not hold the export"
[ "$(ls -A target-dir)" = battle.json ] || fail "temporary files left next to the target: $(ls -A target-dir)"

# --- a write past ulimit -f fails with a message and leaves no temporary file ------------------
mkdir limited
(ulimit -f 4 && timeout 10 "$TRICORNE" export "$SCENARIO" -o limited/out.json >out.txt 2>err.txt; echo $? >code.txt)
[ "$(cat code.txt)" = 1 ] || fail "export past ulimit -f exited $(cat code.txt): $(cat err.txt)"
grep -q 'File too large' err.txt || fail "export past ulimit -f: no message: $(cat err.txt)"
[ -z "$(ls -A limited)" ] || fail "export past ulimit -f left: $(ls -A limited)"

# --- hostile game logs: exit 1 and the place, never an internal error ---------------------------
expect 1 "/actions/0/kind: error: schema" -- "$TRICORNE" replay "$SCENARIO" "$HOSTILE/logs/kind-not-string.json"
for log in hex-intmax hex-intmin-row2 hex-u64; do
    expect 1 "/actions/0/hex/0: error: schema: item 1 of \"hex\" must be a whole number from -1 to 13" -- \
        "$TRICORNE" replay "$SCENARIO" "$HOSTILE/logs/$log.json"
done
expect 1 "/actions/0/hex/0: error: json-number-range" -- "$TRICORNE" replay "$SCENARIO" "$HOSTILE/logs/hex-beyond-u64.json"

# --- terminal escapes from a file never reach the terminal raw ----------------------------------
ESC=$(printf '\033')
for file in escape-in-format.json escape-in-dup-key.json; do
    "$TRICORNE" validate "$HOSTILE/$file" >out.txt 2>&1
    grep -q "$ESC" out.txt && fail "validate $file printed a raw escape character"
    grep -q 'u001b' out.txt || fail "validate $file: the escape is not shown escaped: $(cat out.txt)"
done

# --- numbers on the command line: one strict parser, the range in the message -------------------
for games in 0x10 ' 5' +5 5x 0 -3 1000000001; do
    expect 2 "--games takes a whole number from 1 to 1000000000 (got '$games')" -- \
        "$TRICORNE" simulate "$SCENARIO" --games "$games" --seed 1
done
for jobs in 0 ' 2' 0x2 257; do
    expect 2 "--jobs takes a whole number from 1 to 256 (got '$jobs')" -- \
        "$TRICORNE" simulate "$SCENARIO" --games 4 --seed 1 --jobs "$jobs"
done
for seed in -1 +1 ' 1' 0x1 18446744073709551616; do
    expect 2 "--seed takes a whole number from 0 to 18446744073709551615 (got '$seed')" -- \
        "$TRICORNE" simulate "$SCENARIO" --games 4 --seed "$seed"
done
expect 2 "--shard takes I/K" -- "$TRICORNE" simulate "$SCENARIO" --games 4 --seed 1 --shard ' 1/2'
expect 2 "--shard 0/5 splits the games into 5 shards, but --games 4 is fewer" -- \
    "$TRICORNE" simulate "$SCENARIO" --games 4 --seed 1 --shard 0/5

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "all checks passed"
