"""SVG snapshots of the Continental screen (the 8x8 board) at 80x24 and 160x48, on a fixed
mid-game position (60 seeded random actions in).

Refresh with ``pytest tests/ui/test_continental_snapshots.py --snapshot-update`` after looking
at what changed.
"""

from __future__ import annotations

import pytest

from boardgames_tui.app import Start
from tests.ui.test_shell_snapshots import HOME, SIZES, app_for, played


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_continental_board_mid_game(snap_compare, size: tuple[int, int]) -> None:
    start = Start(session=played("continental", 7, 60), save_path=HOME / "continental.json")
    assert snap_compare(app_for(start), terminal_size=size)
