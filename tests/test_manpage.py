"""The man page's own sections: ENVIRONMENT, FILES, EXIT STATUS and KEYS, each made from what
the app uses (the page in man/ is compared with render() by tests/test_packaging.py)."""

from __future__ import annotations

import re

import pytest
from textual.binding import Binding

from boardgames_tui import manpage_sections
from boardgames_tui.commands import EXIT_STATUSES
from boardgames_tui.own_files import DATA_FOLDER_ITEMS

pytest.importorskip("argparse_manpage")


def section(heading: str) -> str:
    from boardgames_tui.manpage import render

    page = render()
    match = re.search(rf"^\.SH {heading}\n(.*?)(?=^\.SH |\Z)", page, re.S | re.M)
    assert match, f"no {heading} section"
    return match.group(1)


def test_environment_names_every_variable_the_app_reads() -> None:
    text = section("ENVIRONMENT")
    for name in (
        "BOARDGAMES_HOME",
        "BOARDGAMES_DEBUG",
        "PAGER",
        "NO_COLOR",
        "LANGUAGE",
        "LC_ALL",
        "LC_MESSAGES",
        "LANG",
    ):
        assert f"\\fB{name}" in text or f", {name}" in text, name


def test_files_names_the_settings_and_every_file_of_the_data_folder() -> None:
    text = section("FILES")
    assert "\\fBconfig.toml\\fR" in text and "BOARDGAMES_HOME" in text
    for _, name, _ in DATA_FOLDER_ITEMS:
        assert f"\\fB{manpage_sections.roff(name)}\\fR" in text


def test_exit_status_lists_every_code_the_cli_returns() -> None:
    from boardgames_tui.commands import NotATerminal, UsageError

    text = section("EXIT STATUS")
    listed = {int(code) for code in re.findall(r"^\\fB(\d+)\\fR$", text, re.M)}
    assert listed == set(EXIT_STATUSES) == {0, 1, 2, NotATerminal.code, UsageError.code}


def test_keys_list_every_binding_id_as_boardgames_config_does() -> None:
    from boardgames_tui.keymap import key_listing

    text = section("KEYS")
    listing = key_listing()
    assert len(listing) > 50
    for binding_id, keys, description in listing:
        assert manpage_sections.key_entry(keys, binding_id, description) in text, binding_id
    assert "\\fBu\\fR \\fI(game.undo)\\fR\nUndo" in text and ".SS Utopia" in text
    # Textual's own keys, which no id reaches, are there too.
    assert "\\fBCtrl+P\\fR\nCommand palette" in text and "\\fBCtrl+Q\\fR\nQuit" in text


def test_keys_follow_a_keymap() -> None:
    remapped = manpage_sections.keys({"game.undo": "ctrl+z", "common.rules": "f1"})
    assert "\\fB^z\\fR \\fI(game.undo)\\fR\nUndo" in remapped
    assert "\\fBf1\\fR \\fI(common.rules)\\fR" in remapped
    assert "(game.undo)" in manpage_sections.keys() and "\\fB^z\\fR" not in manpage_sections.keys()


def test_keys_are_in_english_whatever_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from boardgames_rules.core import i18n

    english = manpage_sections.keys()
    i18n.use("es")
    try:
        assert manpage_sections.keys() == english
        assert i18n.current() == "es"  # and the language is left as it was
    finally:
        i18n.use("en")


def test_every_id_has_a_heading_and_a_new_games_ids_take_its_title() -> None:
    from boardgames_tui.keymap import all_keys

    groups = {binding_id.partition(".")[0] for binding_id in all_keys()}
    from boardgames_rules import GAMES

    assert groups <= set(manpage_sections.KEY_GROUPS) | set(GAMES), "name the new part's heading"
    assert manpage_sections.key_group("polis.pass") == "Polis"
    assert manpage_sections.key_group("draughts_board.jump") == "Draughts board"


def test_a_binding_with_an_id_reads_the_same() -> None:
    # The keymap work gives every binding an id: the page reads only key and description.
    class Screen:
        BINDINGS = [Binding("x", "go", "Go", id="go"), Binding("ctrl+k", "kill", "Kill", id="k")]

    manpage_sections.__dict__["_Probe"] = Screen
    try:
        listed = manpage_sections.bindings_of("boardgames_tui.manpage_sections:_Probe")
    finally:
        del manpage_sections.__dict__["_Probe"]
    assert listed == [("x", "Go"), ("Ctrl+K", "Kill")]


def test_roff_escapes_what_roff_would_read_as_a_request() -> None:
    assert manpage_sections.roff(".dot") == "\\&.dot"
    assert manpage_sections.roff("a-b\\c") == "a\\-b\\ec"
