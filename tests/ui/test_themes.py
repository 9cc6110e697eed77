"""Themes, seat colours and the command palette, driven with Pilot."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from textual.command import CommandPalette

from boardgames_tui import config, theme
from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES
from tests.ui.helpers import palette_run, screen_text


@pytest.fixture(autouse=True)
def only_pebbles(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"pebbles": PEBBLES})


def game_app(tmp_path: Path, **kwargs) -> BoardgamesApp:
    session = Session.start(PEBBLES, ("Ann", "Bob"), seed=4)
    start = Start(session=session, save_path=tmp_path / "g.json")
    return BoardgamesApp(Storage(tmp_path), start, settings_path=tmp_path / "c.toml", **kwargs)


def test_the_app_needs_no_arguments(private_home: Path) -> None:
    app = BoardgamesApp()
    assert app.storage.root == private_home
    assert app.settings_path == private_home / "config.toml"


async def test_a_chosen_theme_is_kept_and_seat_colours_follow(tmp_path: Path) -> None:
    app = game_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        dark = theme.seat_style(0)
        app.theme = "textual-light"
        await pilot.pause()
        light = theme.seat_style(0)
        assert light != dark
        assert config.load(tmp_path / "c.toml").theme == "textual-light"
        app.theme = "ansi-dark"
        await pilot.pause()
        assert theme.seat_style(0) == "bold blue"  # the terminal's own blue
    again = game_app(tmp_path)
    assert again.theme == "ansi-dark"


def test_theme_on_the_command_line_wins_over_the_config(tmp_path: Path) -> None:
    config.save(tmp_path / "c.toml", config.Settings(theme="nord"))
    assert game_app(tmp_path).theme == "nord"
    assert game_app(tmp_path, theme_name="gruvbox").theme == "gruvbox"


async def test_a_broken_config_is_reported_and_never_written_over(tmp_path: Path) -> None:
    (tmp_path / "c.toml").write_text("theme = [", "utf-8")
    app = game_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.theme == config.DEFAULT_THEME
        assert any("cannot read" in n.message for n in app._notifications)
        app.theme = "nord"
        await pilot.pause()
    assert (tmp_path / "c.toml").read_text("utf-8") == "theme = ["


async def test_palette_offers_the_games_commands(tmp_path: Path) -> None:
    app = game_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the handover: Ann takes the keyboard
        await pilot.pause()
        await palette_run(pilot, app, "rules")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        (tmp_path / "g.json").unlink()
        await palette_run(pilot, app, "save")
        assert (tmp_path / "g.json").exists()
        await palette_run(pilot, app, "seat colours: colour")
        assert config.load(tmp_path / "c.toml").seat_colours == "okabe-ito"
        assert theme.seat_colours()[1] == theme.PALETTES["okabe-ito"]["dark"][1]


async def test_palette_on_the_handover_offers_no_game_commands(tmp_path: Path) -> None:
    app = game_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await palette_run(pilot, app, "hint")
        assert isinstance(app.screen, CommandPalette)  # no such command here: Enter did nothing
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert "Hint" not in app.screen_stack[-2].message.plain


async def test_reloading_a_served_page_resumes_the_same_save(tmp_path: Path) -> None:
    """What `boardgames serve` opens on every page load: no new save file each time."""
    session = Session.start(PEBBLES, ("Ann", "Bob"), seed=4)
    first = BoardgamesApp(Storage(tmp_path), Start(session=session), settings_path=tmp_path / "c")
    async with first.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    saves = sorted((tmp_path / "saves").glob("*.json"))
    assert len(saves) == 1
    for _ in range(3):
        page = BoardgamesApp(Storage(tmp_path), Start(resume=True), settings_path=tmp_path / "c")
        async with page.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert page.screen_stack[1].save_path in saves  # under its handover screen
    again = sorted((tmp_path / "saves").glob("*.json"))
    assert again == saves


@pytest.mark.parametrize("where", ["title", "game"])
async def test_the_palette_lists_theme_once(tmp_path: Path, where: str) -> None:
    """Textual's own Theme command and ours were both listed; one is enough, and it works."""
    app = game_app(tmp_path) if where == "game" else BoardgamesApp(Storage(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        if where == "game":
            await pilot.press("enter")  # the handover: Ann takes the keyboard
            await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"theme")
        await pilot.pause(0.3)
        listed = screen_text(app)
        assert listed.count("Theme") == 1, listed
        await pilot.press("enter")
        await pilot.pause(0.3)
        # The one entry opens the theme list.
        assert isinstance(app.screen, CommandPalette) and "Search for themes" in screen_text(app)
