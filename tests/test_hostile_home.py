"""Hostile saves folders, settings files and data folders: refused with the reason, never
changed, never a crash."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui import cli, config
from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.shelf import list_saves
from boardgames_tui.storage import Storage, load_session
from tests.test_export import random_session
from tests.ui.helpers import screen_text

# -- the saves folder: one check for the shelf, stats, export, replay and load --------------


def finished_save() -> dict:
    return json.loads(random_session("simplicity", 2).to_save().model_dump_json())


def damaged(change) -> bytes:
    data = finished_save()
    change(data)
    return json.dumps(data).encode()


SAVES = {
    "players of the wrong shape": damaged(lambda d: d.update(players=["Solo"])),
    "finished missing": damaged(lambda d: d.pop("finished")),
    "snapshot that does not match": damaged(lambda d: d["snapshot"].update(players=["X", "Y"])),
}


@pytest.mark.parametrize("case", sorted(SAVES))
def test_a_save_load_refuses_is_refused_everywhere_and_left_alone(
    case: str, tmp_path: Path, capsys
) -> None:
    storage = Storage(tmp_path)
    path = storage.saves / "bad.json"
    path.parent.mkdir()
    path.write_bytes(SAVES[case])
    with pytest.raises(ValueError) as refusal:
        load_session(path)
    [entry] = list_saves(storage)
    assert not entry.readable and entry.problem == str(refusal.value)
    assert cli.main(["export", str(path)]) == 2
    assert "cannot export" in capsys.readouterr().err
    assert cli.main(["--data-dir", str(tmp_path), "stats"]) == 0
    assert path.read_bytes() == SAVES[case]


async def test_a_folder_named_like_a_save_is_unreadable_and_never_deleted(tmp_path) -> None:
    storage = Storage(tmp_path)
    folder = storage.saves / "folder.json"
    folder.mkdir(parents=True)
    (folder / "inside.txt").write_text("mine")
    [entry] = list_saves(storage)
    assert "not a regular file" in entry.problem
    app = BoardgamesApp(storage, settings_path=tmp_path / "c.toml")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("d", "y", "enter", "p", "e")
        await pilot.pause()
        assert "not a regular file" in screen_text(app)
    assert (folder / "inside.txt").read_text() == "mine"
    assert not (tmp_path / "exports").exists()


# -- config.toml ----------------------------------------------------------------------------


def big(path: Path) -> None:
    path.write_text("# x\n" * (10 * 1024 * 1024 // 4))


def deep_arrays(path: Path) -> None:
    path.write_text("theme = " + "[" * 100_000 + "]" * 100_000)


def deep_tables(path: Path) -> None:
    path.write_text("theme = " + "{a=" * 5000 + "1" + "}" * 5000)


def fifo(path: Path) -> None:
    os.mkfifo(path)


def zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path) -> None:
    path.mkdir()


CONFIGS = {
    "10 MB": (big, "larger than a settings file"),
    "arrays 100,000 deep": (deep_arrays, "larger than a settings file"),
    "inline tables 5,000 deep": (deep_tables, "nested more than"),
    "a FIFO": (fifo, "not a regular file"),
    "/dev/zero": (zero, "not a regular file"),
    "a folder": (folder, "Is a directory"),
}


def snapshot(path: Path) -> tuple:
    stat = path.lstat()
    data = path.read_bytes() if path.is_file() and not path.is_symlink() else b""
    return stat.st_mode, stat.st_size, stat.st_mtime_ns, data


@pytest.mark.parametrize("case", sorted(CONFIGS))
def test_a_hostile_config_starts_with_defaults_says_why_and_is_kept(case, tmp_path) -> None:
    make, reason = CONFIGS[case]
    path = tmp_path / "config.toml"
    make(path)
    before = snapshot(path)
    with pytest.raises(config.ConfigError, match=reason) as refusal:
        config.load(path)
    assert len(str(refusal.value).splitlines()) == 1
    app = BoardgamesApp(Storage(tmp_path), settings_path=path)
    assert app.theme == config.DEFAULT_THEME
    assert reason in app._settings_problem
    app.remember(theme="nord")  # what choosing a theme does: the file stays as it was
    assert snapshot(path) == before


# -- the data folder ------------------------------------------------------------------------


async def test_a_data_folder_that_is_a_file_is_said_and_the_game_plays_unsaved(tmp_path) -> None:
    home = tmp_path / "home"
    home.write_text("not a folder")
    game = GAMES["continental"]
    app = BoardgamesApp(Storage(home), Start(), settings_path=tmp_path / "c.toml")
    assert "cannot save games in" in app.saving_off and str(home) in app.saving_off
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Autosave is off" in screen_text(app).replace("\n", " ") or any(
            "Autosave is off" in n.message for n in app._notifications
        )
        app.open_session(Session.start(game, ("A", "B"), 1))
        await pilot.pause()
        await pilot.press("colon", *"stats 1234", "enter", "ctrl+s")
        await pilot.pause()
        text = screen_text(app)
        assert "autosave off" in text
        assert "Not saved" in text
        assert app.screen.session.steps  # the move was played
    assert home.read_text() == "not a folder"


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_data_folder_is_said(tmp_path) -> None:
    home = tmp_path / "home"
    home.mkdir(mode=0o500)
    assert "cannot save games in" in Storage(home).saving_problem()
