"""The lessons and the glossary in Spanish (issue 43): the same checks as in English.

A game's lessons and glossary are in the catalogues once babel.cfg lists it (its `games`);
tests/test_i18n_catalogues.py then fails on any entry left untranslated.  Here, for each game
listed: every Spanish step under the word limit (Spanish runs longer: rewritten, not cut), its
`?` section found in the Spanish rules, every action it quotes in backticks typed as a Spanish
player may type it and read as that step's move, and the glossary's notes in Spanish words
that find the terms in Spanish prompts.
"""

from __future__ import annotations

import configparser
import re
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import shown
from boardgames_rules.core.glossary import glossary
from boardgames_rules.core.lessons import MAX_WORDS, LessonRun, load_lessons, start
from boardgames_rules.core.rules_text import heading_in, headings, source
from boardgames_rules.core.typed import in_words

ROOT = Path(__file__).resolve().parent.parent
PROMPT_WIDTH = 78  # as tests/test_glossary.py: one row of the prompt at 80 columns
QUOTED = re.compile(r"`([^`]+)`")


def listed(file: str) -> list[str]:
    """The games whose ``file`` (lessons.json, glossary.json) babel.cfg sends to the
    catalogues: those are translated in full."""
    config = configparser.ConfigParser(interpolation=None)
    config.read(ROOT / "babel.cfg", encoding="utf-8")
    section = f"boardgames_rules.core.data_strings.extract: **/{file}"
    return sorted(config.get(section, "games", fallback="").split())


LESSONS = listed("lessons.json")
GLOSSARIES = listed("glossary.json")


@pytest.fixture(autouse=True)
def spanish():
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


def test_every_games_lessons_and_glossary_are_translated() -> None:
    assert LESSONS == GLOSSARIES == sorted(GAMES)


@pytest.mark.parametrize("name", LESSONS)
def test_every_spanish_step_is_translated_and_under_the_word_limit(name: str) -> None:
    long = []
    for lesson in load_lessons(GAMES[name]):
        assert shown(name, "lesson", lesson.title) != lesson.title
        for number, step in enumerate(lesson.steps, start=1):
            words = shown(name, "lesson-step", step.text)
            assert words != step.text, (lesson.id, number)
            if len(words.split()) > MAX_WORDS:
                long.append((lesson.id, number, len(words.split())))
    assert not long


@pytest.mark.parametrize("name", LESSONS)
def test_every_steps_rules_section_is_found_in_the_spanish_rules(name: str) -> None:
    spanish = {words.lower() for _, words in headings(source(name, "es"))}
    english = {words.lower() for _, words in headings(source(name, i18n.SOURCE))}
    for lesson in load_lessons(GAMES[name]):
        for step in lesson.steps:
            if step.rules is not None:
                found = heading_in(name, step.rules, "es")
                assert found.lower() in spanish, (lesson.id, step.rules)
                # A Spanish heading, not the English one given back for want of it.
                assert found.lower() not in english or found == step.rules


@pytest.mark.parametrize("name", LESSONS)
def test_an_action_a_spanish_step_quotes_reads_as_that_steps_move(name: str) -> None:
    game = GAMES[name]
    quoted_moves = 0
    for lesson in load_lessons(game):
        session = start(game, lesson)
        for number, step in enumerate(lesson.steps, start=1):
            state = session.state
            for typed in QUOTED.findall(shown(name, "lesson-step", step.text)):
                action = game.read_typed(state, typed)  # it reads, in the step's position
                if step.kind == "move":
                    assert step.move is not None
                    assert action == game.parse_action(state, step.move), (lesson.id, number)
                    quoted_moves += 1
            for text in step.actions:
                session.play(text)
    assert quoted_moves > 0


@pytest.mark.parametrize("name", GLOSSARIES)
def test_the_spanish_glossary_fits_a_row_and_finds_its_terms_in_spanish(name: str) -> None:
    spanish = glossary(name)
    assert spanish
    for term in spanish:
        assert term.term != term.key or term.term == shown(name, "glossary", term.key)
        assert len(term.note()) <= PROMPT_WIDTH, term.note()
        assert GAMES[name].terms_in(f"... {term.term.upper()}, ...") == (term,)
    i18n.use(i18n.SOURCE)
    english = glossary(name)
    assert [t.key for t in english] == [t.key for t in spanish]
    assert [t.note() for t in english] != [t.note() for t in spanish]


def test_the_glossary_follows_the_language_on_screen() -> None:
    assert "Hoplitas: soldados de a pie" in GAMES["polis"].terms_in("crea 2 hoplitas")[0].note()
    assert GAMES["polis"].terms_in("create 2 hoplites") == ()
    i18n.use(i18n.SOURCE)
    assert GAMES["polis"].terms_in("create 2 hoplites")[0].note().startswith("Hoplites: foot")


def test_another_move_is_refused_in_spanish_with_the_steps_own_words() -> None:
    game = GAMES["polis"]
    lesson = load_lessons(game)[0]
    session = start(game, lesson)
    run = LessonRun(game, lesson)
    while run.step is not None and run.step.kind != "move":
        run.go_on()
    step = run.step
    assert step is not None and step.move is not None
    other = next(
        a
        for a in game.legal_actions(session.state)
        if a != game.parse_action(session.state, step.move)
    )
    said = run.not_now(session, other)
    assert said is not None
    assert said.startswith(f"Ahora no: este paso pide {in_words('polis', step.move)} (")
    assert shown("polis", "lesson-step", step.say).startswith(said.split(" (", 1)[1][:-1])
