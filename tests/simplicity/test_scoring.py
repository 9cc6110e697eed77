import pytest
from boardgames_rules.core.messages import english
from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.scoring import team_scores

from .helpers import finished, position


def _team(city_text, team=0, **kw):
    return team_scores(position(city_text, **kw))[team]


# -- links -----------------------------------------------------------------------------------


def test_two_adjacent_discs_of_a_team_are_a_link_worth_3():
    city = """
    B0 O0 o o
    o  o  o o
    o  o  o o
    o  o  o o
    o  o  o o
    o  o  o o
    o  o  o o
    """
    assert _team(city).links == 3


def test_links_count_every_adjacent_pair_whatever_the_tiles():
    # an L of four (3 pairs) and a 2x2 square (4 pairs)
    city = """
    B0 o  o  o
    G0 o  o  o
    Y0 P0 o  o
    o  o  o  o
    o  o  O0 G0
    o  o  B0 Y0
    o  o  o  o
    """
    assert _team(city).links == 3 * 7


def test_diagonal_discs_and_other_teams_discs_are_not_links():
    city = """
    B0 o  o  o
    o  B0 o  o
    o  O1 o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    """
    scores = team_scores(position(city))
    assert scores[0].links == 0
    assert scores[1].links == 0


# -- neighbourhoods --------------------------------------------------------------------------


def test_each_disc_on_a_building_scores_its_neighbourhood_size():
    # a Blue group of 4 (two discs of team 0, one of team 1, one pre-printed)
    city = """
    B0 B1 o  o
    B- o  o  o
    B0 o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    """
    scores = team_scores(position(city))
    assert scores[0].neighbourhoods == 4 + 4
    assert scores[1].neighbourhoods == 4


def test_preprinted_buildings_join_neighbourhoods():
    city = """
    Y0 Y- Y- o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    """
    assert _team(city).neighbourhoods == 3


def test_parks_and_other_types_break_neighbourhoods():
    city = """
    O0 G1 O0 P1
    o  o  o  O0
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    """
    assert _team(city).neighbourhoods == 1 + 1 + 1


def test_diagonal_buildings_are_not_one_neighbourhood():
    city = """
    P0 o  o  o
    o  P- o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    """
    assert _team(city).neighbourhoods == 1


# -- parks -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("around", "points"),
    [
        (("o", "o", "o", "o"), 0),
        (("B-", "o", "G1", "o"), 1),  # a park next door does not count
        (("B1", "B-", "O1", "o"), 4),  # two Blues are one type
        (("B1", "O-", "P1", "G1"), 9),
        (("B1", "O-", "P1", "Y1"), 16),
    ],
)
def test_a_park_scores_the_square_of_the_building_types_next_to_it(around, points):
    up, left, right, down = around
    city = f"""
    o    {up}   o       o
    {left} G0   {right} o
    o    {down} o       o
    o    o      o       o
    o    o      o       o
    o    o      o       o
    o    o      o       o
    """
    assert _team(city).parks == points


def test_park_discs_score_nothing_for_neighbourhoods():
    city = """
    G0 B- o o
    o  o  o o
    o  o  o o
    o  o  o o
    o  o  o o
    o  o  o o
    o  o  o o
    """
    scores = _team(city)
    assert (scores.neighbourhoods, scores.parks) == (0, 1)


# -- bonus and totals ------------------------------------------------------------------------


EMPTY = "\n".join(["o o o o"] * 7)


def test_bonus_tokens_are_a_point_each():
    scores = team_scores(position(EMPTY, bonus=(2, 0, 1, 1)))
    assert [s.bonus for s in scores] == [2, 0, 1, 1]
    assert [s.total for s in scores] == [2, 0, 1, 1]


def test_total_adds_links_neighbourhoods_parks_and_bonus():
    city = """
    B0 B0 G0 O-
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    o  o  o  o
    """
    score = _team(city, bonus=(1, 0, 0, 0))
    # links: B-B and B-G; neighbourhoods: 2 + 2; park next to Blue and Orange: 4; bonus 1
    assert (score.links, score.neighbourhoods, score.parks, score.bonus) == (6, 4, 4, 1)
    assert score.total == 15


# -- players, teams, winner ------------------------------------------------------------------

TWO_TEAMS = """
B0 B0 o  o
o  o  o  O2
o  o  o  o
o  Y1 o  o
o  o  o  P3
o  o  o  P3
o  o  o  o
"""


def test_a_player_with_two_teams_scores_the_lower_team():
    state = position(TWO_TEAMS, players=2)
    ann, ben = GAME.scores(state)
    # Ann: Red (team 0) 3 + 2 + 2 = 7, Pink (team 2) 1 -> 1
    assert ann.total == 1
    assert ann.breakdown["Red total"] == 7 and ann.breakdown["Pink total"] == 1
    assert ann.breakdown["Red links"] == 3 and ann.breakdown["Red neighbourhoods"] == 4
    # Ben: White (team 1) 1, Cyan (team 3) 3 + 2 + 2 = 7 -> 1
    assert ben.total == 1
    view = GAME.view(state, None)
    assert [t.counts for t in view.teams] == [False, True, True, False]
    assert [p.counting_team for p in view.player_scores] == [2, 1]


def test_outcome_names_the_team_that_counted_for_each_player():
    state = position(TWO_TEAMS, players=2, bonus=(0, 1, 0, 0))
    over = finished(state, {1: 1, 2: 0, 3: 2, 4: 3})
    result = GAME.outcome(over)
    assert result.winners == (1,)
    assert "Ben wins with 2" in english(result.reason, over.players)
    assert "team White counted" in english(result.reason, over.players)
    assert "team Pink counted" in english(result.reason, over.players)


def test_tie_goes_to_the_player_first_in_the_final_turn_order():
    state = position(EMPTY, players=4, bonus=(1, 1, 0, 1))
    result = GAME.outcome(finished(state, {2: 3, 3: 1, 5: 0, 7: 2}))
    assert result.winners == (3,)
    result = GAME.outcome(finished(state, {2: 2, 3: 1, 5: 0, 7: 3}))
    assert result.winners == (1,)
    assert "tie" in english(result.reason, state.players)


def test_tie_with_two_teams_counts_the_better_placed_pawn():
    state = position(EMPTY, players=2)
    # Ann's Pink pawn (team 2) is on row 1; Ben's best is row 2
    result = GAME.outcome(finished(state, {1: 2, 2: 1, 3: 3, 7: 0}))
    assert result.winners == (0,)
    result = GAME.outcome(finished(state, {1: 3, 2: 0, 3: 2, 7: 1}))
    assert result.winners == (1,)
