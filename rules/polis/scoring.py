"""Victory points: prestige + population in owned poleis + posterity of their projects."""

from __future__ import annotations

from boardgames_rules.core import Outcome, SeatScore
from boardgames_rules.polis.common import SIDE
from boardgames_rules.polis.data import data
from boardgames_rules.polis.state import State


def scores(s: State) -> tuple[SeatScore, ...]:
    d = data()
    out = []
    for seat in (0, 1):
        mine = [
            (name, p) for name, p in zip(d.polis_names, s.poleis, strict=True) if p.owner == seat
        ]
        population = sum(p.pop for _, p in mine)
        posterity = sum(d.projects[pr].posterity for _, p in mine for pr in p.finished)
        prestige = s.side(seat).prestige
        out.append(
            SeatScore(
                seat=seat,
                total=prestige + population + posterity,
                breakdown={
                    "prestige": prestige,
                    "population": population,
                    "posterity": posterity,
                    "poleis": len(mine),
                },
            )
        )
    return tuple(out)


def outcome(s: State) -> Outcome | None:
    if s.phase != "over":
        return None
    sc = scores(s)
    if s.loser is not None:
        winner = 1 - s.loser
        return Outcome(winners=(winner,), scores=sc, reason=f"{s.end_reason}: {SIDE[winner]} wins.")
    a, b = sc
    # [decided] tie: more poleis wins; then Sparta.
    key = [(x.total, x.breakdown["poleis"], x.seat) for x in sc]
    winner = max((0, 1), key=lambda i: key[i])
    how = (
        f"{a.total} to {b.total}"
        if a.total != b.total
        else f"{a.total} each, decided by the tie rule"
    )
    return Outcome(
        winners=(winner,),
        scores=sc,
        reason=f"Game over ({s.end_reason}): {SIDE[winner]} wins on victory points, {how}.",
    )
