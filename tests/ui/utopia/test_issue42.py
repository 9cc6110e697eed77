"""Issue 42 on Utopia's screen: what each mark means, the keys, and what stays in sight."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.data import CIV_ADJECTIVES

from boardgames_tui.games.utopia.board import UtopiaCity
from boardgames_tui.games.utopia.hand import HAND_TITLE
from boardgames_tui.games.utopia.whole_panel import WholePanelScreen
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text
from tests.ui.utopia.test_footer import at_keyboard, footer
from tests.ui.utopia.test_screen import NAMES, app_for, first_in_phase_2


@pytest.fixture(autouse=True)
def only_utopia(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"utopia": GAME})


async def test_the_hand_has_no_unexplained_digits(tmp_path: Path) -> None:
    session, seat = first_in_phase_2("act", seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_keyboard(pilot)
        line = next(r for r in screen_text(app).splitlines() if HAND_TITLE in r)
        n = sum(session.state.hands[seat])
        assert f"{HAND_TITLE}{NAMES[seat]} ({n} cards): " in line
        cards = line.split("): ", 1)[1].split("╭")[0].strip()
        assert re.fullmatch(r"(?:(?:\[[MPEGC]\])+ ?)+", cards), cards


async def test_the_guest_menu_names_every_island_where_a_civilisation_waits(
    tmp_path: Path,
) -> None:
    for seed in range(200):  # a start where one civilisation waits at two islands
        session = Session.start(GAME, NAMES[:2], seed=seed)
        view = GAME.view(session.state, None)
        waits: dict[str, list[str]] = {}
        for island in view.islands:
            for civ in island.waiting:
                waits.setdefault(civ, []).append(island.name)
        twice = {c: i for c, i in waits.items() if len(set(i)) > 1}
        if twice:
            break
    civ, islands = next(iter(twice.items()))
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_keyboard(pilot)
        menu = app.screen.query_one(ActionMenu)
        entries = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        entry = next(e for e in entries if f"{CIV_ADJECTIVES[civ]} guest" in e)
        assert all(name in entry for name in set(islands)), entry


async def test_t_ends_the_turn_and_i_opens_the_whole_panel(tmp_path: Path) -> None:
    session, _ = first_in_phase_2("act", seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_keyboard(pilot)
        keys = footer(app)
        assert keys["t"] == "End turn" and keys["i"] == "Table" and "e" not in keys
        bottom = screen_text(app).splitlines()[-1]
        assert "i Table" in bottom  # every footer key fits 80 columns
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, WholePanelScreen)
        text = screen_text(app)
        for words in ("Round 1 · cards", "Hand: cards held.", "Monuments left", "Deck "):
            assert words in text
        assert "…" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, WholePanelScreen)


async def test_the_panel_title_is_whole_at_80x24_with_the_guest_menu_open(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path, Session.start(GAME, NAMES[:2], seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await at_keyboard(pilot)
        assert app.screen.query_one(ActionMenu).is_open
        assert "Round 1 · guests 1/3" in screen_text(app)


async def test_at_120x40_the_command_line_keeps_the_city_and_its_names(tmp_path: Path) -> None:
    session, _ = first_in_phase_2("act", seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await at_keyboard(pilot)
        city = app.screen.query_one(UtopiaCity)
        before = city.drawing
        await pilot.press("colon")
        await pilot.pause()
        await pilot.pause()
        assert city.drawing is before and "Sail Quay" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert city.drawing is before
        assert app.screen.query_one("#district-detail").display


def test_a_tied_score_is_explained_right_under_the_players_table() -> None:
    """``Pts 0/2`` is read first under the table, in the figures the table shows (its meaning
    was only at the panel's end), and its line is not dimmed like the others."""
    from rich.console import Console

    from boardgames_tui.games.utopia.panels import panel

    session = Session.start(GAME, ("Ann", "Ben", "Cy"), seed=1)  # nobody has scored: a tie
    view = GAME.view(session.state, 0)
    console = Console(width=26, record=True, color_system=None)
    console.print(panel(view, name_cells=11))
    lines = console.export_text().splitlines()
    last_row = max(i for i, line in enumerate(lines) if re.search(r"Ann|Ben|Cy", line))
    assert lines[last_row + 1].strip() == "Pts 0/3: 3rd to reach 0."
    assert not any("/3" in line for line in lines[last_row + 2 :])
