"""The notation the screen and README rely on, and what the view shows."""

from __future__ import annotations

import json

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.continental.actions import (
    AssignStats,
    Attack,
    Build,
    Defend,
    EndTurn,
    MakeCity,
    MakeTower,
    Move,
    Recruit,
    Roll,
    Yield,
)
from boardgames_rules.core import MalformedAction

from tests.continental.helpers import attacked, play, position

CANONICAL = [
    ("stats I2 E4 G1 Q3", AssignStats(values=(2, 4, 1, 3))),
    ("roll", Roll()),
    ("build I c3", Build(structure="I", square="c3")),
    ("build E c3", Build(structure="E", square="c3")),
    ("build G c3", Build(structure="G", square="c3")),
    ("build Q c3", Build(structure="Q", square="c3")),
    ("recruit c3", Recruit(square="c3")),
    ("tower c3", MakeTower(square="c3")),
    ("city c3", MakeCity(square="c3")),
    ("c3-c4", Move(path=("c3", "c4"))),
    ("c3-c4-c5", Move(path=("c3", "c4", "c5"))),
    ("c3xc4 5", Attack(path=("c3", "c4"), moral=5)),
    ("c3-c4xd4 2", Attack(path=("c3", "c4", "d4"), moral=2)),
    ("defend people", Defend(means="people")),
    ("defend resources", Defend(means="resources")),
    ("yield", Yield()),
    ("end", EndTurn()),
]


@pytest.mark.parametrize(("text", "action"), CANONICAL, ids=[t for t, _ in CANONICAL])
def test_canonical_notation_parses_and_formats_back(text, action) -> None:
    state = position()
    assert GAME.parse_action(state, text) == action
    assert GAME.format_action(state, action) == text


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("stats 2413", AssignStats(values=(2, 4, 1, 3))),
        ("STATS q3 g1 e4 i2", AssignStats(values=(2, 4, 1, 3))),
        ("Stats I2E4G1Q3", AssignStats(values=(2, 4, 1, 3))),
        ("  BUILD  g   C3 ", Build(structure="G", square="c3")),
        ("build farm c3", Build(structure="G", square="c3")),
        ("C3 - C4 - C5", Move(path=("c3", "c4", "c5"))),
        ("C3XC4 5", Attack(path=("c3", "c4"), moral=5)),
        ("c3 - c4 x d4   2", Attack(path=("c3", "c4", "d4"), moral=2)),
        ("Defend People", Defend(means="people")),
        ("defend res", Defend(means="resources")),
        ("End Turn", EndTurn()),
    ],
)
def test_notation_is_forgiving_of_case_and_spaces(text, action) -> None:
    assert GAME.parse_action(position(), text) == action


@pytest.mark.parametrize(
    "text",
    ["", "fly c3", "stats 1 2 3", "stats I1 I2 G3 Q4", "build X c3", "build I z9", "c3",
     "c3xc4", "c3-c4x", "recruit", "defend", "defend gold", "c9-c8"],
)  # fmt: skip
def test_unreadable_text_is_malformed(text) -> None:
    with pytest.raises(MalformedAction):
        GAME.parse_action(position(), text)


def test_text_that_is_no_action_is_answered_with_the_actions() -> None:
    with pytest.raises(MalformedAction) as err:
        GAME.parse_action(position(), "fly c3")
    for word in ("stats", "roll", "build", "recruit", "tower", "city", "defend", "yield", "end"):
        assert word in err.value.reason
        assert "not an action" not in _reason(f"{word} zz9")


def _reason(text: str) -> str:
    try:
        GAME.parse_action(position(), text)
    except MalformedAction as err:
        return err.reason
    return ""


def test_an_attack_without_moral_says_how_to_write_it() -> None:
    with pytest.raises(MalformedAction, match="Moral"):
        GAME.parse_action(position(), "c3xc4")


def test_every_legal_action_round_trips_through_notation() -> None:
    state = position("Cb2 Qa1 .a2 Ad4 .c3", "Cg7 Gd5 .e4", providence=6)
    for action in GAME.legal_actions(state):
        assert GAME.parse_action(state, GAME.format_action(state, action)) == action


def test_view_shows_the_board_the_panels_the_turn_and_the_pending_attack() -> None:
    state = attacked(position("Cb2 Ad4 Ia1", "Cg7 Gd5 .e4", moved=(), turn=7), "d4xd5", 4)
    view = GAME.view(state, None)
    assert len(view.squares) == 64 and view.squares[0].name == "a1"
    d4 = view.squares[27]
    assert (d4.name, d4.owner, d4.piece, d4.piece_name) == ("d4", 0, "A", "Army")
    blue, red = view.panels
    assert (blue.people, blue.moral, blue.resources) == (16, 12, 16)
    assert (blue.cities, blue.churches, blue.armies, blue.territory) == (1, 1, 1, 3)
    assert (red.farms, red.territory, red.stats) == (1, 3, (1, 2, 3, 4))
    assert (view.turn, view.turn_limit, view.providence) == (7, 60, 7)
    assert view.providence_label == "Prosperity (Providence 7)"
    assert view.pending is not None
    assert (view.pending.target, view.pending.moral, view.pending.kind_name) == (
        "d5",
        4,
        "direct battle",
    )
    assert view.current_player == 1 and view.active == 0
    assert view.prompt == GAME.prompt(state)
    assert view.log[-1].english(view.players).startswith("Blue attacks Red's Farm on d5 from d4")


def test_view_marks_the_armies_that_moved() -> None:
    state = play(position("Cb2 Ad4 Ah4"), "d4-d5")
    view = GAME.view(state, 0)
    assert view.moved == ("d5",)
    assert [s.name for s in view.squares if s.moved] == ["d5"]


def test_view_shows_the_last_roll_and_the_result() -> None:
    state = GAME.new_game(("Blue", "Red"), seed=4)
    state = play(state, "stats 1234", "stats 1234", "roll")
    view = GAME.view(state, 1)
    assert view.dice == state.dice and view.providence is not None and view.result is None


def test_state_round_trips_through_json() -> None:
    state = attacked(position("Cb2 Ad4", "Cg7 Gd5"), "d4xd5", 4)
    assert GAME.load_state(json.loads(state.model_dump_json())) == state


def test_prompts_say_who_must_do_what() -> None:
    state = GAME.new_game(("Blue", "Red"), seed=4)
    assert GAME.prompt(state) == (
        "Blue: assign the stats 1-4 to I (Church), E (School), G (Farm), Q (Barracks)"
    )
    state = play(state, "stats 1234", "stats 1234")
    assert GAME.prompt(state) == "Blue: roll the dice (turn 1 of 60)"


def test_rules_text_has_the_notation_and_the_decisions() -> None:
    text = GAME.rules_text()
    assert "## Notation" in text and "[decided here]" in text
    for example in ("stats I2 E4 G1 Q3", "c3-c4xd4 2", "defend resources", "build G c3"):
        assert example in text
