"""Utopia's footer says what its keys do at each decision, and each key does just that."""

from __future__ import annotations

from pathlib import Path

from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.actions import CARD_COST
from boardgames_rules.utopia.data import CIVS

from boardgames_tui.app import BoardgamesApp
from boardgames_tui.screens.handover import HandoverScreen
from tests.ui.helpers import footer_keys, screen_text
from tests.ui.utopia.test_screen import NAMES, app_for, first_in_phase_2, game_screen


def footer(app: BoardgamesApp) -> dict[str, str]:
    """Each key the footer shows, with its words."""
    return {key.key: key.description for key in footer_keys(app)}


def said(app: BoardgamesApp) -> str:
    return " ".join(screen_text(app).split())


async def at_keyboard(pilot) -> None:
    await pilot.pause()
    if isinstance(pilot.app.screen, HandoverScreen):
        await pilot.press("enter")
        await pilot.pause()


async def test_phase_1_offers_free_actions_but_no_end_of_turn(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_keyboard(pilot)
        keys = footer(app)
        assert keys["enter"] == "Pick"  # the waiting guests' menu is open
        assert "f" in keys and "t" not in keys
        await pilot.press("1")  # a guest: Enter then takes it to a marked district
        await pilot.pause()
        assert footer(app)["enter"] == "Choose district"


async def test_phase_2_enter_says_what_it_does_and_f_and_t_explain(tmp_path: Path) -> None:
    session, _ = first_in_phase_2("act", seed=3)  # Greek and Chinese cards can act
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_keyboard(pilot)
        screen = game_screen(app)
        keys = footer(app)
        # The prompt asks for a civilisation: Enter does not claim to choose a district.
        assert keys["enter"] == "What is here"
        assert keys["t"] == "End turn" and keys["f"] == "Free" and keys["i"] == "Table"
        assert not screen.free()  # no wonder or control this early: f says why
        await pilot.press("f")
        await pilot.pause()
        assert "No free action is possible now" in said(app)
        # A civilisation, then a card action: now Enter chooses one of the marked districts.
        civ = min(a.civ for a in GAME.legal_actions(session.state) if a.kind in CARD_COST)
        await pilot.press(civ, "1")  # the card actions come first in its menu
        await pilot.pause()
        assert screen.kind is not None, said(app)
        assert footer(app)["enter"] == "Choose district"


async def test_t_ends_the_turn_and_e_in_either_case_is_the_egyptian_card(
    tmp_path: Path,
) -> None:
    session, seat = first_in_phase_2("act", seed=4)
    state = session.state
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_keyboard(pilot)
        egyptians = state.hands[seat][CIVS.index("E")]
        for key in ("E", "e"):  # every civilisation's letter works in either case
            await pilot.press("escape", key)
            await pilot.pause()
            assert ("Egyptian" in said(app)) and session.state is state
            if egyptians == 0:
                assert "You have no Egyptian card" in said(app)
        await pilot.press("escape", "t")  # the footer's "t End turn": it asks once…
        await pilot.pause()
        assert "press t again to end your turn" in said(app)
        await pilot.press("t")  # …then ends it
        await pilot.pause()
        assert session.actions[-1] == "end"
