"""config.toml: written by a TOML library, unknown keys kept and warned about, the new settings
read by the command line, and `boardgames config` showing the file."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from boardgames_tui import cli, config

WITH_UNKNOWN = """theme = "nord"
bot_delay = 2
future_setting = "x"  # a newer release's, or a typo

[plugins]
sound = { volume = 3, files = ["a.wav", "b.wav"] }
"""


def test_unknown_keys_survive_the_app_writing_the_file(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(WITH_UNKNOWN)
    settings = config.load(path)
    assert settings.theme == "nord" and settings.bot_delay == 2.0
    assert settings.unknown == {
        "future_setting": "x",
        "plugins": {"sound": {"volume": 3, "files": ["a.wav", "b.wav"]}},
    }
    config.save(path, settings.but(seat_colours="okabe-ito", since_box_opens=False))
    written = tomllib.loads(path.read_text())
    assert written["future_setting"] == "x" and written["plugins"]["sound"]["volume"] == 3
    again = config.load(path)
    assert again.unknown == settings.unknown
    assert (again.seat_colours, again.since_box_opens, again.theme) == ("okabe-ito", False, "nord")


def test_values_that_need_quoting_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    odd = 'quote " back\\slash \u00e9 \n newline'
    config.save(path, config.Settings(unknown={"note": odd}))
    assert config.load(path).unknown == {"note": odd}


def test_the_warning_names_every_unknown_key_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text(WITH_UNKNOWN)
    note = config.load(path).unknown_note(path)
    assert "'future_setting', 'plugins'" in note and len(note.splitlines()) == 1
    assert "bot_level" in note  # the known keys, to spot a typo
    assert config.Settings().unknown_note(path) == ""


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("bot_delay = -1", "bot_delay must be 0-60 seconds"),
        ('bot_delay = "fast"', "bot_delay must be a number"),
        ('bot_level = "genius"', "bot_level 'genius' is not one of: easy, medium, hard"),
        ('since_box_opens = "no"', "since_box_opens must be a true or false"),
        ("theme = 3", "theme must be a string"),
    ],
)
def test_a_wrong_value_of_a_known_key_is_refused_with_the_reason(tmp_path, line, reason):
    path = tmp_path / "config.toml"
    path.write_text(line + "\n")
    with pytest.raises(config.ConfigError, match=reason):
        config.load(path)


@pytest.mark.parametrize(("in_file", "given"), [("medium", "easy"), ("greedy", "random")])
def test_bot_level_is_the_level_of_a_bot_given_without_one(
    monkeypatch, tmp_path, in_file, given
) -> None:
    """By strength or by the older names, in the file and on the command line alike."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_text(f'bot_level = "{in_file}"\n')
    started = []
    monkeypatch.setattr("boardgames_tui.app.BoardgamesApp.run", lambda app: started.append(app))
    assert cli.main(["play", "polis", "--bot", "2", "--bot", f"1:{given}", "--seed", "1"]) == 0
    assert started[0].start.session.bots == {1: "greedy", 0: "random"}


def test_the_settings_know_the_same_level_words_as_the_bots() -> None:
    from boardgames_rules.bots.base import LEVELS, STRENGTH_WORDS

    assert config.BOT_LEVELS == STRENGTH_WORDS and config.OLD_BOT_LEVELS == LEVELS
    assert config.Settings().bot_level == "hard"


def test_bot_delay_comes_from_the_file_unless_given(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_text("bot_delay = 0\n")
    paces = []
    monkeypatch.setattr("boardgames_tui.app.BoardgamesApp.run", lambda app: paces.append(app))
    assert cli.main(["play", "polis", "--seed", "1"]) == 0
    assert cli.main(["play", "polis", "--seed", "1", "--bot-delay", "1.5"]) == 0
    assert [app.bot_delay for app in paces] == [0.0, 1.5]


def test_config_command_shows_the_path_the_values_and_the_unknown_keys(
    monkeypatch, tmp_path, capsys
) -> None:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_text(WITH_UNKNOWN)
    assert cli.main(["config"]) == 0
    shown = capsys.readouterr()
    assert f"Settings file: {tmp_path / 'config.toml'}" in shown.out
    rows = {line.split("│")[0].strip(): line for line in shown.out.splitlines() if "│" in line}
    assert "nord" in rows["theme"] and "2.0" in rows["bot_delay"]
    assert "hard" in rows["bot_level"] and "true" in rows["since_box_opens"]
    assert "unknown" in rows["future_setting"]
    assert "unknown settings 'future_setting', 'plugins'" in " ".join(shown.err.split())


def test_config_command_says_why_a_file_is_unreadable(monkeypatch, tmp_path, capsys) -> None:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    (tmp_path / "config.toml").write_text("theme = [unclosed\n")
    assert cli.main(["config"]) == 0
    shown = capsys.readouterr()
    assert "cannot read" in shown.err and "textual-dark" in shown.out
