"""The games of the suite, by name, in the order the title screen lists them."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from importlib import import_module

from boardgames_rules.core.game import Game

GAME_NAMES = ("polis", "simplicity", "continental", "utopia")


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
    return module.GAME


@cache
def _load() -> dict[str, Game]:
    games = {name: _load_one(name) for name in GAME_NAMES}
    return {name: game for name, game in games.items() if game is not None}


class _Games(Mapping[str, Game]):
    """Loaded on first use, so importing one game's package does not import all four."""

    def __getitem__(self, name: str) -> Game:
        return _load()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(_load())

    def __len__(self) -> int:
        return len(_load())


GAMES: Mapping[str, Game] = _Games()
_DEFAULT_LOAD = _load  # tests replace _load to offer a chosen set of games


def get_game(name: str) -> Game:
    """One game by name; only its own package is imported (start-up time matters)."""
    if name.lower() in GAME_NAMES and _load is _DEFAULT_LOAD:
        game = _load_one(name.lower())
        if game is not None:
            return game
    try:
        return GAMES[name.lower()]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"no game called {name!r}; the games are: {known}") from None
