import pytest
from boardgames_rules.simplicity import GAME, legal_spaces
from boardgames_rules.simplicity.actions import Build, Demolish
from boardgames_rules.simplicity.data import geometry

from .helpers import position

CITY = """
o  ^  #  <
*  _  B- o
^  #  <  *
B- o  ^  #
<  *  o  B-
#  <  *  ^
B0 o  #  Y-
"""
CIRCLES = {"a1", "d2", "b4", "c5", "b7"}
TRIANGLES = {"b1", "a3", "c4", "d6"}
SQUARES = {"c1", "b3", "d4", "a6", "c7"}
DIAMONDS = {"d1", "c3", "a5", "b6"}
HEXAGONS = {"a2", "d3", "b5", "c6"}
BLANK = "b2"
EVERY_EMPTY = CIRCLES | TRIANGLES | SQUARES | DIAMONDS | HEXAGONS | {BLANK}


def _rule(state, row, space):
    rejection = GAME.validate(state, Build(row=row, space=space))
    return None if rejection is None else rejection.rule


def _all_rejections_match_legal_actions(state):
    """legal_actions is exactly the set of actions validate accepts."""
    names = geometry(state.width).names
    accepted = {
        Build(row=r, space=s)
        for r in range(1, 8)
        for s in names
        if GAME.validate(state, Build(row=r, space=s)) is None
    }
    assert accepted == set(GAME.legal_actions(state))


@pytest.mark.parametrize(
    ("row", "spaces"),
    [
        (1, CIRCLES),
        (2, TRIANGLES),
        (3, SQUARES),
        (4, DIAMONDS | HEXAGONS),
        (5, CIRCLES | DIAMONDS),
        (6, TRIANGLES | HEXAGONS),
        (7, EVERY_EMPTY),
    ],
)
def test_each_row_tile_goes_only_on_its_symbols(row, spaces):
    state = position(CITY)
    assert set(legal_spaces(state, row)) == spaces
    assert {a.space for a in GAME.legal_actions(state) if a.row == row} == spaces
    _all_rejections_match_legal_actions(state)


def test_row_7_tile_may_go_on_the_blank_space():
    state = position(CITY)
    assert _rule(state, 7, BLANK) is None
    after = GAME.apply(state, Build(row=7, space=BLANK))
    space = after.city[geometry(4).index[BLANK]]
    assert space.tile == "orange" and space.disc == 0 and space.blank


@pytest.mark.parametrize("row", [1, 2, 3, 4, 5, 6])
def test_blank_space_takes_only_the_row_7_tile(row):
    assert _rule(position(CITY), row, BLANK) == "blank-needs-row-7"


def test_tile_may_not_go_on_another_symbol():
    state = position(CITY)
    assert _rule(state, 1, "b1") == "symbol-mismatch"
    assert _rule(state, 5, "c1") == "symbol-mismatch"
    assert "circle" in GAME.validate(state, Build(row=1, space="b1")).message


@pytest.mark.parametrize("space", ["c2", "a4", "a7"])
def test_built_and_preprinted_spaces_are_not_empty(space):
    assert _rule(position(CITY), 7, space) == "space-occupied"


def test_unknown_row_and_space_are_refused():
    state = position(CITY)
    assert _rule(state, 8, "a1") == "no-such-row"
    assert _rule(state, 0, "a1") == "no-such-row"
    assert _rule(state, 1, "e1") == "no-such-space"
    assert _rule(state, 1, "a8") == "no-such-space"


def test_a_taken_tile_cannot_be_taken_again():
    state = position(CITY, pawns={1: 3}, order=(3, 0, 1, 2), turn=1)
    assert _rule(state, 1, "a1") == "tile-taken"
    assert 1 not in {a.row for a in GAME.legal_actions(state)}


def test_building_places_the_tile_the_disc_and_the_pawn():
    state = position(CITY, order=(2, 0, 1, 3))
    after = GAME.apply(state, Build(row=3, space="c1"))
    space = after.city[geometry(4).index["c1"]]
    assert (space.tile, space.disc) == ("purple", 2)
    assert after.planning[2].pawn == 2
    assert GAME.current_player(after) == 0
    assert after.turn == 1


NO_SQUARES = """
o  ^  B0 <
*  _  B- o
^  O1 <  *
B- o  ^  P2
<  *  o  B-
Y3 <  *  ^
B0 o  G1 Y-
"""


def test_a_tile_without_a_legal_space_cannot_be_taken_while_another_fits():
    state = position(NO_SQUARES)
    assert legal_spaces(state, 3) == ()
    assert _rule(state, 3, "a1") == "tile-unplayable"
    assert 3 not in {a.row for a in GAME.legal_actions(state)}
    _all_rejections_match_legal_actions(state)


ONLY_DIAMONDS_FREE = """
O0 O0 B0 <
Y0 _  B- G0
O0 O1 <  Y0
B- P0 Y0 P2
<  B0 P0 B-
Y3 <  Y0 P0
B0 P0 G1 Y-
"""


def test_when_no_tile_fits_any_available_tile_goes_on_any_empty_space():
    # rows 1 (circle), 3 (square) and 6 (triangle/hexagon) are left; only diamonds and the
    # blank space are empty, so no tile fits and the fallback applies
    state = position(
        ONLY_DIAMONDS_FREE, pawns={2: 1, 7: 2, 4: 3}, demolished=5, order=(1, 2, 3, 0), turn=3
    )
    free = {"d1", "c3", "a5", "b6", "b2"}
    for row in (1, 3, 6):
        assert set(legal_spaces(state, row)) == free
    assert {(a.row, a.space) for a in GAME.legal_actions(state)} == {
        (r, s) for r in (1, 3, 6) for s in free
    }
    assert GAME.view(state, None).no_tile_fits
    assert "no tile fits" in GAME.prompt(state)
    _all_rejections_match_legal_actions(state)
    after = GAME.apply(state, Build(row=1, space="b2"))
    assert after.city[geometry(4).index["b2"]].disc == 0


def test_demolished_tile_cannot_be_taken():
    state = position(CITY, demolished=7)
    assert _rule(state, 7, "a1") == "tile-demolished"
    assert 7 not in {a.row for a in GAME.legal_actions(state)}
    assert legal_spaces(state, 7) == ()


def test_demolition_token_is_placed_before_any_tile_is_taken():
    state = position(CITY, phase="demolish", demolition_holder=3, order=(0, 1, 2, 3))
    assert GAME.current_player(state) == 3
    assert _rule(state, 1, "a1") == "demolition-first"
    assert set(GAME.legal_actions(state)) == {Demolish(row=r) for r in range(1, 8)}
    after = GAME.apply(state, Demolish(row=4))
    assert after.planning[3].demolished and after.phase == "play"
    assert GAME.current_player(after) == 0


def test_demolition_token_cannot_be_placed_during_the_round():
    rejection = GAME.validate(position(CITY), Demolish(row=2))
    assert rejection.rule == "no-demolition-now"
