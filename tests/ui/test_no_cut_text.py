"""Nothing a player needs to read is cut with "…": at 80x24, in seeded random games of every game,
with the decision menus opened, no line of the prompt, of a menu's title or of a menu's entries
ends in an ellipsis (they wrap, or are shortened by design)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from textual.widget import Widget

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.ui.helpers import screen_text

SIZE = (80, 24)
# Random actions played before the screen opens: the start, then two positions into the game.
POSITIONS = {
    "continental": (0, 9, 40),
    "polis": (0, 12, 35),
    "simplicity": (0, 7, 22),
    "utopia": (0, 16, 45),
}
FRAME = " │╭╮╰╯─▁▂▃▄▅▆▇█▔"  # borders and scroll bars around a widget's text


def session_after(name: str, steps: int) -> Session:
    game = GAMES[name]
    session = Session.start(game, game.default_players(2), seed=steps + 1)
    rng = random.Random(steps)
    for _ in range(steps):
        if session.over:
            break
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


def cut_lines(app: BoardgamesApp) -> list[str]:
    """The prompt's lines and the open menu's (its title on the border) that end in "…"."""
    lines = screen_text(app).splitlines()
    screen = app.screen
    widgets: list[Widget] = [screen.query_one("#prompt")]
    widgets += [menu for menu in screen.query(ActionMenu) if menu.is_open]
    cut = []
    for widget in widgets:
        r = widget.region
        for line in lines[r.y : r.bottom]:
            text = line[r.x : r.right].rstrip(FRAME)
            if text.endswith("…"):
                cut.append(text)
    return cut


async def open_polis_menus(app, pilot, check) -> None:
    screen = app.screen
    if not screen.query_one(ActionMenu).is_open:
        await pilot.press("a")  # the twelve actions
        await pilot.pause()
        check("actions")
        for number in range(1, 10):  # the first action possible now: its lit zones
            if screen.query_one(ActionMenu).is_open:
                await pilot.press(str(number))
                await pilot.pause()
    board = screen.query_one("#map")
    for zone in sorted(board.targets)[:2]:
        board.move_to(zone)
        await pilot.press("enter")
        await pilot.pause()
        check(f"zone {zone}")
        await pilot.press("escape")


async def open_continental_menus(app, pilot, check) -> None:
    board = app.screen.query_one("#board")
    cells = {board.cell_name(c, line): (c, line) for c in range(8) for line in range(8)}
    for square in sorted(board.targets)[:3]:
        board.cursor = cells[square]
        await pilot.press("enter")
        await pilot.pause()
        check(f"square {square}")


async def open_simplicity_menus(app, pilot, check) -> None:
    for row in ("1", "4"):
        await pilot.press(row)
        await pilot.pause()
        check(f"row {row}")
        await pilot.press("escape")


async def open_utopia_menus(app, pilot, check) -> None:
    for key in ("A", "C", "D", "E", "G", "f"):  # civilisations' cards, then free actions
        await pilot.press(key)
        await pilot.pause()
        check(f"key {key}")
        await pilot.press("escape")


OPENERS: dict[str, Callable] = {
    "polis": open_polis_menus,
    "continental": open_continental_menus,
    "simplicity": open_simplicity_menus,
    "utopia": open_utopia_menus,
}


@pytest.mark.parametrize("name", sorted(GAMES))
async def test_no_prompt_menu_title_or_entry_is_cut(tmp_path: Path, name: str) -> None:
    found = await cuts(tmp_path, name)
    assert not found, found


# Every game's screens read in Spanish (issue 43), which runs about a quarter longer.
IN_SPANISH = sorted(GAMES)


@pytest.mark.parametrize("name", IN_SPANISH)
async def test_no_prompt_menu_title_or_entry_is_cut_in_spanish(tmp_path: Path, name: str) -> None:
    i18n.use("es")
    try:
        found = await cuts(tmp_path, name)
    finally:
        i18n.use(i18n.SOURCE)
    assert not found, found


async def cuts(tmp_path: Path, name: str) -> dict[str, list[str]]:
    """What is cut in ``name``'s positions, as it opens and with its menus open (in the
    language on screen: a test of another language runs it too)."""
    found: dict[str, list[str]] = {}
    for steps in POSITIONS[name]:
        session = session_after(name, steps)
        start = Start(session=session, save_path=tmp_path / f"{steps}.json")
        app = BoardgamesApp(Storage(tmp_path), start)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            if not isinstance(app.screen, GameScreen):
                await pilot.press("enter")  # take the keyboard at the handover
                await pilot.pause()
            if not isinstance(app.screen, GameScreen):
                continue  # the game ended in the random play

            def check(where: str, steps: int = steps, app: BoardgamesApp = app) -> None:
                if cut := cut_lines(app):
                    found[f"after {steps} actions, {where}"] = cut

            check("as it opens")
            await OPENERS[name](app, pilot, check)
    return found
