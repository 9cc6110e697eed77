"""The games of the suite, by name, in the order the title screen lists them.

A game is a sub-package of ``boardgames_rules`` with a ``GAME`` in its ``__init__``: adding a
game means adding its package, and no list here or anywhere else names the games.
"""

from __future__ import annotations

import pkgutil
from collections.abc import Iterator, Mapping
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from boardgames_rules.core.about import About

if TYPE_CHECKING:  # imported by the games themselves: `boardgames list` needs no models
    from boardgames_rules.core.game import Game

# Sub-packages that are shared machinery, not games.
NOT_GAMES = frozenset({"core", "bots"})


@cache
def game_names() -> tuple[str, ...]:
    """The game packages present, found without importing any of them (start-up time)."""
    root = [str(Path(__file__).parent)]
    return tuple(
        sorted(
            m.name
            for m in pkgutil.iter_modules(root)
            if m.ispkg and m.name not in NOT_GAMES and not m.name.startswith("_")
        )
    )


@cache
def _load_one(name: str) -> Game | None:
    try:
        module = import_module(f"boardgames_rules.{name}")
    except ModuleNotFoundError as err:
        # A game whose package is not written yet is simply not offered; any other missing
        # module is a real error and must surface.
        if err.name != f"boardgames_rules.{name}":
            raise
        return None
    return getattr(module, "GAME", None)


@cache
def _load() -> dict[str, Game]:
    games = [game for game in map(_load_one, game_names()) if game is not None]
    games.sort(key=lambda game: (game.listing_order, game.name))
    return {game.name: game for game in games}


class _Games(Mapping[str, "Game"]):
    """Loaded on first use, so importing one game's package does not import all four."""

    def __getitem__(self, name: str) -> Game:
        return _load()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(_load())

    def __len__(self) -> int:
        return len(_load())


GAMES: Mapping[str, Game] = _Games()


def get_game(name: str) -> Game:
    """One game by name; only its own package is imported (start-up time matters)."""
    if name.lower() in game_names():
        game = _load_one(name.lower())
        if game is not None:
            return game
    try:
        return GAMES[name.lower()]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"no game called {name!r}; the games are: {known}") from None


def listing() -> tuple[About, ...]:
    """Every game's name, players and summary, in listing order, without importing the rules.

    A game package without an ``about`` module is read from its ``GAME``, as the title
    screen reads it.
    """
    found = [_about_one(name) for name in game_names()]
    abouts = [about for about in found if about is not None]
    if len(abouts) < len(found):
        return tuple(about_of(game) for game in GAMES.values())
    return tuple(sorted(abouts, key=lambda about: (about.listing_order, about.name)))


@cache
def _about_one(name: str) -> About | None:
    try:
        module = import_module(f"boardgames_rules.{name}.about")
    except ModuleNotFoundError as err:
        if err.name not in (f"boardgames_rules.{name}", f"boardgames_rules.{name}.about"):
            raise
        return None
    return getattr(module, "ABOUT", None)


def about_of(game: Game) -> About:
    return About(
        game.name,
        game.title,
        game.summary,
        game.min_players,
        game.max_players,
        game.listing_order,
    )


def rules_for_players(name: str) -> str:
    """``get_game(name).rules_for_players()``, without importing the game when it has an
    ``about`` (its rules text is then ``assets/<name>/rules[.<lang>].md``, as ``Game`` reads it)."""
    if name.lower() in game_names() and _about_one(name.lower()):
        from boardgames_rules.core.rules_text import for_players, source

        return for_players(source(name.lower()))
    return get_game(name).rules_for_players()
