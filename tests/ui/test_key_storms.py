"""Key storms: random keys, pastes and resizes on every screen never end the app.

Each storm starts on one screen and presses keys a player can reach (page keys, Home/End,
menus' digits and letters, the ':' command line, Ctrl+P), pastes hostile text (numbers too long
for int(), digits from other scripts) and resizes the terminal from 20×5 to 300×90.  A crash
anywhere ends ``run_test`` with the exception; the app must also still be running after each
storm.  Seeds are fixed, so a failure replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session
from textual import events
from textual.pilot import Pilot

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_over import GameOverScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.table import Handover
from tests.test_export import random_session

# Not 'q' and Ctrl+Q: they quit on purpose.  Not 'H': the hint runs the search bot (slow, and
# covered by tests/bots).  Not F12: it writes a screenshot into the working folder.
KEYS = [
    *"abcdefghijklmnoprstuvwxyz0123456789",
    *"MPEGC",
    "up", "down", "left", "right", "pageup", "pagedown", "home", "end",
    "enter", "escape", "space", "tab", "shift+tab", "backspace",
    "colon", "question_mark", "full_stop", "left_square_bracket", "right_square_bracket",
    "plus", "minus", "ctrl+p", "ctrl+s",
]  # fmt: skip
# Page keys weigh more: they were the menus' crash.
KEYS += ["pageup", "pagedown", "home", "end"] * 4
LONG = "9" * 5000
PASTES = [
    "3 c" + LONG,
    "c3xc4 " + LONG,
    "hoplites Athinai ٢ metal",
    "³3",
    LONG,
    "move M V1-V2\n" * 50,
]
SIZES = [(20, 5), (300, 90), (33, 9), (80, 24), (160, 48), (21, 6), (120, 40)]
STORMS = 3
KEYS_PER_STORM = 12


async def storm(pilot: Pilot, rng: random.Random) -> None:
    app = pilot.app
    for number in range(STORMS):
        await pilot.resize_terminal(*SIZES[rng.randrange(len(SIZES))])
        for _ in range(KEYS_PER_STORM):
            await pilot.press(rng.choice(KEYS))
            if rng.random() < 0.06:
                app.post_message(events.Paste(rng.choice(PASTES)))
        for text in (rng.choice(PASTES), ""):  # the ':' line: a pasted jump, then Enter
            await pilot.press("colon")
            app.post_message(events.Paste(text))
            await pilot.press("enter")
        await pilot.pause()
        assert app.is_running, f"storm {number} ended the app"


def storage_with_saves(tmp_path: Path) -> Storage:
    storage = Storage(tmp_path)
    storage.write(storage.saves / "simplicity-1.json", random_session("simplicity", 2).to_save())
    storage.write(storage.saves / "utopia-1.json", random_session("utopia", 4, 12).to_save())
    (storage.saves / "broken.json").write_text("{ damaged")
    (storage.saves / "folder.json").mkdir()
    return storage


def a_session(name: str, steps: int = 6) -> Session:
    return random_session(name, 5, steps)


Opener = Callable[[Pilot], Awaitable[None]]


async def nothing(pilot: Pilot) -> None:
    await pilot.pause()


def pressing(*keys: str) -> Opener:
    async def press(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press(*keys)
        await pilot.pause()

    return press


async def game_over(pilot: Pilot) -> None:
    session = random_session("simplicity", 3)
    outcome = session.game.outcome(session.state)
    pilot.app.push_screen(GameOverScreen(session.players, outcome))
    await pilot.pause()


async def handover(pilot: Pilot) -> None:
    session = a_session("utopia")
    view = session.game.view(session.state, None)
    state, seat = session.state, session.current
    assert seat is not None
    shown = Handover(session.players, seat, session.game.prompt(state), session.game.scores(state))
    pilot.app.push_screen(HandoverScreen(shown))
    assert view is not None
    await pilot.pause()


def lesson(name: str, number: int) -> Opener:
    async def open_it(pilot: Pilot) -> None:
        pilot.app.open_lesson(name, number)  # type: ignore[attr-defined]
        await pilot.pause()

    return open_it


def cases() -> list[tuple[str, Callable[[], Start], Opener]]:
    title = (Start, nothing)
    found = [
        ("title", *title),
        ("new game", lambda: Start(game="utopia"), nothing),
        ("help", Start, pressing("question_mark")),
        ("shelf", Start, pressing("s")),
        ("stats", Start, pressing("t")),
        ("palette", Start, pressing("ctrl+p")),
        ("game over", Start, game_over),
        ("handover", Start, handover),
    ]
    for name in sorted(GAMES):
        found.append((name, lambda name=name: Start(session=a_session(name)), nothing))
        found.append(
            (
                f"{name} replay",
                lambda name=name: Start(session=a_session(name, 30), replay=True),
                nothing,
            )
        )
    found.append(("game palette", lambda: Start(session=a_session("polis")), pressing("ctrl+p")))
    found.append(("lessons", lambda: Start(learn="simplicity"), nothing))
    found.append(("utopia lesson", Start, lesson("utopia", 1)))
    found.append(("polis lesson", Start, lesson("polis", 4)))
    return found


@pytest.mark.parametrize(("where", "start", "opener"), cases(), ids=[c[0] for c in cases()])
async def test_a_key_storm_never_ends_the_app(
    where: str, start: Callable[[], Start], opener: Opener, tmp_path: Path
) -> None:
    storage = storage_with_saves(tmp_path)
    app = BoardgamesApp(storage, start(), bot_delay=0, settings_path=tmp_path / "config.toml")
    async with app.run_test(size=(80, 24)) as pilot:
        await opener(pilot)
        await storm(pilot, random.Random(where))
        assert app.is_running
