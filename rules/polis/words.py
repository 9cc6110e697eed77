"""Polis's own words on screen, in the language on screen: places, goods, sides.

The screens and views keep the canonical (English) ids of places and goods; what a player
reads is looked up here, each time it is drawn, in the catalogue's entries that
``assets/polis/terms.json`` seeds (``data_strings``: the seed's Spanish terms, so no screen
invents its own).  English reads exactly as before: the msgids are the English words.
"""

from __future__ import annotations

from functools import cache

from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import shown as _shown
from boardgames_rules.core.terms import terms

GAME = "polis"


def shown(game: str, kind: str, english: str) -> str:
    """``data_strings.shown``, kept per language: the map asks for every place's words on
    each redraw, and a catalogue lookup through the chained catalogues is not free."""
    return _shown_in(i18n.current(), game, kind, english)


@cache
def _shown_in(language: str, game: str, kind: str, english: str) -> str:
    return _shown(game, kind, english)  # ``language`` only keys the cache


@cache
def _places() -> dict[str, tuple[str, str | None]]:
    """A place's id (as the rules name it) -> its English name and short label."""
    return {p.id: (p.en, p.short_en) for p in terms(GAME).places}


def place(name: str) -> str:
    """A territory, sea zone, market, trade port or polis, by its rules' name."""
    english = _places().get(name, (name, None))[0]
    return shown(GAME, "place", english)


def named(name: str) -> str:
    """A place in a list of places ("land: Boiotia; sea: Ionion"): its rules' name where the
    language on screen is the rules' own (English), else the language's full name."""
    english = _places().get(name, (name, None))[0]
    shown_name = shown(GAME, "place", english)
    return name if shown_name == english else shown_name


def place_short(name: str, english_short: str | None = None) -> str:
    """A place's short board label (unique and as short as the English one)."""
    short = _places().get(name, (name, None))[1] or english_short or name
    return shown(GAME, "place-short", short)


def board_labels(name: str, labels: tuple[str, ...]) -> tuple[str, ...]:
    return _board_labels(i18n.current(), name, labels)


@cache
def _board_labels(language: str, name: str, labels: tuple[str, ...]) -> tuple[str, ...]:
    """A place's labels on the map, longest first, in the language on screen.

    The drawing's labels are English; its full name and short label come from the catalogue,
    and the in-between forms ("Athens TP") only where they are the language's own (English)."""
    english, short = _places().get(name, (name, None))
    if shown(GAME, "place", english) == english:  # English: the drawing's labels as they are
        return labels
    out = [place(name)]
    if short is not None:
        out.append(place_short(name))
    return tuple(dict.fromkeys(out))


def term(english: str) -> str:
    """A term of terms.json (a good, "prestige", "Athens"...), by its English word."""
    return shown(GAME, "term", english)


def good(name: str) -> str:
    return term(name)


def side(seat: int) -> str:
    """The side's name: Athens or Sparta (Atenas, Sparta)."""
    return term(("Athens", "Sparta")[seat])


def event_text(english: str) -> str:
    """What an event does (events.json), as the era's header says it."""
    return shown(GAME, "event-text", english)


def project(project_id: str) -> str:
    """A project where the screen names it by its id ("Zeus", "Skene"): the id in English
    (as the notation writes it), the project's title (terms.json) in another language."""
    from boardgames_rules.polis.data import data  # the rules' data: only when a project shows

    title = data().projects[project_id].title if project_id in data().projects else project_id
    shown_title = term(title)
    return project_id if shown_title == title else shown_title
