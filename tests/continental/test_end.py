"""How the game ends: elimination, no City/Tower/Army, Domination and its tie-breaks, the limit."""

from __future__ import annotations

from boardgames_rules.continental import GAME
from boardgames_rules.continental.board import NAMES
from boardgames_rules.core.messages import english

from tests.continental.helpers import attacked, play, position, rigged

PLAYERS = ("Blue", "Red")  # position()'s: the reason's seats are named as these


def halves(blue_extra: str = "", red_extra: str = "", neutral: tuple[str, ...] = ("d1",), **kw):
    """Columns a-d Blue's, e-h Red's, except the ``neutral`` squares; Blue's army on d3."""
    blue = " ".join(f".{n}" for n in NAMES if n[0] in "abcd" and n not in neutral)
    red = " ".join(f".{n}" for n in NAMES if n[0] in "efgh" and n not in neutral)
    blue = blue.replace(".b2", "Cb2").replace(".d3", "Ad3")
    red = red.replace(".g7", "Cg7")
    return position(f"{blue} {blue_extra}", f"{red} {red_extra}", **kw)


def test_a_player_with_no_people_and_no_moral_is_eliminated_at_once() -> None:
    state = attacked(position("Cb2 Ad4", "Cg7 Gd5", people=(16, 5), moral=(16, 0)), "d4xd5", 5)
    state = play(state, "defend people")
    assert GAME.current_player(state) is None and GAME.legal_actions(state) == []
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,)
    said = english(outcome.reason, PLAYERS)
    assert said == "Red has no People and no Moral left: Blue wins by elimination."
    assert state.log[-1].english(state.players) == "Game over. " + said


def test_no_people_alone_is_not_elimination() -> None:
    state = attacked(position("Cb2 Ad4", "Cg7 Gd5", people=(16, 5), moral=(16, 1)), "d4xd5", 5)
    state = play(state, "defend people")
    assert GAME.outcome(state) is None and GAME.current_player(state) == 0


def test_military_upkeep_can_eliminate_the_roller() -> None:
    state = play(rigged(position(phase="roll", people=(2, 16), moral=(0, 16)), 6), "roll")
    assert GAME.outcome(state).winners == (1,)


def test_a_player_left_without_city_tower_or_army_loses_at_once() -> None:
    state = play(attacked(position("Cb2 Af7", "Cg7 Gh8"), "f7xg7", 1), "yield")
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,)
    said = english(outcome.reason, PLAYERS)
    assert said == "Red has no City, no Tower and no Army left: Blue wins."


def test_a_tower_or_an_army_keeps_a_player_without_city_in_the_game() -> None:
    state = play(attacked(position("Cb2 Af7", "Cg7 Th8"), "f7xg7", 1), "yield")
    assert GAME.outcome(state) is None
    state = play(attacked(position("Cb2 Af7", "Cg7 Aa8"), "f7xg7", 1), "yield")
    assert GAME.outcome(state) is None


def test_domination_ends_the_game_when_all_64_squares_are_owned_most_squares_wins() -> None:
    state = halves(neutral=("d1", "e1"))
    assert GAME.outcome(state) is None
    state = play(state, "d3-d2")  # claims d1 and e1
    outcome = GAME.outcome(state)
    assert outcome.winners == (0,)
    assert (
        english(outcome.reason, PLAYERS)
        == "All 64 squares are owned (Domination): Blue wins with 33 squares to 31."
    )


def test_domination_tie_goes_to_the_higher_people_plus_moral_plus_resources() -> None:
    state = play(halves(moral=(16, 18)), "d3-d2")  # 32 squares each
    outcome = GAME.outcome(state)
    assert outcome.winners == (1,)
    assert "both hold 32 squares, and Red wins on People + Moral + Resources, 50 to 48" in (
        english(outcome.reason, PLAYERS)
    )


def test_domination_with_equal_squares_and_wealth_is_a_draw() -> None:
    outcome = GAME.outcome(play(halves(), "d3-d2"))
    assert outcome.winners == (0, 1)
    assert english(outcome.reason, PLAYERS).endswith("a draw.")


def test_the_game_ends_after_sixty_turns_each_scored_as_domination() -> None:
    state = halves(neutral=("d1", "e1", "f1"), active=0, turn=60)
    state = play(state, "end")
    assert GAME.outcome(state) is None  # Red still plays turn 60
    state = play(rigged(state, 5), "roll", "end")
    outcome = GAME.outcome(state)
    assert GAME.current_player(state) is None
    assert outcome.winners == (0,)  # 31 squares to 30
    assert english(outcome.reason, PLAYERS).startswith("The turn limit of 60 turns each is reached")


def test_outcome_scores_break_down_territory_people_moral_resources() -> None:
    state = play(halves(neutral=("d1", "e1"), people=(3, 4), resources=(5, 6)), "d3-d2")
    scores = {s.seat: s for s in GAME.outcome(state).scores}
    assert scores[0].breakdown == {"territory": 33, "people": 3, "moral": 16, "resources": 5}
    assert scores[1].breakdown == {"territory": 31, "people": 4, "moral": 16, "resources": 6}
    assert scores[0].total == 33


def test_provisional_scores_are_available_during_play() -> None:
    state = GAME.new_game(("Blue", "Red"), seed=2)
    assert [s.total for s in GAME.scores(state)] == [9, 9]
