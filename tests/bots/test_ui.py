"""Playing against a bot in the app, driven with Pilot."""

from __future__ import annotations

import re
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core.session import Session
from rich.cells import cell_len
from textual.widgets import Input

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage, load_file
from tests.ui.helpers import screen_text


def bot_app(tmp_path: Path, game: str, bots: dict[int, str], seed: int = 2, delay: float = 0.0):
    g = GAMES[game]
    session = Session.start(g, g.default_players(g.min_players), seed)
    session.bots = bots
    start = Start(session=session, save_path=tmp_path / "g.json")
    return BoardgamesApp(Storage(tmp_path), start, bot_delay=delay)


async def wait_for_human(pilot, screen: GameScreen, limit: int = 200) -> None:
    for _ in range(limit):
        if screen.session.over or not screen.is_bot_turn():
            return
        await pilot.pause(0.01)
    raise AssertionError("the bot never played")


async def test_a_whole_game_against_a_random_bot(tmp_path: Path) -> None:
    app = bot_app(tmp_path, "simplicity", {1: "random"})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        game = screen.game
        bot_moves = 0
        for _ in range(200):
            await wait_for_human(pilot, screen)
            if screen.session.over:
                break
            state = screen.session.state
            text = game.format_action(state, game.legal_actions(state)[0])
            before = len(screen.session.steps)
            await pilot.press("colon", *text, "enter")
            await pilot.pause()
            assert len(screen.session.steps) > before, f"{text!r} was not played"
            bot_moves += sum(1 for s in screen.session.steps[before:] if s.actor == 1)
        assert screen.session.over
        assert bot_moves > 0
        await pilot.pause()
        save = load_file(tmp_path / "g.json")
        assert save.finished and save.bots == {"1": "random"}


async def test_the_bot_move_is_announced_then_played_and_dot_skips_the_wait(
    tmp_path: Path,
) -> None:
    app = bot_app(tmp_path, "continental", {0: "greedy"}, delay=30.0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(200):
            if screen.table.pending_bot_move() is not None:
                break
            await pilot.pause(0.01)
        assert "plays:" in screen_text(app)
        assert not screen.session.steps  # waiting for the delay
        await pilot.press("colon", *"stats 1234", "enter")  # not the human's turn
        await pilot.pause()
        assert not screen.session.steps and "a bot" in screen_text(app)
        await pilot.press("escape", "full_stop")
        await pilot.pause()
        assert len(screen.session.steps) == 1 and screen.session.steps[0].actor == 0
        # The one who reads the line next is the human: it names who moved.
        assert f"{screen.session.players[0]} played: stats" in screen_text(app)


async def test_no_handover_screen_for_a_bot_in_a_game_with_hands(tmp_path: Path) -> None:
    app = bot_app(tmp_path, "utopia", {1: "random"}, seed=3)
    async with app.run_test(size=(140, 45)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen) and not isinstance(screen, HandoverScreen)
        assert screen.keyboard == 0  # the one human's view stays on screen
        for _ in range(30):
            await wait_for_human(pilot, screen)
            assert not isinstance(app.screen, HandoverScreen)
            state = screen.session.state
            action = screen.game.legal_actions(state)[0]
            screen.play(action)
            await pilot.pause()
        assert any(s.actor == 1 for s in screen.session.steps)
        assert screen.keyboard == 0


async def wait_for_hint(pilot, screen: GameScreen) -> list[str]:
    """The message's lines once the hint is there."""
    await pilot.press("H")
    for _ in range(400):
        if "Hint:" in screen.message.plain:
            break
        await pilot.pause(0.02)
    await pilot.pause()
    return screen.message.plain.splitlines()


async def test_hint_suggests_a_legal_action(tmp_path: Path) -> None:
    app = bot_app(tmp_path, "continental", {1: "random"})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        first = (await wait_for_hint(pilot, screen))[0]
        hint = re.match(r".*Hint: (.+?) \([<>]?\d+% to win\)", first)
        assert hint is not None, first
        state = screen.session.state
        assert screen.game.validate(state, screen.game.parse_action(state, hint[1])) is None


async def test_the_hint_says_why_at_80x24(tmp_path: Path) -> None:
    """The best move with its chance to win and runners-up, then what it changes: two lines
    of the message line, whole on an 80×24 screen."""
    app = bot_app(tmp_path, "simplicity", {1: "random"})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        first, second = await wait_for_hint(pilot, screen)
        assert re.search(r"Hint: .+ \(\d+% to win\) · also: .+ \(\d+%\)", first), first
        notation = first.split("Hint: ")[1].split(" (")[0]
        assert second.strip().startswith(f"{notation}: ")
        shown = screen_text(app).splitlines()
        assert any(first in line for line in shown)
        assert any(second.strip() in line for line in shown)
        assert all(cell_len(line) <= 80 for line in (first, second))


async def test_the_new_game_dialog_makes_a_seat_a_bot(tmp_path: Path) -> None:
    from textual.widgets import Select

    from boardgames_tui.screens.new_game import NewGameScreen

    app = BoardgamesApp(Storage(tmp_path), Start(game="continental"), bot_delay=30.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGameScreen)
        dialog.query_one("#who-1", Select).value = "greedy"
        dialog.query_one("#seed", Input).value = "5"
        await pilot.click("#start")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.session.bots == {1: "greedy"}
