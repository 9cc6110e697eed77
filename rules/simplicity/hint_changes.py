"""Simplicity: what a move changes for the seat asking for a hint, read from two of its views.

The points of each team the seat runs and their parts (the score table's links,
neighbourhoods, parks and bonus), the tile built and where, a tile the demolition token
closes, bonus tokens.
"""

from __future__ import annotations

from boardgames_rules.core.hint_changes import ranked, signed
from boardgames_rules.core.messages import Message
from boardgames_rules.simplicity import messages as said
from boardgames_rules.simplicity.view import SimplicityView

# How much each kind of change weighs, per unit where it is counted: the heaviest come first.
POINTS, TILE, DEMOLISHED, BONUS_TOKENS, PARTS = 10, 8, 8, 4, 3
PARTS_SAID = (
    ("links", said.HINT_LINKS),
    ("neighbourhoods", said.HINT_NEIGHBOURHOODS),
    ("parks", said.HINT_PARKS),
    ("bonus", said.HINT_BONUS),
)


def hint_changes(before: SimplicityView, after: SimplicityView) -> tuple[Message, ...]:
    seat = before.seat
    if seat is None:
        return ()
    found: list[tuple[float, Message]] = []
    for old, new in zip(before.city, after.city, strict=True):
        if new.tile is not None and old.tile != new.tile:
            found.append((TILE, said.HINT_TILE(tile=said.TILE[new.tile](), space=new.name)))
    for old_row, row in zip(before.planning, after.planning, strict=True):
        if row.demolished and not old_row.demolished:
            found.append((DEMOLISHED, said.HINT_DEMOLISHED(tile=said.TILE[row.tile]())))
    for old_team, team in zip(before.teams, after.teams, strict=True):
        if team.seat != seat:
            continue
        colour = said.COLOUR[team.team]()
        if delta := team.total - old_team.total:
            found.append((POINTS * abs(delta), signed(said.HINT_POINTS, delta, team=colour)))
        for part, kind in PARTS_SAID:
            if delta := getattr(team, part) - getattr(old_team, part):
                found.append((PARTS * abs(delta), signed(kind, delta, team=colour)))
        if delta := team.bonus_tokens - old_team.bonus_tokens:
            found.append((BONUS_TOKENS * abs(delta), signed(said.HINT_BONUS_TOKENS, delta)))
    return ranked(found)
