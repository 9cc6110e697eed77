"""The game screen's keys: its bindings, the letters left for a long menu, and the menu's
own keys while it is open (Enter, the arrows, PgUp/PgDn, Home/End, Space).

What Enter does is decided by the game screen's ``check_action`` and ``board_key_state``, in
this order: in a lesson, go on past a step that waits for it; with a menu open, pick; else the
board's own Enter (nothing in a replay, whose keys are in replay.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from string import ascii_lowercase

from boardgames_rules.core.i18n import N_
from textual.binding import Binding, BindingType
from textual.dom import DOMNode

from boardgames_tui.widgets.action_menu import DIGIT_KEYS, ActionMenu

MENU_KEYS = ("up", "down", "pageup", "pagedown", "home", "end", "space")

BINDINGS: list[BindingType] = [
    Binding("question_mark", "help", N_("Rules"), key_display="?", id="common.rules"),
    Binding("colon", "command", N_("Type"), key_display=":", id="game.command"),
    Binding("u", "undo", N_("Undo"), id="game.undo"),
    # Hidden: every action is saved anyway; help says so.
    Binding("ctrl+s", "save", N_("Save"), show=False, id="game.save"),
    Binding("H", "hint", N_("Hint"), key_display="H", id="game.hint"),
    # Hand a seat to a bot.
    Binding("B", "seats", N_("Seats"), key_display="B", show=False, id="game.seats"),
    Binding(
        "full_stop", "hurry_bot", N_("Bot: play now"), key_display=".", show=False,
        id="game.hurry_bot",
    ),
    Binding("q", "quit_game", N_("Quit"), id="game.quit"),
    # The "since your last turn" marks.
    Binding("n", "toggle_since", N_("News"), show=False, id="game.news"),
    Binding("escape", "cancel", N_("Cancel"), show=False, id="game.cancel"),
    *(
        Binding(str(n), f"pick({n})", N_("Pick"), show=False, id=f"game.pick_{n}")
        for n in range(1, 10)
    ),
    Binding("0", "pick(10)", N_("Pick"), show=False, id="game.pick_10"),
    # Priority: while a menu is open these keys work in it, whatever has the focus; with
    # no menu open check_action turns them off, so they reach the board (its cursor and
    # its Enter) and the footer shows the board's own keys.
    # In a lesson, Enter first goes on past a step that waits for it.
    Binding("enter", "lesson_go_on", N_("Go on"), priority=True, id="game.confirm"),
    Binding("enter", "menu_key('enter')", N_("Pick"), priority=True, id="game.confirm"),
    *(
        Binding(
            key, f"menu_key('{key}')", N_("Move in the menu"), show=False, priority=True,
            id=f"menu.{key}",
        )
        for key in MENU_KEYS
    ),
]


def free_letters(taken: Iterable[str], nodes: Iterable[DOMNode]) -> str:
    """Digits, then the letters no key in ``taken`` nor of ``nodes`` (the app, the screen and
    its widgets, each with the bindings of its whole class chain, after the player's [keys])
    uses."""
    used = set(taken)
    for node in nodes:
        # The player's [keys] (keymap.py) move a binding to other keys: those are taken.
        remapped: dict[str, str] = getattr(node.app, "remapped_keys", {})
        for cls in type(node).__mro__:
            for binding in getattr(cls, "BINDINGS", ()):
                keys = binding.key if isinstance(binding, Binding) else binding[0]
                if isinstance(binding, Binding) and binding.id in remapped:
                    keys = remapped[binding.id]
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
