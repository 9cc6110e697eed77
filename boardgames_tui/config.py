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


def load(path: Path) -> Settings:
    """The settings in ``path`` (defaults if there is none); ConfigError says what is wrong."""
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        return Settings()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise ConfigError(f"cannot read {path}: {err}") from None
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


def save(path: Path, settings: Settings) -> None:
    # JSON strings are valid TOML basic strings: no TOML writer needed for two keys.
    text = (
        "# boardgames settings (written by the app; Ctrl+P > Theme to change)\n"
        f"theme = {json.dumps(settings.theme)}\n"
        f"seat_colours = {json.dumps(settings.seat_colours)}\n"
    )
    write_atomically(path, text)
