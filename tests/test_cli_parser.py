"""The parser's details: every argument explained, a command's own usage on a wrong option,
the bots' pace refused as config.toml refuses it, and `config` naming every place."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from boardgames_tui import cli
from boardgames_tui.own_files import DATA_FOLDER_ITEMS


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = cli.build_parser()
    (sub,) = (a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return {"": parser, **sub.choices}


@pytest.mark.parametrize("name", sorted(commands()))
def test_every_argument_has_help(name: str) -> None:
    parser = commands()[name]
    missing = [
        action.option_strings or action.dest
        for action in parser._actions
        if not isinstance(action, argparse._SubParsersAction)
        and (not action.help or action.help == argparse.SUPPRESS)
    ]
    assert missing == []


@pytest.mark.parametrize("name", sorted(set(commands()) - {""}))
def test_an_unknown_option_prints_the_command_usage(name: str, capsys) -> None:
    parser = commands()[name]
    needed = [
        "polis" if action.dest == "game" else "bash" if action.dest == "shell" else "x.json"
        for action in parser._actions
        if not action.option_strings and action.nargs is None
    ]
    required = [
        word
        for action in parser._actions
        if action.required and action.option_strings
        for word in (action.option_strings[0], "1")
    ]
    with pytest.raises(SystemExit) as done:
        cli.main([name, *needed, *required, "--frob"])
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert err.startswith(f"usage: boardgames {name} ")
    assert f"boardgames {name}: error: unrecognized arguments: --frob" in err


def test_an_unknown_option_before_a_command_prints_the_main_usage(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--frob", "list"])
    assert capsys.readouterr().err.startswith("usage: boardgames [-h]")


@pytest.mark.parametrize("given", ["nan", "inf", "-inf", "-1", "1e400", "61"])
@pytest.mark.parametrize("command", [["play", "polis", "--seed", "1"], ["resume"]])
def test_the_bot_delay_is_refused_as_config_refuses_it(
    given: str, command: list, capsys, monkeypatch, tmp_path: Path
) -> None:
    from boardgames_tui.app import BoardgamesApp

    monkeypatch.setattr(BoardgamesApp, "run", lambda app: pytest.fail("the app started"))
    code = cli.main([*command, f"--bot-delay={given}", "--data-dir", str(tmp_path)])
    assert code == 2
    assert "--bot-delay must be 0-60 seconds" in capsys.readouterr().err


def test_config_names_the_settings_saves_log_and_screenshots(capsys, tmp_path: Path) -> None:
    assert cli.main(["config", "--data-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    for label, name, _ in DATA_FOLDER_ITEMS:
        assert f"{label}: {tmp_path / name} (" in out
    assert "Settings file: " in out


def test_the_data_folder_names_are_those_the_app_uses(tmp_path: Path) -> None:
    from boardgames_tui import crash, debug_log, screenshots
    from boardgames_tui.lesson_progress import Progress
    from boardgames_tui.storage import Storage

    names = {label: name for label, name, _ in DATA_FOLDER_ITEMS}
    assert Storage(tmp_path).saves == tmp_path / names["Saves"]
    assert Progress(tmp_path).path == tmp_path / names["Lessons done"]
    assert debug_log.FILE_NAME == names["Debug log"]
    assert screenshots.FOLDER == names["Screenshots"]
    assert crash.REPORTS == names["Crash reports"]
