"""Building Utopia positions for tests: a fresh game, then pieces and cards put where needed."""

from __future__ import annotations

from boardgames_rules.core import Rejection
from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.cards import as_counts
from boardgames_rules.utopia.data import CIV_INDEX, board
from boardgames_rules.utopia.state import Guest, Monument, UtopiaState, put


def fresh(players: int = 3, seed: int = 1) -> UtopiaState:
    return GAME.new_game(GAME.default_players(players), seed)


def play(state: UtopiaState, text: str) -> UtopiaState:
    return GAME.apply(state, GAME.parse_action(state, text))


def refusal(state: UtopiaState, text: str) -> Rejection:
    rejection = GAME.validate(state, GAME.parse_action(state, text))
    assert rejection is not None, f"{text!r} was accepted"
    return rejection


def d(district: str) -> int:
    return board().index[district]


def princes(state: UtopiaState, district: str, seat: int, civ: str) -> int:
    return state.princes[d(district)][seat][CIV_INDEX[civ]]


def set_princes(state: UtopiaState, district: str, seat: int, civ: str, n: int) -> UtopiaState:
    """Exactly ``n`` princes there, the supply adjusted so every prince is counted once."""
    i, c = d(district), CIV_INDEX[civ]
    old = state.princes[i][seat][c]
    stack = put(state.princes[i], seat, put(state.princes[i][seat], c, n))
    supply = put(state.supply[seat], c, state.supply[seat][c] - (n - old))
    assert supply[c] >= 0
    return state.model_copy(
        update={"princes": put(state.princes, i, stack), "supply": put(state.supply, seat, supply)}
    )


def set_monument(state: UtopiaState, district: str, civ: str, owner: int) -> UtopiaState:
    monument = Monument(civ=civ, owner=owner)
    return state.model_copy(update={"monuments": put(state.monuments, d(district), monument)})


def set_scores(state: UtopiaState, *scores: int) -> UtopiaState:
    """Scores given; arrival in seat order (seat 0 reached its score first)."""
    return state.model_copy(update={"scores": tuple(scores), "arrival": tuple(range(len(scores)))})


def set_hand(state: UtopiaState, seat: int, cards: str) -> UtopiaState:
    """``cards`` like ``"MMP"``; the deck gives or takes the difference."""
    hand = as_counts(tuple(cards))
    old = state.hands[seat]
    deck = tuple(k + o - h for k, o, h in zip(state.deck, old, hand, strict=True))
    assert min(deck) >= 0
    return state.model_copy(update={"hands": put(state.hands, seat, hand), "deck": deck})


def turn_of(state: UtopiaState, seat: int, cards: str = "") -> UtopiaState:
    """Phase 2, ``seat`` in the middle of its turn holding ``cards``."""
    state = set_hand(state, seat, cards)
    return state.model_copy(
        update={
            "phase": "develop",
            "step": "act",
            "turn": seat,
            "done": (False,) * state.count,
            "waiting": (),
            "discard_due": (0,) * state.count,
        }
    )


def welcome_turn(state: UtopiaState, seat: int, guests: str) -> UtopiaState:
    """Phase 1, ``seat`` to take a guest; ``guests`` like ``"F:M F:G E:C"`` waiting."""
    waiting = []
    for word in guests.split():
        island, civ = word.split(":")
        waiting.append(Guest(island=board().island_index(island), civ=civ))
    return state.model_copy(
        update={
            "phase": "welcome",
            "step": "guest",
            "turn": seat,
            "guest_pass": 1,
            "done": (False,) * state.count,
            "waiting": tuple(sorted(waiting, key=lambda g: (g.island, "MPEGC".index(g.civ)))),
        }
    )


def random_game(players: int, seed: int, moves: int | None = None):
    """States of a seeded random game, from the start to the end (or ``moves`` actions)."""
    import random

    rng = random.Random(seed)
    state = GAME.new_game(GAME.default_players(players), seed)
    states = [state]
    while GAME.current_player(state) is not None and (moves is None or len(states) <= moves):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        states.append(state)
    return states
