import pytest
from boardgames_rules.core import MalformedAction
from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.actions import Build, Demolish

from .helpers import position

EMPTY = "\n".join(["o o o o"] * 7)


@pytest.mark.parametrize(
    "text",
    ["3 c5", "3c5", "3-c5", "3 on c5", "take 3 c5", "take 3 build c5", " 3   C5 ", "3 > c5"],
)
def test_take_and_build_is_row_then_space(text):
    assert GAME.parse_action(position(EMPTY), text) == Build(row=3, space="c5")


@pytest.mark.parametrize("text", ["demolish 4", "Demolish 4", "dem 4", "demo4", "demolish row 4"])
def test_demolition_is_demolish_then_row(text):
    assert GAME.parse_action(position(EMPTY), text) == Demolish(row=4)


def test_a_bare_row_number_places_the_demolition_token_when_that_is_due():
    state = position(EMPTY, phase="demolish", demolition_holder=3)
    assert GAME.parse_action(state, "4") == Demolish(row=4)
    with pytest.raises(MalformedAction, match="name the space"):
        GAME.parse_action(position(EMPTY), "4")


@pytest.mark.parametrize("text", ["", "c5", "hello", "3 c", "3 55", "demolish"])
def test_unreadable_text_is_malformed(text):
    with pytest.raises(MalformedAction):
        GAME.parse_action(position(EMPTY), text)


def test_well_formed_but_illegal_text_parses_then_fails_validation():
    action = GAME.parse_action(position(EMPTY), "9 z9")
    assert action == Build(row=9, space="z9")
    assert GAME.validate(position(EMPTY), action).rule == "no-such-row"


def test_canonical_notation():
    state = position(EMPTY)
    assert GAME.format_action(state, Build(row=7, space="d1")) == "7 d1"
    assert GAME.format_action(state, Demolish(row=2)) == "demolish 2"


def test_rules_text_documents_every_notation():
    text = GAME.rules_text()
    assert "## Notation" in text
    assert "`3 c5`" in text and "`demolish 4`" in text
    assert "[decided here]" in text
