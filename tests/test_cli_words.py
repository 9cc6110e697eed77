"""What the command line says, piped as a script or a file would get it: the rules as plain
text for players, messages on one line, every option checked, counts in words."""

from __future__ import annotations

import pytest
from boardgames_rules import GAMES

from boardgames_tui import cli


@pytest.mark.parametrize("name", sorted(GAMES))
def test_rules_piped_are_plain_text_for_players(capsys, name: str) -> None:
    assert cli.main(["rules", name]) == 0  # captured: not a terminal
    out = capsys.readouterr().out
    assert out.startswith("# ")  # the text itself, not a rendering of it
    assert "[decided" not in out and "\x1b" not in out
    assert not [line for line in out.splitlines() if line != line.rstrip()][:3]


def test_the_rules_go_through_the_colour_pager(monkeypatch, capsys) -> None:
    from boardgames_tui.pager import ColourPager

    seen = []
    monkeypatch.setattr(cli.out, "pager", lambda pager=None, **k: seen.append(pager) or _Quiet())
    monkeypatch.setattr(type(cli.out), "is_terminal", property(lambda self: True))
    assert cli.main(["rules", "polis"]) == 0
    assert isinstance(seen[0], ColourPager)  # less gets R: it passes colours, not ESC[…m


class _Quiet:
    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        return None


@pytest.mark.parametrize("command", [["list"], ["rules", "polis"], ["stats"]])
def test_an_unknown_theme_is_refused_by_every_command(tmp_path, capsys, command) -> None:
    argv = ["--theme", "nosuch", "--data-dir", str(tmp_path), *command]
    assert cli.main(argv) == 2
    assert "no theme 'nosuch'" in capsys.readouterr().err


def test_too_few_names_say_what_to_do_on_one_line(tmp_path, capsys) -> None:
    assert cli.main(["play", "polis", "--names", "A", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "--names gives 1 name, but Polis is for 2 players" in err
    assert "one name per player" in err
    assert len(err.strip().splitlines()) == 1  # not wrapped at 80 columns when piped
