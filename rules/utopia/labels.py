"""How the screens write Utopia's places, civilisations and players: one place for every label.

The canonical notation (saves, ``run --moves``, the log) names districts ``V1``-``V6`` (Wind),
``F1``-``F6``, ``E1``-``E7`` (Earth), ``W1``-``W5`` (Water) and civilisations ``M P E G C``.
On screen those clash: Earth's ``E`` is also the Egyptians', and Wind's ``V`` sits beside
Water's ``W``.  So the screen writes a district as the first two letters of its island and
its number (``Wi1``, ``Fi3``, ``Ea1``, ``Wa4``): never a single capital letter, which is
always a civilisation (``E``, or ``[E]`` for a card), and never a bare digit, which is always
a player's mark on the city (``1`` for the first seat; in words a player is their name).

A language supplies its own island prefixes: the English ones are here; another language's
come from the short labels of ``assets/utopia/terms.json`` (Spanish ``T1``, ``A1``: its
letters clash with no civilisation), read through :func:`prefixes`.  The command line's
parser accepts every language's labels as aliases of the canonical ids.
"""

from __future__ import annotations

import re
from functools import cache

from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import shown, shown_plural

# The island letter of a canonical id -> the English display prefix.
ENGLISH = {"V": "Wi", "F": "Fi", "E": "Ea", "W": "Wa"}
_ID = re.compile(r"^([A-Z])(\d+)$")


@cache
def _from_terms(language: str) -> dict[str, str]:
    """A language's island prefixes from terms.json's short labels (``{}`` if it has none)."""
    from boardgames_rules.core.terms import terms  # loaded only for a language other than English

    try:
        places = terms("utopia").places
    except (OSError, ValueError):  # no terms file, or a broken one: the English labels
        return {}
    key = f"short_{language}"
    found: dict[str, str] = {}
    for place in places:
        short = getattr(place, key, None)
        if getattr(place, "kind", "") == "island" and short:
            found[place.id] = short
    return found if set(found) == set(ENGLISH) else {}


def prefixes(language: str | None = None) -> dict[str, str]:
    """Island letter (canonical) -> the prefix the screen writes, in ``language`` (the active
    one by default)."""
    language = language or i18n.current()
    if language in (i18n.SOURCE, i18n.PSEUDO):
        return ENGLISH
    return _from_terms(language) or ENGLISH


def district(ident: str, language: str | None = None) -> str:
    """The screen's label of the canonical district ``ident``: ``E1`` -> ``Ea1``."""
    match = _ID.match(ident)
    if match is None:
        return ident
    letter, number = match.groups()
    return prefixes(language).get(letter, letter) + number


@cache
def _aliases() -> dict[str, str]:
    table: dict[str, str] = {}
    for language in ("en", "es"):
        for letter, prefix in (ENGLISH if language == "en" else _from_terms("es")).items():
            table[prefix.lower()] = letter
    return table


def canonical(word: str) -> str:
    """A district written as the screen writes it (any language's label, any case) -> its
    canonical id; anything else upper-cased as it is (``v1`` -> ``V1``)."""
    match = re.match(r"^([a-z]+)(\d+)$", word.lower())
    if match is not None and match.group(1) in _aliases():
        return _aliases()[match.group(1)] + match.group(2)
    return word.upper()


def districts_in(text: str, language: str | None = None) -> str:
    """``text`` with every canonical district id written as the screen writes it (a rules
    sentence, e.g. a refusal naming ``E1``)."""
    return re.sub(r"\b([VFEW])([1-7])\b", lambda m: district(m.group(0), language), text)


def player_mark(seat: int) -> str:
    """The digit that marks a player's pieces on the city (1 for the first seat)."""
    return str(seat + 1)


# -- words in the language on screen (issue 43) -------------------------------------------------
# The view keeps the canonical English names (saves, traces); the screens and prompts write them
# through these, so they read in the active language with the terms of assets/utopia/terms.json.
def place(english: str) -> str:
    """An island's or a district's name (``Wind``, ``Sail Quay``) as the language writes it."""
    return shown("utopia", "place", english)


def island(index: int) -> str:
    """The island at ``index`` of the board, by name."""
    from boardgames_rules.utopia.data import board  # the map is read once, on first use

    return place(board().islands[index].name)


def _civ(civ: str, n: int) -> str:
    from boardgames_rules.utopia.data import CIV_ADJECTIVES, CIV_NAMES

    return shown_plural("utopia", "term", CIV_ADJECTIVES[civ], CIV_NAMES[civ], n)


def adjective(civ: str) -> str:
    """A civilisation as the word before a noun: ``Persian`` (prince, guest), ``persa``."""
    return _civ(civ, 1)


def people(civ: str) -> str:
    """A civilisation's people: ``Persians``, ``persas``."""
    return _civ(civ, 2)


def people_title(civ: str) -> str:
    """:func:`people` with a capital, for a line or a cell that starts with it."""
    word = people(civ)
    return word[:1].upper() + word[1:]
