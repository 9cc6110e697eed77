"""A step redraws only what it changed: what it keeps must be what a full redraw would draw.

The map keeps its drawn lines and each region's fitted text, and after an action drops only
the lines of the regions that look different; the footer's keys change in place, without
composing it again.  Played through the real app with a sensible random policy.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.core import Rng
from boardgames_rules.core.session import Session
from boardgames_rules.polis import GAME
from boardgames_rules.polis.data import data
from rich.text import Text
from textual.compose import compose as compose_children

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.polis.board import PolisMap
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from boardgames_tui.widgets.menu_room import menu_is_whole
from boardgames_tui.widgets.steady import SteadyFooter
from tests.polis.policy import choose
from tests.registry_seam import offer_only
from tests.ui.helpers import footer_keys, screen_text, words


@pytest.fixture(autouse=True)
def only_polis(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"polis": GAME})


def map_lines(board: PolisMap) -> tuple[list[str], list[str]]:
    """The map's lines as the widget hands them out now (cached), and drawn from scratch."""
    height = board.size.height
    shown = [board.render_line(y).text for y in range(height)]
    fresh = [board._render_row(y).text for y in range(height)]
    return shown, fresh


async def test_after_each_action_the_map_is_what_a_full_redraw_draws(
    tmp_path: Path,
) -> None:
    session = Session.start(GAME, GAME.default_names, seed=7)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "p.json"))
    rng = Rng.from_seed(11)
    redrawn = 0
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        before: list[str] = []
        for _ in range(16):
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
                await pilot.pause()
            screen = app.screen
            board = screen.query_one(PolisMap)
            action, rng = choose(screen.session.state, rng)
            assert screen.play(action)
            await pilot.pause()
            if isinstance(app.screen, HandoverScreen):
                continue  # the next seat's handover covers the map
            await pilot.press("right")  # a cursor step after the action, too
            await pilot.pause()
            shown, fresh = map_lines(board)
            assert shown == fresh
            redrawn += shown != before
            before = shown
    assert redrawn >= 5  # the actions did change the map


def polis_app(tmp_path: Path, seed: int) -> BoardgamesApp:
    session = Session.start(GAME, GAME.default_names, seed=seed)
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "p.json"))


async def past_the_handover(app: BoardgamesApp, pilot) -> None:
    await pilot.pause()
    if isinstance(app.screen, HandoverScreen):
        await pilot.press("enter")
        await pilot.pause()


def composed(footer: SteadyFooter) -> list[tuple]:
    """The keys Textual's footer would compose now: key, label, switched off."""
    with footer._context():  # as the footer's own callback (its keys bind to it)
        keys = compose_children(footer)
    return [(key.key, key.key_display, key.description, key._disabled) for key in keys]


def shown(app: BoardgamesApp) -> list[tuple]:
    return [(key.key, key.key_display, key.description, key._disabled) for key in footer_keys(app)]


async def test_the_footer_shows_the_keys_on_offer_with_the_widgets_it_has(
    tmp_path: Path,
) -> None:
    """The footer is not composed again (a dozen widgets mounted, the screen laid out twice)
    when the keys change: its keys take the new keys and labels, and those no longer on offer
    are hidden.  Through a cursor step, a message, the actions menu, an action that opens a
    pending step (a, e and p leave, Enter picks) and its undo (they come back)."""
    app = polis_app(tmp_path, seed=1)  # its first turn has such a move
    async with app.run_test(size=(160, 50)) as pilot:
        await past_the_handover(app, pilot)
        screen = app.screen
        footer = screen.query_one(SteadyFooter)
        widgets = list(footer.children)
        text = screen_text(app).split("\n")[-1]
        assert "Actions" in text and "Pick" not in text
        lines = [text]
        for key in ("right", "message", "a", "escape", "move", "u"):
            if key == "message":
                screen.say("A message: the screen is redrawn, the keys stay.")
            elif key == "move":  # a move that asks at once for more hoplites to go along
                state = screen.session.state
                legal = screen.game.legal_actions(state)
                assert screen.play(
                    next(
                        a
                        for a in legal
                        if a.kind == "move" and screen.game.apply(state, a).steps  # type: ignore[attr-defined]
                    )
                )
            else:
                await pilot.press(key)
            await pilot.pause()
            assert app.screen is screen
            assert shown(app) == composed(footer), key
            line = screen_text(app).split("\n")[-1]
            assert (
                line.replace("▏", " ").split()
                == " ".join(f"{display} {words}" for _, display, words, _ in shown(app)).split()
            )  # drawn as shown, in order (the palette's key past its bar)
            lines.append(line)
        assert list(footer.children) == widgets  # the same widgets throughout
        assert "Pick" in lines[3] and "Actions" not in lines[5] and "Pick" in lines[5]
        assert lines[6] == lines[0] or "Actions" in lines[6]  # undone: the turn's keys again


async def test_the_tables_stay_put_while_the_cursor_crosses_the_map(tmp_path: Path) -> None:
    """In a tall side column the zone panel keeps the most rows it took since the last action:
    the players' and market tables under it do not jump at every zone the cursor crosses."""
    app = polis_app(tmp_path, seed=5)
    async with app.run_test(size=(160, 50)) as pilot:
        await past_the_handover(app, pilot)
        screen = app.screen
        board = screen.query_one(PolisMap)
        board.move_to(data().sea_names[0])  # a small zone when the action below is played
        action, _ = choose(screen.session.state, Rng.from_seed(2))
        assert screen.play(action)  # a new state: the panel starts again from this zone's rows
        await pilot.pause()
        assert app.screen is screen
        zone, tables = screen.query_one("#zone"), screen.query_one("#panels")
        heights = [zone.size.height]
        places = [tables.region.y]
        for key in ["down"] * 5 + ["right"] * 6 + ["up"] * 5 + ["left"] * 6:
            await pilot.press(key)
            await pilot.pause()
            heights.append(zone.size.height)
            places.append(tables.region.y)
        # Rows are only ever added (a taller zone), never taken back while the state stands.
        assert heights == sorted(heights) and places == sorted(places), heights
        assert len(set(heights)) > 1  # the walk did cross zones of different sizes


def move_that_asks_for_more(screen):
    """A land move after which the mover decides again (more hoplites): a menu opens."""
    state = screen.session.state
    return next(
        a
        for a in screen.game.legal_actions(state)
        if a.kind == "move" and screen.game.apply(state, a).steps  # type: ignore[attr-defined]
    )


@pytest.mark.parametrize("size", [(160, 50), (240, 70)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_a_move_asks_for_more_hoplites_under_the_panels_which_stay_put(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """In a tall column a decision that fits opens in the log's rows: the zone panel and the
    tables keep their place, the menu is whole, and the log still shows the move."""
    app = polis_app(tmp_path, seed=1)
    async with app.run_test(size=size) as pilot:
        await past_the_handover(app, pilot)
        screen = app.screen
        panels, menu = screen.query_one("#panels-scroll"), screen.query_one(ActionMenu)
        main, tables = screen.query_one("#main"), screen.query_one("#panels")
        before = (panels.region, tables.region.y, main.region.height)
        move = move_that_asks_for_more(screen)
        assert screen.play(move)
        await pilot.pause()
        assert menu.is_open and menu_is_whole(menu)
        # In place: the panels lose no more rows than the whole area did (a longer prompt).
        assert panels.region.y == before[0].y and tables.region.y == before[1]
        assert before[0].height - panels.region.height <= before[2] - main.region.height
        said = words(app)
        legal = screen.game.legal_actions(screen.session.state)
        assert all(" ".join(label.plain.split()) in said for label, _ in screen.entries(legal))
        assert (
            " ".join(screen.view_now().log[-1].english(screen.view_now().players).split()) in said
        )  # the move, logged
        log = screen.query_one("#log")
        assert menu.region.bottom <= log.region.y < log.region.bottom <= main.region.bottom
        await pilot.press("u")  # taken back: the menu closes, the panels still in place
        await pilot.pause()
        assert not menu.is_open and panels.region.y == before[0].y
        await pilot.press("a")  # the twelve actions: whole under the panels, or else the
        await pilot.pause()  # column makes room (what it cannot show, its border marks)
        side = screen.query_one("#side")
        assert menu.is_open and menu.region.bottom <= side.region.bottom
        assert menu_is_whole(menu) or side.has_class("-menu-open"), size


async def test_a_menu_under_the_panels_that_a_catch_up_box_would_cut_gets_room(
    tmp_path: Path,
) -> None:
    """The catch-up box comes above the panels after the menu opened under them (the same
    redraw can do it): the column makes room for the menu, as for any menu, and it is whole."""
    app = polis_app(tmp_path, seed=1)
    async with app.run_test(size=(160, 50)) as pilot:
        await past_the_handover(app, pilot)
        screen = app.screen
        move = move_that_asks_for_more(screen)
        assert screen.play(move)
        await pilot.pause()
        menu, side = screen.query_one(ActionMenu), screen.query_one("#side")
        assert menu_is_whole(menu) and not side.has_class("-menu-open")
        box = screen._since_box()
        box.update(Text("\n".join(f"news {n}" for n in range(12))))
        box.styles.max_height = 14  # a box taller than a tall column's fifth, as elsewhere
        box.remove_class("-empty")
        await pilot.pause()
        assert not menu_is_whole(menu)  # pushed down, past the column's end
        screen.keep_menu_whole()
        await pilot.pause()
        assert side.has_class("-menu-open") and menu_is_whole(menu)
