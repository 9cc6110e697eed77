"""How long the commands that need no UI take: ``--version``, ``list`` and ``rules GAME``.

Each measurement is a fresh interpreter running ``python -m boardgames_tui ...`` with its
output piped (as a script would read it; ``rules`` then prints plain text, without the
Markdown renderer a terminal gets), beside bare ``python -c pass``.  The commands take turns,
run by run, so that load from other processes hits them alike.  Like ``launch.py`` it runs
with compiled bytecode, as an installed package does.  Prints medians of wall-clock and
processor time; the goal is under 150 ms for each command.

    python bench/cli_speed.py [--runs 9] [--game polis]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from launch import medians, time_once  # noqa: E402

# What the ``boardgames`` script does, run from ``-c`` so that the arguments follow.
COMMAND = "import runpy; runpy.run_module('boardgames_tui', run_name='__main__')"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--game", default="polis", help="the game whose rules are printed")
    args = parser.parse_args()
    cases = {
        "python -c pass": ("pass",),
        "boardgames --version": (COMMAND, "--version"),
        "boardgames list": (COMMAND, "list"),
        f"boardgames rules {args.game}": (COMMAND, "rules", args.game),
    }
    for case in cases.values():
        time_once(*case)  # untimed: writes the bytecode and warms the disk cache
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
    for _ in range(args.runs):
        for name, case in cases.items():
            times[name].append(time_once(*case))
    print(f"{'':26}{'wall':>8}{'processor':>11}   (medians of {args.runs} runs; goal: < 150 ms)")
    for name, measured in times.items():
        wall, cpu = medians(measured)
        print(f"{name:<26}{wall * 1000:6.0f}ms{cpu * 1000:9.0f}ms")


if __name__ == "__main__":
    main()
