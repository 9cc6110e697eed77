"""Simplicity notation.

* ``3 c5``: take the tile beside planning row 3 and build it on city space c5 (column c,
  row 5).  Also read: ``3c5``, ``3-c5``, ``3 on c5``, ``take 3 c5``, ``take 3 build c5``.
* ``demolish 4``: put the demolition token on the tile of planning row 4.  Also read:
  ``dem 4``, ``demo4``, and a bare ``4`` while the demolition token is what must be placed.
"""

from __future__ import annotations

import re

from boardgames_rules.core import MalformedAction, read_number
from boardgames_rules.core.i18n import _
from boardgames_rules.core.numbers import check_length
from boardgames_rules.simplicity.actions import Build, Demolish
from boardgames_rules.simplicity.state import SimplicityState

# [0-9], not \d: only ASCII digits are numbers here (see core/numbers.py).
_BUILD = re.compile(r"^(?:take\s*)?([0-9]+)\s*(?:-|>|on|to|build|at)?\s*([a-z])\s*([0-9]+)$")
_DEMOLISH = re.compile(r"^(?:demolish|demolition|demo|dem)\s*(?:row\s*)?([0-9]+)$")
_NUMBER = re.compile(r"^([0-9]+)$")


def parse_action(state: SimplicityState, text: str) -> Build | Demolish:
    check_length(text)
    clean = " ".join(text.lower().split())
    if not clean:
        raise MalformedAction(text, _("empty: type a row and a space, e.g. '3 c5'"))
    if match := _BUILD.match(clean):
        row, column, number = match.groups()
        space = f"{column}{read_number(text, number)}"
        return Build(row=read_number(text, row), space=space)
    if match := _DEMOLISH.match(clean):
        return Demolish(row=read_number(text, match.group(1)))
    if (match := _NUMBER.match(clean)) is not None:
        if state.phase == "demolish":
            return Demolish(row=read_number(text, match.group(1)))
        raise MalformedAction(text, _("name the space too: row then space, e.g. '3 c5'"))
    raise MalformedAction(
        text,
        _("expected a planning row and a city space ('3 c5') or 'demolish <row>'"),
        ("3 c5", "demolish 3"),  # the two forms, as examples (the refusal in words: core.typed)
    )


def format_action(state: SimplicityState, action: Build | Demolish) -> str:
    if isinstance(action, Demolish):
        return f"demolish {action.row}"
    return f"{action.row} {action.space}"
