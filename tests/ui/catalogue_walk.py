"""A walk through the app in the pseudo-language, finding words that did not come through the
catalogue (issue 43: every word a player reads is translated).

In the pseudo-language ``xx`` every catalogue string is accented and bracketed
(``⟦Ŕóĺĺ⟧``), and so are the game's words the screens take from the catalogue (places, terms,
the notation as typed in words).  Its letters are all accented, so what is left in plain ASCII
letters is a player's name, a number, a square's name (``c3``), a short code (``E3``,
``Sp2``), or a word that escaped: the walk collects those, per screen.

One app run per game and size walks, in this order: the title screen, the new-game dialog,
the game's lessons and its first lesson's first steps, a random game at each player count on
a turn with news (the handover, the board with its panels and since box, the action menu and
a follow-up, the ``:`` line with a refusal, the rules, the seats), a random game played to
its end (the game over), the saved games and the statistics, and that game's replay.

    python -m tests.ui.catalogue_walk [GAME ...]     prints what escaped, where
    WALK_SHOW=1 python -m tests.ui.catalogue_walk GAME       and every screen it looked at

Each session is made anew for each app run: the walk plays on it (a follow-up menu may play
the highlighted action), so a cached one would differ between the two sizes.

The test beside it (test_every_word_through_the_catalogue.py) runs the same walk.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from textual.pilot import Pilot

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.grid_board import GridBoard
from tests.ui.helpers import screen_text

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
SIZES = ((80, 24), (120, 40))
SHOW = bool(os.environ.get("WALK_SHOW"))  # print every screen looked at
# A word of two or more plain letters: the pseudo-language's letters are all accented, so a
# plain one did not come through the catalogue.  (No bracket is stripped first: a string cut
# at the edge of its box, or wrapped beside another column, leaves one bracket unclosed.)
_WORD = re.compile(r"(?<![\w])[A-Za-z][A-Za-z']+(?![\w])")
# Codes, not words: squares and districts (c3, E3), cards (Sp2), dice (d4), and single letters.
_CODE = re.compile(r"^([a-hA-Z]\d|[A-Z][a-z]?\d+|d\d+|[A-Z]{1,3})$")
# The keys as the keyboard and Textual's footer name them ("esc", "Ctrl+S", "Home/End"): a
# key cap, not a word to translate.  Spelled as they show, so an English "end" still counts.
KEY_NAMES = frozenset({"esc", "Esc", "Enter", "Tab", "Shift", "Ctrl", "Home", "End", "space"})
# What the walk types after ':', shown back in the refusal: the player's own text.
NONSENSE = "zzz"
# A score chart draws the second seat's line in 'x' marks (score_history.SEAT_MARKS).
_CHART_LINE = re.compile(r"^x+$")


def proper_names() -> set[str]:
    """Names no language translates: the games' titles (a title cut short on a chart's axis
    too, "Contin"), and Simplicity's default seats, which are people's names (Ann, Ben…)."""
    titles = {game.title for game in GAMES.values()}
    cut = {title[:end] for title in titles for end in range(4, len(title))}
    return {*titles, *cut, *GAMES["simplicity"].default_names}


def escaped(text: str, names: Iterable[str] = NAMES) -> set[str]:
    """The plain words on a screen in the pseudo-language that are no name and no code."""
    # As spelled: "Polis" is a title, "polis" a word of the game to translate.
    allowed = {*names, *proper_names(), *KEY_NAMES, NONSENSE}
    return {
        word
        for word in _WORD.findall(text)
        if word.rstrip("'") not in allowed  # the closing quote of 'zzz' taken as an apostrophe
        and not _CODE.match(word)
        and not _CHART_LINE.match(word)
    }


def with_news(name: str, players: int, seed: int = 7) -> Session:
    """A random game stopped on the turn of a seat that acted before and after whom others
    acted: its screen shows the since box (or the game's end, if it came first)."""
    game = GAMES[name]
    session = Session.start(game, NAMES[:players], seed=seed)
    chance = random.Random(seed)
    for _ in range(6):  # a few actions in, past the opening
        if session.over:
            return session
        session.play(chance.choice(game.legal_actions(session.state)))
    while not session.over:
        seat = session.current
        acted = [i for i, step in enumerate(session.steps) if step.actor == seat]
        if acted and any(step.actor != seat for step in session.steps[acted[-1] + 1 :]):
            break
        session.play(chance.choice(game.legal_actions(session.state)))
    return session


def finished(name: str, seed: int = 3) -> Session:
    """A random game of two played to its end."""
    game = GAMES[name]
    session = Session.start(game, NAMES[:2], seed=seed)
    chance = random.Random(seed)
    while not session.over:
        session.play(chance.choice(game.legal_actions(session.state)))
    return session


class Walk:
    """One app run: what escaped on each screen, keyed by where it was seen."""

    def __init__(self, name: str, size: tuple[int, int], pilot: Pilot) -> None:
        self.name, self.size, self.pilot = name, size, pilot
        self.found: dict[str, set[str]] = {}

    async def press(self, *keys: str) -> None:
        for key in keys:
            await self.pilot.press(key)
            await self.pilot.pause()

    async def look(self, where: str) -> None:
        await self.pilot.pause()
        text = screen_text(self.pilot.app)
        if SHOW:
            print(f"==== {where}\n{text}")
        if words := escaped(text):
            self.found[f"{self.name} {self.size[0]}x{self.size[1]} {where}"] = words

    async def past_handover(self, where: str) -> None:
        """A game with private hands first shows the handover: look at it, then go on."""
        if isinstance(self.pilot.app.screen, HandoverScreen):
            await self.look(f"{where}: handover")
            await self.press("enter")

    def cursor_where_the_seat_can_act(self) -> None:
        """The board's cursor on a square an action of the seat to play starts from."""
        screen = self.pilot.app.screen
        table = getattr(screen, "table", None)
        board = next(iter(screen.query(GridBoard)), None)
        if table is None or board is None:
            return
        starts = set()
        for action in table.legal():
            starts.update([getattr(action, "square", None), *getattr(action, "path", ())[:1]])
        columns, lines = board.grid_size()
        cells = [(c, line) for line in range(lines) for c in range(columns)]
        board.cursor = next((cell for cell in cells if board.cell_name(*cell) in starts), (0, 0))

    async def game(self, players: int, everything: bool) -> None:
        """A game on a turn with news; with ``everything``, its menus and dialogs too."""
        app = self.pilot.app
        assert isinstance(app, BoardgamesApp)
        where = f"{players}p game"
        app.open_session(with_news(self.name, players))
        await self.pilot.pause()
        await self.past_handover(where)
        await self.look(where)
        if not everything:
            return
        for what, keys in MENUS[self.name]:
            if keys == ("cursor",):
                self.cursor_where_the_seat_can_act()
                continue
            await self.press(*keys)
            await self.past_handover(f"{where}: {what}")
            await self.look(f"{where}: {what}")
            await self.press("escape", "escape")  # back to the board (a window closed too)
        await self.press("colon", *NONSENSE, "enter")
        await self.look(f"{where}: refusal on the typed line")
        await self.press("escape", "question_mark")
        await self.look(f"{where}: rules")
        await self.press("escape", "B")
        await self.look(f"{where}: seats")
        await self.bot_move(where)

    async def bot_move(self, where: str) -> None:
        """From the seats dialog: the seat to play handed to the Easy bot, whose move stays
        announced (the app's bot delay is long) while the walk looks at it."""
        screen = self.pilot.app.screen_stack[-2]
        table = getattr(screen, "table", None)
        seat = None if table is None else table.session.current
        if seat is None:
            await self.press("escape")
            return
        # Each seat offers the three other ways to play it, in seat order: Easy comes first.
        await self.press(*["down"] * (3 * seat), "enter")
        await self.pilot.pause(0.2)  # the bot chooses in a worker
        await self.look(f"{where}: a bot's move announced")


# Each game's menus, from the turn ``with_news`` stops on: what the walk looks at, after
# which keys (then Escape twice, back to the board).  The first Enter of a game may play its
# only action (Continental's roll); Continental's menus open on a square, where the walk puts
# the cursor ("cursor") as a click would.
MENUS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "polis": (
        ("action menu", ("a",)),
        ("follow-up menu", ("a", "enter")),
        ("zone menu", ("enter",)),
        ("eras", ("s",)),
        ("info", ("i",)),
    ),
    "simplicity": (
        ("rows that fit", ("enter",)),
        ("a tile taken: where it goes", ("1",)),
    ),
    "continental": (
        ("rolled", ("r",)),
        ("", ("cursor",)),
        ("square menu", ("enter",)),
        ("", ("cursor",)),
        ("follow-up", ("enter", "enter")),
    ),
    "utopia": (
        ("action menu", ("enter",)),
        ("follow-up", ("enter", "enter")),
        ("free actions", ("f",)),
        ("table", ("i",)),
    ),
}


async def walk_app(name: str, size: tuple[int, int]) -> dict[str, set[str]]:
    """What escaped on each screen of one app run through game ``name`` at ``size``."""
    game = GAMES[name]
    with tempfile.TemporaryDirectory() as home:
        app = BoardgamesApp(
            Storage(Path(home)), Start(), bot_delay=600, settings_path=Path(home) / "c.toml"
        )
        async with app.run_test(size=size) as pilot:
            walk = Walk(name, size, pilot)
            await walk.look("title")
            app.open_new_game(name)
            await walk.look("new game")
            await walk.press("escape")
            app.open_lessons(name)
            await walk.look("lessons")
            app.open_lesson(name, 0)
            await walk.look("lesson step 1")
            await walk.press("enter")
            await walk.look("lesson step 2")
            for players in sorted({game.min_players, game.max_players}):
                await walk.game(players, everything=players == game.min_players)
            over = finished(name)
            app.open_session(over)
            await walk.past_handover("game over")
            await walk.look("game over")
            await walk.press("t", "s")
            await walk.look("saved games")
            await walk.press("escape", "t")
            await walk.look("statistics")
            await walk.press("escape")
            app.open_replay(over)
            await walk.look("replay, start")
            await walk.press("end")
            await walk.look("replay, end")
            await walk.press("left")
            await walk.look("replay, a step back")
            return walk.found


async def walk(games: Iterable[str], sizes=SIZES) -> dict[str, set[str]]:
    previous = i18n.current()
    i18n.use(i18n.PSEUDO)
    try:
        found: dict[str, set[str]] = {}
        for name in games:
            for size in sizes:
                found.update(await walk_app(name, size))
        return found
    finally:
        i18n.use(previous)


def main(argv: list[str]) -> int:
    games = argv or sorted(GAMES)
    found = asyncio.run(walk(games))
    every: dict[str, int] = {}
    for where, words in found.items():
        print(f"{where}: {' '.join(sorted(words))}")
        for word in words:
            every[word] = every.get(word, 0) + 1
    print(f"\n{len(every)} words escaped the catalogue:", " ".join(sorted(every)))
    return 1 if every else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
