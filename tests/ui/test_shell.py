"""The shared game screen, driven with Pilot on a toy game with a hidden card and a die."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from boardgames_rules.core import Outcome, SeatScore
from boardgames_rules.core.session import Session
from boardgames_rules.utopia.messages import WON

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_over import GameOverScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.storage import Storage, load_file
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES
from tests.ui.helpers import screen_text, scrolled_text


@pytest.fixture(autouse=True)
def only_pebbles(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"pebbles": PEBBLES})


def make_app(tmp_path: Path, names=("Ann", "Bob"), pile: int = 7) -> BoardgamesApp:
    session = Session.start(PEBBLES, names, seed=4, pile=pile)
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))


def secret_line(app: BoardgamesApp, seat: int) -> str:
    return f"'secret': {app.screen.session.state.secrets[seat]}"


async def type_action(pilot, text: str) -> None:
    await pilot.press("colon")
    await pilot.press(*text)
    await pilot.press("enter")
    await pilot.pause()


async def test_handover_screen_comes_first_and_shows_no_hand(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        assert "Pass the keyboard to Ann" in text
        assert "secret" not in text
        await pilot.press("space")  # not a deliberate enough key
        assert isinstance(app.screen, HandoverScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert secret_line(app, 0) in screen_text(app)
        assert secret_line(app, 1) not in screen_text(app)


async def test_next_players_hand_is_drawn_only_after_the_handover(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        game_screen = app.screen
        await type_action(pilot, "take 2")
        assert isinstance(app.screen, HandoverScreen)
        assert "secret" not in screen_text(app)
        # Behind the handover the board already shows only public information.
        assert game_screen.keyboard is None
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
        assert secret_line(app, 1) in text and secret_line(app, 0) not in text


async def test_illegal_and_malformed_actions_say_why_and_change_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        before = app.screen.session.state
        await type_action(pilot, "take 5")
        assert "Not allowed (take-1-3): take 1 to 3 pebbles, not 5" in screen_text(app)
        await pilot.press("escape")
        await type_action(pilot, "grab all")
        assert "Cannot read 'grab all'" in screen_text(app)
        assert app.screen.session.state == before


async def test_undo_refuses_to_cross_a_roll_or_another_players_turn(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await type_action(pilot, "roll")
        await pilot.press("u")
        await pilot.pause()
        assert "Cannot undo: the last action revealed new information" in screen_text(app)
        assert len(app.screen.session.steps) == 1


async def test_every_action_is_saved_at_once_and_the_file_loads(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await type_action(pilot, "take 1")
        saved = load_file(tmp_path / "g.json")
        assert saved.actions == ("take 1",)
        await pilot.press("enter")  # Bob takes the keyboard
        await pilot.press("ctrl+s")
        await pilot.pause()
        words = " ".join(screen_text(app).split())
        assert "Saved to" in words and "(it holds every player's hand)" in words


async def test_game_over_screen_names_the_winner_and_offers_a_rematch(tmp_path: Path) -> None:
    app = make_app(tmp_path, pile=2)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await type_action(pilot, "take 2")
        assert isinstance(app.screen, GameOverScreen)
        assert "Ann wins!" in screen_text(app)
        assert json.loads((tmp_path / "g.json").read_text())["finished"] is True
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)  # a new game, new handover


async def test_help_screen_opens_with_rules_and_keys(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "undo your last action" in screen_text(app)
        await pilot.press("end")
        await pilot.pause()
        assert "Take the last pebble" in screen_text(app)
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


async def test_names_with_markup_and_escapes_are_shown_literally(tmp_path: Path) -> None:
    app = make_app(tmp_path, names=("[bold red]Ann[/]", "Bob\x1b[31m"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "[bold red]Ann[/]" in screen_text(app)
        await pilot.press("enter")
        await type_action(pilot, "take 1")
        assert "Bob\\x1b[31m" in screen_text(app)


async def test_five_players_score_breakdowns_scroll_uncut_at_80_columns(tmp_path: Path) -> None:
    parts = ("wonders", "wonder bonus", "removals", "visits", "prestige")  # Utopia's
    players = ("Red", "Blue", "Yellow", "Green", "White")
    scores = tuple(
        SeatScore(seat=s, total=100 + s, breakdown={k: 10 * s + i for i, k in enumerate(parts)})
        for s in range(5)
    )
    outcome = Outcome(winners=(4,), scores=scores, reason=WON(player="White", points=104, round=9))
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GameOverScreen(players, outcome))
        await pilot.pause()
        # The narrow column scrolls the table, both ways; nothing in it is ever cut short.
        text = await scrolled_text(pilot, app.screen.query_one("#over-scores ScrollableContainer"))
        for word in ("Player", "wonders", "bonus", "removals", "visits", "prestige", "Total"):
            assert word in text, word
        assert "White" in text and "104" in text and "…" not in text


async def test_a_terminal_smaller_than_80x24_is_told_to_grow(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    async with app.run_test(size=(60, 18)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert screen_text(app).startswith(" 60×18: enlarge to 80×24 ")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "enlarge" not in screen_text(app) and " Pebbles " in screen_text(app)
