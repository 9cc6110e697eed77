"""The player's settings (language, theme, seat colours, bots' pace and level, the
since-your-last-turn box), kept in ``config.toml`` between runs.

The file lives in ``$BOARDGAMES_HOME`` when that is set (one folder for saves and settings:
tests and portable installs never touch the real config), else in the platform's user config
folder.  A file that cannot be read is never written over: the app says why and uses defaults.
A key the app does not know (a typo, or a setting of a newer release) is warned about and kept
as it is when the app writes the file again.
"""

from __future__ import annotations

import errno
import os
import re
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, TypedDict, Unpack

from platformdirs import user_config_path

from boardgames_tui.theme import DEFAULT_PALETTE, PALETTES

DEFAULT_THEME = "textual-dark"


# One folder for saves and settings: storage.ENV_HOME, named again here (a test compares)
# because importing the storage brings the rules' models, which `list` and `rules` do without
# when they read the language setting.
ENV_HOME = "BOARDGAMES_HOME"


def config_path() -> Path:
    if os.environ.get(ENV_HOME):
        return Path(os.environ[ENV_HOME]).expanduser() / "config.toml"
    return user_config_path("boardgames", appauthor=False) / "config.toml"


class ConfigError(Exception):
    pass


# The bot levels by strength, then by their older names, still accepted: the words of
# boardgames_rules.bots.base (STRENGTHS), without importing the bots at start-up.
BOT_LEVELS = ("easy", "medium", "hard")
OLD_BOT_LEVELS = ("random", "greedy", "search")


# Fields of Settings that are not one value each: the [keys] table, and what is kept unknown.
TABLES = ("keys", "unknown")


class Changes(TypedDict, total=False):
    """Settings to change, by name (the fields of :class:`Settings` but ``unknown``)."""

    language: str
    theme: str
    seat_colours: str
    bot_delay: float
    bot_level: str
    since_box_opens: bool


@dataclass(frozen=True)
class Settings:
    language: str = ""  # a code of i18n.available(); "": the environment's (LANG...)
    theme: str = DEFAULT_THEME
    seat_colours: str = DEFAULT_PALETTE
    bot_delay: float = 0.6  # seconds a bot's move stays announced (--bot-delay for one run)
    bot_level: str = "hard"  # for `--bot SEAT` with no level
    since_box_opens: bool = True  # False: the box waits for the n key
    # The [keys] table: binding id -> keys ("ctrl+z", or "a,b"), Textual's keymap (keymap.py).
    keys: dict[str, str] = field(default_factory=dict)
    # Keys this release does not know, as read: written back untouched.
    unknown: dict[str, object] = field(default_factory=dict, compare=False)

    def but(self, **changes: Unpack[Changes]) -> Settings:
        return replace(self, **changes)

    def values(self) -> dict[str, object]:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name not in TABLES}

    def unknown_note(self, path: Path) -> str:
        """One line naming every unknown key, or ""."""
        if not self.unknown:
            return ""
        names = ", ".join(repr(key) for key in self.unknown)
        which = f"setting {names} is" if len(self.unknown) == 1 else f"settings {names} are"
        return f"{path}: unknown {which} kept as written (known: {', '.join(KNOWN)})"


KNOWN = tuple(Settings().values())


def check_value(key: str, value: object) -> str:
    """Why ``value`` cannot be setting ``key``, or ""."""
    expected = type(Settings().values()[key])
    if expected is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, expected):
        return f"{key} must be a {TYPE_WORDS[expected]}, not {value!r}"
    if key == "language" and value:
        from boardgames_rules.core.i18n import available  # the catalogues' folder, when asked

        if value not in available():
            return f"language {value!r} is not one of: {', '.join(available())}"
    if key == "seat_colours" and value not in PALETTES:
        return f"seat_colours {value!r} is not one of: {', '.join(PALETTES)}"
    if (
        key == "bot_level"
        and isinstance(value, str)
        and value.lower() not in (*BOT_LEVELS, *OLD_BOT_LEVELS)
    ):
        return f"bot_level {value!r} is not one of: {', '.join(BOT_LEVELS)}"
    if key == "bot_delay" and isinstance(value, float) and not 0 <= value <= 60:
        return f"bot_delay must be 0-60 seconds, not {value!r}"
    return ""


TYPE_WORDS = {str: "string", float: "number", bool: "true or false"}

# A settings file holds a few short values: anything bigger or deeper is not one of ours, and
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
    # Each value has the type of its field (check_value says so at run time): Any to mypy.
    known: dict[str, Any] = {}
    unknown: dict[str, object] = {}
    keys = read_keys(path, data.pop("keys", {}))
    for key, value in data.items():
        if key not in KNOWN:
            unknown[key] = value
            continue
        problem = check_value(key, value)
        if problem:
            raise ConfigError(f"{path}: {problem}")
        known[key] = float(value) if key == "bot_delay" else value
    return Settings(**known, keys=keys, unknown=unknown)


# One key as a Binding writes it: modifiers joined by "+", then one character or a key's name
# ("f1", "pageup", "question_mark").  Whether Textual knows the name is keymap.py's to say.
KEY = re.compile(r"((ctrl|shift|alt|meta|super|hyper)\+)*([^\s,]|[a-z][a-z0-9_]*)")
MAX_KEYS = 200  # more entries than the app has bindings: not a keymap


def read_keys(path: Path, table: object) -> dict[str, str]:
    """The [keys] table (binding id -> "key" or "key,key"); ConfigError names the entry that
    is not one.  Ids are checked against the bindings by keymap.check_keymap, in the app."""
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: keys must be a table ([keys]), not {table!r}")
    if len(table) > MAX_KEYS:
        raise ConfigError(f"{path}: [keys] has {len(table)} entries, more than any app has keys")
    keys: dict[str, str] = {}
    for binding_id, value in table.items():
        entry = f"[keys] {binding_id} = {value!r}"
        if not isinstance(value, str):
            raise ConfigError(f'{path}: {entry}: the keys must be a string, such as "ctrl+z"')
        parts = [part.strip() for part in value.split(",")]  # a comma itself: "comma"
        bad = next((part for part in parts if not KEY.fullmatch(part)), None)
        if bad is not None:
            what = "an empty key" if not bad else f"{bad!r} is not a key"
            raise ConfigError(f'{path}: {entry}: {what} (write keys as "ctrl+z" or "a,b")')
        keys[binding_id] = ",".join(parts)
    return keys


def load_or_defaults(path: Path) -> Settings:
    """For the command line, which only needs a default: the app itself says what is wrong."""
    try:
        return load(path)
    except ConfigError:
        return Settings()


def read_config_text(path: Path) -> str:
    """The text of a regular file of at most MAX_CONFIG_BYTES; ConfigError otherwise.

    Read as the app reads every file it opens by a fixed name (``read_own_file``), but
    through a link to a regular file (:func:`linked_config`): never a FIFO (it would hang
    the start) or a device such as /dev/zero (it would fill the memory)."""
    from boardgames_tui.own_files import read_own_file

    try:
        data = read_own_file(linked_config(path), MAX_CONFIG_BYTES, "a settings file")
    except FileNotFoundError:
        raise
    except OSError as err:
        raise ConfigError(f"cannot read {path}: {err.strerror or err}") from None
    return data.decode("utf-8")


def linked_config(path: Path) -> Path:
    """The file to read for ``path``: itself, or the regular file a link points to.

    Dotfiles keep config.toml elsewhere and link it here: read through the link (the file it
    reaches gets read_own_file's checks: bounded, never a FIFO, device or folder), but never
    written through it (:func:`save` refuses)."""
    if not path.is_symlink():
        return path
    try:
        return path.resolve(strict=True)
    except (OSError, RuntimeError) as err:  # RuntimeError: a loop of links, before 3.13
        reason = "it links to nothing" if isinstance(err, FileNotFoundError) else "a loop of links"
        raise ConfigError(f"cannot read {path}: {reason}") from None


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


HEADER = "# boardgames settings (written by the app; Ctrl+P > Theme to change the theme)\n"


def save(path: Path, settings: Settings) -> None:
    if path.is_symlink():  # the player's own file, kept elsewhere: changed by hand only
        raise OSError(
            errno.EPERM,
            f"{path} is a link: the change lasts for this run; to keep it, edit "
            f"{os.path.realpath(path)}",
        )
    values: dict[str, object] = {**settings.values(), **settings.unknown}
    if settings.keys:
        values["keys"] = dict(settings.keys)  # tomli_w writes it as a [keys] table, last
    import tomli_w  # only when a setting changes

    from boardgames_tui.storage import write_atomically

    write_atomically(path, HEADER + tomli_w.dumps(values))
