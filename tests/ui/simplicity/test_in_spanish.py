"""Simplicity in Spanish at 80x24 (issue 43): the checks that run in English, run again with
the Spanish catalogue, which is about a quarter longer: no prompt, menu, title or table entry
cut, every footer key whole.  Kept here, not as a parameter of the shared tests, so that each
game's helper adds its own language runs without touching the others'."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from boardgames_rules.core import i18n

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from tests.ui import test_whole_at_80x24 as whole
from tests.ui.test_no_cut_text import (
    POSITIONS,
    SIZE,
    cut_lines,
    open_simplicity_menus,
    session_after,
)


@pytest.fixture
def spanish():
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


async def test_no_prompt_menu_title_or_entry_is_cut(tmp_path: Path, spanish: None) -> None:
    found: dict[str, list[str]] = {}
    for steps in POSITIONS["simplicity"]:
        session = session_after("simplicity", steps)
        start = Start(session=session, save_path=tmp_path / f"{steps}.json")
        app = BoardgamesApp(Storage(tmp_path), start)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            if not isinstance(app.screen, GameScreen):
                await pilot.press("enter")  # take the keyboard at the handover
                await pilot.pause()
            if not isinstance(app.screen, GameScreen):
                continue

            def check(where: str, steps: int = steps, app: BoardgamesApp = app) -> None:
                if cut := cut_lines(app):
                    found[f"after {steps} actions, {where}"] = cut

            check("as it opens")
            await open_simplicity_menus(app, pilot, check)
    assert not found, found


@pytest.mark.parametrize("players", [
    2,
    # As in English (test_whole_at_80x24): six players' names are cut in the team table.
    pytest.param(6, marks=pytest.mark.xfail(strict=True, reason="the team table's names")),
])
async def test_whole_at_80x24_in_spanish(players: int, spanish: None) -> None:
    with tempfile.TemporaryDirectory() as home:
        found = await whole._survey("simplicity", players, Path(home))
    for check in ("cut", "footer"):
        assert not found[check], whole.report(found[check])
