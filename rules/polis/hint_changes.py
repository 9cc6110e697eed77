"""Polis: what a move changes for the seat asking for a hint, read from two of its views.

The treasury's goods, prestige, population, the hoplites and galleys by zone, merchants, a
polis taken or lost, a zone's control, a project started, the proxenos moved.  A move that
ends the era (a pass after the other side's) is said to: what changes then is the era's end
(feeding, growth), which the hint would otherwise show as the move's own cost.  A siege is
said with the roll its outcome needs: the seat's sample rolled one roll of the die.
"""

from __future__ import annotations

from boardgames_rules.core.hint_changes import deltas, gained_lost, ranked, signed
from boardgames_rules.core.messages import Message, MessageKind
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.common import where, word
from boardgames_rules.polis.data import data
from boardgames_rules.polis.view import View

# How much each kind of change weighs, per unit where it is counted: the heaviest come first.
POLIS, CONTROL, PROJECT, PROXENOS = 100, 50, 40, 5
PRESTIGE, POPULATION, UNITS_GAINED, UNITS_LOST, MERCHANTS, GOODS = 10, 6, 3, 2, 3, 1
# The log lines of a siege's roll: the hint says the roll its outcome needed.
SIEGE_FELL = said.SIEGE_FALLS.id
SIEGE_FAILED = tuple(
    k.id for k in (said.SIEGE_FAILS, said.SIEGE_FAILS_NEUTRAL, said.SIEGE_FAILS_CUBE)
)


def sieges(before: View, after: View) -> list[tuple[MessageKind, int]]:
    """The sieges the log tells of since ``before``: how the hint words the outcome, and the
    roll it needed."""
    found = []
    for entry in after.log[len(before.log) :]:
        message = entry.message
        fort = message.params.get("fort") if message is not None else None
        if message is None or not isinstance(fort, int) or fort <= 1:  # 1: no roll fails
            continue
        if message.id == SIEGE_FELL:
            found.append((said.HINT_SIEGE_FALLS, fort))
        elif message.id in SIEGE_FAILED:
            found.append((said.HINT_SIEGE_FAILS, fort))
    return found


def rolled(changes: tuple[Message, ...], kind: MessageKind, fort: int) -> tuple[Message, ...]:
    """``changes`` with the one the siege's roll decided (the polis taken, or the hoplite
    lost) first, said with the roll it needed; the rest (the action's prestige point) came
    whatever the roll."""
    if kind is said.HINT_SIEGE_FALLS:
        decided = [c for c in changes if c.id == said.HINT_TAKES.id]
    else:
        decided = [c for c in changes if c.id == said.HINT_HOPLITES.id and c.params["sign"] != "+"]
    if not decided:
        return changes
    rest = tuple(c for c in changes if c is not decided[0])
    return (kind(fort=fort, change=decided[0]), *rest)


def hint_changes(before: View, after: View) -> tuple[Message, ...]:
    seat = before.seat
    if seat is None:
        return ()
    mine, theirs = before.sides[seat], after.sides[seat]
    found: list[tuple[float, Message]] = []
    owned = [[p.name for p in v.poleis if p.owner == seat] for v in (before, after)]
    taken, lost = gained_lost(*owned)
    found += [(POLIS, said.HINT_TAKES(polis=where(p))) for p in taken]
    found += [(POLIS, said.HINT_LOSES(polis=where(p))) for p in lost]
    zones = [[z.name for z in v.territories + v.seas if z.control == seat] for v in (before, after)]
    controlled, released = gained_lost(*zones)
    found += [(CONTROL, said.HINT_CONTROLS(zone=where(z))) for z in controlled]
    found += [(CONTROL, said.HINT_LOSES_CONTROL(zone=where(z))) for z in released]
    projects = data().projects
    under_way = [{p.name: p.project for p in v.poleis if p.owner == seat} for v in (before, after)]
    for polis, project in under_way[1].items():
        if project and under_way[0].get(polis) != project:
            title = projects[project].title if project in projects else project
            found.append((PROJECT, said.HINT_PROJECT(project=word(title))))
    if theirs.proxenos != mine.proxenos and theirs.proxenos:
        found.append((PROXENOS, said.HINT_PROXENOS(polis=where(theirs.proxenos))))
    if (delta := theirs.prestige - mine.prestige) != 0:
        found.append((PRESTIGE * abs(delta), signed(said.HINT_PRESTIGE, delta)))
    if (delta := theirs.population - mine.population) != 0:
        found.append((POPULATION * abs(delta), signed(said.HINT_POPULATION, delta)))
    for kind, zones_of in ((said.HINT_HOPLITES, "territories"), (said.HINT_GALLEYS, "seas")):
        units = [{z.name: z.units[seat] for z in getattr(v, zones_of)} for v in (before, after)]
        for zone, delta in deltas(*units):
            weight = (UNITS_GAINED if delta > 0 else UNITS_LOST) * abs(delta)
            found.append((weight, signed(kind, delta, zone=where(zone))))
    merchants = [s.merchants_in_port + s.merchants_on_shiploads for s in (mine, theirs)]
    if (delta := merchants[1] - merchants[0]) != 0:
        found.append((MERCHANTS * abs(delta), signed(said.HINT_MERCHANTS, delta)))
    for good, delta in deltas(mine.goods, theirs.goods):
        found.append((GOODS * abs(delta), signed(said.HINT_GOOD, delta, good=word(good))))
    changes = ranked(found)
    for kind, fort in sieges(before, after)[:1]:
        changes = rolled(changes, kind, fort)
    if after.era != before.era or (after.phase != before.phase and before.phase == "play"):
        if not changes:
            return (said.HINT_ERA_ENDS(),)
        return (said.HINT_ERA_ENDS_THEN(change=changes[0]), *changes[1:])
    return changes
