"""Random-game decisions per second (legal actions + apply) for each game.

python bench/decisions.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import GAMES  # noqa: E402


def measure(game, seconds: float) -> tuple[int, int, float]:
    decisions = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed += 1
        chooser = random.Random(seed)
        players = chooser.randint(game.min_players, game.max_players)
        state = game.new_game(game.default_players(players), seed)
        while game.current_player(state) is not None:
            state = game.apply(state, chooser.choice(game.legal_actions(state)))
            decisions += 1
        games += 1
    return decisions, games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    print(f"{'game':<12}{'decisions/s':>12}{'games':>8}{'decisions/game':>16}")
    for name, game in GAMES.items():
        decisions, games, elapsed = measure(game, args.seconds)
        print(f"{name:<12}{decisions / elapsed:>12.0f}{games:>8}{decisions / games:>16.0f}")


if __name__ == "__main__":
    main()
