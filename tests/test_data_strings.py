"""The words of the games' data files reach the catalogues and come back in the language on
screen: terms and place names as terms.json (the seeds' Spanish) gives them."""

from __future__ import annotations

import io

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import extract, shown, shown_plural
from boardgames_rules.core.terms import terms
from boardgames_rules.registry import game_names


@pytest.fixture
def spanish():
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


def _found(game: str, file: str, text: str):
    handle = io.BytesIO(text.encode("utf-8"))
    handle.name = f"assets/{game}/{file}"
    return list(extract(handle, None, None, {}))


def test_a_lesson_yields_its_title_and_each_steps_words() -> None:
    book = (
        '{"game": "g", "lessons": [{"id": "one", "title": "First", "steps": '
        '[{"explain": "Look."}, {"move": "x", "say": "Do it."}]}]}'
    )
    messages = [found[2] for found in _found("g", "lessons.json", book)]
    assert messages == [
        ("g.lesson", "First"),
        ("g.lesson-step", "Look."),
        ("g.lesson-step", "Do it."),
    ]


def test_a_glossary_entry_yields_its_term_meaning_and_forms() -> None:
    entry = '[{"term": "Hoplites", "forms": ["hoplite", "hoplites"], "means": "soldiers"}]'
    messages = [found[2] for found in _found("g", "glossary.json", entry)]
    assert messages == [
        ("g.glossary", "Hoplites"),
        ("g.glossary-means", "soldiers"),
        ("g.glossary-forms", "hoplite|hoplites"),
    ]


@pytest.mark.parametrize("game", sorted(game_names()))
def test_every_term_and_place_reads_as_terms_json_says_in_spanish(game, spanish) -> None:
    book = terms(game)
    for term in book.terms:
        if term.en_plural:
            assert shown_plural(game, "term", term.en, term.en_plural, 1) == term.es
            assert shown_plural(game, "term", term.en, term.en_plural, 2) == (
                term.es_plural or term.es
            )
        else:
            assert shown(game, "term", term.en) == term.es
    for place in book.places:
        assert shown(game, "place", place.en) == place.es
        if place.short_en and place.short_es:
            assert shown(game, "place-short", place.short_en) == place.short_es


def test_attika_is_atica_in_spanish_and_attika_in_english(spanish) -> None:
    assert shown("polis", "place", "Attika") == "Ática"
    i18n.use(i18n.SOURCE)
    assert shown("polis", "place", "Attika") == "Attika"
