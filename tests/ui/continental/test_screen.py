"""Continental played through the real app with key presses and clicks."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.core import LogEntry
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.continental.board import ContinentalBoard
from boardgames_tui.games.continental.screen import ContinentalScreen
from boardgames_tui.screens.game_over import GameOverScreen
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.storage import Storage, load_session
from boardgames_tui.widgets.action_log import ActionLog
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.continental.helpers import position
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text


@pytest.fixture(autouse=True)
def only_continental(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"continental": GAME})


def menu_entries(app: BoardgamesApp) -> str:
    """The open menu's entries as one text, each whole (the side column wraps them)."""
    menu = app.screen.query_one(ActionMenu)
    return "\n".join(
        menu.get_option_at_index(i).prompt.plain  # type: ignore[union-attr]
        for i in range(menu.option_count)
    )


def app_for(tmp_path: Path, session: Session | None = None) -> BoardgamesApp:
    session = session or Session.start(GAME, ("Blue", "Red"), seed=3)
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "c.json"))


async def setup_and_roll(pilot) -> None:
    await pilot.press("1")  # Blue: stats I1 E2 G3 Q4 (first menu entry)
    await pilot.press("6")  # Red: a different permutation
    await pilot.press("r")  # Blue rolls; seed 3 gives 1+5, Military
    await pilot.pause()


async def test_stats_roll_and_build_a_barracks_by_keys(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        screen = app.screen
        assert isinstance(screen, ContinentalScreen)
        assert "Military (Providence 6)" in screen_text(app)
        await pilot.press("l", "k", "enter")  # cursor b2 -> c3, open its menu
        assert "build Q c3  (Barracks:" in screen_text(app)  # the menu wraps in the side column
        await pilot.press("1")
        await pilot.pause()
        assert screen.session.actions[-1] == "build Q c3"
        assert "⚑Q" in screen_text(app)  # the Barracks' glyph and letter on the board


async def test_enter_at_the_stat_setup_picks_the_highlighted_entry(tmp_path: Path) -> None:
    # The footer says "Choose": with the stats menu open, Enter picks from it, not the board.
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "enter")  # the second permutation of the list
        await pilot.pause()
        session = app.screen.session
        assert session.actions == ["stats I1 E2 G4 Q3"]
        assert "Nothing you can do" not in screen_text(app)
        await pilot.press("enter")  # Red: the first entry, highlighted when the menu opens
        await pilot.pause()
        assert session.actions == ["stats I1 E2 G4 Q3", "stats I1 E2 G3 Q4"]


async def test_enter_on_an_empty_square_after_the_roll_says_why_nothing_happens(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        await pilot.press(*"llllkkkk", "enter")  # f6: nobody's square, nothing to do there
        await pilot.pause()
        assert "Nothing you can do on f6 now." in screen_text(app)
        assert app.screen.session.actions[-1] == "roll"


async def test_clicking_a_square_opens_its_menu(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        board = app.screen.query_one(ContinentalBoard)
        c3 = board.layout_now().square(2, 5)  # column c, the sixth line from the top
        await pilot.click(board, offset=(c3.x + 1, c3.y + 1))
        await pilot.pause()
        assert board.cursor_cell == "c3"
        assert "build Q c3" in screen_text(app)


async def test_an_army_goes_where_it_is_sent_when_there_is_one_way_there(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        await pilot.press("l", "k", "enter", "1")  # Barracks on c3
        await pilot.press("h", "k", "enter", "1")  # an Army on b4 (it moves from next turn)
        assert "⚔a" in screen_text(app)  # lower case: it may not move now
        await pilot.press("e", "r", "e", "r")  # Red rolls and ends; Blue rolls Military again
        await pilot.press("enter")  # the army on b4: its destinations light up
        assert "choose a highlighted destination" in screen_text(app)
        await pilot.press("k", "k", "enter")  # b6: only one way, so no menu to confirm
        await pilot.pause()
        assert app.screen.session.actions[-1] == "b4-b5-b6"
        board = app.screen.query_one(ContinentalBoard)
        b6 = board.layout_now().square(1, 2)
        line = screen_text(app).splitlines()[board.region.y + b6.y + b6.height // 2]
        assert line[b6.x : b6.right].strip() == "»⚔a" or "⚔a" in line[b6.x : b6.right]


async def test_an_illegal_action_names_the_rule_and_changes_nothing(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        before = app.screen.session.state
        await pilot.press("colon", *"build I a3", "enter")
        await pilot.pause()
        words = " ".join(screen_text(app).split())
        assert "Not allowed" in words and "Providence" in words
        assert app.screen.session.state == before


async def test_undo_takes_back_a_build_but_not_the_roll(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        await pilot.press("l", "k", "enter", "1")
        await pilot.press("u")
        await pilot.pause()
        session = app.screen.session
        assert session.actions[-1] == "roll"
        await pilot.press("u")
        await pilot.pause()
        assert session.actions[-1] == "roll"
        assert "revealed new information" in " ".join(screen_text(app).split())


async def test_saved_game_resumes_where_it_stopped(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        await pilot.press("l", "k", "enter", "1", "q")
    resumed = load_session(tmp_path / "c.json")
    assert resumed.actions[-1] == "build Q c3"
    app = app_for(tmp_path, resumed)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "⚑Q" in screen_text(app)
        await pilot.press("e")
        await pilot.pause()
        assert app.screen.session.current == 1
        assert "Red: roll the dice" in screen_text(app)


async def test_before_the_roll_the_dice_shown_are_the_last_players(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await setup_and_roll(pilot)
        assert "dice 1+5" in screen_text(app)
        await pilot.press("e")
        await pilot.pause()
        text = screen_text(app)
        assert "Red: roll the dice" in text
        assert "last roll 1+5" in text and "dice 1+5" not in text
        await pilot.press("r")
        await pilot.pause()
        assert "last roll" not in screen_text(app)


async def test_help_opens_on_question_mark(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "Continental" in screen_text(app) and "undo your last action" in screen_text(app)


async def test_the_game_over_screen_shows_the_breakdown(tmp_path: Path) -> None:
    session = Session.start(GAME, ("Blue", "Red"), seed=8)
    chooser = random.Random(8)
    while True:
        legal = GAME.legal_actions(session.state)
        finishing = [a for a in legal if GAME.current_player(GAME.apply(session.state, a)) is None]
        if finishing:
            last = finishing[0]
            break
        session.play(chooser.choice(legal))
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("colon", *GAME.format_action(session.state, last), "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        text = screen_text(app)
        assert "Scores" in text and "Total" in text
        assert "wins!" in text or "Nobody wins" in text


async def test_the_log_keeps_its_newest_line_in_sight_however_fast_moves_come(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path)
    # 120x40: at 80x24 the stats menu of the setup takes the log's rows (the log gives way).
    async with app.run_test(size=(120, 40)) as pilot:
        log = app.screen.query_one(ActionLog)
        entries = tuple(LogEntry(text=f"move number {n}") for n in range(60))
        for n in range(20, 61, 10):  # a burst of moves, as bots make them with no delay
            log.show(entries[:n], ("Blue", "Red"))
        await pilot.pause()
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        assert "move number 59" in screen_text(app)
        log.scroll_home(animate=False)  # the player scrolls up to read: new lines leave it be
        await pilot.pause()
        log.show((*entries, LogEntry(text="move number 60")), ("Blue", "Red"))
        await pilot.pause()
        assert log.scroll_y == 0


async def test_the_defender_sees_what_each_answer_costs_and_answers_by_keys(
    tmp_path: Path,
) -> None:
    # Blue's army on d4 may attack Red's bare d5 (a skirmish) or the Barracks on e5 via e4.
    state = position("Cb2 Ad4", "Cg7 .d5 Qe5", providence=6)
    app = app_for(tmp_path, Session(GAME, 1, ("Blue", "Red"), {}, state))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l", "l", "k", "k", "enter", "k", "enter")  # army d4, then d5
        assert "d4xd5 3  (skirmish, 3 Moral)" in menu_entries(app)  # wrapped in the side
        await pilot.press("2")
        await pilot.pause()
        assert "Red must answer the attack on d5 (2 Moral, skirmish)" in screen_text(app)
        entries = menu_entries(app)
        assert "defend people  (repel it: -2 People)" in entries
        assert "defend resources  (repel it: -2 Resources, Blue receives 2)" in entries
        assert "yield  (lose d5)" in entries
        await pilot.press("2")
        await pilot.pause()
        session = app.screen.session
        assert session.actions == ["d4xd5 2", "defend resources"]
        blue, red = session.state.seats
        assert (blue.resources, red.resources) == (18, 14)
        assert session.current == 0  # the keyboard is back with the attacker
