"""SVG snapshots of the Utopia city on a late position: monuments, a wonder, a district with
ten princes; at 80x24 (the smallest drawing, ``+N`` counts) and 160x48 (names whole).

The position is seeded random play, the same on every machine; nothing on screen depends on
the clock or the file system.  ``pytest --snapshot-update`` after looking at a diff.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.ui.helpers import settle

HOME = Path("/nonexistent/boardgames-snapshots")
SEED, STEPS = 1, 412  # three players: a wonder built, two monuments, 10 princes in a district


def late_session() -> Session:
    session = Session.start(GAME, GAME.default_players(3), SEED)
    rng = random.Random(SEED)
    for _ in range(STEPS):
        session.play(rng.choice(GAME.legal_actions(session.state)))
    return session


def test_the_position_has_what_the_snapshots_show() -> None:
    view = GAME.view(late_session().state, None)
    assert any(island.wonder is not None for island in view.islands)
    assert sum(1 for d in view.districts if d.monument) >= 2
    assert max(sum(map(sum, d.princes)) for d in view.districts) >= 8


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_late_city(snap_compare, size: tuple[int, int]) -> None:
    start = Start(session=late_session(), save_path=HOME / "utopia.json")
    app = BoardgamesApp(Storage(HOME), start, bot_delay=0, theme_name="textual-dark")
    assert snap_compare(app, terminal_size=size, press=["enter"])


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_over_with_every_hand_and_the_rounds(snap_compare, size: tuple[int, int]) -> None:
    """The final board with every hand revealed, beside the Rounds tab of the game over."""
    assert snap_compare(game_over_app(), terminal_size=size, run_before=opening("rounds"))


def game_over_app() -> BoardgamesApp:
    """A five-player random game played to its end, opened on its game-over screen."""
    session = Session.start(GAME, GAME.default_players(5), 3)
    rng = random.Random(3)
    while not session.over:
        session.play(rng.choice(GAME.legal_actions(session.state)))
    start = Start(session=session, save_path=HOME / "utopia.json")
    return BoardgamesApp(Storage(HOME), start, bot_delay=0, theme_name="textual-dark")


def opening(tab: str):
    """What the snapshot presses first: a click on the game over's tab ``tab`` (its id)."""

    async def open_tab(pilot) -> None:
        await pilot.pause()
        await pilot.click(f"#--content-tab-over-{tab}")
        await pilot.wait_for_scheduled_animations()  # the tab's underline slides over
        await settle(pilot)  # the line under the city refits once its width settles

    return open_tab


@pytest.fixture
def in_spanish():
    """The screens in Spanish (issue 43) for one test, English again after it."""
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_late_city_in_spanish(snap_compare, in_spanish, size: tuple[int, int]) -> None:
    """The same position in Spanish: Viento, Fuego, Tierra (T1), Agua (A1), the seeds' terms,
    the players' default names (Rojo, Azul, Amarillo)."""
    start = Start(session=late_session(), save_path=HOME / "utopia.json")
    app = BoardgamesApp(Storage(HOME), start, bot_delay=0, theme_name="textual-dark")
    assert snap_compare(app, terminal_size=size, press=["enter"])


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_over_in_spanish(snap_compare, in_spanish, size: tuple[int, int]) -> None:
    """The game over in Spanish, on its Rondas tab."""
    assert snap_compare(game_over_app(), terminal_size=size, run_before=opening("rondas"))
