"""Game terms in a few words (``assets/<game>/glossary.json``): what a new player is told the
first time a term shows in a prompt.

The file is a list of ``{"term": "Moral", "forms": ["moral"], "means": "…"}``; ``forms`` are
the words (any case, whole words) that count as the term showing, the term itself by default.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from boardgames_rules.core.assets import asset


@dataclass(frozen=True)
class Term:
    term: str
    means: str
    pattern: re.Pattern[str]

    def note(self) -> str:
        return f"{self.term}: {self.means}"


@cache
def glossary(game: str) -> tuple[Term, ...]:
    """The game's terms, in the file's order (none when the game has no glossary)."""
    path = asset(game, "glossary.json")
    if not path.is_file():
        return ()
    terms = []
    for entry in json.loads(path.read_text("utf-8")):
        forms = entry.get("forms") or [entry["term"]]
        alternatives = "|".join(re.escape(form) for form in forms)
        pattern = re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.IGNORECASE)
        terms.append(Term(entry["term"], entry["means"], pattern))
    return tuple(terms)


def terms_in(game: str, text: str) -> tuple[Term, ...]:
    """The terms of ``game`` that show in ``text``, in the order they first show there."""
    found = [
        (match.start(), term) for term in glossary(game) if (match := term.pattern.search(text))
    ]
    return tuple(term for _, term in sorted(found, key=lambda pair: pair[0]))
