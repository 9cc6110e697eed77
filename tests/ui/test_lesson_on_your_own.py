"""A lesson's on-your-own steps on the real screen: the panel marks the step "On your own" and
shows only its goal (no keys, no places marked), a refusal does not give the move away, H
still helps (with the step's own move), and the lesson plays through to its end."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import lessons as lessons_module
from boardgames_rules.core.lessons import Lesson, LessonRun, load_lessons

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.lesson_mode import ON_YOUR_OWN, LessonPanel
from boardgames_tui.screens.lessons import LessonEndScreen
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text, words

NAME = "continental"
GOALS = ("Finish this turn.", "Start the next turn.")  # the goal only: no key is named


def on_your_own(lesson: Lesson) -> Lesson:
    """``lesson`` with its last two moves left to the learner, each naming only its goal."""
    moves = [i for i, step in enumerate(lesson.steps) if step.kind == "move"][-2:]
    steps = list(lesson.steps)
    for index, goal in zip(moves, GOALS, strict=True):
        steps[index] = steps[index].model_copy(update={"on_your_own": True, "say": goal})
    return lesson.model_copy(update={"steps": tuple(steps)})


@pytest.fixture
def own_first_lesson(monkeypatch: pytest.MonkeyPatch) -> Lesson:
    game = GAMES[NAME]
    lessons = load_lessons(game)
    changed = (on_your_own(lessons[0]), *lessons[1:])
    monkeypatch.setattr(lessons_module, "load_lessons", lambda g: changed if g is game else ())
    return changed[0]


def panel_text(app: BoardgamesApp, screen: GameScreen) -> str:
    region = screen.query_one(LessonPanel).region
    rows = screen_text(app).splitlines()[region.y : region.bottom]
    return " ".join(" ".join(row[region.x : region.right].strip("│ ") for row in rows).split())


async def test_a_lesson_with_steps_on_your_own_plays_through(
    tmp_path: Path, own_first_lesson: Lesson
) -> None:
    game = GAMES[NAME]
    app = BoardgamesApp(Storage(tmp_path), Start(), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_lesson(NAME, 0)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        run: LessonRun = screen.lesson  # type: ignore[assignment]  # a lesson is open
        seen, refused = [], 0
        for _ in range(100):
            if isinstance(app.screen, LessonEndScreen):
                break
            step = run.step
            assert step is not None
            await pilot.pause()
            if step.kind == "move" and step.on_your_own:
                seen.append(step.say)
                shown = panel_text(app, screen)
                assert ON_YOUR_OWN.strip() in shown and step.say in shown
                assert "Your move." not in shown
                board = screen.board_widget()
                assert not board.changed  # type: ignore[union-attr]
                assert not getattr(board, "asked", ())  # nor lit (Continental's lesson form)
                state = screen.session.state
                expected = game.parse_action(state, step.move)
                others = [a for a in game.legal_actions(state) if a != expected]
                if others:  # another legal move: refused, without giving the move away
                    screen.play(game.format_action(state, others[0]))
                    await pilot.pause()
                    said = words(app)
                    assert "Not now: the goal is this." in said and "asks for" not in said
                    refused += 1
                await pilot.press("H")
                await pilot.pause()
                assert step.move in words(app)  # the hint names the step's move
                await pilot.press("colon", *(c if c != " " else "space" for c in step.move))
                await pilot.press("enter")
            elif step.kind == "move":
                screen.play(step.move)
            elif step.kind == "other":
                while run.next_scripted() is not None:
                    screen.hurry_scripted() or screen.play_scripted()
                screen.action_lesson_go_on()
            else:
                screen.action_lesson_go_on()
            await pilot.pause()
        assert seen == list(GOALS) and refused
        assert isinstance(app.screen, LessonEndScreen)
