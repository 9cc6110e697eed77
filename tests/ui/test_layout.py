"""The shared layout of every game screen: the board takes the space first, the side column the
rest, and a resize lays the screen out again at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.game import LogEntry
from boardgames_rules.core.session import Session
from textual.widgets import Footer

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_log import ActionLog
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.ui.helpers import screen_text

# Terminal width -> side column width: 30 columns under 100, else 30% of the width up to 60.
SIDE = {80: 30, 120: 36, 160: 48, 240: 60}


def app_for(tmp_path: Path, name: str) -> BoardgamesApp:
    game = GAMES[name]
    session = Session.start(game, game.default_players(2), seed=2)
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))


async def game_screen(app: BoardgamesApp, pilot) -> GameScreen:
    await pilot.pause()
    if not isinstance(app.screen, GameScreen):
        await pilot.press("enter")  # take the keyboard at the handover
        await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_a_resize_lays_the_screen_out_again_at_once(tmp_path: Path, name: str) -> None:
    app = app_for(tmp_path, name)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await game_screen(app, pilot)
        for width, height in [(160, 48), (240, 70), (120, 40), (80, 24)]:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            side = screen.query_one("#side").region
            board = screen.query_one("#board-area").region
            assert side.width == SIDE[width], (width, height)
            # The board area takes everything the side column leaves, and it is the larger.
            assert board.width == width - side.width and board.width > side.width
            assert board.bottom <= screen.query_one(Footer).region.y
            assert side.right == width


@pytest.mark.parametrize(
    ("size", "log_shown"), [((80, 24), False), ((120, 40), True), ((160, 48), True)]
)
async def test_an_open_menu_takes_the_logs_rows_only_in_a_short_column(
    tmp_path: Path, size: tuple[int, int], log_shown: bool
) -> None:
    # Continental opens with the stat setup's 24-entry menu, the longest menu at any start.
    app = app_for(tmp_path, "continental")
    async with app.run_test(size=size) as pilot:
        screen = await game_screen(app, pilot)
        screen.query_one(ActionLog).show((LogEntry(text="Ann rolls 3+4 = 7"),), ("Ann", "Bob"))
        await pilot.pause()
        menu = screen.query_one(ActionMenu)
        assert menu.is_open and menu.option_count == 24
        assert screen.query_one("#side").region.contains_region(menu.region)
        assert screen.query_one(ActionLog).display == log_shown
        assert ("Ann rolls 3+4 = 7" in screen_text(app)) == log_shown
