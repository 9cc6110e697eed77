"""Continental in Spanish (issue 43): its screens read the seed's words, stay whole at 80x24,
and are kept as snapshots at 80x24 and 160x48.

Words the rules store (log lines, refusals) stay English until they become messages: these
tests read the panel, the legend, the prompt and the menus, which are Continental's own.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from tests.continental.test_words import spanish  # noqa: F401 (the fixture, used below)
from tests.ui.helpers import screen_text
from tests.ui.test_no_cut_text import (
    POSITIONS,
    SIZE,
    cut_lines,
    open_continental_menus,
    session_after,
)
from tests.ui.test_shell_snapshots import HOME, SIZES, app_for, played

# Every test here in Spanish, then back to English.
pytestmark = pytest.mark.usefixtures("spanish")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_continental_board_mid_game_in_spanish(snap_compare, size) -> None:
    start = Start(session=played("continental", 7, 60), save_path=HOME / "continental.json")
    assert snap_compare(app_for(start), terminal_size=size)


def test_the_default_players_are_azul_and_rojo() -> None:
    assert GAMES["continental"].default_players(2) == ("Azul", "Rojo")


# Each seat's own numbers, under the seed's words (the rules' Spanish: rules.es.md).
OWN = ("Personas", "Moral", "Recursos")


async def test_spanish_at_80x24_reads_the_seeds_words_and_nothing_is_cut(
    tmp_path: Path,
) -> None:
    found: dict[str, list[str]] = {}
    seen = ""
    for steps in POSITIONS["continental"]:
        session = session_after("continental", steps)
        assert session.players == ("Azul", "Rojo")
        app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g"))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen)
            text = screen_text(app)
            seen += text
            seat = screen.table.keyboard
            panel = next(p for p in screen.view_now().panels if p.seat == seat)
            own = zip(OWN, (panel.people, panel.moral, panel.resources), strict=True)
            for label, value in own:
                if not re.search(rf"\b{label}\b[^\n]*\b{value}\b", text):
                    found.setdefault(f"after {steps}", []).append(f"{label} {value} not in sight")

            def check(where: str, steps: int = steps, app: BoardgamesApp = app) -> None:
                nonlocal seen
                seen += screen_text(app)
                if cut := cut_lines(app):
                    found[f"after {steps} actions, {where}"] = cut

            check("as it opens")
            await open_continental_menus(app, pilot, check)
    assert not found, found
    # The setup's prompt names the stats by the seed's letters and words, the panel and the
    # menus the seed's terms.
    assert "I Iglesia, E Escuela, G Granja, Q Cuartel" in seen
    for word in ("Territorio", "IEGQ Stats", "Turno", "Providencia", "Ciudad", "construir"):
        assert word in seen, word


async def test_switching_the_language_redraws_the_panel_legend_and_prompt(tmp_path: Path) -> None:
    i18n.use("en")
    session = session_after("continental", 9)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        english = screen_text(app)
        assert "People" in english and "Church" in english
        app.set_language("es")
        await pilot.pause()
        spanish = screen_text(app)
        for word in ("Personas", "Territorio", "Iglesia", "Turno", "Providencia"):
            assert word in spanish, word
        app.set_language("en")
        await pilot.pause()
        assert "Territory" in screen_text(app)
