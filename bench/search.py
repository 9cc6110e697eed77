"""Search-bot simulations per second per game, and how long a default decision takes.

Each measurement plays a seeded random game to a few positions along the way and lets the
search bot think there for a fixed time, counting the simulations it completes; then it lets
the bot decide there with its default simulation count and no clock, and times that (the app
also stops at 1 s, so a decision slower than that is cut short there).

python bench/search.py [--seconds 1.0] [--positions 5] [--game NAME]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_rules import GAMES  # noqa: E402
from boardgames_rules.bots import SearchBot  # noqa: E402


def positions(game, count: int, seed: int = 1):
    """``count`` positions spread evenly over one seeded random game (early to late)."""
    rng = random.Random(seed)
    state = game.new_game(game.default_players(game.min_players), seed)
    seen = []
    while game.current_player(state) is not None:
        legal = game.legal_actions(state)
        if len(legal) > 1:
            seen.append(state)
        state = game.apply(state, rng.choice(legal))
    step = len(seen) / count
    return [seen[int(step * (i + 0.5))] for i in range(min(count, len(seen)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="budget per position")
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    args = parser.parse_args()
    print(
        f"{'game':<12}{'simulations/s':>14}{'positions':>10}{'default sims':>13}"
        f"{'median s':>10}{'max s':>7}"
    )
    for name, game in GAMES.items():
        if args.game and name != args.game:
            continue
        total = 0
        found = positions(game, args.positions)
        seconds = []
        for state in found:
            seat = game.current_player(state)
            bot = SearchBot(budget=args.seconds, max_simulations=10**9)
            bot.choose(game, state, seat, random.Random(0))
            total += bot.last_simulations
            default = SearchBot(budget=None)
            started = time.perf_counter()
            default.choose(game, state, seat, random.Random(0))
            seconds.append(time.perf_counter() - started)
        rate = total / (args.seconds * len(found))
        print(
            f"{name:<12}{rate:>14.0f}{len(found):>10}{default.simulations_for(game):>13}"
            f"{statistics.median(seconds):>10.2f}{max(seconds):>7.2f}"
        )


if __name__ == "__main__":
    main()
