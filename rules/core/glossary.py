"""Game terms in a few words (``assets/<game>/glossary.json``): what a new player is told the
first time a term shows in a prompt.

The file is a list of ``{"term": "Moral", "forms": ["moral"], "means": "…"}``; ``forms`` are
the words (any case, whole words) that count as the term showing, the term itself by default.

The file is English; each language's catalogue gives the term, what it means and its own forms
(``core.data_strings``: ``hoplita|hoplitas``), so the glossary is read once per language: the
prompts it is matched against are in the language on screen.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from boardgames_rules.core import i18n
from boardgames_rules.core.assets import asset
from boardgames_rules.core.data_strings import FORMS_SEPARATOR, shown


@dataclass(frozen=True)
class Term:
    term: str  # in the language the glossary was read in
    means: str
    pattern: re.Pattern[str]
    english: str = ""  # the file's term: the same term in every language

    @property
    def key(self) -> str:
        return self.english or self.term

    def note(self) -> str:
        return f"{self.term}: {self.means}"


def glossary(game: str) -> tuple[Term, ...]:
    """The game's terms in the language on screen, in the file's order (none when the game
    has no glossary)."""
    return _glossary(game, i18n.current())


@cache
def _entries(game: str) -> tuple[dict[str, Any], ...]:
    path = asset(game, "glossary.json")
    if not path.is_file():
        return ()
    return tuple(json.loads(path.read_text("utf-8")))


@cache
def _glossary(game: str, language: str) -> tuple[Term, ...]:
    terms = []
    for entry in _entries(game):
        english: str = entry["term"]
        forms = shown(game, "glossary-forms", FORMS_SEPARATOR.join(entry.get("forms") or [english]))
        said = [form.strip() for form in forms.split(FORMS_SEPARATOR) if form.strip()]
        alternatives = "|".join(re.escape(form) for form in said)
        pattern = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)
        term = shown(game, "glossary", english)
        means = shown(game, "glossary-means", entry["means"])
        terms.append(Term(term, means, pattern, english))
    return tuple(terms)


def terms_in(game: str, text: str) -> tuple[Term, ...]:
    """The terms of ``game`` that show in ``text``, in the order they first show there."""
    found = [
        (match.start(), term) for term in glossary(game) if (match := term.pattern.search(text))
    ]
    return tuple(term for _, term in sorted(found, key=lambda pair: pair[0]))


def term_named(game: str, key: str) -> Term | None:
    """The term whose English name is ``key``, in the language on screen."""
    return next((term for term in glossary(game) if term.key == key), None)
