"""What a player types, in the language on screen, read as the game's notation.

The notation is one, canonical and English (saves, ``run --moves``, replays).  A player who
reads the game in Spanish may type its Spanish words too: ``recolectar Ática`` is
``collect Attika``.  :func:`canonical` rewrites a typed line word by word into the notation,
from the game's terms in the active catalogue (``core.data_strings``), so a language that
translates its terms can be typed with no code:

- a place, by its name or its board label in the language (``Ática``, ``Ática`` short label);
- a term that stands for a notation word (``"typed": "collect"`` in ``terms.json``), in the
  singular or the plural;
- a notation word that is no term (``also``, ``done``): ``terms.json``'s ``typed`` list, whose
  forms a catalogue gives separated by ``|`` (``también|y``).

Case and accents do not matter; longer phrases go first (``mover galeras`` before ``mover``);
only whole words are replaced.  A line the game reads as it is never comes here
(:meth:`Game.read_typed` tries it first), so the canonical notation always means the same.

:func:`in_words` goes the other way, for the examples a screen shows: the notation with each
word the language has its own form for put in that form (``collect Attika`` is ``recolectar
Ática``), where that form reads back as the same action.

:func:`refusal` words a refusal of a typed line for the language on screen: where the
notation's reason lists the notation's words (``the actions are: also, attack, …``), a
Spanish player is told the Spanish forms to type instead (``también, atacar, …``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import cache

from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import FORMS_SEPARATOR, shown, shown_plural
from boardgames_rules.core.errors import MalformedAction
from boardgames_rules.core.i18n import _
from boardgames_rules.core.terms import terms

_WORD = r"[\w'’]"  # letters, digits and the apostrophes names carry ("Athens' Trade Port")


def fold(text: str) -> str:
    """Lower case without accents: what a typed word is compared as ("ática" is "Ática")."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _pairs(game: str) -> list[tuple[str, str]]:
    """(what a player may type, folded; the notation for it) in the active language."""
    try:
        book = terms(game)
    except (OSError, ValueError):  # a game without a terms file has only its notation
        return []
    pairs: list[tuple[str, str]] = []
    for place in book.places:
        pairs.append((shown(game, "place", place.en), place.id))
        if place.short_en:
            pairs.append((shown(game, "place-short", place.short_en), place.id))
    for term in book.terms:
        if term.typed is None:
            continue
        if term.en_plural:
            for n in (1, 2):
                pairs.append((shown_plural(game, "term", term.en, term.en_plural, n), term.typed))
        else:
            pairs.append((shown(game, "term", term.en), term.typed))
    for word in book.typed:
        for form in shown(game, "typed", word.en).split(FORMS_SEPARATOR):
            pairs.append((form, word.canonical))
    return [(fold(said).strip(), notation) for said, notation in pairs if said.strip()]


@cache
def _table(game: str, language: str) -> tuple[re.Pattern[str], dict[str, str]] | None:
    if language == i18n.SOURCE:
        return None
    replacements: dict[str, str] = {}
    for said, notation in _pairs(game):
        if fold(notation) != said:  # a word the notation already reads needs no replacing
            replacements.setdefault(said, notation)
    if not replacements:
        return None
    phrases = sorted(replacements, key=len, reverse=True)
    alternatives = "|".join(re.escape(phrase).replace(r"\ ", r"\s+") for phrase in phrases)
    pattern = re.compile(rf"(?<!{_WORD})(?:{alternatives})(?!{_WORD})")
    return pattern, {
        " ".join(phrase.split()): notation for phrase, notation in replacements.items()
    }


def canonical(game: str, text: str) -> str | None:
    """``text`` with the active language's words put into the notation; None when it has
    none of them (or the language on screen is the notation's own)."""
    table = _table(game, i18n.current())
    if table is None:
        return None
    pattern, replacements = table
    text = unicodedata.normalize("NFC", text)
    folded = fold(text)
    if len(folded) != len(text):  # a character whose folding changes the length: keep as is
        return None
    out, last, changed = [], 0, False
    for match in pattern.finditer(folded):
        out.append(text[last : match.start()])
        out.append(replacements[" ".join(match.group(0).split())])
        last, changed = match.end(), True
    out.append(text[last:])
    return "".join(out) if changed else None


@cache
def _words(game: str, language: str) -> dict[str, str]:
    """The notation's words (folded) and the form the active language writes each in.  The
    first form offered wins: the notation's own words list (short verbs) before the terms;
    a word that names two places, or a place and a term (Utopia's E: Earth and the
    Egyptians), is left as it is."""
    if language == i18n.SOURCE:
        return {}
    try:
        book = terms(game)
    except (OSError, ValueError):
        return {}
    chosen: dict[str, tuple[str, str]] = {}  # folded notation word -> (form, what it names)
    clashes: set[str] = set()

    def offer(notation: str, form: str, names: str) -> None:
        key = fold(notation)
        if key in chosen and chosen[key][1] != names and "place" in (names[:5], chosen[key][1][:5]):
            if fold(chosen[key][0]) != fold(form):  # two names in one form (egipto) are one
                clashes.add(key)
        chosen.setdefault(key, (form.strip(), names))

    for word in book.typed:
        offer(word.canonical, shown(game, "typed", word.en).split(FORMS_SEPARATOR)[0], "word")
    for term in book.terms:
        if term.typed is None:
            continue
        if term.en_plural:
            form = shown_plural(game, "term", term.en, term.en_plural, 1)
        else:
            form = shown(game, "term", term.en)
        for notation in (term.typed, term.en):
            offer(notation, form.lower(), f"term {term.typed}")
        if term.en_plural:  # the notation names some terms in the plural ("Egyptians")
            plural = shown_plural(game, "term", term.en, term.en_plural, 2)
            offer(term.en_plural, plural.lower(), f"term {term.typed}")
    for place in book.places:
        # A place the notation names by a code (Utopia's E3) is written by its code.
        coded = place.short_en is not None and any(c.isdigit() for c in place.id)
        label = place.short_en and shown(game, "place-short", place.short_en)
        form = label if coded and label else shown(game, "place", place.en)
        for notation in {place.id, place.en, *([place.short_en] if place.short_en else [])}:
            offer(notation, form, f"place {place.id}")
    return {word: form for word, (form, _) in chosen.items() if word not in clashes}


# A game's own writer of a notation word, for a word terms.json cannot say (see ``writes``).
_WRITERS: dict[str, Callable[[str, str], str | None]] = {}


def writes(game: str, writer: Callable[[str, str], str | None]) -> None:
    """Register ``writer(word, language)``: how ``game`` writes one notation word in a
    language (English too), or None to leave it to the terms.  For a word whose form is made
    by the game's code, not listed in terms.json: Utopia's districts, written as the board
    labels them (``F2`` is ``Fi2`` in English), so a played move reads as the board does.
    The form must read back as the same word (the game's parser accepts it)."""
    _WRITERS[game] = writer


def in_words(game: str, notation: str) -> str:
    """``notation`` as a player of the language on screen may type it (itself in English,
    but for the words the game writes itself: see ``writes``)."""
    language = i18n.current()
    words = _words(game, language)
    writer = _WRITERS.get(game)
    if not words and writer is None:
        return notation

    def word(match: re.Match[str]) -> str:
        said = writer(match.group(0), language) if writer is not None else None
        return said if said is not None else words.get(fold(match.group(0)), match.group(0))

    return re.sub(rf"{_WORD}+", word, notation)


def refusal(game: str, text: str, err: MalformedAction) -> MalformedAction:
    """The refusal of ``text``, typed by a player, from the notation's refusal ``err`` (of
    ``text`` or of the notation its words made).  Where ``err`` lists the notation's words
    and the language on screen has its own forms, those forms are listed instead (the
    notation's own words still read: the refusal says so); English keeps ``err``'s reason."""
    if err.words and i18n.current() != i18n.SOURCE and _words(game, i18n.current()):
        forms = sorted({_typed_as(game, word) for word in err.words}, key=fold)
        said = _("not an action; you can type {words} (the notation works too)")
        return MalformedAction(text, said.format(words=", ".join(forms)), err.words)
    return err if err.text == text else MalformedAction(text, err.reason, err.words)


def _typed_as(game: str, word: str) -> str:
    """A notation word as a player of the language on screen types it: the first form of its
    ``typed`` entry (Polis's ``egypt`` is ``egipto``, which :func:`in_words` leaves as it is
    because Egypt is a place too), else as :func:`in_words` writes it."""
    for entry in terms(game).typed:
        if entry.canonical == word:
            return shown(game, "typed", entry.en).split(FORMS_SEPARATOR)[0].strip()
    return in_words(game, word)
