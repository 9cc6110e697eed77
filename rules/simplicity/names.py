"""How teams, tiles, symbols and rows are named in the log and the prompts."""

from __future__ import annotations

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


def order_text(state: SimplicityState, order: tuple[int, ...]) -> str:
    return ", ".join(team_label(state, t) for t in order)


def tiles_text(state: SimplicityState) -> str:
    return (
        f"Round {state.round} tiles: "
        + ", ".join(f"row {i + 1} {tile_name(p.tile)}" for i, p in enumerate(state.planning))
        + "."
    )
