"""Scoring: links, neighbourhoods, parks and bonus tokens per team; the lower team per player.

Scores are computed from the city as it stands, so the same code gives the provisional
scores during play and the final ones.
"""

from __future__ import annotations

from boardgames_rules.core import Frozen, Outcome, SeatScore
from boardgames_rules.core.i18n import N_
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.simplicity.data import LINK_POINTS, data, geometry
from boardgames_rules.simplicity.engine import pawn_order
from boardgames_rules.simplicity.messages import (
    COLOUR,
    SEAT_LOWER_TEAM,
    SEAT_ONE_TEAM,
    SEAT_TEAMS_EVEN,
    WON,
    WON_TIE_BROKEN,
)
from boardgames_rules.simplicity.state import SimplicityState, Space

CATEGORIES = ("links", "neighbourhoods", "parks", "bonus")
# The breakdown's keys, by team and by category then "total": "Red links".  Written out so that
# the catalogue holds each one (the game over shows them translated, ``_(key)``); a test keeps
# them equal to the teams' names and the categories.
BREAKDOWN_KEYS: tuple[tuple[str, ...], ...] = (
    (N_("Red links"), N_("Red neighbourhoods"), N_("Red parks"),
     N_("Red bonus"), N_("Red total")),
    (N_("White links"), N_("White neighbourhoods"), N_("White parks"),
     N_("White bonus"), N_("White total")),
    (N_("Pink links"), N_("Pink neighbourhoods"), N_("Pink parks"),
     N_("Pink bonus"), N_("Pink total")),
    (N_("Cyan links"), N_("Cyan neighbourhoods"), N_("Cyan parks"),
     N_("Cyan bonus"), N_("Cyan total")),
    (N_("Brown links"), N_("Brown neighbourhoods"), N_("Brown parks"),
     N_("Brown bonus"), N_("Brown total")),
    (N_("Grey links"), N_("Grey neighbourhoods"), N_("Grey parks"),
     N_("Grey bonus"), N_("Grey total")),
)


class TeamScore(Frozen):
    team: int
    links: int
    neighbourhoods: int
    parks: int
    bonus: int

    @property
    def total(self) -> int:
        return self.links + self.neighbourhoods + self.parks + self.bonus


def _is_building(space: Space) -> bool:
    return space.tile is not None and space.tile not in data().park_ids


def neighbourhood_sizes(state: SimplicityState) -> tuple[int, ...]:
    """For every space, the size of the same-type building group it belongs to (0: none).

    Pre-printed buildings join groups like any other building; parks and empty spaces
    separate them.
    """
    near = geometry(state.width).neighbours
    city = state.city
    sizes = [0] * len(city)
    for start, space in enumerate(city):
        if sizes[start] or not _is_building(space):
            continue
        group, frontier = {start}, [start]
        while frontier:
            i = frontier.pop()
            for j in near[i]:
                if j not in group and city[j].tile == space.tile:
                    group.add(j)
                    frontier.append(j)
        for i in group:
            sizes[i] = len(group)
    return tuple(sizes)


def park_value(state: SimplicityState, index: int) -> int:
    """k squared, k = the number of building types orthogonally next to the park."""
    near = geometry(state.width).neighbours[index]
    kinds = {state.city[j].tile for j in near if _is_building(state.city[j])}
    return len(kinds) ** 2


def team_scores(state: SimplicityState) -> tuple[TeamScore, ...]:
    links = [0] * state.teams
    for i, j in geometry(state.width).pairs:
        team = state.city[i].disc
        if team is not None and team == state.city[j].disc:
            links[team] += LINK_POINTS
    sizes = neighbourhood_sizes(state)
    groups = [0] * state.teams
    parks = [0] * state.teams
    for i, space in enumerate(state.city):
        if space.disc is None:
            continue
        if _is_building(space):
            groups[space.disc] += sizes[i]
        else:
            parks[space.disc] += park_value(state, i)
    return tuple(
        TeamScore(
            team=t, links=links[t], neighbourhoods=groups[t], parks=parks[t], bonus=state.bonus[t]
        )
        for t in range(state.teams)
    )


def counting_team(state: SimplicityState, seat: int, teams: tuple[TeamScore, ...]) -> int:
    """The team whose score counts for ``seat``: its lower-scoring one (the first if equal)."""
    return min(state.teams_of(seat), key=lambda t: teams[t].total)


def scores(state: SimplicityState) -> tuple[SeatScore, ...]:
    teams = team_scores(state)
    out = []
    for seat in range(len(state.players)):
        breakdown: dict[str, int] = {}
        for t in state.teams_of(seat):
            keys = BREAKDOWN_KEYS[t]
            for key, category in zip(keys, (*CATEGORIES, "total"), strict=True):
                breakdown[key] = getattr(teams[t], category)
        total = teams[counting_team(state, seat, teams)].total
        out.append(SeatScore(seat=seat, total=total, breakdown=breakdown))
    return tuple(out)


def final_rank(state: SimplicityState, seat: int) -> int:
    """The seat's place in the final turn order: its best-placed pawn (0 is first)."""
    order = pawn_order(state)
    return min(order.index(t) for t in state.teams_of(seat))


def _seat_sentence(state: SimplicityState, seat: int, teams: tuple[TeamScore, ...]) -> Message:
    counted = counting_team(state, seat, teams)
    # The teams as messages: the reason names them in the language it is read in; the seat
    # as a seat, named as its player when the reason is shown (no name is kept in a message).
    player, points, team = seat_of(seat), teams[counted].total, COLOUR[counted]()
    others = [t for t in state.teams_of(seat) if t != counted]
    if not others:
        return SEAT_ONE_TEAM(player=player, points=points, team=team)
    other = others[0]
    if teams[other].total == teams[counted].total:
        return SEAT_TEAMS_EVEN(player=player, points=points, team=team, other=COLOUR[other]())
    return SEAT_LOWER_TEAM(
        player=player,
        points=points,
        team=team,
        other=COLOUR[other](),
        other_points=teams[other].total,
    )


def outcome(state: SimplicityState) -> Outcome | None:
    if state.phase != "over":
        return None
    teams = team_scores(state)
    seat_scores = scores(state)
    # The tie rule: the player first in the final turn order wins, so there is one winner.
    winner = max(
        range(len(state.players)),
        key=lambda s: (seat_scores[s].total, -final_rank(state, s)),
    )
    best = seat_scores[winner].total
    tied = [s for s in range(len(state.players)) if seat_scores[s].total == best]
    ranking = sorted(
        range(len(state.players)),
        key=lambda s: (-seat_scores[s].total, final_rank(state, s)),
    )
    kind = WON_TIE_BROKEN if len(tied) > 1 else WON
    reason = kind(
        player=seat_of(winner),
        points=best,
        ranking=tuple(_seat_sentence(state, s, teams) for s in ranking),
    )
    return Outcome(winners=(winner,), scores=seat_scores, reason=reason)
