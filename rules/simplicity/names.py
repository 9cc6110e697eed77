"""How teams, tiles, symbols and rows are named in the log and the prompts."""

from __future__ import annotations

from boardgames_rules.core.messages import Message, seat
from boardgames_rules.simplicity import messages as said
from boardgames_rules.simplicity.data import data
from boardgames_rules.simplicity.state import SimplicityState


def team_name(team: int) -> str:
    return data().teams[team].name


def team_label(state: SimplicityState, team: int) -> str:
    """``Red (Ann)``: the team and the player running it."""
    return f"{team_name(team)} ({state.players[state.controller(team)]})"


def tile_name(tile: str) -> str:
    return data().tile_by_id[tile].name


def symbol_label(symbol: str) -> str:
    s = data().symbol_by_id[symbol]
    return f"{s.glyph} {s.name}"


def row_rule(row: int) -> str:
    """What spaces a row's tile may go on, as a phrase: ``a ● circle or ◆ diamond space``."""
    symbols = data().planning[row - 1].symbols
    if not symbols:
        return "any empty space"
    return "a " + " or ".join(symbol_label(s) for s in symbols) + " space"


# -- the same, as the log says them (messages, rendered in the language on screen) -----------
def team_said(state: SimplicityState, team: int) -> Message:
    """``team_label``: the team's colour and the seat running it."""
    return said.TEAM(colour=said.COLOUR[team](), player=seat(state.controller(team)))


def order_said(state: SimplicityState, order: tuple[int, ...]) -> tuple[Message, ...]:
    return tuple(team_said(state, t) for t in order)


def tile_said(tile: str) -> Message:
    return said.TILE[tile]()


def tiles_said(state: SimplicityState) -> Message:
    rows = tuple(
        said.ROW_TILE(row=i + 1, tile=tile_said(p.tile)) for i, p in enumerate(state.planning)
    )
    return said.TILES(round=state.round, rows=rows)


def row_said(row: int) -> Message:
    """``row_rule``: the spaces a row's tile may go on."""
    symbols = data().planning[row - 1].symbols
    if not symbols:
        return said.ANY_SPACE()
    return said.SYMBOL_SPACE(symbols=tuple(said.SYMBOL[s]() for s in symbols))
