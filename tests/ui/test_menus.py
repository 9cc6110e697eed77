"""Menus hide nothing: every entry of every menu a game opens is on screen or marked, and keyed.

Random games are played through the real screen; at each position the keys a player uses to open
menus (Enter on the board, `a`, arrows) are pressed, and whatever menu is open is checked.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session
from textual.geometry import Region

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.ui.helpers import screen_text

SIZES = [(80, 24), (120, 40)]
# Simplicity opens no menu: its choices are made on the city and the planning board.
MENU_GAMES = sorted(name for name in GAMES if name != "simplicity")
STEPS = 14  # positions looked at per game and size, from the start and from mid-game
OPENERS = [
    ("enter",),
    ("a",),
    ("right", "enter"),
    ("down", "down", "enter"),
    ("left", "up", "enter"),
]


def check_menu(app: BoardgamesApp, seen: list[int]) -> None:
    screen = app.screen
    if not isinstance(screen, GameScreen):
        return
    menu = screen.query_one(ActionMenu)
    if not menu.is_open:
        return
    count = menu.option_count
    seen.append(count)
    where = f"menu {menu.border_title!r} with {count} entries"
    # The whole menu box is on the terminal and inside the side column, not cut by either.
    assert Region(0, 0, *app.size).contains_region(menu.region), where
    assert screen.query_one("#side").region.contains_region(menu.region), where
    above, below = menu.hidden()
    assert count - above - below >= 1, f"{where}: no entry visible"
    text = screen_text(app)
    if above:
        assert f"▲ {above} more" in text, where
    if below:
        assert f"▼ {below} more" in text, where
    assert count <= len(menu.keys), f"{where}: entries past {len(menu.keys)} have no key"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", MENU_GAMES)
async def test_every_menu_entry_is_on_screen_or_marked(
    name: str, size: tuple[int, int], tmp_path: Path
) -> None:
    game = GAMES[name]
    rng = random.Random(f"{name}{size}")
    seen: list[int] = []
    for warmup in (0, 60):  # from the start, then from the middle of a game
        session = Session.start(
            game, game.default_players(game.max_players), seed=rng.randrange(99)
        )
        for _ in range(warmup):
            if not session.over:
                session.play(rng.choice(game.legal_actions(session.state)))
        app = BoardgamesApp(
            Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json")
        )
        async with app.run_test(size=size) as pilot:
            for _ in range(STEPS):
                if isinstance(app.screen, HandoverScreen):
                    app.screen.action_ready()  # what Enter does, without the key's wait
                    await pilot.pause()
                screen = app.screen
                if not isinstance(screen, GameScreen) or session.over:
                    break
                await pilot.pause()
                check_menu(app, seen)  # a menu the position opens by itself (a decision)
                await pilot.press(*rng.choice(OPENERS))
                await pilot.pause()
                check_menu(app, seen)
                # Back to the board: Escape only where something is open (a menu, a window
                # over the board); the play below drops a half-made choice itself.  An
                # Escape with nothing open redraws the whole screen (~0.1 s a key).
                for _ in range(2):
                    if app.screen is screen and not screen.query_one(ActionMenu).is_open:
                        break
                    await pilot.press("escape")
                screen.play(rng.choice(game.legal_actions(session.state)))
                await pilot.pause()
    assert seen, f"no menu opened in {name}: the test looked at nothing"


@pytest.mark.parametrize("name", MENU_GAMES)
async def test_enter_picks_the_highlighted_entry_of_an_open_menu(name: str, tmp_path: Path) -> None:
    """Down then Enter plays the second entry, never what the board's cursor is on."""
    game = GAMES[name]
    rng = random.Random(name)
    session = Session.start(game, game.default_players(game.min_players), seed=2)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(80):
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
            screen = app.screen
            assert isinstance(screen, GameScreen)
            menu = screen.query_one(ActionMenu)
            if not menu.is_open:
                await pilot.press(*rng.choice(OPENERS))
            if menu.is_open and menu.option_count >= 2:
                break
            await pilot.press("escape", "escape")
            screen.play(rng.choice(game.legal_actions(session.state)))
            await pilot.pause()
        assert menu.is_open and menu.option_count >= 2, "found no menu with two entries"
        picked: list[int] = []
        pick = menu.pick
        menu.pick = lambda number: picked.append(number) or pick(number)  # type: ignore[method-assign]
        await pilot.press("down", "enter")
        await pilot.pause()
        assert picked == [2]


def test_a_prompt_names_the_keys_that_pick_the_entries() -> None:
    from boardgames_tui.widgets.action_menu import ActionMenu

    menu = ActionMenu()
    menu.keys = "1234567890acd"  # the letters a screen leaves free (b is its own key)
    assert menu.keys_text(1) == "1"  # not "1-1"
    assert menu.keys_text(3) == "1-3"
    assert menu.keys_text(10) == "1-9, 0"
    assert menu.keys_text(12) == "1-9, 0, a, c"  # not "1-12": there is no key 12
