"""Seeded random games at every player count, with the invariants a player could check."""

import json
from itertools import combinations_with_replacement

import pytest
from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.actions import (
    AddPrince,
    BuildWonder,
    Discard,
    Downfall,
    EndTurn,
    InfluenceKing,
    Move,
    PickForWonder,
    PlaceGuest,
    RemovePrince,
    Sail,
    SpecialGuest,
    TakeControl,
    TakeGuest,
    UsePrivilege,
)
from boardgames_rules.utopia.data import CIVS, GOAL, ROUND_LIMIT, board

from tests.conformance import checked_apply, random_game, unmemoized
from tests.utopia import helpers


def _checked_random_game(players, seed):
    """``helpers.random_game``'s states (the same choices), each action checked on the way
    with the memo bypassed."""
    states = []
    for state, action in random_game(GAME, players, seed):
        states.append(state)
        after = checked_apply(GAME, state, action)
    return [*states, after]


def _check_invariants(state):
    n = state.count
    for seat in range(n):
        for c in range(5):
            on_board = sum(state.princes[d][seat][c] for d in range(24))
            assert on_board + state.supply[seat][c] == 8
        assert sum(state.earned[seat]) == state.scores[seat]
        assert 0 <= state.privileges[seat] <= 2
    for c in range(5):
        cards = sum(h[c] for h in state.hands) + state.deck[c] + state.discard[c]
        assert cards == 10
        assert sum(1 for m in state.monuments if m is not None and m.civ == CIVS[c]) <= 8
    assert sorted(state.scale) == sorted(CIVS)
    if n == 2:  # Water stays empty
        for d in board().islands[3].districts:
            assert state.princes[d] == ((0,) * 5,) * 2 and state.monuments[d] is None
        assert state.wonders[3] is None
    if state.phase != "over":
        assert GAME.legal_actions(state)
        assert state.turn is not None


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_game_ends_with_fifty_points_and_keeps_every_piece(players, seed):
    states = _checked_random_game(players, seed)
    for before, after in zip(states, states[1:], strict=False):
        _check_invariants(after)
        # Every player's hand only ever exceeds 5 between the deal and the end of their turn.
        if after.phase == "welcome":
            assert all(sum(h) <= 5 for h in after.hands)
        assert after.round >= before.round
    final = states[-1]
    assert final.phase == "over"
    assert max(final.scores) >= GOAL or final.round == ROUND_LIMIT
    outcome = GAME.outcome(final)
    assert outcome is not None and final.scores[outcome.winners[0]] == max(final.scores)


@pytest.mark.parametrize("players", [2, 5])
def test_same_seed_and_actions_give_the_same_game_and_states_round_trip(players):
    first = helpers.random_game(players, 9)
    assert helpers.random_game(players, 9)[-1] == first[-1]
    for state in first[::25]:
        assert GAME.load_state(json.loads(state.model_dump_json())) == state


def _candidates(state):
    """A superset of every action that could be legal in ``state``."""
    b = board()
    ids = b.ids
    out = [UsePrivilege(), EndTurn()]
    for civ in CIVS:
        out += [InfluenceKing(civ=civ), Downfall(civ=civ)]
        for d in ids:
            out += [
                PlaceGuest(district=d),
                PickForWonder(civ=civ, district=d),
                TakeControl(civ=civ, district=d),
                AddPrince(civ=civ, district=d),
                RemovePrince(civ=civ, district=d),
                SpecialGuest(civ=civ, district=d),
            ]
            for count in (1, 2):
                for to in ids:
                    out += [
                        Move(civ=civ, count=count, origin=d, destination=to),
                        Sail(civ=civ, count=count, origin=d, destination=to),
                    ]
        for island in range(4):
            out.append(TakeGuest(island=island, civ=civ))
            out += [TakeGuest(island=island, civ=civ, district=d) for d in ids]
    out += [BuildWonder(island=i) for i in range(4)]
    for k in range(1, 6):
        out += [Discard(cards=cards) for cards in combinations_with_replacement(CIVS, k)]
    return out


@pytest.mark.parametrize("players", [2, 4])
def test_legal_actions_are_exactly_the_actions_validate_accepts(players):
    for state in helpers.random_game(players, 4)[::15]:
        legal = set(GAME.legal_actions(state))
        fresh = unmemoized(GAME, state)  # validated there, the list just made cannot answer
        accepted = {a for a in _candidates(state) if GAME.validate(fresh, a) is None}
        assert accepted == legal
