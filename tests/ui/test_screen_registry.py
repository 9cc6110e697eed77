"""Every registered game opens on its own screen, and start-up imports none of them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.generic import GenericGameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.registry import screen_for
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text


def test_every_game_has_its_own_screen() -> None:
    for name in GAMES:
        screen = screen_for(name)
        assert screen is not GenericGameScreen
        assert screen.__module__ == f"boardgames_tui.games.{name}.screen"


def test_a_game_without_an_app_package_gets_the_plain_screen() -> None:
    assert screen_for("pebbles") is GenericGameScreen


def test_starting_the_app_imports_no_game_screen() -> None:
    code = (
        "import sys, boardgames_tui.app\n"
        "print(','.join(m for m in sys.modules if m.startswith('boardgames_rules.') and "
        "m.split('.')[1] in ('polis', 'utopia', 'simplicity', 'continental')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_every_key_in_the_footer_fits_at_80_columns(name: str, tmp_path: Path) -> None:
    game = GAMES[name]
    session = Session.start(game, game.default_players(game.min_players), seed=1)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        shown = [b.binding for b in app.screen.active_bindings.values() if b.binding.show]
        assert shown
        for binding in shown:
            assert binding.description in footer, f"{binding.description!r} is cut off"
