"""Replay: read-only on the game's own board, step by step, from a chosen view."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.typed import in_words

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from tests.test_export import random_session
from tests.ui.helpers import screen_text


def replay_app(tmp_path: Path, session) -> BoardgamesApp:
    path = tmp_path / "g.json"
    Storage(tmp_path).write(path, session.to_save())
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=path, replay=True))


@pytest.mark.parametrize("name", ["polis", "simplicity", "continental", "utopia"])
async def test_stepping_reproduces_every_state_and_back_gives_same_screens(
    tmp_path: Path, name: str
) -> None:
    session = random_session(name, 4, steps=15)
    saved = tmp_path / "g.json"
    app = replay_app(tmp_path, session)
    written = saved.read_bytes()
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.session.state == session.initial
        screens = [screen_text(app)]
        for number, step in enumerate(session.steps, start=1):
            await pilot.press("right")
            assert screen.session.state == step.after
            assert f"Replay {number}/{len(session.steps)}" in screen_text(app)
            assert in_words(name, step.notation) in screen_text(app)  # as the board labels
            screens.append(screen_text(app))
        await pilot.press("left", "left")
        assert screen_text(app) == screens[-3]
        await pilot.press("right", "right")
        assert screen_text(app) == screens[-1]
        await pilot.press("u", "colon")  # nothing plays, nothing is saved
        assert screen.session.state == session.state
    assert saved.read_bytes() == written


async def test_a_seats_replay_never_shows_another_seats_hand(tmp_path: Path) -> None:
    session = random_session("utopia", 4, steps=20)
    assert not session.over
    app = replay_app(tmp_path, session)
    hands = session.state.hands
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        await pilot.press("end", "v")  # seat 0's view: a handover first
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert screen.table.replay.view_seat == 0
        view = GAMES["utopia"].view(session.state, 0)
        assert view.seats[0].hand == hands[0]
        assert all(p.hand is None for p in view.seats[1:])
        assert screen.keyboard == 0


async def test_jump_to_a_round_by_typing_it(tmp_path: Path) -> None:
    session = random_session("simplicity", 4)
    app = replay_app(tmp_path, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("colon", *"round 2", "enter")
        await pilot.pause()
        screen = app.screen
        assert screen.table.replay.period_of(screen.table.replay.position) == "round 2"
        assert screen.table.replay.period_of(screen.table.replay.position - 1) == "round 1"
        await pilot.press("right_square_bracket")
        assert screen.table.replay.period_of(screen.table.replay.position) == "round 3"


async def test_the_replay_shows_the_score_chart_with_a_marker_at_the_action(tmp_path: Path) -> None:
    from boardgames_tui.widgets.score_chart import ScoreChart

    session = random_session("utopia", 4, steps=400)
    app = replay_app(tmp_path, session)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        chart = app.screen.query_one(ScoreChart)
        assert "Scores by round" in screen_text(app)
        history = app.screen.replay().history
        assert chart.plot.marker == history.period_at(0)
        await pilot.press("end")
        assert chart.plot.marker == len(history.labels)  # the last round's end
        await pilot.press("home", "right_square_bracket")  # the next round's first action
        position = app.screen.table.replay.position
        assert history.period_at(position) == chart.plot.marker
        assert 1 <= chart.plot.marker <= 2
        before = screen_text(app)
        await pilot.press("end")
        assert screen_text(app) != before  # the marker moved on the drawn chart
