"""The man page's sections that argparse does not know: ENVIRONMENT, FILES, EXIT STATUS, KEYS.

Each is made from what the app uses, so that the page cannot drift from it: FILES from
``own_files.DATA_FOLDER_ITEMS``, EXIT STATUS from ``commands.EXIT_STATUSES``, KEYS from
``keymap.key_listing`` (every binding id with its keys after a keymap and what it does: the
listing ``boardgames config`` prints), so the page names the id a ``[keys]`` line remaps.
Only the words about the environment variables are written here, since no table of them
exists elsewhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module

from boardgames_tui.commands import EXIT_STATUSES
from boardgames_tui.own_files import DATA_FOLDER_ITEMS

ENVIRONMENT = (
    (
        "BOARDGAMES_HOME",
        "The folder for saves, settings and everything under FILES (tests and portable "
        "installs use it). --data-dir, given, wins for the data; config.toml follows "
        "BOARDGAMES_HOME only.",
    ),
    (
        "BOARDGAMES_DEBUG",
        "1 (or yes, true, on) does what --debug does: a log of the run in debug.log in the data "
        "folder, without any hidden card.",
    ),
    (
        "PAGER",
        "The pager of `boardgames rules` on a terminal (default: less, with R added to LESS so "
        "that it shows colours; with no pager found, the text is printed).",
    ),
    ("NO_COLOR", "Set to anything: no colours (Textual and rich read it)."),
    (
        "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
        "The language when neither --lang nor the language setting chooses one, read in this "
        "order as gettext does (en and es).",
    ),
    (
        "TEXTUAL",
        "TEXTUAL=devtools sends the app's log to `textual console` (pip install textual-dev).",
    ),
    (
        "TEXTUAL_DRIVER",
        "Set by textual-serve (`boardgames serve`): the app then talks over pipes and does not "
        "ask for a terminal.",
    ),
)

# Where the two folders are when BOARDGAMES_HOME is not set (platformdirs, appauthor off).
DATA_HOME = (
    "$BOARDGAMES_HOME, else ~/.local/share/boardgames (Linux), "
    "~/Library/Application Support/boardgames (macOS), %LOCALAPPDATA%\\boardgames (Windows)"
)
CONFIG_HOME = (
    "$BOARDGAMES_HOME, else ~/.config/boardgames (Linux), "
    "~/Library/Application Support/boardgames (macOS), %LOCALAPPDATA%\\boardgames (Windows)"
)

# The headings of the KEYS section, by the first part of a binding id (``game.undo``), in the
# order the page shows them: the keys that work everywhere first, then the screens a player
# meets in turn.  A part not named here (a new game's, say) comes after them under its game's
# title, or its own name.
KEY_GROUPS = {
    "app": "Everywhere",
    "common": "On several screens",
    "title": "The title screen",
    "new_game": "The new-game dialog",
    "game": "In every game",
    "board": "On a game's board",
    "menu": "In a game's menu",
    "handover": "Handing the keyboard over",
    "help": "Rules and keys (?)",
    "seats": "Seats (B)",
    "save": "Quitting with unsaved moves",
    "busy": "A game open elsewhere",
    "game_over": "At the end of a game",
    "replay": "Replays",
    "shelf": "Saved games (s on the title screen)",
    "lesson": "Lessons",
    "palette": "The command palette (Ctrl+P)",
}
KEY_NAMES = {
    "enter": "Enter",
    "escape": "Esc",
    "space": "Space",
    "tab": "Tab",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "home": "Home",
    "end": "End",
}


def roff(text: str) -> str:
    """Plain text as roff: backslashes and hyphens escaped, no line taken for a request."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def entries(items: list[tuple[str, str]]) -> str:
    return "".join(f".TP\n\\fB{roff(term)}\\fR\n{roff(about)}\n" for term, about in items)


def key_entry(shown: str, binding_id: str, description: str) -> str:
    """A key's tagged paragraph: its keys in bold, then its id in italics, then what it does."""
    return f".TP\n\\fB{roff(shown)}\\fR \\fI({roff(binding_id)})\\fR\n{roff(description)}\n"


def environment() -> str:
    return entries(list(ENVIRONMENT))


def files() -> str:
    items = [("config.toml", f"The settings (`boardgames config` shows them), in {CONFIG_HOME}.")]
    items += [(name, f"{label}: {about}.") for label, name, about in DATA_FOLDER_ITEMS]
    return f"In the data folder, {roff(DATA_HOME)}, but config.toml:\n" + entries(items)


def exit_status() -> str:
    return entries(
        [
            (str(code), about[:1].upper() + about[1:] + ".")
            for code, about in sorted(EXIT_STATUSES.items())
        ]
    )


# What a binding without a description does, where its action's name does not say it.
ACTION_WORDS = {"help_quit": "Says which key quits"}
# Textual's own keys, which no keymap of ours reaches: quit, the command palette.
TEXTUAL = "textual.app:App"


def key_name(key: str, shown: str | None = None) -> str:
    """A key as a person names it: Ctrl+Q, F12, PgUp, ? (a binding's own display first)."""
    from textual.keys import format_key

    if shown:
        return shown
    *modifiers, last = key.split("+")
    name = KEY_NAMES.get(last) or format_key(last)
    if len(name) > 1 or modifiers:  # f12 -> F12, ctrl+q -> Ctrl+Q; a lone letter keeps its case
        name = name[:1].upper() + name[1:]
    return "+".join([*(m.capitalize() for m in modifiers), name])


def bindings_of(target: str) -> list[tuple[str, str]]:
    """(keys, what they do) for the bindings a class declares itself (not inherited ones), or
    a module (``BINDINGS`` at its top, as the replay's).

    Keys that do the same thing are one entry (Esc, q: Back); a binding without a description
    is listed by its action's name (the digits of a list, a game's letters)."""
    from textual.binding import Binding

    module, _, name = target.partition(":")
    owner = getattr(import_module(module), name) if name else import_module(module)
    found: dict[str, list[str]] = {}  # what it does -> its keys, in the order declared
    for binding in Binding.make_bindings(vars(owner).get("BINDINGS", ())):
        shown = key_name(binding.key, binding.key_display)
        action = binding.action.partition("(")[0].rpartition(".")[2]
        does = binding.description or ACTION_WORDS.get(action, action.replace("_", " "))
        keys = found.setdefault(does, [])
        if shown not in keys:
            keys.append(shown)
    if palette := vars(owner).get("COMMAND_PALETTE_BINDING"):
        found.setdefault("Command palette", []).append(key_name(palette))
    return [(", ".join(keys), does) for does, keys in found.items()]


def key_group(binding_id: str) -> str:
    from boardgames_rules import GAMES

    part = binding_id.partition(".")[0]
    if part in KEY_GROUPS:
        return KEY_GROUPS[part]
    return GAMES[part].title if part in GAMES else part.replace("_", " ").capitalize()


def keys(keymap: Mapping[str, str] | None = None) -> str:
    """Textual's own keys (bound by the App class, without an id), then every binding id of the
    app under its screen's heading: its keys after ``keymap`` (none: the defaults, as the page
    in man/ has them), its id, and what it does, in English."""
    from boardgames_rules.core import i18n

    from boardgames_tui.keymap import key_listing

    language = i18n.current()
    i18n.use("en")  # the page is English, whatever the language of the shell that makes it
    try:
        listing = key_listing(keymap)
    finally:
        i18n.use(language)
    textual = [(shown, f"{does} (Textual's own key)") for shown, does in bindings_of(TEXTUAL)]
    groups: dict[str, list[str]] = {"Everywhere": [entries(textual)]}
    for binding_id, shown, description in listing:
        entry = key_entry(shown, binding_id, description)
        groups.setdefault(key_group(binding_id), []).append(entry)
    order = {heading: n for n, heading in enumerate(KEY_GROUPS.values())}
    lines = [
        "The keys by their id, as the app binds them by default; the footer shows those that "
        "apply on each screen, and ? the rest. A line of config.toml's [keys] table remaps an "
        'id (game.undo = "ctrl+z"); `boardgames config` lists the keys after it.\n'
    ]
    for heading in sorted(groups, key=lambda h: (order.get(h, len(order)), h)):
        lines.append(f".SS {roff(heading)}\n")
        lines.extend(groups[heading])
    return "".join(lines)


def sections(keymap: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    """(heading, roff text) of each section, in the order the page shows them (KEYS after
    ``keymap``)."""
    return [
        ("environment", environment()),
        ("files", files()),
        ("exit status", exit_status()),
        ("keys", keys(keymap)),
    ]
