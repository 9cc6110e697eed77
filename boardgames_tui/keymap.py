"""Every key of the app by its binding id, and the player's ``[keys]`` remapping of them.

Each ``Binding`` in boardgames_tui has a stable dotted ``id`` (``game.undo``, ``title.quit``);
one action that means the same on several screens shares one id (``common.rules`` is ``?`` on
the title, in a game, a replay and the lessons), so one line of ``config.toml`` remaps it
everywhere::

    [keys]
    "game.undo" = "ctrl+z"
    "common.rules" = "f1,question_mark"

The app hands the table to Textual's keymap (``App.set_keymap``), which puts the new keys in
place of a binding's own wherever it is active: the footer and Textual's key panel show them
by themselves, and the help screen and the man page ask :func:`key_names` and
:func:`key_listing`.  config.py checks the table's shape with the standard library only
(every command reads the settings); what needs the bindings themselves (ids that exist, key
names Textual knows, keys that clash on one screen) is checked here, when the app starts or
``boardgames config`` lists the keys.
"""

from __future__ import annotations

import difflib
import importlib
import inspect
import pkgutil
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType

from boardgames_rules.core.i18n import _
from rich.console import Console
from textual.binding import Binding
from textual.dom import DOMNode
from textual.keys import Keys, format_key, key_to_character

import boardgames_tui
from boardgames_tui.textual_private import character_to_key

# The packages whose modules hold bindings (the app's own BINDINGS are in app.py).
PACKAGES = ("boardgames_tui.screens", "boardgames_tui.games", "boardgames_tui.widgets")
MODIFIERS = ("ctrl", "shift", "alt", "meta", "super", "hyper")


@dataclass(frozen=True)
class KeyInfo:
    """One binding id: its default keys (as Binding writes them), what it does, and the
    screens or widgets it is bound in."""

    id: str
    keys: str
    description: str  # English, as marked with N_(): translate with _() where shown
    where: tuple[str, ...]
    key_display: str | None = None


def _modules() -> Iterator[ModuleType]:
    yield importlib.import_module("boardgames_tui.app")
    for name in PACKAGES:
        package = importlib.import_module(name)
        yield package
        for info in pkgutil.walk_packages(package.__path__, f"{name}."):
            yield importlib.import_module(info.name)


def _bindings(value: object) -> list[Binding]:
    return [b for b in value if isinstance(b, Binding)] if isinstance(value, list) else []


@cache
def binding_lists() -> tuple[tuple[str, tuple[Binding, ...]], ...]:
    """Every BINDINGS list in boardgames_tui, once each, named by its owner (a class, or a
    module for a list kept at module level, as the replay's keys are)."""
    seen: set[int] = set()
    found: list[tuple[str, tuple[Binding, ...]]] = []

    def add(owner: str, value: object) -> None:
        bindings = _bindings(value)
        if bindings and id(value) not in seen:
            seen.add(id(value))
            found.append((owner, tuple(bindings)))

    for module in _modules():
        for name, value in vars(module).items():
            if inspect.isclass(value) and issubclass(value, DOMNode):
                if value.__module__.startswith(boardgames_tui.__name__):
                    add(value.__qualname__, vars(value).get("BINDINGS"))
            elif name == "BINDINGS":
                add(module.__name__.rsplit(".", 1)[-1], value)
    return tuple(found)


@cache
def all_keys() -> dict[str, KeyInfo]:
    """Every binding id with its default keys and description, sorted by id."""
    infos: dict[str, KeyInfo] = {}
    for owner, bindings in binding_lists():
        for binding in bindings:
            if binding.id is None:
                continue
            known = infos.get(binding.id)
            if known is None:
                infos[binding.id] = KeyInfo(
                    binding.id, binding.key, binding.description, (owner,), binding.key_display
                )
                continue
            keys = ",".join(dict.fromkeys([*known.keys.split(","), *binding.key.split(",")]))
            description = known.description or binding.description
            if binding.description and binding.description not in description.split(" / "):
                description = f"{description} / {binding.description}"  # Enter: Go on / Pick
            where = known.where if owner in known.where else (*known.where, owner)
            infos[binding.id] = KeyInfo(binding.id, keys, description, where, known.key_display)
    return dict(sorted(infos.items()))


def known_key(key: str) -> bool:
    """Whether Textual can bind ``key`` (one key, with any modifiers, as a Binding writes it)."""
    *modifiers, name = key.split("+")
    if any(m not in MODIFIERS for m in modifiers) or not name:
        return False
    if len(name) == 1:
        return name.isprintable() and not name.isspace()
    if name in {k.value for k in Keys} or name in ("space", "tab", "enter", "escape"):
        return True
    try:  # a character by its name, as Textual names them: question_mark, full_stop
        unicodedata.lookup(name.replace("_", " ").upper())
    except KeyError:
        return False
    return True


def normalized(keys: str) -> list[str]:
    """``keys`` ("ctrl+z,?") as Textual binds them: ["ctrl+z", "question_mark"]."""
    parts = [part.strip() for part in keys.split(",")]
    return [character_to_key(part) if len(part) == 1 else part for part in parts]


def check_keymap(keymap: Mapping[str, str]) -> tuple[dict[str, str], list[str]]:
    """The entries Textual can apply, and one line for each that it cannot (an id no binding
    has, a key it does not know) or that clashes with another key of the same screen."""
    known = all_keys()
    good: dict[str, str] = {}
    problems: list[str] = []
    for binding_id, keys in keymap.items():
        if binding_id not in known:
            close = difflib.get_close_matches(binding_id, known, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            problems.append(f"[keys] {binding_id!r}: no key has this id{hint}")
            continue
        bad = [key for key in normalized(keys) if not known_key(key)]
        if bad:
            problems.append(f"[keys] {binding_id} = {keys!r}: {bad[0]!r} is not a key")
            continue
        good[binding_id] = ",".join(normalized(keys))
    problems += clashes(good)
    return good, problems


def clashes(keymap: Mapping[str, str]) -> list[str]:
    """One line for each remapped key that another binding of the same screen (its class
    chain) already answers, unless that one is remapped away."""
    found: dict[tuple[str, str], str] = {}
    for owner, chain in _chains():
        keys: dict[str, set[str]] = {}
        for binding in chain:
            if binding.id is None:
                continue
            bound = keymap.get(binding.id, binding.key)
            for key in normalized(bound):
                keys.setdefault(key, set()).add(binding.id)
        for key, ids in keys.items():
            remapped = sorted(i for i in ids if i in keymap)
            for binding_id in remapped:
                others = sorted(ids - {binding_id})
                if others and (binding_id, key) not in found:
                    found[(binding_id, key)] = (
                        f"[keys] {binding_id} = {keymap[binding_id]!r}: {key!r} is also "
                        f"{others[0]} on {owner}"
                    )
    return list(found.values())


def _chains() -> Iterator[tuple[str, list[Binding]]]:
    """Each BINDINGS owner with the bindings its class chain adds (Textual merges them), then
    each game's table: its screen, board and panels, whose keys act together (the focused
    board's and the screen's), with the app's."""
    from textual.app import App
    from textual.screen import ModalScreen

    app: list[Binding] = []  # the app's own keys act on every screen
    tables: dict[str, list[Binding]] = {}
    for module in _modules():
        for value in vars(module).values():
            if inspect.isclass(value) and issubclass(value, DOMNode) and "BINDINGS" in vars(value):
                if value.__module__.startswith(boardgames_tui.__name__):
                    chain = [
                        binding
                        for cls in reversed(value.__mro__)
                        for binding in _bindings(vars(cls).get("BINDINGS"))
                    ]
                    yield value.__qualname__, chain
                    if issubclass(value, App):
                        app += chain
                    where = value.__module__.split(".")  # boardgames_tui.games.GAME.module
                    if where[1] == "games" and not issubclass(value, ModalScreen):
                        tables.setdefault(where[2], []).extend(chain)
    for game, bindings in tables.items():
        yield f"the {game} table", [*bindings, *app]
    from boardgames_tui.screens.replay import BINDINGS as REPLAY

    yield "the replay", _bindings(REPLAY)


def show_keys(keys: str, key_display: str | None = None) -> str:
    """Keys as the footer writes them: "u", "^z", "?"; several joined with "/"."""
    if key_display:
        return key_display
    shown = []
    for key in normalized(keys):
        *modifiers, name = key.split("+")
        text = format_key(name)
        if "ctrl" in modifiers:
            modifiers.remove("ctrl")
            text = f"^{text}"
        shown.append("+".join([*modifiers, text]))
    return "/".join(shown)


def key_names(keymap: Mapping[str, str]) -> dict[str, str]:
    """Each binding id's keys after ``keymap``, as the footer writes them (for texts that
    name keys, such as the help screen's)."""
    return {
        binding_id: show_keys(keymap[binding_id])
        if binding_id in keymap
        else show_keys(info.keys, info.key_display)
        for binding_id, info in all_keys().items()
    }


def key_listing(keymap: Mapping[str, str] | None = None) -> list[tuple[str, str, str]]:
    """(id, keys, description) of every binding after ``keymap``, the description in the
    active language: the man page's KEYS and ``boardgames config``."""
    keymap = keymap or {}
    names = key_names(keymap)
    return [
        (binding_id, names[binding_id], _described(info.description))
        for binding_id, info in all_keys().items()
    ]


def _described(description: str) -> str:
    """A description in the active language; one id's several meanings ("Play / Pause") are
    each a catalogue entry of their own."""
    return " / ".join(_(part) for part in description.split(" / ") if part)


def print_keys(out: Console, err: Console, keys: Mapping[str, str], path: Path) -> None:
    """``boardgames config``'s list of keys: every binding id, its default keys, what it
    does, and its keys in config.toml where [keys] remaps it; then what [keys] gets wrong."""
    from rich.table import Table

    remapped, problems = check_keymap(keys)
    table = Table(show_edge=False)
    for column in (_("Key id"), _("Default"), _("Remapped"), _("What it does")):
        table.add_column(column)
    defaults = key_listing()
    for (binding_id, default, description) in defaults:
        mapped = show_keys(remapped[binding_id]) if binding_id in remapped else ""
        table.add_row(binding_id, default, mapped, description)
    out.print(table)
    out.print(
        _(
            'Remap a key in the [keys] table of {file} by its id: "game.undo" = "ctrl+z", '
            'or several keys as "u,ctrl+z".'
        ).format(file=path.name),
        markup=False, highlight=False,
    )
    for problem in problems:
        err.print(f"{path}: {problem}", markup=False, highlight=False)


# "Press r to roll", "press : and write it": a key a lesson names, after its verb.
PRESSED = re.compile(r"\b([Pp]ress|[Pp]ulsa) (\S)(?=[\s,.;)]|$)")


def name_remapped_keys(text: str, bindings: Iterable[Binding], keymap: Mapping[str, str]) -> str:
    """``text`` (a lesson's step) naming the keys ``keymap`` gives the ``bindings`` of the
    screen where a key is pressed ("Press r" when continental.roll is "ctrl+r": "Press ^r")."""
    if not keymap:
        return text
    moved: dict[str, str] = {}
    for binding in bindings:
        new_keys = keymap.get(binding.id) if binding.id is not None else None
        if new_keys is not None:
            for key in binding.key.split(","):
                character = key_to_character(key.strip())
                if character is not None:
                    moved.setdefault(character, show_keys(new_keys))
    if not moved:
        return text
    return PRESSED.sub(lambda m: f"{m.group(1)} {moved.get(m.group(2), m.group(2))}", text)


def keys_named_on(screen: DOMNode, text: str) -> str:
    """``text`` shown on ``screen``, naming the keys the player's [keys] give its bindings."""
    keymap: dict[str, str] = getattr(screen.app, "remapped_keys", {})
    if not keymap:
        return text
    chain = [b for cls in type(screen).__mro__ for b in _bindings(vars(cls).get("BINDINGS"))]
    return name_remapped_keys(text, chain, keymap)
