"""The score track: points with their arrival order, turn order, phase-3 prestige, the outcome."""

from __future__ import annotations

from boardgames_rules.core import Outcome, SeatScore
from boardgames_rules.core.memo import memo_of
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.utopia import messages as said
from boardgames_rules.utopia.data import CIV_NAMES, GOAL
from boardgames_rules.utopia.messages import (
    LEADS_AT_ROUND_LIMIT,
    LEADS_AT_ROUND_LIMIT_TIED,
    WON,
    WON_TIED,
)
from boardgames_rules.utopia.state import EARNINGS, UtopiaState, put


def turn_order(state: UtopiaState) -> tuple[int, ...]:
    """Highest score first; on equal scores, who reached that score first."""
    # Kept in the state's Memo with the scores and arrival tuples it was read from: it is
    # asked for after every turn, and scores move far less often.  The entry keeps both
    # alive, so their identities are never reused under it.
    memo, scores, arrival = memo_of(state), state.scores, state.arrival
    entry = memo.get("order")
    if entry is not None and entry[0] is scores and entry[1] is arrival:
        return entry[2]
    order = tuple(sorted(range(state.count), key=lambda s: (-scores[s], arrival[s])))
    memo["order"] = (scores, arrival, order)
    return order


def first_not(state: UtopiaState, skip: tuple[bool, ...]) -> int | None:
    """The best-placed seat not yet marked in ``skip`` (the order is read afresh each time,
    because points scored during a turn can change who plays next)."""
    for seat in turn_order(state):
        if not skip[seat]:
            return seat
    return None


def gain(state: UtopiaState, seat: int, points: int, heading: str) -> UtopiaState:
    """``seat`` moves ``points`` up the track, arriving after everyone already on that space."""
    if points == 0:
        return state
    column = EARNINGS.index(heading)
    row = tuple(v + points if i == column else v for i, v in enumerate(state.earned[seat]))
    return state.model_copy(
        update={
            "scores": put(state.scores, seat, state.scores[seat] + points),
            "arrival": put(state.arrival, seat, state.clock),
            "clock": state.clock + 1,
            "earned": put(state.earned, seat, row),
        }
    )


def scale_value(state: UtopiaState, civ: str) -> int:
    """A civilisation's worth on the prestige scale: 1 at the bottom, 5 at the top."""
    return state.scale.index(civ) + 1


def prestige_income(state: UtopiaState, seat: int) -> int:
    return sum(
        scale_value(state, m.civ) for m in state.monuments if m is not None and m.owner == seat
    )


def prestige_phase(state: UtopiaState) -> UtopiaState:
    """Phase 3: in turn order, each seat scores the scale value of each monument it owns."""
    scored = (False,) * state.count
    state = state.model_copy(update=state.logged(said.PHASE_THREE(round=state.round)))
    while (seat := first_not(state, scored)) is not None:
        scored = put(scored, seat, True)
        income = prestige_income(state, seat)
        owned = sum(1 for m in state.monuments if m is not None and m.owner == seat)
        state = gain(state, seat, income, "prestige")
        name, total = seat_of(seat), state.scores[seat]
        if owned:
            text = said.SCORES(player=name, income=income, count=owned, total=total)
        else:
            text = said.NO_DISTRICT(player=name, total=total)
        state = state.model_copy(update=state.logged(text, seat=seat))
    return state


def scores(state: UtopiaState) -> tuple[SeatScore, ...]:
    return tuple(
        SeatScore(
            seat=seat,
            total=state.scores[seat],
            breakdown=dict(zip(EARNINGS, state.earned[seat], strict=True)),
        )
        for seat in range(state.count)
    )


def outcome(state: UtopiaState) -> Outcome | None:
    if state.phase != "over":
        return None
    order = turn_order(state)
    winner = order[0]
    best = state.scores[winner]
    tied = [s for s in order if state.scores[s] == best]
    # Seats, named as their players when the reason is shown: no name is kept in a message.
    name = seat_of(winner)
    others = tuple(seat_of(s) for s in tied[1:])
    if state.limit_reached and best < GOAL:
        if others:
            reason = LEADS_AT_ROUND_LIMIT_TIED(player=name, points=best, others=others)
        else:
            reason = LEADS_AT_ROUND_LIMIT(player=name, points=best)
    elif others:
        reason = WON_TIED(player=name, points=best, round=state.round, others=others)
    else:
        reason = WON(player=name, points=best, round=state.round)
    return Outcome(winners=(winner,), scores=scores(state), reason=reason)


def scale_said(state: UtopiaState) -> tuple[Message, ...]:
    """``scale_text`` as the log says it."""
    return tuple(
        said.SCALE_STEP(people=said.PEOPLE[c](), value=scale_value(state, c))
        for c in reversed(state.scale)
    )


def scale_text(state: UtopiaState) -> str:
    return ", ".join(f"{CIV_NAMES[c]} {scale_value(state, c)}" for c in reversed(state.scale))
