"""Hand-built Simplicity positions for the rules tests.

A city is written as 7 lines of space-separated cells, one column per team:

* ``o ^ # < *``: an empty space with that symbol (circle, triangle, square, diamond, hexagon)
* ``_``: the blank space
* ``B-``: a pre-printed building of type B (``B O P Y`` buildings, ``G`` park)
* ``B0``: a built Blue tile carrying team 0's disc
"""

from __future__ import annotations

from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.data import data
from boardgames_rules.simplicity.state import PlanRow, SimplicityState, Space

TILE = {t.letter: t.id for t in data().tiles}
SYMBOL = {s.ascii: s.id for s in data().symbols}


def city(text: str) -> tuple[Space, ...]:
    spaces = []
    for token in text.split():
        if token == "_":
            spaces.append(Space(blank=True))
        elif token in SYMBOL:
            spaces.append(Space(symbol=SYMBOL[token]))
        elif token[1:] == "-":
            spaces.append(Space(preprinted=True, tile=TILE[token[0]]))
        else:
            spaces.append(Space(tile=TILE[token[0]], disc=int(token[1:])))
    return tuple(spaces)


def position(
    city_text: str,
    players: int = 4,
    tiles: str = "BOPYGBO",
    pawns: dict[int, int] | None = None,
    demolished: int | None = None,
    order: tuple[int, ...] | None = None,
    turn: int = 0,
    **update,
) -> SimplicityState:
    """A 4-team (2 or 4 players) position: the city, the planning tiles by letter, pawns by
    row (row -> team), a demolished row, and the turn order."""
    state = GAME.new_game(GAME.default_players(players), seed=1)
    spaces = city(city_text)
    assert len(spaces) == 7 * state.width, "one cell per space"
    pawns = pawns or {}
    planning = tuple(
        PlanRow(tile=TILE[letter], pawn=pawns.get(i + 1), demolished=demolished == i + 1)
        for i, letter in enumerate(tiles)
    )
    return state.model_copy(
        update={
            "city": spaces,
            "planning": planning,
            "order": order or tuple(range(state.teams)),
            "turn": turn,
            "phase": "play",
            "demolition_holder": None,
        }
        | update
    )


def finished(state: SimplicityState, final_rows: dict[int, int]) -> SimplicityState:
    """The position as a game over after round 5, with pawns on ``final_rows`` (row -> team)."""
    planning = tuple(
        p.model_copy(update={"pawn": final_rows.get(i + 1)}) for i, p in enumerate(state.planning)
    )
    return state.model_copy(
        update={"planning": planning, "round": 5, "phase": "over", "turn": state.teams}
    )
