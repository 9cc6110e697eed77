"""The new-game dialog walks the same way in every game (issue 42).

Its fields come in one order: Players (only where the game lets you choose), each seat's name
and Human/Bot choice, Seed, Start. The focus starts on Seat 1's name in every game, so the
same keys reach the same field everywhere; Enter moves on like Tab, and only Start (Enter on
it, a click) or Ctrl+S starts a game. The focused field is marked by more than colour.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules import GAMES
from textual.widgets import Input

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.new_game import NewGameScreen
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text

NAMES = ("polis", "simplicity", "continental", "utopia")
# What the focus is on after each press, from the dialog's opening, in every game (each game
# opens at two players): Enter and Tab walk alike, Shift+Tab walks back.
WALK = [
    (None, "name-0"),
    ("enter", "who-0"),
    ("enter", "name-1"),
    ("tab", "who-1"),
    ("enter", "seed"),
    ("enter", "start"),
    ("shift+tab", "seed"),
    ("shift+tab", "who-1"),
]


def dialog_app(tmp_path: Path, game: str) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(game=game), bot_delay=0)


def started(app: BoardgamesApp) -> bool:
    return isinstance(app.screen, HandoverScreen | GameScreen)


@pytest.mark.parametrize("game", NAMES)
async def test_the_same_keys_reach_the_same_field_in_every_game(tmp_path: Path, game: str) -> None:
    app = dialog_app(tmp_path, game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        walked = []
        for key, _ in WALK:
            if key:
                await pilot.press(key)
                await pilot.pause()
            assert isinstance(app.screen, NewGameScreen), f"{key} left the dialog"
            walked.append(app.focused.id if app.focused else None)
        assert walked == [field for _, field in WALK]


@pytest.mark.parametrize("game", ["simplicity", "utopia"])
async def test_players_comes_before_the_seats_where_it_is_a_choice(
    tmp_path: Path, game: str
) -> None:
    app = dialog_app(tmp_path, game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("shift+tab")
        assert app.focused is app.screen.query_one("#count")


@pytest.mark.parametrize("game", NAMES)
async def test_enter_in_a_name_field_moves_on_and_never_starts(tmp_path: Path, game: str) -> None:
    app = dialog_app(tmp_path, game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = app.screen
        for seat in range(GAMES[game].min_players):
            name = dialog.query_one(f"#name-{seat}", Input)
            name.focus()
            await pilot.press("x", "enter")
            await pilot.pause()
            assert app.screen is dialog, "Enter in a name started the game"
            assert app.focused is dialog.query_one(f"#who-{seat}")
        dialog.query_one("#seed", Input).focus()
        await pilot.press("7", "enter")
        await pilot.pause()
        assert app.screen is dialog and app.focused is dialog.query_one("#start")


@pytest.mark.parametrize("game", NAMES)
async def test_enter_on_start_starts(tmp_path: Path, game: str) -> None:
    app = dialog_app(tmp_path, game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "enter", "enter", "enter", "enter")  # down to Start
        await pilot.pause()
        assert not started(app)
        await pilot.press("enter")
        await pilot.pause()
        assert started(app)


@pytest.mark.parametrize("game", ["polis", "utopia"])
async def test_ctrl_s_starts_from_a_name_field(tmp_path: Path, game: str) -> None:
    app = dialog_app(tmp_path, game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.focused, Input)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert started(app)


def marks(app: BoardgamesApp) -> list[str]:
    """The dialog's lines that carry the focus mark `▶`."""
    return [line for line in screen_text(app).splitlines() if "▶" in line]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_focused_field_is_marked_by_more_than_colour(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = dialog_app(tmp_path, "utopia")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        dialog = app.screen
        expected = [
            ("Seat 1", "name-0"),
            ("Seat 1", "who-0"),
            ("Seat 2", "name-1"),
            ("Seat 2", "who-1"),
            ("Seed", "seed"),
        ]
        for step, (row, field) in enumerate(expected):
            if step:
                await pilot.press("tab")
                await pilot.pause()
            # one `▶`, before the focused field's row (and it leaves the row the focus left)
            assert len(marks(app)) == 1 and row in marks(app)[0], marks(app)
            # the field itself changes its border type, from blank to heavy side bars
            for widget in dialog.query("#new-box Input, #new-box Select").results():
                left, _ = widget.styles.border_left
                assert left == ("heavy" if widget.id == field else "blank"), widget.id
        await pilot.press("tab")
        await pilot.pause()
        assert len(marks(app)) == 1 and "Start" in marks(app)[0], marks(app)
        assert "reverse" in str(dialog.query_one("#start").rich_style)


async def test_the_mouse_reaches_every_field_and_both_buttons(tmp_path: Path) -> None:
    app = dialog_app(tmp_path, "utopia")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = app.screen
        for field in ("count", "name-1", "who-1", "seed", "name-0"):
            await pilot.click(f"#{field}")
            await pilot.pause()
            if app.focused is not dialog.query_one(f"#{field}"):  # a click opened a list
                await pilot.press("escape")
                await pilot.pause()
            assert app.focused is dialog.query_one(f"#{field}"), field
            assert app.screen is dialog
        await pilot.click("#cancel")
        await pilot.pause()
        assert not isinstance(app.screen, NewGameScreen)
