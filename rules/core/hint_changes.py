"""What a move changes for one seat, as a hint names it: the helpers each game's
``rules/<game>/hint_changes.py`` shares.  A game compares two views of the seat (before the
move, and after it in the seat's own sample), so a hint never names what the seat cannot see.

A change is a message whose ``{sign}`` is + or − and whose ``{n}`` is its size (a plural's
count, so never negative): ``+2 wheat``, ``−1 hoplite``.  Each change has a weight; the most
significant (heaviest) come first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from boardgames_rules.core.messages import Message, MessageKind

# The minus sign the hint writes (a typographic one: "−1", as the score tables do).
MINUS = "−"


def signed(kind: MessageKind, delta: int, **params: Any) -> Message:
    """``kind`` for a change of ``delta`` (never 0): its sign and its size."""
    return kind(sign="+" if delta > 0 else MINUS, n=abs(delta), **params)


def deltas(before: Mapping[str, int], after: Mapping[str, int]) -> list[tuple[str, int]]:
    """The keys whose number changed, and by how much, in ``before``'s order then ``after``'s."""
    keys = [*before, *(k for k in after if k not in before)]
    return [
        (k, after.get(k, 0) - before.get(k, 0)) for k in keys if after.get(k, 0) != before.get(k, 0)
    ]


def gained_lost(before: Iterable[str], after: Iterable[str]) -> tuple[list[str], list[str]]:
    """What ``after`` holds that ``before`` did not (gained), and the other way (lost)."""
    old, new = list(before), list(after)
    return [x for x in new if x not in old], [x for x in old if x not in new]


def ranked(weighed: Iterable[tuple[float, Message]]) -> tuple[Message, ...]:
    """The changes, heaviest first (the order they were found in on ties)."""
    return tuple(message for _, message in sorted(weighed, key=lambda pair: -pair[0]))
