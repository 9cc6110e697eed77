"""At 80x24 every screen is whole: Simplicity's log keeps at least three rows beside the
"since your last turn" box and the team table, and Utopia's handover, taller than the terminal,
says that more is below until the player has scrolled to its public panel and city."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.utopia.board import UtopiaCity
from boardgames_tui.screens.handover import MORE_BELOW, HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_log import ActionLog
from tests.ui.helpers import screen_text

SIZE = (80, 24)
LOG_ROWS = 3


def played(name: str, players: int, steps: int) -> Session:
    game = GAMES[name]
    session = Session.start(game, game.default_players(players), seed=players)
    rng = random.Random(players)
    for _ in range(steps):
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


def app_for(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))


@pytest.mark.parametrize("players", [2, 6])
async def test_simplicitys_log_keeps_three_rows(tmp_path: Path, players: int) -> None:
    # Into round 2: the "since your last turn" box is up above the team table.
    session = played("simplicity", players, 2 * players + 1)
    app = app_for(tmp_path, session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for keys in ((), ("3",)):  # a tile chosen: the prompt takes its second row
            await pilot.press(*keys)
            await pilot.pause()
            log = app.screen.query_one(ActionLog)
            assert log.display and log.content_region.height >= LOG_ROWS, keys
            rows = screen_text(app).splitlines()[log.region.y : log.region.bottom]
            shown = [row[log.region.x : log.region.right].strip("│ ") for row in rows[1:-1]]
            assert sum(bool(row) for row in shown) >= LOG_ROWS, shown


async def test_utopias_handover_marks_what_is_below_until_it_is_in_sight(tmp_path: Path) -> None:
    session = played("utopia", 2, 12)
    app = app_for(tmp_path, session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        assert "Pass the keyboard to" in text and MORE_BELOW in text
        await pilot.press("end")
        await pilot.pause()
        text = screen_text(app)
        assert MORE_BELOW not in text
        assert "Monuments" in text  # the public panel's last rows
        city = app.screen.query_one("#handover-map", UtopiaCity)
        assert city.drawing.height <= city.region.height and city.region.bottom <= SIZE[1]
        lines = text.splitlines()
        for district in ("Wi1", "Fi3", "Ea7", "Wa5"):  # every island's corner (labels.py)
            assert any(district in line for line in lines), district
        await pilot.press("enter")  # the keyboard is taken as before
        await pilot.pause()
        assert not isinstance(app.screen, HandoverScreen)
