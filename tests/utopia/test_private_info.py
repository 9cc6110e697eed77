"""Hands are private: views, the log and determinize never give away another seat's cards."""

import json

import pytest
from boardgames_rules.core import Rng
from boardgames_rules.utopia import GAME

from tests.utopia.helpers import random_game


def _sampled(players: int, seed: int, every: int = 7):
    return random_game(players, seed)[::every]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_seats_view_never_holds_another_seats_hand(players):
    """Until the game is over: then every hand is on the table, in every view."""
    states = _sampled(players, 11)
    for state in states + [random_game(players, 11)[-1]]:
        over = state.phase == "over"
        public = GAME.view(state, None)
        assert all(p.hand == (state.hands[p.seat] if over else None) for p in public.seats)
        assert all(e.private_to is None for e in public.log)
        for seat in range(players):
            view = GAME.view(state, seat)
            for p in view.seats:
                assert p.hand_size == sum(state.hands[p.seat])
                assert p.hand == (state.hands[p.seat] if over or p.seat == seat else None)
            assert all(e.private_to in (None, seat) for e in view.log)
            assert "rng" not in json.loads(view.model_dump_json())


@pytest.mark.parametrize("players", [2, 4])
def test_determinize_resamples_what_the_seat_cannot_see_and_keeps_its_view(players):
    changed = 0
    for n, state in enumerate(_sampled(players, 5, every=11)):
        for seat in range(players):
            other = GAME.determinize(state, seat, Rng.from_seed(n * 10 + seat))
            assert GAME.view(other, seat) == GAME.view(state, seat)
            assert other.hands[seat] == state.hands[seat] and other.discard == state.discard
            for civ in range(5):
                total = sum(h[civ] for h in other.hands) + other.deck[civ] + other.discard[civ]
                assert total == 10
            changed += other.hands != state.hands
    assert changed > 0


def test_drawn_cards_are_logged_only_for_the_drawer_and_plays_for_everyone():
    states = random_game(3, 2)
    log = states[-1].log
    draws = [e for e in log if e.english(states[-1].players).startswith("You draw")]
    assert draws and all(e.private_to == e.seat for e in draws)
    plays = [
        e
        for e in log
        if " plays " in e.english(states[-1].players)
        or " discards " in e.english(states[-1].players)
    ]
    assert plays and all(e.private_to is None for e in plays)
