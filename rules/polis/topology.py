"""Questions about the map in a given state: units, control, reachability, routes, bribes."""

from __future__ import annotations

from functools import cache
from operator import attrgetter

from boardgames_rules.core.game import copy_with
from boardgames_rules.core.memo import Entries, memo_of, seat_keys
from boardgames_rules.polis.data import data
from boardgames_rules.polis.state import State


def era_limit(s: State) -> int:
    return data().eras[s.era].limit


def is_sea(zone: str) -> bool:
    return zone in data().s_index


def units(s: State, zone: str) -> tuple[int, int]:
    """(Athens, Sparta) hoplites in a territory or galleys in a sea zone."""
    d = data()
    if zone in d.s_index:
        return s.galleys[d.s_index[zone]]
    return s.hoplites[d.t_index[zone]]


def set_units(s: State, zone: str, seat: int, count: int) -> State:
    return add_units(s, zone, seat, count - units(s, zone)[seat])


def add_units(s: State, zone: str, seat: int, count: int) -> State:
    return copy_with(s, units_update(s, seat, (zone, count)))


def units_update(s: State, seat: int, *changes: tuple[str, int]) -> dict:
    """``add_units`` for each (zone, count) in turn, zones of one kind, as one update (never
    below 0), to make in one copy with other changes."""
    d = data()
    if changes[0][0] in d.s_index:
        rows, index, field = list(s.galleys), d.s_index, "galleys"
    else:
        rows, index, field = list(s.hoplites), d.t_index, "hoplites"
    for zone, count in changes:
        i = index[zone]
        pair = list(rows[i])
        pair[seat] = max(0, pair[seat] + count)
        rows[i] = (pair[0], pair[1])
    return {field: tuple(rows)}


def controller(s: State, zone: str) -> int | None:
    a, b = units(s, zone)
    return 0 if a > b else 1 if b > a else None


def enemy_controls(s: State, zone: str, seat: int) -> bool:
    return controller(s, zone) == 1 - seat


def reach_by_land(src: str, land_held: int, sea_held: int) -> set[str]:
    """Territories a hoplite in ``src`` can reach, given the territories and seas the enemy
    holds (bit i: zone i): by land, or from its coast through open seas to another coast."""
    d = data()
    i = d.t_index[src]
    land_adj, sea_adj = bit_graphs()
    reached = _reach_bits(1 << i, land_held, land_adj)
    coasts = _coast_bits()
    start = coasts[i] & ~sea_held
    seas = flood(start, ((1 << len(sea_adj)) - 1) & ~sea_held, sea_adj) if start else 0
    for t, coast in enumerate(coasts):
        if coast & seas and t != i:
            reached |= 1 << t
    names = d.territory_names
    return {names[t] for t in range(len(names)) if reached >> t & 1}


def reach_by_sea(src: str, sea_held: int) -> set[str]:
    """Seas a galley in ``src`` can reach, given the seas the enemy holds (bit i: sea zone i)."""
    d = data()
    reached = _reach_bits(1 << d.s_index[src], sea_held, bit_graphs()[1])
    names = d.sea_names
    return {names[z] for z in range(len(names)) if reached >> z & 1}


def _reach_bits(start: int, held: int, neighbours: tuple[int, ...]) -> int:
    """The zones a unit in ``start`` reaches: next to ``start`` or to a zone it passes, and
    it passes only zones the enemy does not hold (it may enter one, not go through)."""
    passed = flood(start, ~held, neighbours)
    return around(passed, neighbours) & ~start


@cache
def _coast_bits() -> tuple[int, ...]:
    """Per territory (map order): the seas on its coast as one bit set."""
    d = data()
    return tuple(sum(1 << d.s_index[z] for z in d.coasts[t]) for t in d.territory_names)


@cache
def graphs() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Land adjacency between territory indexes and sea adjacency between sea indexes."""
    d = data()
    land = tuple(tuple(d.t_index[n] for n in d.land[t]) for t in d.territory_names)
    sea = tuple(tuple(d.s_index[n] for n in d.sea_adj[z]) for z in d.sea_names)
    return land, sea


# Bit graphs: zone i is bit i, so a set of zones is an int and a flood is a few ORs.
def flood(reach: int, open_zones: int, neighbours: tuple[int, ...]) -> int:
    """The zones (bits) reached from ``reach`` entering only ``open_zones``."""
    frontier = reach
    while frontier:
        frontier = around(frontier, neighbours) & open_zones & ~reach
        reach |= frontier
    return reach


def around(zones: int, neighbours: tuple[int, ...]) -> int:
    """The zones (bits) next to any of ``zones``."""
    near = 0
    while zones:
        low = zones & -zones
        near |= neighbours[low.bit_length() - 1]
        zones ^= low
    return near


@cache
def bit_graphs() -> tuple[tuple[int, ...], ...]:
    """``graphs`` with each zone's neighbours as one bit set."""
    return tuple(tuple(sum(1 << n for n in near) for near in g) for g in graphs())


# Derived data remembered per seat in the state's Memo while the state field it comes from is
# the very same object (states are immutable and copies share unchanged fields, so the same
# object means the same value; each entry keeps its object alive, so an id is never reused
# under it): the Memo's names.
_OPEN_MARKETS = seat_keys("open_markets")
_OWNED = seat_keys("owned")


# The markets by (seat, which sea zones the enemy holds): all that routes depend on, and it
# changes less often than the galleys do.  The same value is the very same frozenset, so
# callers may keep what they derive from it while it is the same object.
_MARKETS_BY_HELD: dict[tuple[int, tuple[bool, ...]], frozenset[str]] = {}


def open_markets(s: State, seat: int, memo: Entries | None = None) -> frozenset[str]:
    """The markets ``route_open`` says ``seat``'s merchants reach (it depends on galleys).

    ``memo`` is ``memo_of(s)`` when the caller has it at hand (a listing).
    """
    if memo is None:
        memo = memo_of(s)
    entry = memo.get(_OPEN_MARKETS[seat])
    if entry is not None and entry[0] is s.galleys:
        return entry[1]
    other = 1 - seat
    held = tuple(pair[other] > pair[seat] for pair in s.galleys)  # enemy_controls, per sea
    found = _MARKETS_BY_HELD.get((seat, held))
    if found is None:
        found = frozenset(m for m in data().market_names if route_open(s, seat, m))
        _MARKETS_BY_HELD[seat, held] = found
    memo[_OPEN_MARKETS[seat]] = (s.galleys, found)
    return found


def route_open(s: State, seat: int, market: str) -> bool:
    """Can ``seat``'s merchant sail from its Trade Port to ``market``?

    Sea zones controlled by the enemy block; Trade Ports are waypoints anyone may pass
    [decided]; markets are only ends of routes.
    """
    d = data()
    start = d.trade_port[seat]
    seen = {start}
    frontier = [start]
    markets = set(d.market_names)
    while frontier:
        here = frontier.pop()
        for nxt in d.route_adj.get(here, ()):
            if nxt == market:
                return True
            if nxt in seen or nxt in markets:
                continue
            if nxt in d.s_index and enemy_controls(s, nxt, seat):
                continue
            seen.add(nxt)
            frontier.append(nxt)
    return False


def population(s: State, seat: int) -> int:
    poleis, p_index = s.poleis, data().p_index  # the poleis owned, without scanning them all
    return sum(poleis[p_index[name]].pop for name in owned_names(s, seat))


def owned(s: State, seat: int) -> list[str]:
    return list(owned_names(s, seat))


def owned_names(s: State, seat: int, memo: Entries | None = None) -> tuple[str, ...]:
    """``owned`` as a tuple, remembered while ``s.poleis`` stays the same object.

    The same owners give the very same tuple, so callers may keep what they derive from it
    while it is the same object (the poleis change far more often than their owners).
    ``memo`` is ``memo_of(s)`` when the caller has it at hand (a listing).
    """
    if memo is None:
        memo = memo_of(s)
    entry = memo.get(_OWNED[seat])
    if entry is not None and entry[0] is s.poleis:
        return entry[1]
    owners = tuple(map(_owner, s.poleis))
    found = _OWNED_BY.get((seat, owners))
    if found is None:
        names = data().polis_names
        found = tuple(names[i] for i, owner in enumerate(owners) if owner == seat)
        if len(_OWNED_BY) > 4096:
            _OWNED_BY.clear()
        _OWNED_BY[seat, owners] = found
    memo[_OWNED[seat]] = (s.poleis, found)
    return found


_owner = attrgetter("owner")
# ``owned_names`` by (seat, the owner of every polis in map order).
_OWNED_BY: dict[tuple, tuple[str, ...]] = {}
