"""Bots see only their own seat's view: positions that differ only in what the bot's seat
cannot see (another hand, the deck, the future dice) give the same choice for the same seed."""

from __future__ import annotations

import random

import pytest
from boardgames_rules import GAMES
from boardgames_rules.bots import make_bot
from boardgames_rules.core import Game, GameState, LogEntry, Rng

from tests.conformance import random_game

LEVELS = ("random", "greedy", "search")


def bot(level: str):
    return make_bot(level, budget=None, max_simulations=12, rollout_depth=3)


def same_choices(game: Game, one: GameState, two: GameState, seat: int) -> None:
    for level in LEVELS:
        for seed in (1, 2):
            a = bot(level).choose(game, one, seat, random.Random(seed))
            b = bot(level).choose(game, two, seat, random.Random(seed))
            assert a == b, f"{level} bot, seed {seed}: {a} in one position, {b} in the other"


def add_private_line(state: GameState, seat: int, text: str) -> GameState:
    entry = LogEntry(text=text, seat=seat, private_to=seat)
    return state.model_copy(update={"log": state.log + (entry,)})


# -- Utopia: other hands and the deck --------------------------------------------------------
def utopia_pair(players: int, seed: int):
    game = GAMES["utopia"]
    for state, _ in random_game(game, players, seed):
        seat = game.current_player(state)
        if state.phase != "develop" and not any(sum(h) for h in state.hands):
            continue
        for other in range(players):
            if other == seat:
                continue
            hand = state.hands[other]
            give = next((c for c in range(5) if hand[c]), None)
            take = next((c for c in range(5) if state.deck[c] and c != give), None)
            if give is None or take is None:
                continue
            new_hand = list(hand)
            new_hand[give] -= 1
            new_hand[take] += 1
            deck = list(state.deck)
            deck[give] += 1
            deck[take] -= 1
            hands = list(state.hands)
            hands[other] = tuple(new_hand)
            twin = state.model_copy(update={"hands": tuple(hands), "deck": tuple(deck)})
            twin = add_private_line(twin, other, "You draw a card nobody else may know of.")
            return game, state, twin, seat
    pytest.skip("no position with another seat holding cards")


@pytest.mark.parametrize("players", [2, 4])
def test_utopia_bots_ignore_other_hands_and_the_deck(players: int) -> None:
    game, state, twin, seat = utopia_pair(players, 3)
    assert state != twin
    assert game.view(state, seat) == game.view(twin, seat)
    rng = Rng.from_seed(9)
    assert game.determinize(state, seat, rng) == game.determinize(twin, seat, rng)
    same_choices(game, state, twin, seat)


# -- Polis: the opponent's battle hand and the battle deck --------------------------------------
def polis_battle():
    from tests.polis.helpers import clear_board, fresh, play, units_at

    state = units_at(clear_board(fresh(era=1)), "Boiotia", 4, 4)
    return play(state, "merchants Athinai 1 wood", "end")


def polis_twin(state, seat: int):
    from boardgames_rules.polis.battle import deck

    b = state.battle
    other = 1 - seat
    hand = list(b.hands[other])
    swap = next(c for c in deck(state) if c not in hand)
    hand[0] = swap
    hands = list(b.hands)
    hands[other] = tuple(sorted(hand))
    twin = state.model_copy(update={"battle": b.model_copy(update={"hands": tuple(hands)})})
    return add_private_line(twin, other, f"You draw {swap}.")


def test_polis_bots_ignore_the_opponents_battle_hand() -> None:
    game = GAMES["polis"]
    state = polis_battle()
    assert state.battle is not None
    seat = game.current_player(state)
    twin = polis_twin(state, seat)
    assert state != twin
    assert game.view(state, seat) == game.view(twin, seat)
    rng = Rng.from_seed(4)
    assert game.determinize(state, seat, rng) == game.determinize(twin, seat, rng)
    same_choices(game, state, twin, seat)
    # Later in the battle too, once cards have been played (the attacker's are revealed).
    action = make_bot("random").choose(game, state, seat, random.Random(0))
    later = game.apply(state, action)
    seat = game.current_player(later)
    if later.battle is not None and seat is not None:
        twin = polis_twin(later, seat)
        assert game.determinize(later, seat, rng) == game.determinize(twin, seat, rng)
        same_choices(game, later, twin, seat)


# -- every game: the future dice and draws ----------------------------------------------------
@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.name)
def test_bots_ignore_the_future_dice(game: Game) -> None:
    for index, (state, _) in enumerate(random_game(game, game.min_players, 5)):
        if index not in (3, 20):
            continue
        seat = game.current_player(state)
        twin = state.model_copy(update={"rng": Rng.from_seed(state.rng.state ^ 0xABCDEF)})
        same_choices(game, state, twin, seat)


def test_a_bot_refuses_to_move_for_another_seat() -> None:
    game = GAMES["continental"]
    state = game.new_game(game.default_players(2), 1)
    with pytest.raises(ValueError, match="turn"):
        make_bot("random").choose(game, state, 1 - game.current_player(state), random.Random(1))
