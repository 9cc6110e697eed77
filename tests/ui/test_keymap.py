"""Keys the player remaps in config.toml's [keys] table: the new key acts, the old one no
longer does, and the footer and the help screen name the new one."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.ui.helpers import footer_keys, screen_text


@pytest.fixture(autouse=True)
def only_continental(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"continental": GAME})


def app_with_keys(tmp_path: Path, keys: str) -> BoardgamesApp:
    settings = tmp_path / "config.toml"
    settings.write_text(f"[keys]\n{keys}\n", encoding="utf-8")
    session = Session.start(GAME, ("Blue", "Red"), seed=3)
    start = Start(session=session, save_path=tmp_path / "c.json")
    return BoardgamesApp(Storage(tmp_path), start, settings_path=settings)


def footer_words(app: BoardgamesApp) -> list[tuple[str, str]]:
    return [(key.key_display, key.description) for key in footer_keys(app)]


async def test_a_remapped_undo_undoes_and_the_old_key_no_longer_does(tmp_path: Path) -> None:
    app = app_with_keys(tmp_path, '"game.undo" = "ctrl+z"')
    async with app.run_test(size=(80, 24)) as pilot:
        # Both players' stats, Blue rolls (seed 3: Military) and builds a Barracks at c3.
        await pilot.press("1", "6", "r")
        await pilot.pause()
        await pilot.press("l", "k", "enter", "1")
        await pilot.pause()
        session = app.screen.session
        assert session.actions[-1] == "build Q c3"
        await pilot.press("u")
        await pilot.pause()
        assert session.actions[-1] == "build Q c3"  # u is no longer undo
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert session.actions[-1] == "roll"
        assert ("^z", "Undo") in footer_words(app)
        assert not [key for key, _ in footer_words(app) if key == "u"]
        assert "^z Undo" in screen_text(app).splitlines()[-1]


async def test_the_help_screen_names_the_remapped_keys(tmp_path: Path) -> None:
    app = app_with_keys(tmp_path, '"game.undo" = "ctrl+z"\n"common.rules" = "f1"')
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert not isinstance(app.screen, HelpScreen)  # ? is no longer the rules
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = " ".join(screen_text(app).split())
        assert "^z: undo your last action" in text
        assert "f1: this help" in text
        assert "**" not in text


async def test_the_help_screen_keeps_its_words_when_nothing_is_remapped(tmp_path: Path) -> None:
    app = app_with_keys(tmp_path, "")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "u: undo your last action" in text
        assert "arrows or h j k l: move the cursor" in text


async def test_unknown_ids_bad_keys_and_clashes_are_each_named_in_one_line(
    tmp_path: Path,
) -> None:
    keys = '"game.undoo" = "x"\n"game.hint" = "ctrl+nope"\n"continental.roll" = "e"'
    app = app_with_keys(tmp_path, keys)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        [note] = [n.message for n in app._notifications]
        lines = note.splitlines()
        assert len(lines) == 3
        assert "'game.undoo': no key has this id (did you mean 'game.undo'?)" in lines[0]
        assert "game.hint = 'ctrl+nope': 'ctrl+nope' is not a key" in lines[1]
        assert "continental.roll = 'e': 'e' is also game.end_turn on ContinentalScreen" in lines[2]
        assert all(line.startswith(str(tmp_path)) for line in lines)


async def test_a_long_menu_gives_no_entry_a_remapped_key(tmp_path: Path) -> None:
    # The stats menu's entries beyond the digits get the letters no key of the screen uses.
    app = app_with_keys(tmp_path, '"game.undo" = "a"')
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        letters = app.screen.menu_keys()
        assert "a" not in letters and "b" in letters


async def test_a_lesson_names_the_remapped_key_where_it_says_press(tmp_path: Path) -> None:
    from boardgames_rules.core.lessons import load_lessons

    from boardgames_tui.screens.lesson_mode import LessonPanel

    settings = tmp_path / "config.toml"
    settings.write_text('[keys]\n"continental.roll" = "ctrl+r"\n', encoding="utf-8")
    app = BoardgamesApp(Storage(tmp_path), Start(), bot_delay=0, settings_path=settings)
    lesson = load_lessons(GAME)[0]
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_lesson("continental", 0)
        await pilot.pause()
        run = app.screen.lesson
        while run.step is not None and "press r" not in run.step.text.lower():
            step = run.step
            if step.kind == "move":
                app.screen.play(step.move)
            else:
                while run.next_scripted() is not None:
                    app.screen.hurry_scripted() or app.screen.play_scripted()
                app.screen.action_lesson_go_on()
            await pilot.pause()
        assert run.step is not None, f"{lesson.id} never says 'press r'"
        shown = " ".join(str(app.screen.query_one(LessonPanel).content).split())
        assert "ress ^r" in shown and "ress r " not in shown
        await pilot.press("ctrl+r")  # the key it names rolls
        await pilot.pause()
        assert app.screen.session.actions[-1] == "roll"
