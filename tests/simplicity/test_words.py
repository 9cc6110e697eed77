"""Simplicity's words on screen in each language (issue 43): the seed's terms, letters and
marks that stay distinct, and the English ones unchanged."""

from __future__ import annotations

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.messages import english, render
from boardgames_rules.core.terms import terms
from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.changes import period, progress
from boardgames_rules.simplicity.data import data
from boardgames_rules.simplicity.labels import disc_initial, short_headers, tile_letter
from boardgames_rules.simplicity.messages import COLOUR

LANGUAGES = ("en", "es")


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.use(request.param)
    yield request.param
    i18n.use(i18n.SOURCE)


def a_view():
    return GAME.view(GAME.new_game(("Ann", "Ben"), 7), None)


def test_the_tile_letters_are_the_terms_short_labels(language: str) -> None:
    book = terms("simplicity")
    letters = [tile_letter(t.id) for t in data().tiles]
    shorts = [getattr(book.term(f"tile_{t.id}"), f"short_{language}") for t in data().tiles]
    assert letters == shorts
    assert len(set(letters)) == len(letters)
    assert [t.letter for t in a_view().tile_types] == letters


def test_the_discs_initials_are_distinct_and_the_terms(language: str) -> None:
    book = terms("simplicity")
    names = [t.name for t in GAME.view(GAME.new_game(tuple("ABCDEF"), 7), None).teams]
    initials = [disc_initial(name) for name in names]
    assert len(set(initials)) == 6
    expected = [getattr(book.term(f"team_{team.name.lower()}"), f"short_{language}")
                for team in data().teams]
    assert initials == expected


def test_the_team_table_headers_are_three_letters_and_distinct(language: str) -> None:
    headers = short_headers()
    assert all(len(h) == 3 for h in headers) and len(set(headers)) == 5


def test_spanish_names_the_teams_tiles_and_the_round_with_the_seed_words(language: str) -> None:
    view = a_view()
    if language == "es":
        assert [t.name for t in view.teams] == ["Rojo", "Blanco", "Fucsia", "Cian"]
        assert [t.name for t in view.tile_types] == [
            "Azul", "Naranja", "Morado", "Amarillo", "Parque"
        ]
        assert view.prompt.startswith("Ronda 1, turno 1/4:")
        assert period(view) == "ronda 1" and progress(view)[0] == "Ronda 1 de 5"
    else:
        assert [t.name for t in view.teams] == ["Red", "White", "Pink", "Cyan"]
        assert view.prompt.startswith("Round 1, turn 1/4:")
        assert period(view) == "round 1"


def test_the_end_reason_names_the_teams_in_the_language_read() -> None:
    assert [kind.english for kind in COLOUR] == [t.name for t in data().teams]
    state = GAME.new_game(("Ann", "Ben"), 7)
    while GAME.current_player(state) is not None:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert "team Red" in english(outcome.reason, state.players)
    i18n.use("es")
    try:
        shown = render(outcome.reason, state.players)
    finally:
        i18n.use(i18n.SOURCE)
    assert "equipo Rojo" in shown and not any(t.name in shown for t in data().teams)


def test_the_breakdown_keys_are_the_teams_and_categories() -> None:
    from boardgames_rules.simplicity.scoring import BREAKDOWN_KEYS, CATEGORIES

    expected = [tuple(f"{t.name} {c}" for c in (*CATEGORIES, "total")) for t in data().teams]
    assert list(BREAKDOWN_KEYS) == expected
