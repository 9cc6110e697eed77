"""Shell completion scripts for ``boardgames``, written from the argument parser itself.

No completion library: the parser already knows every command and option, so the script is
generated from it and never falls out of step when a command is added.
"""

from __future__ import annotations

import argparse


def commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def options(parser: argparse.ArgumentParser) -> list[str]:
    return sorted(o for a in parser._actions for o in a.option_strings if o.startswith("--"))


def takes_game(parser: argparse.ArgumentParser) -> bool:
    return any(a.dest == "game" and not a.option_strings for a in parser._actions)


def script(parser: argparse.ArgumentParser, shell: str, games: tuple[str, ...]) -> str:
    subs = commands(parser)
    if shell == "fish":
        return fish(parser, subs, games)
    body = bash(parser, subs, games)
    if shell == "zsh":
        return "autoload -U +X bashcompinit && bashcompinit\n" + body
    return body


def bash(parser, subs, games) -> str:
    cases = []
    for name, sub in subs.items():
        words = " ".join(options(sub))
        positional = ""
        if takes_game(sub):
            positional = " ".join(games)
        elif name == "completion":
            positional = "bash zsh fish"
        cases.append(f'        {name}) words="{words} {positional}" ;;')
    return "\n".join(
        [
            '# boardgames completion (bash); eval "$(boardgames completion bash)"',
            "_boardgames() {",
            '    local cur="${COMP_WORDS[COMP_CWORD]}" command="" i words',
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            '        case "${COMP_WORDS[i]}" in',
            "            --data-dir|--theme) ((i++)) ;;",
            "            -*) ;;",
            '            *) command="${COMP_WORDS[i]}"; break ;;',
            "        esac",
            "    done",
            '    case "$command" in',
            f'        "") words="{" ".join(options(parser))} {" ".join(subs)}" ;;',
            *cases,
            '        *) words="" ;;',
            "    esac",
            '    case "${COMP_WORDS[COMP_CWORD-1]}" in',
            '        --data-dir|--moves|load) COMPREPLY=($(compgen -f -- "$cur")); return ;;',
            "    esac",
            '    COMPREPLY=($(compgen -W "$words" -- "$cur"))',
            "}",
            "complete -F _boardgames boardgames",
            "",
        ]
    )


def fish(parser, subs, games) -> str:
    names = " ".join(subs)
    lines = ["# boardgames completion (fish)", "complete -c boardgames -f"]
    for name, sub in subs.items():
        lines.append(
            f"complete -c boardgames -n 'not __fish_seen_subcommand_from {names}' "
            f"-a {name} -d {fish_quote(sub.description or name)}"
        )
        for option in options(sub):
            lines.append(
                f"complete -c boardgames -n '__fish_seen_subcommand_from {name}' -l {option[2:]}"
            )
        if takes_game(sub):
            lines.append(
                f"complete -c boardgames -n '__fish_seen_subcommand_from {name}' "
                f"-a '{' '.join(games)}'"
            )
    for option in options(parser):
        lines.append(
            f"complete -c boardgames -n 'not __fish_seen_subcommand_from {names}' -l {option[2:]}"
        )
    return "\n".join(lines) + "\n"


def fish_quote(text: str) -> str:
    first = text.split(". ")[0][:60]
    return "'" + first.replace("\\", "\\\\").replace("'", "\\'") + "'"
