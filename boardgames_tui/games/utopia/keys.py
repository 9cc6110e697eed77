"""The Utopia screen's own keys (the game screen's are in ``screens/game_keys.py``)."""

from __future__ import annotations

from boardgames_rules.core.i18n import N_
from boardgames_rules.utopia.data import CIVS
from textual.binding import Binding, BindingType

UTOPIA_BINDINGS: list[BindingType] = [
    # t ends the turn (its own id: the other games end it with e): every civilisation's letter
    # is its cards', in either case.
    Binding("t", "end_turn", N_("End turn"), id="utopia.end_turn"),
    # Short, so the footer holds i (the whole side column).
    Binding("f", "free", N_("Free"), id="utopia.free"),
    Binding("i", "whole_panel", N_("Table"), id="utopia.whole_panel"),
    *(
        Binding(key, f"civ('{c}')", N_("Civilisation"), show=False, id=f"utopia.civ_{c}")
        for c in CIVS
        for key in (c, c.lower())
    ),
]
