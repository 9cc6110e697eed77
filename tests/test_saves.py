"""Save files: written atomically, replayed on load, and refused with a reason when bad."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from boardgames_rules.core.save import SaveError, dump_save, read_save, replay
from boardgames_rules.core.session import Session

from boardgames_tui.storage import Storage, load_file, write_atomically
from tests.toy_game import PEBBLES

GAMES = {"pebbles": PEBBLES}


def saved_session(*actions: str) -> Session:
    session = Session.start(PEBBLES, ("Ann", "Bob"), seed=9)
    for text in actions:
        session.play(text)
    return session


def test_a_save_replays_to_the_same_position() -> None:
    session = saved_session("take 1", "roll", "take 2")
    game, states, actions = replay(read_save(dump_save(session.to_save())), GAMES)
    assert states[-1] == session.state and actions == ["take 1", "roll", "take 2"]


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda text: text[: len(text) // 2], "damaged or truncated"),
        (lambda text: "\x00\xff garbage", "damaged or truncated"),
        (lambda text: json.dumps({"hello": "world"}), "not a boardgames save file"),
        (lambda text: text.replace('"format_version": 1', '"format_version": 99'), "newer"),
        (lambda text: text.replace('"rules_version": 1', '"rules_version": 7'), "newer"),
        (lambda text: text.replace('"pebbles"', '"chess"', 1), "does not know"),
        (lambda text: text.replace('"take 2"', '"take 9"'), "action 3 'take 9'"),
        (lambda text: text.replace('"pile": ', '"pile": 1'), "does not reach its saved position"),
    ],
    ids=[
        "truncated",
        "garbage",
        "foreign",
        "newer-format",
        "newer-rules",
        "unknown-game",
        "illegal-action",
        "edited-snapshot",
    ],
)
def test_a_bad_save_is_refused_with_the_reason(damage, reason: str) -> None:
    text = dump_save(saved_session("take 1", "roll", "take 2").to_save())
    with pytest.raises(SaveError, match=reason):
        replay(read_save(damage(text)), GAMES)


def test_a_refused_save_is_never_written_over(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "boardgames-save", "format_version": 1, "gam')
    storage = Storage(tmp_path, GAMES)
    with pytest.raises(SaveError):
        load_file(path)
    assert storage.latest_unfinished() is None
    assert path.read_text().endswith('"gam')


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "saves" / "g.json"
    write_atomically(target, "one")
    write_atomically(target, "two")
    assert target.read_text() == "two"
    assert [p.name for p in target.parent.iterdir()] == ["g.json"]


def test_resume_finds_the_newest_unfinished_game(tmp_path: Path) -> None:
    storage = Storage(tmp_path, GAMES)
    finished = saved_session("take 3", "take 3", "take 1")
    assert finished.over
    unfinished = saved_session("take 1")
    storage.write(storage.saves / "a.json", unfinished.to_save())
    storage.write(storage.saves / "b.json", finished.to_save())
    path, save = storage.latest_unfinished()
    assert path.name == "a.json" and save.actions == ("take 1",)


def test_undo_takes_back_only_the_players_own_unrevealing_action() -> None:
    session = saved_session()
    assert session.undo_refusal() == "nothing to undo yet"
    session.play("roll")
    assert "revealed new information" in session.undo_refusal()
    session.play("take 1")
    assert "another player's decision" in session.undo_refusal()


def test_resume_skips_a_bad_newer_file_and_finds_the_good_older_one(tmp_path: Path) -> None:
    storage = Storage(tmp_path, GAMES)
    good = storage.saves / "good.json"
    storage.write(good, saved_session("take 1").to_save())
    bad = {
        "deep.json": "[" * 100_000 + "]" * 100_000,
        "digits.json": '{"format": "boardgames-save", "format_version": ' + "9" * 5000 + "}",
        "bogus-bot.json": dump_save(saved_session("take 2").to_save()).replace(
            '"bots": {}', '"bots": {"0": "bogus"}'
        ),
    }
    for number, (name, text) in enumerate(bad.items(), start=1):
        (storage.saves / name).write_text(text)
        os.utime(storage.saves / name, (good.stat().st_mtime + number,) * 2)
    before = {name: (storage.saves / name).read_bytes() for name in bad}
    scan = storage.scan()
    assert scan.latest is not None and scan.latest[0] == good
    assert {path.name for path, _ in scan.skipped} == set(bad)
    assert "bots.0: no bot level 'bogus'" in scan.skipped_note()
    listed = storage.list_saves()
    assert [path.name for path, _ in listed][-1] == "good.json"
    assert all(isinstance(found, str) for _, found in listed[:-1])
    assert {name: (storage.saves / name).read_bytes() for name in bad} == before


@pytest.mark.parametrize(
    ("field", "value", "named"),
    [
        ("format_version", 0, "format_version"),
        ("format_version", -1, "format_version"),
        ("rules_version", 0, "rules_version"),
        ("bots", {"99": "random"}, "bots"),
        ("bots", {"-1": "random"}, "bots"),
        ("bots", {"0": "bogus"}, "bots.0"),
        ("options", {"turbo": True}, "options"),
        ("players", ["Ann"], "players"),
        ("seed", "9", "seed"),
    ],
)
def test_a_header_value_out_of_range_is_refused_naming_the_field(field, value, named) -> None:
    raw = json.loads(dump_save(saved_session("take 1").to_save()))
    raw[field] = value
    with pytest.raises(SaveError, match=re.escape(named)):
        replay(read_save(json.dumps(raw)), GAMES)


def test_boardgames_resume_names_the_skipped_file_and_opens_the_good_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from boardgames_tui import cli
    from boardgames_tui.app import BoardgamesApp
    from tests.registry_seam import offer_only

    offer_only(monkeypatch, dict(GAMES))
    opened: list[tuple] = []
    monkeypatch.setattr(BoardgamesApp, "run", lambda app: opened.append(app.start.save_path))
    storage = Storage(tmp_path, GAMES)
    good = storage.saves / "good.json"
    storage.write(good, saved_session("take 1").to_save())
    bad = storage.saves / "bad.json"
    bad.write_text("[" * 100_000 + "]" * 100_000)
    os.utime(bad, (good.stat().st_mtime + 5,) * 2)
    assert cli.main(["--data-dir", str(tmp_path), "resume"]) in (0, None)
    assert opened == [good]
    assert "skipped bad.json: not a save file" in capsys.readouterr().err
    assert bad.read_text() == "[" * 100_000 + "]" * 100_000


async def test_the_title_screens_r_skips_a_bad_file_and_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames_tui.app import BoardgamesApp
    from boardgames_tui.screens.game_base import GameScreen
    from boardgames_tui.screens.title import TitleScreen
    from tests.registry_seam import offer_only

    offer_only(monkeypatch, dict(GAMES))
    storage = Storage(tmp_path, GAMES)
    good = storage.saves / "good.json"
    storage.write(good, saved_session("take 1").to_save())
    bad = storage.saves / "bad.json"
    bad.write_text('{"format": "boardgames-save", "format_version": ' + "7" * 5000 + "}")
    os.utime(bad, (good.stat().st_mtime + 5,) * 2)
    app = BoardgamesApp(storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        assert not isinstance(app.screen, TitleScreen)
        games = [s for s in app.screen_stack if isinstance(s, GameScreen)]
        assert [screen.save_path for screen in games] == [good]
