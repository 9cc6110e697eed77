"""SVG snapshots of Simplicity: a late city with a tile chosen (80x24, 160x48) and the
game-over screen with the finished city (80x24); the same in Spanish (issue 43: the seed's
words, the tile letters Z N M A P, the discs' Spanish initials).  Refresh with
``--snapshot-update`` after looking at the new drawing."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from boardgames_rules.simplicity import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.ui.helpers import settle

# Fixed paths and a theme named outright: nothing on screen depends on the machine.
HOME = Path("/nonexistent/boardgames-snapshots")
PLAYERS = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Finn")


def game_actions() -> list:
    """A whole six-player game of seeded random moves."""
    rng = random.Random(7)
    state = GAME.new_game(PLAYERS, 7)
    actions = []
    while GAME.current_player(state) is not None:
        actions.append(rng.choice(GAME.legal_actions(state)))
        state = GAME.apply(state, actions[-1])
    return actions


def app_after(actions: list) -> BoardgamesApp:
    session = Session.start(GAME, PLAYERS, 7)
    for action in actions:
        session.play(action)
    start = Start(session=session, save_path=HOME / "simplicity.json")
    return BoardgamesApp(Storage(HOME), start, bot_delay=0, theme_name="textual-dark")


@pytest.fixture
def spanish():
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_late_city_with_a_tile_chosen(snap_compare, size: tuple[int, int]) -> None:
    assert a_late_city_with_a_tile_chosen(snap_compare, size)


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_late_city_with_a_tile_chosen_in_spanish(
    snap_compare, size: tuple[int, int], spanish: None
) -> None:
    assert a_late_city_with_a_tile_chosen(snap_compare, size)


def a_late_city_with_a_tile_chosen(snap_compare, size: tuple[int, int]) -> bool:
    actions = game_actions()
    app = app_after(actions[:-4])

    async def choose_a_tile(pilot) -> None:
        view = GAME.view(app.screen.session.state, None)
        row = next(p.row for p in view.planning if p.available and p.legal_spaces)
        await pilot.press(str(row))  # its spaces light up, the cursor on the first
        await settle(pilot)

    return snap_compare(app, terminal_size=size, run_before=choose_a_tile)


def test_the_game_over_screen_shows_the_city(snap_compare) -> None:
    assert the_game_over_screen(snap_compare)


def test_the_game_over_screen_shows_the_city_in_spanish(snap_compare, spanish: None) -> None:
    assert the_game_over_screen(snap_compare)


def the_game_over_screen(snap_compare) -> bool:
    actions = game_actions()
    app = app_after(actions[:-1])

    async def last_move(pilot) -> None:
        app.screen.play(actions[-1])
        await pilot.pause()

    return snap_compare(app, terminal_size=(80, 24), run_before=last_move)
