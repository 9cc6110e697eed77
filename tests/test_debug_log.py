"""``--debug`` / BOARDGAMES_DEBUG=1: a log file in the data folder that tells what happened,
and never a hidden card: actions by their public log lines, errors without their messages."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME as UTOPIA

from boardgames_tui import cli, debug_log
from boardgames_tui.save_lock import SaveHandle
from boardgames_tui.table import Table
from tests.ui.polis.positions import battle_pending


@pytest.fixture(autouse=True)
def no_log_left_on() -> Iterator[None]:
    yield
    debug_log.stop()


def play_on(table: Table, actions: int, seed: int) -> list[str]:
    """Random legal actions through the table, as the screens play them; the private lines
    of the game's own log on the way."""
    chooser = random.Random(seed)
    for _ in range(actions):
        if table.over:
            break
        table.keyboard = table.session.current  # the handover done, as the screen does
        table.play(chooser.choice(table.legal()))
    state = table.session.state
    return [e.english(state.players) for e in state.log if e.private_to is not None]


def hidden_items(session: Session) -> set[str]:
    """What the log must never hold: every hand, as the state prints it."""
    items = set()
    for step in session.steps:
        for state in (step.before, step.after):
            for hand in getattr(state, "hands", ()):
                items |= {str(hand), str(list(hand))}
            battle = getattr(state, "battle", None)
            if battle is not None:
                items |= {str(hand) for hand in battle.hands}
    return items


def test_a_utopia_game_is_logged_without_a_hand(tmp_path: Path) -> None:
    path, problem = debug_log.start(tmp_path, "play utopia")
    assert path == tmp_path / "debug.log" and problem == ""
    session = Session.start(UTOPIA, ("Ann", "Ben", "Cy"), seed=5)
    table = Table(session, tmp_path / "saves" / "u.json")
    table.save_handle = SaveHandle.open(table.save_path)
    private = play_on(table, 150, seed=1)
    table.release()
    text = path.read_text()
    assert text.count(" action ") == len(session.steps) > 100
    assert "start: boardgames" in text and "play utopia" in text
    assert "hands" not in text
    for item in hidden_items(session) | set(private):
        assert item not in text


def test_a_polis_battle_is_logged_without_a_drawn_card(tmp_path: Path) -> None:
    session = battle_pending()
    path, _ = debug_log.start(tmp_path, "play polis")
    table = Table(session, tmp_path / "p.json")
    private = play_on(table, 40, seed=2)
    text = path.read_text()
    assert private, "the battle drew cards in private"
    for line in private:
        assert line not in text
    for item in hidden_items(session):
        assert item not in text


def test_an_error_is_logged_with_its_frames_and_not_its_message(tmp_path: Path) -> None:
    path, _ = debug_log.start(tmp_path, "play")
    try:
        card = "Sh" + "2"  # not in the source line the traceback shows
        raise KeyError(f"{card} in Ann's hand")
    except KeyError as error:
        debug_log.failed(error, "a test")
    text = path.read_text()
    assert "error in a test" in text and "test_debug_log.py" in text and "KeyError" in text
    assert "Sh2" not in text


def test_debug_says_where_the_log_is_and_logs_the_start(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames_tui.app import BoardgamesApp

    monkeypatch.setattr(BoardgamesApp, "run", lambda app: None)
    assert (
        cli.main(
            [
                "play",
                "polis",
                "--seed",
                "1",
                "--names",
                "Zed,Yan",
                "--debug",
                "--data-dir",
                str(tmp_path),
            ]
        )
        == 0
    )
    assert capsys.readouterr().err == f"boardgames: debug log: {tmp_path / 'debug.log'}\n"
    text = (tmp_path / "debug.log").read_text()
    assert "command: play --seed --names --debug --data-dir" in text
    assert "Zed" not in text  # the options' values are not logged


@pytest.mark.parametrize(("value", "on"), [("1", True), ("yes", True), ("0", False), ("", False)])
def test_the_environment_turns_it_on(
    value: str, on: bool, tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOARDGAMES_DEBUG", value)
    assert cli.main(["list", "--data-dir", str(tmp_path)]) == 0
    assert (tmp_path / "debug.log").exists() == on
    assert ("debug log:" in capsys.readouterr().err) == on


def test_a_planted_link_is_never_written_through(tmp_path: Path) -> None:
    target = tmp_path / "precious"
    target.write_text("precious")
    (tmp_path / "debug.log").symlink_to(target)
    path, problem = debug_log.start(tmp_path, "play")
    assert path is None and "not a regular file" in problem
    assert target.read_text() == "precious"


async def test_the_app_logs_its_screens_and_the_game_it_opens(tmp_path: Path) -> None:
    from boardgames_tui.app import BoardgamesApp, Start
    from boardgames_tui.storage import Storage

    path, _ = debug_log.start(tmp_path, "play utopia")
    session = Session.start(UTOPIA, ("Ann", "Ben"), seed=5)
    save = tmp_path / "saves" / "u.json"
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=save))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    text = path.read_text()
    assert f"game: utopia, 0 actions, file {save}" in text
    assert "saved u.json: 0 actions" in text
    assert "screen: " in text
    assert "hands" not in text
