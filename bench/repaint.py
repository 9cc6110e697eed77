"""Key press to repaint on a late-game position (Polis by default), beside a bare app.

Both apps run headless in this process with Textual's Pilot at the same terminal size; each
sample is one key press and the wait until the app is idle again with the new frame drawn.
The key is a cursor step on the board (Polis: the map, the zone panel and the prompt;
Continental: the 8x8 board; Simplicity: the city while a planning row's tile is chosen, its
legal spaces highlighted); the bare app's key updates one Static.  Prints medians.

python bench/repaint.py [--presses 40] [--game polis|continental|simplicity]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_rules import get_game  # noqa: E402
from boardgames_rules.core.session import Session  # noqa: E402
from textual.app import App  # noqa: E402
from textual.binding import Binding  # noqa: E402
from textual.widgets import Static  # noqa: E402

from boardgames_tui.app import BoardgamesApp, Start  # noqa: E402
from boardgames_tui.screens.handover import HandoverScreen  # noqa: E402
from boardgames_tui.screens.registry import screen_for  # noqa: E402
from boardgames_tui.storage import Storage  # noqa: E402

SIZE = (160, 50)


class Bare(App):
    BINDINGS = [Binding("right", "step", "Step")]

    def compose(self):
        yield Static("0", id="n")

    def action_step(self) -> None:
        n = int(str(self.query_one("#n", Static).content)) + 1
        self.query_one("#n", Static).update(str(n))


def late_session(name: str) -> Session:
    """The longest of a few seeded random games, three decisions before its end (two players;
    Simplicity six, the widest city)."""
    game = get_game(name)
    players = game.default_players(game.max_players if name == "simplicity" else 2)
    best: list = []
    best_seed = 0
    for seed in range(1, 40):
        rng = random.Random(seed)
        state = game.new_game(players, seed)
        actions = []
        while game.current_player(state) is not None:
            action = rng.choice(game.legal_actions(state))
            actions.append(action)
            state = game.apply(state, action)
        if len(actions) > len(best):
            best, best_seed = actions, seed
    session = Session.start(game, players, best_seed)
    for action in best[:-3]:
        session.play(action)
    return session


async def time_keys(app: App, presses: int, prepare=None) -> list[float]:
    samples = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if prepare is not None:
            await prepare(pilot)
        for i in range(presses):
            key = "right" if (i // 3) % 2 == 0 else "left"
            started = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            samples.append(time.perf_counter() - started)
    return samples


async def main_async(presses: int, name: str) -> None:
    bare = await time_keys(Bare(), presses)
    session = late_session(name)
    screen = screen_for(name).__name__
    home = Path(tempfile.mkdtemp())
    app = BoardgamesApp(Storage(home), Start(session=session, save_path=home / "late.json"))

    async def past_handover(pilot) -> None:
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        if name == "simplicity":  # choose the first row with a legal space: its spaces light up
            view = session.game.view(session.state, None)
            row = next(p.row for p in view.planning if p.available and p.legal_spaces)
            await pilot.press(str(row))
            await pilot.pause()

    ours = await time_keys(app, presses, past_handover)
    b, o = statistics.median(bare), statistics.median(ours)
    state = session.state
    if name == "polis":
        where = f"era {state.era + 1}"
    elif name == "simplicity":
        where = f"round {state.round}"
    else:
        where = f"turn {state.turn}"
    print(f"position: {name} {where}, {len(session.steps)} actions in ({screen})")
    print(f"bare Textual app:  {b * 1000:7.1f} ms key to repaint (median of {presses})")
    print(f"{name + ' late game:':19}{o * 1000:7.1f} ms key to repaint (median of {presses})")
    print(f"ratio:             {o / b:7.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=40)
    parser.add_argument("--game", choices=("polis", "continental", "simplicity"), default="polis")
    args = parser.parse_args()
    asyncio.run(main_async(args.presses, args.game))


if __name__ == "__main__":
    main()
