"""Utopia: what a move changes for the seat asking for a hint, read from two of its views.

A monument raised or lost (a district taken or lost), a wonder built, points, the seat's
princes by district (a guest welcomed, a move), the civilisations' places on the prestige
scale (the King, a downfall), cards in hand and privileges.
"""

from __future__ import annotations

from boardgames_rules.core.hint_changes import deltas, gained_lost, ranked, signed
from boardgames_rules.core.messages import Message, place
from boardgames_rules.utopia import messages as said
from boardgames_rules.utopia.view import UtopiaView

# How much each kind of change weighs, per unit where it is counted: the heaviest come first.
# A civilisation up the scale (the King's aim) weighs more than one pushed down by it.
MONUMENT, WONDER, POINTS, SCALE_UP, SCALE_DOWN, PRIVILEGES = 100, 100, 10, 5, 2, 4
PRINCES_GAINED, PRINCES_LOST, CARDS = 3, 2, 2


def hint_changes(before: UtopiaView, after: UtopiaView) -> tuple[Message, ...]:
    seat = before.seat
    if seat is None:
        return ()
    mine, theirs = before.seats[seat], after.seats[seat]
    found: list[tuple[float, Message]] = []
    held = [
        [d.id for d in v.districts if d.monument and d.monument.owner == seat]
        for v in (before, after)
    ]
    raised, lost = gained_lost(*held)
    found += [(MONUMENT, said.HINT_MONUMENT(district=d)) for d in raised]
    found += [(MONUMENT, said.HINT_MONUMENT_LOST(district=d)) for d in lost]
    wonders = [[i.id for i in v.islands if i.wonder == seat] for v in (before, after)]
    found += [
        (WONDER, said.HINT_WONDER(island=place("utopia", i))) for i in gained_lost(*wonders)[0]
    ]
    for kind, weight, delta in (
        (said.HINT_POINTS, POINTS, theirs.score - mine.score),
        (said.HINT_PRIVILEGES, PRIVILEGES, theirs.privileges - mine.privileges),
        (said.HINT_CARDS, CARDS, theirs.hand_size - mine.hand_size),
    ):
        if delta:
            found.append((weight * abs(delta), signed(kind, delta)))
    princes = [{d.id: sum(d.princes[seat]) for d in v.districts} for v in (before, after)]
    for district, delta in deltas(*princes):
        weight = (PRINCES_GAINED if delta > 0 else PRINCES_LOST) * abs(delta)
        found.append((weight, signed(said.HINT_PRINCES, delta, district=district)))
    scale = [{step.civ: step.value for step in v.scale} for v in (before, after)]
    for civ, delta in deltas(*scale):
        weight = (SCALE_UP if delta > 0 else SCALE_DOWN) * abs(delta)
        found.append((weight, signed(said.HINT_SCALE, delta, people=said.PEOPLE[civ]())))
    return ranked(found)
