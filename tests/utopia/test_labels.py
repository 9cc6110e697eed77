"""Issue 42: on screen a place, a civilisation and a player are never written alike, and the
command line takes the screen's labels as aliases of the canonical notation."""

from __future__ import annotations

import json

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.assets import asset
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.data import CIVS, board
from boardgames_rules.utopia.notation import format_action, parse


def test_no_district_label_reads_as_a_civilisation_or_a_player() -> None:
    shown = [labels.district(d) for d in board().ids]
    assert len(set(shown)) == len(shown)
    for label in shown:
        prefix = label.rstrip("0123456789")
        assert len(prefix) == 2 and prefix not in CIVS  # never one capital letter
        assert not label.isdigit()
    assert labels.district("E1") == "Ea1" and labels.district("V2") == "Wi2"
    assert labels.district("W5") == "Wa5" and labels.district("F3") == "Fi3"


def test_the_screens_labels_are_aliases_and_the_notation_stays_canonical() -> None:
    for ident in board().ids:
        label = labels.district(ident)
        for typed in (label, label.lower(), label.upper()):
            assert format_action(parse(f"add G {typed}")) == f"add G {ident}"
    assert format_action(parse("move 2E Wi4-Ea1")) == "move 2E V4-E1"
    assert format_action(parse("guest Wind P Wi2")) == "guest Wind Persians V2"
    assert format_action(parse("control E E1")) == "control E E1"  # canonical ids still read


def test_a_language_supplies_its_own_labels_from_its_terms() -> None:
    spanish = labels.prefixes("es")
    assert spanish == {"V": "V", "F": "F", "E": "T", "W": "A"}
    assert labels.district("E1", "es") == "T1" and labels.district("W4", "es") == "A4"
    assert format_action(parse("add G t3")) == "add G E3"  # the Spanish label reads too
    terms = json.loads(asset("utopia", "terms.json").read_text("utf-8"))
    shorts = {p["short_es"] for p in terms["places"] if p["kind"] == "district"}
    assert {labels.district(d, "es") for d in board().ids} == shorts


def test_rules_sentences_are_relabelled_for_the_screen() -> None:
    text = "moves an Egyptian prince from Beacon Pier (F6) to Stone Bridge (E1)"
    assert labels.districts_in(text).endswith("(Fi6) to Stone Bridge (Ea1)")
    assert labels.districts_in("E 2E M1") == "E 2E M1"  # civilisations and marks stay


@pytest.mark.parametrize(("language", "label"), [("en", "Wi2"), ("es", "V2")])
def test_a_log_line_writes_a_district_as_the_board_labels_it(language: str, label: str) -> None:
    from boardgames_rules.core.messages import render
    from boardgames_rules.utopia.city import district_said

    i18n.use(language)
    try:
        line = render(district_said(1))  # Gull Harbour, canonical V2
        assert line.endswith(f"({label})") and labels.district("V2") == label
    finally:
        i18n.use(i18n.SOURCE)


@pytest.mark.parametrize(
    ("language", "move", "shown"),
    [
        ("en", "sail P F3-V2", "sail P Fi3-Wi2"),
        ("en", "guest Wind Maya V5", "guest Wind Maya Wi5"),
        ("en", "special M F3", "special M Fi3"),
        ("es", "move 2M E1-W2", "2M T1-A2"),
    ],
)
def test_a_played_move_writes_its_districts_as_the_board_labels_them(
    language: str, move: str, shown: str
) -> None:
    """The "played" line and the hint go through ``in_words``: a district reads as on the
    board (Fi3, Spanish T1), and the shown form reads back as the same action."""
    from boardgames_rules.core.typed import canonical, in_words

    i18n.use(language)
    try:
        said = in_words("utopia", move)
        assert said.endswith(shown)
        assert parse(canonical("utopia", said) or said) == parse(move)
    finally:
        i18n.use(i18n.SOURCE)
