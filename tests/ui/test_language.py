"""Choosing the language in a running app: the palette's Language entries redraw at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.core import i18n

from boardgames_tui import config
from boardgames_tui.app import BoardgamesApp
from boardgames_tui.screens.title import TitleScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES
from tests.ui.helpers import palette_run, screen_text


@pytest.fixture(autouse=True)
def only_pebbles(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"pebbles": PEBBLES})


async def test_the_palette_switches_the_title_screen_to_spanish_and_back(tmp_path: Path) -> None:
    app = BoardgamesApp(Storage(tmp_path), settings_path=tmp_path / "c.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "starts a game" in screen_text(app) and "2 players" in screen_text(app)
        await pilot.press("down")  # a highlighted game stays highlighted
        await palette_run(pilot, app, "Language: Espa")
        assert isinstance(app.screen, TitleScreen)
        shown = screen_text(app)
        assert "empieza una partida" in shown and "2 jugadores" in shown
        assert "starts a game" not in shown
        assert i18n.current() == "es"
        assert config.load(tmp_path / "c.toml").language == "es"
        await palette_run(pilot, app, "Idioma: English")
        assert "starts a game" in screen_text(app)
        assert config.load(tmp_path / "c.toml").language == "en"


async def test_the_pseudo_language_shows_what_came_through_the_catalogue(tmp_path: Path) -> None:
    i18n.use(i18n.PSEUDO)
    app = BoardgamesApp(Storage(tmp_path), settings_path=tmp_path / "c.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "⟦Enter śťáŕťś á ĝáɱé" in screen_text(app)
