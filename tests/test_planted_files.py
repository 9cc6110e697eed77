"""No planted file harms anything: a lock file or ``lessons.json`` found as a link, FIFO, hard
link or garbage is left exactly as it is, and nothing of its bytes reaches a message."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardgames_tui.lesson_progress import Progress
from boardgames_tui.save_lock import SaveHandle, SaveInUse, lock_path

PRECIOUS = b"precious"


def plant_link(lock: Path, target: Path) -> None:
    lock.symlink_to(target)


def plant_hard_link(lock: Path, target: Path) -> None:
    os.link(target, lock)


@pytest.mark.parametrize("plant", [plant_link, plant_hard_link])
def test_a_link_as_the_lock_file_never_has_its_target_written(plant, tmp_path: Path) -> None:
    target = tmp_path / "precious.txt"
    target.write_bytes(PRECIOUS)
    save = tmp_path / "saves" / "g.json"
    save.parent.mkdir()
    plant(lock_path(save), target)
    handle = SaveHandle.open(save)
    assert not handle.holds_lock
    assert handle.note.startswith("cannot lock g.json: .g.json.lock")
    handle.release()
    assert target.read_bytes() == PRECIOUS


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_the_lock_file_is_neither_read_nor_written(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    os.mkfifo(lock_path(save))
    handle = SaveHandle.open(save)  # returns at once: nothing waits on the FIFO
    assert not handle.holds_lock and "not a regular file" in handle.note
    handle.release()


HOLD_WITH_GARBAGE = (
    "import os, sys, time\n"
    "from pathlib import Path\n"
    "from boardgames_tui.save_lock import SaveHandle, lock_path\n"
    "path = Path(sys.argv[1])\n"
    "SaveHandle.open(path)\n"
    "lock_path(path).write_bytes(b'\\x00\\x1b[2J[bold]12' + bytes(range(200)))\n"
    "print('held', flush=True)\n"
    "time.sleep(60)\n"
)


def test_a_held_lock_with_garbage_in_it_shows_none_of_its_bytes(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD_WITH_GARBAGE, str(save)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        with pytest.raises(SaveInUse) as refused:
            SaveHandle.open(save)
    finally:
        child.kill()
        child.wait()
    assert str(refused.value) == "g.json is open in another boardgames"
    # Left by the killed process: taken over, and the note names no garbage either.
    handle = SaveHandle.open(save)
    assert handle.holds_lock and handle.note == ""
    handle.release()


def test_the_holder_is_named_by_its_process_id(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    hold = "\n".join(line for line in HOLD_WITH_GARBAGE.splitlines() if "write_bytes" not in line)
    child = subprocess.Popen(
        [sys.executable, "-c", hold, str(save)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        with pytest.raises(SaveInUse, match=rf"\(process {child.pid}\)$"):
            SaveHandle.open(save)
    finally:
        child.kill()
        child.wait()


def deep(path: Path) -> None:
    path.write_text("[" * 60_000)


def linked(path: Path) -> None:
    elsewhere = path.with_name("elsewhere.json")
    elsewhere.write_text('{"done": {"polis": ["first"]}}')
    path.symlink_to(elsewhere)


def fifo(path: Path) -> None:
    os.mkfifo(path)


def wrong_shape(path: Path) -> None:
    path.write_text('{"done": {"polis": [1, 2]}}')


def not_utf8(path: Path) -> None:
    path.write_bytes(b"\xff\xfe{}")


def too_big(path: Path) -> None:
    path.write_text('{"done": {}}' + " " * 70_000)


@pytest.mark.parametrize("plant", [deep, linked, fifo, wrong_shape, not_utf8, too_big])
def test_a_hostile_lessons_file_is_ignored_with_one_line_and_kept(plant, tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    plant(path)
    before = path.lstat()
    kept = path.read_bytes() if path.is_file() and not path.is_symlink() else b""
    progress = Progress(tmp_path)
    assert progress.done("polis") == frozenset()
    assert progress.problem and len(progress.problem.splitlines()) == 1
    said = progress.mark_done("polis", "first")
    assert said.startswith("Progress is not kept: ")
    assert progress.done("polis") == {"first"}  # for this run
    after = path.lstat()
    assert (after.st_mode, after.st_size, after.st_mtime_ns) == (
        before.st_mode,
        before.st_size,
        before.st_mtime_ns,
    )
    if kept:
        assert path.read_bytes() == kept
