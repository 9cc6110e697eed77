"""The footer shows exactly the keys that act now: each one a player can see does something.

A walk through random games of all four (and their replays), at 80x24 and 160x48: at each
position the footer's keys are read as drawn and pressed one after another, and each press
must change the game, change the screen or put a message on it (a key that only says why not
is fine; a silent one is not).  No key is dimmed (shown but switched off), and at 80 columns
every key's text is whole.  Positions come from fixed seeds, so a failure replays exactly.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.text import Text
from textual.pilot import Pilot
from textual.widgets import Footer, Input

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens import bot_turns
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from tests.test_export import random_session
from tests.ui.helpers import footer_keys, screen_text

GAMES = ("polis", "simplicity", "continental", "utopia")
SIZES = ((80, 24), (160, 48))
# A position per game and size (the walk goes on from it as keys play), the same on every
# run: the seed of a random game and how many of its actions are played first (within the
# shortest random game's length).
LENGTHS = {"polis": 60, "simplicity": 20, "continental": 40, "utopia": 60}


def position(name: str, size: tuple[int, int]) -> tuple[int, int]:
    seed = SIZES.index(size) + 1
    return seed, random.Random(f"{name}:{seed}").randrange(LENGTHS[name])


def check_footer_fits(app: BoardgamesApp) -> None:
    """Every key shown is whole: inside the footer's line, and as wide as its words."""
    footer = app.screen.query_one(Footer)
    for key in footer_keys(app):
        label = f"{key.key_display} {key.description}".strip()
        assert key.region.right <= footer.region.right, f"{label!r} runs past the edge"
        assert key.region.width >= cell_len(label), f"{label!r} is cut"


def snapshot(app: BoardgamesApp, screen: GameScreen) -> tuple:
    return (
        len(screen.session.steps),
        screen.session.state is not None and id(screen.session.state),
        len(app.screen_stack),
        screen_text(app),
    )


async def back_to(pilot: Pilot, screen: GameScreen) -> None:
    """Undo what a key opened (a dialog, the command line, a playing replay), so the next key
    is pressed on the game screen."""
    app = pilot.app
    await app.workers.wait_for_complete()  # a hint arriving later would hide a silent key
    while app.is_running and app.screen is not screen and len(app.screen_stack) > 1:
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
        else:
            app.pop_screen()
        await pilot.pause()
    if getattr(screen, "_timer", None) is not None:
        screen.action_play_pause()  # type: ignore[attr-defined]
    if screen.query_one("#command", Input).display:
        screen.close_command()
    screen.message = Text("")  # a message left by the last key would hide a silent one
    screen.redraw()
    await pilot.pause()


async def press_every_footer_key(pilot: Pilot, size: tuple[int, int]) -> list[str]:
    """Press each key the footer shows, re-reading it after every press; q (which leaves) last.
    Returns the keys pressed."""
    app = pilot.app
    screen = app.screen
    assert isinstance(screen, GameScreen)
    pressed: list[str] = []
    while app.is_running:
        await back_to(pilot, screen)
        keys = footer_keys(app)
        assert keys, "the footer shows no key"
        dimmed = [k.key_display for k in keys if k.has_class("-disabled")]
        assert not dimmed, f"shown but switched off: {dimmed}"
        if size[0] == 80:
            check_footer_fits(app)
        waiting = [k for k in keys if k.key not in pressed]
        waiting.sort(key=lambda k: k.action in ("quit_game", "close_replay"))
        if not waiting:
            break
        key = waiting[0]
        before = snapshot(app, screen)
        await pilot.press(key.key)
        await pilot.pause()
        pressed.append(key.key)
        if not app.is_running:
            break
        after = snapshot(app, screen)
        assert after != before, (
            f"{key.key_display} ({key.description}) did nothing and said nothing:\n"
            + screen_text(app)
        )
    return pressed


def app_for(tmp_path: Path, session, replay: bool = False) -> BoardgamesApp:
    path = tmp_path / "game.json"
    storage = Storage(tmp_path)
    storage.write(path, session.to_save())
    return BoardgamesApp(storage, Start(session=session, save_path=path, replay=replay))


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot_turns, "HINT_BUDGET", 0.05)  # H is pressed, not judged, here


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", GAMES)
async def test_every_footer_key_of_a_game_acts_or_says_why_not(
    tmp_path: Path, name: str, size: tuple[int, int]
) -> None:
    session = random_session(name, *position(name, size))
    assert not session.over, "choose a position before the end"
    app = app_for(tmp_path, session)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        pressed = await press_every_footer_key(pilot, size)
    assert "q" in pressed


# The replay's keys are the same in every game: two games walked, one at each size; every
# game's replay footer is read at 80 columns below.
@pytest.mark.parametrize(
    ("name", "size"),
    [("continental", SIZES[0]), ("utopia", SIZES[1])],
    ids=["continental-80x24", "utopia-160x48"],
)
async def test_every_footer_key_of_a_replay_acts(
    tmp_path: Path, name: str, size: tuple[int, int]
) -> None:
    session = random_session(name, 3, 12)
    app = app_for(tmp_path, session, replay=True)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("right", "right")  # off the opening position: Back acts too
        pressed = await press_every_footer_key(pilot, size)
    assert {"left", "right", "home", "end", "v", "q"} <= set(pressed)


@pytest.mark.parametrize("name", GAMES)
async def test_a_replay_footer_is_whole_at_80_columns_and_offers_no_enter(
    tmp_path: Path, name: str
) -> None:
    app = app_for(tmp_path, random_session(name, 3, 12), replay=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        keys = {key.key for key in footer_keys(app)}
        assert "enter" not in keys  # nothing is chosen in a replay
        assert {"left", "right", "home", "end", "space", "v", "q"} <= keys
        check_footer_fits(app)
        for word in ("Pause", "Play"):  # space plays, then pauses: the footer says which
            await pilot.press("space")
            await pilot.pause()
            assert word in [key.description for key in footer_keys(app)]
            check_footer_fits(app)


@pytest.mark.parametrize("name", GAMES)
async def test_the_footer_is_whole_at_80_columns_all_through_a_game(
    tmp_path: Path, name: str
) -> None:
    """Every decision of a random game (setup, turns, discards, battles…), at 80x24: each key
    shown is whole and none is dimmed."""
    rng = random.Random(f"footer:{name}")
    app = app_for(tmp_path, random_session(name, 7, rng.randrange(LENGTHS[name])))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
                await pilot.pause()
            if screen.session.over:
                break
            keys = footer_keys(app)
            assert not [k.key_display for k in keys if k.has_class("-disabled")]
            check_footer_fits(app)
            screen.play(rng.choice(screen.game.legal_actions(screen.session.state)))


async def test_simplicity_shows_its_row_keys_and_a_digit_still_types_in_the_command_line(
    tmp_path: Path,
) -> None:
    app = app_for(tmp_path, random_session("simplicity", 1, 0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert {key.key_display: key.description for key in footer_keys(app)}["1-7"] == "Row"
        await pilot.press("colon", "1")
        assert app.screen.query_one("#command", Input).value == "1"
        assert app.screen.row is None  # type: ignore[attr-defined]
