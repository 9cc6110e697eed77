"""Random-game decisions per second (legal actions + apply) for each game, beside python-chess.

A decision is one call to ``legal_actions`` and one ``apply`` of a random choice among them.
python-chess (the benchmark-only extra: ``pip install -e '.[bench]'``) plays random chess
games in the same run, counting ``legal_moves`` + ``push`` as a move; the goal is at least as
many decisions per second as python-chess makes moves.

python bench/decisions.py [--seconds 5]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_rules import GAMES  # noqa: E402


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


def measure_chess(seconds: float) -> tuple[int, int, float] | None:
    try:
        import chess
    except ImportError:
        return None
    moves = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        seed += 1
        chooser = random.Random(seed)
        board = chess.Board()
        while not board.is_game_over(claim_draw=False):
            board.push(chooser.choice(list(board.legal_moves)))
            moves += 1
        games += 1
    return moves, games, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    print(f"{'game':<14}{'decisions/s':>12}{'games':>8}{'decisions/game':>16}{'vs chess':>10}")
    chess_result = measure_chess(args.seconds)
    chess_rate = None
    if chess_result is None:
        print("python-chess is not installed (pip install -e '.[bench]'): no chess baseline")
    else:
        moves, games, elapsed = chess_result
        chess_rate = moves / elapsed
        print(
            f"{'python-chess':<14}{chess_rate:>12.0f}{games:>8}{moves / games:>16.0f}{'1.00':>10}"
        )
    for name, game in GAMES.items():
        decisions, games, elapsed = measure(game, args.seconds)
        rate = decisions / elapsed
        ratio = f"{rate / chess_rate:.2f}" if chess_rate else "-"
        print(f"{name:<14}{rate:>12.0f}{games:>8}{decisions / games:>16.0f}{ratio:>10}")


if __name__ == "__main__":
    main()
