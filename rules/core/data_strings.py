"""The words a player reads that live in a game's data files, as catalogue entries.

``pybabel extract`` finds ``_("…")`` in the code; the lessons, the glossary and the terms are
JSON in ``assets/<game>/``.  :func:`extract` is a Babel extraction method (``babel.cfg`` names
it) that yields their strings the way a ``pgettext`` call would, each with a context that says
where it is shown, so that one catalogue per game holds all of that game's words and a
translator never edits a data file:

- ``lessons.json``: each lesson's title (``<game>.lesson``), its players' names
  (``<game>.lesson-player``: Athens is Atenas in Spanish) and each step's words
  (``<game>.lesson-step``);
- ``glossary.json``: each term's name (``<game>.glossary``), what it means
  (``<game>.glossary-means``) and the forms that count as the term showing, joined with ``|``
  (``<game>.glossary-forms``: a language lists its own inflections: ``hoplita|hoplitas``);
- ``events.json`` (Polis): what each event does (``<game>.event-text``);
- ``terms.json``: each term and place name (``<game>.term``, ``<game>.place``; a term with a
  plural as a plural entry), the board's short labels (``<game>.place-short``), and the words
  of the notation a player may type in their language (``<game>.typed``: the forms, separated
  by ``|``; see ``core.typed``).

At run time :func:`shown` looks an entry up again by the same context: the English text is the
msgid, so a lesson whose English changes goes fuzzy in every catalogue, as code strings do.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

from boardgames_rules.core import i18n

FORMS_SEPARATOR = "|"

# (line, keyword, message, translator comments), as a Babel extraction method yields them.
Found = tuple[int, str, Any, list[str]]


def context(game: str, kind: str) -> str:
    return f"{game}.{kind}"


def shown(game: str, kind: str, english: str) -> str:
    """A data file's English words in the language on screen."""
    return i18n.pgettext(context(game, kind), english)


def shown_plural(game: str, kind: str, singular: str, plural: str, n: int) -> str:
    return i18n.npgettext(context(game, kind), singular, plural, n)


def extract(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[Found]:
    """Babel extraction method for ``assets/<game>/{lessons,glossary,terms}.json``.

    The option ``games`` (in ``babel.cfg``: ``games = polis continental``) limits a file kind
    to the games listed: a game's lessons join the catalogues when they are translated."""
    name = getattr(fileobj, "name", "")
    parts = str(name).replace("\\", "/").split("/")
    game, file = parts[-2], parts[-1]
    wanted = options.get("games")
    if wanted is not None and game not in wanted.split():
        return
    data = json.loads(fileobj.read().decode("utf-8"))
    if file == "lessons.json":
        yield from _lessons(game, data)
    elif file == "glossary.json":
        yield from _glossary(game, data)
    elif file == "terms.json":
        yield from _terms(game, data)
    elif file == "events.json":
        yield from _events(game, data)


def _one(game: str, kind: str, text: str, note: str) -> Found:
    # No line numbers in JSON as parsed: the note says where instead.
    return (0, "pgettext", (context(game, kind), text), [note])


def _lessons(game: str, book: dict[str, Any]) -> Iterator[Found]:
    for lesson in book.get("lessons", ()):
        yield _one(game, "lesson", lesson["title"], f"lesson {lesson['id']}: its title")
        for player in lesson.get("players", ()):
            yield _one(game, "lesson-player", player, "a player's name in a lesson")
        for number, step in enumerate(lesson.get("steps", ()), start=1):
            text = step.get("explain") if step.get("explain") is not None else step.get("say")
            if text:
                note = f"lesson {lesson['id']}, step {number}: at most 55 words"
                yield _one(game, "lesson-step", text, note)


def _events(game: str, book: dict[str, Any]) -> Iterator[Found]:
    """A game's event cards: what each does, as the screen's event header says it (the title
    is a term of terms.json)."""
    for event in book.get("events", ()):
        if event.get("text"):
            yield _one(game, "event-text", event["text"], f"event {event['id']}: what it does")


def _glossary(game: str, entries: list[dict[str, Any]]) -> Iterator[Found]:
    for entry in entries:
        term = entry["term"]
        yield _one(game, "glossary", term, "a term of the glossary")
        yield _one(game, "glossary-means", entry["means"], f"what {term} means, a few words")
        forms = FORMS_SEPARATOR.join(entry.get("forms") or [term])
        note = f"the words that count as {term} showing in a prompt, separated by |"
        yield _one(game, "glossary-forms", forms, note)


def _terms(game: str, book: dict[str, Any]) -> Iterator[Found]:
    for term in book.get("terms", ()):
        where = context(game, "term")
        note = f"term {term['id']}: the seed's word is {term['es']!r}"
        if term.get("en_plural"):
            yield (0, "npgettext", (where, term["en"], term["en_plural"]), [note])
        else:
            yield (0, "pgettext", (where, term["en"]), [note])
    for place in book.get("places", ()):
        yield _one(game, "place", place["en"], f"place {place['id']}")
        if place.get("short_en"):
            width = place.get("width") or len(place["short_en"])
            note = f"place {place['id']} on the board: at most {width} characters, unique"
            yield _one(game, "place-short", place["short_en"], note)
    for word in book.get("typed", ()):
        note = f"what a player may type for the notation's {word['canonical']!r}, forms split by |"
        yield _one(game, "typed", word["en"], note)
