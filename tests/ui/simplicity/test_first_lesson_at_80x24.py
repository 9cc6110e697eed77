"""Issue 42 at 80x24, Simplicity: a taken tile reads as taken, a pawn is not drawn like a disc,
the board keeps its arrangement when the command line opens, names are never cut in the team
table, and lesson 1 opens with the aim and ends on the learner's own moves."""

from __future__ import annotations

from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core.lessons import load_lessons
from boardgames_rules.core.session import Session
from boardgames_rules.simplicity import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.simplicity.board import SimplicityBoard
from boardgames_tui.games.simplicity.planning import PAWN, SimplicityPlanning
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text


def app_for(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))


def planning_lines(app: BoardgamesApp) -> list[str]:
    region = app.screen.query_one(SimplicityPlanning).region
    rows = screen_text(app).splitlines()[region.y : region.bottom]
    return [row[region.x : region.right] for row in rows]


async def test_a_taken_tile_reads_as_taken_beside_its_pawn(tmp_path: Path) -> None:
    session = Session.start(GAME, ("Ann", "Rival"), 7)
    session.play("1 c4")  # Red takes row 1's Orange
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = planning_lines(app)
        row1 = next(line for line in lines if line.strip("│ ").startswith("1"))
        row2 = next(line for line in lines if line.strip("│ ").startswith("2"))
        assert "taken" in row1 and "Orange" not in row1
        assert f"{PAWN}r" in row1 and "•r" not in row1  # a pawn, not a disc
        assert "taken" not in row2 and PAWN not in row2
        assert f"{PAWN} pawn" in screen_text(app)  # the legend names it


async def test_the_board_keeps_its_arrangement_when_the_command_line_opens(
    tmp_path: Path,
) -> None:
    session = Session.start(GAME, ("Ann", "Rival"), 7)
    for action in ("1 c4", "4 d1", "2 a5", "3 b4"):
        session.play(action)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(SimplicityBoard)
        before = board.layout_now
        city, planning = board.city.region, board.planning.region
        await pilot.press("colon")
        await pilot.pause()
        assert board.layout_now == before
        assert (board.city.region, board.planning.region) == (city, planning)  # not one row
        await pilot.press("escape")
        await pilot.pause()
        assert board.layout_now == before


async def test_two_teams_each_never_cut_a_name(tmp_path: Path) -> None:
    session = Session.start(GAME, ("Ann", "Rivaldo"), 7)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        side = app.screen.query_one("#panels-scroll").region
        rows = screen_text(app).splitlines()[side.y : side.bottom]
        text = "\n".join(row[side.x : side.right] for row in rows)
        assert "…" not in text
        assert "Rivaldo" in text  # the players' table names them whole


def test_lesson_one_opens_with_the_aim_and_ends_on_your_own() -> None:
    first = load_lessons(GAMES["simplicity"])[0]
    opening = first.steps[0].text
    assert "lower team" in opening and "teams" in opening and "wins" in opening
    assert [step.on_your_own for step in first.steps[-2:]] == [True, True]
    assert not any(step.on_your_own for step in first.steps[:-2])
    columns = first.steps[1].text
    assert all(word in columns for word in ("Lnk", "Nbh", "Prk", "Bon", "Tot"))
