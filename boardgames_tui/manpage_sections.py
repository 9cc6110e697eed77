"""The man page's sections that argparse does not know: ENVIRONMENT, FILES, EXIT STATUS, KEYS.

Each is made from what the app uses, so that the page cannot drift from it: FILES from
``own_files.DATA_FOLDER_ITEMS``, EXIT STATUS from ``commands.EXIT_STATUSES``, KEYS from the
``BINDINGS`` of the app and its screens (each binding's key and description, read as they
are: a binding's ``id`` or a keymap changes neither).  Only the words about the environment
variables are written here, since no table of them exists elsewhere.
"""

from __future__ import annotations

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

# The screens whose keys the page lists, under a heading each: the app's own first (they work
# everywhere), then the screens a player meets, then each game's own.
KEY_SCREENS = (
    ("Everywhere", "textual.app:App"),
    ("Everywhere", "boardgames_tui.app:BoardgamesApp"),
    ("The title screen", "boardgames_tui.screens.title:TitleScreen"),
    ("The new-game dialog", "boardgames_tui.screens.new_game:NewGameScreen"),
    ("In every game", "boardgames_tui.screens.game_base:GameScreen"),
    ("Handing the keyboard over", "boardgames_tui.screens.handover:HandoverScreen"),
    ("Rules and keys (?)", "boardgames_tui.screens.help:HelpScreen"),
    ("At the end of a game", "boardgames_tui.screens.game_over:GameOverScreen"),
    ("Replays", "boardgames_tui.screens.replay"),
    ("Saved games (s on the title screen)", "boardgames_tui.screens.shelf:ShelfScreen"),
    ("Lessons", "boardgames_tui.screens.lessons:LessonsScreen"),
)
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
        does = binding.description or (
            binding.action.partition("(")[0].rpartition(".")[2].replace("_", " ")
        )
        keys = found.setdefault(does, [])
        if shown not in keys:
            keys.append(shown)
    if palette := vars(owner).get("COMMAND_PALETTE_BINDING"):
        found.setdefault("Command palette", []).append(key_name(palette))
    return [(", ".join(keys), does) for does, keys in found.items()]


def keys() -> str:
    from boardgames_rules import GAMES

    from boardgames_tui.screens.registry import screen_module

    screens = list(KEY_SCREENS)
    screens += [(game.title, f"{screen_module(name)}:SCREEN") for name, game in GAMES.items()]
    lines = [
        "The keys as the app binds them by default; the footer shows those that apply on each "
        "screen, and ? the rest.\n"
    ]
    heading = ""
    for title, target in screens:
        if title != heading:
            lines.append(f".SS {roff(title)}\n")
            heading = title
        lines.append(entries(bindings_of(target)))
    return "".join(lines)


def sections() -> list[tuple[str, str]]:
    """(heading, roff text) of each section, in the order the page shows them."""
    return [
        ("environment", environment()),
        ("files", files()),
        ("exit status", exit_status()),
        ("keys", keys()),
    ]
