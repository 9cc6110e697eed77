"""The footer's words in the player's language (issue 43), every key still whole at 80x24, and
a language switch in a running game shows at once."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules.core import i18n

from boardgames_tui.app import BoardgamesApp
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.new_game import NewGameScreen
from boardgames_tui.storage import Storage
from tests.test_export import random_session
from tests.ui.helpers import footer_keys, palette_run, screen_text
from tests.ui.test_footer_keys import GAMES, LENGTHS, app_for, check_footer_fits


@pytest.fixture
def spanish():
    i18n.use("es")
    yield
    i18n.use("en")


def words(app) -> list[str]:
    return [key.description for key in footer_keys(app)]


@pytest.mark.parametrize("name", GAMES)
async def test_the_footer_speaks_spanish_and_fits_80_columns_through_a_game(
    tmp_path: Path, name: str, spanish: None
) -> None:
    rng = random.Random(f"footer-es:{name}")
    app = app_for(tmp_path, random_session(name, 5, rng.randrange(LENGTHS[name])))
    async with app.run_test(size=(80, 24)) as pilot:
        seen: set[str] = set()
        for _ in range(12):
            await pilot.pause()
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            if getattr(screen, "session", None) is None or screen.session.over:
                break
            check_footer_fits(app)
            seen.update(words(app))
            keys = [k for k in footer_keys(app) if k.key.isdigit() or k.key == "enter"]
            await pilot.press(keys[0].key if keys else "1")
            await pilot.press("1")  # a menu's first entry, where one opened
        assert {"Reglas", "Orden", "Deshacer", "Salir"} <= seen
        assert not {"Rules", "Type", "Quit", "Undo"} & seen


@pytest.mark.parametrize("name", GAMES)
async def test_a_replay_footer_speaks_spanish_and_fits_80_columns(
    tmp_path: Path, name: str, spanish: None
) -> None:
    app = app_for(tmp_path, random_session(name, 3, 12), replay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        check_footer_fits(app)
        assert "Auto" in words(app) and "Cerrar" in words(app)
        await pilot.press("space")
        await pilot.pause()
        assert "Pausa" in words(app)
        check_footer_fits(app)


async def test_switching_the_language_in_a_game_redraws_the_footer(tmp_path: Path) -> None:
    app = app_for(tmp_path, random_session("polis", 3, 20))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert "Rules" in words(app)
        try:
            await palette_run(pilot, app, "Language: Espa")
            await pilot.pause()
            assert "Reglas" in words(app) and "Rules" not in words(app)
            check_footer_fits(app)
        finally:
            i18n.use("en")


async def test_the_title_and_new_game_footers_speak_spanish_and_fit(
    tmp_path: Path, spanish: None
) -> None:
    app = BoardgamesApp(Storage(tmp_path), settings_path=tmp_path / "c.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert {"Reglas", "Aprender", "Seguir", "Partidas", "Estadísticas"} <= set(words(app))
        check_footer_fits(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert {"Siguiente", "Anterior", "Cancelar", "Empezar"} <= set(words(app))
        check_footer_fits(app)


async def test_the_help_screen_lists_the_keys_in_spanish(tmp_path: Path, spanish: None) -> None:
    app = app_for(tmp_path, random_session("continental", 3, 4))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Teclas" in text and "u: deshace tu última acción" in text
        assert "flechas o h j k l: mueven el cursor" in text
        assert words(app) == ["Cerrar"]
