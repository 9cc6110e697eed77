"""The first frame of a game draws its board once, and draws it right: the screen a player sees
after resizing the terminal is the one a game opened at that size shows.

Textual lays a new screen out and then sends it its size twice; the screen used to draw the
board on mounting (before anything had a size) and again at each of those Resize events.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules import GAMES

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.registry import screen_for
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text
from tests.ui.test_shell_snapshots import played

GAMES_AND_STEPS = [("continental", 30), ("polis", 12), ("simplicity", 20), ("utopia", 20)]


def app_at(home: Path, name: str, steps: int) -> BoardgamesApp:
    """A game part played, the seat to play at the keyboard against a bot (no handover: its
    board is on screen), the bot waiting for its turn."""
    session = played(name, 3, steps)
    assert session.current is not None
    session.bots = {1 - session.current: "random"}
    start = Start(session=session, save_path=home / f"{name}.json")
    return BoardgamesApp(Storage(home), start, bot_delay=0, theme_name="textual-dark")


def count_board_draws(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    screen_class = screen_for(name)
    draws: list[int] = []
    draw_board = screen_class.draw_board

    def counted(screen, view) -> None:  # noqa: ANN001 - the game's own view type
        draws.append(1)
        draw_board(screen, view)

    monkeypatch.setattr(screen_class, "draw_board", counted)
    return draws


async def text_when_opened_at(home: Path, name: str, steps: int, size: tuple[int, int]) -> str:
    app = app_at(home, name, steps)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        return screen_text(app)


# After 80x24 -> 70x20 -> 120x36 the Polis catch-up box, capped otherwise in a tall column,
# kept its scrollbar as drawn at 80 columns (games/polis/screen.py redraws it).
@pytest.mark.parametrize(("name", "steps"), GAMES_AND_STEPS)
async def test_the_first_frame_draws_the_board_once_and_a_resize_draws_it_for_the_new_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, steps: int
) -> None:
    draws = count_board_draws(monkeypatch, name)
    app = app_at(tmp_path / "resized", name, steps)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert len(draws) == 1
        assert GAMES[name].title in screen_text(app)
        await pilot.resize_terminal(70, 20)
        await pilot.pause()
        assert "70×20: enlarge to 80×24" in screen_text(app)
        await pilot.resize_terminal(120, 36)
        await pilot.pause()
        resized = screen_text(app)
        assert len(draws) == 3  # once for each new size
    monkeypatch.undo()  # the fresh app below counts nothing
    assert resized == await text_when_opened_at(tmp_path / "fresh", name, steps, (120, 36))
