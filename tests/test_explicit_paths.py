"""Paths the player types get the saves folder's protection: regular files only, a size cap
before reading, a read that cannot block; and a finished save counts only if it replays."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from boardgames_rules.core.save import dump_save

from boardgames_tui import cli
from boardgames_tui.shelf import list_saves
from boardgames_tui.stats import compute
from boardgames_tui.storage import Storage
from tests.test_export import random_session


def special(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / f"{kind}.json"
    if kind == "fifo":
        os.mkfifo(path)  # nobody ever writes to it: a blocking read would wait for good
    else:
        path.symlink_to(f"/dev/{kind}")  # endless bytes: an unbounded read fills the memory
    return path


def run_guarded(argv: list[str]) -> int:
    """``boardgames ARGV`` in a thread, so that a hang fails the test instead of stalling it."""
    result: list[int] = []
    worker = threading.Thread(target=lambda: result.append(cli.main(argv)), daemon=True)
    worker.start()
    worker.join(timeout=20)  # a guard against a hang, not a measure of speed
    assert not worker.is_alive(), f"boardgames {' '.join(argv)} hangs"
    return result[0]


@pytest.mark.parametrize("kind", ["fifo", "zero", "urandom"])
@pytest.mark.parametrize("command", ["load", "replay", "export"])
def test_a_special_file_is_refused_at_once(tmp_path: Path, capsys, command: str, kind: str) -> None:
    path = special(tmp_path, kind)
    assert run_guarded([command, str(path)]) == 2
    said = " ".join(capsys.readouterr().err.split())
    assert f"cannot {command}" in said and "is not a regular file" in said


def test_a_file_over_the_size_cap_is_refused_unread(tmp_path: Path, capsys) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(9 * 1024 * 1024)  # sparse: no disk, but past the cap
    assert run_guarded(["export", str(path)]) == 2
    assert "more than a save can hold" in " ".join(capsys.readouterr().err.split())


def test_a_forged_finished_save_is_unreadable_on_the_shelf_and_not_counted(tmp_path) -> None:
    storage = Storage(tmp_path)
    storage.saves.mkdir(parents=True)
    won = random_session("continental", 5)
    assert won.over
    genuine = json.loads(dump_save(won.to_save()))
    (storage.saves / "genuine.json").write_text(json.dumps(genuine))
    forged_log = dict(genuine, actions=genuine["actions"][:-1])  # the last action taken out
    (storage.saves / "forged-log.json").write_text(json.dumps(forged_log))
    snapshot = json.loads(json.dumps(genuine["snapshot"]))
    snapshot["players"] = list(reversed(snapshot["players"]))  # the winner's name swapped
    forged_snapshot = dict(genuine, snapshot=snapshot)
    (storage.saves / "forged-snapshot.json").write_text(json.dumps(forged_snapshot))

    entries = {entry.path.name: entry for entry in list_saves(storage)}
    assert entries["genuine.json"].readable and entries["genuine.json"].outcome is not None
    for name in ("forged-log.json", "forged-snapshot.json"):
        assert not entries[name].readable
        assert "damaged" in entries[name].problem
    stats = compute(list(entries.values()))
    assert stats.unreadable == 2
    assert stats.games == {"Continental": [1, 0]}
