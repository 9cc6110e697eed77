"""The title screen and the new-game dialog, by keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.screens.new_game import NewGameScreen
from boardgames_tui.screens.title import TitleScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES
from tests.ui.helpers import screen_text


@pytest.fixture(autouse=True)
def only_pebbles(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"pebbles": PEBBLES})


async def test_title_lists_the_games_and_opens_the_new_game_dialog(tmp_path: Path) -> None:
    app = BoardgamesApp(Storage(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        assert "Pebbles" in screen_text(app) and "take the last pebble" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)


async def test_the_rules_of_a_game_can_be_read_from_the_title_screen(tmp_path: Path) -> None:
    app = BoardgamesApp(Storage(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("end")
        await pilot.pause()
        assert "Take the last pebble" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_new_game_dialog_starts_a_game_with_the_typed_names(tmp_path: Path) -> None:
    app = BoardgamesApp(Storage(tmp_path), Start(game="pebbles"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        dialog.query_one("#name-0").value = "Zoe"
        dialog.query_one("#seed").value = "42"
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")
        game_screen = app.screen
        assert isinstance(game_screen, GameScreen)
        assert game_screen.session.players == ("Zoe", "Bob")
        assert game_screen.session.seed == 42
        assert list((tmp_path / "saves").glob("pebbles-*.json"))


async def test_new_game_dialog_refuses_duplicate_names(tmp_path: Path) -> None:
    app = BoardgamesApp(Storage(tmp_path), Start(game="pebbles"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.query_one("#name-1").value = "Ann"
        await pilot.click("#start")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert "two players have the same name" in screen_text(app)


async def test_resume_from_the_title_screen(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = Session.start(PEBBLES, ("Ann", "Bob"), seed=2)
    session.play("take 1")
    storage.write(storage.saves / "old.json", session.to_save())
    app = BoardgamesApp(storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        assert "Pass the keyboard to Bob" in screen_text(app)


async def test_new_game_dialog_has_a_footer_and_bots_by_strength(tmp_path: Path) -> None:
    from textual.widgets import Select

    app = BoardgamesApp(Storage(tmp_path), Start(game="pebbles"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        # Pebbles has one player count: nothing to choose, so Players is not a field
        assert dialog.query_one("#count").disabled
        assert app.focused is dialog.query_one("#name-0")  # the first field, as in every game
        shown = screen_text(app)
        footer = shown.splitlines()[-1]
        for words in ("Esc Cancel", "Tab/Enter Next", "Ctrl+S Start"):
            assert words in footer, footer
        await pilot.press("tab")
        who = dialog.query_one("#who-0", Select)
        assert app.focused is who
        assert "Space Choose" in screen_text(app).splitlines()[-1]
        await pilot.press("space")  # opens the seat's choices: the bots by strength
        await pilot.pause()
        menu = " ".join(screen_text(app).split())
        for entry in ("Human", "Bot: Easy (random)", "Bot: Medium (greedy)", "Bot: Hard (search)"):
            assert entry in menu, menu
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
        assert who.value == "search"
        await pilot.press("ctrl+s")  # Start, from any field
        await pilot.pause()
        assert app.screen.session.bots == {0: "search"}
