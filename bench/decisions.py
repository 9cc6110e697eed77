"""Random-game decisions per second (legal actions + apply) for each game, beside python-chess.

A decision is one call to ``legal_actions`` and one ``apply`` of a random choice among them.
python-chess (the benchmark-only extra: ``pip install -e '.[bench]'``) plays random chess
games in the same run, counting ``legal_moves`` + ``push`` as a move; the goals are at least
1.2 times as many Polis decisions per second as python-chess makes moves, and the other games
not slower than before.

Time is the process's processor time, not the wall clock: on a machine that other processes
load, the wall clock counts their turns too.  With ``--rounds N`` python-chess and the games
take turns N times (so a change of the machine's speed hits them alike) and the medians are
printed.

python bench/decisions.py [--seconds 5] [--rounds 1]
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


def measure(game, seconds: float) -> tuple[int, int, float]:
    decisions = games = 0
    seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        seed += 1
        chooser = random.Random(seed)
        players = chooser.randint(game.min_players, game.max_players)
        state = game.new_game(game.default_players(players), seed)
        while game.current_player(state) is not None:
            state = game.apply(state, chooser.choice(game.legal_actions(state)))
            decisions += 1
        games += 1
    return decisions, games, time.process_time() - start


def measure_chess(seconds: float) -> tuple[int, int, float] | None:
    try:
        import chess
    except ImportError:
        return None
    moves = games = 0
    seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        seed += 1
        chooser = random.Random(seed)
        board = chess.Board()
        while not board.is_game_over(claim_draw=False):
            board.push(chooser.choice(list(board.legal_moves)))
            moves += 1
        games += 1
    return moves, games, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="processor seconds each")
    parser.add_argument("--rounds", type=int, default=1, help="turns of every measurement")
    args = parser.parse_args()
    rates: dict[str, list[float]] = {}
    sizes: dict[str, tuple[int, int]] = {}  # name -> (decisions, games), summed over rounds
    for _ in range(args.rounds):
        chess_result = measure_chess(args.seconds)
        if chess_result is not None:
            moves, games, elapsed = chess_result
            rates.setdefault("python-chess", []).append(moves / elapsed)
            done = sizes.get("python-chess", (0, 0))
            sizes["python-chess"] = (done[0] + moves, done[1] + games)
        for name, game in GAMES.items():
            decisions, games, elapsed = measure(game, args.seconds)
            rates.setdefault(name, []).append(decisions / elapsed)
            done = sizes.get(name, (0, 0))
            sizes[name] = (done[0] + decisions, done[1] + games)
    if "python-chess" not in rates:
        print("python-chess is not installed (pip install -e '.[bench]'): no chess baseline")
    chess = statistics.median(rates["python-chess"]) if "python-chess" in rates else None
    print(f"{'':14}{'decisions/s':>12}{'games':>8}{'decisions/game':>16}{'vs chess':>10}")
    print(f"(medians of {args.rounds} round(s) of {args.seconds:g} processor seconds each)")
    for name, measured in rates.items():
        rate = statistics.median(measured)
        decisions, games = sizes[name]
        ratio = f"{rate / chess:.2f}" if chess else "-"
        spread = ""
        if len(measured) > 1 and chess and name != "python-chess":
            ratios = [r / c for r, c in zip(measured, rates["python-chess"], strict=True)]
            spread = f"  (per round {min(ratios):.2f}-{max(ratios):.2f})"
        print(f"{name:<14}{rate:>12.0f}{games:>8}{decisions / games:>16.0f}{ratio:>10}{spread}")


if __name__ == "__main__":
    main()
