"""``rules`` and ``completion``: print a text, nothing else.

Apart from ``records.py`` (its tables need rich's), so that each imports only what prints its
text: both answer in a blink (bench/cli_speed.py).
"""

from __future__ import annotations

import argparse

from boardgames_tui.commands import UsageError


def cmd_rules(args: argparse.Namespace) -> int:
    from boardgames_rules.registry import rules_for_players

    from boardgames_tui.commands.common import show_markdown

    try:
        text = rules_for_players(args.game)
    except KeyError as missing:  # the message names the games
        raise UsageError(missing.args[0]) from None
    show_markdown(text)
    return 0


def cmd_completion(args: argparse.Namespace) -> int:
    from boardgames_tui.completion import script

    print(script(args.shell), end="")
    return 0
