"""A step redraws only what it changed: what it keeps must be what a full redraw would draw.

The map keeps its drawn lines and each region's fitted text, and after an action drops only
the lines of the regions that look different; the footer is composed again only when the
keys on offer change.  Played through the real app with a sensible random policy.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules import registry
from boardgames_rules.core import Rng
from boardgames_rules.core.session import Session
from boardgames_rules.polis import GAME
from boardgames_rules.polis.data import data

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.polis.board import PolisMap
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.steady import SteadyFooter
from tests.polis.policy import choose
from tests.ui.helpers import screen_text


@pytest.fixture(autouse=True)
def only_polis(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_load", lambda: {"polis": GAME})


def map_lines(board: PolisMap) -> tuple[list[str], list[str]]:
    """The map's lines as the widget hands them out now (cached), and drawn from scratch."""
    height = board.size.height
    shown = [board.render_line(y).text for y in range(height)]
    fresh = [board._render_row(y).text for y in range(height)]
    return shown, fresh


async def test_after_each_action_the_map_is_what_a_full_redraw_draws(
    tmp_path: Path,
) -> None:
    session = Session.start(GAME, GAME.default_names, seed=7)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "p.json"))
    rng = Rng.from_seed(11)
    redrawn = 0
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        before: list[str] = []
        for _ in range(16):
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            board = screen.query_one(PolisMap)
            action, rng = choose(screen.session.state, rng)
            assert screen.play(action)
            await pilot.pause()
            if isinstance(app.screen, HandoverScreen):
                continue  # the next seat's handover covers the map
            await pilot.press("right")  # a cursor step after the action, too
            await pilot.pause()
            shown, fresh = map_lines(board)
            assert shown == fresh
            redrawn += shown != before
            before = shown
    assert redrawn >= 5  # the actions did change the map


def polis_app(tmp_path: Path, seed: int) -> BoardgamesApp:
    session = Session.start(GAME, GAME.default_names, seed=seed)
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "p.json"))


async def past_the_handover(app: BoardgamesApp, pilot) -> None:
    await pilot.pause()
    if isinstance(app.screen, HandoverScreen):
        await pilot.press("enter")
        await pilot.pause()


async def test_the_footer_is_composed_again_only_when_its_keys_change(tmp_path: Path) -> None:
    app = polis_app(tmp_path, seed=3)
    async with app.run_test(size=(160, 50)) as pilot:
        await past_the_handover(app, pilot)
        screen = app.screen
        footer = screen.query_one(SteadyFooter)
        keys = list(footer.children)
        text = screen_text(app).split("\n")[-1]
        assert "Actions" in text and "Pick" not in text
        for key in ("right", "down", "left"):
            await pilot.press(key)
            await pilot.pause()
        screen.say("A message: the screen is redrawn, the keys stay.")
        await pilot.pause()
        assert list(footer.children) == keys  # the same widgets: not composed again
        assert screen_text(app).split("\n")[-1] == text
        await pilot.press("a")  # the actions menu: Enter picks from it now
        await pilot.pause()
        assert "Pick" in screen_text(app).split("\n")[-1]
        assert list(footer.children) != keys


async def test_the_tables_stay_put_while_the_cursor_crosses_the_map(tmp_path: Path) -> None:
    """In a tall side column the zone panel keeps the most rows it took since the last action:
    the players' and market tables under it do not jump at every zone the cursor crosses."""
    app = polis_app(tmp_path, seed=5)
    async with app.run_test(size=(160, 50)) as pilot:
        await past_the_handover(app, pilot)
        screen = app.screen
        board = screen.query_one(PolisMap)
        board.move_to(data().sea_names[0])  # a small zone when the action below is played
        action, _ = choose(screen.session.state, Rng.from_seed(2))
        assert screen.play(action)  # a new state: the panel starts again from this zone's rows
        await pilot.pause()
        assert app.screen is screen
        zone, tables = screen.query_one("#zone"), screen.query_one("#panels")
        heights = [zone.size.height]
        places = [tables.region.y]
        for key in ["down"] * 5 + ["right"] * 6 + ["up"] * 5 + ["left"] * 6:
            await pilot.press(key)
            await pilot.pause()
            heights.append(zone.size.height)
            places.append(tables.region.y)
        # Rows are only ever added (a taller zone), never taken back while the state stands.
        assert heights == sorted(heights) and places == sorted(places), heights
        assert len(set(heights)) > 1  # the walk did cross zones of different sizes
