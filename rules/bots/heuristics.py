"""How good a position is for one seat: the public scores plus a few per-game terms.

Every figure here is computed from a determinized sample, so it only ever reflects what the
seat may see (or a plausible guess at what it cannot).  Values are in points of the game's own
score; :func:`win_chances` turns them into the [0, 1] rewards the search backs up.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from rules.core import Game, GameState

WIN = 1000.0

# Roughly how many points one seat must lead by to be a clear favourite (for win_chances).
SCALE = {"polis": 6.0, "simplicity": 4.0, "continental": 2.0, "utopia": 8.0}


def _continental(state, seat: int) -> float:
    me = state.seats[seat]
    counts: dict[str, int] = {}
    for owner, piece in zip(state.owner, state.piece, strict=True):
        if owner == seat and piece is not None:
            counts[piece] = counts.get(piece, 0) + 1
    pieces = (
        3.0 * counts.get("C", 0)
        + 2.5 * counts.get("T", 0)
        + 3.0 * counts.get("A", 0)
        + 2.5 * min(counts.get("Q", 0), 3)
        + 0.3 * (counts.get("I", 0) + counts.get("E", 0) + counts.get("G", 0))
    )
    wealth = me.people + me.moral
    # Elimination (no People and no Moral) looms below a dozen.
    return pieces + 0.08 * wealth + 0.05 * me.resources - max(0, 12 - wealth)


def _polis(state, seat: int) -> float:
    me = state.sides[seat]
    goods = dict(zip(("silver", "wheat", "metal", "wood", "wine", "oil"), me.goods, strict=True))
    cubes = sum(p.pop for p in state.poleis if p.owner == seat)
    hunger = max(0, cubes - goods["wheat"])
    hoplites = sum(h[seat] for h in state.hoplites)
    galleys = sum(g[seat] for g in state.galleys)
    return (
        -1.5 * hunger
        + 0.3 * hoplites
        + 0.3 * galleys
        + 0.1 * sum(me.goods)
        + 0.2 * me.merchants
        + 0.0 * cubes
    )


def _simplicity(state, seat: int) -> float:
    return 0.0


def _utopia(state, seat: int) -> float:
    from rules.utopia.data import board

    income = sum(
        state.scale.index(m.civ) + 1 for m in state.monuments if m is not None and m.owner == seat
    )
    progress = 0.0
    for d, monument in enumerate(state.monuments):
        if monument is None:
            most = min(3, max(state.princes[d][seat]))
            progress += 0.4 * most * most
    wonders = 0.0
    for i, island in enumerate(board().islands):
        if state.wonders[i] is None:
            kinds = sum(
                1 for c in range(5) if any(state.princes[d][seat][c] for d in island.districts)
            )
            wonders += 0.15 * kinds * kinds
    return 3.0 * income + progress + wonders + 0.2 * sum(state.hands[seat])


EXTRA: dict[str, Callable[[GameState, int], float]] = {
    "continental": _continental,
    "polis": _polis,
    "simplicity": _simplicity,
    "utopia": _utopia,
}


def seat_values(game: Game, state: GameState) -> list[float]:
    """Each seat's standing in points: its score plus the per-game terms."""
    outcome = game.outcome(state)
    if outcome is not None:
        totals = {s.seat: float(s.total) for s in outcome.scores}
        return [
            (WIN if seat in outcome.winners else -WIN) + totals.get(seat, 0.0)
            for seat in range(len(state.players))
        ]
    extra = EXTRA.get(game.name)
    values = []
    for score in game.scores(state):
        value = float(score.total)
        if game.name == "simplicity":
            # The lower team counts; the higher one still matters a little.
            teams = [v for k, v in score.breakdown.items() if k.endswith(" total")]
            if teams:
                value += 0.25 * (max(teams) - min(teams)) / max(1, len(teams))
        if extra is not None:
            value += extra(state, score.seat)
        values.append(value)
    return values


def relative(values: list[float], seat: int) -> float:
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - (max(others) if others else 0.0)


def evaluate(game: Game, state: GameState, seat: int) -> float:
    """How much better ``seat`` stands than its strongest rival (higher is better)."""
    return relative(seat_values(game, state), seat)


def win_chances(game: Game, state: GameState) -> list[float]:
    """Each seat's reward in [0, 1]: exact once the game is over, else a logistic guess."""
    outcome = game.outcome(state)
    count = len(state.players)
    if outcome is not None:
        share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
        return [share if seat in outcome.winners else 0.0 for seat in range(count)]
    values = seat_values(game, state)
    scale = SCALE.get(game.name, 6.0)
    out = []
    for seat in range(count):
        lead = max(-50.0, min(50.0, relative(values, seat) / scale))
        out.append(1.0 / (1.0 + math.exp(-lead)))
    return out
