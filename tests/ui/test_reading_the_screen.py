"""The suite reads the screen from the compositor's update (quick); what it reads is what
Textual's public SVG screenshot shows, character for character, for a board, an open menu,
a dialog over the game and the rules page, in every game."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from boardgames_rules import GAMES

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.ui.catalogue_walk import with_news
from tests.ui.helpers import screen_text, svg_text


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_the_quick_reading_is_the_screenshot(name: str) -> None:
    with tempfile.TemporaryDirectory() as home:
        session = with_news(name, GAMES[name].max_players, seed=3)
        start = Start(session=session, save_path=Path(home) / "g.json")
        app = BoardgamesApp(Storage(Path(home)), start)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screens = set()
            for keys in ((), ("enter",), ("escape", "B"), ("escape", "question_mark")):
                await pilot.press(*keys)
                await pilot.pause()
                screens.add(type(app.screen).__name__)
                text = screen_text(app)
                assert text == svg_text(app), keys
                assert text.count("\n") == 23 and text.strip()
            assert {"SeatsScreen", "HelpScreen"} <= screens, screens
