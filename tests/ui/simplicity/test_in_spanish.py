"""Simplicity in Spanish (issue 43): a replay finds a round by the words shown, and a switch
of language rewrites the board's legend and panel.  The 80x24 checks (nothing cut, the footer
whole, the player's own score in sight) run in Spanish for every game in
tests/ui/test_whole_at_80x24.py and tests/ui/test_no_cut_text.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from boardgames_rules.simplicity import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from boardgames_tui.table.replay import ReplayMode
from tests.ui.helpers import screen_text


@pytest.fixture
def spanish():
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


def test_a_replay_finds_a_round_by_the_words_shown(tmp_path: Path, spanish: None) -> None:
    session = Session.start(GAME, ("Ann", "Ben"), 7)
    for _ in range(12):
        session.play(GAME.legal_actions(session.state)[0])
    table = ReplayMode.table_for(session, tmp_path / "g.json")
    mode = table.replay
    assert mode is not None
    found = mode.find("Ronda 2")
    assert found is not None and mode.period_of(found) == "ronda 2"
    assert mode.period_of(found - 1) == "ronda 1"


async def test_a_switch_of_language_rewrites_the_board_legend_and_panel(tmp_path: Path) -> None:
    session = Session.start(GAME, ("Ann", "Ben"), 7)
    for _ in range(3):
        session.play(GAME.legal_actions(session.state)[0])
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert "•r Red" in screen_text(app) and "Lnk" in screen_text(app)
            app.set_language("es")
            await pilot.pause()
            await pilot.pause()
            text = screen_text(app)
            # (the log's lines are another helper's: messages in the language, i43-msgs)
            assert "•r Rojo" in text and "Enl" in text and "Ronda" in text, text
            assert "•r Red" not in text and "Lnk" not in text, text
    finally:
        i18n.use(i18n.SOURCE)
