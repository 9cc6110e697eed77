"""The city, the prompt and the open menu are all on screen at once, nothing clipped, and every
player's score with it: at 80x24 with two and five players (phase 1 guest menu, phase 2 card
menu), and with five players (the most) at 120x40, 200x60 and 240x70."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME, labels
from boardgames_rules.utopia.data import CIVS

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.utopia.board import UtopiaCity
from boardgames_tui.games.utopia.screen import UtopiaScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text, scrolled_text


@pytest.fixture(autouse=True)
def only_utopia(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"utopia": GAME})


def in_phase(players: int, phase: str) -> Session:
    """Played by first legal actions up to the first card turn (phase 2), or just started."""
    session = Session.start(GAME, GAME.default_players(players), seed=5)
    while phase == "develop" and not (
        session.state.phase == "develop"
        and GAME.view(session.state, session.current).decision == "act"
        and any(session.state.hands[session.current])
    ):
        session.play(GAME.legal_actions(session.state)[0])
    return session


def assert_city_whole(app: BoardgamesApp) -> None:
    """Every district's first line (id, value) is on screen where the drawing puts it, the
    drawing fits its widget and the widget fits the board area, left of the side column."""
    screen = app.screen
    assert isinstance(screen, UtopiaScreen)
    city = screen.query_one(UtopiaCity)
    drawing = city.drawing
    assert drawing.width <= city.size.width and drawing.height <= city.size.height
    area = screen.query_one("#board-area").region
    side = screen.query_one("#side").region
    assert area.contains_region(city.region) and city.region.right <= side.x
    rows = screen_text(app).splitlines()
    ox, oy = city.offset_xy
    cells = city.plain().splitlines()
    for district in city.view.districts:
        x, y, w, _ = drawing.boxes[district.id]
        drawn = cells[y][x : x + w]
        assert labels.district(district.id) in drawn
        assert drawn.rstrip().endswith(str(district.value))
        sx, sy = city.region.x + ox + x, city.region.y + oy + y
        assert rows[sy][sx : sx + w] == drawn, (district.id, rows[sy])


def assert_menu_whole(app: BoardgamesApp) -> None:
    menu = app.screen.query_one(ActionMenu)
    assert menu.is_open
    assert menu.hidden() == (0, 0), menu.border_subtitle
    rows = screen_text(app).splitlines()
    r = menu.region
    inside = " ".join(row[r.x : r.right].strip("│ ") for row in rows[r.y : r.bottom])
    inside = " ".join(inside.split())
    for index in range(menu.option_count):
        label = " ".join(str(menu.get_option_at_index(index).prompt.plain).split())
        assert label in inside, (label, inside)
    # Whole; or, while a game term is explained in its row, without the notation example.
    state = app.screen.session.state
    prompts = {" ".join(p.split()) for p in (GAME.prompt(state), GAME.short_prompt(state))}
    assert any(p in " ".join(" ".join(rows).split()) for p in prompts)


async def opened(pilot, phase: str) -> None:
    app = pilot.app
    if isinstance(app.screen, HandoverScreen):
        await pilot.press("enter")
        await pilot.pause()
    screen = app.screen
    if phase == "develop":  # open the menu of the first civilisation in hand
        seat = screen.session.current
        civ = next(c for c, n in zip(CIVS, screen.session.state.hands[seat], strict=True) if n)
        await pilot.press(civ)
        await pilot.pause()
    await pilot.pause()


def assert_every_player_shown(app: BoardgamesApp, players: int) -> None:
    """Every player's score in the line under the city; where the side column shows the
    score table (at 100 columns and more), every player's row there as well."""
    text = screen_text(app)
    view = app.screen.view_now()
    for seat in range(players):
        assert f"{seat + 1}:{view.seats[seat].score}" in text
    if app.size.width >= 100:
        panel = app.screen.query_one("#panels").region
        rows = text.splitlines()[panel.y : panel.bottom]
        for seat, name in enumerate(app.screen.session.players):
            assert any(f"{seat + 1} {name}" in row[panel.x : panel.right] for row in rows), name


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("phase", ["welcome", "develop"])
async def test_at_80x24_the_city_prompt_and_menu_are_whole(
    tmp_path: Path, players: int, phase: str
) -> None:
    session = in_phase(players, phase)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot, phase)
        assert_city_whole(app)
        assert_menu_whole(app)
        assert_every_player_shown(app, players)


@pytest.mark.parametrize(
    ("size", "drawn"),
    [((120, 40), (81, 29)), ((200, 60), (135, 47)), ((240, 70), (174, 61))],
    ids=lambda v: "x".join(map(str, v)),
)
@pytest.mark.parametrize("phase", ["welcome", "develop"])
async def test_larger_screens_get_larger_drawings_with_five_players(
    tmp_path: Path, size, drawn, phase: str
) -> None:
    session = in_phase(5, phase)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))
    async with app.run_test(size=size) as pilot:
        await opened(pilot, phase)
        city = app.screen.query_one(UtopiaCity)
        assert (city.drawing.width, city.drawing.height) == drawn
        assert_city_whole(app)
        assert_menu_whole(app)
        assert_every_player_shown(app, 5)


async def test_clicking_a_district_selects_it(tmp_path: Path) -> None:
    session = in_phase(2, "welcome")
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(pilot, "welcome")
        await pilot.press("1")  # the first waiting guest: its districts are marked
        await pilot.pause()
        city = app.screen.query_one(UtopiaCity)
        target = sorted(city.targets)[-1]
        box = city.box(target)
        await pilot.click(UtopiaCity, offset=(box.x + 2, box.y + 1))
        await pilot.pause()
        assert session.actions and session.actions[0].endswith(target)


async def test_at_80x24_the_game_over_table_scrolls_to_all_five_players(tmp_path: Path) -> None:
    import random

    from boardgames_tui.screens.game_over import GameOverScreen

    session = Session.start(GAME, GAME.default_players(5), seed=3)
    rng = random.Random(3)
    while True:  # seeded random play up to the last action
        last = rng.choice(GAME.legal_actions(session.state))
        if GAME.current_player(GAME.apply(session.state, last)) is None:
            break
        session.play(last)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert app.screen.play(last)
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        table = app.screen.query_one("#over-scores ScrollableContainer")
        left = app.screen.query_one("#over-box").region.x + 1  # inside the box's border
        rows = [row[left:] for row in (await scrolled_text(pilot, table)).splitlines()]
        totals = {s.seat: s.total for s in GAME.outcome(session.state).scores}
        # A column per player: the name over the rule, the total under it, right-aligned.
        shown = {}
        for at, rule in enumerate(rows[1:-1], start=1):
            if "────" not in rule:
                continue
            header, line = rows[at - 1], rows[at + 1]
            for name in session.players:
                for match in re.finditer(rf"\b{name}\b", header):
                    cells = line[: match.end()].split()
                    if cells and line[match.end() : match.end() + 1] in ("", " "):
                        shown.setdefault(name, cells[-1])
        assert shown == {name: str(totals[seat]) for seat, name in enumerate(session.players)}


async def test_at_80x24_the_district_line_lists_every_owners_princes(tmp_path: Path) -> None:
    """The small cells may show only counts per civilisation: the line under the city has the
    full list (owner: civilisations and numbers), monuments or not."""
    import random

    session = Session.start(GAME, GAME.default_players(5), seed=2)
    rng = random.Random(2)
    for _ in range(400):  # a late position: monuments in busy districts
        session.play(rng.choice(GAME.legal_actions(session.state)))
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot, "welcome")
        city = app.screen.query_one(UtopiaCity)
        busy = [d for d in city.view.districts if d.monument and sum(map(sum, d.princes)) >= 4]
        assert busy
        for district in busy:
            city.move_to(district.id)
            await pilot.pause()
            width = app.screen.query_one("#board-area").region.right
            rows = screen_text(app).splitlines()[city.region.bottom + 1 :][:2]
            line = " ".join(row[:width].rstrip() for row in rows)
            for seat, counts in enumerate(district.princes):
                # in words a player is their name, a count comes before its letter
                listed = " ".join(f"{n}{c}" for c, n in zip(CIVS, counts, strict=True) if n)
                name = session.players[seat]
                assert not listed or f"{name} {listed}" in line, (district.id, line)


@pytest.mark.parametrize("phase", ["welcome", "develop"])
async def test_at_80x24_a_chosen_action_leaves_rows_for_the_district_line(
    tmp_path: Path, phase: str
) -> None:
    """Once a guest or a card action is chosen, the prompt says what comes next in at most
    three rows (no key hint beside it), so the cursor's district is still described in words
    under the city, its princes by owner."""
    session = in_phase(5, phase)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened(pilot, phase)
        await pilot.press("1")  # the first guest, or the first action of the card
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert not screen.query_one(ActionMenu).is_open and screen.query_one(UtopiaCity).targets
        assert screen.query_one("#prompt").region.height <= 3
        detail = screen.query_one("#district-detail")
        assert detail.display and detail.region.height >= 1
        rows = screen_text(app).splitlines()
        line = " ".join(rows[detail.region.y : detail.region.bottom])
        district = screen.query_one(UtopiaCity).cursor_district
        assert line.startswith(labels.district(district))
        view = screen.view_now()
        princes = next(d.princes for d in view.districts if d.id == district)
        for seat, counts in enumerate(princes):
            if any(counts):
                assert session.players[seat] in line, line  # in words, by name
