"""Nothing crashes at any terminal size, down to 1×1: every screen of the key-storm tests,
and the Seats dialog, opened at 1×1, 5×2 and 10×3, then a storm of keys (the page keys of the
command palette and of Seats were the crashes: a zero step, Textual's OptionList with no room)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from boardgames_tui.app import BoardgamesApp, Start
from tests.ui.test_key_storms import KEYS, Opener, cases, pressing, storage_with_saves

SIZES = [(1, 1), (5, 2), (10, 3)]
EXTRA = [
    ("seats", lambda: Start(game="utopia"), pressing("B")),
    ("palette pages", Start, pressing("ctrl+p", "pagedown", "pageup", "pagedown")),
]
KEYS_PER_SIZE = 15


@pytest.mark.parametrize(
    ("where", "start", "opener"), cases() + EXTRA, ids=[c[0] for c in cases() + EXTRA]
)
async def test_every_screen_survives_a_tiny_terminal(
    where: str, start: Callable[[], Start], opener: Opener, tmp_path: Path
) -> None:
    storage = storage_with_saves(tmp_path)
    app = BoardgamesApp(storage, start(), bot_delay=0, settings_path=tmp_path / "config.toml")
    rng = random.Random(where)
    async with app.run_test(size=SIZES[0]) as pilot:
        await opener(pilot)
        for size in SIZES:
            await pilot.resize_terminal(*size)
            for key in ["pagedown", "pageup", "B", *rng.choices(KEYS, k=KEYS_PER_SIZE)]:
                await pilot.press(key)
            await pilot.pause()
            assert app.is_running, f"{where} ended at {size}"
