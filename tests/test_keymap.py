"""Every binding has an id the player can remap, config.toml's [keys] table is read and
checked, and `boardgames config` lists the ids (issue 44: keys a user can remap)."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

import boardgames_tui
from boardgames_tui import cli, config, keymap
from boardgames_tui.commands import common

ID = re.compile(r"[a-z_]+\.[A-Za-z0-9_]+")


def binding_calls() -> list[tuple[str, int, ast.Call]]:
    """Every ``Binding(...)`` written in boardgames_tui, with its file and line."""
    root = Path(boardgames_tui.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Binding":
                found.append((str(path.relative_to(root)), node.lineno, node))
    return found


def test_every_binding_written_in_the_source_has_an_id() -> None:
    calls = binding_calls()
    assert len(calls) > 60  # the walk sees them
    missing = [
        f"{path}:{line}" for path, line, call in calls if "id" not in {k.arg for k in call.keywords}
    ]
    assert missing == []


def test_every_binding_of_every_screen_and_widget_has_a_dotted_id() -> None:
    lists = keymap.binding_lists()
    owners = {owner for owner, _ in lists}
    assert {"GameScreen", "TitleScreen", "PolisScreen", "UtopiaCity", "replay"} <= owners
    bindings = [binding for _, bindings in lists for binding in bindings]
    assert [b for b in bindings if b.id is None] == []
    assert [b.id for b in bindings if not ID.fullmatch(b.id or "")] == []


def test_one_id_is_one_meaning_on_the_same_keys_everywhere() -> None:
    # An id shared by screens (common.rules is ? on the title, a game, a replay, the lessons)
    # or by the alternatives a screen chooses between on one key (Enter: Go on or Pick) is
    # one meaning: remapping it moves all of them, so they must start on the same keys.
    keys: dict[str, set[str]] = {}
    for _, bindings in keymap.binding_lists():
        for binding in bindings:
            assert binding.id is not None
            keys.setdefault(binding.id, set()).add(binding.key)
    two_keys = {i: k for i, k in keys.items() if len(k) > 1 and not i.startswith("utopia.civ_")}
    assert two_keys == {}
    # And two meanings never share an id: each id's description names one thing to do.
    infos = keymap.all_keys()
    assert infos["game.undo"].description == "Undo"
    assert infos["common.rules"].where == ("GameScreen", "LessonsScreen", "replay", "TitleScreen")


def test_every_id_listed_has_a_description_and_keys() -> None:
    listing = keymap.key_listing()
    assert [row for row in listing if not row[1] or not row[2]] == []
    assert ("game.undo", "u", "Undo") in listing
    assert ("game.undo", "^z", "Undo") in keymap.key_listing({"game.undo": "ctrl+z"})


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_keys_table_is_read_kept_and_written_back(tmp_path: Path) -> None:
    text = 'theme = "nord"\n[keys]\n"game.undo" = "ctrl+z"\n"common.rules" = "f1, ?"\n'
    path = write(tmp_path, text)
    settings = config.load(path)
    assert settings.keys == {"game.undo": "ctrl+z", "common.rules": "f1,?"}
    assert settings.unknown == {} and "keys" not in settings.values()
    config.save(path, settings.but(theme="gruvbox"))
    written = tomllib.loads(path.read_text())
    assert written["keys"] == {"game.undo": "ctrl+z", "common.rules": "f1,?"}
    assert config.load(path).keys == settings.keys


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('keys = "ctrl+z"', "keys must be a table ([keys]), not 'ctrl+z'"),
        ('[keys]\n"game.undo" = 3', "[keys] game.undo = 3: the keys must be a string"),
        ('[keys]\n"game.undo" = "ctrl+"', "[keys] game.undo = 'ctrl+': 'ctrl+' is not a key"),
        ('[keys]\n"game.undo" = "u,"', "[keys] game.undo = 'u,': an empty key"),
        ('[keys]\n"game.undo" = "a b"', "[keys] game.undo = 'a b': 'a b' is not a key"),
        ('[keys]\n"game.undo" = "banana+z"', "'banana\\+z' is not a key"),
    ],
)
def test_a_malformed_key_is_refused_naming_the_entry(tmp_path: Path, text: str, reason: str):
    path = write(tmp_path, text + "\n")
    with pytest.raises(config.ConfigError, match=re.escape(str(path)) + ".*") as refused:
        config.load(path)
    assert len(str(refused.value).splitlines()) == 1
    assert re.search(reason if "\\" in reason else re.escape(reason), str(refused.value))


def test_ids_and_key_names_are_checked_against_the_bindings() -> None:
    good, problems = keymap.check_keymap(
        {"game.undo": "ctrl+z", "game.undoo": "x", "game.hint": "f99", "polis.pass": "f2"}
    )
    assert good == {"game.undo": "ctrl+z", "polis.pass": "f2"}
    assert problems == [
        "[keys] 'game.undoo': no key has this id (did you mean 'game.undo'?)",
        "[keys] game.hint = 'f99': 'f99' is not a key",
    ]


def test_a_key_another_binding_of_the_same_screen_answers_is_a_clash() -> None:
    _, problems = keymap.check_keymap({"polis.pass": "u"})
    assert problems == ["[keys] polis.pass = 'u': 'u' is also game.undo on PolisScreen"]
    # Unless that one moves away too: a swap is no clash.
    assert keymap.check_keymap({"polis.pass": "u", "game.undo": "p"})[1] == [
        "[keys] game.undo = 'p': 'p' is also utopia.civ_P on UtopiaScreen"
    ]
    assert keymap.check_keymap({"polis.pass": "u", "game.undo": "ctrl+z"})[1] == []
    # The board's keys act on the game screen too (the board has the focus), and the app's.
    assert keymap.check_keymap({"game.undo": "k"})[1] == [
        "[keys] game.undo = 'k': 'k' is also board.up on the polis table"
    ]
    assert "app.screenshot" in keymap.check_keymap({"game.undo": "f12"})[1][0]


def test_config_command_lists_every_id_with_its_keys(monkeypatch, tmp_path, capsys) -> None:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    # Wide enough for every row on one line.  The console is made once, at import, and keeps
    # the COLUMNS it saw then (another test's, under xdist), in ``_width`` (rich's ``width``
    # setter could not be undone to "not set").
    monkeypatch.setattr(common.out, "_width", 160)
    write(tmp_path, '[keys]\n"game.undo" = "ctrl+z"\n"gme.hint" = "x"\n')
    assert cli.main(["config"]) == 0
    shown = capsys.readouterr()
    rows = {line.split("│")[0].strip(): line.split("│") for line in shown.out.splitlines()}
    for binding_id, keys, description in keymap.key_listing():
        assert rows[binding_id][1].strip() == keys
        assert rows[binding_id][3].strip() == description
    assert rows["game.undo"][2].strip() == "^z"
    assert rows["game.hint"][2].strip() == ""
    assert "'gme.hint': no key has this id (did you mean 'game.hint'?)" in shown.err
