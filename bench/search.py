"""Search-bot simulations per second, per game (the search level's speed at its default depth).

Each measurement plays a seeded random game to a few positions along the way and lets the
search bot think there for a fixed time, counting the simulations it completes.

python bench/search.py [--seconds 1.0] [--positions 5]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES  # noqa: E402
from rules.bots import SearchBot  # noqa: E402


def positions(game, count: int, seed: int = 1):
    rng = random.Random(seed)
    state = game.new_game(game.default_players(game.min_players), seed)
    seen = []
    step = 0
    while game.current_player(state) is not None and len(seen) < count:
        legal = game.legal_actions(state)
        if len(legal) > 1 and step % 7 == 3:
            seen.append(state)
        state = game.apply(state, rng.choice(legal))
        step += 1
    return seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="budget per position")
    parser.add_argument("--positions", type=int, default=5)
    args = parser.parse_args()
    print(f"{'game':<12}{'simulations/s':>14}{'positions':>10}")
    for name, game in GAMES.items():
        total = 0
        found = positions(game, args.positions)
        for state in found:
            bot = SearchBot(budget=args.seconds, max_simulations=10**9)
            bot.choose(game, state, game.current_player(state), random.Random(0))
            total += bot.last_simulations
        rate = total / (args.seconds * len(found))
        print(f"{name:<12}{rate:>14.0f}{len(found):>10}")


if __name__ == "__main__":
    main()
