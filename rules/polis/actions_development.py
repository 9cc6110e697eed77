"""Development actions: create hoplites, galleys, merchants; start a project."""

from __future__ import annotations

from functools import cache
from itertools import combinations

from rules.polis.actions import CreateGalleys, CreateHoplites, CreateMerchants, StartProject
from rules.polis.common import SIDE, can_pay, cost_text, pay, polis, set_polis, spare_needed
from rules.polis.data import GOODS, data
from rules.polis.state import GOOD_INDEX, State
from rules.polis.topology import add_units, era_limit, owned_names

# Actions are immutable values: the legal lists hand out one shared instance per value.
_hoplites = cache(CreateHoplites)
_galleys = cache(CreateGalleys)
_merchants = cache(CreateMerchants)
_project = cache(StartProject)


def _mercenaries(s: State) -> bool:
    return s.event == "mercenaries"


def unit_cost(s: State, good: str, count: int, silver: int) -> dict[str, int]:
    if _mercenaries(s):
        return {"silver": 2 * count}
    return {good: count - silver, "silver": silver}


def _offers(s: State, seat: int, good: str, most: int):
    """(count, silver) pairs the player can pay for, up to ``most`` units.

    The same pairs as asking ``can_pay(s, seat, unit_cost(s, good, n, k))`` for each.
    """
    goods = s.sides[seat].goods
    silver, have, budget = goods[0], goods[GOOD_INDEX[good]], sum(goods) - spare_needed(s, seat)
    if _mercenaries(s):
        for n in range(1, most + 1):
            if silver >= 2 * n and budget >= 2 * n:
                yield n, n
        return
    for n in range(1, min(most, budget) + 1):
        for k in range(n + 1):
            if have >= n - k and silver >= k:
                yield n, k


def _pop_room(s: State, name: str, units_take_pop: bool = True) -> int:
    # A polis keeps at least 1 cube; Mercenaries take no population.
    return 99 if units_take_pop and _mercenaries(s) else polis(s, name).pop - 1


def legal_hoplites(s: State, seat: int) -> list[CreateHoplites]:
    d, out = data(), []
    limit = era_limit(s)
    for name in owned_names(s, seat):
        t = d.polis[name].territory
        if t is None:
            continue  # [decided] Abdera and Epidamnos create no hoplites
        most = min(limit - s.hoplites[d.t_index[t]][seat], _pop_room(s, name))
        out += [
            _hoplites(polis=name, count=n, silver=k) for n, k in _offers(s, seat, "metal", most)
        ]
    return out


def resolve_hoplites(s: State, seat: int, a: CreateHoplites) -> State:
    return _create(s, seat, a.polis, data().polis[a.polis].territory, a.count, a.silver, "metal")


def legal_galleys(s: State, seat: int) -> list[CreateGalleys]:
    d, out = data(), []
    limit = era_limit(s)
    for name in owned_names(s, seat):
        for sea in d.polis[name].ports:
            most = min(limit - s.galleys[d.s_index[sea]][seat], _pop_room(s, name))
            out += [
                _galleys(polis=name, sea=sea, count=n, silver=k)
                for n, k in _offers(s, seat, "wood", most)
            ]
    return out


def resolve_galleys(s: State, seat: int, a: CreateGalleys) -> State:
    return _create(s, seat, a.polis, a.sea, a.count, a.silver, "wood")


def _create(s: State, seat: int, name: str, zone: str, n: int, silver: int, good: str) -> State:
    cost = unit_cost(s, good, n, silver)
    s = pay(s, seat, cost)
    if not _mercenaries(s):
        s = set_polis(s, name, pop=polis(s, name).pop - n)
    s = add_units(s, zone, seat, n)
    what = "hoplite" if good == "metal" else "galley"
    return s.log_line(
        f"{SIDE[seat]} creates {n} {what}{'s' * (n > 1)} at {name} in {zone} ({cost_text(cost)}).",
        seat=seat,
    )


def legal_merchants(s: State, seat: int) -> list[CreateMerchants]:
    out = []
    goods = s.sides[seat].goods
    silver, wood = goods[0], goods[GOOD_INDEX["wood"]]
    budget = sum(goods) - spare_needed(s, seat)
    for name in data().commercial[seat]:
        p = polis(s, name)
        if p.owner != seat:
            continue
        # can_pay(s, seat, {"wood": n - k, "silver": k}), inlined
        for n in range(1, min(p.pop - 1, budget) + 1):
            for k in range(n + 1):
                if wood >= n - k and silver >= k:
                    out.append(_merchants(polis=name, count=n, silver=k))
    return out


def resolve_merchants(s: State, seat: int, a: CreateMerchants) -> State:
    cost = {"wood": a.count - a.silver, "silver": a.silver}
    s = pay(s, seat, cost)
    s = set_polis(s, a.polis, pop=polis(s, a.polis).pop - a.count)
    p = s.side(seat)
    s = s.with_side(seat, p.model_copy(update={"merchants": p.merchants + a.count}))
    return s.log_line(
        f"{SIDE[seat]} creates {a.count} merchant(s) at {a.polis} ({cost_text(cost)}).", seat=seat
    )


def project_cost(s: State, seat: int, pid: str, in_silver: tuple[str, ...]) -> dict[str, int]:
    """The goods a project costs when the listed goods are paid entirely in silver instead."""
    cost: dict[str, int] = {"silver": 0}
    for good, n in data().projects[pid].cost.items():
        if good in in_silver or good == "silver":
            cost["silver"] += n
        else:
            cost[good] = n
    if _pericles_applies(s, seat) and cost["silver"] > 0:
        cost["silver"] -= 1
    return cost


def _pericles_applies(s: State, seat: int) -> bool:
    return s.event == "pericles" and seat == 0 and not s.pericles_used


@cache
def _silver_options(pid: str) -> tuple[tuple[str, ...], ...]:
    """Every choice of goods of project ``pid`` to pay in silver instead."""
    cost = data().projects[pid].cost
    payable = [g for g in GOODS if g in cost and g != "silver"]
    return tuple(c for r in range(len(payable) + 1) for c in combinations(payable, r))


def legal_project(s: State, seat: int) -> list[StartProject]:
    d, out = data(), []
    mine = owned_names(s, seat)
    for pid in s.projects:
        proj = d.projects[pid]
        hosts = [
            name
            for name in mine
            if pid in d.polis[name].projects
            and polis(s, name).project is None
            and (proj.only is None or proj.only == name)
        ]
        if not hosts:
            continue
        # The cost does not depend on the polis: decide what is payable once.
        options = [
            opt for opt in _silver_options(pid) if can_pay(s, seat, project_cost(s, seat, pid, opt))
        ]
        for name in hosts:
            for opt in options:
                out.append(_project(project=pid, polis=name, in_silver=opt))
    return out


def resolve_project(s: State, seat: int, a: StartProject) -> State:
    cost = project_cost(s, seat, a.project, a.in_silver)
    if _pericles_applies(s, seat) and (
        sum(project_cost(s, 1, a.project, a.in_silver).values()) != sum(cost.values())
    ):
        s = s.model_copy(update={"pericles_used": True})
    s = pay(s, seat, cost)
    s = set_polis(s, a.polis, project=a.project)
    s = s.model_copy(update={"projects": tuple(p for p in s.projects if p != a.project)})
    title = data().projects[a.project].title
    return s.log_line(f"{SIDE[seat]} starts {title} in {a.polis} ({cost_text(cost)}).", seat=seat)
