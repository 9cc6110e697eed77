"""Fit the Utopia search's leaf: a win chance from each seat's standing, learnt from greedy games.

Plays two-player greedy-against-greedy Utopia games, keeps each seat's terms
(``LEAF_TERMS`` in rules/utopia/bot.py) at the start of half the turns (where the
search scores its leaves), and fits a logistic regression of who won on the first seat's lead
in each term, and on each lead times how near the game is to its end (the highest score over
50).  Prints the weights to paste into ``LEAF_START`` / ``LEAF_LATE`` and, on
the second half of the games (fitted on the first), the log loss and accuracy of the fit
beside the greedy heuristic's logistic.  Pure Python; a few minutes on two cores.

    python bench/fit_leaf.py [--games 3600] [--seed 100000] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_rules import GAMES  # noqa: E402
from boardgames_rules.bots import make_bot  # noqa: E402
from boardgames_rules.bots.heuristics import evaluate  # noqa: E402
from boardgames_rules.utopia.bot import LEAF_TERMS, Knowledge  # noqa: E402

# How the search judged Utopia leaves before the fit: the logistic of the greedy heuristic's
# lead over this many points.
GREEDY_SCALE = 8.0

Row = tuple[list[float], float, float]  # features, won (0/1), greedy heuristic's lead


def features(state, seat: int) -> list[float]:
    knowledge = Knowledge()
    mine = knowledge.leaf_terms(state, seat)
    theirs = knowledge.leaf_terms(state, 1 - seat)
    lead = [a - b for a, b in zip(mine, theirs, strict=True)]
    late = min(1.2, max(state.scores) / 50)
    return lead + [late * x for x in lead]


def play(seed: int) -> list[Row]:
    """One greedy game's rows, both seats' at each kept turn start."""
    game = GAMES["utopia"]
    state = game.new_game(game.default_players(2), seed)
    bots = [make_bot("greedy"), make_bot("greedy")]
    rng = random.Random(seed * 7 + 1)
    keep = random.Random(seed)
    kept = []
    previous = None
    while (seat := game.current_player(state)) is not None:
        if seat != previous and keep.random() < 0.5:
            kept.append(state)
        state = game.apply(state, bots[seat].choose(game, state, seat, rng))
        previous = seat
    outcome = game.outcome(state)
    assert outcome is not None
    return [
        (features(s, seat), float(seat in outcome.winners), evaluate(game, s, seat))
        for s in kept
        for seat in (0, 1)
    ]


def sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def chance(weights: list[float], x: list[float]) -> float:
    return sigmoid(sum(w * v for w, v in zip(weights, x, strict=True)))


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small and well posed)."""
    n = len(vector)
    rows = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col:
                f = rows[r][col] / rows[col][col]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(rows: list[Row], iterations: int = 8, ridge: float = 1e-3) -> list[float]:
    """Logistic regression without intercept (the rows hold both seats, so it would be 0)."""
    n = len(rows[0][0])
    weights = [0.0] * n
    for _ in range(iterations):
        gradient = [0.0] * n
        hessian = [[0.0] * n for _ in range(n)]
        for x, y, _ in rows:
            p = chance(weights, x)
            q = p * (1 - p)
            for i in range(n):
                gradient[i] += (y - p) * x[i]
                qx = q * x[i]
                row = hessian[i]
                for j in range(n):
                    row[j] += qx * x[j]
        for i in range(n):
            hessian[i][i] += ridge * len(rows)
            gradient[i] -= ridge * len(rows) * weights[i]
        step = solve(hessian, gradient)
        weights = [w + s for w, s in zip(weights, step, strict=True)]
    return weights


def scores(chances: list[float], rows: list[Row]) -> tuple[float, float]:
    """Log loss and accuracy of the chances on the rows."""
    loss = hits = 0.0
    for p, (_, y, _) in zip(chances, rows, strict=True):
        loss -= math.log(max(1e-9, p if y else 1 - p))
        hits += (p > 0.5) == (y > 0.5)
    return loss / len(rows), hits / len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3600)
    parser.add_argument("--seed", type=int, default=100000, help="the first game's seed")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    if args.games < 2:
        parser.error("--games must be at least 2 (half fit, half test)")
    seeds = range(args.seed, args.seed + args.games)
    with multiprocessing.Pool(args.jobs) as pool:
        games = pool.map(play, seeds, chunksize=20)
    half = len(games) // 2
    train = [row for rows in games[:half] for row in rows]
    test = [row for rows in games[half:] for row in rows]
    weights = fit(train)
    fitted = scores([chance(weights, x) for x, _, _ in test], test)
    greedy = scores([sigmoid(h / GREEDY_SCALE) for _, _, h in test], test)
    print(f"{args.games} games, {len(train)} rows to fit, {len(test)} to test")
    print(
        f"fit on the first half, tested on the second: log loss {fitted[0]:.4f}, accuracy "
        f"{fitted[1]:.1%}; the greedy heuristic's logistic: {greedy[0]:.4f}, {greedy[1]:.1%}"
    )
    weights = fit(train + test)
    count = len(LEAF_TERMS)
    print("fit on all the games, for rules/utopia/bot.py:")
    print(f"LEAF_TERMS = {LEAF_TERMS!r}")
    print(f"LEAF_START = ({', '.join(f'{w:.4f}' for w in weights[:count])})")
    print(f"LEAF_LATE = ({', '.join(f'{w:.4f}' for w in weights[count:])})")


if __name__ == "__main__":
    main()
