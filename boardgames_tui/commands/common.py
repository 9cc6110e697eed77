"""What every sub-command shares: the consoles, the usage error and reading players and bots
from the options."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from boardgames_rules import get_game
from boardgames_rules.core.i18n import _, ngettext
from rich.console import Console

from boardgames_tui.commands import UsageError

if TYPE_CHECKING:
    from boardgames_rules.core import Game

__all__ = ["UsageError", "err", "find_game", "out", "players_for", "show_markdown"]

out = Console()
err = Console(stderr=True)
# Piped into a file or another program, a message stays one line: no wrapping at 80 columns.
out.soft_wrap = not out.is_terminal
err.soft_wrap = not err.is_terminal


def show_long(renderable: object) -> None:
    """Through the pager (``$PAGER``, else less, shown in colour) when a person reads it;
    never when piped."""
    if out.is_terminal:
        from boardgames_tui.pager import ColourPager

        with out.pager(ColourPager(), styles=True):
            out.print(renderable)
    else:
        out.print(renderable)


def show_markdown(text: str) -> None:
    """Rendered (in the pager) for a person; piped, the plain text, not padded to a width."""
    if not out.is_terminal:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    # Imported here: markdown-it costs every other command ~50 ms at launch.
    from rich.markdown import Markdown

    show_long(Markdown(text))


def find_game(name: str) -> Game:
    try:
        return get_game(name)
    except KeyError as missing:
        raise UsageError(missing.args[0]) from None


def players_for(game: Game, count: int | None, names: str | None) -> tuple[str, ...]:
    chosen = [n.strip() for n in names.split(",")] if names else None
    if count is None:
        count = len(chosen) if chosen else game.min_players
    if not game.min_players <= count <= game.max_players:
        if chosen is not None:  # the count came from --names: say so, and how to fix it
            said = ngettext(
                "--names gives {count} name, but {game} is for {range} players: give one "
                "name per player, separated by commas",
                "--names gives {count} names, but {game} is for {range} players: give one "
                "name per player, separated by commas",
                count,
            )
            raise UsageError(said.format(count=count, game=game.title, range=game.player_range))
        said = _("{game} is for {range} players, not {count}")
        raise UsageError(said.format(game=game.title, range=game.player_range, count=count))
    if chosen is not None and len(chosen) != count:
        names = ngettext("{count} name", "{count} names", len(chosen))
        seats = ngettext("{count} player", "{count} players", count)
        said = _("--names gives {names} for {players}").format(
            names=names.format(count=len(chosen)), players=seats.format(count=count)
        )
        raise UsageError(said)
    return tuple(chosen) if chosen else game.default_players(count)


def bots_for(
    game: Game, players: tuple[str, ...], specs: list[str], default_level: str = "hard"
) -> dict[int, str]:
    """Read ``--bot SEAT[:LEVEL]`` options: seats from 1 or by player name; a level by its
    strength (``hard``) or its older name (``search``), held by the latter."""
    from boardgames_rules.bots.base import LEVEL_WORDS, level_named

    bots: dict[int, str] = {}
    for spec in specs:
        seat_text, _colon, word = spec.partition(":")
        seat_text, word = seat_text.strip(), (word.strip() or default_level)
        level = level_named(word)
        if level is None:
            said = _("--bot {spec}: no bot level {word!r}; the levels are {levels}")
            raise UsageError(said.format(spec=spec, word=word, levels=LEVEL_WORDS))
        if seat_text.isdigit():
            seat = int(seat_text) - 1
            if not 0 <= seat < len(players):
                said = _("--bot {spec}: seat {seat} does not exist; seats are 1-{last}")
                raise UsageError(said.format(spec=spec, seat=seat_text, last=len(players)))
        else:
            matches = [i for i, name in enumerate(players) if name.lower() == seat_text.lower()]
            if not matches:
                said = _("--bot {spec}: no seat {seat!r}; seats are 1-{last} or {names}")
                names = ", ".join(players)
                raise UsageError(
                    said.format(spec=spec, seat=seat_text, last=len(players), names=names)
                )
            seat = matches[0]
        if seat in bots:
            said = _("--bot {spec}: seat {seat} is given twice")
            raise UsageError(said.format(spec=spec, seat=seat + 1))
        bots[seat] = level
    return bots
