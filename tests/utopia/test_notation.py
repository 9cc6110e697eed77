"""The notation: every legal action round-trips, the documented examples parse."""

import re

import pytest
from boardgames_rules.core import MalformedAction
from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.actions import Discard, Move, TakeGuest

from tests.utopia.helpers import fresh, random_game


def test_every_legal_action_round_trips_through_its_notation():
    for players in (2, 5):
        for state in random_game(players, 3)[::3]:
            for action in GAME.legal_actions(state):
                text = GAME.format_action(state, action)
                assert GAME.parse_action(state, text) == action, text


def test_every_example_in_the_rules_notation_table_parses():
    rules = GAME.rules_text()
    table = rules[rules.index("## Notation") :]
    examples = [
        ex
        for row in table.splitlines()
        if row.startswith("| ")
        for ex in re.findall(r"`([^`<]+)`", row.split("|")[3])
    ]
    assert len(examples) >= 18
    for text in examples:
        GAME.parse_action(fresh(), text)


def test_reading_is_forgiving_of_case_spaces_names_and_separators():
    s = fresh()
    move = Move(civ="M", count=2, origin="V1", destination="V2")
    for text in ("move 2M V1-V2", "  MOVE 2 maya v1 v2 ", "move 2m V1>V2", "move 2 Mayans V1->V2"):
        assert GAME.parse_action(s, text) == move
    guest = TakeGuest(island=1, civ="M", district="F2")
    for text in ("guest Fire Maya F2", "guest fire m f2", "guest Maya F2", "guest F M F2"):
        assert GAME.parse_action(s, text) == guest
    assert GAME.parse_action(s, "discard P M") == Discard(cards=("M", "P"))
    assert GAME.parse_action(s, "discard 2g c") == Discard(cards=("G", "G", "C"))


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "type an action"),
        ("fly M V1-V2", "unknown action"),
        ("move X V1-V2", "not a civilisation"),
        ("move M V1-Z9", "not a district"),
        ("move M V1", "missing"),
        ("wonder Moon", "not an island"),
        ("king C now", "unexpected"),
        ("discard", "say which cards"),
    ],
)
def test_unreadable_text_is_refused_with_the_reason(text, reason):
    with pytest.raises(MalformedAction) as caught:
        GAME.parse_action(fresh(), text)
    assert reason in str(caught.value)
