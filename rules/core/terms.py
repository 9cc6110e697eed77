"""Each game's own words in English and Spanish, side by side (``assets/<game>/terms.json``).

The Spanish is the seeds' (the Spanish help pages and manual the games came with), quoted in
each entry's ``source``; where a seed has no word the entry says ``"chosen"`` and why. Place
names carry a short label for the board: the Spanish one must fit the English one's width and
no two places (nor a place and a term's letter, e.g. an island and a civilisation) may share
one. ``places_in`` names the asset lists that hold the game's places, so a place added to the
map without its Spanish form is caught when the file is loaded. Every problem is reported at
once, the way the maps are checked.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any, Literal

from boardgames_rules.core.assets import asset
from pydantic import BaseModel, ConfigDict, ValidationError

FILENAME = "terms.json"


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _Entry(_Model):
    """What a term and a place share: the two words and the board's short label for each."""

    id: str
    en: str
    es: str
    short_en: str | None = None
    short_es: str | None = None


class TermEntry(_Entry):
    en_plural: str | None = None
    es_plural: str | None = None  # only where the word inflects
    gender: Literal["m", "f"]  # for agreement in templates ("la Moral", "los hoplitas")
    source: str  # the seed's own line, or "chosen"
    note: str | None = None  # why, where the word is chosen
    typed: str | None = None  # the notation word this term stands for when a player types it


class PlaceEntry(_Entry):
    """``id`` is the canonical name the notation and the assets use; ``short_en`` the board's
    shortest label in English, ``short_es`` the same in Spanish, at most ``width`` wide."""

    kind: str
    width: int | None = None  # defaults to the length of short_en
    source: str = "chosen"

    def label_width(self) -> int | None:
        if self.width is not None:
            return self.width
        return len(self.short_en) if self.short_en is not None else None


class TypedEntry(_Model):
    """A word of the notation that is no game term ("also", "done"), as a player may type it
    in each language: ``es`` lists the Spanish forms, separated by ``|``."""

    id: str
    en: str  # as the catalogue's msgid: the English word, usually the notation's own
    es: str
    canonical: str  # what the notation reads


class TermsFile(_Model):
    doc: str = ""
    places_in: dict[str, tuple[str, ...]] = {}  # asset file -> dotted paths to lists of places
    terms: tuple[TermEntry, ...]
    places: tuple[PlaceEntry, ...] = ()
    typed: tuple[TypedEntry, ...] = ()

    def term(self, term_id: str) -> TermEntry:
        return next(t for t in self.terms if t.id == term_id)

    def place(self, place_id: str) -> PlaceEntry:
        return next(p for p in self.places if p.id == place_id)


class TermsError(ValueError):
    """A terms file is wrong; the message lists every problem found."""

    def __init__(self, game: str, problems: list[str]) -> None:
        self.problems = problems
        super().__init__(f"{game}/{FILENAME} is invalid:\n- " + "\n- ".join(problems))


def _ids_at(node: Any, path: list[str]) -> list[str]:
    """The ``id`` (or ``name``) of every object the dotted path reaches through lists."""
    if isinstance(node, list):
        return [i for item in node for i in _ids_at(item, path)]
    if not path:
        return [str(node.get("id", node.get("name")))] if isinstance(node, dict) else []
    if not isinstance(node, dict) or path[0] not in node:
        return []
    return _ids_at(node[path[0]], path[1:])


def _repeats(values: list[str]) -> list[str]:
    return sorted(v for v, n in Counter(values).items() if n > 1)


def check(parsed: TermsFile, places: dict[str, list[str]]) -> list[str]:
    """Every problem of a parsed file; ``places`` lists the ids each ``places_in`` path holds."""
    problems: list[str] = []
    for what, ids in (
        ("term", [t.id for t in parsed.terms]),
        ("place", [p.id for p in parsed.places]),
        ("typed word", [t.id for t in parsed.typed]),
    ):
        if repeated := _repeats(ids):
            problems.append(f"{what} ids repeat: {repeated}")
    entries: tuple[_Entry, ...] = (*parsed.terms, *parsed.places)
    for entry in entries:
        if not entry.es.strip() or not entry.en.strip():
            problems.append(f"{entry.id}: an empty word")
        if (entry.short_en is None) != (entry.short_es is None):
            problems.append(f"{entry.id}: a short label in one language only")
    for place in parsed.places:
        width = place.label_width()
        if place.short_es is not None and width is not None and len(place.short_es) > width:
            problems.append(
                f"place {place.id}: short label {place.short_es!r} is wider than {width}"
            )
    # One label, one thing: a place's short label may not be another place's, nor a term's
    # letter (Utopia's islands beside its civilisations).
    shorts = [e.short_es for e in entries if e.short_es is not None]
    if repeated := _repeats(shorts):
        problems.append(f"Spanish short labels shared: {repeated}")
    place_shorts = [p.short_en for p in parsed.places if p.short_en is not None]
    if repeated := _repeats(place_shorts):
        problems.append(f"English short labels of places shared: {repeated}")
    known = {p.id for p in parsed.places}
    for where, ids in places.items():
        for missing in sorted(set(ids) - known):
            problems.append(f"place {missing} ({where}) has no entry")
    return problems


def load_terms(game: str, text: str, read_asset: Callable[[str], str] | None = None) -> TermsFile:
    """Validate a terms file's text; raise one :class:`TermsError` listing every problem.

    ``read_asset(name)`` gives the text of another of the game's assets (its map), by default
    the shipped one.
    """
    read = read_asset or (lambda name: asset(game, name).read_text("utf-8"))
    try:
        parsed = TermsFile.model_validate(json.loads(text))
    except json.JSONDecodeError as err:
        raise TermsError(game, [f"not JSON ({err})"]) from err
    except ValidationError as err:
        problems = [f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in err.errors()]
        raise TermsError(game, problems) from err
    places: dict[str, list[str]] = {}
    problems = []
    for filename, paths in parsed.places_in.items():
        try:
            document = json.loads(read(filename))
        except (OSError, json.JSONDecodeError) as err:
            problems.append(f"places_in: cannot read {filename} ({err})")
            continue
        for path in paths:
            ids = _ids_at(document, path.split("."))
            if not ids:
                problems.append(f"places_in: {filename} {path} holds no places")
            places[f"{filename} {path}"] = ids
    problems += check(parsed, places)
    if problems:
        raise TermsError(game, problems)
    return parsed


@cache
def terms(game: str) -> TermsFile:
    """The game's terms and places, validated when first read."""
    return load_terms(game, asset(game, FILENAME).read_text("utf-8"))
