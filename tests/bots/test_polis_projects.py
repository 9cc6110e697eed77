"""The Polis bots count a project they start: its prestige at the era's end and its
posterity, not only the goods it costs."""

from __future__ import annotations

import random

import pytest
from boardgames_rules.bots import make_bot
from boardgames_rules.polis import GAME
from boardgames_rules.polis.topology import population

from tests.polis.helpers import fresh, purse, side_set


def athens_fed_with_silver_to_spare():
    """Era 3, Athens to play in its third turn: wheat for every cube, 5 silver and no other
    goods; Protagoras (3 silver: 2 prestige when the era ends, 1 posterity) is on offer."""
    s = fresh(era=0, active=0)
    s = purse(s, 0, wheat=population(s, 0), silver=5, wine=0, oil=0, metal=0, wood=0)
    return side_set(side_set(s, 0, turns=2), 1, turns=2)


@pytest.mark.parametrize("level", ["greedy", "search"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_fed_bot_with_the_silver_starts_a_project(level: str, seed: int) -> None:
    # Counted as its cost only, the silver went on wheat the cubes did not need.
    s = athens_fed_with_silver_to_spare()
    assert "project Protagoras Athinai" in [GAME.format_action(s, a) for a in GAME.legal_actions(s)]
    bot = make_bot(level, **({"budget": None} if level == "search" else {}))
    action = bot.choose(GAME, s, 0, random.Random(seed))
    assert GAME.format_action(s, action) == "project Protagoras Athinai"
