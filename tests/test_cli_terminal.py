"""The commands that draw the game refuse to start without a terminal: one line on standard
error and exit status 3, not escape codes written into a pipe or a file until killed.

Run as a person would, by subprocess with pipes.  Pilot tests run the app headless and never
meet the check."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.polis import GAME as POLIS

from boardgames_tui.commands import EXIT_STATUSES, NotATerminal, terminal_problem
from boardgames_tui.storage import Storage


def boardgames(home: Path, *argv: str, stdin: int | None = subprocess.PIPE) -> tuple:
    env = {**os.environ, "BOARDGAMES_HOME": str(home)}
    env.pop("TEXTUAL_DRIVER", None)
    done = subprocess.run(
        [sys.executable, "-m", "boardgames_tui", *argv],
        stdin=stdin,
        capture_output=True,
        env=env,
        timeout=60,
    )
    return done.returncode, done.stdout, done.stderr.decode()


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("home")
    session = Session.start(POLIS, ("Ann", "Ben"), seed=1)
    Storage(home).write(home / "saves" / "polis-1.json", session.to_save())
    return home


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["play", "polis"],
        ["play", "polis", "--seed", "3"],
        ["resume"],
        ["load", "SAVE"],
        ["learn", "polis"],
        ["replay", "SAVE"],
    ],
    ids=lambda argv: " ".join(argv) or "title",
)
def test_without_a_terminal_the_app_is_refused_with_one_line(home: Path, argv: list) -> None:
    argv = [str(home / "saves" / "polis-1.json") if word == "SAVE" else word for word in argv]
    code, out, err = boardgames(home, *argv)
    assert code == NotATerminal.code == 3 and 3 in EXIT_STATUSES
    assert out == b""  # not one escape code
    assert err.count("\n") == 1 and err.startswith("boardgames: the game needs a terminal")
    assert "standard input and standard output are not" in err


def test_a_terminal_on_one_side_only_is_named() -> None:
    class Tty:
        def isatty(self) -> bool:
            return True

    assert terminal_problem(Tty(), Tty()) == ""
    assert "and standard output is not one" in terminal_problem(Tty(), object())
    assert "and standard input is not one" in terminal_problem(None, Tty())


def test_commands_that_print_still_work_into_a_pipe(home: Path) -> None:
    code, out, err = boardgames(home, "list")
    assert code == 0 and b"polis" in out and err == ""
