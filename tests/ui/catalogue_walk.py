"""A walk through the app in the pseudo-language, finding words that did not come through the
catalogue (issue 43: every word a player reads is translated).

In the pseudo-language ``xx`` every catalogue string is accented and bracketed
(``⟦Ŕóĺĺ⟧``), and so are the game's words the screens take from the catalogue (places, terms,
the notation as typed in words).  What is left in plain letters is a player's name, a number,
a square's name (``c3``), a short code (``E3``, ``Sp2``), or a word that escaped: the walk
collects those, per screen.

    python -m tests.ui.catalogue_walk [GAME ...]     prints what escaped, where

The test beside it (test_every_word_through_the_catalogue.py) runs the same walk.
"""

from __future__ import annotations

import asyncio
import random
import re
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
# A word of two or more plain letters, outside ⟦ ⟧: what did not come through the catalogue.
_BRACKETED = re.compile(r"⟦[^⟧]*⟧")
_WORD = re.compile(r"(?<![\w])[A-Za-z][A-Za-z']+(?![\w])")
# Codes, not words: squares and districts (c3, E3), cards (Sp2), dice (d4), and single letters.
_CODE = re.compile(r"^([a-hA-Z]\d|[A-Z][a-z]?\d+|d\d+|[A-Z]{1,3})$")


def escaped(text: str, names: Iterable[str] = NAMES) -> set[str]:
    """The plain words on a screen in the pseudo-language that are no name and no code."""
    plain = _BRACKETED.sub(" ", text)
    allowed = {name.lower() for name in names}
    return {
        word
        for word in _WORD.findall(plain)
        if word.lower() not in allowed and not _CODE.match(word)
    }


def played(name: str, players: int, steps: int, seed: int) -> Session:
    game = GAMES[name]
    session = Session.start(game, NAMES[:players], seed=seed)
    chance = random.Random(seed)
    for _ in range(steps):
        if game.outcome(session.state) is not None:
            break
        session.play(chance.choice(game.legal_actions(session.state)))
    return session


# What the walk presses in a game, each followed by a look at the screen: the board's menu,
# the typed line, the rules, the seats, back out each time.
KEYS: tuple[tuple[str, ...], ...] = (
    (),
    ("enter",),
    ("escape",),
    ("colon",),
    ("escape",),
    ("question_mark",),
    ("escape",),
)


async def walk_game(
    name: str, players: int, steps: int, size: tuple[int, int]
) -> dict[str, set[str]]:
    """What escaped on each screen of one game, keyed by what was pressed to get there."""
    found: dict[str, set[str]] = {}
    with tempfile.TemporaryDirectory() as home:
        session = played(name, players, steps, seed=players + steps)
        app = BoardgamesApp(
            Storage(Path(home)), Start(session=session, save_path=Path(home) / "g.json")
        )
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for keys in KEYS:
                if keys:
                    await pilot.press(*keys)
                    await pilot.pause()
                words = escaped(screen_text(app), session.players)
                if words:
                    where = f"{name} {players}p after {steps} at {size[0]}x{size[1]} {keys}"
                    found[where] = words
    return found


async def walk(games: Iterable[str], sizes=((80, 24), (120, 40))) -> dict[str, set[str]]:
    previous = i18n.current()
    i18n.use(i18n.PSEUDO)
    try:
        found: dict[str, set[str]] = {}
        for name in games:
            game = GAMES[name]
            for players in sorted({game.min_players, game.max_players}):
                for steps in (0, 7):
                    for size in sizes:
                        found.update(await walk_game(name, players, steps, size))
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
