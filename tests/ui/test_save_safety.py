"""Nothing lost: one writer per save, and a save that cannot be written is never silent.

Driven on the toy game (a hidden number per seat, two seats); the lock is taken by another
process where it matters, so the test sees what a second terminal would."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session

from boardgames_tui import save_lock
from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.save_lock import SaveHandle, SaveInUse
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.save_dialogs import OpenElsewhere, UnsavedQuit
from boardgames_tui.storage import Storage, load_file, load_session
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES
from tests.ui.helpers import screen_text
from tests.ui.test_shell import type_action

HOLD = (
    "import sys, time\n"
    "from pathlib import Path\n"
    "from boardgames_tui.save_lock import SaveHandle\n"
    "SaveHandle.open(Path(sys.argv[1]))\n"
    "print('held', flush=True)\n"
    "time.sleep(60)\n"
)


@pytest.fixture(autouse=True)
def only_pebbles(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"pebbles": PEBBLES})


class Disk:
    """The save's disk: full on demand (OSError 28 on every write, as a full disk gives)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        real = save_lock.write_atomically

        def write(path: Path, text: str) -> None:
            if self.full:
                raise OSError(28, "No space left on device", str(path))
            real(path, text)

        monkeypatch.setattr(save_lock, "write_atomically", write)


def new_game(tmp_path: Path, bots: dict[int, str] | None = None) -> tuple[BoardgamesApp, Path]:
    session = Session.start(PEBBLES, ("Ann", "Bob"), seed=4)  # 7 pebbles: moves of 1 and 2
    session.bots = dict(bots or {})
    path = tmp_path / "saves" / "g.json"
    start = Start(session=session, save_path=path)
    return BoardgamesApp(Storage(tmp_path), start, bot_delay=0), path


def hold_in_another_process(path: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(path)], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None and child.stdout.readline().strip() == "held"
    return child


def game_on(app: BoardgamesApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def take_keyboard(pilot, app: BoardgamesApp) -> None:
    await pilot.pause()
    if isinstance(app.screen, HandoverScreen):
        await pilot.press("enter")
        await pilot.pause()


async def test_a_second_copy_is_refused_and_offered_the_game_read_only(tmp_path: Path) -> None:
    first, path = new_game(tmp_path)
    async with first.run_test(size=(100, 30)) as pilot:
        await take_keyboard(pilot, first)
        await type_action(pilot, "take 2")
        # A second terminal (another process) cannot take the save while this one plays.
        other = subprocess.run(
            [sys.executable, "-c", HOLD, str(path)], capture_output=True, text=True, timeout=60
        )
        assert "SaveInUse" in other.stderr and f"process {os.getpid()}" in other.stderr
        await take_keyboard(pilot, first)
        await type_action(pilot, "take 1")
    assert load_file(path).actions == ("take 2", "take 1")

    holder = hold_in_another_process(path)
    try:
        second = BoardgamesApp(Storage(tmp_path), Start(session=load_session(path), save_path=path))
        async with second.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert isinstance(second.screen, OpenElsewhere)
            text = screen_text(second)
            assert f"g.json is open in another boardgames (process {holder.pid})" in text
            await pilot.press("r")
            await pilot.pause()
            # A replay: read-only, it never writes.
            assert isinstance(second.screen, GameScreen) and second.screen.table.replay is not None
    finally:
        holder.kill()
        holder.wait()
    assert load_file(path).actions == ("take 2", "take 1")


async def test_a_lock_left_by_a_killed_process_is_taken_over_with_a_note(tmp_path: Path) -> None:
    app, path = new_game(tmp_path)
    holder = hold_in_another_process(path)
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    async with app.run_test(size=(120, 30)) as pilot:
        await take_keyboard(pilot, app)
        assert isinstance(game_on(app), GameScreen)
        assert f"left open by process {holder.pid}" in screen_text(app)
        await type_action(pilot, "take 2")
    assert load_file(path).actions == ("take 2",)
    closed = SaveHandle.open(path)  # the app let go on its way out: no note this time
    assert closed.note == ""
    closed.release()


async def test_a_newer_save_on_disk_is_never_written_over(tmp_path: Path) -> None:
    app, path = new_game(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        await take_keyboard(pilot, app)
        await type_action(pilot, "take 1")
        # A copy of the app that took no lock (an older version, a network drive) saves.
        theirs = load_session(path)
        theirs.play("take 2")
        newer = theirs.to_save().model_copy(update={"generation": load_file(path).generation + 1})
        save_lock.write_atomically(path, save_lock.dump_save(newer))
        await take_keyboard(pilot, app)
        await type_action(pilot, "take 1")
        await take_keyboard(pilot, app)
        text = screen_text(app)
        assert "NOT SAVED" in text and "not written over" in text
        assert game_on(app).session.actions == ["take 1", "take 1"]  # kept here
    assert load_file(path).actions == ("take 1", "take 2")  # theirs, kept on disk


async def test_a_full_disk_under_typed_moves_shows_a_banner_and_loses_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    app, path = new_game(tmp_path)
    async with app.run_test(size=(120, 30)) as pilot:
        await take_keyboard(pilot, app)
        await type_action(pilot, "take 1")
        disk.full = True
        await take_keyboard(pilot, app)
        await type_action(pilot, "take 2")
        await take_keyboard(pilot, app)
        text = screen_text(app)
        assert "NOT SAVED: No space left on device" in text
        assert "Bob played: take 2" in text  # the move stands, in memory and on screen
        assert load_file(path).actions == ("take 1",)
        await type_action(pilot, "take 1")  # tried again, and failing still
        await take_keyboard(pilot, app)
        assert "NOT SAVED" in screen_text(app)
        disk.full = False
        await type_action(pilot, "take 1")
        await take_keyboard(pilot, app)
        assert "NOT SAVED" not in screen_text(app)
    assert load_file(path).actions == ("take 1", "take 2", "take 1", "take 1")


async def test_a_full_disk_stops_the_bot_and_says_so_until_a_save_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    app, path = new_game(tmp_path, bots={1: "random"})
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        screen = game_on(app)
        disk.full = True
        await type_action(pilot, "take 1")
        await pilot.pause()
        text = screen_text(app)
        assert "NOT SAVED: No space left on device" in text
        assert "Bot turns wait until the game is saved" in text
        assert screen.session.actions == ["take 1"] and screen.is_bot_turn()
        disk.full = False
        await pilot.press("ctrl+s")
        for _ in range(50):  # the bot thinks in a worker thread
            await app.workers.wait_for_complete()
            await pilot.pause()
            if not screen.is_bot_turn():
                break
        assert len(screen.session.actions) == 2 and "NOT SAVED" not in screen_text(app)
    assert len(load_file(path).actions) == 2


async def test_quitting_unsaved_asks_and_can_save_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    app, path = new_game(tmp_path)
    elsewhere = tmp_path / "rescue.json"
    async with app.run_test(size=(120, 30)) as pilot:
        await take_keyboard(pilot, app)
        disk.full = True
        await type_action(pilot, "take 2")
        await take_keyboard(pilot, app)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, UnsavedQuit)
        assert "Quitting now loses 1 action" in screen_text(app)
        await pilot.press("escape")  # back to the game: nothing dropped
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.is_running
        await pilot.press("q")
        await pilot.press("s")
        box = app.screen.query_one("#elsewhere")
        box.value = str(elsewhere)
        await pilot.press("enter")
        await pilot.pause()
    assert load_file(elsewhere).actions == ("take 2",)
    assert app.return_code == 0


def test_a_save_held_by_this_process_is_refused_to_a_second_opener(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    first = SaveHandle.open(path)
    with pytest.raises(SaveInUse):
        SaveHandle.open(path)
    first.release()
    again = SaveHandle.open(path)
    assert again.note == ""  # a clean release leaves no "left open" note
    again.release()
