"""The event drawn at the start of each era, and the choices some events ask for."""

from __future__ import annotations

from functools import cache

from boardgames_rules.core.game import copy_with
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import Betray, Done, Remove, SendEgypt, SendPersia, Treasury
from boardgames_rules.polis.common import (
    polis,
    set_polis,
    side_word,
    take_polis,
    where,
    word,
)
from boardgames_rules.polis.data import FACTIONS, data
from boardgames_rules.polis.state import State, Step
from boardgames_rules.polis.topology import add_units, era_limit, owned, units


def draw_event(s: State) -> State:
    d = data()
    event, rng = s.rng.choice(_event_cards(s.era))
    info = d.events[event]
    line = said.EVENT(era=word(d.eras[s.era].title), title=word(info.title), text=word(info.text))
    s = copy_with(s, {"event": event, "rng": rng, "reveal": s.reveal + 1} | s.logged(line))
    return apply_event(s)


@cache
def _event_cards(era: int) -> tuple[str, ...]:
    """The era's event cards, one per copy, sorted (the deck an event is drawn from)."""
    return tuple(sorted(e for e, n in data().eras[era].events.items() for _ in range(n)))


def apply_event(s: State) -> State:
    """The immediate effects of the event in force; choices become steps."""
    d = data()
    info = d.events[s.event]
    for pl in info.place:
        seat = FACTIONS.index(pl.faction)
        if units(s, pl.zone)[seat] < era_limit(s):  # [decided here] stacking limit applies
            s = add_units(s, pl.zone, seat, 1)
    for g in info.gain:
        s = s.gain(FACTIONS.index(g.faction), **{g.what: g.amount})
    s = copy_with(s, {"blocked": info.no_collect})
    steps: list[Step] = []
    if s.event == "philopersians":
        steps += [Step(kind="philopersians", seat=i) for i in (0, 1) if _has_units(s, i)]
    elif s.event == "egypt_rebels":
        if any(units(s, z)[0] for z in d.sea_names):
            steps.append(Step(kind="egypt", seat=0))
        else:
            s = _egypt_penalty(s, 0)
    elif s.event == "persian_king":
        steps += [
            Step(kind="persia", seat=i)
            for i in (0, 1)
            if any(units(s, t)[i] for t in d.territory_names)
        ]
    elif s.event == "betrayal":
        s, steps = _betrayal(s)
    elif s.event == "treasury":
        steps += [Step(kind="treasury", seat=i) for i in (0, 1) if s.sides[i].prestige >= 2]
    elif s.event == "plague":
        athinai = d.capital[0]
        s = set_polis(s, athinai, pop=max(1, polis(s, athinai).pop - 2))
    elif s.event == "carthage":
        s = _carthage(s)
    elif s.event == "liberation":
        marks = list(s.prices)
        for good in ("wine", "oil"):
            marks[d.price_goods.index(good)] = 0
        s = copy_with(s, {"prices": tuple(marks)})
    return copy_with(s, {"steps": s.steps + tuple(steps)})


def _has_units(s: State, seat: int) -> bool:
    d = data()
    return any(units(s, z)[seat] for z in d.territory_names + d.sea_names)


def _carthage(s: State) -> State:
    a, b = units(s, "Sikelia")
    if a == b == 0:
        return copy_with(s, {"blocked": s.blocked + ("Sikelia",)})
    for seat, mine, theirs in ((0, a, b), (1, b, a)):
        if mine >= theirs:
            s = add_units(s, "Sikelia", seat, -min(2, mine))
    return s


def _betrayal(s: State) -> tuple[State, list[Step]]:
    d = data()
    # Both lists are fixed before anything changes sides, so nothing is handed back.
    lists = [
        tuple(n for n in owned(s, i) if n != d.capital[i] and polis(s, n).pop == 1) for i in (0, 1)
    ]
    steps = []
    for seat, cands in enumerate(lists):
        if len(cands) == 1:
            s = _betray(s, seat, cands[0])
        elif cands:
            steps.append(Step(kind="betrayal", seat=seat, used=cands))
    return s, steps


def _betray(s: State, seat: int, name: str) -> State:
    s = take_polis(s, name, 1 - seat)
    return s.log_line(
        said.BETRAYAL(polis=where(name), side=side_word(seat), other=side_word(1 - seat))
    )


def _egypt_penalty(s: State, sent: int) -> State:
    short = max(0, 2 - sent)
    if short:
        s = s.gain(0, prestige=-short).log_line(said.EGYPT_SHORT(n=sent, short=short))
    return s


def legal_step(s: State, step: Step) -> list:
    d = data()
    seat = step.seat
    if step.kind == "philopersians":
        return [Remove(zone=z) for z in d.territory_names + d.sea_names if units(s, z)[seat]]
    if step.kind == "egypt":
        to_egypt = [
            SendEgypt(sea=z, count=n) for z in d.sea_names for n in range(1, units(s, z)[seat] + 1)
        ]
        return to_egypt + [Done()]
    if step.kind == "persia":
        to_persia = [
            SendPersia(territory=t, count=n)
            for t in d.territory_names
            for n in range(1, units(s, t)[seat] + 1)
        ]
        return to_persia + [Done()]
    if step.kind == "betrayal":
        return [Betray(polis=n) for n in step.used]
    # treasury: [decided here] the last prestige point cannot be given up
    return [Treasury(amount=n) for n in range(s.sides[seat].prestige)]


def resolve_step(s: State, step: Step, a) -> State:
    seat, rest = step.seat, s.steps[1:]
    s = copy_with(s, {"steps": rest})
    if isinstance(a, Remove):
        s = add_units(s, a.zone, seat, -1)
        return s.log_line(said.REMOVES(side=side_word(seat), zone=where(a.zone)), seat=seat)
    if isinstance(a, Betray):
        return _betray(s, seat, a.polis)
    if isinstance(a, Treasury):
        s = s.gain(seat, prestige=-a.amount, silver=2 * a.amount)
        return s.log_line(
            said.TREASURY(side=side_word(seat), prestige=a.amount, silver=2 * a.amount),
            seat=seat,
        )
    if isinstance(a, SendPersia):
        s = add_units(s, a.territory, seat, -a.count).gain(seat, prestige=2)
        s = _send(s, "Persia", seat, a.count)
        s = copy_with(s, {"persia_from": s.persia_from + ((seat, a.territory),)})
        return s.log_line(
            said.SENDS_PERSIA(side=side_word(seat), n=a.count, territory=where(a.territory)),
            seat=seat,
        )
    if isinstance(a, SendEgypt):
        s = add_units(s, a.sea, seat, -a.count)
        s = _send(s, "Egypt", seat, a.count)
        s = s.log_line(
            said.SENDS_EGYPT(n=a.count, sea=where(a.sea)),
            seat=seat,
        )
        step = copy_with(step, {"sent": step.sent + a.count})
        if _has_galleys(s, seat):
            return copy_with(s, {"steps": (step,) + rest})
        return _egypt_penalty(s, step.sent)
    assert isinstance(a, Done)
    if step.kind == "egypt":
        return _egypt_penalty(s, step.sent)
    return s  # persia: nobody sent


def _send(s: State, place: str, seat: int, count: int) -> State:
    """Add units abroad, one entry per place and side (half of *all* Egypt galleys return)."""
    before = sum(n for p, i, n in s.abroad if p == place and i == seat)
    rest = tuple(e for e in s.abroad if (e[0], e[1]) != (place, seat))
    return copy_with(s, {"abroad": rest + ((place, seat, before + count),)})


def _has_galleys(s: State, seat: int) -> bool:
    return any(units(s, z)[seat] for z in data().sea_names)


def bring_home(s: State) -> State:
    """At an era's end the units sent abroad by events come back.

    [decided here] Half the Egypt galleys (rounded down) return to the Noties Sporades; the
    Persian hoplites return to the territory they left.  Both within the new era's stacking
    limit; the rest are lost.
    """
    for place, seat, count in s.abroad:
        if place == "Egypt":
            zone, count = "Sporades", count // 2
        else:
            zone = next(t for i, t in s.persia_from if i == seat)
        back = max(0, min(count, era_limit(s) - units(s, zone)[seat]))
        s = add_units(s, zone, seat, back)
        s = s.log_line(
            said.RETURN(n=back, side=side_word(seat), abroad=where(place), zone=where(zone))
        )
    return copy_with(s, {"abroad": (), "persia_from": ()})
