# Sourced by slurm-submit.sh and parallel-run.sh: the options of one sharded run of
# `tricorne simulate|balance`, their checks, the run folder and the shard's command line.
# Every shard runs `tricorne MODE SCENARIO RUN-OPTIONS --shard I/K --json`; the merge is
# `tricorne MODE --merge --json shard-0.json ... shard-(K-1).json`, which tricorne promises
# equals, byte for byte, the one-machine `tricorne MODE SCENARIO RUN-OPTIONS --json`
# (docs/reference/cluster.md). So the scripts decide nothing about games: they pass options on.
# Options are checked here only as far as their shape (numbers are digits, the mode is known);
# what the values mean (bot names, --vary's dimensions, the target's army) tricorne checks
# itself, in the first shard, and says what is wrong.

# The caller sets `prog` (its name, for messages) before sourcing.
sweep_mode=""
sweep_scenario=""
sweep_games=""
sweep_seed=""
sweep_bots=""
sweep_playouts=""
sweep_vary=()
sweep_target=""
sweep_shards=""
sweep_out=""
sweep_tricorne=""
sweep_jobs=1

# sweep_die MESSAGE: a usage error (exit 2), with the way to the help.
sweep_die() {
  echo "$prog: error: $*" >&2
  echo "$prog: see '$prog --help'" >&2
  exit 2
}

# sweep_fail MESSAGE: the run could not be done (exit 1).
sweep_fail() {
  echo "$prog: error: $*" >&2
  exit 1
}

# The run options' help, shared by both scripts.
sweep_options_help() {
  cat <<'EOF'
Run (as for `tricorne simulate|balance`, docs/reference/cli.md):
  simulate|balance        which command each shard runs (first argument)
  SCENARIO                the scenario file (copied into --out, so later edits do not change the run)
  --games N               games (balance: games per variant); at least --shards
  --seed S                the run's seed
  --bots BOTTOM,TOP       random, greedy or search for each side (tricorne's default when absent)
  --playouts N[,M]        the search bot's playouts per decision
  --vary D                balance only: what to change (victoryBanners, commandCards, combatCards,
                          firstPlayer); repeat for several; default all
  --target ARMY=PERCENT   balance only: the win rate to aim at
  --shards K              how many shards (K >= 1): shard I plays games g with g % K == I
  --out DIR               the run folder: scenario copy, shard-I.json, logs/, report.json, report.txt;
                          new or empty of an earlier run's shards
  --jobs J                worker threads of each shard (default 1); the report does not depend on it
  --tricorne PATH         the tricorne program (default: tricorne on PATH)
EOF
}

# sweep_take ARGS...: if "$1" is a run option, stores it and sets sweep_shift to the number of
# arguments it used (1 or 2); else sets sweep_shift=0. The first two words that are no option
# are the mode and the scenario.
sweep_take() {
  sweep_shift=0
  case $1 in
    --games|--seed|--bots|--playouts|--vary|--target|--shards|--out|--jobs|--tricorne)
      [ $# -ge 2 ] && [ -n "$2" ] || sweep_die "$1 needs a value"
      case $1 in
        --games) sweep_games=$2 ;;
        --seed) sweep_seed=$2 ;;
        --bots) sweep_bots=$2 ;;
        --playouts) sweep_playouts=$2 ;;
        --vary) sweep_vary+=("$2") ;;
        --target) sweep_target=$2 ;;
        --shards) sweep_shards=$2 ;;
        --out) sweep_out=$2 ;;
        --jobs) sweep_jobs=$2 ;;
        --tricorne) sweep_tricorne=$2 ;;
      esac
      sweep_shift=2 ;;
    -*) ;;
    *)
      if [ -z "$sweep_mode" ]; then
        sweep_mode=$1
      elif [ -z "$sweep_scenario" ]; then
        sweep_scenario=$1
      else
        sweep_die "unexpected argument '$1': give one scenario (the mode and scenario are '$sweep_mode $sweep_scenario')"
      fi
      sweep_shift=1 ;;
  esac
}

# sweep_split_equals "$@": prints the arguments one per NUL with --opt=value split in two.
sweep_split_equals() {
  local a
  for a in "$@"; do
    case $a in
      --*=*) printf '%s\0%s\0' "${a%%=*}" "${a#*=}" ;;
      *) printf '%s\0' "$a" ;;
    esac
  done
}

# sweep_whole NAME VALUE MIN: VALUE is a whole number >= MIN written in decimal digits.
sweep_whole() {
  [[ $2 =~ ^[0-9]+$ ]] || sweep_die "$1 takes a whole number in decimal digits (got '$2')"
  [ ${#2} -le 10 ] && [ "$((10#$2))" -ge "$3" ] || sweep_die "$1 takes a whole number from $3 up (got '$2')"
}

# sweep_check: the options are complete and well formed, the scenario loads, tricorne runs;
# sets sweep_tricorne to an absolute path.
sweep_check() {
  case $sweep_mode in
    simulate|balance) ;;
    "") sweep_die "say what to run: simulate or balance, then the scenario" ;;
    *) sweep_die "the first argument is simulate or balance (got '$sweep_mode')" ;;
  esac
  [ -n "$sweep_scenario" ] || sweep_die "give the scenario file after '$sweep_mode'"
  [ -f "$sweep_scenario" ] && [ -r "$sweep_scenario" ] ||
    sweep_die "the scenario '$sweep_scenario' is not a readable file"
  [ -n "$sweep_games" ] || sweep_die "--games N is required (the games of the whole run)"
  [ -n "$sweep_seed" ] || sweep_die "--seed S is required (the run's seed)"
  [ -n "$sweep_shards" ] || sweep_die "--shards K is required (how many pieces to split the games into)"
  [ -n "$sweep_out" ] || sweep_die "--out DIR is required (where the shards and the report go)"
  sweep_whole --games "$sweep_games" 1
  sweep_whole --seed "$sweep_seed" 0
  sweep_whole --shards "$sweep_shards" 1
  sweep_whole --jobs "$sweep_jobs" 1
  [ "$((10#$sweep_shards))" -le "$((10#$sweep_games))" ] ||
    sweep_die "--shards $sweep_shards is more than --games $sweep_games: every shard needs a game; give at most $sweep_games shards"
  if [ "$sweep_mode" = simulate ]; then
    [ ${#sweep_vary[@]} -eq 0 ] || sweep_die "--vary is balance's option: simulate plays the battle as it is"
    [ -z "$sweep_target" ] || sweep_die "--target is balance's option here (simulate takes it only with --until, which shards cannot do)"
  fi
  if [ -z "$sweep_tricorne" ]; then
    sweep_tricorne=$(command -v tricorne) ||
      sweep_fail "tricorne is not on PATH: install the tricorne package or give --tricorne PATH"
  fi
  case $sweep_tricorne in
    */*) ;;
    *) sweep_tricorne=$(command -v "$sweep_tricorne") || sweep_fail "--tricorne: no program '$sweep_tricorne' on PATH" ;;
  esac
  [ -x "$sweep_tricorne" ] && [ -f "$sweep_tricorne" ] ||
    sweep_fail "--tricorne '$sweep_tricorne' is not an executable file"
  sweep_tricorne=$(cd "$(dirname "$sweep_tricorne")" && pwd)/$(basename "$sweep_tricorne")
  local said
  if ! said=$("$sweep_tricorne" validate "$sweep_scenario" 2>&1); then
    echo "$said" >&2
    sweep_fail "the scenario '$sweep_scenario' does not load (above); fix it before running shards"
  fi
}

# sweep_prepare: makes the run folder (refusing one that holds an earlier run's results), copies
# the scenario into it and writes run.txt; sets sweep_out to an absolute path.
sweep_prepare() {
  mkdir -p "$sweep_out/logs" || sweep_fail "cannot make the run folder '$sweep_out'"
  sweep_out=$(cd "$sweep_out" && pwd)
  local earlier
  earlier=$(find "$sweep_out" -maxdepth 1 \( -name 'shard-*.json*' -o -name 'report.*' \) -print -quit)
  [ -z "$earlier" ] ||
    sweep_fail "'$sweep_out' holds an earlier run's results ($(basename "$earlier")): give a new --out or empty it"
  cp "$sweep_scenario" "$sweep_out/scenario.tricorne.json"
  {
    echo "# the run in $sweep_out, made by $prog on $(hostname) at $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "# one machine, the same report: $(sweep_quoted "$sweep_tricorne" "${sweep_args[@]/#@SCENARIO@/$sweep_scenario}" --json)"
    echo "# shard I of $sweep_shards: $(sweep_quoted "$sweep_tricorne" "${sweep_args[@]/#@SCENARIO@/$sweep_out/scenario.tricorne.json}" --shard "I/$sweep_shards" --jobs "$sweep_jobs" --json)"
    echo "# merge: $(sweep_quoted "$sweep_tricorne" "$sweep_mode" --merge --json) shard-0.json ... shard-$((sweep_shards - 1)).json"
  } > "$sweep_out/run.txt"
}

# sweep_build_args: sweep_args is the shard's command after the program and before --shard,
# with the placeholder @SCENARIO@ where the scenario's path goes (it differs between hosts).
sweep_build_args() {
  sweep_args=("$sweep_mode" @SCENARIO@ --games "$sweep_games" --seed "$sweep_seed")
  [ -z "$sweep_bots" ] || sweep_args+=(--bots "$sweep_bots")
  [ -z "$sweep_playouts" ] || sweep_args+=(--playouts "$sweep_playouts")
  [ -z "$sweep_target" ] || sweep_args+=(--target "$sweep_target")
  [ ${#sweep_vary[@]} -eq 0 ] || sweep_args+=(--vary "${sweep_vary[@]}")
}

# sweep_quoted WORDS...: the words as one shell command line (quoted only where a shell needs it).
sweep_quoted() {
  local out="" w
  for w in "$@"; do
    if [[ $w =~ ^[A-Za-z0-9_./:=,@+%-]+$ ]]; then out+="$w "; else out+="$(printf '%q' "$w") "; fi
  done
  printf '%s' "${out% }"
}
