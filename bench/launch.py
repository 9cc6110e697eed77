"""Time from launch to the first drawn board, beside a bare Textual app in the same run.

Each measurement is a fresh interpreter (imports included), run headless, that exits as soon
as the first frame after mounting has been drawn.  Prints medians; the goal is a ratio of at
most 1.3.

    python bench/launch.py [--runs 7] [--game continental]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
from textual.app import App
from textual.widgets import Static

class Bare(App):
    def compose(self):
        yield Static("hello")
    def on_mount(self):
        self.call_after_refresh(self.exit)

Bare().run(headless=True, size=(80, 24))
"""

GAME = """
import sys
from pathlib import Path
from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from boardgames_rules import get_game
from boardgames_rules.core.session import Session

mounted = GameScreen.on_mount
def on_mount(screen):
    mounted(screen)
    screen.call_after_refresh(screen.app.exit)  # the board's first frame is drawn
GameScreen.on_mount = on_mount

game = get_game(sys.argv[1])
session = Session.start(game, game.default_players(game.min_players), seed=1)
BoardgamesApp(Storage(Path(sys.argv[2])), Start(session=session)).run(headless=True, size=(80, 24))
"""


def time_once(code: str, *args: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--game", default="continental")
    args = parser.parse_args()
    home = tempfile.mkdtemp()
    bare = [time_once(BARE) for _ in range(args.runs)]
    ours = [time_once(GAME, args.game, home) for _ in range(args.runs)]
    b, o = statistics.median(bare), statistics.median(ours)
    print(f"bare Textual app:      {b * 1000:7.0f} ms (median of {args.runs})")
    print(f"boardgames {args.game:<11}{o * 1000:7.0f} ms (median of {args.runs})")
    print(f"ratio:                 {o / b:7.2f}  (goal: at most 1.30)")


if __name__ == "__main__":
    main()
