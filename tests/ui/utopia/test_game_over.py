"""Utopia's game over: every hand revealed on the final board, and a tab of the rounds."""

from __future__ import annotations

import random
import re
from pathlib import Path

from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.utopia.hand import cards_on
from boardgames_tui.screens.game_over import GameOverScreen
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text, scrolled_text
from tests.ui.utopia.test_screen import expected_cards


def finished(players: int, seed: int) -> Session:
    session = Session.start(GAME, GAME.default_players(players), seed=seed)
    rng = random.Random(seed)
    while not session.over:
        session.play(rng.choice(GAME.legal_actions(session.state)))
    return session


def round_ends(session: Session) -> dict[int, dict[int, int]]:
    """Each round's final scores per seat, from the session's states (not the screen's code):
    the last state of a round overwrites the earlier ones."""
    totals: dict[int, dict[int, int]] = {}
    for state in (session.initial, *(step.after for step in session.steps)):
        totals[state.round] = {score.seat: score.total for score in GAME.scores(state)}
    return totals


async def test_at_80x24_the_rounds_tab_scrolls_through_every_round_and_seat(tmp_path: Path):
    session = finished(3, 5)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen)
        await pilot.click("#--content-tab-over-rounds")
        await pilot.pause()
        table = over.query_one("#over-rounds ScrollableContainer")
        assert table.max_scroll_y > 0 and table.show_vertical_scrollbar  # it shows it scrolls
        left = over.query_one("#over-box").region.x
        text = await scrolled_text(pilot, table)
        rows = [line[left:] for line in text.splitlines()]
        before = {seat: 0 for seat in range(3)}
        for number, ends in sorted(round_ends(session).items()):
            for seat, name in enumerate(session.players):
                gain = ends[seat] - before[seat]
                shown = f"{gain:+d}" if gain else "-"
                first = rf"\b{number}\s+" if seat == 0 else r"\s"
                row = rf"{first}{name}\s+{re.escape(shown)}\s+{ends[seat]}\b"
                assert any(re.search(row, r) for r in rows), (number, name, shown, ends[seat])
            before = ends
        for label in ("Rematch r", "Title t", "Quit q"):  # the buttons stay in sight
            assert label in screen_text(app)


async def test_the_final_board_shows_every_hand(tmp_path: Path):
    """During play only the keyboard's hand is drawn; at the end every hand is."""
    session = finished(5, 3)
    hands = session.state.hands
    assert sum(map(sum, hands)) > 0  # something left in a hand to reveal
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        board = app.screen_stack[-2]
        assert board.keyboard is None  # the public view, for the whole table
        text = screen_text(app)
        left = app.screen.query_one("#over-box").region.x  # the board's side of the screen
        words = " ".join(" ".join(line[:left] for line in text.splitlines()).split())
        everyone: dict[str, int] = {}
        for hand in hands:
            for civ, n in expected_cards(hand).items():
                everyone[civ] = everyone.get(civ, 0) + n
        assert cards_on(text) == everyone, text
        assert "Hands at the end:" in words
        for name, hand in zip(session.players, hands, strict=True):
            n = sum(hand)
            assert f"{name} ({n} card{'' if n == 1 else 's'})" in words
