"""SVG snapshots of the screens around the games: title, new-game dialog, handover, game over
(each board has its own module, ``test_<game>_snapshots.py``).

They keep the Textual range in pyproject honest: an upgrade that changes what these screens
look like fails here and is reviewed (``pytest --snapshot-update`` after looking at the diff).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session
from textual.widgets import Input

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage

SIZES = [(80, 24), (160, 48)]
# Fixed paths and a theme named outright: nothing on screen depends on the machine.
HOME = Path("/nonexistent/boardgames-snapshots")


def app_for(start: Start) -> BoardgamesApp:
    return BoardgamesApp(Storage(HOME), start, bot_delay=0, theme_name="textual-dark")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_title_screen(snap_compare, size: tuple[int, int]) -> None:
    assert snap_compare(app_for(Start()), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_new_game_dialog(snap_compare, size: tuple[int, int]) -> None:
    async def steady_cursor(pilot) -> None:
        # The focused name field's cursor blinks: drawn on or off by the clock, not the app.
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False
        await pilot.pause()

    assert snap_compare(
        app_for(Start(game="utopia")), terminal_size=size, run_before=steady_cursor
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_handover_screen(snap_compare, size: tuple[int, int]) -> None:
    game = GAMES["polis"]
    session = Session.start(game, ("Ann", "Ben"), seed=1)
    start = Start(session=session, save_path=HOME / "polis.json")
    assert snap_compare(app_for(start), terminal_size=size)


def played(name: str, seed: int, steps: int | None) -> Session:
    """A session after ``steps`` seeded random actions (``None``: to the end of the game)."""
    game = GAMES[name]
    session = Session.start(game, ("Ann", "Ben"), seed=seed)
    rng = random.Random(seed)
    while not session.over and (steps is None or len(session.actions) < steps):
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_over_screen(snap_compare, size: tuple[int, int]) -> None:
    session = played("continental", 5, None)
    assert session.over
    start = Start(session=session, save_path=HOME / "continental.json")
    assert snap_compare(app_for(start), terminal_size=size)
