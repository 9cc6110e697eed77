"""What the table sees.  Simplicity has no private information: every seat sees the same
board (the bag's order is hidden from everyone and lives only in the generator)."""

from __future__ import annotations

from boardgames_rules.core import Frozen, GameView, Outcome, visible_log
from boardgames_rules.simplicity.data import COLUMN_LETTERS, ROUNDS, data, geometry
from boardgames_rules.simplicity.engine import (
    available_rows,
    legal_spaces,
    no_tile_fits,
    pawn_order,
    prompt,
)
from boardgames_rules.simplicity.labels import symbol_word, team_word, tile_letter, tile_word
from boardgames_rules.simplicity.scoring import counting_team, outcome, scores, team_scores
from boardgames_rules.simplicity.state import SimplicityState


class SymbolView(Frozen):
    id: str
    name: str
    glyph: str
    ascii: str


class TileTypeView(Frozen):
    id: str
    name: str
    letter: str
    park: bool
    colour: str


class SpaceView(Frozen):
    name: str  # "c5": column letter, row number
    column: int  # 0-based
    row: int  # 1-7, top to bottom
    symbol: str | None  # symbol id; None on the blank space and pre-printed buildings
    blank: bool
    preprinted: bool
    tile: str | None  # tile type id
    disc: int | None  # team index
    disc_team: str | None  # team name


class PlanRowView(Frozen):
    row: int  # 1-7
    symbols: tuple[str, ...]  # symbol ids; empty: wild (any space)
    tile: str  # the tile drawn beside this row this round
    taken: bool
    pawn: int | None  # team whose pawn is on this row this round
    pawn_team: str | None
    demolished: bool
    available: bool  # may be taken now
    legal_spaces: tuple[str, ...]  # where the acting team may build it now


class TeamView(Frozen):
    team: int
    name: str
    colour: str
    seat: int  # the player running this team
    player: str
    discs_left: int
    bonus_tokens: int
    pawn_row: int | None  # row of this team's pawn this round (None: not played yet)
    links: int
    neighbourhoods: int
    parks: int
    bonus: int
    total: int
    counts: bool  # is this the team whose score counts for its player now


class PlayerScoreView(Frozen):
    seat: int
    player: str
    teams: tuple[int, ...]
    score: int
    counting_team: int


class SimplicityView(GameView):
    round: int
    rounds: int
    phase: str  # "demolish", "play" or "over"
    width: int
    columns: str  # column letters, left to right
    city: tuple[SpaceView, ...]  # row-major: row 1 left to right, then row 2, ...
    planning: tuple[PlanRowView, ...]
    turn_order: tuple[int, ...]  # this round's order (teams)
    turn: int  # index into turn_order of the team to play
    pawn_order: tuple[int, ...]  # teams by pawn row so far: next round's order (final at end)
    acting_team: int | None
    acting_team_name: str | None
    acting_player: int | None
    demolition_in_use: bool
    demolition_holder: int | None
    demolished_row: int | None
    no_tile_fits: bool  # the fallback: any available tile on any empty space
    teams: tuple[TeamView, ...]
    player_scores: tuple[PlayerScoreView, ...]
    tiles_in_bag: int
    symbols: tuple[SymbolView, ...]
    tile_types: tuple[TileTypeView, ...]
    # What the screen says, worked out here from the state so that the screen draws from the
    # view alone (the same for every seat: nothing is hidden), in the language on screen when
    # the view is built, as are the teams', tiles' and symbols' names and the tiles' letters.
    prompt: str  # what the team to play decides now, with the command line's example
    short_prompt: str  # the prompt without the example (a screen short of rows)
    outcome: Outcome | None  # who won and why, once the game is over


def build_view(state: SimplicityState, seat: int | None) -> SimplicityView:
    d = data()
    geo = geometry(state.width)
    city = tuple(
        SpaceView(
            name=geo.names[i],
            column=i % state.width,
            row=i // state.width + 1,
            symbol=s.symbol,
            blank=s.blank,
            preprinted=s.preprinted,
            tile=s.tile,
            disc=s.disc,
            disc_team=None if s.disc is None else team_word(s.disc),
        )
        for i, s in enumerate(state.city)
    )
    open_rows = available_rows(state)
    planning = tuple(
        PlanRowView(
            row=i + 1,
            symbols=d.planning[i].symbols,
            tile=p.tile,
            taken=p.pawn is not None,
            pawn=p.pawn,
            pawn_team=None if p.pawn is None else team_word(p.pawn),
            demolished=p.demolished,
            available=i + 1 in open_rows,
            legal_spaces=legal_spaces(state, i + 1),
        )
        for i, p in enumerate(state.planning)
    )
    team_points = team_scores(state)
    seat_scores = scores(state)
    counting = [counting_team(state, s, team_points) for s in range(len(state.players))]
    discs = [0] * state.teams
    for s in state.city:
        if s.disc is not None:
            discs[s.disc] += 1
    pawns = {p.pawn: i + 1 for i, p in enumerate(state.planning) if p.pawn is not None}
    teams = tuple(
        TeamView(
            team=t,
            name=team_word(t),
            colour=d.teams[t].colour,
            seat=state.controller(t),
            player=state.players[state.controller(t)],
            discs_left=ROUNDS - discs[t],
            bonus_tokens=state.bonus[t],
            pawn_row=pawns.get(t),
            links=team_points[t].links,
            neighbourhoods=team_points[t].neighbourhoods,
            parks=team_points[t].parks,
            bonus=team_points[t].bonus,
            total=team_points[t].total,
            counts=team_points[t].total == seat_scores[state.controller(t)].total,
        )
        for t in range(state.teams)
    )
    acting = state.acting_team
    demolished = [i + 1 for i, p in enumerate(state.planning) if p.demolished]
    return SimplicityView(
        seat=seat,
        players=state.players,
        log=visible_log(state, seat),
        round=state.round,
        rounds=ROUNDS,
        phase=state.phase,
        width=state.width,
        columns=COLUMN_LETTERS[: state.width],
        city=city,
        planning=planning,
        turn_order=state.order,
        turn=state.turn,
        pawn_order=pawn_order(state),
        acting_team=acting,
        acting_team_name=None if acting is None else team_word(acting),
        acting_player=None if acting is None else state.controller(acting),
        demolition_in_use=state.demolition,
        demolition_holder=state.demolition_holder,
        demolished_row=demolished[0] if demolished else None,
        no_tile_fits=no_tile_fits(state),
        teams=teams,
        player_scores=tuple(
            PlayerScoreView(
                seat=s,
                player=state.players[s],
                teams=state.teams_of(s),
                score=seat_scores[s].total,
                counting_team=counting[s],
            )
            for s in range(len(state.players))
        ),
        tiles_in_bag=sum(state.bag),
        symbols=tuple(
            SymbolView(id=s.id, name=symbol_word(s.id), glyph=s.glyph, ascii=s.ascii)
            for s in d.symbols
        ),
        tile_types=tuple(
            TileTypeView(
                id=t.id,
                name=tile_word(t.id),
                letter=tile_letter(t.id),
                park=t.park,
                colour=t.colour,
            )
            for t in d.tiles
        ),
        prompt=prompt(state),
        short_prompt=prompt(state, example=False),
        outcome=outcome(state),
    )
