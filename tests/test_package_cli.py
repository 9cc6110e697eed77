"""The command line as a packaged tool: global options anywhere, pager, completion, serve."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from boardgames_rules import GAMES

from boardgames_tui import cli


def test_global_options_go_before_or_after_the_command(monkeypatch, tmp_path) -> None:
    seen = []
    from boardgames_tui.commands import launch

    # Every command that opens the app ends in open_app: stopped there, nothing is opened.
    monkeypatch.setattr(
        launch, "open_app", lambda args, start: seen.append((args.data_dir, args.theme)) or 0
    )
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


BASH_COMPLETE = r"""
source <(boardgames completion bash)
complete -p boardgames >/dev/null || exit 9
line="$1"
COMP_LINE="$line"; COMP_POINT=${#line}
read -ra COMP_WORDS <<< "$line"
[[ "$line" == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_python_argcomplete boardgames
printf '%s\n' "${COMPREPLY[@]}"
"""


def bash_completes(line: str, folder) -> set[str]:
    """What bash offers for ``line`` (cursor at its end), through the script the command
    prints, as a shell that sourced it would: the real ``boardgames`` is called back."""
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"
    done = subprocess.run(
        ["bash", "-c", BASH_COMPLETE, "_", line],
        capture_output=True,
        text=True,
        check=True,
        cwd=folder,
        env={**os.environ, "PATH": path},
    )
    return {word.strip() for word in done.stdout.splitlines() if word.strip()}


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_the_bash_script_loads_and_registers_the_command() -> None:
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"
    done = subprocess.run(
        ["bash", "-c", "source <(boardgames completion bash); complete -p boardgames"],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": path},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith(" boardgames")


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize(
    ("line", "expected", "absent"),
    [
        ("boardgames ", {"play", "resume", "--data-dir", "completion", "config"}, {"polis"}),
        ("boardgames play ", set(GAMES) | {"--players", "--theme"}, {"resume", "old.json"}),
        ("boardgames rules con", {"continental"}, {"polis"}),
        ("boardgames load ", {"old.json", "saves/"}, {"notes.txt", "polis"}),
        ("boardgames replay o", {"old.json"}, set()),
        ("boardgames export old.json --format ", {"text", "json"}, set()),
        ("boardgames --theme textual-l", {"textual-light"}, set()),
        ("boardgames play polis --bot ", {"1:hard", "2:medium"}, {"3:hard", "1:search"}),
        ("boardgames stats --data-dir ", {"saves/"}, {"old.json"}),
        ("boardgames run polis --moves no", {"notes.txt"}, set()),
        ("boardgames completion ", {"bash", "zsh", "fish"}, set()),
    ],
)
def test_bash_completes_commands_games_files_and_values(tmp_path, line, expected, absent):
    (tmp_path / "old.json").write_text("{}")
    (tmp_path / "notes.txt").write_text("")
    (tmp_path / "saves").mkdir()
    offered = bash_completes(line, tmp_path)
    assert expected <= offered, offered
    assert not absent & offered


@pytest.mark.parametrize("shell", ["zsh", "fish"])
def test_other_shells_get_a_script_that_calls_the_command_back(capsys, shell) -> None:
    assert cli.main(["completion", shell]) == 0
    script = capsys.readouterr().out
    assert "boardgames" in script and "_ARGCOMPLETE" in script


def test_python_m_runs_the_command() -> None:
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


def test_the_rules_pager_gets_the_colours_and_tells_less_to_show_them(
    monkeypatch, tmp_path
) -> None:
    from boardgames_tui.pager import ColourPager

    seen = tmp_path / "seen"
    monkeypatch.setenv("PAGER", f"sh -c 'echo \"$LESS\" > {seen}.less; cat > {seen}'")
    monkeypatch.setenv("LESS", "-FX")
    ColourPager().show("\x1b[1mPolis\x1b[0m\n")
    assert seen.read_text() == "\x1b[1mPolis\x1b[0m\n"
    assert Path(f"{seen}.less").read_text().split() == ["-FX", "-R"]
    monkeypatch.delenv("LESS")
    ColourPager().show("again\n")
    assert Path(f"{seen}.less").read_text().strip() == "-R"
