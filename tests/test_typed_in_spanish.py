"""A Spanish table may type the game's Spanish words after `:`: the same action as the notation.

The notation stays canonical (saves, replays, `run --moves`); what a player types is read as
the notation first, then, in Spanish, with the game's Spanish words put into it
(rules/core/typed.py, from the terms in the catalogue).
"""

from __future__ import annotations

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.errors import MalformedAction
from boardgames_rules.core.session import Session
from boardgames_rules.core.typed import canonical
from boardgames_rules.registry import get_game

# (game, Spanish as a player types it, the notation it means)
SAME = [
    ("continental", "tirar dados", "roll"),
    ("continental", "Lanzar dados", "roll"),
    ("continental", "construir Granja c3", "build G c3"),
    ("continental", "construir G c3", "build G c3"),
    ("continental", "CONSTRUIR iglesia b1", "build I b1"),
    ("continental", "reclutar c3", "recruit c3"),
    ("continental", "torre d4", "tower d4"),
    ("continental", "ciudad d4", "city d4"),
    ("continental", "defender personas", "defend people"),
    ("continental", "defender recursos", "defend resources"),
    ("continental", "no defender", "yield"),
    ("continental", "terminar turno", "end"),
    ("continental", "estadísticas 2431", "stats 2431"),
]


@pytest.fixture
def spanish():
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


@pytest.mark.parametrize(("game", "spanish_words", "notation"), SAME)
def test_the_spanish_words_and_the_notation_are_the_same_action(
    game, spanish_words, notation, spanish
) -> None:
    rules = get_game(game)
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    assert rules.read_typed(state, spanish_words) == rules.parse_action(state, notation)


@pytest.mark.parametrize(("game", "spanish_words", "notation"), SAME)
def test_the_notation_still_reads_in_spanish(game, spanish_words, notation, spanish) -> None:
    rules = get_game(game)
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    assert rules.read_typed(state, notation) == rules.parse_action(state, notation)


def test_in_english_the_spanish_words_are_refused_with_the_notations_reason() -> None:
    rules = get_game("continental")
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    with pytest.raises(MalformedAction, match="not an action of Continental"):
        rules.read_typed(state, "tirar dados")
    assert canonical("continental", "tirar dados") is None


def test_a_line_of_neither_is_refused_with_the_notations_reason(spanish) -> None:
    rules = get_game("continental")
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    with pytest.raises(MalformedAction, match="not an action of Continental"):
        rules.read_typed(state, "bailar c3")
