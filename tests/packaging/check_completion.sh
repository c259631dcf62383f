#!/usr/bin/env bash
# The shell completion of tricorne does what a user types Tab for:
#   check_completion.sh bash|zsh SOURCE_DIR
# Exit 0 good, 1 a wrong completion (printed), 77 the shell or bash-completion is missing.
set -uo pipefail
shell=$1 src=$2

if [ "$shell" = zsh ]; then
  command -v zsh >/dev/null || { echo "SKIPPED: zsh is not installed (apt install zsh)"; exit 77; }
  # zsh completion functions run only inside a completion widget; check it parses and that
  # compinit finds it for tricorne.
  zsh -n "$src/packaging/completion/_tricorne" || exit 1
  out=$(zsh -fc "fpath=('$src/packaging/completion' \$fpath); autoload -Uz compinit; compinit -u -d /dev/null; print -r -- \${_comps[tricorne]}")
  [ "$out" = _tricorne ] || { echo "compinit maps tricorne to '$out', not _tricorne"; exit 1; }
  echo "zsh: _tricorne parses and is tricorne's completion"
  exit 0
fi

bc=/usr/share/bash-completion/bash_completion
[ -r $bc ] || { echo "SKIPPED: bash-completion is not installed (apt install bash-completion)"; exit 77; }
# shellcheck disable=SC1090
source $bc
source "$src/packaging/completion/tricorne.bash"
cd "$src"

failures=0
# expect "WORDS..." "EXPECTED..." : completing the last word of WORDS offers exactly EXPECTED.
expect() {
  read -r -a COMP_WORDS <<<"$1"
  [[ $1 == *" " ]] && COMP_WORDS+=("")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMP_LINE=$1 COMP_POINT=${#1}
  COMPREPLY=()
  _tricorne tricorne "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
  local got
  got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | xargs)
  if [ "$got" != "$2" ]; then
    echo "'$1<Tab>': got '$got', want '$2'"
    failures=$((failures + 1))
  fi
}
expect "tricorne si" "simulate"
expect "tricorne " "--help --version balance diff export oob probe replay schema simulate validate"
expect "tricorne balance scenarios/killiecrankie.tricorne.json --vary c" "combatCards commandCards"
expect "tricorne oob " "--help export import"
expect "tricorne oob import scenarios/oob.csv --sy" "--system"
expect "tricorne oob import scenarios/oob.csv --system j" "jacobite-rising"
expect "tricorne simulate --b" "--bots"
expect "tricorne simulate scenarios/killiecrankie.tricorne.json --bots gr" "greedy,greedy greedy,random greedy,search"
expect "tricorne simulate scenarios/killiecrankie.tricorne.json --un" "--until"
expect "tricorne balance scenarios/killiecrankie.tricorne.json --until " "clear"
expect "tricorne validate scenarios/k" "scenarios/killiecrankie.tricorne.json"
expect "tricorne validate --j" "--json"
expect "tricorne probe scenarios/killiecrankie.tricorne.json " "dice holds los moves"
expect "tricorne probe scenarios/killiecrankie.tricorne.json dice --m" "--moved"
expect "tricorne export scenarios/bemis-heights.tricorne.json -" "--help --output --sidecar --system -o"
expect "tricorne balance scenarios/killiecrankie.tricorne.json --ver" "--versus-system"
expect "tricorne balance scenarios/killiecrankie.tricorne.json --versus-system j" "jacobite-rising"
expect "tricorne simulate scenarios/killiecrankie.tricorne.json --sys" "--system"
[ $failures -eq 0 ] || exit 1
echo "bash: every completion as expected"
