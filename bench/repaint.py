"""Key press to repaint on a late-game position, beside the same key on a bare app.

Both apps run headless in this process with Textual's Pilot at the same terminal size; each
sample is one key press (or one action played) and the wait until the app is idle again with
the new frame drawn.  The bare app's key updates one Static: what Textual and Pilot cost by
themselves.  "Own work" is ours minus the bare app's median: what the game's screen adds.

Measured per game (late position of a seeded random game):

- ``cursor``: a cursor step on the board (Polis: the map, the zone panel; Continental: the
  8x8 board; Simplicity: the city while a planning row's tile is chosen, its legal spaces
  highlighted; Utopia: the city and the district line under it);
- ``cursor+menu``: the same step with a menu open beside the board (Polis: the actions
  menu, or the pending decision's; Utopia: the decision's menu, or a civilisation's card
  actions; the others: the decision's menu, or one listing the legal actions);
- ``menu``: a step down or up in that menu;
- ``action`` (Polis and Utopia): an action that changes the board (Polis: a move of
  hoplites; Utopia: a card action), played through the screen and taken back (untimed).

Three figures per sample: wall time (the key sent, then Pilot's waits until the app is idle:
Pilot sleeps in 20 ms windows until one passes with under 1 ms of process time, so any work
past 1 ms costs at least one more window: it moves in steps of 20 ms), the process time
(CPU: what the step costs, Pilot's sleeping costs none), and "frame": from the key sent to the
end of the first frame Textual composed after it, the one that shows the step (a step that
changes a panel's height composes one or two more, for the scrollbars and the like: Pilot
forces those at the end of its 20 ms windows, where a terminal's 60 Hz timer would compose
them within 17 ms).

The machine may be loaded by others: the bare app is measured before and after each game
(``--all``: between games), so that load hits both alike; medians throughout.  CPU figures
are the process time per sample (Pilot's idle waits cost none of it).

``--lang en,es`` measures each game in both languages in the same run, one after the other
(the language is made active before the app starts, as ``--lang`` does): Spanish must stay
within 10% of English (issue 43).

python bench/repaint.py [--presses 30] [--game polis|...] [--all] [--size 160x50]
                        [--profile cursor|cursor+menu|menu|action] [--lang en|es|en,es]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import pstats
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_rules import get_game  # noqa: E402
from boardgames_rules.core import i18n  # noqa: E402
from boardgames_rules.core.session import Session  # noqa: E402
from boardgames_rules.utopia.data import CIVS  # noqa: E402
from rich.text import Text  # noqa: E402
from textual.app import App  # noqa: E402
from textual.binding import Binding  # noqa: E402
from textual.screen import Screen  # noqa: E402
from textual.widgets import Static  # noqa: E402

from boardgames_tui.app import BoardgamesApp, Start  # noqa: E402
from boardgames_tui.screens.handover import HandoverScreen  # noqa: E402
from boardgames_tui.storage import Storage  # noqa: E402
from boardgames_tui.widgets.action_menu import ActionMenu  # noqa: E402

PROFILE_DUMP = None  # a path to keep the raw profile (for a closer look)
GAMES = ("polis", "utopia", "continental", "simplicity")
# The action that changes the board, per game: a legal action's kind (and, for Utopia, one
# played from a card of the hand).
ACTION_KINDS = {"polis": ("move",), "utopia": ("move", "sail", "add", "remove", "king")}


class Bare(App):
    BINDINGS = [Binding("right", "step", "Step"), Binding("left", "step", "Step")]

    def compose(self):
        yield Static("0", id="n")

    def action_step(self) -> None:
        n = int(str(self.query_one("#n", Static).content)) + 1
        self.query_one("#n", Static).update(str(n))


def random_game(name: str) -> tuple[list, int]:
    """The longest of a few seeded random games (two players; Simplicity six, the widest
    city): its actions and seed."""
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
    return best, best_seed


def session_at(name: str, actions: list, seed: int, count: int) -> Session:
    game = get_game(name)
    players = game.default_players(game.max_players if name == "simplicity" else 2)
    session = Session.start(game, players, seed)
    for action in actions[:count]:
        session.play(action)
    return session


def undoable(game, state, action) -> bool:
    """Whether playing ``action`` leaves the turn with its player and reveals nothing (so the
    screen's undo takes it back)."""
    after = game.apply(state, action)
    actor = game.current_player(state)
    return (
        game.current_player(after) == actor
        and after.rng == state.rng
        and getattr(after, "reveal", None) == getattr(state, "reveal", None)
    )


def action_position(name: str, actions: list, seed: int) -> tuple[Session, object] | None:
    """The latest position of the game where its player has a board-changing action (of
    ``ACTION_KINDS``) that can be taken back, with nothing pending (Polis)."""
    kinds = ACTION_KINDS.get(name)
    if kinds is None:
        return None
    game = get_game(name)
    players = game.default_players(2)
    state = game.new_game(players, seed)
    found = None
    for i, action in enumerate(actions):
        pending = name == "polis" and (state.steps or state.battle is not None)
        if not pending:
            for a in game.legal_actions(state):
                if getattr(a, "kind", None) in kinds and undoable(game, state, a):
                    found = (i, a)
                    break
        state = game.apply(state, action)
    if found is None:
        return None
    return session_at(name, actions, seed, found[0]), found[1]


FRAMES: list[float] = []  # when each screen update (a frame) was composed, this sample


def _note_frames() -> None:
    """Note the end of every frame Textual composes, for the key-to-frame latency."""
    compose = Screen._compositor_refresh

    def noted(self) -> None:
        compose(self)
        FRAMES.append(time.perf_counter())

    Screen._compositor_refresh = noted


class Samples:
    def __init__(self, profile: cProfile.Profile | None = None) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.frame: list[float] = []
        self.profile = profile  # profiles the samples (Pilot's waits included) when given

    async def time(self, pilot, step) -> None:
        if self.profile is not None:
            self.profile.enable()
        FRAMES.clear()
        wall, cpu = time.perf_counter(), time.process_time()
        await step()
        await pilot.pause()
        self.wall.append(time.perf_counter() - wall)
        self.cpu.append(time.process_time() - cpu)
        self.frame.append(FRAMES[0] - wall if FRAMES else 0.0)
        if self.profile is not None:
            self.profile.disable()

    def median(self) -> tuple[float, float, float]:
        return tuple(statistics.median(x) * 1000 for x in (self.wall, self.cpu, self.frame))


def arrow(i: int) -> str:
    return "right" if (i // 3) % 2 == 0 else "left"


async def time_bare(presses: int, size: tuple[int, int], into: Samples) -> None:
    async with Bare().run_test(size=size) as pilot:
        await pilot.pause()
        for i in range(presses):
            await into.time(pilot, lambda i=i: pilot.press(arrow(i)))


async def open_menu(name: str, pilot, screen) -> None:
    """Open a menu beside the board the way a player would (see the module's doc)."""
    menu = screen.query_one(ActionMenu)
    if not menu.is_open and name == "polis":
        await pilot.press("a")
    elif not menu.is_open and name == "utopia":
        hand = screen.view_now().seats[screen.keyboard].hand or ()
        held = [civ for civ, count in zip(CIVS, hand, strict=True) if count]
        if held:
            await pilot.press(held[0])
    await pilot.pause()
    if not menu.is_open:
        state = screen.session.state
        legal = screen.game.legal_actions(state)[:9]
        menu.show("Legal actions", [(Text(screen.game.format_action(state, a)), a) for a in legal])
    screen.focus_board()
    await pilot.pause()


async def time_game(name: str, session: Session, presses: int, size, results: dict) -> None:
    home = Path(tempfile.mkdtemp())
    app = BoardgamesApp(Storage(home), Start(session=session, save_path=home / "late.json"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        screen = app.screen
        if name == "simplicity":  # choose the first row with a legal space: its spaces light up
            view = session.game.view(session.state, None)
            row = next(p.row for p in view.planning if p.available and p.legal_spaces)
            await pilot.press(str(row))
            await pilot.pause()
        for i in range(presses):
            await results["cursor"].time(pilot, lambda i=i: pilot.press(arrow(i)))
        await open_menu(name, pilot, screen)
        for i in range(presses):
            await results["cursor+menu"].time(pilot, lambda i=i: pilot.press(arrow(i)))
        for i in range(presses):
            key = "down" if (i // 3) % 2 == 0 else "up"
            await results["menu"].time(pilot, lambda key=key: pilot.press(key))


async def time_action(session: Session, action, presses: int, size, into: Samples) -> None:
    home = Path(tempfile.mkdtemp())
    app = BoardgamesApp(Storage(home), Start(session=session, save_path=home / "act.json"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        screen = app.screen

        async def play() -> None:
            assert screen.play(action), screen.message.plain

        for _ in range(presses):
            await into.time(pilot, play)
            screen.action_undo()
            await pilot.pause()


async def main_async(
    presses: int,
    names: tuple[str, ...],
    size: tuple[int, int],
    profile: str | None,
    languages: tuple[str, ...] = (i18n.SOURCE,),
) -> None:
    print(f"size {size[0]}x{size[1]}, {presses} samples per median")
    print(
        f"{'game':12} {'lang':4} {'measure':12} {'bare ms':>8} {'ours ms':>8} {'own ms':>7} "
        f"{'bare cpu':>9} {'ours cpu':>9} {'own cpu':>8} {'bare frame':>10} {'ours frame':>10}"
    )
    for name in names:
        actions, seed = random_game(name)
        for language in languages:
            i18n.use(language)  # before the app starts, as the CLI's --lang
            try:
                await time_language(name, language, actions, seed, presses, size, profile)
            finally:
                i18n.use(i18n.SOURCE)


async def time_language(
    name: str, language: str, actions: list, seed: int, presses: int, size, profile: str | None
) -> None:
    """One game's rows in one language, beside the bare app measured before and after."""
    late = session_at(name, actions, seed, len(actions) - 3)
    bare = Samples()
    await time_bare(presses, size, bare)
    profiler = cProfile.Profile() if profile else None
    results = {key: Samples() for key in ("cursor", "cursor+menu", "menu", "action")}
    if profile:
        results[profile] = Samples(profiler)
    await time_game(name, late, presses, size, results)
    found = action_position(name, actions, seed)
    if found is not None:
        await time_action(*found, presses, size, results["action"])
    await time_bare(presses, size, bare)
    b_wall, b_cpu, b_frame = bare.median()
    for key, samples in results.items():
        if not samples.wall:
            continue
        wall, cpu, frame = samples.median()
        print(
            f"{name:12} {language:4} {key:12} {b_wall:8.1f} {wall:8.1f} {wall - b_wall:7.1f} "
            f"{b_cpu:9.1f} {cpu:9.1f} {cpu - b_cpu:8.1f} {b_frame:10.1f} {frame:10.1f}"
        )
    if profiler is not None:
        print(f"\n{name} {language} {profile}: {presses} samples, by own time (cProfile)")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        if PROFILE_DUMP:
            profiler.dump_stats(PROFILE_DUMP)


def size_arg(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    try:
        return int(width), int(height)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT (like 160x50)") from None


def languages_arg(text: str) -> tuple[str, ...]:
    codes = tuple(code.strip() for code in text.split(",") if code.strip())
    unknown = [code for code in codes if code not in i18n.available()]
    if not codes or unknown:
        choices = ", ".join(i18n.available())
        raise argparse.ArgumentTypeError(f"{text!r}: give languages from {choices}, like en,es")
    return codes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=30)
    parser.add_argument("--game", choices=GAMES, default="polis")
    parser.add_argument("--all", action="store_true", help="the four games in one run")
    parser.add_argument("--size", type=size_arg, default=(160, 50), help="WIDTHxHEIGHT")
    parser.add_argument(
        "--profile", choices=("cursor", "cursor+menu", "menu", "action"), help="cProfile it"
    )
    parser.add_argument(
        "--lang",
        type=languages_arg,
        default=(i18n.SOURCE,),
        help="en, es, or several in turn (en,es): the language on screen",
    )
    args = parser.parse_args()
    _note_frames()
    names = GAMES if args.all else (args.game,)
    asyncio.run(main_async(args.presses, names, args.size, args.profile, args.lang))


if __name__ == "__main__":
    main()
