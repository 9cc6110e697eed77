"""Time from launch to the first drawn board, beside a bare Textual app in the same run.

Each measurement is a fresh interpreter (imports included), run headless, that exits as soon
as the first frame after mounting has been drawn.  The bare app and each game take turns, run
by run, so that load from other processes hits them alike.  Prints medians; the goal is a
ratio of at most 1.3.  A second baseline, the bare app that also imports pydantic and defines
and validates one model, is the floor for any app whose state is pydantic models: how far
above it we are is what our own code costs.

Python runs as an installed package would: with compiled bytecode (an untimed first run writes
it, whatever ``PYTHONDONTWRITEBYTECODE`` says), since pip compiles a package when it installs
it.  Without it, every run would compile our sources and none of Textual's.

``--lang en,es`` times each game in each language, taking turns run by run (the language is
made active before the app is built, as ``--lang`` does): Spanish must stay within 10% of
English (issue 43).

    python bench/launch.py [--runs 7] [--games continental,polis] [--lang en|es|en,es]
"""

from __future__ import annotations

import argparse
import math
import os
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

# The floor for an app built on pydantic models: the bare app, plus pydantic imported and one
# model defined and used before the first frame (what any of our games needs at the least).
FLOOR = BARE.replace(
    "from textual.widgets import Static\n",
    "from textual.widgets import Static\nfrom pydantic import BaseModel\n\n"
    "class Seat(BaseModel):\n    name: str\n\nSeat(name='Ann')\n",
)

GAME = """
import sys
from pathlib import Path
from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.storage import Storage
from boardgames_rules import get_game
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session

i18n.use(sys.argv[3])  # as the CLI's --lang does, before the app is built

mounted = GameScreen.on_mount
def on_mount(screen):
    mounted(screen)
    screen.call_after_refresh(screen.app.exit)  # the board's first frame is drawn
GameScreen.on_mount = on_mount

game = get_game(sys.argv[1])
session = Session.start(game, game.default_players(game.min_players), seed=1)
BoardgamesApp(Storage(Path(sys.argv[2])), Start(session=session)).run(headless=True, size=(80, 24))
"""


SOURCE_LANGUAGE = "en"  # the catalogues' source language (rules.core.i18n.SOURCE, not imported
# here: this process only times others)

WITH_BYTECODE = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def time_once(code: str, *args: str, path: str = "") -> tuple[float, float]:
    """Wall-clock seconds, and the processor seconds the child used (user + system): on a
    machine others load, the second moves much less than the first.  ``path`` goes first on
    the child's ``PYTHONPATH`` (another version of the code)."""
    env = dict(WITH_BYTECODE, PYTHONPATH=path) if path else WITH_BYTECODE
    before = children_cpu()
    start = time.perf_counter()
    # -P: the current folder is not put first on the path (it would hide ``path`` when the
    # script runs from a checkout).
    command = [sys.executable, "-P", "-c", code, *args]
    subprocess.run(command, check=True, capture_output=True, env=env)
    wall = time.perf_counter() - start
    return wall, children_cpu() - before


def children_cpu() -> float:
    """Processor seconds (user + system) of the finished children; nan where the OS has no
    getrusage (Windows: ``resource`` is POSIX's, so it is imported only here)."""
    try:
        import resource
    except ImportError:
        return math.nan
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def medians(times: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--games", default="continental,polis", help="comma separated")
    parser.add_argument(
        "--lang", default="en", help="the language on screen: en, es, or several in turn (en,es)"
    )
    parser.add_argument(
        "--baseline",
        default="",
        help="a folder holding another version's boardgames_tui, boardgames_rules and "
        "boardgames_assets packages (an export of main, say): its games run in turn too",
    )
    args = parser.parse_args()
    home = tempfile.mkdtemp()
    games = args.games.split(",")
    languages = args.lang.split(",")
    time_once(BARE)  # untimed: writes the bytecode and warms the disk cache
    time_once(FLOOR)
    versions = {"": ""} | ({" (baseline)": args.baseline} if args.baseline else {})
    # Each game in each language (and version), by its label: "polis es (baseline)".
    runs = {
        f"{game} {language}{label}": (game, language, path)
        for game in games
        for language in languages
        for label, path in versions.items()
    }
    for game, language, path in runs.values():
        time_once(GAME, game, home, language, path=path)
    bare: list[tuple[float, float]] = []
    floor: list[tuple[float, float]] = []
    ours: dict[str, list[tuple[float, float]]] = {label: [] for label in runs}
    for _ in range(args.runs):
        for game in games:
            bare.append(time_once(BARE))
            floor.append(time_once(FLOOR))
            for label, (of, language, path) in runs.items():
                if of == game:
                    ours[label].append(time_once(GAME, game, home, language, path=path))
    b, b_cpu = medians(bare)
    f, f_cpu = medians(floor)
    print(f"{'':40}{'wall':>8}{'ratio':>7}{'processor':>11}{'ratio':>7}   (medians)")
    bare_line = f"{'bare Textual app':<40}{b * 1000:6.0f}ms{'':>7}{b_cpu * 1000:9.0f}ms"
    print(f"{bare_line}  ({len(bare)} runs)")
    print(
        f"{'bare app + pydantic model':<40}{f * 1000:6.0f}ms{f / b:7.2f}{f_cpu * 1000:9.0f}ms"
        f"{f_cpu / b_cpu:7.2f}  ({len(floor)} runs; the floor)"
    )
    for game, times in ours.items():
        o, o_cpu = medians(times)
        print(
            f"{'boardgames play ' + game:<40}{o * 1000:6.0f}ms{o / b:7.2f}{o_cpu * 1000:9.0f}ms"
            f"{o_cpu / b_cpu:7.2f}  ({len(times)} runs; goal: a ratio of at most 1.30;"
            f" {o_cpu / f_cpu:.2f} times the floor)"
        )
    label_of = {key: label for label, key in runs.items()}
    for label, (game, language, path) in runs.items():
        english = label_of.get((game, SOURCE_LANGUAGE, path))
        if language != SOURCE_LANGUAGE and english is not None:
            (o, o_cpu), (e, e_cpu) = medians(ours[label]), medians(ours[english])
            print(
                f"{label} / {english}: wall {o / e:.3f}, processor {o_cpu / e_cpu:.3f}"
                " (goal: at most 1.10)"
            )

if __name__ == "__main__":
    main()
