"""Issue 42: the lessons play as the game plays.  Each game's first lesson ends with a short
stretch of the learner's own moves, on your own (the step names the goal, never the keys),
and Polis, whose games may open with an event before the first player's turn, has a lesson
that opens like that."""

from __future__ import annotations

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.lessons import load_lessons, read_book, start
from boardgames_rules.core.session import Session

WITH_LESSONS = sorted(name for name in GAMES if read_book(name) is not None)
ON_YOUR_OWN_AT_THE_END = 2


@pytest.mark.parametrize("name", WITH_LESSONS)
def test_the_first_lesson_ends_with_moves_on_your_own(name: str) -> None:
    first = load_lessons(GAMES[name])[0]
    moves = [step for step in first.steps if step.kind == "move"]
    last = 0
    for step in reversed(moves):
        if not step.on_your_own:
            break
        last += 1
    assert last >= ON_YOUR_OWN_AT_THE_END, f"the last {last} moves are on your own"
    assert first.steps[-1].kind != "other", "the stretch ends the lesson (its words may follow)"


def opens_with_an_event(session: Session) -> bool:
    """The first thing asked is an era event's decision, not the first player's turn."""
    game = session.game
    view = game.view(session.state, None)
    return view.event != "none" and view.event_title in game.prompt(session.state)


def test_a_new_polis_game_may_open_with_an_event() -> None:
    game = GAMES["polis"]
    seeds = [seed for seed in range(20) if opens_with_an_event(Session.start(
        game, game.default_players(2), seed))]
    assert seeds  # Philopersians: remove one of your hoplites or galleys, before any turn


def test_a_polis_lesson_opens_with_an_event_as_a_game_may() -> None:
    game = GAMES["polis"]
    assert any(opens_with_an_event(start(game, lesson)) for lesson in load_lessons(game))
