"""Victory points: prestige + population in owned poleis + posterity of their projects."""

from __future__ import annotations

from boardgames_rules.core import Outcome, SeatScore
from boardgames_rules.core.i18n import N_
from boardgames_rules.core.messages import Message, english
from boardgames_rules.polis.common import side_word
from boardgames_rules.polis.data import data
from boardgames_rules.polis.messages import (
    BOTH_OUT_OF_PRESTIGE,
    CAPITAL_UNFED,
    ENDED,
    LAST_ERA_OVER,
    OUT_OF_PRESTIGE,
    WON_AS_OTHER_LOST,
    WON_ON_POINTS,
    WON_ON_TIE_RULE,
)
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
                breakdown={  # keys marked for the catalogue: the game over shows _(key)
                    N_("prestige"): prestige,
                    N_("population"): population,
                    N_("posterity"): posterity,
                    N_("poleis"): len(mine),
                },
            )
        )
    return tuple(out)


def end_message(s: State) -> Message:
    """Why the game ended, as a message: the state keeps it in words (``end_reason``, which
    the saves and the era's end write), each of them one message's English."""
    ends = [BOTH_OUT_OF_PRESTIGE(), LAST_ERA_OVER()]
    ends += [kind(side=side_word(i)) for i in (0, 1) for kind in (CAPITAL_UNFED, OUT_OF_PRESTIGE)]
    return next((end for end in ends if english(end) == s.end_reason), ENDED(why=s.end_reason))


def outcome(s: State) -> Outcome | None:
    if s.phase != "over":
        return None
    sc = scores(s)
    end = end_message(s)
    if s.loser is not None:
        winner = 1 - s.loser
        reason = WON_AS_OTHER_LOST(end=end, side=side_word(winner))
        return Outcome(winners=(winner,), scores=sc, reason=reason)
    a, b = sc
    # [decided] tie: more poleis wins; then Sparta.
    key = [(x.total, x.breakdown["poleis"], x.seat) for x in sc]
    winner = max((0, 1), key=lambda i: key[i])
    if a.total != b.total:
        reason = WON_ON_POINTS(end=end, side=side_word(winner), points=a.total, other=b.total)
    else:
        reason = WON_ON_TIE_RULE(end=end, side=side_word(winner), points=a.total)
    return Outcome(winners=(winner,), scores=sc, reason=reason)
