"""Since your last turn: after random play, the catch-up a seat sees lists exactly the other
seats' actions since its own last one, from its own view, on the real screen."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.game import LogEntry
from boardgames_rules.core.session import Session
from rich.console import Console, Group
from rich.text import Text
from textual.app import App, ComposeResult
from textual.containers import Vertical

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.catch_up import CatchUp, catch_up
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.since import SinceBox, summary
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text

GAME_SEEDS = [("polis", 3), ("simplicity", 5), ("continental", 7), ("utopia", 11)]


def played(name: str, seed: int, players: int, steps: int) -> Session:
    """A random game stopped on a turn of a seat that has already acted, after others acted."""
    game = GAMES[name]
    session = Session.start(game, game.default_players(players), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if session.over:
            break
        session.play(rng.choice(game.legal_actions(session.state)))
    while not session.over:
        seat = session.current
        acted = [i for i, s in enumerate(session.steps) if s.actor == seat]
        if acted and any(s.actor != seat for s in session.steps[acted[-1] + 1 :]):
            return session
        session.play(rng.choice(game.legal_actions(session.state)))
    pytest.skip("the random game ended before a catch-up")


def expected_actors(session: Session, seat: int) -> list[int]:
    last = max(i for i, s in enumerate(session.steps) if s.actor == seat)
    return [s.actor for s in session.steps[last + 1 :] if s.actor != seat]


@pytest.mark.parametrize(("name", "seed"), GAME_SEEDS)
def test_catch_up_lists_exactly_the_other_seats_actions(name: str, seed: int) -> None:
    game = GAMES[name]
    session = played(name, seed, max(game.min_players, 3 if game.max_players >= 3 else 2), 12)
    seat = session.current
    news = catch_up(session, seat)
    assert [actor for actor, _ in news.actions] == expected_actors(session, seat)
    assert all(actor != seat for actor, _ in news.actions)
    assert news.places <= place_names(game.view(session.state, seat))


def place_names(view) -> set[str]:
    """Every place key the board knows, from the view: the notation's identifiers."""
    data = view.model_dump()
    items = [
        *data.get("territories", ()),
        *data.get("seas", ()),
        *data.get("city", ()),
        *data.get("squares", ()),
        *data.get("districts", ()),
    ]
    return {
        item.get("name") if "name" in item and "id" not in item else item["id"] for item in items
    }


def private_lines_of_others(session: Session, seat: int) -> set[str]:
    public = {
        e.english(session.state.players)
        for e in session.state.log
        if e.private_to is None or e.private_to == seat
    }
    return {
        e.english(session.state.players)
        for e in session.state.log
        if e.private_to is not None
        and e.private_to != seat
        and e.english(session.state.players) not in public
    }


@pytest.mark.parametrize(("name", "seed"), GAME_SEEDS)
async def test_catch_up_on_screen_is_from_the_seats_view_only(
    tmp_path: Path, name: str, seed: int
) -> None:
    game = GAMES[name]
    session = played(name, seed, game.min_players if name != "simplicity" else 2, 12)
    seat = session.current
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(200, 60)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            assert "Since your last turn" not in screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        news = screen.since_news
        assert news is not None and news.seat == seat
        text = screen_text(app)
        assert "Since your last turn" in text
        shown = [
            entry.english(screen.table.players) for _, entries in news.actions for entry in entries
        ][-6:]
        for line in shown:
            assert line[:20] in text
        for secret in private_lines_of_others(session, seat):
            assert secret not in text
        await pilot.press("n")  # hides the marks and the summary
        await pilot.pause()
        assert "Since your last turn" not in screen_text(app)


async def test_own_action_clears_the_catch_up(tmp_path: Path) -> None:
    session = played("continental", 7, 2, 30)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert "Since your last turn" in screen_text(app)
        action = session.game.legal_actions(session.state)[0]
        screen.play(action)
        await pilot.pause()
        if session.current == screen.keyboard:  # still this seat's turn: nothing new to show
            assert "Since your last turn" not in screen_text(app)


def test_summary_names_the_actor_only_on_lines_that_do_not_say_who() -> None:
    # Blue's last card ended the phase: what followed (the new phase, Red's draw, the
    # viewer's own private draw) is not Blue's doing, so it is not shown as "Blue: ...".
    entries = (
        LogEntry(text="Blue plays a Greek card: the Greeks rise.", seat=1),
        LogEntry(text="ends the turn.", seat=1),
        LogEntry(text="Blue's prince sails to V1.", seat=1),
        LogEntry(text="Round 3, phase 2: 5 cards each."),
        LogEntry(text="Red draws 5 cards.", seat=0),
        LogEntry(text="You draw Maya, Greek.", seat=0, private_to=0),
    )
    news = CatchUp(seat=0, actions=((1, entries),))
    console = Console(width=100, record=True)
    console.print(summary(("Red", "Blue"), news))
    lines = console.export_text().splitlines()
    assert lines[:6] == [
        "Blue plays a Greek card: the Greeks rise.",
        "Blue: ends the turn.",
        "Blue's prince sails to V1.",
        "Round 3, phase 2: 5 cards each.",
        "Red draws 5 cards.",
        "You draw Maya, Greek.",
    ]


def test_an_action_with_no_log_line_is_mentioned_only_for_a_seat_with_no_other_line() -> None:
    # Sparta moved, then ended its turn ("end" writes no log line): the move says who acted.
    # Athens only made a choice this seat cannot see: the summary still says Athens played.
    news = CatchUp(
        seat=2,
        actions=(
            (1, (LogEntry(text="Sparta moves 1 from Lakedaemon to Attika.", seat=1),)),
            (1, ()),
            (0, ()),
            (0, ()),
        ),
    )
    console = Console(width=100, record=True)
    console.print(summary(("Athens", "Sparta", "Thebes"), news))
    assert console.export_text().splitlines() == [
        "Sparta moves 1 from Lakedaemon to Attika.",
        "Athens played (not in your log)",
    ]


class CappedSinceBox(App):
    """The box with four rows for its lines (Continental's column at 80x24 left it two)."""

    CSS = "Vertical { width: 30; } SinceBox { max-height: 6; }"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield SinceBox()


async def test_the_box_shows_whole_lines_when_the_column_caps_it() -> None:
    lines = [
        Text("Blue rolls 6+6 = 12: Providence. Production: +2 People, +3 Moral, +3 Resources"),
        Text("Blue ends turn 7"),
        Text("◆ 2 marked · n hides"),
    ]
    app = CappedSinceBox()
    async with app.run_test(size=(40, 12)) as pilot:
        box = app.query_one(SinceBox)
        box.update(Group(*lines))
        await pilot.pause()
        rows = screen_text(app).splitlines()[box.region.y + 1 : box.region.bottom - 1]
        shown = [row.strip().strip("│ ") for row in rows if row.strip().strip("│ ")]
        # Not "Moral, +3 Resources": the long line does not fit whole, and is counted.
        assert shown == ["↑ 1 earlier line", "Blue ends turn 7", "◆ 2 marked · n hides"], rows
