"""Reading a number typed in an action's notation, bounded before it is converted, and the
bound on a whole action line.

Every count, row and amount in the four games is small, so a number longer than
``MAX_DIGITS`` is refused as malformed instead of reaching ``int()``, which refuses
strings past 4,300 digits with a bare ``ValueError``.  Only ASCII digits count:
``str.isdigit`` and ``\\d`` accept superscripts and other scripts' digits, which ``int``
either refuses or reads as a number the player did not see typed.

An action's notation is a few words, so a line longer than ``MAX_ACTION_CHARS`` is refused
before any game's parser looks at it: every regex and ``re.sub`` over a megabyte pasted or
piped in (``run``) would otherwise take up to a second to say no.
"""

from __future__ import annotations

import re

from boardgames_rules.core.errors import MalformedAction, quote
from boardgames_rules.core.i18n import _

MAX_DIGITS = 4
MAX_ACTION_CHARS = 1000
# For the notation regexes: ASCII digits only, and a bounded run of them.
DIGITS = "[0-9]+"
_NUMBER = re.compile(r"[0-9]+")


def is_number(word: str) -> bool:
    """Whether ``word`` is written with ASCII digits only (of any length)."""
    return _NUMBER.fullmatch(word) is not None


def read_number(text: str, word: str) -> int:
    """``word`` as a non-negative int; raises :class:`MalformedAction` on anything else."""
    if word.startswith("-") and is_number(word[1:]):
        raise MalformedAction(text, _("{word} is negative").format(word=quote(word, 12)))
    if not is_number(word):
        raise MalformedAction(
            text, _("{word} is not a number (digits 0-9)").format(word=quote(word, 12))
        )
    significant = word.lstrip("0")
    if len(significant) > MAX_DIGITS:
        raise MalformedAction(
            text,
            _("{word} is too large (at most {digits} digits)").format(
                word=quote(word, 12), digits=MAX_DIGITS
            ),
        )
    # Leading zeros count against int()'s limit too: only the significant digits reach it.
    return int(significant or "0")


def check_length(text: str) -> None:
    """:class:`MalformedAction` if ``text`` is longer than any action's notation can be."""
    if len(text) > MAX_ACTION_CHARS:
        raise MalformedAction(
            text,
            _("too long for an action ({count:,} characters; at most {limit:,})").format(
                count=len(text), limit=MAX_ACTION_CHARS
            ),
        )
