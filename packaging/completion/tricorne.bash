# bash completion for tricorne(1): subcommands, their options, bot names and battle files.
# Installed as /usr/share/bash-completion/completions/tricorne (loaded on first use).

_tricorne() {
    local cur prev words cword
    _init_completion || return

    # The subcommand is the first word that is not an option; probe's question (los, dice,
    # moves, holds) follows the scenario; oob's action (import, export) follows oob.
    local i command="" question="" action="" operands=0
    for ((i = 1; i < cword; i++)); do
        [[ ${words[i]} == -* ]] && continue
        if [[ -z $command ]]; then command=${words[i]}; continue; fi
        if [[ $command == oob && -z $action ]]; then action=${words[i]}; continue; fi
        ((operands++))
        [[ $command == probe && $operands == 2 ]] && question=${words[i]}
    done

    case "$prev" in
        -o|--output)
            _filedir json; return ;;
        --bots)
            local bots="random,random random,greedy greedy,random greedy,greedy search,greedy greedy,search search,search"
            COMPREPLY=($(compgen -W "$bots" -- "$cur")); return ;;
        --games|--seed|--jobs|--shard|--playouts|--margin|--confidence|--men-per-block|--guns-per-block)
            return ;;  # a number of the user's choosing
        --vary)
            COMPREPLY=($(compgen -W "victoryBanners commandCards combatCards firstPlayer" -- "$cur")); return ;;
        --target)
            return ;;  # ARMY=PERCENT
        --until)
            COMPREPLY=($(compgen -W "clear" -- "$cur")); return ;;
        --system)
            # oob import names a built-in system or a file; every other command takes a file.
            _filedir json
            [[ $command == oob ]] && COMPREPLY+=($(compgen -W "american-revolution jacobite-rising" -- "$cur"))
            return ;;
        --versus-system)
            _filedir json
            COMPREPLY+=($(compgen -W "american-revolution jacobite-rising" -- "$cur"))
            return ;;
        --map|--dictionary)
            _filedir json; return ;;
    esac

    if [[ -z $command ]]; then
        COMPREPLY=($(compgen -W "validate export probe diff replay simulate balance schema oob --help --version" -- "$cur"))
        return
    fi

    local options="--help"
    # Every command that reads a scenario takes game-system files (oob import's --system is below).
    [[ $command =~ ^(validate|diff|export|probe|replay|simulate|balance)$ || ($command == oob && $action == export) ]] && options+=" --system"
    case "$command" in
        validate|diff) options+=" --json" ;;
        export) options+=" -o --output --sidecar" ;;
        probe)
            if [[ $operands == 1 && $cur != -* ]]; then
                COMPREPLY=($(compgen -W "los dice moves holds" -- "$cur"))
                return
            fi
            [[ $question == dice ]] && options+=" --moved" ;;
        simulate) options+=" --games --seed --bots --playouts --jobs --shard --until --margin --confidence --target --json --merge" ;;
        balance) options+=" --games --seed --vary --versus-system --bots --playouts --target --jobs --shard --until --margin --confidence --json --merge" ;;
        replay|schema) ;;
        oob)
            if [[ -z $action ]]; then
                COMPREPLY=($(compgen -W "import export --help" -- "$cur"))
                return
            fi
            options+=" -o --output"
            [[ $action == import ]] && options+=" --system --map --dictionary --men-per-block --guns-per-block"
            if [[ $cur != -* && $action == import ]]; then
                _filedir '@(csv|tsv|txt)'  # the order-of-battle table
                return
            fi ;;
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
