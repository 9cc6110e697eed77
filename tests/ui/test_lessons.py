"""Lessons on the real screens: finished with key presses, and every step readable at 80x24."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import shown
from boardgames_rules.core.lessons import LessonRun, load_lessons, read_book, start
from boardgames_rules.core.rules_text import heading_in
from textual.pilot import Pilot

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.screens.lesson_mode import LessonPanel, typed_in_bold
from boardgames_tui.screens.lessons import LessonEndScreen, LessonsScreen
from boardgames_tui.storage import Storage
from tests.test_lessons_in_spanish import LESSONS as SPANISH_LESSONS
from tests.ui.helpers import screen_text

WITH_LESSONS = [name for name in GAMES if read_book(name) is not None]


async def type_text(pilot: Pilot, text: str) -> None:
    for char in text:
        await pilot.press("space" if char == " " else char)


def squeezed(text: str) -> str:
    return "".join(text.split())


def refusals(game, lesson) -> tuple[int, str, str] | None:
    """The first move step where another legal move and an illegal one can be typed: (its
    index, a legal notation that is not the step's, a notation the rules refuse there)."""
    session = start(game, lesson)
    seen = [game.format_action(session.state, a) for a in game.legal_actions(session.state)]
    found = None
    for index, step in enumerate(lesson.steps):
        state = session.state
        if step.kind == "move" and found is None:
            expected = game.parse_action(state, step.move)
            legal = game.legal_actions(state)
            other = next((a for a in legal if a != expected), None)
            for text in seen:
                try:
                    action = game.parse_action(state, text)
                except ValueError:
                    continue
                if other is not None and game.validate(state, action) is not None:
                    found = (index, game.format_action(state, other), text)
                    break
        for text in step.actions:
            session.play(text)
            state = session.state
            seen += [game.format_action(state, a) for a in game.legal_actions(state)]
    return found


@pytest.mark.parametrize("name", WITH_LESSONS)
async def test_a_lesson_is_finished_with_key_presses_refusals_included(
    name: str, tmp_path: Path
) -> None:
    game = GAMES[name]
    lessons = load_lessons(game)
    number, lesson = next(
        (n, lesson) for n, lesson in enumerate(lessons) if refusals(game, lesson) is not None
    )
    index, not_now, illegal = refusals(game, lesson)  # type: ignore[misc]
    app = BoardgamesApp(Storage(tmp_path), Start(learn=name), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)
        for _ in range(number):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.lesson is not None
        run: LessonRun = screen.lesson
        checked = False
        for _ in range(400):
            if isinstance(app.screen, LessonEndScreen):
                break
            step = run.step
            assert step is not None
            if step.kind == "move":
                if run.position == index and not checked:
                    checked = True
                    await pilot.press("colon")
                    await type_text(pilot, not_now)
                    await pilot.press("enter")
                    await pilot.pause()
                    # (An on-your-own step names its goal instead of the move.)
                    said = squeezed(screen_text(app))
                    assert "Notnow:thisstepasksfor" in said or "Notnow:thegoalisthis" in said
                    await pilot.press("escape")
                    await pilot.press("colon")
                    await type_text(pilot, illegal)
                    await pilot.press("enter")
                    await pilot.pause()
                    assert "Notallowed(" in squeezed(screen_text(app))
                    assert run.position == index  # nothing changed
                    await pilot.press("escape")
                await pilot.press("colon")
                await type_text(pilot, step.move)
                await pilot.press("enter")
            elif screen.lesson_waits_for_enter():
                await pilot.press("enter")
            await pilot.pause(0.05)
        assert checked
        assert isinstance(app.screen, LessonEndScreen)
        await pilot.press("enter")  # the first choice: play on against a bot (or next)
        await pilot.pause()
    done = json.loads((tmp_path / "lessons.json").read_text())["done"]
    assert lesson.id in done[name]


# Every step whole in the lesson panel beside the board, in both languages: checked by the
# lesson-step survey (tests/ui/test_lesson_steps_on_screen.py), which plays every step anyway.


@pytest.mark.parametrize("language", ["en", "es"])
async def test_the_rules_screen_opens_at_the_section_of_the_step(
    language: str, tmp_path: Path
) -> None:
    name = WITH_LESSONS[0]
    i18n.use(language)
    game = GAMES[name]
    number, lesson = next(
        (n, lesson)
        for n, lesson in enumerate(load_lessons(game))
        # a section far from the top: the help opens on the game's title anyway
        if lesson.steps[0].rules not in (None, game.title)
    )
    app = BoardgamesApp(Storage(tmp_path), Start(), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_lesson(name, number)
        await pilot.pause()
        await pilot.press("question_mark")
        heading = heading_in(name, lesson.steps[0].rules).lower()  # in the language

        def at_the_top() -> bool:
            return any(heading in line.lower() for line in screen_text(app).splitlines()[:6])

        # The rules are laid out in the background: wait for them (a busy machine is slow).
        for _ in range(100):
            await pilot.pause(0.05)
            if at_the_top():
                break
        assert isinstance(app.screen, HelpScreen)
        assert at_the_top()


async def test_a_lesson_started_twice_starts_clean_and_is_never_saved(tmp_path: Path) -> None:
    name = WITH_LESSONS[0]
    app = BoardgamesApp(Storage(tmp_path), Start(), bot_delay=0)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_lesson(name, 0)
        await pilot.pause()
        first = app.screen
        assert isinstance(first, GameScreen) and first.lesson is not None
        first.action_lesson_go_on()
        await pilot.pause()
        app.open_lesson(name, 0)
        await pilot.pause()
        again = app.screen
        assert isinstance(again, GameScreen) and again is not first
        assert again.lesson is not None and again.lesson.position == 0
        assert len(again.session.steps) == len(again.lesson.lesson.setup)
        again.action_save()
        await pilot.pause()
    assert not (tmp_path / "saves").exists() or list((tmp_path / "saves").iterdir()) == []


def panel_words(app: BoardgamesApp) -> str:
    panel = app.screen.query_one(LessonPanel)
    region = panel.content_region
    rows = screen_text(app).splitlines()[region.y : region.bottom]
    return squeezed("".join(row[region.x : region.right] for row in rows))


@pytest.mark.parametrize("name", SPANISH_LESSONS[:1])
async def test_switching_the_language_mid_lesson_redraws_the_step(
    name: str, tmp_path: Path
) -> None:
    lesson = load_lessons(GAMES[name])[0]
    english = lesson.steps[0].text
    app = BoardgamesApp(Storage(tmp_path), Start(), bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_lesson(name, 0)
        await pilot.pause()
        assert squeezed(english) in panel_words(app)
        app.set_language("es")
        await pilot.pause()
        spanish = shown(name, "lesson-step", english).replace("`", "")
        assert spanish != english and squeezed(spanish) in panel_words(app)
        assert app.screen.query_one(LessonPanel).border_title.startswith("Lección 1 · paso 1/")
        app.set_language("en")
        await pilot.pause()
        assert squeezed(english) in panel_words(app)


def test_a_typed_action_a_step_quotes_shows_in_bold_without_its_backticks() -> None:
    text = typed_in_bold("Escribe `recolectar Ática` y pulsa Enter.")
    assert text.plain == "Escribe recolectar Ática y pulsa Enter."
    bold = [text.plain[span.start : span.end] for span in text.spans if span.style == "bold"]
    assert bold == ["recolectar Ática"]
