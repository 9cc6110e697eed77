"""At the end of a game nothing stays hidden: the public view, from which the game-over board
is drawn, shows everything any seat's own view shows (every hand); before the end it does not."""

from __future__ import annotations

import random

import pytest
from boardgames_rules import GAMES

PRIVATE = sorted(name for name, game in GAMES.items() if game.has_private_info)


def seen(view) -> dict:
    """A view's content, leaving out whose view it is, what that seat could do (Polis lists
    its actions, their menu effects and what `p` would say), and the log (private log lines say
    "You draw…": they stay that seat's)."""
    return view.model_dump(
        exclude={"seat", "log", "actions", "legal", "effects", "pass_words", "end_words"}
    )


def chooser(name: str, seed: int):
    """Random play; in Polis its sensible random policy, which fights battles (hidden hands)."""
    if name == "polis":
        from boardgames_rules.core import Rng

        from tests.polis.policy import choose

        rng = Rng.from_seed(seed * 7919 + 13)

        def polis(state):
            nonlocal rng
            action, rng = choose(state, rng)
            return action

        return polis
    rng = random.Random(seed)
    return lambda state: rng.choice(GAMES[name].legal_actions(state))


# Seeds whose game shows something hidden on the way (Polis: a battle; tests/ui/polis).
CASES = [("polis", 13), ("polis", 39), ("utopia", 3), ("utopia", 8)]


def test_every_game_with_hidden_cards_is_checked() -> None:
    assert sorted({name for name, _ in CASES}) == PRIVATE


@pytest.mark.parametrize(("name", "seed"), CASES)
def test_the_final_public_view_hides_nothing_a_seat_sees(name: str, seed: int) -> None:
    game = GAMES[name]
    state = game.new_game(game.default_players(game.max_players), seed)
    pick = chooser(name, seed)
    differed = False  # during play some seat's view holds something the public one does not
    while game.current_player(state) is not None:
        state = game.apply(state, pick(state))
        public = seen(game.view(state, None))
        differed = differed or any(
            seen(game.view(state, seat)) != public for seat in range(len(state.players))
        )
    assert differed
    public = seen(game.view(state, None))
    for seat in range(len(state.players)):
        assert seen(game.view(state, seat)) == public, seat
