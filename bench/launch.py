"""Time from launch to the first drawn board, beside a bare Textual app in the same run.

Each measurement is a fresh interpreter (imports included), run headless, that exits as soon
as the first frame after mounting has been drawn.  The bare app and each game take turns, run
by run, so that load from other processes hits them alike.  Prints medians; the goal is a
ratio of at most 1.3.

Python runs as an installed package would: with compiled bytecode (an untimed first run writes
it, whatever ``PYTHONDONTWRITEBYTECODE`` says), since pip compiles a package when it installs
it.  Without it, every run would compile our sources and none of Textual's.

    python bench/launch.py [--runs 7] [--games continental,polis]
"""

from __future__ import annotations

import argparse
import os
import resource
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


WITH_BYTECODE = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def time_once(code: str, *args: str) -> tuple[float, float]:
    """Wall-clock seconds, and the processor seconds the child used (user + system): on a
    machine others load, the second moves much less than the first."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    command = [sys.executable, "-c", code, *args]
    subprocess.run(command, check=True, capture_output=True, env=WITH_BYTECODE)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def medians(times: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--games", default="continental,polis", help="comma separated")
    args = parser.parse_args()
    home = tempfile.mkdtemp()
    games = args.games.split(",")
    time_once(BARE)  # untimed: writes the bytecode and warms the disk cache
    for game in games:
        time_once(GAME, game, home)
    bare: list[tuple[float, float]] = []
    ours: dict[str, list[tuple[float, float]]] = {game: [] for game in games}
    for _ in range(args.runs):
        for game in games:
            bare.append(time_once(BARE))
            ours[game].append(time_once(GAME, game, home))
    b, b_cpu = medians(bare)
    print(f"{'':28}{'wall':>8}{'ratio':>7}{'processor':>11}{'ratio':>7}   (medians)")
    bare_line = f"{'bare Textual app':<28}{b * 1000:6.0f}ms{'':>7}{b_cpu * 1000:9.0f}ms"
    print(f"{bare_line}  ({len(bare)} runs)")
    for game, times in ours.items():
        o, o_cpu = medians(times)
        print(
            f"{'boardgames play ' + game:<28}{o * 1000:6.0f}ms{o / b:7.2f}{o_cpu * 1000:9.0f}ms"
            f"{o_cpu / b_cpu:7.2f}  ({len(times)} runs; goal: a ratio of at most 1.30)"
        )


if __name__ == "__main__":
    main()
