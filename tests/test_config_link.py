"""config.toml may be a link to a regular file (dotfiles keep it elsewhere): read through it,
with the same bounds, never written through it; anything else behind the link is refused."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from boardgames_tui import config


def test_a_linked_config_is_read(tmp_path: Path) -> None:
    kept = tmp_path / "dotfiles" / "boardgames.toml"
    kept.parent.mkdir()
    kept.write_text('theme = "nord"\nbot_delay = 0\n')
    path = tmp_path / "home" / "config.toml"
    path.parent.mkdir()
    path.symlink_to(kept)
    settings = config.load(path)
    assert settings.theme == "nord" and settings.bot_delay == 0.0


def test_a_linked_config_is_never_written_through(tmp_path: Path) -> None:
    kept = tmp_path / "kept.toml"
    kept.write_text('theme = "nord"\n')
    path = tmp_path / "config.toml"
    path.symlink_to(kept)
    with pytest.raises(OSError, match=f"edit {kept}"):
        config.save(path, config.load(path).but(theme="textual-light"))
    assert path.is_symlink() and kept.read_text() == 'theme = "nord"\n'


def big(target: Path) -> None:
    target.write_text("theme = 'nord'\n" + "#" * (config.MAX_CONFIG_BYTES + 1))


def nothing(target: Path) -> None:
    pass


def loop(target: Path) -> None:
    target.symlink_to(target.with_name("config.toml"))


CASES = {
    "a FIFO": (lambda target: os.mkfifo(target), "not a regular file"),
    "a folder": (lambda target: target.mkdir(), "Is a directory"),
    "/dev/zero": (None, "not a regular file"),
    "too big": (big, "larger than a settings file"),
    "nothing": (nothing, "links to nothing"),
    "a loop": (loop, "a loop of links"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_link_to_anything_but_a_regular_file_is_refused(case: str, tmp_path: Path) -> None:
    make, reason = CASES[case]
    target = Path("/dev/zero") if make is None else tmp_path / "target"
    if make is not None:
        make(target)
    path = tmp_path / "config.toml"
    path.symlink_to(target)
    with pytest.raises(config.ConfigError, match=reason):
        config.load(path)
    assert config.load_or_defaults(path) == config.Settings()
