"""Issue 42 at 80x24, Continental: what a new player sees in lesson 1 and on the board.

The new-mark and the claim mark sit beside their own square's owner letter, the cursor shows
by a glyph (not only by colour), a lesson lights the places it asks about as places to act on
(not with the new-mark), the board keeps one drawing whatever opens below it, the stats show
while a step talks of them, and a menu's entry is whole."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.continental import GAME
from boardgames_rules.core.lessons import LessonRun, load_lessons
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.continental.board import (
    CHANGED_MARK,
    CLAIM_MARK,
    TARGET_MARK,
    ContinentalBoard,
)
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.lessons import LessonEndScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from boardgames_tui.widgets.menu_room import menu_is_whole
from tests.ui.helpers import screen_text

SQUARE_MENUS = ("build", "recruit", "tower", "city")  # a menu opens on the square


def menu_entries(screen) -> list[tuple[str, object]]:
    """The open square menu's entries as the screen wrote them."""
    return [(text.plain, action) for text, action in screen.entries(screen.menu_actions)]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_board_keeps_one_drawing_when_the_command_line_opens(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    session = Session.start(GAME, ("Blue", "Red"), seed=7)
    for action in ("stats 2431", "stats 3412", "roll"):
        session.play(action)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "c.json"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        board = app.screen.query_one(ContinentalBoard)
        drawn = board.layout_now()
        await pilot.press("k", "l", "enter")  # a square's menu opens
        await pilot.pause()
        assert (board.layout_now().width, board.layout_now().height) == (drawn.width, drawn.height)
        assert board.layout_now().bottom_files == drawn.bottom_files
        await pilot.press("escape", "colon")  # the command line takes three rows
        await pilot.pause()
        now = board.layout_now()
        assert (now.width, now.height, now.left, now.top) == (
            drawn.width,
            drawn.height,
            drawn.left,
            drawn.top,
        )


def square_lines(app: BoardgamesApp, board: ContinentalBoard, column: int, line: int) -> list[str]:
    area = board.layout_now().square(column, line)
    rows = screen_text(app).splitlines()[board.region.y + area.y :][: area.height]
    x = board.region.x + area.x
    return [row[x : x + area.width] for row in rows]


async def test_marks_and_the_cursor_read_as_their_own_square(tmp_path: Path) -> None:
    session = Session.start(GAME, ("Blue", "Red"), seed=7)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "c.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(ContinentalBoard)
        assert board.view is not None
        board.set_changed(frozenset({"a3"}))
        board.show(board.view, board.targets, board.selected, frozenset({"a3", "d4"}))
        await pilot.pause()
        top, middle = square_lines(app, board, 0, 5)  # a3: Blue's, changed and claimed
        assert top[:3] == "B" + CHANGED_MARK + CLAIM_MARK  # a3's letter, then its marks
        assert CHANGED_MARK not in top[3:] and CLAIM_MARK not in top[3:] + middle
        top, middle = square_lines(app, board, 3, 4)  # d4: neutral, claimed
        assert top[2] == CLAIM_MARK and middle[-1] != CLAIM_MARK  # never by the next square
        # The cursor (b2, the board has the focus) is in brackets, not only reversed.
        assert board.has_focus and board.cursor == (1, 6)
        drawn = [square_lines(app, board, c, r)[-1] for r in range(8) for c in range(8)]
        assert [i for i, text in enumerate(drawn) if "[" in text] == [6 * 8 + 1]
        assert "[⌂C]" in drawn[6 * 8 + 1]
        await pilot.press("l")
        await pilot.pause()
        assert "[" in square_lines(app, board, 2, 6)[-1]  # c2 now
        assert "[" not in square_lines(app, board, 1, 6)[-1]
        # The open menu's highlight is marked by a glyph too, and follows the highlight.
        menu = app.screen.query_one(ActionMenu)
        assert menu.is_open and menu.highlighted == 0
        menu.highlighted = 2
        await pilot.pause()
        marked = [r for r in screen_text(app).splitlines() if "▶" in r[menu.region.x :]]
        assert len(marked) == 1 and "stats" in marked[0]
        assert str(menu.get_option_at_index(2).prompt).startswith("▶")
        assert str(menu.get_option_at_index(0).prompt).startswith(" ")


async def test_lesson_one_shows_the_stats_it_talks_of_and_whole_menu_entries(
    tmp_path: Path,
) -> None:
    lessons = load_lessons(GAMES["continental"])
    first = lessons[0]
    assert "lose" in first.steps[1].text and "upkeep" in first.steps[1].text
    assert all(step.on_your_own for step in first.steps[-2:])
    app = BoardgamesApp(Storage(tmp_path), Start(learn="continental"), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # lesson 1
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.lesson is not None
        run: LessonRun = screen.lesson
        # The first step's places (the two Cities) are lit as places to act on, not "new".
        board = screen.query_one(ContinentalBoard)
        assert run.step is not None and set(run.step.places) == {"b2", "g7"}
        assert board.asked == {"b2", "g7"} and not board.changed
        assert square_lines(app, board, 6, 1)[-1].startswith(TARGET_MARK)  # g7
        assert CHANGED_MARK not in "".join(board.render_line(y).text for y in range(17))
        seen_stats = built = False
        for _ in range(200):
            step = run.step
            if step is None or run.position > 12:
                break
            if "IEGQ stats" in step.text:
                side = screen.query_one("#side").region
                rows = screen_text(app).splitlines()[side.y : side.bottom]
                # the panel's row (the lesson's words name it too): the label, then digits
                line = next(r for r in rows if re.search(r"IEGQ stats +\d{4}", r))
                assert "2431" in line and "3412" in line
                seen_stats = True
            if step.kind == "move" and step.move == "build G c3":
                await pilot.press("k", "l", "enter")
                await pilot.pause()
                menu = screen.query_one(ActionMenu)
                assert menu.is_open and menu_is_whole(menu)
                built = True
            if step.kind == "move":
                await pilot.press("colon")
                for key in step.move:
                    await pilot.press("space" if key == " " else key)
                await pilot.press("enter")
            elif screen.lesson_waits_for_enter():
                await pilot.press("enter")
            await pilot.pause(0.05)
        assert seen_stats and built


@pytest.mark.parametrize("number", range(len(load_lessons(GAMES["continental"]))))
async def test_every_lesson_menu_a_step_asks_for_is_whole(tmp_path: Path, number: int) -> None:
    """A build or recruit step's menu, opened on its square at 80x24, shows every entry whole
    (an entry cut to "(Farm: -1" told the learner nothing of the price)."""
    app = BoardgamesApp(Storage(tmp_path), Start(learn="continental"), bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(number):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.lesson is not None
        run: LessonRun = screen.lesson
        checked = 0
        for _ in range(200):
            step = run.step
            if step is None or isinstance(app.screen, LessonEndScreen):
                break
            if step.kind == "move" and step.move and step.move.split()[0] in SQUARE_MENUS:
                square = step.move.split()[-1]
                screen.place_chosen(square)
                await pilot.pause()
                menu = screen.query_one(ActionMenu)
                assert menu.is_open, step.move
                region = menu.region
                rows = screen_text(app).splitlines()[region.y : region.bottom]
                shown = " ".join(
                    " ".join(row[region.x : region.right].strip("│╭╮╰╯─ ").split()) for row in rows
                )
                entry = next(
                    text for text, action in menu_entries(screen) if text.startswith(step.move)
                )
                assert " ".join(entry.split()) in shown, (number, entry, shown)
                checked += 1
                await pilot.press("escape")
            if step.kind == "move":
                await pilot.press("colon")
                for key in step.move or "":
                    await pilot.press("space" if key == " " else key)
                await pilot.press("enter")
            elif screen.lesson_waits_for_enter():
                await pilot.press("enter")
            await pilot.pause(0.05)
        assert checked or number >= 2  # lessons 1 and 2 build; later ones move and fight
