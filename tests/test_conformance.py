"""One suite, every game: seeded random games checked against the shared contract."""

from __future__ import annotations

import json
import random

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import Game, IllegalAction, Rng
from boardgames_rules.core.save import dump_save, read_save, replay
from boardgames_rules.core.session import Session

from tests.conformance import final_state, random_game

SEEDS = (1, 2)
# How many of a position's legal actions get the expensive per-action checks.
SAMPLED_ACTIONS = 4

CASES = [
    (game, players, seed)
    for game in GAMES.values()
    for players in range(game.min_players, game.max_players + 1)
    for seed in SEEDS
]


def case_id(case: tuple[Game, int, int]) -> str:
    game, players, seed = case
    return f"{game.name}-{players}p-seed{seed}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_game_keeps_the_contract(case: tuple[Game, int, int]) -> None:
    game, players, seed = case
    sampler = random.Random(seed * 7919)
    decisions = 0
    state = None
    for state, chosen in random_game(game, players, seed):
        decisions += 1
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        assert legal, "a game that is not over always offers an action"
        before = state.model_dump_json()
        for action in sampler.sample(legal, min(SAMPLED_ACTIONS, len(legal))) + [chosen]:
            assert game.validate(state, action) is None, f"legal action rejected: {action}"
            text = game.format_action(state, action)
            assert game.parse_action(state, text) == action, f"notation {text!r} round trip"
            game.apply(state, action)
        assert state.model_dump_json() == before, "validate/apply changed their input"
        if decisions % 7 == 0:
            assert game.load_state(json.loads(before)) == state, "state JSON round trip"
            view = game.view(state, seat)
            assert "rng" not in view.model_dump(), "a view must not reveal future dice"
            for looker in range(players):
                other = game.determinize(state, looker, Rng.from_seed(decisions))
                assert game.view(other, looker) == game.view(state, looker), (
                    f"seat {looker}'s view depends on something hidden from it"
                )
    assert state is not None
    final = game.apply(state, chosen)
    assert game.current_player(final) is None
    assert game.legal_actions(final) == []
    outcome = game.outcome(final)
    assert outcome is not None and outcome.reason
    assert {s.seat for s in outcome.scores} == set(range(players))
    assert set(outcome.winners) <= set(range(players))
    # Whether determinize really resamples hidden cards is proved by each game's own privacy
    # tests: random play may never reach them (Polis hands exist only during battles).


@pytest.mark.parametrize("game", [g for g in GAMES.values()], ids=lambda g: g.name)
def test_same_seed_and_actions_give_the_same_game(game: Game) -> None:
    first, notation = final_state(game, game.min_players, 11)
    again, _ = final_state(game, game.min_players, 11)
    assert first == again
    assert first.log == again.log and notation


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.name)
def test_save_round_trips_mid_game(game: Game) -> None:
    players = game.max_players
    session = Session.start(game, game.default_players(players), seed=5)
    for index, (_, action) in enumerate(random_game(game, players, 5)):
        if index == 40:
            break
        session.play(action)
    loaded_game, states, actions = replay(read_save(dump_save(session.to_save())), GAMES)
    assert loaded_game is game
    assert states[-1] == session.state
    assert actions == session.actions


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.name)
def test_finished_game_refuses_every_action(game: Game) -> None:
    state, _ = final_state(game, game.min_players, 3)
    opening = game.new_game(game.default_players(game.min_players), 3)
    for action in game.legal_actions(opening):
        assert game.validate(state, action) is not None
        with pytest.raises(IllegalAction):
            game.apply(state, action)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.name)
def test_wrong_player_count_is_refused(game: Game) -> None:
    with pytest.raises(ValueError, match="players"):
        game.new_game(game.default_players(game.max_players + 1), 1)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.name)
def test_rules_text_documents_the_notation(game: Game) -> None:
    text = game.rules_text()
    assert "Notation" in text
    assert "[decided" in text, "the in-app rules must state the decided points"
