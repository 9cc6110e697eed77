from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.actions import Build

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


def test_view_shows_every_city_space_with_its_symbol_tile_disc_and_flags():
    view = GAME.view(position(CITY), None)
    spaces = {s.name: s for s in view.city}
    assert len(spaces) == 28 and view.columns == "abcd"
    assert spaces["a1"].symbol == "circle" and spaces["a1"].tile is None
    assert spaces["b2"].blank and spaces["b2"].symbol is None
    assert spaces["c2"].preprinted and spaces["c2"].tile == "blue"
    assert (spaces["a7"].tile, spaces["a7"].disc, spaces["a7"].disc_team) == ("blue", 0, "Red")
    assert (spaces["c5"].column, spaces["c5"].row) == (2, 5)
    assert {s.glyph for s in view.symbols} == {"●", "▲", "■", "◆", "⬢"}


def test_view_shows_the_planning_board_and_who_acts():
    state = position(CITY, pawns={2: 1}, demolished=5, order=(1, 3, 0, 2), turn=1)
    view = GAME.view(state, 3)
    row2, row5, row7 = view.planning[1], view.planning[4], view.planning[6]
    assert row2.taken and row2.pawn == 1 and row2.pawn_team == "White" and not row2.available
    assert row5.demolished and not row5.available and row5.legal_spaces == ()
    assert row7.symbols == () and "b2" in row7.legal_spaces
    assert view.planning[3].symbols == ("diamond", "hexagon")
    assert (view.acting_team, view.acting_team_name, view.acting_player) == (3, "Cyan", 3)
    assert view.turn_order == (1, 3, 0, 2) and view.turn == 1
    assert view.demolished_row == 5
    assert view.teams[1].pawn_row == 2
    assert view.teams[0].discs_left == 4  # a7 carries Red's disc


def test_view_carries_provisional_scores_per_team_and_player():
    state = position(CITY, bonus=(0, 2, 0, 0))
    view = GAME.view(state, None)
    red = view.teams[0]
    assert (red.links, red.neighbourhoods, red.parks, red.bonus, red.total) == (0, 1, 0, 0, 1)
    assert view.teams[1].total == 2
    assert [p.score for p in view.player_scores] == [1, 2, 0, 0]


def test_every_seat_sees_the_same_board():
    state = GAME.new_game(GAME.default_players(3), 5)
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    views = [GAME.view(state, s) for s in (None, 0, 1, 2)]
    public = views[0].model_dump(exclude={"seat"})
    assert all(v.model_dump(exclude={"seat"}) == public for v in views)


def test_log_tells_the_action_in_words():
    state = position(CITY)
    after = GAME.apply(state, Build(row=3, space="c1"))
    assert (
        after.log[-1].english(after.players)
        == "Red (Ann) takes the Purple tile of row 3 and builds it on c1."
    )
