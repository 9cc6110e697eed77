"""Questions about the map in a given state: units, control, reachability, routes, bribes."""

from __future__ import annotations

import heapq

from rules.polis.data import data
from rules.polis.state import State


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
    d = data()
    if zone in d.s_index:
        rows, i, field = list(s.galleys), d.s_index[zone], "galleys"
    else:
        rows, i, field = list(s.hoplites), d.t_index[zone], "hoplites"
    pair = list(rows[i])
    pair[seat] = max(0, count)
    rows[i] = (pair[0], pair[1])
    return s.model_copy(update={field: tuple(rows)})


def add_units(s: State, zone: str, seat: int, count: int) -> State:
    return set_units(s, zone, seat, units(s, zone)[seat] + count)


def controller(s: State, zone: str) -> int | None:
    a, b = units(s, zone)
    return 0 if a > b else 1 if b > a else None


def enemy_controls(s: State, zone: str, seat: int) -> bool:
    return controller(s, zone) == 1 - seat


def land_reach(s: State, seat: int, src: str) -> set[str]:
    """Territories a hoplite in ``src`` can reach by land: passing only zones not enemy-held."""
    d = data()
    reached: set[str] = set()
    frontier = [src]
    seen = {src}
    while frontier:
        here = frontier.pop()
        for nxt in d.land[here]:
            if nxt in seen:
                continue
            seen.add(nxt)
            reached.add(nxt)  # the destination itself may be enemy-controlled
            if not enemy_controls(s, nxt, seat):
                frontier.append(nxt)
    return reached


def open_seas(s: State, seat: int, start: tuple[str, ...]) -> set[str]:
    """Sea zones reachable from ``start`` seas, all of them passable (not enemy-held)."""
    d = data()
    frontier = [z for z in start if not enemy_controls(s, z, seat)]
    seen = set(frontier)
    while frontier:
        here = frontier.pop()
        for nxt in d.sea_adj[here]:
            if nxt not in seen and not enemy_controls(s, nxt, seat):
                seen.add(nxt)
                frontier.append(nxt)
    return seen


def sea_reach(s: State, seat: int, src: str) -> set[str]:
    """Territories a hoplite in ``src`` can reach by sea (coast, open seas, coast)."""
    d = data()
    seas = open_seas(s, seat, d.coasts[src])
    return {t for t in d.territory_names if t != src and seas.intersection(d.coasts[t])}


def hoplite_reach(s: State, seat: int, src: str) -> set[str]:
    return land_reach(s, seat, src) | sea_reach(s, seat, src)


def galley_reach(s: State, seat: int, src: str) -> set[str]:
    """Seas a galley in ``src`` can reach; passed zones must not be enemy-held."""
    d = data()
    reached: set[str] = set()
    frontier = [src]
    seen = {src}
    while frontier:
        here = frontier.pop()
        for nxt in d.sea_adj[here]:
            if nxt in seen:
                continue
            seen.add(nxt)
            reached.add(nxt)
            if not enemy_controls(s, nxt, seat):
                frontier.append(nxt)
    return reached


def _enemy(s: State, zone: str, seat: int) -> int:
    return units(s, zone)[1 - seat]


def proxenos_cost(s: State, seat: int, src: str, dst: str, by: str) -> int | None:
    """Silver the proxenos pays to go from polis ``src`` to polis ``dst``; None if impossible.

    1 silver per enemy unit in every zone passed through or entered, on the cheapest path
    [decided here: the proxenos always takes the cheapest path of the chosen kind].
    """
    d = data()
    a, b = d.polis[src], d.polis[dst]
    if by == "land":
        if a.territory is None or b.territory is None:
            return None
        if a.territory == b.territory:
            return 0
        return _cheapest(
            [(0, a.territory)], b.territory, lambda z: d.land[z], lambda z: _enemy(s, z, seat)
        )
    if a.territory is not None and a.territory == b.territory:
        return None  # [decided here] within one territory the proxenos walks (by land)
    starts = a.ports if a.territory is None else d.coasts[a.territory]
    ends = set(b.ports if b.territory is None else d.coasts[b.territory])
    if not starts or not ends:
        return None
    goal = _cheapest(
        [(_enemy(s, z, seat), z) for z in starts],
        None,
        lambda z: d.sea_adj[z],
        lambda z: _enemy(s, z, seat),
        goals=ends,
    )
    if goal is None:
        return None
    landing = _enemy(s, b.territory, seat) if b.territory is not None else 0
    return goal + landing


def _cheapest(starts, target, neighbours, weight, goals=None) -> int | None:
    """Dijkstra with node weights (the cost of entering a zone)."""
    goals = goals if goals is not None else {target}
    best: dict[str, int] = {}
    heap = list(starts)
    heapq.heapify(heap)
    while heap:
        cost, zone = heapq.heappop(heap)
        if zone in best:
            continue
        best[zone] = cost
        if zone in goals:
            return cost
        for nxt in neighbours(zone):
            if nxt not in best:
                heapq.heappush(heap, (cost + weight(nxt), nxt))
    return None


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
    return sum(p.pop for p in s.poleis if p.owner == seat)


def owned(s: State, seat: int) -> list[str]:
    names = data().polis_names
    return [names[i] for i, p in enumerate(s.poleis) if p.owner == seat]


def polis_state(s: State, name: str):
    return s.poleis[data().p_index[name]]
