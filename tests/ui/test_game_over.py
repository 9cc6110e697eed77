"""The end of every game: the final board beside the winner, the score chart and the buttons."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_over import GameOverScreen
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text

# A word each game's own board drawing shows, whatever the position.
BOARD_WORD = {"polis": "Thrace", "utopia": "Wind", "continental": "a", "simplicity": "1"}


def finished(name: str, seed: int) -> Session:
    game = GAMES[name]
    session = Session.start(game, game.default_players(2), seed=seed)
    rng = random.Random(seed)
    while not session.over:
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
@pytest.mark.parametrize("name", sorted(GAMES))
async def test_game_over_shows_board_winner_chart_and_buttons(
    tmp_path: Path, name: str, size: tuple[int, int]
) -> None:
    session = finished(name, 3)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen)
        text = screen_text(app)
        outcome = session.game.outcome(session.state)
        winner = session.players[outcome.winners[0]]
        assert f"{winner} wins!" in text or "Shared victory" in text
        assert "Scores by " in text and "● " + session.players[0] in text  # chart and legend
        for label in ("Rematch r", "Title t", "Quit q"):
            assert label in text
        # The game screen's board stays whole beside the game-over column.
        game_screen = app.screen_stack[-2]
        board = game_screen.query_one("#board-area").region
        assert board.right <= over.query_one("#over-box").region.x
        left = "\n".join(line[: board.right] for line in text.splitlines())
        assert BOARD_WORD[name] in left
        await pilot.press("r")
        await pilot.pause()
        assert not isinstance(app.screen, GameOverScreen)  # a rematch started
