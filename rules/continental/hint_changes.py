"""Continental: what a move changes for the seat asking for a hint, read from two of its views.

Squares owned (the score), People, Moral and Resources (the tie-break, and what the seat
pays with), the I E G Q stats once assigned, and the pieces on the board, as the player's
panel shows them; an army moved, where to.  A roll is said to depend on the dice: what the
seat's sample rolled is no more likely than any other roll.
"""

from __future__ import annotations

from boardgames_rules.continental import messages as said
from boardgames_rules.continental.view import ContinentalView
from boardgames_rules.core.hint_changes import gained_lost, ranked, signed
from boardgames_rules.core.messages import Message

# How much each kind of change weighs, per unit: the heaviest come first.
SQUARES, PIECES, STATS, ARMY_MOVED, WEALTH = 10, 5, 4, 3, 2
STAT_LETTERS = ("I", "E", "G", "Q")
WEALTH_SAID = (
    ("people", said.HINT_PEOPLE),
    ("moral", said.HINT_MORAL),
    ("resources", said.HINT_RESOURCES),
)


def hint_changes(before: ContinentalView, after: ContinentalView) -> tuple[Message, ...]:
    seat = before.seat
    if seat is None:
        return ()
    rolled = before.providence is None and after.providence is not None
    if rolled or after.dice != before.dice:
        return (said.HINT_DICE(),)
    mine, theirs = before.panels[seat], after.panels[seat]
    found: list[tuple[float, Message]] = []
    if delta := theirs.territory - mine.territory:
        found.append((SQUARES * abs(delta), signed(said.HINT_SQUARES, delta)))
    for piece, kind in said.HINT_PIECES.items():
        if delta := getattr(theirs, piece) - getattr(mine, piece):
            found.append((PIECES * abs(delta), signed(kind, delta)))
    if mine.stats is None and theirs.stats is not None:  # the values: the move's notation
        found.append((STATS, said.HINT_STATS_SET()))
    if mine.stats is not None and theirs.stats is not None:
        for letter, old, new in zip(STAT_LETTERS, mine.stats, theirs.stats, strict=True):
            if new != old:
                found.append(
                    (STATS * abs(new - old), signed(said.HINT_STAT, new - old, stat=letter))
                )
    if theirs.armies == mine.armies:  # an army moved (a recruit is said as +1 Army)
        armies = [
            [q.name for q in v.squares if q.piece == "A" and q.owner == seat]
            for v in (before, after)
        ]
        for square in gained_lost(*armies)[0]:
            found.append((ARMY_MOVED, said.HINT_ARMY_TO(square=square)))
    for part, kind in WEALTH_SAID:
        if delta := getattr(theirs, part) - getattr(mine, part):
            found.append((WEALTH * abs(delta), signed(kind, delta)))
    return ranked(found)
