"""``boardgames stats FILE``: one saved game's score chart as text, and each seat's totals."""

from __future__ import annotations

import random
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core.messages import english
from boardgames_rules.core.save import dump_save
from boardgames_rules.core.session import Session

from boardgames_tui import cli
from boardgames_tui.score_history import score_history, session_states


def finished(name: str, seed: int) -> Session:
    game = GAMES[name]
    session = Session.start(game, ("Ann", "Ben"), seed=seed)
    rng = random.Random(seed)
    while not session.over:
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


def test_stats_file_prints_the_chart_and_each_seats_total(tmp_path: Path, capsys) -> None:
    session = finished("utopia", 5)
    path = tmp_path / "game.json"
    path.write_text(dump_save(session.to_save()))
    assert cli.main(["stats", str(path)]) == 0
    text = capsys.readouterr().out
    assert "Scores by round" in text
    assert "● Ann" in text and "x Ben" in text  # the legend: a symbol per seat, not a colour
    history = score_history(session.game, session_states(session))
    assert f" {history.labels[-1]} " in text.splitlines()[15]  # the last round on the x-axis
    outcome = session.game.outcome(session.state)
    for score in outcome.scores:
        row = next(
            line
            for line in text.splitlines()
            if session.players[score.seat] in line and "│" in line and "┤" not in line
        )
        assert f"│ {score.total:>5} │" in row
    assert english(outcome.reason, session.players) in text


def test_stats_file_refuses_a_foreign_file_with_the_reason(tmp_path: Path, capsys) -> None:
    path = tmp_path / "notes.json"
    path.write_text('{"hello": 1}')
    assert cli.main(["stats", str(path)]) == 2
    captured = capsys.readouterr()
    unwrapped = "".join(captured.err.split())  # rich folds a long path at the terminal's width
    assert "cannot read" in captured.err and str(path) in unwrapped
    assert path.read_text() == '{"hello": 1}'  # never written over


def test_a_score_two_seats_share_has_its_own_mark_and_the_legend_says_it() -> None:
    """Where lines meet, the later one hid the earlier (issue 42: Red's ● under Blue's x)."""
    from boardgames_tui.score_history import SHARED_MARK, ScoreHistory, legend, shared_points

    history = ScoreHistory("round", ("1", "2", "3"), (1, 2, 3), ((0, 4, 9), (0, 5, 9), (1, 5, 2)))
    assert shared_points(history) == [(1, 0), (2, 5), (3, 9)]
    said = legend(("Ann", "Ben", "Cleo"), ("red", "blue", "green"), history).plain
    assert said.endswith(f"{SHARED_MARK} tied") and "● Ann" in said
    apart = ScoreHistory("round", ("1",), (1,), ((0,), (3,)))
    assert SHARED_MARK not in legend(("Ann", "Ben"), ("red", "blue"), apart).plain
