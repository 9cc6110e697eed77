"""A crash shows one line and writes a report, and neither holds a hidden card.

The crash is forced where the whole table can read the screen and every hand is in the state:
at a Polis battle and in a Utopia round.  Its message names the hands on purpose (an error
message may well name a card), and Textual's own report would print the locals with them."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME as UTOPIA
from rich.console import Console

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.polis.screen import PolisScreen
from boardgames_tui.games.utopia.screen import UtopiaScreen
from boardgames_tui.screens.title import TitleScreen
from boardgames_tui.storage import Storage
from tests.ui.polis.positions import battle_pending


class Forced(Exception):
    pass


async def crash_at_the_next_redraw(
    tmp_path: Path, session: Session, screen: type, monkeypatch: pytest.MonkeyPatch
) -> str:
    """Everything the player sees after the crash: the terminal's last words and the report."""
    path = tmp_path / "saves" / "crash.json"
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=path))
    app.error_console = Console(file=StringIO(), width=300)
    hands = str(session.state)

    def broken(self, view) -> None:
        raise Forced(f"drawing failed with {hands}")

    with pytest.raises(Forced):
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            # The next redraw fails (after the handover's Enter).
            monkeypatch.setattr(screen, "draw_board", broken)
            await pilot.press("enter")
            await pilot.pause()
    said = app.error_console.file.getvalue().replace("\n", "")  # as wrapped to the terminal
    reports = list((tmp_path / "crash-reports").glob("crash-*.txt"))
    assert len(reports) == 1
    assert said.count("boardgames stopped") == 1 and "Traceback" not in said
    assert "boardgames stopped on an error (tests.ui.test_crash_report.Forced at" in said
    assert f"The game is saved in {path}" in said and f"Report: {reports[0]}" in said
    report = reports[0].read_text()
    assert "test_crash_report.py" in report and "Forced" in report  # the frames are there
    return said + report


async def test_a_crash_at_a_polis_battle_shows_no_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = battle_pending()
    battle = session.state.battle
    assert battle is not None
    seen = await crash_at_the_next_redraw(tmp_path, session, PolisScreen, monkeypatch)
    for card in {card for hand in battle.hands for card in hand}:
        assert card not in seen
    assert "hands=" not in seen


async def test_a_crash_with_utopia_hands_in_play_shows_no_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = Session.start(UTOPIA, ("Ann", "Ben"), seed=5)
    while not all(sum(hand) for hand in session.state.hands):  # played on until both hold cards
        session.play(UTOPIA.legal_actions(session.state)[0])
    seen = await crash_at_the_next_redraw(tmp_path, session, UtopiaScreen, monkeypatch)
    assert "hands=" not in seen
    for hand in session.state.hands:
        assert str(hand) not in seen and str(list(hand)) not in seen


async def test_a_redraw_queued_as_the_utopia_screen_closes_does_not_crash(tmp_path: Path) -> None:
    session = Session.start(UTOPIA, ("Ann", "Ben"), seed=5)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "u.json"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = next(s for s in app.screen_stack if isinstance(s, UtopiaScreen))
        screen.redraw()  # queues fit_detail for after the next refresh
        app.show_title()  # …by which time the screen is gone
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
