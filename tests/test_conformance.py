"""One suite, every game: seeded random games checked against the shared contract."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import Game, IllegalAction, Rejection
from boardgames_rules.core.save import dump_save, read_save, replay
from boardgames_rules.core.session import Session

from tests.conformance import check_random_game, final_state, random_game

SEEDS = (1, 2)

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
    check_random_game(*case)


def with_full_checks(game: Game, checks: Callable[[Any, Any], Rejection | None]) -> Game:
    """``game`` with its full checks replaced by ``checks`` and its memo kept, as an engine
    whose checks were broken would be: ``validate`` accepts an action of the list just made
    for that very state, and asks ``checks`` about anything else."""

    # A subclass of whichever game's class: what it does not override stays that game's own.
    class Mutant(type(game)):  # type: ignore[misc]  # mypy cannot follow a base known at run time
        listed: tuple[Any, list] = (None, [])

        def legal_actions(self, state: Any) -> list:
            actions = super().legal_actions(state)
            self.listed = (state, list(actions))
            return actions

        def validate(self, state: Any, action: Any) -> Rejection | None:
            listed_state, actions = self.listed
            if state is listed_state and action in actions:
                return None
            return checks(state, action)

        def apply(self, state: Any, action: Any) -> Any:
            return Game.apply(self, state, action)  # through the validate above

    return Mutant()


REFUSED = Rejection(rule="mutant", message="the full checks refuse everything")


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.name)
def test_a_game_whose_checks_refuse_everything_breaks_the_contract(game: Game) -> None:
    mutant = with_full_checks(game, lambda state, action: REFUSED)
    opening = mutant.new_game(game.default_players(game.min_players), 1)
    legal = mutant.legal_actions(opening)
    # What a check right after the list sees: the memo answers, the broken checks are not asked.
    assert all(mutant.validate(opening, action) is None for action in legal)
    with pytest.raises(AssertionError, match="legal action rejected by the full checks"):
        check_random_game(mutant, game.min_players, 1)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda g: g.name)
def test_a_game_whose_checks_accept_everything_breaks_the_contract(game: Game) -> None:
    mutant = with_full_checks(game, lambda state, action: None)
    with pytest.raises(AssertionError, match="illegal action accepted"):
        check_random_game(mutant, game.min_players, 1)


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
