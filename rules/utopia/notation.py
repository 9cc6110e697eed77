"""Utopia's typeable notation: a keyword, then civilisations by letter and districts by id.

    guest Fire Maya F2    privilege    place F2    wonder Fire    pick M F2    control G E3
    move M V1-V2    move 2M V1-V2    sail P F3-W4    add G E3    remove G E3
    king C    downfall C    special E W1    discard M P    end

Reading is forgiving: any case, extra spaces, civilisations by letter or name, islands by
name or letter, ``V1-V2`` / ``V1 V2`` / ``V1>V2``, and districts as the screen writes them
(``Wi1``, ``Ea3``: see :mod:`labels`).
"""

from __future__ import annotations

import re

from boardgames_rules.core import Frozen, MalformedAction, quote
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.core.numbers import check_length
from boardgames_rules.core.typed import in_words, writes
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.actions import (
    AddPrince,
    BuildWonder,
    Count,
    Discard,
    Downfall,
    EndTurn,
    InfluenceKing,
    Move,
    PickForWonder,
    PlaceGuest,
    RemovePrince,
    Sail,
    SpecialGuest,
    TakeControl,
    TakeGuest,
    UsePrivilege,
)
from boardgames_rules.utopia.data import CIV_NAMES, CIVS, Civ, board

CIV_ALIASES: dict[str, Civ] = {}
for _civ in CIVS:
    _name = CIV_NAMES[_civ]
    for _alias in (_civ, _name, _name.rstrip("s")):
        CIV_ALIASES[_alias.lower()] = _civ
CIV_ALIASES.update({"mayan": "M", "mayans": "M", "chinese": "C"})

KEYWORDS = {
    "guest": "guest",
    "privilege": "privilege",
    "place": "place",
    "wonder": "wonder",
    "pick": "pick",
    "control": "control",
    "move": "move",
    "sail": "sail",
    "add": "add",
    "remove": "remove",
    "king": "king",
    "downfall": "downfall",
    "special": "special",
    "discard": "discard",
    "end": "end",
    "pass": "end",
    "done": "end",
}

def _district_as_labelled(word: str, language: str) -> str | None:
    """A canonical district id as the board labels it in ``language`` (``F2`` -> ``Fi2``,
    Spanish ``E3`` -> ``T3``): a played move and a hint read as the board does, and the
    parser takes the label back (:func:`labels.canonical`).  Any other word: None."""
    if word not in board().index:
        return None
    return labels.district(word, language)


writes("utopia", _district_as_labelled)

_COUNTED = re.compile(r"^([12])([a-z]+)$")
_COUNTS: dict[str, Count] = {"1": 1, "2": 2}


def parse(text: str) -> Frozen:
    check_length(text)
    words = re.sub(r"->|[-,>]", " ", text).lower().split()
    if not words:
        raise MalformedAction(text, _("type an action, e.g. 'move M V1-V2' or 'end'"))
    kind = KEYWORDS.get(words[0])
    if kind is None:
        # In the words the player may type in the language on screen.
        known = ", ".join(sorted({in_words("utopia", verb) for verb in KEYWORDS.values()}))
        raise MalformedAction(
            text,
            _("unknown action {word}; the actions are: {verbs}").format(
                word=quote(words[0]), verbs=known
            ),
            tuple(sorted(set(KEYWORDS.values()))),
        )
    reader = _Reader(text, words[1:])
    action = _READERS[kind](reader)
    reader.finish()
    return action


class _Reader:
    def __init__(self, text: str, words: list[str]) -> None:
        self.text = text
        self.words = words

    def fail(self, reason: str) -> MalformedAction:
        return MalformedAction(self.text, reason)

    def next(self, what: str) -> str:
        if not self.words:
            raise self.fail(_("{what} is missing").format(what=_(what)))
        return self.words.pop(0)

    def civ(self) -> Civ:
        word = self.next(N_("a civilisation (M P E G C)"))
        civ = CIV_ALIASES.get(word)
        if civ is None:
            raise self.fail(_("{word} is not a civilisation (M P E G C)").format(word=quote(word)))
        return civ

    def counted_civ(self) -> tuple[Count, Civ]:
        """``M``, ``2M`` or ``2 M``."""
        word = self.next(N_("a civilisation (M P E G C)"))
        match = _COUNTED.match(word)
        count: Count = 1
        if match:
            count, word = _COUNTS[match.group(1)], match.group(2)
        elif word in _COUNTS:
            count, word = _COUNTS[word], self.next(N_("a civilisation (M P E G C)"))
        civ = CIV_ALIASES.get(word)
        if civ is None:
            raise self.fail(_("{word} is not a civilisation (M P E G C)").format(word=quote(word)))
        return count, civ

    def district(self) -> str:
        # The screen's labels (Ea1, Wi2, Spanish T1) are aliases of the canonical ids.
        word = labels.canonical(self.next(N_("a district (e.g. F2)")))
        if word not in board().index:
            raise self.fail(
                _("{word} is not a district (V1-V6, F1-F6, E1-E7, W1-W5)").format(word=quote(word))
            )
        return word

    def island(self) -> int:
        word = self.next(N_("an island (Wind, Fire, Earth, Water)"))
        island = board().island_index(word)
        if island is None:
            raise self.fail(
                _("{word} is not an island (Wind, Fire, Earth, Water)").format(word=quote(word))
            )
        return island

    def finish(self) -> None:
        if self.words:
            raise self.fail(
                _("unexpected {words} at the end").format(words=quote(" ".join(self.words)))
            )


def _guest(r: _Reader) -> TakeGuest:
    # guest <island> <civ> [district]   or   guest <civ> <district> (island from the district)
    words = r.words
    if len(words) >= 2 and board().island_index(words[0]) is not None and words[1] in CIV_ALIASES:
        island, civ = r.island(), r.civ()
        district = r.district() if r.words else None
        return TakeGuest(island=island, civ=civ, district=district)
    civ = r.civ()
    district = r.district()
    island = board().island_of[board().index[district]]
    return TakeGuest(island=island, civ=civ, district=district)


def _journey(cls: type[Move] | type[Sail]):
    def read(r: _Reader) -> Move | Sail:
        count, civ = r.counted_civ()
        origin, destination = r.district(), r.district()
        return cls(civ=civ, count=count, origin=origin, destination=destination)

    return read


def _civ_district(cls):
    def read(r: _Reader):
        civ = r.civ()
        return cls(civ=civ, district=r.district())

    return read


def _discard(r: _Reader) -> Discard:
    cards: list[Civ] = []
    while r.words:
        count, civ = r.counted_civ()
        cards.extend([civ] * count)
    if not cards:
        raise r.fail(_("say which cards to discard, e.g. 'discard M P'"))
    return Discard(cards=tuple(cards))


_READERS = {
    "guest": _guest,
    "privilege": lambda r: UsePrivilege(),
    "place": lambda r: PlaceGuest(district=r.district()),
    "wonder": lambda r: BuildWonder(island=r.island()),
    "pick": _civ_district(PickForWonder),
    "control": _civ_district(TakeControl),
    "move": _journey(Move),
    "sail": _journey(Sail),
    "add": _civ_district(AddPrince),
    "remove": _civ_district(RemovePrince),
    "king": lambda r: InfluenceKing(civ=r.civ()),
    "downfall": lambda r: Downfall(civ=r.civ()),
    "special": _civ_district(SpecialGuest),
    "discard": _discard,
    "end": lambda r: EndTurn(),
}


def format_action(action: Frozen) -> str:
    a = action
    if isinstance(a, TakeGuest):
        island = board().islands[a.island].name
        text = f"guest {island} {CIV_NAMES[a.civ]}"
        return f"{text} {a.district}" if a.district else text
    if isinstance(a, BuildWonder):
        return f"wonder {board().islands[a.island].name}"
    if isinstance(a, Move | Sail):
        count = "2" if a.count == 2 else ""
        return f"{a.kind} {count}{a.civ} {a.origin}-{a.destination}"
    if isinstance(a, Discard):
        return "discard " + " ".join(a.cards)
    if isinstance(a, PlaceGuest):
        return f"place {a.district}"
    if isinstance(a, InfluenceKing | Downfall):
        return f"{a.kind} {a.civ}"
    if isinstance(a, PickForWonder | TakeControl | AddPrince | RemovePrince | SpecialGuest):
        return f"{a.kind} {a.civ} {a.district}"
    if isinstance(a, UsePrivilege | EndTurn):
        return a.kind
    raise TypeError(f"not an action of Utopia: {action!r}")
