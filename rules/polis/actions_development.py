"""Development actions: create hoplites, galleys, merchants; start a project."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from operator import attrgetter

from boardgames_rules.core.game import copy_with
from boardgames_rules.core.memo import Entries, seat_keys
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import (
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    StartProject,
)
from boardgames_rules.polis.common import (
    cost_said,
    paid,
    pay,
    polis,
    polis_update,
    set_polis,
    side_word,
    turn_means,
    where,
    word,
)
from boardgames_rules.polis.data import GOODS, data
from boardgames_rules.polis.state import GOOD_INDEX, State
from boardgames_rules.polis.topology import era_limit, owned_names, units_update

# Actions are immutable values: the legal lists hand out one shared instance per value.
_hoplites = cache(CreateHoplites)
_galleys = cache(CreateGalleys)
_merchants = cache(CreateMerchants)
_project = cache(StartProject)
_WOOD, _METAL = GOOD_INDEX["wood"], GOOD_INDEX["metal"]


def _mercenaries(s: State) -> bool:
    return s.event == "mercenaries"


def unit_cost(s: State, good: str, count: int, silver: int) -> dict[str, int]:
    if _mercenaries(s):
        return {"silver": 2 * count}
    return {good: count - silver, "silver": silver}


def _offer_actions(make, what: tuple, most: int, silver: int, have: int, budget: int, merc: bool):
    """The actions ``make(**what, count=n, silver=k)`` (cached) for every ``n`` units up to
    ``most``, ``k`` of them paid in silver, that the seat can pay for: the pairs that
    ``can_pay(s, seat, unit_cost(s, good, n, k))`` accepts.

    The pairs depend only on how many units fit (``most``), the silver, the other good and
    the budget; clamped to what can matter, they key a table of ready-made action tuples.
    """
    if merc:
        m = min(most, silver // 2, budget // 2)
        key = (make, what, m, -1, -1)
    else:
        m = min(most, budget)
        key = (make, what, m, min(silver, m), min(have, m))
    if m <= 0:
        return ()
    found = _OFFER_ACTIONS.get(key)
    if found is None:
        if merc:
            pairs = [(n, n) for n in range(1, m + 1)]
        else:
            pairs = [
                (n, k)
                for n in range(1, m + 1)
                for k in range(n + 1)
                if have >= n - k and silver >= k
            ]
        fields = dict(what)
        found = _OFFER_ACTIONS[key] = tuple(make(**fields, count=n, silver=k) for n, k in pairs)
    return found


_OFFER_ACTIONS: dict[tuple, tuple] = {}
# The caches kept per seat in the state's Memo (named below) are "last seen" entries: each
# holds the state fields its answer came from and answers only while they are the very same
# objects (see ``rules.core.memo``).  The tables keyed by plain values are pure functions of
# their key and the map: they hold nothing of any one state, and any thread finds in them
# what it would work out.

# Where units can be created, kept per seat while the poleis and unit tuples (and the era and
# the event) are the very same: (poleis, units, era, Mercenaries, ((what, most), ...), the
# actions worked out from them by (silver, the other good, budget), event).
# The Memo's names, indexed [sea][seat].
_SITES = (seat_keys("hoplite_sites"), seat_keys("galley_sites"))
# The sites and those actions by goods, shared by every entry with the same sites (the sites
# come out the same after most unit moves, which make a new entry): (sea, Mercenaries, the
# owned poleis, the most units at each site) -> (sites, {goods: actions}).  Keyed by plain
# names and numbers: the sites' nested tuples cost more to hash than the work they save.
_BY_SITES: dict[tuple[bool, bool, tuple, tuple], tuple[tuple, dict]] = {}


def _unit_sites(s: State, seat: int, sea: bool, memo: Entries) -> tuple:
    units_ = s.galleys if sea else s.hoplites
    slot = _SITES[sea][seat]
    entry = memo.get(slot)
    # The era gives the limit, the event whether Mercenaries apply.
    if (
        entry is not None
        and entry[0] is s.poleis
        and entry[1] is units_
        and entry[2] == s.era
        and entry[6] == s.event
    ):
        return entry
    limit, merc = era_limit(s), _mercenaries(s)
    plan, p_index, poleis = _site_plan(sea), data().p_index, s.poleis
    mine, mosts = owned_names(s, seat, memo), []
    for name in mine:
        # A polis keeps at least 1 cube; Mercenaries take no population.
        room = 99 if merc else poleis[p_index[name]].pop - 1
        for _, zone in plan[name]:
            mosts.append(min(limit - units_[zone][seat], room))
    key = (sea, merc, mine, tuple(mosts))
    shared = _BY_SITES.get(key)
    if shared is None:
        if len(_BY_SITES) > 2048:
            _BY_SITES.clear()
        whats = [what for name in mine for what, _ in plan[name]]
        shared = _BY_SITES[key] = (tuple(zip(whats, key[3], strict=True)), {})
    entry = memo[slot] = (s.poleis, units_, s.era, merc, shared[0], shared[1], s.event)
    return entry


@cache
def _site_plan(sea: bool) -> dict[str, tuple[tuple[tuple, int], ...]]:
    """Per polis: (the action's fields, the zone's index) for each place it creates units."""
    d = data()
    plan: dict[str, tuple[tuple[tuple, int], ...]] = {}
    for name, b in d.polis.items():
        if sea:
            plan[name] = tuple(((("polis", name), ("sea", z)), d.s_index[z]) for z in b.ports)
        elif b.territory is None:
            plan[name] = ()  # [decided] Abdera and Epidamnos create no hoplites
        else:
            plan[name] = (((("polis", name),), d.t_index[b.territory]),)
    return plan


def _unit_actions(s: State, seat: int, sea: bool) -> tuple:
    return (galleys_offered if sea else hoplites_offered)(s, seat, *turn_means(s, seat))


def _units_offered(sea: bool):
    """The ``*_offered`` function of hoplites (``sea`` False) or galleys: one function per
    kind with the kind's constants at hand, so that a listing makes one call for each."""
    good, make, kept_sites = (_WOOD, _galleys, _SITES[1]) if sea else (_METAL, _hoplites, _SITES[0])

    def offered(
        s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
    ) -> tuple:
        silver, have = goods[0], goods[good]
        # Not even one unit can be paid for, at any site and with or without Mercenaries
        # (the offers of ``_offer_actions`` would come out empty).
        if budget <= 0 or silver == have == 0:
            return ()  # a quarter of the listings: the sites need not be worked out
        entry = memo.get(kept_sites[seat])  # _unit_sites(s, seat, sea, memo)'s usual answer
        if (
            entry is None
            or entry[0] is not s.poleis
            or entry[1] is not (s.galleys if sea else s.hoplites)
            or entry[2] != s.era
            or entry[6] != s.event
        ):
            entry = _unit_sites(s, seat, sea, memo)
        found = entry[5].get((silver, have, budget))  # what _kept_offers keeps, found inline
        if found is not None:
            return found
        return _kept_offers(entry[5], make, entry[4], silver, have, budget, entry[3])

    return offered


def _kept_offers(kept: dict, make, sites, silver: int, have: int, budget: int, merc) -> tuple:
    """The offers at ``sites`` for these goods, kept in ``kept`` (which the caller empties
    when the sites change) by the three numbers they depend on."""
    found = kept.get((silver, have, budget))
    if found is None:
        out: list = []
        for what, most in sites:
            out += _offer_actions(make, what, most, silver, have, budget, merc)
        if len(kept) > 512:
            kept.clear()
        found = kept[silver, have, budget] = tuple(out)
    return found


def hoplite_options(s: State, seat: int) -> tuple[CreateHoplites, ...]:
    """The hoplites the seat may create now, as a shared tuple (the engine does not change it)."""
    return _unit_actions(s, seat, False)


# ``hoplite_options`` given ``turn_means(s, seat)`` (the listing works them out once).
hoplites_offered = _units_offered(False)


def hoplites_update(s: State, seat: int, a: CreateHoplites) -> dict:
    """What creating hoplites changes, as an update of ``s`` (the engine makes it in the copy
    that records the action)."""
    territory = data().polis[a.polis].territory
    assert territory is not None  # a polis without one creates no hoplites (see _site_plan)
    return _created(s, seat, a.polis, territory, a.count, a.silver, "metal")


def galley_options(s: State, seat: int) -> tuple[CreateGalleys, ...]:
    """The galleys the seat may create now, as a shared tuple (the engine does not change it)."""
    return _unit_actions(s, seat, True)


galleys_offered = _units_offered(True)  # ``galley_options`` given ``turn_means(s, seat)``


def galleys_update(s: State, seat: int, a: CreateGalleys) -> dict:
    """What creating galleys changes, as an update of ``s``."""
    return _created(s, seat, a.polis, a.sea, a.count, a.silver, "wood")


def _created(s: State, seat: int, name: str, zone: str, n: int, silver: int, good: str) -> dict:
    cost = unit_cost(s, good, n, silver)
    # pay, take the cubes, place the units, log: one update
    update = paid(s, seat, cost) | units_update(s, seat, (zone, n))
    if not _mercenaries(s):
        update |= polis_update(s, name, pop=polis(s, name).pop - n)
    kind = said.CREATES_HOPLITES if good == "metal" else said.CREATES_GALLEYS
    line = kind(
        side=side_word(seat), n=n, polis=where(name), zone=where(zone), cost=cost_said(cost)
    )
    return update | s.logged(line, seat=seat)


# Per seat: the commercial poleis it owns with the cubes each can spare, kept while the
# poleis tuple is the very same object, with the actions worked out from them by (silver,
# wood, budget).
_MERCHANT_SITES = seat_keys("merchant_sites")
# Those actions by goods, shared by every entry with the same sites (most changes of the
# poleis leave the commercial ones as they were): sites -> {goods: actions}.
_MERCHANTS_BY_SITES: dict[tuple, dict] = {}


def merchant_options(s: State, seat: int) -> tuple[CreateMerchants, ...]:
    """The merchants the seat may create now, as a shared tuple (the engine does not change it)."""
    return merchants_offered(s, seat, *turn_means(s, seat))


def merchants_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``merchant_options`` given ``turn_means(s, seat)``."""
    silver, wood = goods[0], goods[_WOOD]
    if budget <= 0 or silver == wood == 0:  # no merchant can be paid for (see _units_offered)
        return ()
    entry = memo.get(_MERCHANT_SITES[seat])
    if entry is None or entry[0] is not s.poleis:
        sites = []
        for name in data().commercial[seat]:
            p = polis(s, name)
            if p.owner == seat:
                sites.append(((("polis", name),), p.pop - 1))
        key = tuple(sites)
        kept = _MERCHANTS_BY_SITES.get(key)
        if kept is None:
            if len(_MERCHANTS_BY_SITES) > 2048:
                _MERCHANTS_BY_SITES.clear()
            kept = _MERCHANTS_BY_SITES[key] = {}
        entry = memo[_MERCHANT_SITES[seat]] = (s.poleis, key, kept)
    # can_pay(s, seat, {"wood": n - k, "silver": k}) for n up to the cubes it can spare
    return _kept_offers(entry[2], _merchants, entry[1], silver, wood, budget, False)


def merchants_update(s: State, seat: int, a: CreateMerchants) -> dict:
    """What creating merchants changes, as an update of ``s``."""
    cost = {"wood": a.count - a.silver, "silver": a.silver}
    # pay, take the cubes, add the merchants, log: one update
    p = paid(s, seat, cost)["sides"][seat]
    update = s.side_update(seat, copy_with(p, {"merchants": p.merchants + a.count}))
    update |= polis_update(s, a.polis, pop=polis(s, a.polis).pop - a.count)
    line = said.CREATES_MERCHANTS(
        side=side_word(seat), n=a.count, polis=where(a.polis), cost=cost_said(cost)
    )
    return update | s.logged(line, seat=seat)


def project_cost(s: State, seat: int, pid: str, in_silver: tuple[str, ...]) -> dict[str, int]:
    """The goods a project costs when the listed goods are paid entirely in silver instead."""
    return _cost(pid, in_silver, _pericles_applies(s, seat))


def _cost(pid: str, in_silver: tuple[str, ...], pericles: bool) -> dict[str, int]:
    """``project_cost`` given whether Pericles takes 1 silver off."""
    cost: dict[str, int] = {"silver": 0}
    for good, n in data().projects[pid].cost.items():
        if good in in_silver or good == "silver":
            cost["silver"] += n
        else:
            cost[good] = n
    if pericles and cost["silver"] > 0:
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


@cache
def _option_costs(pid: str, pericles: bool) -> tuple[tuple[tuple[str, ...], tuple, int], ...]:
    """(option, ((good index, amount), ...), total) for every silver option of ``pid``."""
    out = []
    for opt in _silver_options(pid):
        cost = _cost(pid, opt, pericles)
        need = tuple((GOOD_INDEX[g], n) for g, n in cost.items())
        out.append((opt, need, sum(cost.values())))
    return tuple(out)


# Per seat: the available projects with the poleis that can host them, kept while the poleis
# and projects tuples are the very same: ((pid, hosts), ...), with the actions worked out
# from them by (Pericles applies, spare, goods).
_HOSTS = seat_keys("hosts")
# Those two by all they depend on, shared by every board where only the cubes changed:
# (seat, owned poleis, projects, each polis's project) -> (hosted, {key: actions}).
_HOSTED: dict[tuple, tuple[tuple, dict]] = {}
# (pid, pericles applies, spare, goods) -> the silver options that can be paid for.
_PAYABLE: dict[tuple, tuple] = {}
# (pid, hosts, options) -> the actions.
_PROJECT_ACTIONS: dict[tuple, tuple] = {}
_project_of = attrgetter("project")


def _hosts_entry(s: State, seat: int, memo: Entries) -> tuple:
    entry = memo.get(_HOSTS[seat])
    if entry is not None and entry[0] is s.poleis and entry[1] is s.projects:
        return entry
    mine = owned_names(s, seat, memo)
    key = (seat, mine, s.projects, tuple(map(_project_of, s.poleis)))
    shared = _HOSTED.get(key)
    if shared is None:
        d, found = data(), []
        for pid in s.projects:
            proj = d.projects[pid]
            hosts = tuple(
                name
                for name in mine
                if pid in d.polis[name].projects
                and polis(s, name).project is None
                and (proj.only is None or proj.only == name)
            )
            if hosts:
                found.append((pid, hosts))
        if len(_HOSTED) > 2048:
            _HOSTED.clear()
        shared = _HOSTED[key] = (tuple(found), {})
    entry = memo[_HOSTS[seat]] = (s.poleis, s.projects, *shared)
    return entry


def project_options(s: State, seat: int) -> tuple[StartProject, ...]:
    """The projects the seat may start now, as a shared tuple (the engine does not change it)."""
    return project_offered(s, seat, *turn_means(s, seat))


def project_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``project_options`` given ``turn_means(s, seat)``."""
    entry = memo.get(_HOSTS[seat])  # _hosts_entry(s, seat, memo), its usual answer, inline
    if entry is None or entry[0] is not s.poleis or entry[1] is not s.projects:
        entry = _hosts_entry(s, seat, memo)
    if not entry[2]:
        return ()
    # _pericles_applies(s, seat), inlined
    pericles = seat == 0 and s.event == "pericles" and not s.pericles_used
    key = (pericles, spare, goods)
    found = entry[3].get(key)
    if found is None:
        if len(entry[3]) > 512:
            entry[3].clear()
        found = entry[3][key] = tuple(_project_actions(entry[2], *key))
    return found


def _project_actions(hosted: tuple, pericles: bool, spare: int, goods: tuple) -> list:
    """The actions for the projects ``hosted`` (pid, hosts) given what the seat can pay."""
    out: list = []
    for pid, hosts in hosted:
        # The cost does not depend on the polis: decide what is payable once.
        key = (pid, pericles, spare, goods)
        options = _PAYABLE.get(key)
        if options is None:
            # can_pay(s, seat, project_cost(s, seat, pid, opt)), on plain numbers
            budget = sum(goods) - spare
            options = tuple(
                opt
                for opt, need, total in _option_costs(pid, pericles)
                if total <= budget and all(goods[i] >= n for i, n in need)
            )
            if len(_PAYABLE) > 4096:
                _PAYABLE.clear()
            _PAYABLE[key] = options
        made = (pid, hosts, options)
        actions = _PROJECT_ACTIONS.get(made)
        if actions is None:
            actions = _PROJECT_ACTIONS[made] = tuple(
                _project(project=pid, polis=name, in_silver=opt)
                for name in hosts
                for opt in options
            )
        out += actions
    return out


def resolve_project(s: State, seat: int, a: StartProject) -> State:
    cost = project_cost(s, seat, a.project, a.in_silver)
    if _pericles_applies(s, seat) and (
        sum(project_cost(s, 1, a.project, a.in_silver).values()) != sum(cost.values())
    ):
        s = copy_with(s, {"pericles_used": True})
    s = pay(s, seat, cost)
    s = set_polis(s, a.polis, project=a.project)
    s = copy_with(s, {"projects": tuple(p for p in s.projects if p != a.project)})
    title = data().projects[a.project].title
    return s.log_line(
        said.STARTS_PROJECT(
            side=side_word(seat), project=word(title), polis=where(a.polis), cost=cost_said(cost)
        ),
        seat=seat,
    )
