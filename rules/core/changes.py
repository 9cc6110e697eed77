"""What changed on the board between two views of one seat: the "since your last turn" marks.

Each game's ``changes.py`` says which of its view's places to compare and by which fields;
comparing views (never states) means a mark can never hint at something the seat may not see.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


def changed_keys(
    before: Iterable[Any], after: Iterable[Any], key: Callable[[Any], str], fields: tuple[str, ...]
) -> frozenset[str]:
    """Keys of the items whose ``fields`` differ, or that appeared or vanished, in two lists."""
    old = {key(item): tuple(getattr(item, f) for f in fields) for item in before}
    new = {key(item): tuple(getattr(item, f) for f in fields) for item in after}
    return frozenset(k for k in old.keys() | new.keys() if old.get(k) != new.get(k))
