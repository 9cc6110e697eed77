"""What the rules remember between calls, kept by the states of one game instead of a module.

The engines ask the same questions many times about states that differ little (``apply``
after ``legal_actions`` on the same state; a move leaves most of the board as it was), so they
keep the last answers and the state parts they came from.  Kept in a module, those answers
would be shared by every game in the process: a bot thinking in a worker thread and the screen
in the UI thread would overwrite each other's entries (each entry checks that it answers for
the very objects asked about, so an answer was never wrong, only lost; still, nothing should
rest on that).  Kept here, they belong to a lineage: the states made from one another by
``model_copy`` or ``copy_with`` share their first state's :class:`Memo`; a new game, a loaded
game and a bot's sampled state (``Game.determinize``) each start a fresh one.

A Memo holds a plain dict, its ``entries``, from a name (a short string naming the cache, with
the seat when it is one per seat) to one entry; ``memo_of(state)`` hands out that dict, which
the engines read and fill directly (a plain dict: a subclass of dict pays for every ``get``).
Each entry is one immutable tuple, replaced whole, never changed in place, so a reader in
another thread sees an old entry or a new one, never half of one; and every entry says what it
answers for (the state parts it came from, compared by identity), so states of the same lineage
that went different ways (a bot's search tries several moves from one state) never take each
other's answers.

A Memo is no part of the state's value: it compares equal to any Memo, hashes alike, is not a
field (``model_dump`` and the JSON never show it, so saves and trace hashes are unchanged), and
pickles, copies and deep-copies as a fresh, empty Memo.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

Entries = dict[str, Any]  # a Memo's entries: {name: entry}, each entry one tuple


class Memo:
    """One lineage's remembered answers, in ``entries``: ``{name: entry}``."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: Entries = {}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Memo)

    def __ne__(self, other: object) -> bool:
        return not isinstance(other, Memo)

    def __hash__(self) -> int:
        return 0

    def __reduce__(self) -> tuple[type[Memo], tuple[()]]:
        return Memo, ()

    def __copy__(self) -> Memo:
        return Memo()

    def __deepcopy__(self, memo: dict[int, Any]) -> Memo:
        return Memo()

    def __repr__(self) -> str:
        return f"Memo({len(self.entries)} entries)"


def memo_of(state: Any) -> Entries:
    """The entries of ``state``'s Memo (a ``GameState``'s): its lineage's, shared with its copies.

    Read from pydantic's private slot directly: ``state._memo`` goes through pydantic's
    ``__getattr__``, several times slower.  A listing reads them once and hands them to the
    functions it calls (the Polis engine's ``*_offered``); other callers ask here.
    """
    return state.__pydantic_private__["_memo"].entries


# -- the legal list: every engine keeps the last list ``legal_actions`` made -----------------
# ``apply`` usually follows ``legal_actions`` on the same state; a game's ``validate`` then
# accepts an action found in the list instead of checking it again.  The entry is matched by
# the identity of the state's field dict (one per state, never shared: every copy makes its
# own), which the entry keeps alive, so that it can never answer for another state; it holds
# the dict rather than the state because the state holds the Memo (a cycle only the garbage
# collector would free).
_LEGAL = "legal"


def put_legal(state: Any, actions: Sequence[Any]) -> None:
    """Remember ``actions`` (never changed afterwards) as the legal list of ``state``."""
    state.__pydantic_private__["_memo"].entries[_LEGAL] = (state.__dict__, actions)


def holds(state: Any, action: Any) -> bool:
    """``action`` is among the actions listed for ``state`` (False when none were)."""
    entry = state.__pydantic_private__["_memo"].entries.get(_LEGAL)
    return entry is not None and entry[0] is state.__dict__ and contains(entry[1], action)


def contains(actions: Sequence[Any], action: Any) -> bool:
    """``action in actions`` for frozen models, faster: identity first, then type and fields."""
    for other in actions:
        if other is action:
            return True
    cls, fields = type(action), getattr(action, "__dict__", None)
    return any(type(other) is cls and other.__dict__ == fields for other in actions)


def seat_keys(name: str, seats: int = 2) -> tuple[str, ...]:
    """The Memo's names of a cache kept per seat (``name`` and the seat), made once: the
    engines look theirs up by seat on every call instead of building a key."""
    return tuple(f"{name}{seat}" for seat in range(seats))
