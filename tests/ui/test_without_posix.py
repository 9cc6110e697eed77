"""The app starts, saves, locks and reloads where Python has no POSIX-only modules (Windows).

This machine has them all, so a child process makes ``fcntl``, ``termios``, ``tty``, ``pwd``,
``grp`` and ``resource`` unimportable before anything of the app is imported, then drives a
real session with Pilot: a game, one action saved, a second copy refused by the lock, the
game closed and loaded again.  ``filelock`` then falls back to its soft lock, as it would on a
system with no OS file locks; on Windows its native lock is used (the same ``lock_descriptor``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys

POSIX_ONLY = {"fcntl", "termios", "tty", "pwd", "grp", "resource"}


class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in POSIX_ONLY:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


for name in POSIX_ONLY:
    sys.modules.pop(name, None)
sys.meta_path.insert(0, Blocker())

import asyncio
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.save_lock import SaveHandle, SaveInUse
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage, load_file, load_session
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES

offer_only(pytest.MonkeyPatch(), {"pebbles": PEBBLES})
# Textual picks its terminal driver by sys.platform, and Linux's needs termios: on Windows it
# picks its own.  Pilot runs headless whatever is picked here.
from textual.app import App
from textual.drivers.headless_driver import HeadlessDriver

App.get_driver_class = lambda self: HeadlessDriver
home = Path(sys.argv[1])
path = home / "saves" / "g.json"


async def play(app, action):
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, GameScreen), app.screen
        await pilot.press("colon", *action, "enter")
        await pilot.pause()
        try:
            SaveHandle.open(path)
        except SaveInUse as refused:
            print("refused:", refused)
        else:
            raise AssertionError("a second copy took the save")


session = Session.start(PEBBLES, ("Ann", "Bob"), seed=4)
asyncio.run(play(BoardgamesApp(Storage(home), Start(session=session, save_path=path)), "take 2"))
assert load_file(path).actions == ("take 2",)
again = BoardgamesApp(Storage(home), Start(session=load_session(path), save_path=path))
asyncio.run(play(again, "take 1"))
assert load_file(path).actions == ("take 2", "take 1")
loaded = [name for name in POSIX_ONLY if sys.modules.get(name) is not None]
assert not loaded, loaded
print("done")
"""


def test_a_game_starts_saves_locks_and_reloads_without_posix_modules(tmp_path: Path) -> None:
    child = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert child.returncode == 0, child.stderr[-3000:]
    assert child.stdout.count("refused: g.json is open in another boardgames (process") == 2
    assert child.stdout.rstrip().endswith("done")
    assert "Warning" not in child.stderr
