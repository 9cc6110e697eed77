"""A prompt never describes an earlier state: a message about one place of the board (nothing to
do there, choose a tile first) goes as soon as the cursor is on another place or a menu opens
there, in every game."""

from __future__ import annotations

import random
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.continental.engine import touched_squares
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import labels  # the screen writes E1 as Ea1

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.polis.screen import action_zone
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.ui.helpers import take_keyboard, words


def open_game(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))


async def test_continental_a_square_menu_replaces_the_message_about_another_square(
    tmp_path: Path,
) -> None:
    game = GAMES["continental"]
    session = Session.start(game, ("Blue", "Red"), seed=3)
    for action in ("stats I1 E2 G3 Q4", "stats I1 E4 G3 Q2", "roll"):
        session.play(action)
    legal = game.legal_actions(session.state)
    busy = sorted(s for a in legal for s in touched_squares(a)[:1])
    app = open_game(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await take_keyboard(pilot)
        board = screen.query_one("#board")
        cells = {board.cell_name(c, line): (c, line) for c in range(8) for line in range(8)}
        quiet = next(s for s in sorted(cells) if s not in busy)
        board.cursor = cells[quiet]
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert f"Nothing you can do on {quiet} now" in words(app)
        board.cursor = cells[busy[0]]
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert screen.query_one(ActionMenu).is_open
        assert f"On {busy[0]}" in words(app)
        assert "Nothing you can do" not in words(app)
        # Back on the quiet square and on again: only the cursor's move clears it.
        board.cursor = cells[quiet]
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert f"Nothing you can do on {quiet} now" in words(app)
        board.cursor = cells[busy[-1]]
        await pilot.pause()
        assert "Nothing you can do" not in words(app)


async def test_polis_a_message_about_a_zone_goes_when_the_cursor_leaves_it(
    tmp_path: Path,
) -> None:
    game = GAMES["polis"]
    session = Session.start(game, game.default_players(2), seed=1)
    app = open_game(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await take_keyboard(pilot)
        board = screen.query_one("#map")
        legal = game.legal_actions(session.state)
        busy = {action_zone(a) for a in legal}
        zones = sorted(board.grid())
        quiet = [z for z in zones if z not in busy]
        board.move_to(quiet[0])
        await pilot.press("enter")
        await pilot.pause()
        assert f"Nothing you can do in {quiet[0]} now" in words(app)
        board.move_to(quiet[1])
        await pilot.pause()
        assert "Nothing you can do" not in words(app)


async def test_simplicity_choose_a_tile_first_goes_with_the_space_it_named(
    tmp_path: Path,
) -> None:
    game = GAMES["simplicity"]
    session = Session.start(game, game.default_players(2), seed=3)
    app = open_game(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_keyboard(pilot)
        await pilot.press("enter")  # a space before a tile: the message names it
        await pilot.pause()
        assert "Choose a tile first" in words(app)
        await pilot.press("l")
        await pilot.pause()
        assert "Choose a tile first" not in words(app)


async def test_utopia_a_message_about_a_district_goes_when_the_cursor_leaves_it(
    tmp_path: Path,
) -> None:
    game = GAMES["utopia"]
    session = Session.start(game, game.default_players(2), seed=5)
    rng = random.Random(5)
    for _ in range(30):
        session.play(rng.choice(game.legal_actions(session.state)))
    app = open_game(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await take_keyboard(pilot)
        city = screen.query_one("#city")
        screen.query_one(ActionMenu).close()
        for district in city.in_play():
            city.move_to(district)
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            if f"Nothing you can do at {labels.district(district)} now" in words(app):
                break
            await pilot.press("escape")  # a menu of what can be done there
        else:
            raise AssertionError("no district without an action")
        city.move_to(next(d for d in city.in_play() if d != district))
        await pilot.pause()
        assert "Nothing you can do" not in words(app)
