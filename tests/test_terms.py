"""Each game's own words in English and Spanish (assets/<game>/terms.json): the seeds' Spanish
terms the issue names, every place of every board with a Spanish short label that fits the
English one's width and is nobody else's, and a broken file reported whole."""

from __future__ import annotations

import json

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.assets import asset
from boardgames_rules.core.terms import TermsError, load_terms, terms
from boardgames_rules.polis.data import data as polis_data
from boardgames_rules.utopia.data import board as utopia_board

# The words issue 43 names, by game: the Spanish must be exactly these.
NAMED = {
    "polis": {
        "hoplite": "hoplitas", "galley": "galeras", "merchant": "barcos mercantes",
        "proxenos": "proxeno", "prestige": "prestigio", "population": "población",
        "wheat": "trigo", "silver": "plata", "metal": "metal", "wood": "madera", "wine": "vino",
        "oil": "aceite", "siege": "asedio", "collect": "recolectar", "tribute": "tributo",
        "era_3": "Era 3", "era_4": "Era 4", "era_5a": "Era 5α", "era_5b": "Era 5β",
    },
    "simplicity": {
        "tile": "losetas", "token": "fichas", "park": "parques",
        "planning_board": "tablero de planificación", "demolition": "demolición",
        "neighbourhood": "barrios", "link": "enlaces",
    },
    "continental": {
        "providence": "Providencia", "moral": "Moral", "people": "Personas",
        "resources": "Recursos", "church": "Iglesia", "school": "Escuela", "farm": "Granja",
        "barracks": "Cuartel", "army": "Ejército", "tower": "Torre", "city": "Ciudad",
    },
    "utopia": {
        "prince": "príncipes", "monument": "monumentos", "wonder": "maravillas",
        "privilege": "privilegios", "king": "el Rey",
    },
}  # fmt: skip
LETTERS = {"church": "I", "school": "E", "farm": "G", "barracks": "Q"}
PLACES_ES = {
    "polis": {"Attika": "Ática", "Boiotia": "Beocia", "Lakedaemon": "Laconia",
              "Messenia": "Mesenia", "Thessalia": "Tesalia", "Makedonia": "Macedonia",
              "Thrace": "Tracia", "Ionia": "Jonia", "Persia": "Persia", "Egypt": "Egipto",
              "Sikelia": "Sicilia"},
    "utopia": {"V": "Viento", "F": "Fuego", "E": "Tierra", "W": "Agua"},
}  # fmt: skip


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_has_a_terms_file_that_loads(game: str) -> None:
    assert terms(game).terms


@pytest.mark.parametrize("game", sorted(NAMED))
def test_every_term_the_issue_names_has_the_seeds_spanish_word(game: str) -> None:
    words = terms(game)
    found = {
        term_id: (t.es_plural if want == t.es_plural else t.es)
        for term_id, want in NAMED[game].items()
        for t in [words.term(term_id)]
    }
    assert found == NAMED[game]
    for entry in words.terms:
        assert entry.source == "chosen" or entry.source.strip(), entry.id
        assert entry.source != "chosen" or entry.note, f"{entry.id}: chosen without a reason"


def test_continental_keeps_the_manuals_building_letters() -> None:
    words = terms("continental")
    assert {t: words.term(t).short_es for t in LETTERS} == LETTERS


@pytest.mark.parametrize("game", sorted(PLACES_ES))
def test_places_take_their_spanish_forms(game: str) -> None:
    words = terms(game)
    assert {p: words.place(p).es for p in PLACES_ES[game]} == PLACES_ES[game]


def test_every_place_of_the_polis_map_has_an_entry() -> None:
    d = polis_data()
    on_board = {*d.polis_names, *d.territory_names, *d.sea_names, *d.market_names}
    drawn = set(json.loads(asset("polis", "drawing.json").read_text("utf-8"))["labels"])
    assert on_board | drawn <= {p.id for p in terms("polis").places}


def test_every_island_and_district_of_utopia_has_an_entry() -> None:
    b = utopia_board()
    ids = {i.id for i in b.islands} | set(b.ids)
    assert {p.id for p in terms("utopia").places} == ids


@pytest.mark.parametrize("game", sorted(GAMES))
def test_spanish_short_labels_are_unique_and_within_width(game: str) -> None:
    words = terms(game)
    shorts = [e.short_es for e in (*words.places, *words.terms) if e.short_es is not None]
    assert len(shorts) == len(set(shorts))
    for place in words.places:
        width = place.label_width()
        assert place.short_es is not None and width is not None
        assert len(place.short_es) <= width, place


def test_utopia_islands_and_civilisations_have_distinct_letters_in_spanish() -> None:
    words = terms("utopia")
    islands = {p.short_es for p in words.places if p.kind == "island"}
    civs = {t.short_es for t in words.terms if t.id.startswith("civ_")}
    assert islands == {"V", "F", "T", "A"} and civs == set("MPEGC")
    assert words.place("E3").short_es == "T3" and words.place("W5").short_es == "A5"


def test_polis_short_names_fit_three_columns_as_in_english() -> None:
    poleis = [p for p in terms("polis").places if p.kind == "polis"]
    assert poleis and all(p.short_es and len(p.short_es) <= 3 for p in poleis)


def broken(game: str) -> str:
    """The shipped file with three things wrong at once."""
    doc = json.loads(asset(game, "terms.json").read_text("utf-8"))
    doc["terms"].append(dict(doc["terms"][0]))  # a repeated id
    doc["places"][0]["short_es"] = "x" * 20  # wider than its English label
    doc["places"][2]["short_es"] = doc["places"][1]["short_es"]  # two places, one label
    doc["places"] = doc["places"][:-1]  # a place of the map left out
    return json.dumps(doc, ensure_ascii=False)


def test_a_broken_file_reports_every_problem_at_once() -> None:
    with pytest.raises(TermsError) as caught:
        load_terms("polis", broken("polis"))
    problems = "\n".join(caught.value.problems)
    assert "term ids repeat" in problems
    assert "is wider than" in problems
    assert "short labels shared" in problems
    assert "has no entry" in problems


def test_a_malformed_entry_is_reported_with_every_other() -> None:
    doc = json.loads(asset("utopia", "terms.json").read_text("utf-8"))
    del doc["terms"][0]["gender"]
    doc["terms"][1]["gender"] = "n"
    with pytest.raises(TermsError) as caught:
        load_terms("utopia", json.dumps(doc))
    assert len(caught.value.problems) == 2
