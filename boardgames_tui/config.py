"""The player's settings (theme, seat colours), kept in ``config.toml`` between runs.

The file lives in ``$BOARDGAMES_HOME`` when that is set (one folder for saves and settings:
tests and portable installs never touch the real config), else in the platform's user config
folder.  A file that cannot be read is never written over: the app says why and uses defaults.
"""

from __future__ import annotations

import json
import os
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path
from stat import S_ISREG

from platformdirs import user_config_path

from boardgames_tui.storage import ENV_HOME, write_atomically
from boardgames_tui.theme import DEFAULT_PALETTE, PALETTES

DEFAULT_THEME = "textual-dark"


def config_path() -> Path:
    if os.environ.get(ENV_HOME):
        return Path(os.environ[ENV_HOME]).expanduser() / "config.toml"
    return user_config_path("boardgames", appauthor=False) / "config.toml"


class ConfigError(Exception):
    pass


@dataclass(frozen=True)
class Settings:
    theme: str = DEFAULT_THEME
    seat_colours: str = DEFAULT_PALETTE

    def but(self, **changes: str) -> Settings:
        return replace(self, **changes)


# A settings file holds two short strings: anything bigger or deeper is not one of ours, and
# is refused before tomllib reads it (deep nesting exhausts its recursion).
MAX_CONFIG_BYTES = 64 * 1024
MAX_CONFIG_DEPTH = 8


def load(path: Path) -> Settings:
    """The settings in ``path`` (defaults if there is none); ConfigError says what is wrong."""
    try:
        text = read_config_text(path)
        if nesting(text) > MAX_CONFIG_DEPTH:
            raise ConfigError(f"{path}: nested more than {MAX_CONFIG_DEPTH} deep")
        data = tomllib.loads(text)
    except FileNotFoundError:
        return Settings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else err
        raise ConfigError(f"cannot read {path}: {reason}") from None
    settings = Settings()
    for key, value in data.items():
        if key not in ("theme", "seat_colours"):
            raise ConfigError(f"{path}: unknown setting {key!r} (known: theme, seat_colours)")
        if not isinstance(value, str):
            raise ConfigError(f"{path}: {key} must be a string, not {value!r}")
    if data.get("seat_colours", DEFAULT_PALETTE) not in PALETTES:
        raise ConfigError(
            f"{path}: seat_colours {data['seat_colours']!r} is not one of: {', '.join(PALETTES)}"
        )
    return settings.but(**data)


def read_config_text(path: Path) -> str:
    """The text of a regular file of at most MAX_CONFIG_BYTES; ConfigError otherwise.

    Opened without blocking and checked on the open file: a FIFO would hang the start and a
    device such as /dev/zero would fill the memory."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as handle:
        stat = os.fstat(fd)
        if not S_ISREG(stat.st_mode):
            raise ConfigError(f"{path} is not a regular file")
        data = handle.read(MAX_CONFIG_BYTES + 1)
    if len(data) > MAX_CONFIG_BYTES:
        raise ConfigError(f"{path} is larger than a settings file ({MAX_CONFIG_BYTES:,} bytes)")
    return data.decode("utf-8")


def nesting(text: str) -> int:
    """How deeply arrays and inline tables nest (brackets outside strings and comments)."""
    deepest = depth = 0
    quote, escaped, comment = "", False, False
    for char in text:
        if comment:
            comment = char != "\n"
        elif quote:
            if escaped:
                escaped = False
            elif char == "\\" and quote == '"':
                escaped = True
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char == "#":
            comment = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth = max(0, depth - 1)
    return deepest


def save(path: Path, settings: Settings) -> None:
    # JSON strings are valid TOML basic strings: no TOML writer needed for two keys.
    text = (
        "# boardgames settings (written by the app; Ctrl+P > Theme to change)\n"
        f"theme = {json.dumps(settings.theme)}\n"
        f"seat_colours = {json.dumps(settings.seat_colours)}\n"
    )
    write_atomically(path, text)
