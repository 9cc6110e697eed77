"""Who acts, what is legal, and what an action does: turns, rounds, demolition."""

from __future__ import annotations

from functools import cache

from boardgames_rules.core import Frozen, Rejection
from boardgames_rules.core.i18n import _
from boardgames_rules.core.memo import memo_of
from boardgames_rules.core.typed import in_words
from boardgames_rules.simplicity import messages as said
from boardgames_rules.simplicity.actions import Build, Demolish
from boardgames_rules.simplicity.data import ROUNDS, ROWS, data, geometry
from boardgames_rules.simplicity.labels import GAME, team_word
from boardgames_rules.simplicity.names import (
    order_said,
    row_said,
    team_said,
    tile_said,
    tiles_said,
)
from boardgames_rules.simplicity.setup import draw_tiles
from boardgames_rules.simplicity.state import PlanRow, SimplicityState, Space

# -- legality ------------------------------------------------------------------------------------


def available_rows(state: SimplicityState) -> tuple[int, ...]:
    """Rows (1-7) whose tile may still be taken this round."""
    if state.phase != "play":
        return ()
    return tuple(i + 1 for i, p in enumerate(state.planning) if p.available)


def fits(space: Space, row: int) -> bool:
    """May a tile from ``row`` be built on ``space`` under the normal rule?"""
    if not space.empty:
        return False
    symbols = data().row_symbols[row - 1]
    if not symbols:
        return True  # the wild row fits every empty space, the blank one included
    return space.symbol in symbols  # the blank space has no symbol, so it never matches


def _placements(state: SimplicityState) -> tuple[dict[int, list[int]], bool]:
    """Each available row's legal spaces (indices), and whether the no-fit fallback is on.

    Do not change the lists: they are shared with later calls on the same state.
    """
    # Kept in the state's Memo for the last state asked about (legal_actions, then validate
    # and resolve of the chosen action, all ask), matched by the identity of its field dict
    # (see ``rules.core.memo``).
    memo = memo_of(state)
    entry = memo.get("placements")
    if entry is not None and entry[0] is state.__dict__:
        return entry[1]
    found = _work_out_placements(state)
    memo["placements"] = (state.__dict__, found)
    return found


def _work_out_placements(state: SimplicityState) -> tuple[dict[int, list[int]], bool]:
    rows = available_rows(state)
    empty = [(i, s.symbol) for i, s in enumerate(state.city) if s.tile is None]
    row_symbols = data().row_symbols
    normal: dict[int, list[int]] = {}
    for r in rows:
        symbols = row_symbols[r - 1]
        # fits(space, r) for an empty space: the wild row fits all, else the symbol matches
        normal[r] = [i for i, _ in empty] if not symbols else [i for i, s in empty if s in symbols]
    if not rows or any(normal.values()):
        return normal, False
    # [decided] no available tile has a legal space: any tile goes on any empty space
    spaces = [i for i, _ in empty]
    return {r: spaces for r in rows}, True


def no_tile_fits(state: SimplicityState) -> bool:
    """True when no available tile has a legal space: then any tile goes on any empty space."""
    return _placements(state)[1]


def legal_spaces(state: SimplicityState, row: int) -> tuple[str, ...]:
    """The spaces the acting team may build row ``row``'s tile on now (for the screen)."""
    names = geometry(state.width).names
    return tuple(names[i] for i in _placements(state)[0].get(row, ()))


# Actions are immutable values: the legal lists hand out one shared instance per value.
@cache
def _builds(width: int, row: int) -> tuple[Build, ...]:
    """The build of ``row``'s tile on each space, by space index."""
    return tuple(Build(row=row, space=name) for name in geometry(width).names)


_DEMOLISH = tuple(Demolish(row=r) for r in range(1, ROWS + 1))


def current_player(state: SimplicityState) -> int | None:
    team = state.acting_team
    return None if team is None else state.controller(team)


def legal_actions(state: SimplicityState) -> list[Build | Demolish]:
    if state.phase == "demolish":
        return list(_DEMOLISH)
    width = state.width
    out: list[Build | Demolish] = []
    for r, spaces in _placements(state)[0].items():
        builds = _builds(width, r)
        out += [builds[i] for i in spaces]
    return out


def validate(state: SimplicityState, action: Frozen) -> Rejection | None:
    if state.phase == "over":
        return Rejection(rule="game-over", message=said.GAME_OVER())
    if isinstance(action, Demolish):
        return _validate_demolish(state, action)
    if isinstance(action, Build):
        return _validate_build(state, action)
    return Rejection(rule="unknown-action", message=said.NOT_AN_ACTION(action=repr(action)))


def _validate_demolish(state: SimplicityState, action: Demolish) -> Rejection | None:
    if state.phase != "demolish":
        return Rejection(rule="no-demolition-now", message=said.NO_DEMOLITION_NOW())
    if not 1 <= action.row <= ROWS:
        return Rejection(rule="no-such-row", message=said.NO_SUCH_ROW(row=action.row))
    return None


def _validate_build(state: SimplicityState, action: Build) -> Rejection | None:
    if state.phase == "demolish":
        team = state.demolisher
        # a refusal is read at once: the player's name as it is, not a seat to look up
        who = said.TEAM(colour=said.COLOUR[team](), player=state.players[state.controller(team)])
        return Rejection(rule="demolition-first", message=said.DEMOLITION_FIRST(team=who))
    row = action.row
    if not 1 <= row <= ROWS:
        return Rejection(rule="no-such-row", message=said.NO_SUCH_ROW(row=row))
    plan = state.planning[row - 1]
    if plan.demolished:
        tile = tile_said(plan.tile)
        return Rejection(rule="tile-demolished", message=said.TILE_DEMOLISHED(tile=tile, row=row))
    if plan.pawn is not None:
        colour = said.COLOUR[plan.pawn]()
        return Rejection(rule="tile-taken", message=said.TILE_TAKEN(row=row, colour=colour))
    geo = geometry(state.width)
    index = geo.index.get(action.space)
    if index is None:
        message = said.NO_SUCH_SPACE(
            space=repr(action.space), first=geo.names[0], last=geo.names[-1]
        )
        return Rejection(rule="no-such-space", message=message)
    space = state.city[index]
    if space.tile is not None:  # not empty
        if space.preprinted:
            kind = said.PREPRINTED_HERE
        elif space.tile in data().building_ids:
            kind = said.BUILT_BUILDING_HERE
        else:
            kind = said.BUILT_HERE
        return Rejection(
            rule="space-occupied", message=kind(space=action.space, tile=tile_said(space.tile))
        )
    if fits(space, row):
        return None
    placements, fallback = _placements(state)
    if fallback:
        return None
    if not placements[row]:
        return Rejection(
            rule="tile-unplayable", message=said.TILE_UNPLAYABLE(row=row, rule=row_said(row))
        )
    if space.symbol is None:  # empty and without a symbol: the blank space
        message = said.BLANK_NEEDS_LAST_ROW(space=action.space, last=ROWS)
        return Rejection(rule="blank-needs-row-7", message=message)
    message = said.SYMBOL_MISMATCH(
        row=row, rule=row_said(row), space=action.space, symbol=said.SYMBOL[space.symbol]()
    )
    return Rejection(rule="symbol-mismatch", message=message)


# -- resolving -----------------------------------------------------------------------------------


def resolve(state: SimplicityState, action: Build | Demolish) -> SimplicityState:
    if isinstance(action, Demolish):
        return _resolve_demolish(state, action)
    return _resolve_build(state, action)


def _resolve_demolish(state: SimplicityState, action: Demolish) -> SimplicityState:
    team = state.demolisher
    planning = list(state.planning)
    planning[action.row - 1] = planning[action.row - 1].model_copy(update={"demolished": True})
    text = said.DEMOLISH(
        team=team_said(state, team), tile=tile_said(planning[action.row - 1].tile), row=action.row
    )
    return state.model_copy(
        update={"planning": tuple(planning), "phase": "play"}
        | state.logged(text, seat=state.controller(team))
    )


def _resolve_build(state: SimplicityState, action: Build) -> SimplicityState:
    team = state.order[state.turn]
    fallback = no_tile_fits(state)
    index = geometry(state.width).index[action.space]
    plan = state.planning[action.row - 1]
    city = list(state.city)
    city[index] = city[index].model_copy(update={"tile": plan.tile, "disc": team})
    planning = list(state.planning)
    planning[action.row - 1] = plan.model_copy(update={"pawn": team})
    text = (said.BUILD_ANYWHERE if fallback else said.BUILD)(
        team=team_said(state, team), tile=tile_said(plan.tile), row=action.row, space=action.space
    )
    state = state.model_copy(
        update={"city": tuple(city), "planning": tuple(planning), "turn": state.turn + 1}
        | state.logged(text, seat=state.controller(team))
    )
    if state.turn < len(state.order):
        return state
    return _end_round(state)


def pawn_order(state: SimplicityState) -> tuple[int, ...]:
    """Teams whose pawn is on the planning board this round, top row first.

    Each row holds one tile, so two pawns never share a row: the order has no ties.
    """
    return tuple(p.pawn for p in state.planning if p.pawn is not None)


def _end_round(state: SimplicityState) -> SimplicityState:
    order = pawn_order(state)
    if state.round == ROUNDS:
        text = said.GAME_ENDS(rounds=ROUNDS, order=order_said(state, order))
        return state.model_copy(update={"phase": "over"} | state.logged(text))
    return start_round(state, state.round + 1, order)


def start_round(state: SimplicityState, number: int, order: tuple[int, ...]) -> SimplicityState:
    """Rounds 2-5: fresh tiles; the last team gets a bonus token (and maybe demolition)."""
    # [decided] tiles left over from the last round leave the game
    tiles, bag, rng = draw_tiles(state.bag, state.rng, ROWS)
    last = order[-1]
    bonus = list(state.bonus)
    bonus[last] += 1
    state = state.model_copy(
        update={
            "round": number,
            "order": order,
            "turn": 0,
            "planning": tuple(PlanRow(tile=t) for t in tiles),
            "bag": bag,
            "rng": rng,
            "reveal": state.reveal + 1,
            "bonus": tuple(bonus),
            "phase": "demolish" if state.demolition else "play",
            "demolition_holder": last if state.demolition else None,
        }
    )
    state = state.model_copy(
        update=state.logged(said.ROUND(round=number, order=order_said(state, order)))
    )
    state = state.model_copy(update=state.logged(tiles_said(state)))
    gets = said.LAST_GETS_BONUS_AND_DEMOLITION if state.demolition else said.LAST_GETS_BONUS
    text = gets(team=team_said(state, last))
    return state.model_copy(update=state.logged(text, seat=state.controller(last)))


# -- prompt --------------------------------------------------------------------------------------


def prompt(state: SimplicityState, example: bool = True) -> str:
    """What the acting team does now; ``example`` adds the command line's notation for it
    (a screen short of room leaves it out: its keys say how to choose).  In the language on
    screen: one catalogue sentence per case, the example in the words a player may type."""
    team = state.acting_team
    if team is None:
        return _("The game is over.")
    player, colour = state.players[state.controller(team)], team_word(team)
    if state.phase == "demolish":
        return _(
            "Round {round}: {player} plays team {team}, last this round: put the demolition "
            "token on a tile ({example})"
        ).format(
            round=state.round, player=player, team=colour, example=in_words(GAME, "demolish 1-7")
        )
    first = legal_actions(state)[0]
    assert isinstance(first, Build)  # out of the demolish phase, every action builds
    values = {
        "round": state.round,
        "turn": state.turn + 1,
        "turns": len(state.order),
        "player": player,
        "team": colour,
        "example": in_words(GAME, f"{first.row} {first.space}"),
    }
    if no_tile_fits(state):
        if example:
            text = _(
                "Round {round}, turn {turn}/{turns}: {player} plays team {team}: take a tile "
                "and build it (row space, e.g. {example}); no tile fits, so any tile goes on "
                "any empty space"
            )
        else:
            text = _(
                "Round {round}, turn {turn}/{turns}: {player} plays team {team}: take a tile "
                "and build it; no tile fits, so any tile goes on any empty space"
            )
    elif example:
        text = _(
            "Round {round}, turn {turn}/{turns}: {player} plays team {team}: take a tile and "
            "build it (row space, e.g. {example})"
        )
    else:
        text = _(
            "Round {round}, turn {turn}/{turns}: {player} plays team {team}: take a tile and "
            "build it"
        )
    return text.format(**values)
