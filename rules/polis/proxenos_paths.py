"""Where the proxenos can go and what it pays: 1 silver per enemy unit in every zone passed
through or entered, on the cheapest path by land or by sea.  Kept apart from ``topology`` (the
map's plain questions) because it is a search with its own precomputed tables."""

from __future__ import annotations

import heapq
from functools import cache
from operator import add, itemgetter

from boardgames_rules.polis.data import data
from boardgames_rules.polis.topology import bit_graphs, flood, graphs


@cache
def _trip_plan(src: str) -> tuple:
    """Everything about trips of a proxenos from ``src`` that does not depend on the state.

    [decided here] The proxenos always takes the cheapest path of the chosen kind; within one
    territory it walks (by land), and no trip by sea is planned there.

    (land start territory index or -1, sea start indexes, trips) where each trip is
    (polis, by, land goal index or -1 for free, sea goal indexes, landing territory or -1).
    """
    d = data()
    a = d.polis[src]
    t_index, s_index = d.t_index, d.s_index
    sea_starts = a.ports if a.territory is None else d.coasts[a.territory]
    trips: list[tuple[str, str, int, tuple[int, ...], int]] = []
    for name in d.polis_names:
        b = d.polis[name]
        if a.territory is not None and b.territory is not None:
            goal = -1 if a.territory == b.territory else t_index[b.territory]
            trips.append((name, "land", goal, (), -1))
        if a.territory is not None and a.territory == b.territory:
            continue
        ends = b.ports if b.territory is None else d.coasts[b.territory]
        if sea_starts and ends:
            landing = t_index[b.territory] if b.territory is not None else -1
            trips.append((name, "sea", 0, tuple(s_index[z] for z in ends), landing))
    start = t_index[a.territory] if a.territory is not None else -1
    return start, tuple(s_index[z] for z in sea_starts), tuple(trips)


# The cost of what no search reaches: more silver than any player holds, so that a budget
# test needs no check for None.
UNREACHED = 1 << 40

# Shortest-path results by (start, enemy units): the enemy's units change less often than the
# proxenos moves, and several poleis share a start.
_LAND_DISTANCES: dict[tuple, tuple[int, ...]] = {}
_SEA_DISTANCES: dict[tuple, dict[int, int]] = {}


def _land_distances(start: int, on_land: tuple[int, ...]) -> tuple[int, ...]:
    """Cheapest land cost from territory ``start`` to every territory (map order),
    ``UNREACHED`` where none."""
    land = _LAND_DISTANCES.get((start, on_land))
    if land is None:
        if len(_LAND_DISTANCES) > 4096:
            _LAND_DISTANCES.clear()
        best = _distances([(0, start)], graphs()[0], on_land)
        land = tuple(best.get(t, UNREACHED) for t in range(len(on_land)))
        _LAND_DISTANCES[start, on_land] = land
    return land


def _sea_distances(sea_starts: tuple[int, ...], at_sea: tuple[int, ...]) -> dict[int, int]:
    """Cheapest sea cost from the seas ``sea_starts`` (entering one costs too) to every sea."""
    sea = _SEA_DISTANCES.get((sea_starts, at_sea))
    if sea is None:
        if len(_SEA_DISTANCES) > 4096:
            _SEA_DISTANCES.clear()
        sea = _SEA_DISTANCES[sea_starts, at_sea] = _distances(
            [(at_sea[z], z) for z in sea_starts], graphs()[1], at_sea
        )
    return sea


def proxenos_costs_among(
    src: str, on_land: tuple[int, ...], at_sea: tuple[int, ...]
) -> dict[tuple[str, str], int]:
    """The silver of every trip of a proxenos from ``src``, {(polis, by): silver} (impossible
    trips are left out), given the enemy's hoplites per territory and galleys per sea.

    One shortest-path search per kind instead of one per destination: the cheapest path to a
    goal is the same whichever goal the search stops at.
    """
    start, sea_starts, trips = _trip_plan(src)
    land = _land_distances(start, on_land) if start >= 0 else ()
    sea = _sea_distances(sea_starts, at_sea)
    out: dict[tuple[str, str], int] = {}
    by_ends: dict[tuple[int, ...], int] = {}  # cheapest sea cost to each set of ends, -1: none
    for name, by, goal, ends, landing in trips:
        if by == "land":
            cost = 0 if goal < 0 else land[goal]
            if cost < UNREACHED:
                out[name, by] = cost
            continue
        best = by_ends.get(ends)
        if best is None:
            reached = [sea[z] for z in ends if z in sea]
            best = by_ends[ends] = min(reached) if reached else -1
        if best >= 0:
            out[name, by] = best + (on_land[landing] if landing >= 0 else 0)
    return out


def slot_costs(src: str, on_land: tuple[int, ...], at_sea: tuple[int, ...]) -> tuple[int, ...]:
    """What ``proxenos_costs_among`` prices, per trip of ``trip_slots(src)`` (``UNREACHED``
    where the search does not reach it), given the enemy's hoplites per territory and galleys
    per sea.

    The shortest paths depend on the start and the enemy's units only, so poleis share them;
    the trips then pick their costs out of one row (by land: per territory, then by sea: per
    polis, with the enemy's hoplites where it lands).
    """
    start, sea_starts, _ = _trip_plan(src)
    land = _land_distances(start, on_land) if start >= 0 else on_land  # no trip by land
    landings = _landings()(on_land + (0,))  # -1, no landing: the 0 at the end
    by_sea = tuple(map(add, _sea_bests(sea_starts, at_sea), landings))
    return _slot_picks(src)(land + by_sea)


@cache
def _landings() -> itemgetter:
    """Per polis (map order): the territory a trip by sea to it lands in, -1 for none."""
    return itemgetter(*(landing for _, _, landing in _destinations()))


@cache
def _slot_picks(src: str) -> itemgetter:
    """Per trip of ``trip_slots(src)``: its place in the row ``slot_costs`` picks from (its
    territory by land, or the number of territories plus its polis's index by sea)."""
    count, territories, places = len(data().polis_names), len(data().territory_names), []
    for i, _, by in trip_slots(src):
        places.append(_destinations()[i % count][0] if by == "land" else territories + i % count)
    return itemgetter(*places)


@cache
def trip_slots(src: str) -> tuple[tuple[int, str, str], ...]:
    """(slot, polis, by) for every trip of the plan from ``src`` to another polis, in the order
    of the rules (polis order, land before sea); slot: the polis's map index, plus the number
    of poleis for a trip by sea."""
    p_index, count = data().p_index, len(data().polis_names)
    return tuple(
        (p_index[name] + (count if by == "sea" else 0), name, by)
        for name, by, *_ in _trip_plan(src)[2]
        if name != src
    )


@cache
def _destinations() -> tuple[tuple[int, tuple[int, ...], int], ...]:
    """Per polis (map order): its territory (-1: none), the seas a trip by sea to it may end
    in, and the territory it lands in (-1: none)."""
    d = data()
    out = []
    for name in d.polis_names:
        b = d.polis[name]
        t = d.t_index[b.territory] if b.territory is not None else -1
        ends = b.ports if b.territory is None else d.coasts[b.territory]
        out.append((t, tuple(d.s_index[z] for z in ends), t))
    return tuple(out)


# The cheapest sea cost to each polis's seas by (start seas, enemy galleys): the landing cost
# is added per board, so boards that differ on land share these.
_SEA_BESTS: dict[tuple, tuple[int, ...]] = {}


def _sea_bests(sea_starts: tuple[int, ...], at_sea: tuple[int, ...]) -> tuple[int, ...]:
    """Per polis (map order): the cheapest sea cost to one of the seas a trip to it may end in,
    ``UNREACHED`` where none is reached."""
    found = _SEA_BESTS.get((sea_starts, at_sea))
    if found is None:
        sea = _sea_distances(sea_starts, at_sea)
        found = tuple(
            min((sea[z] for z in ends if z in sea), default=UNREACHED)
            for _, ends, _ in _destinations()
        )
        if len(_SEA_BESTS) > 4096:
            _SEA_BESTS.clear()
        _SEA_BESTS[sea_starts, at_sea] = found
    return found


def free_reach(src: str, land_open: int, sea_open: int) -> tuple[int, int]:
    """The territories and seas (bit i: zone i) a proxenos from ``src`` reaches for nothing,
    given those free of enemy units: the usual case, no silver.

    A path costs 0 exactly when every zone it enters is free, so the searches become floods
    through free zones: from the start territory (never paid for), and the free seas at the
    start.  A trip of ``slot_bits`` is free when ``_is_free`` says so.
    """
    start, sea_starts, _ = _trip_plan(src)
    land_adj, sea_adj = bit_graphs()
    land = flood(1 << start, land_open, land_adj) if start >= 0 else 0
    sea = flood(sum(1 << z for z in sea_starts) & sea_open, sea_open, sea_adj)
    return land, sea


@cache
def slot_bits(src: str) -> tuple[tuple[int, int, int], ...]:
    """Per trip of ``trip_slots(src)``: (its territory by land, the seas it may end in by sea,
    the territory it lands in by sea) as bit sets, 0 where none: a trip costs nothing when
    the free reach by land holds its territory, or by sea holds one of its seas and it lands
    in a free territory (or none)."""
    count, out = len(data().polis_names), []
    for i, _, by in trip_slots(src):
        t, ends, landing = _bit_destinations()[i % count]
        if by == "land":
            out.append((1 << t, 0, 0))
        else:
            out.append((0, ends, 1 << landing if landing >= 0 else 0))
    return tuple(out)


@cache
def _bit_destinations() -> tuple[tuple[int, int, int], ...]:
    """``_destinations`` with the seas a trip may end in as one bit set."""
    return tuple((t, sum(1 << z for z in ends), landing) for t, ends, landing in _destinations())


def _distances(starts, neighbours, weight) -> dict[int, int]:
    """Dijkstra with node weights (the cost of entering a zone), to every zone reached."""
    best: dict[int, int] = {}
    heap = list(starts)
    heapq.heapify(heap)
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        cost, zone = pop(heap)
        if zone in best:
            continue
        best[zone] = cost
        for nxt in neighbours[zone]:
            if nxt not in best:
                push(heap, (cost + weight[nxt], nxt))
    return best
