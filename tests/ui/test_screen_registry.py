"""Every registered game opens on its own screen, and start-up imports none of them."""

from __future__ import annotations

import subprocess
import sys

from boardgames_tui.screens.generic import GenericGameScreen
from boardgames_tui.screens.registry import SCREENS, screen_for
from rules import GAMES


def test_every_game_has_its_own_screen() -> None:
    for name in GAMES:
        assert name in SCREENS
        assert screen_for(name) is not GenericGameScreen


def test_starting_the_app_imports_no_game_screen() -> None:
    code = (
        "import sys, boardgames_tui.app\n"
        "print(','.join(m for m in sys.modules if m.startswith('rules.') and "
        "m.split('.')[1] in ('polis', 'utopia', 'simplicity', 'continental')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
