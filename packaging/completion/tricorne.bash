# bash completion for tricorne(1): subcommands, their options, bot names and battle files.
# Installed as /usr/share/bash-completion/completions/tricorne (loaded on first use).

_tricorne() {
    local cur prev words cword
    _init_completion || return

    # The subcommand is the first word that is not an option; probe's question (los, dice,
    # moves, holds) follows the scenario.
    local i command="" question="" operands=0
    for ((i = 1; i < cword; i++)); do
        [[ ${words[i]} == -* ]] && continue
        if [[ -z $command ]]; then command=${words[i]}; continue; fi
        ((operands++))
        [[ $command == probe && $operands == 2 ]] && question=${words[i]}
    done

    case "$prev" in
        -o|--output)
            _filedir json; return ;;
        --bots)
            local bots="random,random random,greedy greedy,random greedy,greedy"
            COMPREPLY=($(compgen -W "$bots" -- "$cur")); return ;;
        --games|--seed|--jobs|--shard)
            return ;;  # a number of the user's choosing
    esac

    if [[ -z $command ]]; then
        COMPREPLY=($(compgen -W "validate export probe diff replay simulate schema --help --version" -- "$cur"))
        return
    fi

    local options="--help"
    case "$command" in
        validate|diff) options+=" --json" ;;
        export) options+=" -o --output" ;;
        probe)
            if [[ $operands == 1 && $cur != -* ]]; then
                COMPREPLY=($(compgen -W "los dice moves holds" -- "$cur"))
                return
            fi
            [[ $question == dice ]] && options+=" --moved" ;;
        simulate) options+=" --games --seed --bots --jobs --shard --json --merge" ;;
        replay|schema) ;;
        *) return ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
        return
    fi
    # Positional arguments are battle files, game logs or shard results: all JSON.
    [[ -n $question && $question != holds ]] && return  # hexes and piece ids
    _filedir json
}
complete -F _tricorne tricorne
