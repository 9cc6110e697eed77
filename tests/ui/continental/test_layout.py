"""Continental uses the terminal it gets: a whole board that grows, every player's row, the
highlights of the action being built drawn on the board from the rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.continental.actions import Attack, Move
from boardgames_rules.continental.data import PLAYER_COUNT
from boardgames_rules.continental.resolve import claimed_squares
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.continental.board import (
    CLAIM_MARK,
    FILES,
    TARGET_MARK,
    ContinentalBoard,
)
from boardgames_tui.storage import Storage
from tests.continental.helpers import position
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text

PLAYERS = ("Aurelia", "Bartholomew")[:PLAYER_COUNT]  # the most the game allows, long names


@pytest.fixture(autouse=True)
def only_continental(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"continental": GAME})


def app_for(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "c.json"))


def square_text(app: BoardgamesApp, square: str) -> list[str]:
    """The lines of one square as the terminal shows them."""
    board = app.screen.query_one(ContinentalBoard)
    area = board.layout_now().square(FILES.index(square[0]), 8 - int(square[1]))
    lines = screen_text(app).splitlines()
    x, y = board.region.x + area.x, board.region.y + area.y
    return [lines[y + dy][x : x + area.width] for dy in range(area.height)]


def claimed(app: BoardgamesApp, square: str) -> bool:
    """The claim mark, in the square's own corner (after its letter and the new-mark)."""
    return square_text(app, square)[0][2] == CLAIM_MARK


def glyph_line(app: BoardgamesApp, square: str) -> str:
    """The square's middle line: its marks either side of the piece."""
    lines = square_text(app, square)
    return lines[len(lines) // 2]


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (240, 70)])
async def test_the_whole_board_and_every_player_fit(tmp_path: Path, size: tuple[int, int]) -> None:
    session = Session.start(GAME, PLAYERS, seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=size) as pilot:
        await pilot.press("1", "6", "r")  # stats for both, then the first roll
        await pilot.pause()
        screen = app.screen
        for widget in screen.query("*"):
            if widget.display and widget.region.area:
                assert screen.region.contains_region(widget.region), widget
        board = screen.query_one(ContinentalBoard)
        layout = board.layout_now()
        drawn_height = 1 + 8 * layout.height + layout.bottom_files
        assert layout.left >= 0 and layout.left + layout.board_width <= board.size.width
        assert layout.top >= 0 and layout.top + drawn_height <= board.size.height
        assert layout.legend_y + len(layout.legend) <= board.size.height
        assert layout.legend, "the legend explains the glyphs"
        text = screen_text(app)
        for line in layout.legend:
            assert line.plain in text
        rows = text.splitlines()
        left = board.region.x + layout.left
        top = board.region.y + layout.top
        rank_column = [row[left] for row in rows[top : top + drawn_height]]
        assert [c for c in rank_column if c.strip()] == list("87654321")
        files = rows[board.region.y + layout.top][board.region.x : board.region.right]
        assert "".join(files.split()) == FILES
        side = screen.query_one("#side").region
        side_text = "\n".join(row[side.x : side.right] for row in rows[side.y : side.bottom])
        for name in PLAYERS:
            assert name[:4] in side_text  # each player's column, its name shortened if need be
        for label in ("People", "Moral", "Resources", "Territory", "IEGQ stats"):
            line = next(row for row in side_text.splitlines() if label in row)
            assert len(line.split("│")[1].split()) >= 1 + len(PLAYERS), line
        if size == (120, 40):
            assert layout.width >= 5 and layout.height >= 3
        if size == (240, 70):
            assert layout.width * 8 >= board.size.width // 2  # the board grows with the space


async def test_squares_read_without_colour(tmp_path: Path) -> None:
    session = Session.start(GAME, ("Blue", "Red"), seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "6", "r")
        await pilot.pause()
        assert square_text(app, "b2")[0].startswith("B")  # Blue's square: its letter
        assert "⌂C" in "".join(square_text(app, "b2"))  # and its City
        assert square_text(app, "g7")[0].startswith("R")
        assert "·" in "".join(square_text(app, "e5"))  # nobody's


async def test_choosing_an_army_lights_its_destinations_and_what_a_move_claims(
    tmp_path: Path,
) -> None:
    state = position("Cb2 Ad4", "Cg7 .d5 Qe5", providence=6)
    session = Session(GAME, 1, ("Blue", "Red"), {}, state)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l", "l", "k", "k", "enter")  # the army on d4
        await pilot.pause()
        ways = [
            a
            for a in GAME.legal_actions(state)
            if isinstance(a, Move | Attack) and a.path[0] == "d4"
        ]
        destinations = {a.path[-1] for a in ways}
        assert {"d5", "c4", "b4", "e4"} <= destinations
        for row in range(1, 9):
            for file in FILES:
                square = f"{file}{row}"
                middle = glyph_line(app, square)
                assert (middle[0] == TARGET_MARK) == (square in destinations), square
        await pilot.press("h", "h")  # the cursor on b4, two steps west
        await pilot.pause()
        claims = claimed_squares(state, next(a for a in ways if a.path == ("d4", "c4", "b4")))
        assert claims and "b4" in claims
        for row in range(1, 9):
            for file in FILES:
                square = f"{file}{row}"
                assert claimed(app, square) == (square in claims), square


async def test_a_square_menu_previews_what_its_highlighted_build_claims(tmp_path: Path) -> None:
    state = position("Cb2 .c3", "Cg7", providence=6)  # Military: a Barracks next to the City
    session = Session(GAME, 1, ("Blue", "Red"), {}, state)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l", "k", "enter")  # c3
        await pilot.pause()
        assert "build Q c3" in screen_text(app)
        for square in ("d4", "d3", "d2", "b4", "c4"):  # neutral neighbours of c3
            assert claimed(app, square), square
        await pilot.press("k")  # leaving c3 closes its menu: Enter is the board's again
        await pilot.pause()
        assert "build Q c3" not in screen_text(app)
        assert not claimed(app, "d4")


async def test_enter_sends_the_army_even_when_its_square_had_a_menu(tmp_path: Path) -> None:
    # Military: the army on d4 may also become a Tower, so choosing it opens a menu too.
    state = position("Cb2 Ad4 Qc3", "Cg7", providence=6)
    session = Session(GAME, 1, ("Blue", "Red"), {}, state)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("l", "l", "k", "k", "enter")
        await pilot.pause()
        assert "On d4" in screen_text(app)
        await pilot.press("l", "enter")  # e4: one way there
        await pilot.pause()
        assert app.screen.session.actions[-1] == "d4-e4"
