"""Polis in Spanish (issue 43): its screens read the seed's words (terms.json), stay whole at
80x24, and are kept as snapshots at 80x24 and 160x48.

Words the rules store (log lines, refusals) stay English until they become messages: these
tests read the map, the panels, the feeding forecast, the prompt and the menus, Polis's own.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from boardgames_rules.core.terms import terms
from boardgames_rules.polis import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text, settle
from tests.ui.polis.positions import battle_pending
from tests.ui.test_no_cut_text import POSITIONS, SIZE, cut_lines, open_polis_menus, session_after

HOME = Path("/nonexistent/boardgames-snapshots")  # nothing on screen depends on the machine


@pytest.fixture(autouse=True)
def spanish(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every test here in Spanish, then back to English; only Polis offered."""
    offer_only(monkeypatch, {"polis": GAME})
    i18n.use("es")
    try:
        yield
    finally:
        i18n.use("en")


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_polis_map_with_a_battle_pending_in_spanish(snap_compare, size) -> None:
    start = Start(session=battle_pending(), save_path=HOME / "polis.json")
    app = BoardgamesApp(Storage(HOME), start, bot_delay=0, theme_name="textual-dark")

    async def to_board(pilot) -> None:
        await pilot.press("enter")  # the handover to the seat deciding the battle
        await settle(pilot)

    assert snap_compare(app, terminal_size=size, run_before=to_board)


def test_the_default_players_are_atenas_and_sparta() -> None:
    assert GAME.default_players(2) == ("Atenas", "Sparta")


def test_the_short_labels_on_the_map_are_unique() -> None:
    shorts = [p.short_es for p in terms("polis").places if p.short_es]
    assert len(shorts) == len(set(shorts))


def test_a_random_game_computes_its_words_in_spanish() -> None:
    """Every prompt, menu effect, forecast and panel word of a random game, in Spanish:
    no placeholder left unfilled, no error."""
    for seed in range(3):
        session = Session.start(GAME, GAME.default_players(2), seed=seed)
        rng = random.Random(seed)
        for _step in range(150):
            if session.over:
                break
            for seat in (0, 1):
                view = GAME.view(session.state, seat)
                said = [view.prompt, view.pass_words, *view.effects]
                said += [f.cost + f.warning for f in view.forecast]
                said += [load.status for m in view.markets for load in m.shiploads]
                for text in said:
                    assert "{" not in text, text
            session.play(rng.choice(GAME.legal_actions(session.state)))


async def test_spanish_at_80x24_reads_the_seeds_words_and_nothing_is_cut(
    tmp_path: Path,
) -> None:
    found: dict[str, list[str]] = {}
    seen = ""
    for steps in POSITIONS["polis"]:
        session = session_after("polis", steps)
        assert session.players == ("Atenas", "Sparta")
        app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g"))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # the handover
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            seen += screen_text(app)

            def check(where: str, steps: int = steps, app: BoardgamesApp = app) -> None:
                nonlocal seen
                seen += screen_text(app)
                if cut := cut_lines(app):
                    found[f"after {steps} actions, {where}"] = cut

            check("as it opens")
            await open_polis_menus(app, pilot, check)
    assert not found, found
    # The seed's words (terms.json): goods, units, places, the forecast.
    for word in ("plata", "trigo", "madera", "aceite", "Ática", "Laconia", "Bienes de"):
        assert word in seen, word
