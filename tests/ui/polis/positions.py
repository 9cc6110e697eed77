"""Fixed Polis positions for the screen tests, built from a seed and the sensible random
player (tests/polis/policy.py): nothing depends on the clock or the machine."""

from __future__ import annotations

from boardgames_rules.core import Rng
from boardgames_rules.core.session import Session
from boardgames_rules.polis import GAME

from tests.polis.policy import choose

BATTLE_SEED = 13  # its first battle (in Akarnania) comes while Sparta's routes to Egypt and
# Persia are cut and Athens' to Illyria


def battle_pending(seed: int = BATTLE_SEED) -> Session:
    """Mid-game, the first battle pending, with at least one trade route blocked."""
    session = Session.start(GAME, GAME.default_names, seed=seed)
    rng = Rng.from_seed(seed * 7919 + 13)
    while session.state.battle is None:
        action, rng = choose(session.state, rng)
        session.play(action)
    markets = GAME.view(session.state, None).markets
    assert any(not all(m.reachable) for m in markets), "no route is blocked here"
    return session
