"""A bot that fails while thinking: the screen says so and a person plays its seat."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.bots import greedy
from boardgames_rules.core.session import Session
from boardgames_rules.simplicity import GAME as SIMPLICITY

from boardgames_tui.screens.game_base import GameScreen
from tests.bots.test_ui import bot_app
from tests.ui.helpers import screen_text


def broken(*args, **kwargs):
    raise RuntimeError("out of ideas")


@pytest.mark.parametrize("level", ["bogus", "greedy"], ids=["unknown-level", "crashing-bot"])
async def test_a_failed_bot_is_reported_and_a_person_plays_its_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    monkeypatch.setattr(greedy.GreedyBot, "decide", broken)
    first = Session.start(SIMPLICITY, SIMPLICITY.default_players(2), 2).current
    app = bot_app(tmp_path, "simplicity", {first: level})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(200):
            if "bot failed" in " ".join(screen_text(app).split()):
                break
            await pilot.pause(0.01)
        text = " ".join(screen_text(app).split())
        assert "The bot failed:" in text and "is now played by a person" in text, text
        assert not screen.is_bot_turn() and screen.session.bots == {}
        state = screen.session.state
        move = screen.game.format_action(state, screen.game.legal_actions(state)[0])
        await pilot.press("colon", *move, "enter")
        await pilot.pause()
        assert [step.actor for step in screen.session.steps] == [first]
