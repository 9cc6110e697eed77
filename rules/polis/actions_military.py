"""Military actions: move hoplites, move galleys, besiege, collect tribute (and their steps).

Each costs 1 prestige ([decided] illegal with 0), except collecting the capital's territory.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from operator import itemgetter
from typing import cast

from boardgames_rules.core.game import copy_with
from boardgames_rules.core.memo import Entries, memo_of, seat_keys
from boardgames_rules.core.messages import Message
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import (
    Also,
    Collect,
    Done,
    MoveGalleys,
    MoveHoplites,
    Peace,
    Siege,
    Tribute,
)
from boardgames_rules.polis.common import (
    can_pay,
    make_neutral,
    polis,
    set_polis,
    side_word,
    take_polis,
    turn_means,
    where,
    word,
)
from boardgames_rules.polis.data import Good, data
from boardgames_rules.polis.state import State, Step, shared_step
from boardgames_rules.polis.topology import (
    add_units,
    era_limit,
    owned_names,
    reach_by_land,
    reach_by_sea,
    units,
    units_update,
)

# Actions are immutable values: the legal lists hand out one shared instance per value.
_move = cache(MoveHoplites)
_sail = cache(MoveGalleys)
_siege = cache(Siege)
_collect = cache(Collect)
_also = cache(Also)
_tribute = cache(Tribute)
_peace = cache(Peace)
_DONE = Done()

# The caches below kept per seat (and per kind of unit: [sea][seat]) in the state's Memo are
# "last seen" entries: each holds the state fields its answer came from (all it depends on)
# and answers only while they are the very same objects (see ``rules.core.memo``).  The
# tables keyed by plain values are pure functions of their key and the map: they hold
# nothing of any one state, and any thread finds in them what it would work out.

# The moves worked out for a seat, kept while the hoplites and galleys tuples (all that the
# moves depend on, with the era's limit; galleys only for galleys) are the very same objects:
# (hoplites, galleys, limit, moves).
_MOVES = (seat_keys("moves"), seat_keys("sails"))


# A seat may fight (move, sail, besiege) with prestige to spend and, while the opponent has
# passed, one resource in hand (``can_pay(s, seat, {})``): each option function asks it
# inline, as every listing asks it three times.


def _zones(sea: bool) -> tuple[str, ...]:
    d = data()
    return d.sea_names if sea else d.territory_names


def _reach(seat: int, src: str, sea: bool, land_held: int, sea_held: int) -> set[str]:
    """Where a unit in ``src`` can go, given the zones the enemy holds (as bit sets)."""
    if sea:
        return reach_by_sea(src, sea_held)
    return reach_by_land(src, land_held, sea_held)


# Reach depends only on which zones the enemy holds (units pass only zones it does not; a
# galley only ever looks at seas), and that changes far less often than the unit counts:
# {(seat, sea, enemy-held territories or None, enemy-held seas): {src: (targets in name
# order, as a set)}}, filled as asked; the zones held are bit sets (bit i: zone i).
_REACH: dict[tuple, dict[str, tuple[tuple[str, ...], set[str]]]] = {}
# Per seat and kind: the ``_REACH`` key and table for the board last seen, kept while the
# hoplites and galleys tuples are the very same objects.
_REACH_NOW = (seat_keys("reach_land"), seat_keys("reach_sea"))


def _enemy_held(memo: Entries, rows: tuple[tuple[int, int], ...], seat: int, sea: bool) -> int:
    """``enemy_controls`` for every zone of ``rows`` (hoplites or galleys), as a bit set in
    map order, remembered per seat and kind while ``rows`` is the very same tuple (a move of
    hoplites leaves the galleys' half as it was)."""
    key = _HELD[sea][seat]
    entry = memo.get(key)
    if entry is not None and entry[0] is rows:
        return entry[1]
    other = 1 - seat
    found = sum(1 << i for i, pair in enumerate(rows) if pair[other] > pair[seat])
    memo[key] = (rows, found)
    return found


# Per seat and kind: (the rows, their bits), for ``_enemy_held``.
_HELD = (seat_keys("held_land"), seat_keys("held_sea"))


def _reach_now(s: State, seat: int, sea: bool, memo: Entries) -> tuple[object, object, tuple, dict]:
    """The hoplites, the galleys, the ``_REACH`` key and table for this board."""
    slot = _REACH_NOW[sea][seat]
    now = memo.get(slot)
    # Galleys only ever look at seas: their reach stays while only the hoplites change.
    if now is not None and now[1] is s.galleys and (sea or now[0] is s.hoplites):
        return now
    seas = _enemy_held(memo, s.galleys, seat, True)
    key = (seat, sea, None if sea else _enemy_held(memo, s.hoplites, seat, False), seas)
    table = _REACH.get(key)
    if table is None:
        if len(_REACH) > 1024:
            _REACH.clear()
        table = _REACH[key] = {}
    now = memo[slot] = (s.hoplites, s.galleys, key, table)
    return now


def _reach_of(
    s: State, seat: int, src: str, sea: bool, memo: Entries
) -> tuple[tuple[str, ...], set[str]]:
    _, _, key, table = _reach_now(s, seat, sea, memo)
    found = table.get(src)
    if found is None:
        reach = _reach(seat, src, sea, key[2] or 0, key[3])
        found = table[src] = (tuple(sorted(reach)), reach)
    return found


def _moves(s: State, seat: int, sea: bool, dst: str | None, used: tuple[str, ...]):
    """(src, dst, count) for every move; with ``dst`` given, only moves that end there."""
    limit = era_limit(s)
    d = data()
    rows, index = (s.galleys, d.s_index) if sea else (s.hoplites, d.t_index)
    memo = memo_of(s)
    for src in _zones(sea):
        have = rows[index[src]][seat]
        if have == 0 or src in used or src == dst:
            continue
        ordered, reach = _reach_of(s, seat, src, sea, memo)
        for target in ordered if dst is None else [dst]:
            if dst is not None and target not in reach:
                continue
            room = limit - rows[index[target]][seat]
            for n in range(1, min(have, room) + 1):
                yield src, target, n


_OWN_COLUMN = (itemgetter(0), itemgetter(1))  # per seat: its own count of a pair

# (src, dst, count) -> the shared action, by kind (sea: galleys); the same instances as
# ``_move`` and ``_sail`` hand out, found without building keyword arguments.
_MADE: dict[bool, dict[tuple[str, str, int], MoveHoplites | MoveGalleys]] = {False: {}, True: {}}


def _all_moves(s: State, seat: int, sea: bool, memo: Entries) -> list:
    limit = data().eras[s.era].limit  # era_limit(s)
    slot = _MOVES[sea][seat]
    entry = memo.get(slot)
    # Galleys never look at the hoplites: their moves stay while only the galleys do.
    if (
        entry is not None
        and (sea or entry[0] is s.hoplites)
        and entry[1] is s.galleys
        and entry[2] == limit
    ):
        return entry[3]
    rows = s.galleys if sea else s.hoplites
    key = (limit, tuple(map(_OWN_COLUMN[seat], rows)), _reach_now(s, seat, sea, memo)[2])
    found = _MOVES_BY.get(key)
    if found is None:
        found = _enumerate_moves(s, seat, sea, limit, memo)
        if len(_MOVES_BY) > 2048:
            _MOVES_BY.clear()
        _MOVES_BY[key] = found
    memo[slot] = (s.hoplites, s.galleys, limit, found)
    return found


def _enumerate_moves(s: State, seat: int, sea: bool, limit: int, memo: Entries) -> list:
    """The actions of ``_moves(s, seat, sea, None, ())``, in its order, on a tighter loop
    (the reach table looked up once, zones by index, no generator)."""
    rows = s.galleys if sea else s.hoplites
    index = data().s_index if sea else data().t_index
    table = _reach_now(s, seat, sea, memo)[3]
    found: list = []
    for src, row in zip(_zones(sea), rows, strict=True):
        have = row[seat]
        if have == 0:
            continue
        reached = table.get(src)
        if reached is None:
            reached = _reach_of(s, seat, src, sea, memo)
        for target in reached[0]:
            room = limit - rows[index[target]][seat]
            if room > 0:
                # the moves of 1 to min(have, room) units, in that order
                found += _counts((sea, src, target))[: have if have < room else room]
    return found


class _Counts(dict):
    """(sea, src, dst) -> the shared actions moving 1, 2, ... units (as many as any era's
    limit allows), made on first use: a listing slices them instead of looking up each count."""

    def __missing__(self, key: tuple[bool, str, str]) -> tuple:
        sea, src, dst = key
        made, most = _MADE[sea], max(era.limit for era in data().eras)
        row = []
        for n in range(1, most + 1):
            a = made.get((src, dst, n))
            if a is None:
                a = made[src, dst, n] = (_sail if sea else _move)(src=src, dst=dst, count=n)
            row.append(a)
        found = self[key] = tuple(row)
        return found


_counts = _Counts().__getitem__


# The moves by all they depend on: the era's limit, the seat's own units per zone and the
# ``_REACH`` key (the seat, the kind and the zones the enemy holds), so that a board where
# only the enemy's units changed finds them again.
_MOVES_BY: dict[tuple, list] = {}


def move_options(s: State, seat: int) -> Sequence[MoveHoplites]:
    """The hoplite moves the seat may make now, in a shared sequence the engine does not change."""
    return move_offered(s, seat, *turn_means(s, seat))


def move_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> Sequence:
    """``move_options`` given ``turn_means(s, seat)`` (the listing works them out once)."""
    if side.prestige < 1 or (spare and not any(goods)):  # may fight (see above)
        return ()
    return _all_moves(s, seat, False, memo)


def sail_options(s: State, seat: int) -> Sequence[MoveGalleys]:
    """The galley moves the seat may make now, in a shared sequence the engine does not change."""
    return sail_offered(s, seat, *turn_means(s, seat))


def sail_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> Sequence:
    """``sail_options`` given ``turn_means(s, seat)``."""
    if side.prestige < 1 or (spare and not any(goods)):  # may fight (see above)
        return ()
    return _all_moves(s, seat, True, memo)


def _shift(s: State, seat: int, src: str, dst: str, n: int) -> dict:
    """Moving ``n`` units from ``src`` to ``dst``, logged, as an update of ``s``."""
    line = said.MOVES(side=side_word(seat), n=n, start=where(src), end=where(dst))
    return units_update(s, seat, (src, -n), (dst, n)) | s.logged(line, seat=seat)


def _start_move(s: State, seat: int, src: str, dst: str, n: int, sea: bool) -> State:
    # pay 1 prestige and move, in one copy
    s = copy_with(s, s.gained(seat, prestige=-1) | _shift(s, seat, src, dst, n))
    kind = "more_galleys" if sea else "more_hoplites"
    step = shared_step(kind=kind, seat=seat, zone=dst, used=(src,))
    if next(_moves(s, seat, sea, dst, step.used), None) is None:
        return s
    return copy_with(s, {"steps": (step,) + s.steps})


def resolve_move(s: State, seat: int, a: MoveHoplites) -> State:
    return _start_move(s, seat, a.src, a.dst, a.count, sea=False)


def resolve_sail(s: State, seat: int, a: MoveGalleys) -> State:
    return _start_move(s, seat, a.src, a.dst, a.count, sea=True)


def legal_more(s: State, step: Step) -> list:
    sea = step.kind == "more_galleys"
    found = _moves(s, step.seat, sea, step.zone, step.used)
    return [_also(src=a, count=n) for a, _, n in found] + [_DONE]


def resolve_more(s: State, step: Step, a: Also | Done) -> State:
    rest = s.steps[1:]
    if isinstance(a, Done):
        return copy_with(s, {"steps": rest})
    s = copy_with(s, _shift(s, step.seat, a.src, step.zone, a.count))
    step = copy_with(step, {"used": step.used + (a.src,)})
    sea = step.kind == "more_galleys"
    more = next(_moves(s, step.seat, sea, step.zone, step.used), None) is not None
    return copy_with(s, {"steps": ((step,) if more else ()) + rest})


# -- siege ---------------------------------------------------------------------------------
# The sieges open to a seat with prestige to spend, kept while the hoplites and poleis tuples
# (all they depend on) are the very same objects.
_SIEGES = seat_keys("sieges")


def siege_options(s: State, seat: int) -> tuple[Siege, ...]:
    """The sieges the seat may lay now, as a shared tuple (the engine does not change it)."""
    return siege_offered(s, seat, *turn_means(s, seat))


def siege_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``siege_options`` given ``turn_means(s, seat)``."""
    if side.prestige < 1 or (spare and not any(goods)):  # may fight
        return ()
    entry = memo.get(_SIEGES[seat])
    if entry is not None and entry[0] is s.hoplites and entry[1] is s.poleis:
        return entry[2]
    d, out = data(), []
    hoplites, poleis, p_index = s.hoplites, s.poleis, d.p_index
    enemy_capital = d.capital[1 - seat]
    for i, t in enumerate(d.territory_names):
        mine = hoplites[i][seat]
        if mine <= hoplites[i][1 - seat]:
            continue  # controller(s, t) != seat
        for name in d.poleis_in[t]:
            if poleis[p_index[name]].owner == seat or name == enemy_capital:
                continue
            if mine >= d.polis[name].fortification:
                out.append(_siege(polis=name))
    found = tuple(out)
    memo[_SIEGES[seat]] = (s.hoplites, s.poleis, found)
    return found


def resolve_siege(s: State, seat: int, a: Siege) -> State:
    d = data()
    info = d.polis[a.polis]
    fort = info.fortification
    s = s.gain(seat, prestige=-1)
    roll, rng = s.rng.randint(1, 4)
    s = copy_with(s, {"rng": rng, "reveal": s.reveal + 1})
    if roll >= fort:
        s = take_polis(s, a.polis, seat)
        s = s.gain(seat, prestige=fort)
        return s.log_line(
            said.SIEGE_FALLS(side=side_word(seat), polis=where(a.polis), roll=roll, fort=fort),
            seat=seat,
        )
    assert info.territory is not None  # a polis is besieged from its territory
    s = add_units(s, info.territory, seat, -1)
    kind = said.SIEGE_FAILS
    p = polis(s, a.polis)
    if p.owner == 1 - seat:
        if p.pop <= 1:
            s = make_neutral(s, a.polis)
            kind = said.SIEGE_FAILS_NEUTRAL
        else:
            s = set_polis(s, a.polis, pop=p.pop - 1)
            kind = said.SIEGE_FAILS_CUBE
    line = kind(side=side_word(seat), polis=where(a.polis), roll=roll, fort=fort)
    return s.log_line(line, seat=seat)


# -- collect -------------------------------------------------------------------------------
def _capital_territory(seat: int) -> str:
    d = data()
    return d.polis[d.capital[seat]].territory or ""


def collect_blocked_reason(s: State, seat: int, t: str) -> Message | None:
    d = data()
    if t in s.collected:
        return said.ALREADY_COLLECTED(territory=where(t))
    if t in s.blocked:
        return said.EVENT_FORBIDS_COLLECTING(territory=where(t))
    if t not in d.tribute:
        return said.NO_TRIBUTE_ROW(territory=where(t))
    if not any(polis(s, n).owner == seat for n in d.poleis_in[t]):
        return said.NO_POLIS_IN(territory=where(t))
    if units(s, t)[seat] == 0:
        return said.NO_HOPLITES_IN(
            territory=where(t)
        )  # [decided here] nothing to place on the panel
    if t != _capital_territory(seat) and s.sides[seat].prestige < 1:
        return said.COLLECT_COSTS_PRESTIGE()
    if not can_pay(s, seat, {}):
        return said.CANNOT_PAY_EXTRA()
    return None


# Per seat: the territories it could collect with prestige to spend, and those it could
# collect without (its capital's), kept while the tuples they come from are the very same.
_COLLECTS = seat_keys("collects")
# Per seat: the territories it could collect if it had hoplites there, kept while the tuples
# they come from are the very same (the hoplites change far more often than these):
# (the owned poleis from ``owned_names``, collected, blocked, ((territory index, action,
# capital's territory), ...)).
_COLLECTABLE = seat_keys("collectable")


def collect_options(s: State, seat: int) -> tuple[Collect, ...]:
    """The territories the seat may collect now, those ``collect_blocked_reason`` finds nothing
    against (checked faster), as a shared tuple (the engine does not change it)."""
    return collect_offered(s, seat, *turn_means(s, seat))


def collect_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``collect_options`` given ``turn_means(s, seat)``."""
    if spare and budget == -1:  # not can_pay(s, seat, {}): the opponent passed, no goods
        return ()
    entry = memo.get(_COLLECTS[seat])
    if not (
        entry is not None
        and entry[0] is s.poleis
        and entry[1] is s.hoplites
        and entry[2] is s.collected
        and entry[3] is s.blocked
    ):
        hoplites, rich, poor = s.hoplites, [], []
        for i, a, capital in _collectable(s, seat, memo):
            if hoplites[i][seat]:
                rich.append(a)
                if capital:
                    poor.append(a)
        entry = (s.poleis, hoplites, s.collected, s.blocked, tuple(rich), tuple(poor))
        memo[_COLLECTS[seat]] = entry
    return entry[4] if side.prestige >= 1 else entry[5]


def _collectable(s: State, seat: int, memo: Entries) -> tuple:
    """The territories ``seat`` may collect, hoplites aside: (index, action, whether it is
    its capital's territory) in map order."""
    mine = owned_names(s, seat, memo)
    entry = memo.get(_COLLECTABLE[seat])
    if entry is not None and entry[0] is mine and entry[1] is s.collected and entry[2] is s.blocked:
        return entry[3]
    d = data()
    capital_territory = _capital_territory(seat)
    # The territories holding a polis of the seat's (``d.poleis_in`` read backwards), in map
    # order: only they can be collected.
    held = sorted({d.t_index[t] for n in mine if (t := d.polis[n].territory)})
    found = []
    for i in held:
        t = d.territory_names[i]
        if t in s.collected or t in s.blocked or t not in d.tribute:
            continue
        found.append((i, _collect(territory=t), t == capital_territory))
    entry = memo[_COLLECTABLE[seat]] = (mine, s.collected, s.blocked, tuple(found))
    return entry[3]


def resolve_collect(s: State, seat: int, a: Collect) -> State:
    t = a.territory
    # pay, mark the territory, log, raise the tribute step: in one copy
    update = s.gained(seat, prestige=-1) if t != _capital_territory(seat) else {}
    left = min(units(s, t)[seat], era_limit(s))
    if s.event == "etna" and t == "Sikelia":
        left = min(left, 3)
    step = shared_step(kind="tribute", seat=seat, zone=t, left=left)
    update |= {"collected": s.collected + (t,), "steps": (step,) + s.steps}
    line = said.COLLECTS(side=side_word(seat), territory=where(t), n=left)
    return copy_with(s, update | s.logged(line, seat=seat))


def legal_tribute(s: State, step: Step) -> list:
    row = data().tribute[step.zone]
    out: list = [
        _tribute(good=g, count=n)
        for g, values in row.items()
        if g not in step.used
        for n in range(1, min(step.left, len(values)) + 1)
    ]
    if s.event == "pacifism" and step.zone == _capital_territory(step.seat) and not step.used:
        cap = polis(s, data().capital[step.seat]).pop
        most = min(units(s, step.zone)[step.seat], cap)
        out += [_peace(count=n) for n in range(1, most + 1)]
    return out + [_DONE]


def resolve_tribute(s: State, step: Step, a: Tribute | Peace | Done) -> State:
    rest = s.steps[1:]
    seat = step.seat
    if isinstance(a, Done):
        return copy_with(s, {"steps": rest})
    if isinstance(a, Peace):
        # send the hoplites home, gain the prestige, log, close the step: in one copy
        update = units_update(s, seat, (step.zone, -a.count)) | s.gained(seat, prestige=a.count)
        line = said.SENDS_HOME(side=side_word(seat), n=a.count)
        return copy_with(s, update | s.logged(line) | {"steps": rest})
    amount = data().tribute[step.zone][cast(Good, a.good)][a.count - 1]  # a good of the row
    step = copy_with(step, {"left": step.left - a.count, "used": step.used + (a.good,)})
    more = step.left > 0 and any(g not in step.used for g in data().tribute[step.zone])
    # take the goods, log, go on with the step or close it: in one copy
    line = said.TAKES(side=side_word(seat), amount=amount, good=word(a.good), n=a.count)
    update = s.gained(seat, **{a.good: amount}) | s.logged(line, seat=seat)
    return copy_with(s, update | {"steps": ((step,) if more else ()) + rest})
