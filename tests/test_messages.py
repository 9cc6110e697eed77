"""Messages: the rules say things as an id and parameters, rendered in English by one function."""

from __future__ import annotations

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.messages import KINDS, Message, MessageKind, english
from boardgames_rules.simplicity.messages import SEAT_ONE_TEAM, WON

from tests.conformance import random_game


def test_a_message_renders_its_parameters_lists_and_messages_within() -> None:
    seat = SEAT_ONE_TEAM(player="Ann", points=7, team="Red")
    other = SEAT_ONE_TEAM(player="Ben", points=5, team="Blue")
    message = WON(player="Ann", points=7, ranking=(seat, other))
    assert english(message) == "Ann wins with 7 points. Ann 7 (team Red); Ben 5 (team Blue)."


def test_a_message_is_plain_data_and_reads_back_from_json() -> None:
    message = WON(player="Ann", points=7, ranking=(SEAT_ONE_TEAM(player="A", points=1, team="R"),))
    assert Message.model_validate_json(message.model_dump_json()) == message
    assert message.model_dump()["id"] == "simplicity.won"


def test_a_kind_takes_exactly_its_templates_placeholders() -> None:
    with pytest.raises(ValueError, match="takes"):
        WON(player="Ann", points=7)
    with pytest.raises(ValueError, match="two templates"):
        MessageKind("simplicity.won", "another sentence")
    with pytest.raises(ValueError, match="is not"):
        MessageKind("No Game", "x")


def test_an_unknown_message_is_named_when_it_cannot_be_rendered() -> None:
    with pytest.raises(KeyError, match="nowhere.said"):
        english(Message(id="nowhere.said"))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_games_outcome_is_a_message_of_its_own_rendered_in_english(name: str) -> None:
    game = GAMES[name]
    for seed in (1, 2):
        for state, action in random_game(game, game.min_players, seed):
            last = game.apply(state, action)
        outcome = game.outcome(last)
        assert outcome is not None and isinstance(outcome.reason, Message)
        assert outcome.reason.id.startswith(f"{name}.")
        text = english(outcome.reason, last.players)
        assert text and "{" not in text
    # Every kind belongs to a game, or to the core (words every game's log shares).
    assert all(id.split(".")[0] in (*GAMES, "pebbles", "core") for id in KINDS)
