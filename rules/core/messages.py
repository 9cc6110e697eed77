"""What the rules tell the players, as data: a message id and its parameters, never a sentence.

The rules hand out a :class:`Message`: a stable id (``polis.won-on-points``) and plain
parameters (names, places, counts, and messages within a message).  The app renders it, so
one message can be read in any language (Board Game Arena's model): English is the only one
so far.  Each game keeps one English template per id in its own ``messages.py``, as a
:class:`MessageKind`; :func:`english` renders any message.  A translation will look the same
template up in a catalogue (the English template is the msgid) and fill in the same
parameters; its placeholders are the parameters' names.

A parameter that is a tuple is a list: ``{losers: and }`` joins it with the text after the
colon (" and "), ``{others}`` with ", ".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from string import Formatter
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel, ConfigDict


class Message(BaseModel):
    """One thing the rules say: which (``id``) and about what (``params``).

    Immutable and compared by value, as ``Frozen`` models are (``core.game`` imports this
    module for ``Outcome``, so it cannot import ``Frozen`` back).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    id: str
    params: dict[str, str | int | Message | tuple[str | int | Message, ...]] = {}


# Every English template by message id, filled by the games' ``messages.py`` as they are
# imported (a message exists only once its game's module made it).  Written only at import,
# under the import lock; read-only afterwards.
_ENGLISH: dict[str, str] = {}
ENGLISH: Mapping[str, str] = MappingProxyType(_ENGLISH)  # for catalogues and their checks

_ID = re.compile(r"[a-z][a-z0-9]*(\.[a-z0-9]+(-[a-z0-9]+)*)+")


class MessageKind:
    """One kind of message: its id and its English template; calling it makes a message.

    The parameters must be exactly the template's placeholders, so a message always renders.
    """

    __slots__ = ("id", "english", "fields")

    def __init__(self, id: str, english: str) -> None:
        if not _ID.fullmatch(id):
            raise ValueError(f"message id {id!r} is not game.words-with-dashes")
        known = _ENGLISH.setdefault(id, english)
        if known != english:
            raise ValueError(f"message id {id!r} has two templates: {known!r} and {english!r}")
        self.id, self.english = id, english
        self.fields = frozenset(field for _, field, _, _ in Formatter().parse(english) if field)

    def __call__(self, **params: Any) -> Message:
        if params.keys() != self.fields:
            raise ValueError(f"{self.id} takes {sorted(self.fields)}, not {sorted(params)}")
        return Message(id=self.id, params=params)

    def __repr__(self) -> str:
        return f"MessageKind({self.id!r}, {self.english!r})"


class _Shown:
    """A parameter as ``str.format`` shows it: a message rendered, a tuple joined."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        value = self.value
        if isinstance(value, Message):
            return format(english(value), spec)
        if isinstance(value, tuple):
            return (spec or ", ").join(format(_Shown(item), "") for item in value)
        return format(value, spec)


def english(message: Message) -> str:
    """The message in English: its template with the parameters filled in."""
    try:
        template = _ENGLISH[message.id]
    except KeyError:
        raise KeyError(f"no English template for the message {message.id!r}") from None
    return template.format_map({name: _Shown(value) for name, value in message.params.items()})
