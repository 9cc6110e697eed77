"""The command line as a packaged tool: global options anywhere, pager, completion, serve."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest
from boardgames_rules import GAMES

from boardgames_tui import cli


def test_global_options_go_before_or_after_the_command(monkeypatch, tmp_path) -> None:
    seen = []
    monkeypatch.setattr(cli, "launch", lambda args: seen.append((args.data_dir, args.theme)) or 0)
    assert cli.main(["--data-dir", str(tmp_path), "resume"]) == 0
    assert cli.main(["resume", "--data-dir", str(tmp_path), "--theme", "textual-light"]) == 0
    assert cli.main(["--theme", "nord", "play", "polis"]) == 0
    assert cli.main(["resume"]) == 0
    assert seen == [
        (str(tmp_path), None),
        (str(tmp_path), "textual-light"),
        (None, "nord"),
        (None, None),
    ]


def test_resume_with_data_dir_after_the_command_says_nothing_to_resume(tmp_path, capsys) -> None:
    assert cli.main(["resume", "--data-dir", str(tmp_path)]) == 2
    message = " ".join(capsys.readouterr().err.split())  # rich wraps long lines
    assert f"no unfinished game to resume in {tmp_path / 'saves'}" in message


def test_an_unknown_theme_is_refused_with_the_list(tmp_path, capsys) -> None:
    assert cli.main(["play", "polis", "--theme", "pink", "--data-dir", str(tmp_path)]) == 2
    problem = capsys.readouterr().err
    assert "no theme 'pink'" in problem and "ansi-dark" in problem


def test_rules_go_through_the_pager_only_on_a_terminal(monkeypatch, capsys) -> None:
    paged = []

    class Pager:
        def __init__(self, *a, **k) -> None:
            paged.append(True)

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            return None

    monkeypatch.setattr(cli.out, "pager", Pager)
    assert cli.main(["rules", "polis"]) == 0  # captured: not a terminal
    assert paged == [] and "Polis" in capsys.readouterr().out
    monkeypatch.setattr(type(cli.out), "is_terminal", property(lambda self: True))
    assert cli.main(["rules", "polis"]) == 0
    assert paged == [True]


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize(
    ("line", "expected", "absent"),
    [
        ("boardgames ", {"play", "resume", "--data-dir", "completion"}, {"polis"}),
        ("boardgames play ", set(GAMES) | {"--players", "--theme"}, {"resume"}),
        ("boardgames --data-dir /tmp ru", {"rules", "run"}, {"play"}),
        ("boardgames completion ", {"bash", "zsh", "fish"}, set()),
    ],
)
def test_bash_completion_offers_commands_options_and_games(capsys, line, expected, absent):
    assert cli.main(["completion", "bash"]) == 0
    script = capsys.readouterr().out
    words = line.split(" ")
    probe = (
        f"{script}\nCOMP_WORDS=({' '.join(repr(w) for w in words)}); "
        f"COMP_CWORD={len(words) - 1}; _boardgames; printf '%s\\n' \"${{COMPREPLY[@]}}\""
    )
    offered = set(
        subprocess.run(
            ["bash", "-c", probe], capture_output=True, text=True, check=True
        ).stdout.split()
    )
    assert expected <= offered and not absent & offered


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_other_shells_get_a_script_naming_every_command(capsys, shell) -> None:
    assert cli.main(["completion", shell]) == 0
    script = capsys.readouterr().out
    assert all(name in script for name in ("play", "resume", "rules", "serve", *GAMES))


def test_python_m_runs_the_command() -> None:
    import sys

    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "boardgames_tui",
            "run",
            "polis",
            "--players",
            "2",
            "--seed",
            "1",
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout)["game"] == "polis"


def test_serve_runs_one_app_per_page_that_resumes_rather_than_starts() -> None:
    serve = pytest.importorskip("boardgames_tui.serve")
    command = serve.served_command("/d", "textual-light")
    assert command.endswith(
        "-m boardgames_tui --data-dir /d --theme textual-light resume --or-title"
    )
    assert serve.HOST == "127.0.0.1"
