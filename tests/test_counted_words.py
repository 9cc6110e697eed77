"""Counted nouns on screen read "1 unit", "3 units", never "unit(s)": in every log line and
prompt of random games, and in the refusals a player meets."""

from __future__ import annotations

import random
import re

import pytest
from boardgames_rules import GAMES
from boardgames_rules.utopia import GAME as UTOPIA
from boardgames_rules.utopia.data import CIVS as UTOPIA_CIVS

LAZY_PLURAL = re.compile(r"\w\(s\)")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games_never_write_a_noun_with_s_in_brackets(name: str) -> None:
    game = GAMES[name]
    for seed in range(1, 9):
        rng = random.Random(seed)
        state = game.new_game(game.default_players(game.max_players), seed)
        while game.current_player(state) is not None:
            assert not LAZY_PLURAL.search(game.prompt(state)), game.prompt(state)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        lazy = [
            e.english(state.players)
            for e in state.log
            if LAZY_PLURAL.search(e.english(state.players))
        ]
        assert not lazy, lazy[:3]


def first_of_kind(kind: str):
    """A state of a random three-player Utopia game and its first legal action of ``kind``."""
    rng = random.Random(4)
    state = UTOPIA.new_game(UTOPIA.default_players(3), 4)
    while UTOPIA.current_player(state) is not None:
        legal = UTOPIA.legal_actions(state)
        for action in legal:
            if action.kind == kind:
                return state, action
        state = UTOPIA.apply(state, rng.choice(legal))
    raise AssertionError(f"no {kind} in the game")


def test_utopia_refusals_count_the_cards() -> None:
    state, move = first_of_kind("move")  # one card of the prince's civilisation
    seat = UTOPIA.current_player(state)
    hands = list(state.hands)
    hands[seat] = (0,) * len(hands[seat])
    rejection = UTOPIA.validate(state.model_copy(update={"hands": tuple(hands)}), move)
    assert rejection is not None and "1 " in rejection.message and "card;" in rejection.message
    assert not LAZY_PLURAL.search(rejection.message), rejection.message

    state, discard = first_of_kind("discard")
    seat = UTOPIA.current_player(state)
    due = len(discard.cards)
    civ = next(c for i, c in enumerate(UTOPIA_CIVS) if state.hands[seat][i] < due)
    rejection = UTOPIA.validate(state, discard.model_copy(update={"cards": (civ,) * due}))
    assert rejection is not None and rejection.rule == "discard-not-held"
    assert not LAZY_PLURAL.search(rejection.message), rejection.message
