"""Issue 44's budget, asserted: refusing any action line up to 1 MB takes under 50 ms in every
game.  The lines are bench/long_notation.py's (leading zeros, a legal line repeated, junk,
shapes that make a regex backtrack; at the longest line a parser reads and at 1 MB).  Each is
timed best of three, so that a machine busy with other work slows one run, not the verdict;
refusals take under a millisecond today, fifty times inside the budget."""

from __future__ import annotations

import importlib.util
import time
from pathlib import Path

import pytest
from boardgames_rules.core import MalformedAction
from boardgames_rules.core.errors import IllegalAction
from boardgames_rules.registry import GAMES

BUDGET = 0.050  # seconds
BENCH = Path(__file__).resolve().parent.parent / "bench" / "long_notation.py"


def bench_lines():
    spec = importlib.util.spec_from_file_location("long_notation", BENCH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SIZES, module.lines


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_refusal_of_a_long_line_takes_under_50_ms(name: str) -> None:
    sizes, lines = bench_lines()
    game = GAMES[name]
    state = game.new_game([f"P{i}" for i in range(game.min_players)], seed=7)
    sample = game.format_action(state, game.legal_actions(state)[0])
    slow = []
    for size in sizes:
        for label, text in lines(sample, size).items():
            took = []
            for _ in range(3):
                started = time.perf_counter()
                try:
                    game.parse_action(state, text)
                except (MalformedAction, IllegalAction):
                    pass
                took.append(time.perf_counter() - started)
            if min(took) >= BUDGET:
                slow.append(f"{label} ({len(text):,} chars): {min(took) * 1000:.1f} ms")
    assert not slow, slow
