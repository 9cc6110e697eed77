"""The guest prompt's example is a command the player could type now, never a guest who is
not waiting (it used to be a fixed 'guest Fire Maya F2', whoever waited)."""

from __future__ import annotations

import random

from boardgames_rules.utopia import GAME


def test_the_guest_prompt_example_is_legal_whoever_waits() -> None:
    examples = set()
    for seed in range(1, 9):
        rng = random.Random(seed)
        state = GAME.new_game(GAME.default_players(rng.randint(2, 5)), seed)
        while GAME.current_player(state) is not None:
            prompt = GAME.prompt(state)
            if "e.g. 'guest" in prompt:
                example = prompt.split("e.g. '")[1].rstrip("'")
                examples.add(example)
                assert GAME.validate(state, GAME.parse_action(state, example)) is None, prompt
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert len(examples) > 5  # the example follows the guests that wait
