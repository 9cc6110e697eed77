"""The tests' seam in the registry: offer a chosen set of games, as if only they were installed.

The registry finds the games by their package names (``game_names``) and loads them all at
once (``_load``) only when asked for the whole set; replacing both makes every answer (a game
by name, the listing, the rules text) come from the chosen games, with no branch for tests in
the registry itself.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from boardgames_rules import registry
from boardgames_rules.core import Game


def offer_only(monkeypatch: pytest.MonkeyPatch, games: Mapping[str, Game]) -> None:
    chosen = dict(games)
    monkeypatch.setattr(registry, "game_names", lambda: tuple(chosen))
    monkeypatch.setattr(registry, "_load", lambda: chosen)
