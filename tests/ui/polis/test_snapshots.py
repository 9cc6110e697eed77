"""SVG snapshots of the Polis screen (the map of Greece) at 80x24 and 160x48, on a fixed
mid-game position with a battle pending and trade routes blocked.

Refresh with ``pytest tests/ui/test_polis_snapshots.py --snapshot-update`` after looking at
what changed.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from boardgames_rules.polis import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.ui.helpers import settle
from tests.ui.polis.positions import battle_pending

HOME = Path("/nonexistent/boardgames-snapshots")  # nothing on screen depends on the machine


@pytest.fixture(autouse=True)
def only_polis(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"polis": GAME})


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_polis_map_with_a_battle_pending(snap_compare, size: tuple[int, int]) -> None:
    start = Start(session=battle_pending(), save_path=HOME / "polis.json")
    app = BoardgamesApp(Storage(HOME), start, bot_delay=0, theme_name="textual-dark")

    async def to_board(pilot) -> None:
        await pilot.press("enter")  # the handover to the seat deciding the battle
        await settle(pilot)

    assert snap_compare(app, terminal_size=size, run_before=to_board)
