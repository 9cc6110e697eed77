"""Polis played through the real app: key presses, the actions menu, battle privacy."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest
from boardgames_rules.core import Rng
from boardgames_rules.core.session import Session
from boardgames_rules.polis import GAME
from boardgames_rules.polis.actions import ACTION_KINDS
from boardgames_rules.polis.data import data as polis_data

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.polis.board import PolisMap
from boardgames_tui.games.polis.menu_words import Spent
from boardgames_tui.games.polis.screen import EraSummaryScreen, PolisScreen, action_zone
from boardgames_tui.screens.game_over import GameOverScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.polis.policy import choose
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text

HAND_CARD = re.compile(r"\[((?:Sp|Sh|Fl|Ch)[1-3])\]")


def named_cards(text: str) -> Counter:
    """Cards drawn by name (``Spear 3``), the other form a card takes on screen."""
    names = {name: kind for kind, name in polis_data().card_type.items()}
    pattern = rf"\b({'|'.join(map(re.escape, names))}) ([1-3])\b"
    return Counter(names[name] + value for name, value in re.findall(pattern, text))


# Seeds whose sensible random game (tests/polis/policy.py) fights a battle.
BATTLE_SEEDS = (13, 39)


@pytest.fixture(autouse=True)
def only_polis(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"polis": GAME})


def app_for(tmp_path: Path, seed: int = 3) -> BoardgamesApp:
    session = Session.start(GAME, GAME.default_names, seed=seed)
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "p.json"))


def words(app: BoardgamesApp) -> str:
    return " ".join(screen_text(app).split())


def words_in(app: BoardgamesApp, widget) -> str:
    """The words on screen inside ``widget`` (its text wraps in the 30-column side column)."""
    region = widget.scrollable_content_region  # without its scroll bar
    lines = screen_text(app).split("\n")[region.y : region.bottom]
    return " ".join(" ".join(line[region.x : region.right] for line in lines).split())


async def to_board(pilot) -> PolisScreen:
    """Confirm handovers and close era summaries until the board is on screen."""
    app = pilot.app
    while isinstance(app.screen, HandoverScreen | EraSummaryScreen):
        await pilot.press("enter")
        await pilot.pause()
    assert isinstance(app.screen, PolisScreen)
    return app.screen


def policy_game(seed: int) -> tuple[list, int]:
    """The sensible random player's actions for ``seed`` and when its first battle starts."""
    state = GAME.new_game(GAME.default_names, seed)
    rng = Rng.from_seed(seed * 7919 + 13)
    actions, first = [], -1
    while GAME.current_player(state) is not None:
        action, rng = choose(state, rng)
        actions.append(action)
        state = GAME.apply(state, action)
        if first < 0 and state.battle is not None:
            first = len(actions) - 1
    return actions, first


async def test_battle_hands_stay_private_at_every_handover(tmp_path: Path) -> None:
    battle_handovers = 0
    for seed in BATTLE_SEEDS:
        actions, first = policy_game(seed)
        assert first >= 0, f"seed {seed} fights no battle"
        session = Session.start(GAME, GAME.default_names, seed=seed)
        for action in actions[: first - 3]:  # the quiet opening is played without the app
            session.play(action)
        app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "b"))
        todo = actions[first - 3 :]
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            while todo and not isinstance(app.screen, GameOverScreen):
                if isinstance(app.screen, HandoverScreen):
                    state = app.screen_stack[-2].session.state  # the game under the handover
                    if state.battle is not None:
                        battle_handovers += 1
                        assert HAND_CARD.findall(screen_text(app)) == []
                        # By name, only the attacker's revealed cards (public) may show.
                        public = Counter(state.battle.revealed)
                        assert not named_cards(screen_text(app)) - public
                        assert "Your hand" not in screen_text(app)
                    await pilot.press("enter")
                    await pilot.pause()
                    screen = app.screen
                    if isinstance(screen, PolisScreen) and state.battle is not None:
                        seat = screen.keyboard
                        own = state.battle.hands[seat]
                        # Exactly the own hand, copy for copy: an opponent's card of a kind
                        # this player also holds would show as one copy too many.
                        shown = Counter(HAND_CARD.findall(screen_text(app)))
                        assert shown == Counter(own), (shown, own)
                        assert not named_cards(screen_text(app)) - Counter(state.battle.revealed)
                    continue
                if isinstance(app.screen, EraSummaryScreen):
                    await pilot.press("enter")
                    await pilot.pause()
                    continue
                screen = app.screen
                assert isinstance(screen, PolisScreen)
                if screen.session.state.battle is None and len(todo) < len(actions) - first - 6:
                    break  # well after the battle
                assert screen.play(todo.pop(0))
                await pilot.pause()
    assert battle_handovers >= 4


def key_path(board: PolisMap, target: str) -> list[str]:
    """The arrow keys that take the map cursor to ``target`` (breadth first)."""
    paths = {board.cursor: []}
    todo = [board.cursor]
    keys = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
    while todo:
        here = todo.pop(0)
        if here == target:
            return paths[here]
        for key, (dx, dy) in keys.items():
            there = board.next_region(here, dx, dy)
            if there not in paths:
                paths[there] = paths[here] + [key]
                todo.append(there)
    raise AssertionError(f"{target} cannot be reached with the arrows")


async def pick(pilot, screen: PolisScreen, action) -> bool:
    """Pick ``action`` from the open menu: by its digit, else with the arrows and Enter."""
    menu = screen.query_one(ActionMenu)
    if action not in menu._actions:
        return False
    index = menu._actions.index(action)
    if index < 9:
        await pilot.press(str(index + 1))
    else:  # arrows move inside an open menu, Enter picks the highlighted entry
        await pilot.press("home", *["down"] * index, "enter")
    await pilot.pause()
    return True


async def play_by_keys(pilot, screen: PolisScreen, action) -> bool:
    """Play ``action`` with the keys a player would press; False if only `:` could do it."""
    board = screen.query_one(PolisMap)
    if action.kind == "pass":
        await pilot.press("p", "p")  # the first p asks for the confirmation
        return True
    if action.kind == "end":
        await pilot.press("e")
        await pilot.pause()
        if screen.asked == "end":  # at 0 prestige the first e asks for the confirmation
            await pilot.press("e")
        return True
    zone = action_zone(action)
    if not screen.pending():
        number = ACTION_KINDS.index(action.kind) + 1
        if number > 10:
            return False
        await pilot.press("a", str(number % 10))
        if zone is not None:
            assert zone in board.targets and board.cursor in board.targets
    elif zone is not None:
        # A pending step opens its own menu (which has the arrows); its zones are lit too.
        assert zone in board.targets
        return await pick(pilot, screen, action)
    if zone is not None:
        await pilot.press(*key_path(board, zone), "enter")
    return await pick(pilot, screen, action)


async def test_era_three_played_by_key_presses(tmp_path: Path) -> None:
    """The whole first era through the app: each kind of action, for each seat, the first
    time it comes by the keys a player presses (`:` only where no key does it); a repeat
    through the screen's own play (one redraw instead of a key press each, ~0.1 s: the keys
    for it were shown to work), then the era's summary and era 4."""
    actions, _ = policy_game(3)
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_board(pilot)
        session = screen.session
        by_keys = typed = 0
        tried: set[tuple[str, int | None]] = set()
        summary_seen = False
        for action in actions:
            if session.state.era != 0:
                break
            done, key = len(session.actions), (action.kind, session.current)
            if key in tried:
                assert screen.play(action)
                await pilot.pause()
            elif await play_by_keys(pilot, screen, action):
                by_keys += 1
            else:
                await pilot.press("escape", "colon", *GAME.format_action(None, action), "enter")
                typed += 1
            tried.add(key)
            assert len(session.actions) == done + 1, words(app)
            assert session.actions[-1] == GAME.format_action(None, action)
            while isinstance(app.screen, HandoverScreen | EraSummaryScreen):
                if isinstance(app.screen, HandoverScreen):
                    app.screen.action_ready()  # what Enter does (other tests press it)
                    await pilot.pause()
                    continue
                summary_seen = True
                assert "End of era 3" in screen_text(app)
                await pilot.press("enter")
        state = session.state
        assert state.era == 1 and not session.over
        assert {s.era for s in state.summaries} == {"3"} and summary_seen
        # every kind the era saw (17, each seat's first time: 27) tried by keys, `:` rarely
        assert {kind for kind, _ in tried} >= {"move", "also", "proxenos", "trade", "end"}
        assert by_keys >= 4 * typed and by_keys + typed == len(tried) > 20
        assert "Era 4" in words(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_actions_menu_shows_impossible_actions_with_their_reason(tmp_path: Path, size):
    """In a tall column beside the entry; at 80x24 (a row per entry, issue 42: the reasons
    took the menu's rows) when the entry is picked."""
    app = app_for(tmp_path)
    async with app.run_test(size=size) as pilot:
        screen = await to_board(pilot)
        await pilot.press("a")
        await pilot.pause()
        text = words_in(app, screen.query_one(ActionMenu))
        reason = "you control no territory"
        assert "✗ Besiege a polis" in text and (reason in text) == (size != (80, 24))
        before = screen.session.state
        await pilot.press("7")  # Besiege: impossible, so only its reason is said
        await pilot.pause()
        assert f"Besiege a polis is not possible now: {reason}" in words(app)
        assert screen.session.state == before and screen.kind is None


async def test_an_illegal_action_names_the_rule_and_changes_nothing(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_board(pilot)
        before = screen.session.state
        await pilot.press("colon", *"civilwar Argos", "enter")
        await pilot.pause()
        text = words(app)
        assert "Not allowed (civilwar-not-possible)" in text and "Rule 'civilwar'" in text
        assert screen.session.state == before


async def test_clicking_a_zone_shows_its_details(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_board(pilot)
        board = screen.query_one(PolisMap)
        await pilot.click(board, offset=board.point_of("Boiotia"))
        await pilot.pause()
        assert board.cursor == "Boiotia"
        text = words(app)
        assert "Boiotia (territory)" in text and "Thebai" in text
        # The click chose Boiotia like Enter (its menu, if any, has the arrows): Esc, then
        # the arrow moves the map's cursor to Attika, which lies under Boiotia on the map.
        await pilot.press("escape", "down")
        await pilot.pause()
        assert board.cursor == "Attika" and "Attika (territory)" in words(app)


async def test_pass_asks_first_and_names_the_coming_shortfall(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_board(pilot)
        before = screen.session.state
        seat = before.active
        await pilot.press("p")
        await pilot.pause()
        text = words(app)
        assert "Press p again to pass" in text
        assert screen.session.state == before
        if before.side(seat).has("wheat") < sum(p.pop for p in before.poleis if p.owner == seat):
            assert "unfed at the era's end" in text
        await pilot.press("p")
        await pilot.pause()
        assert screen.session.actions[-1] == "pass"


async def test_p_after_acting_says_why_it_does_nothing(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_board(pilot)
        seat = screen.session.state.active
        capital = ("Attika", "Lakedaemon")[seat]
        await pilot.press("colon", *f"collect {capital}", "enter")
        await pilot.pause()
        while screen.session.state.steps:
            await pilot.press("colon", *"done", "enter")
            await pilot.pause()
        before = screen.session.state
        await pilot.press("p")
        await pilot.pause()
        assert "you pass only at the start of a turn" in words(app)
        assert screen.session.state == before


async def test_the_feeding_forecast_shows_each_sides_shortfall(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(160, 48)) as pilot:
        await to_board(pilot)
        text = words(app)
        assert "Feeding at the era's end" in text
        assert "Sparta: 7 cubes, 0 wheat, short 7" in text


def test_the_zone_panel_calls_an_unoccupied_shipload_open() -> None:
    from io import StringIO

    from rich.console import Console

    from boardgames_tui.games.polis.panels import zone_panel

    session = Session.start(GAME, GAME.default_players(2), seed=1)
    view = GAME.view(session.state, None)
    market = next(m for m in view.markets if any(load.usable for load in m.shiploads))
    console = Console(width=60, record=True, file=StringIO())
    console.print(zone_panel(view, market.name))
    text = console.export_text()
    assert ": open" in text
    assert "free" not in text


def random_play(steps: int, seed: int = 7) -> Session:
    """The position after ``steps`` seeded random legal actions (as the screenshot tool plays)."""
    import random

    session = Session.start(GAME, GAME.default_names, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        session.play(rng.choice(GAME.legal_actions(session.state)))
    return session


@pytest.mark.parametrize("where", ["tribute", "feeding", "battle"])
async def test_at_80x24_the_zone_under_the_cursor_is_whole_beside_an_open_menu(
    tmp_path: Path, where: str
) -> None:
    """Issue 15: the selected zone's full details visible without scrolling, also in the
    short side column of 80x24 while a decision's menu is open."""
    from tests.ui.polis.positions import battle_pending

    session = {"tribute": lambda: random_play(10), "feeding": lambda: random_play(40),
               "battle": battle_pending}[where]()  # fmt: skip
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "p.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_board(pilot)
        assert screen.query_one(ActionMenu).is_open, where
        assert where in screen_text(app).lower()
        board = screen.query_one(PolisMap)
        scroll = screen.query_one("#panels-scroll")
        for zone in polis_data().territory_names + polis_data().sea_names:
            board.move_to(zone)
            await pilot.pause()
            # The prestige row under the goods (issue 42: a player lost unaware it ran out)
            # costs the widest zones a row beside the feeding's long menu.
            assert scroll.max_scroll_y <= (1 if where == "feeding" else 0), (where, zone)
            title = next(
                z.title for z in board.view.territories + board.view.seas if z.name == zone
            )
            assert title in screen_text(app), (where, zone)
        assert screen.query_one(ActionMenu).is_open


async def test_at_80x24_the_prices_stay_on_screen_when_the_prompt_takes_two_lines(
    tmp_path: Path,
) -> None:
    """Issue 15: the price track visible without scrolling. A chosen action's two-line prompt
    takes the row under the map at 80x24; the zone panel then carries the prices."""
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_board(pilot)
        board = screen.query_one(PolisMap)
        prices = [f"{p.good} {p.price}" for p in board.view.prices]
        assert board.prices_shown() and all(p in screen_text(app) for p in prices)
        await pilot.press("a", "5")  # move hoplites: choose a lit zone ...
        await pilot.pause()
        assert screen.kind == "move"
        assert not board.prices_shown(), "the prompt no longer takes the map's price row"
        zone = screen.query_one("#zone")
        assert all(p in words_in(app, zone) for p in prices)


async def test_once_the_zone_is_chosen_the_prompt_asks_what_the_menu_asks(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_board(pilot)
        await pilot.press("a", "5")  # move hoplites: choose a lit zone ...
        await pilot.pause()
        assert "choose a lit zone" in " ".join(screen_text(app).split())
        await pilot.press("enter")  # the cursor starts on a lit zone
        await pilot.pause()
        said = " ".join(screen_text(app).split())
        menu = screen.query_one(ActionMenu)
        assert menu.is_open
        assert "choose a lit zone" not in said and "choose from the menu" in said
        # The title names the action and the zone; each entry says the rest on one row.
        rows = screen_text(app).splitlines()
        for number, action in enumerate(menu._actions, start=1):
            typed = screen.game.format_action(screen.session.state, action)
            entry = f"{number} {typed.split(' ', 1)[1]}"
            assert any(entry in row for row in rows), (entry, rows)


async def test_at_80x24_a_battle_menu_stays_in_the_column_beside_the_news(tmp_path: Path) -> None:
    """Playing at 80x24: after the handover the "since your last turn" box, the battle and the
    zone share the short column with the attacker's menu, whose entries stay on screen."""
    from tests.ui.polis.positions import battle_pending

    start = Start(session=battle_pending(), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_board(pilot)
        await pilot.press("1")  # the defender fights: the attacker takes the keyboard
        await pilot.pause()
        screen = await to_board(pilot)
        assert not screen.query_one("#since").has_class("-empty"), "no news box to share with"
        menu = screen.query_one(ActionMenu)
        assert menu.is_open and "attack" in screen.game.prompt(screen.session.state)
        side = screen.query_one("#side").region
        assert menu.region.height >= 5 and menu.region.bottom <= side.bottom
        assert "1 attack" in words_in(app, menu)


async def test_at_80x24_each_tribute_row_is_one_line_that_says_what_it_pays(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_board(pilot)
        state = screen.session.state
        home = {0: "Attika", 1: "Lakedaemon"}[GAME.current_player(state)]
        await pilot.press(":", *f"collect {home}", "enter")
        await pilot.pause()
        menu = screen.query_one(ActionMenu)
        assert menu.is_open and screen.session.state.steps[0].kind == "tribute"
        rows = screen_text(app).splitlines()
        assert any("Tribute (prompt below)" in row for row in rows)
        shown = 0
        for number, action in enumerate(menu._actions, start=1):
            if action.kind != "tribute":
                continue
            hoplites = "1 hoplite" if action.count == 1 else f"{action.count} hoplites"
            entry = f"{number} {hoplites}: +"
            shown += any(
                entry in row and row.split(entry)[1].split()[1] == action.good for row in rows
            )
        assert shown >= 5, rows  # the rows in sight, each whole on one line
        # A pick keeps the numbers (issue 42: 3 meant silver, and after a pick it was `done`):
        # each entry still offered where it was, the ones gone struck out in their places.
        before = list(menu._actions)
        await pilot.press(menu.keys[0])  # the first good, 1 hoplite
        await pilot.pause()
        assert menu.is_open and screen.session.state.steps[0].kind == "tribute"
        after = [a.action if isinstance(a, Spent) else a for a in menu._actions]
        assert after == before
        legal = GAME.legal_actions(screen.session.state)
        assert [a for a in menu._actions if not isinstance(a, Spent)] == legal
        assert isinstance(menu._actions[0], Spent)
        await pilot.press(menu.keys[0])  # a struck-out entry: refused, nothing played
        await pilot.pause()
        assert screen.session.state.steps[0].kind == "tribute"
        assert "Not allowed (" in words(app)  # the rules' refusal, naming its rule


async def test_at_120x40_the_log_keeps_two_lines_beside_the_catch_up_box(tmp_path: Path) -> None:
    # A random game's fourth turn: the catch-up box, Attika's long zone panel and the tables
    # share the column.  The box took 10 rows and left the log its border alone.
    session = Session.start(GAME, GAME.default_names, seed=4)
    rng = random.Random(4)
    for _ in range(15):
        session.play(rng.choice(GAME.legal_actions(session.state)))
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "p.json"))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await to_board(pilot)
        await pilot.pause()
        since = screen.query_one("#since")
        assert since.display and not since.has_class("-empty")
        log = screen.query_one("#log")
        assert log.content_region.height >= 2
        newest = " ".join(screen.view_now().log[-1].english(screen.view_now().players).split())
        assert newest[:20] in " ".join(words_in(app, log).split())
