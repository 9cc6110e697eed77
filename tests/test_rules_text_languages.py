"""The in-app rules in another language: a whole text per game, shaped as the English one.

A lesson step names an English section ("rules": "A turn"); the `?` screen opens the same
section in the language on screen because each translation keeps the English headings' order
and levels.  A translation uses the game's own words (assets/<game>/terms.json, the seeds'
Spanish), and, like the English text shown to players, carries no `[decided]` tag.
"""

from __future__ import annotations

import re
import unicodedata

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.assets import asset
from boardgames_rules.core.rules_text import heading_in, headings, source
from boardgames_rules.core.terms import terms
from boardgames_rules.registry import game_names, get_game

TRANSLATED = [
    (game, language)
    for game in game_names()
    for language in i18n.available()
    if language != i18n.SOURCE and asset(game, f"rules.{language}.md").is_file()
]


def fold(text: str) -> str:
    """Lower case, one space for any run of blanks (a line may break inside a term), accents
    kept: "Ática" is not "Atica"."""
    return " ".join(unicodedata.normalize("NFC", text).lower().split())


def test_every_game_has_its_rules_in_spanish() -> None:
    assert sorted(game for game, language in TRANSLATED if language == "es") == sorted(game_names())


@pytest.mark.parametrize(("game", "language"), TRANSLATED)
def test_a_translation_keeps_the_english_headings_order_and_levels(game, language) -> None:
    ours = [level for level, _ in headings(source(game, i18n.SOURCE))]
    theirs = [level for level, _ in headings(source(game, language))]
    assert theirs == ours


@pytest.mark.parametrize(("game", "language"), TRANSLATED)
def test_a_lesson_section_opens_in_the_translation(game, language) -> None:
    english = headings(source(game, i18n.SOURCE))
    translated = headings(source(game, language))
    for (_, words), (_, theirs) in zip(english, translated, strict=True):
        assert heading_in(game, words, language) == theirs


@pytest.mark.parametrize(("game", "language"), TRANSLATED)
def test_a_translation_has_no_decided_tags(game, language) -> None:
    text = source(game, language)
    assert not re.search(r"\[(decided|decidido)", text, re.IGNORECASE)


@pytest.mark.parametrize("game", [g for g, language in TRANSLATED if language == "es"])
def test_the_spanish_rules_use_the_seeds_words(game) -> None:
    # Every term the English rules use appears in the Spanish ones in its seed form.
    english, spanish = fold(source(game, i18n.SOURCE)), fold(source(game, "es"))
    book = terms(game)
    missing = []
    for entry in (*book.terms, *book.places):
        if re.search(rf"\b{re.escape(fold(entry.en))}\b", english):
            forms = {fold(entry.es), fold(getattr(entry, "es_plural", None) or entry.es)}
            if not any(form in spanish for form in forms):
                missing.append(f"{entry.en} -> {entry.es}")
    assert missing == []


def test_the_app_shows_the_rules_in_the_language_on_screen() -> None:
    game = get_game(TRANSLATED[0][0]) if TRANSLATED else pytest.skip("no translation yet")
    language = TRANSLATED[0][1]
    try:
        i18n.use(language)
        shown = game.rules_for_players()
    finally:
        i18n.use(i18n.SOURCE)
    assert shown.splitlines()[0] == source(game.name, language).splitlines()[0]
    assert game.rules_for_players().splitlines()[0] == source(game.name).splitlines()[0]
