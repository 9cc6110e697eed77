"""The command line in Spanish: `--lang es` (or LANG) is read before argparse builds its help,
and argparse's own words ("usage:", "options:", its errors) come from our catalogue too."""

from __future__ import annotations

import re

import pytest

from boardgames_tui import cli

# Words both helps may hold: the program's and the games' names, option and setting names,
# values typed as they are (easy, hard, json…), environment variables, paths, file names.
NOT_WORDS = {
    "boardgames",
    "polis",
    "simplicity",
    "continental",
    "utopia",
    "list",
    "play",
    "resume",
    "load",
    "rules",
    "learn",
    "simulate",
    "replay",
    "export",
    "stats",
    "completion",
    "serve",
    "config",
    "help",
    "data",
    "theme",
    "lang",
    "debug",
    "version",
    "players",
    "names",
    "seed",
    "delay",
    "moves",
    "games",
    "bots",
    "sims",
    "budget",
    "fixed",
    "seats",
    "json",
    "text",
    "format",
    "port",
    "title",
    "easy",
    "medium",
    "hard",
    "level",
    "bash",
    "zsh",
    "fish",
    "eval",
    "bashrc",
    "zshrc",
    "textual",
    "dark",
    "light",
    "ansi",
    "language",
    "LANGUAGE",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "BOARDGAMES_HOME",
    "BOARDGAMES_DEBUG",
    "pipx",
    "inject",
    "hotseat",
    "stdin",
    "toml",
    "shell",
    "error",
    "colours",
    "seat_colours",
    "bot_delay",
    "bot_level",
    "since_box_opens",
    "true",
    "false",
    "standard",
    "Ctrl",
    "Textual",
    "extra",
    "script",
    "terminal",  # Spanish words as well
    "frobnicate",  # the unknown command, echoed
    "usage",  # only as part of the English "usage:" line, checked apart below
    # The keys `config` lists: key names and the binding ids a [keys] table names (as the
    # notation, identifiers that read the same in every language), and two words Spanish shares.
    "Shift", "Space", "space", "ctrl", "pagedown", "pageup", "pgdn", "pgup", "home",
    "Eras", "Info", "keys",  # and config.toml's table [keys]
}


def printed(capsys, argv: list[str]) -> str:
    try:
        cli.main(argv)
    except SystemExit:
        pass
    captured = capsys.readouterr()
    return captured.out + captured.err


def words(text: str) -> set[str]:
    text = re.sub(r"\S*/\S*", "", text)  # paths: the data folder's, the settings file's
    text = re.sub(r"\b[a-z]+(_[a-z]+)*\.[A-Za-z0-9_]+\b", "", text)  # binding ids: game.undo
    return {w for w in re.findall(r"[A-Za-z_]{4,}", text) if w not in NOT_WORDS}


@pytest.mark.parametrize(
    "argv",
    [["--help"], ["play", "--help"], ["learn", "--help"], ["frobnicate"], ["config"], ["stats"]],
    ids=["help", "play-help", "learn-help", "unknown-command", "config", "stats"],
)
def test_the_command_line_speaks_spanish(capsys, argv: list[str]) -> None:
    english = printed(capsys, ["--lang", "en", *argv])
    spanish = printed(capsys, ["--lang", "es", *argv])
    assert spanish and spanish != english
    left = words(english) & words(spanish)
    assert not left, f"English words in the Spanish output: {sorted(left)}"
    assert "usage:" not in spanish and "options:" not in spanish


def test_lang_is_read_from_the_environment_too(capsys, monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "es")
    out = printed(capsys, ["--help"])
    assert "uso: boardgames" in out and "opciones:" in out


def test_lang_after_the_command_and_with_an_equals_sign(capsys) -> None:
    assert "uso: boardgames play" in printed(capsys, ["play", "--lang=es", "--help"])


def test_an_unknown_language_is_refused_in_the_environment_s_language(capsys) -> None:
    out = printed(capsys, ["--lang", "fr", "list"])
    assert "no language 'fr'" in out
