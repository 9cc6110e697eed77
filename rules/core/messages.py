"""What the rules tell the players, as data: a message id and its parameters, never a sentence.

The rules hand out a :class:`Message`: a stable id (``polis.won-on-points``) and plain
parameters (names, places, counts, and messages within a message).  The app renders it, so
one message can be read in any language (Board Game Arena's model).  Each game keeps one
English template per id in its own ``messages.py``, as a :class:`MessageKind`; :func:`english`
renders any message in English, :func:`render` in the active language (``core.i18n``): the
catalogue entry has the English template as its msgid and the message id as its context
(msgctxt), and the same placeholders, the parameters' names.

A message about a count declares its English plural too, and which parameter is the count
(``MessageKind(id, "{n} point", plural="{n} points", count="n")``): the catalogue then holds
as many forms as the language has (three in Polish), chosen by ``ngettext``'s rule.

A parameter that is a tuple is a list: ``{losers: and }`` joins it with the text after the
colon (" and "), ``{others}`` with ", ".

Two parameters are references, resolved when the message is rendered, so that what is stored
holds no words at all: :func:`seat` (a seat number, shown as that player's name: a name is
never translated nor declined; ``render(message, players)`` gives the names) and :func:`place`
(a place's canonical id, shown through its game's place names: English as the game writes it,
another language from ``assets/<game>/terms.json``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from string import Formatter
from types import MappingProxyType
from typing import Annotated, Any

from boardgames_rules.core import data_strings, i18n
from pydantic import BaseModel, ConfigDict, PlainSerializer


class Message(BaseModel):
    """One thing the rules say: which (``id``) and about what (``params``).

    Immutable and compared by value, as ``Frozen`` models are (``core.game`` imports this
    module for ``Outcome``, so it cannot import ``Frozen`` back).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    id: str
    # Validated as declared, written out by pydantic's inference from each value: the
    # serializer of the declared union tries its members in turn, which made writing a long
    # game's log (thousands of nested messages, at every save) four times slower.
    params: Annotated[
        dict[str, str | int | Message | tuple[str | int | Message, ...]],
        PlainSerializer(lambda params: params, return_type=Any),
    ] = {}

    def __hash__(self) -> int:  # a log entry holding it is hashed as a whole (``Frozen``)
        return hash((self.id, tuple(sorted(self.params.items()))))


# Every kind of message by id, filled by the games' ``messages.py`` as they are imported (a
# message exists only once its game's module made it).  Written only at import, under the
# import lock; read-only afterwards.
_KINDS: dict[str, MessageKind] = {}
KINDS: Mapping[str, MessageKind] = MappingProxyType(_KINDS)  # for catalogues and their checks

_ID = re.compile(r"[a-z][a-z0-9]*(\.[a-z0-9]+(-[a-z0-9]+)*)+")


def fields_of(template: str) -> frozenset[str]:
    """The names a template's placeholders take (``{losers: and }`` is ``losers``)."""
    return frozenset(field for _, field, _, _ in Formatter().parse(template) if field)


class MessageKind:
    """One kind of message: its id and its English template; calling it makes a message.

    ``english`` is the only form, or with ``plural`` the form for a ``count`` of 1 (gettext's
    msgid and msgid_plural).  Keep the four arguments in this order, written as here:
    ``pybabel extract`` reads them by position (babel.cfg).  The parameters must be exactly
    the templates' placeholders, so a message always renders.
    """

    __slots__ = ("id", "english", "plural", "count", "fields")

    def __init__(
        self, id: str, english: str, plural: str | None = None, count: str | None = None
    ) -> None:
        if not _ID.fullmatch(id):
            raise ValueError(f"message id {id!r} is not game.words-with-dashes")
        self.id, self.english, self.plural, self.count = id, english, plural, count
        self.fields = fields_of(english) | fields_of(plural or "")
        if (plural is None) != (count is None):
            raise ValueError(f"{id}: a plural form and its count parameter go together")
        if count is not None and count not in fields_of(plural or ""):
            raise ValueError(f"{id}: the count {count!r} is not in the plural {plural!r}")
        known = _KINDS.setdefault(id, self)
        if (known.english, known.plural, known.count) != (english, plural, count):
            raise ValueError(f"message id {id!r} has two templates: {known!r} and {self!r}")

    def template(self, params: Mapping[str, object], english: bool = False) -> str:
        """The template for these parameters: English, or the active language's."""
        if self.plural is None:
            return self.english if english else i18n.pgettext(self.id, self.english)
        n = params[self.count or ""]
        n = n if isinstance(n, int) else 0  # a count is an int (a str would be a bug upstream)
        if english:
            return self.english if n == 1 else self.plural
        return i18n.npgettext(self.id, self.english, self.plural, n)

    def __call__(self, **params: Any) -> Message:
        if params.keys() != self.fields:
            raise ValueError(f"{self.id} takes {sorted(self.fields)}, not {sorted(params)}")
        return Message(id=self.id, params=params)

    def __repr__(self) -> str:
        if self.plural is None:
            return f"MessageKind({self.id!r}, {self.english!r})"
        return f"MessageKind({self.id!r}, {self.english!r}, {self.plural!r}, {self.count!r})"


# -- references: a seat, a place --------------------------------------------------------------
SEAT = "core.seat"
_PLACE = ".place"  # a place's message id is its game's name and this: "polis.place"
_TERM = ".term"  # a data word's: "polis.term" (the context data_strings gives terms)
# The data catalogues a data word is looked up in, in turn.  An event's text is stored as a
# data word (saves hold it so); its translation is filed under events.json's own context.
_DATA_KINDS = ("term", "event-text")
# Each game's English place names, by canonical id (registered by its messages.py).
_PLACE_NAMES: dict[str, Callable[[str], str]] = {}


def seat(number: int) -> Message:
    """A seat, rendered as its player's name."""
    return Message(id=SEAT, params={"seat": number})


def place(game: str, canonical: str) -> Message:
    """One of ``game``'s places by its canonical id, rendered in the language on screen."""
    return Message(id=game + _PLACE, params={"place": canonical})


def term(game: str, english: str) -> Message:
    """A word of ``game``'s data (a good, an era, a project's title), as its terms.json or
    data catalogue writes it in the language on screen (English where it has no entry)."""
    return Message(id=game + _TERM, params={"term": english})


def place_names(game: str, english_name: Callable[[str], str]) -> None:
    """Register how ``game`` writes a place in English (its id, or a label made from it)."""
    _PLACE_NAMES[game] = english_name


def labels(kind: MessageKind, field: str, label: Callable[[str, str], str]) -> None:
    """Show parameter ``field`` of ``kind`` (a code such as a district's id, ``V4``) through
    ``label(code, language)``: as the board labels it in the language of the sentence, so
    that a log line and the board write a place alike (Utopia's ``Wi4``, Spanish ``V4``)."""
    if field not in kind.fields:
        raise ValueError(f"{kind.id} has no parameter {field!r}")
    _LABELS[kind.id, field] = label


# Parameters shown through a label, by (message id, parameter): see ``labels``.
_LABELS: dict[tuple[str, str], Callable[[str, str], str]] = {}


def _place_name(game: str, canonical: str, in_english: bool) -> str:
    name = _PLACE_NAMES.get(game, str)(canonical)
    language = i18n.current()
    if in_english or language == i18n.SOURCE:
        return name
    if language == i18n.PSEUDO:  # marked as translated, as its catalogue entry is
        return i18n.pseudo(name)
    return _places_in(game, language).get(canonical) or name


@cache
def _places_in(game: str, language: str) -> dict[str, str]:
    """``game``'s places by canonical id, named in ``language`` where terms.json names them:
    looked up for every place of every log line at each repaint, so read once per language."""
    from boardgames_rules.core.terms import terms  # read on first use, as the app does

    names: dict[str, str] = {}
    for entry in terms(game).places:
        names.setdefault(entry.id, str(getattr(entry, language, None) or ""))
    return names


class _Shown:
    """A parameter as ``str.format`` shows it: a message rendered (in the same language as
    the sentence around it), a tuple joined, a seat named, a place named."""

    __slots__ = ("value", "in_english", "players")

    def __init__(self, value: object, in_english: bool, players: Sequence[str] | None) -> None:
        self.value, self.in_english, self.players = value, in_english, players

    def __format__(self, spec: str) -> str:
        value = self.value
        if isinstance(value, Message):
            return format(_filled(value, self.in_english, self.players), spec)
        if isinstance(value, tuple):
            parts = (format(_Shown(item, self.in_english, self.players), "") for item in value)
            return (spec or ", ").join(parts)
        return format(value, spec)


def _filled(message: Message, in_english: bool, players: Sequence[str] | None) -> str:
    params = message.params
    if message.id == SEAT:
        number = params["seat"]
        assert isinstance(number, int), message
        if players is None or not 0 <= number < len(players):
            return f"#{number + 1}"  # rendered without the table's names (a check, a test)
        return players[number]
    if message.id.endswith(_PLACE) and message.id.count(".") == 1:
        return _place_name(message.id.removesuffix(_PLACE), str(params["place"]), in_english)
    if message.id.endswith(_TERM) and message.id.count(".") == 1:
        word = str(params["term"])
        if in_english:
            return word
        game = message.id.removesuffix(_TERM)
        for data_kind in _DATA_KINDS:  # a term, else an event's sentence (Polis's log has both)
            if (said := data_strings.shown(game, data_kind, word)) != word:
                return said
        return word
    try:
        kind = _KINDS[message.id]
    except KeyError:
        raise KeyError(f"no English template for the message {message.id!r}") from None
    template = kind.template(params, english=in_english)
    shown = {name: _Shown(value, in_english, players) for name, value in params.items()}
    language = i18n.SOURCE if in_english else i18n.current()
    for name, value in params.items():
        if (label := _LABELS.get((message.id, name))) is not None:
            shown[name] = _Shown(label(str(value), language), in_english, players)
    return template.format_map(shown)


def english(message: Message, players: Sequence[str] | None = None) -> str:
    """The message in English: its template with the parameters filled in (``players``: the
    names its seats are rendered as)."""
    return _filled(message, True, players)


def render(message: Message, players: Sequence[str] | None = None) -> str:
    """The message in the active language (``i18n.use``), English where it has no entry."""
    return _filled(message, False, players)


# Words of every game's log (a game's own are in its messages.py).
SAID = MessageKind("core.said", "{text}")  # a line whose words came from outside the rules
