"""Polis whole at 80x24 (issue 42), read from the rendered screen: the keyboard side's goods
always in sight, the menu entry a lesson step asks for on screen without scrolling, both
battle hands, the era summary without a cut word, and ``i`` for every panel whole (in the
footer in place of ``s``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.core.lessons import load_lessons
from boardgames_rules.polis import GAME
from boardgames_rules.polis.data import GOODS
from rich.console import Console

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.polis.panels import own_seat, summary_table
from boardgames_tui.games.polis.screen import PolisScreen
from boardgames_tui.games.polis.windows import EraSummaryScreen, PanelsScreen
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text, settle
from tests.ui.polis.positions import battle_pending
from tests.ui.polis.test_screen import random_play, to_board

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def only_polis(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"polis": GAME})


def side_text(app: BoardgamesApp) -> str:
    """The side column's characters on screen, row by row."""
    side = app.screen.query_one("#side")
    rows = screen_text(app).splitlines()[side.region.y : side.region.bottom]
    return "\n".join(row[side.region.x : side.region.right] for row in rows)


def goods_in_sight(app: BoardgamesApp) -> None:
    screen = app.screen
    assert isinstance(screen, PolisScreen)
    view = screen.table.view()
    side = view.sides[own_seat(view)]
    text = side_text(app)
    assert f"Goods of {side.faction}" in text
    for good in GOODS:
        assert f"{good} {side.goods[good]}" in text, (good, text)
    # Prestige (both sides') and points under the goods: running out of prestige loses.
    other = view.sides[1 - side.seat]
    assert f"prestige {side.prestige} ({other.faction} {other.prestige})" in text, text
    score = {s.seat: s.total for s in view.scores}
    # The points in the panels' bottom border, when it is on screen (a menu takes it, a
    # catch-up box may push it down).
    scroll, column = screen.query_one("#panels-scroll"), screen.query_one("#side")
    if not column.has_class("-menu-open") and scroll.region.bottom <= column.region.bottom:
        assert f"points {score[side.seat]} ({other.faction} {score[other.seat]})" in text


@pytest.mark.parametrize("steps", [0, 10, 25, 40])
async def test_the_keyboard_sides_goods_are_always_in_sight(tmp_path: Path, steps: int) -> None:
    start = Start(session=random_play(steps), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_board(pilot)
        goods_in_sight(app)
        # A long zone panel, and the actions menu open: still in sight.
        screen.query_one("#panels-scroll").scroll_end(animate=False)
        await pilot.pause()
        goods_in_sight(app)
        if not screen.pending():
            await pilot.press("a")
            await pilot.pause()
            assert screen.query_one(ActionMenu).is_open
            goods_in_sight(app)


def asked_label_in_sight(app: BoardgamesApp, where: str) -> None:
    """The lit entry is the one the step asks for, and its first row is inside the menu."""
    menu = app.screen.query_one(ActionMenu)
    assert menu.highlighted is not None, where
    label = menu.get_option_at_index(menu.highlighted).prompt
    first = str(getattr(label, "plain", label)).split("  (")[0][:20]
    rows = screen_text(app).splitlines()[menu.region.y + 1 : menu.region.bottom - 1]
    inside = [row[menu.region.x : menu.region.right] for row in rows]
    assert menu.region.bottom <= app.screen.query_one("#side").region.bottom, where
    assert any(first in row for row in inside), (where, first, inside)


async def open_lesson(app: BoardgamesApp, pilot, lesson_id: str) -> tuple[PolisScreen, object]:
    """The lesson ``lesson_id`` on screen, with its run."""
    number = next(n for n, lesson in enumerate(load_lessons(GAME)) if lesson.id == lesson_id)
    app.open_lesson("polis", number)
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, PolisScreen) and screen.lesson is not None
    return screen, screen.lesson


def step_on(screen: GameScreen, run) -> None:
    """Do what the lesson's step asks (its move, the other side's moves, or go on)."""
    step = run.step
    if step.kind == "move":
        screen.play(step.move)
        return
    if step.kind == "other":
        while screen.lesson is not None and run.next_scripted() is not None:
            screen.hurry_scripted() or screen.play_scripted()
    screen.action_lesson_go_on()


async def test_every_lesson_step_shows_the_entry_it_asks_for(tmp_path: Path) -> None:
    app = BoardgamesApp(Storage(tmp_path), Start(), bot_delay=0)
    checked = 0
    async with app.run_test(size=SIZE) as pilot:
        for lesson in load_lessons(GAME):
            screen, run = await open_lesson(app, pilot, lesson.id)
            while not run.finished:
                step = run.step
                assert step is not None
                await pilot.pause()
                where = f"{lesson.id} step {run.number}"
                if step.kind == "move":
                    goods_in_sight(app)
                if step.kind == "move" and not step.on_your_own:
                    menu = screen.query_one(ActionMenu)
                    if not menu.is_open and not screen.pending():
                        await pilot.press("a")  # the actions list: the action asked for
                        await pilot.pause()
                    if menu.is_open:
                        asked_label_in_sight(app, where)
                        checked += 1
                step_on(screen, run)
            await pilot.pause()
            app.pop_screen()
    assert checked >= 20


async def test_the_battle_panel_shows_both_hands_and_the_asked_defence(tmp_path: Path) -> None:
    """Lesson 5 step 8 was an empty box: the hand, Sparta's Fl2 Sh3 and '5 defend Fl1 Sh1'."""
    app = BoardgamesApp(Storage(tmp_path), Start(), bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        screen, run = await open_lesson(app, pilot, "battle")
        while run.step is not None and run.step.move != "defend Fl1 Sh1":
            step_on(screen, run)
            await pilot.pause()
        await settle(pilot)
        text = side_text(app)
        assert "Hand: [Ch3][Fl1][Sh1][Sp3]" in text, text
        assert "Sparta plays Fl2 Sh3" in text, text
        assert "5 defend Fl1 Sh1" in text, text
        goods_in_sight(app)


def test_the_era_summary_fits_a_short_column_and_80_columns_with_whole_words() -> None:
    session = battle_pending()
    view = GAME.view(session.state, 0)
    assert view.summaries
    for width in (28, 76):
        console = Console(width=width, record=True, color_system=None)
        console.print(summary_table(view))
        text = console.export_text()
        assert "…" not in text and "prestige" in text, text
        assert all(len(line) <= width for line in text.splitlines())
        for side in ("Athens", "Sparta"):
            assert side in text


async def test_the_era_summary_window_and_i_at_80x24(tmp_path: Path) -> None:
    start = Start(session=battle_pending(), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=SIZE) as pilot:
        await to_board(pilot)
        footer = screen_text(app).splitlines()[-1]
        assert "i Info" in footer and "Eras" not in footer, footer  # s works, out of sight
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, EraSummaryScreen)
        text = screen_text(app)
        assert "End of era 3" in text and "prestige at the end" in text
        assert "…" not in text
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, PanelsScreen)
        text = screen_text(app)
        assert "Your hand (Athens)" in text and "now: Athens" in text  # the whole battle
        assert "…" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PolisScreen)


async def test_i_is_for_short_terminals_only(tmp_path: Path) -> None:
    start = Start(session=random_play(10), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_board(pilot)
        footer = screen_text(app).splitlines()[-1]
        assert "Info" not in footer and "s Eras" in footer
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, PolisScreen)
