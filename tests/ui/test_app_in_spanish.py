"""The app's own words in Spanish on a game screen (the toy game's words are its own): the
prompt line, a refusal, the command palette, the help screen's keys and a notification."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES
from tests.ui.helpers import palette_run, scrolled_text, take_keyboard, words


@pytest.fixture(autouse=True)
def only_pebbles(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"pebbles": PEBBLES})


def spanish_app(tmp_path: Path) -> BoardgamesApp:
    i18n.use("es")  # as `--lang es` leaves it (conftest puts English back after the test)
    session = Session.start(PEBBLES, ("Ann", "Bob"), seed=4, pile=7)
    start = Start(session=session, save_path=tmp_path / "g.json")
    return BoardgamesApp(Storage(tmp_path), start, settings_path=tmp_path / "c.toml")


async def type_action(pilot, text: str) -> None:
    await pilot.press("colon", *text, "enter")
    await pilot.pause()


async def test_the_game_screen_s_frame_prompt_line_and_refusals_in_spanish(tmp_path) -> None:
    app = spanish_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await take_keyboard(pilot)
        shown = words(app)
        assert "semilla 4" in shown and "seed 4" not in shown
        await pilot.press("u")  # nothing to take back yet: refused, in Spanish
        await pilot.pause()
        assert "No se puede deshacer" in words(app)
        await type_action(pilot, "frobnicate")
        assert "No se puede leer" in words(app) and "Cannot read" not in words(app)
        assert "Enter la juega" in screen.query_one("#command").placeholder
        await pilot.press("escape")
        await type_action(pilot, "take 2")
        await take_keyboard(pilot)
        assert "Ann jugó: take 2" in words(app)  # the prompt line names who played
        assert screen.query_one("#log").border_title == "Registro"
        await pilot.press("u")  # Bob may not take Ann's move back: a refusal again
        await pilot.pause()
        assert screen.message.plain.startswith("No se puede deshacer")


async def test_the_palette_and_its_notification_in_spanish(tmp_path) -> None:
    app = spanish_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await take_keyboard(pilot)
        await pilot.press("ctrl+p")  # Textual's own commands are listed in Spanish too
        await pilot.pause()
        await pilot.press(*"sal")
        await pilot.pause(0.3)
        listed = words(app)
        assert "Salir" in listed and "sale de la aplicación cuanto antes" in listed
        assert "Quit the application" not in listed
        await pilot.press("escape")
        await pilot.pause()
        await palette_run(pilot, app, "Colores de los asientos: apto")
        await pilot.pause()
        notices = [str(n.message) for n in app._notifications]
        assert "Colores de los asientos: apto para daltónicos (Okabe–Ito)" in notices


async def test_the_help_screen_s_keys_in_spanish(tmp_path) -> None:
    app = spanish_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await take_keyboard(pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = await scrolled_text(pilot, app.screen.query_one("#help-scroll"))
        assert "Teclas" in text and "deshace tu última acción" in text
        assert "undo your last action" not in text


async def test_a_switch_of_language_redraws_the_frame(tmp_path) -> None:
    app = spanish_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await take_keyboard(pilot)
        await type_action(pilot, "take 2")
        screen = await take_keyboard(pilot)
        assert screen.query_one("#log").border_title == "Registro"
        await palette_run(pilot, app, "Idioma: English")
        assert "seed 4" in words(app) and screen.query_one("#log").border_title == "Log"
        assert "semilla" not in words(app)
