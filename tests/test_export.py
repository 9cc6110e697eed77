"""Export: the record of a save, and `run --moves` of it reaching the same final state."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui import cli
from boardgames_tui.shelf import list_saves
from boardgames_tui.stats import compute
from boardgames_tui.storage import Storage


def random_session(name: str, seed: int, steps: int = 10_000) -> Session:
    game = GAMES[name]
    session = Session.start(game, game.default_players(game.min_players), seed)
    rng = random.Random(seed)
    while not session.over and len(session.steps) < steps:
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


@pytest.mark.parametrize("name", ["polis", "simplicity", "continental", "utopia"])
def test_export_then_run_reaches_the_same_state(tmp_path: Path, capsys, name: str) -> None:
    session = random_session(name, 3, steps=60)
    save = tmp_path / "game.json"
    Storage(tmp_path).write(save, session.to_save())
    assert cli.main(["export", str(save)]) == 0
    moves = tmp_path / "moves.txt"
    moves.write_text(capsys.readouterr().out)
    players = ",".join(session.players)
    code = cli.main(
        [
            "run",
            name,
            "--players",
            str(len(session.players)),
            "--names",
            players,
            "--seed",
            str(session.seed),
            "--moves",
            str(moves),
            "--json",
        ]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["state"] == json.loads(session.state.model_dump_json())


def test_json_export_lists_players_seed_actions_and_scores(tmp_path: Path, capsys) -> None:
    session = random_session("continental", 5)
    save = tmp_path / "game.json"
    Storage(tmp_path).write(save, session.to_save())
    assert cli.main(["export", str(save), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == list(session.players) and data["seed"] == 5
    assert [a["notation"] for a in data["actions"]] == session.actions
    assert all(a["log"] for a in data["actions"][:1])
    assert data["finished"] and data["winners"] is not None
    assert {s["player"] for s in data["scores"]} == set(session.players)


def test_export_of_a_damaged_file_says_why(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json")
    assert cli.main(["export", str(bad)]) == 2
    assert "cannot export" in capsys.readouterr().err


def test_saves_list_survives_a_corrupt_file(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    session = random_session("continental", 5)
    storage.write(storage.saves / "continental-20260101-100000.json", session.to_save())
    corrupt = storage.saves / "broken.json"
    corrupt.parent.mkdir(parents=True, exist_ok=True)
    corrupt.write_text('{"format": "boardgames-save", "format_version": 1, "game": ')
    before = corrupt.read_bytes()
    entries = list_saves(storage)
    assert len(entries) == 2
    bad = next(e for e in entries if e.path == corrupt)
    assert not bad.readable and "damaged" in bad.problem
    good = next(e for e in entries if e.path != corrupt)
    assert good.readable and good.winners and good.started == "2026-01-01 10:00"
    assert corrupt.read_bytes() == before  # never rewritten
    stats = compute(entries)
    assert stats.unreadable == 1
    assert stats.games["Continental"] == [1, 0]
    assert sum(wins for _, wins, _ in stats.players.values()) >= 1


def test_stats_command_prints_games_and_players(tmp_path: Path, capsys) -> None:
    storage = Storage(tmp_path)
    storage.write(storage.saves / "a.json", random_session("continental", 5).to_save())
    assert cli.main(["--data-dir", str(tmp_path), "stats"]) == 0
    text = capsys.readouterr().out
    assert "Continental" in text and "Wins" in text


def test_stats_command_with_no_finished_game_says_so_instead_of_empty_headings(
    tmp_path: Path, capsys
) -> None:
    storage = Storage(tmp_path)
    storage.write(storage.saves / "a.json", random_session("utopia", 4, 8).to_save())
    assert cli.main(["--data-dir", str(tmp_path), "stats"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "Utopia" in text and "No finished games yet" in text  # the unfinished one counts
    assert "Players" not in text and "Wins" not in text  # no table of nobody
