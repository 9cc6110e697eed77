"""The command line: list, rules, run (headless) and their error messages."""

from __future__ import annotations

import io
import json

import pytest

from boardgames_tui import cli
from tests.registry_seam import offer_only
from tests.toy_game import PEBBLES


@pytest.fixture(autouse=True)
def only_pebbles(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"pebbles": PEBBLES})


def run(capsys, *argv: str, stdin: str = "", monkeypatch=None) -> tuple[int, str, str]:
    if monkeypatch is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_run_applies_moves_and_prints_json(capsys, monkeypatch) -> None:
    code, out, _ = run(
        capsys,
        "run",
        "pebbles",
        "--players",
        "2",
        "--seed",
        "3",
        "--moves",
        "-",
        "--json",
        stdin="take 2\n\n# a comment\ntake 1\n",
        monkeypatch=monkeypatch,
    )
    report = json.loads(out)
    assert code == 0
    assert report["game"] == "pebbles" and report["seed"] == 3
    assert report["players"] == ["Ann", "Bob"] and report["current"] == 0
    assert report["legal"] == ["take 1", "take 2", "take 3", "roll"]
    assert report["outcome"] is None and report["state"]["pile"] == 4


def test_run_reports_the_finished_game(capsys, monkeypatch) -> None:
    code, out, _ = run(
        capsys,
        "run",
        "pebbles",
        "--players",
        "2",
        "--seed",
        "3",
        "--moves",
        "-",
        "--json",
        stdin="take 3\ntake 3\ntake 1\n",
        monkeypatch=monkeypatch,
    )
    outcome = json.loads(out)["outcome"]
    assert outcome["winners"] == [0]
    assert outcome["scores"][0] == {"seat": 0, "total": 1, "breakdown": {"won": 0}}


@pytest.mark.parametrize(
    ("moves", "message"),
    [
        ("take 1\ntake 7\n", "line 2: take 7: take 1 to 3 pebbles, not 7"),
        ("jump\n", "line 1: jump: write 'take N' or 'roll'"),
    ],
)
def test_run_stops_at_a_bad_line_and_says_why(capsys, monkeypatch, moves, message) -> None:
    code, out, err = run(
        capsys,
        "run",
        "pebbles",
        "--players",
        "2",
        "--seed",
        "1",
        "--moves",
        "-",
        stdin=moves,
        monkeypatch=monkeypatch,
    )
    assert code == 1 and err.strip() == message


def test_unknown_game_and_bad_player_count_are_explained(capsys) -> None:
    code, _, err = run(capsys, "rules", "chess")
    assert code == 2 and "no game called 'chess'" in err and "pebbles" in err
    code, _, err = run(capsys, "run", "pebbles", "--players", "5", "--seed", "1")
    assert code == 2 and "for 2 players, not 5" in err


def test_list_and_rules_print_with_rich(capsys) -> None:
    code, out, _ = run(capsys, "list")
    assert code == 0 and "pebbles" in out and "take the last pebble" in out
    code, out, _ = run(capsys, "rules", "pebbles")
    assert code == 0 and "Take the last pebble" in out


def test_resume_and_load_take_the_bot_pace_too(capsys, monkeypatch, tmp_path) -> None:
    from boardgames_rules.core.session import Session

    from boardgames_tui.app import BoardgamesApp
    from boardgames_tui.storage import Storage

    paces: list[float] = []
    monkeypatch.setattr(BoardgamesApp, "run", lambda app: paces.append(app.bot_delay))
    session = Session.start(PEBBLES, ("Ann", "Ben"), seed=1)
    session.bots = {1: "random"}
    save = tmp_path / "saves" / "pebbles.json"
    Storage(tmp_path).write(save, session.to_save())
    home = ("--data-dir", str(tmp_path))
    assert run(capsys, *home, "load", str(save), "--bot-delay", "0")[0] == 0
    assert run(capsys, *home, "resume", "--bot-delay", "1.5")[0] == 0
    assert run(capsys, *home, "resume")[0] == 0
    assert paces == [0.0, 1.5, cli.DEFAULT_BOT_DELAY]
    code, _, err = run(capsys, *home, "resume", "--bot-delay", "-1")
    assert code == 2 and "--bot-delay must be 0-60 seconds, not -1.0" in err and len(paces) == 3
    for given in ("nan", "inf", "-inf", "61"):
        code, _, err = run(capsys, *home, "resume", f"--bot-delay={given}")
        assert code == 2 and "--bot-delay must be 0-60 seconds" in err and len(paces) == 3


def test_version_names_the_installed_release(capsys) -> None:
    from importlib.metadata import version

    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    # The tests run on an installed package: its metadata is the release the command names.
    assert capsys.readouterr().out.strip() == f"boardgames {version('boardgames-hotseat')}"
