"""The game screen's keys: its bindings, the letters left for a long menu, and the menu's
own keys while it is open (Enter, the arrows, PgUp/PgDn, Home/End, Space).

What Enter does is decided by the game screen's ``check_action`` and ``board_key_state``, in
this order: in a lesson, go on past a step that waits for it; with a menu open, pick; else the
board's own Enter (nothing in a replay, whose keys are in replay.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from string import ascii_lowercase

from textual.binding import Binding, BindingType
from textual.dom import DOMNode

from boardgames_tui.widgets.action_menu import DIGIT_KEYS, ActionMenu

MENU_KEYS = ("up", "down", "pageup", "pagedown", "home", "end", "space")

BINDINGS: list[BindingType] = [
    Binding("question_mark", "help", "Rules", key_display="?"),
    Binding("colon", "command", "Type", key_display=":"),
    Binding("u", "undo", "Undo"),
    Binding("ctrl+s", "save", "Save", show=False),  # every action is saved anyway; help says so
    Binding("H", "hint", "Hint", key_display="H"),
    Binding("B", "seats", "Seats", key_display="B", show=False),  # hand a seat to a bot
    Binding("full_stop", "hurry_bot", "Bot: play now", key_display=".", show=False),
    Binding("q", "quit_game", "Quit"),
    Binding("n", "toggle_since", "News", show=False),  # "since your last turn" marks
    Binding("escape", "cancel", "Cancel", show=False),
    *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)),
    Binding("0", "pick(10)", show=False),
    # Priority: while a menu is open these keys work in it, whatever has the focus; with
    # no menu open check_action turns them off, so they reach the board (its cursor and
    # its Enter) and the footer shows the board's own keys.
    # In a lesson, Enter first goes on past a step that waits for it.
    Binding("enter", "lesson_go_on", "Go on", priority=True),
    Binding("enter", "menu_key('enter')", "Pick", priority=True),
    *(Binding(key, f"menu_key('{key}')", show=False, priority=True) for key in MENU_KEYS),
]


def free_letters(taken: Iterable[str], nodes: Iterable[DOMNode]) -> str:
    """Digits, then the letters no key in ``taken`` nor of ``nodes`` (the app, the screen and
    its widgets, each with the bindings of its whole class chain) uses."""
    used = set(taken)
    for node in nodes:
        for cls in type(node).__mro__:
            for binding in getattr(cls, "BINDINGS", ()):
                keys = binding.key if isinstance(binding, Binding) else binding[0]
                used.update(key.strip() for key in keys.split(","))
    return DIGIT_KEYS + "".join(c for c in ascii_lowercase if c not in used)


def menu_key(menu: ActionMenu, key: str) -> None:
    """One of the open menu's keys: Enter and Space pick, the others move."""
    if key in ("enter", "space"):
        menu.pick_highlighted()
        return
    moves = {
        "up": menu.action_cursor_up,
        "down": menu.action_cursor_down,
        "pageup": menu.action_page_up,
        "pagedown": menu.action_page_down,
        "home": menu.action_first,
        "end": menu.action_last,
    }
    moves[key]()
