"""A new game: the city assembled from random strips, the first tiles, round 1's order."""

from __future__ import annotations

from boardgames_rules.core import Rng
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.simplicity import messages as said
from boardgames_rules.simplicity.data import BUILDING, ROWS, data, geometry
from boardgames_rules.simplicity.names import order_said, tile_said, tiles_said
from boardgames_rules.simplicity.state import PlanRow, SimplicityState, Space, StripPlacement


def draw_tiles(
    bag: tuple[int, ...], rng: Rng, count: int
) -> tuple[tuple[str, ...], tuple[int, ...], Rng]:
    """Draw ``count`` tiles from the bag (a multiset of counts), one by one at random."""
    left = list(bag)
    drawn = []
    for _ in range(count):
        k, rng = rng.randint(0, sum(left) - 1)
        index = 0
        while k >= left[index]:  # walk the counts to the k-th tile
            k -= left[index]
            index += 1
        left[index] -= 1
        drawn.append(data().tile_ids[index])
    return tuple(drawn), tuple(left), rng


def _assemble_city(
    teams: int, rng: Rng
) -> tuple[tuple[StripPlacement, ...], tuple[Space, ...], list[Message], Rng]:
    """Random strips in random order, each maybe upside down; one random blank space."""
    d = data()
    ids, rng = rng.shuffle([s.id for s in d.strips])
    placements: list[StripPlacement] = []
    columns: list[list[Space]] = []
    for strip_id in ids[:teams]:
        flip, rng = rng.randint(0, 1)
        names = d.strip_by_id[strip_id].spaces
        column = []
        for name in reversed(names) if flip else names:
            if name == BUILDING:
                # [decided] the printed building's type is drawn when the board is built
                tile, rng = rng.choice(d.building_ids)
                column.append(Space(preprinted=True, tile=tile))
            else:
                column.append(Space(symbol=name))
        placements.append(StripPlacement(strip=strip_id, flipped=bool(flip)))
        columns.append(column)
    city = [columns[c][r] for r in range(ROWS) for c in range(teams)]
    blank, rng = rng.choice([i for i, s in enumerate(city) if s.symbol is not None])
    city[blank] = Space(blank=True)
    names = geometry(teams).names
    strips = tuple(
        said.STRIP_UPSIDE_DOWN(strip=p.strip) if p.flipped else p.strip for p in placements
    )
    buildings = tuple(
        said.TILE_ON(tile=tile_said(s.tile), space=names[i])
        for i, s in enumerate(city)
        if s.preprinted and s.tile is not None
    )
    notes = [
        said.STRIPS(strips=strips),
        said.PREPRINTED(buildings=buildings, blank=names[blank]),
    ]
    return tuple(placements), tuple(city), notes, rng


def setup(players: tuple[str, ...], seed: int, rng: Rng) -> SimplicityState:
    d = data()
    table = d.setup_for(len(players))
    strips, city, notes, rng = _assemble_city(table.teams, rng)
    order, rng = rng.shuffle(range(table.teams))
    tiles, bag, rng = draw_tiles(tuple(t.count for t in d.tiles), rng, ROWS)
    state = SimplicityState(
        players=players,
        seed=seed,
        rng=rng,
        reveal=1,
        teams=table.teams,
        teams_per_player=table.teams_per_player,
        demolition=table.demolition,
        strips=strips,
        city=city,
        planning=tuple(PlanRow(tile=t) for t in tiles),
        bag=bag,
        order=order,
        bonus=(0,) * table.teams,
    )
    for note in notes:
        state = state.model_copy(update=state.logged(note))
    for seat in range(len(players)):
        colours = tuple(said.COLOUR[t]() for t in state.teams_of(seat))
        line = said.PLAYS_TEAMS(player=seat_of(seat), colours=colours)
        state = state.model_copy(update=state.logged(line))
    line = said.FIRST_ROUND(order=order_said(state, order))
    state = state.model_copy(update=state.logged(line))
    return state.model_copy(update=state.logged(tiles_said(state)))
