"""What the screen gets: the view, the action availability, and the typeable notation."""

from __future__ import annotations

import pytest
from boardgames_rules.core import MalformedAction
from boardgames_rules.polis import GAME
from boardgames_rules.polis.availability import availability
from boardgames_rules.polis.notation import VERBS

from .helpers import fresh, play, side_set


def test_view_carries_the_board_the_panels_and_the_era():
    v = GAME.view(fresh(), 0)
    assert len(v.territories) == 12 and len(v.seas) == 5 and len(v.poleis) == 18
    assert len(v.markets) == 5 and len(v.prices) == 4 and len(v.projects) == 3
    attika = next(t for t in v.territories if t.name == "Attika")
    assert attika.units == (3, 0) and attika.control == 0
    athinai = next(p for p in v.poleis if p.name == "Athinai")
    assert (athinai.owner, athinai.pop, athinai.fortification, athinai.proxenoi) == (0, 5, 4, (0,))
    assert v.sides[1].goods["silver"] == 4 and v.sides[0].population == 8
    assert (v.era, v.stacking_limit, v.event) == ("3", 3, "none")
    assert "rng" not in v.model_dump()


def test_availability_lists_the_twelve_actions_with_reasons():
    s = side_set(fresh(), 0, prestige=0)
    rows = availability(s, 0)
    assert len(rows) == 12
    move = next(r for r in rows if r[0] == "Move hoplites")
    assert move[1] is False and "prestige" in move[2]
    collect = next(r for r in rows if r[0] == "Collect tribute")
    assert collect[1] is True
    assert all(r[2] == "not your turn" for r in availability(s, 1))
    redeem = next(r for r in rows if r[0] == "Redeem proxenos")
    assert redeem[1] is False and "not captured" in redeem[2]


def test_availability_marks_an_action_already_taken_this_turn():
    s = play(fresh(), "collect Attika", "done")
    rows = dict((name, (ok, why)) for name, ok, why in availability(s, 0))
    assert rows["Collect tribute"] == (False, "already taken this turn")


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("HOPLITES athinai 2 metal", "hoplites Athinai 2 metal"),
        ("move att->boi 3", "move Attika->Boiotia 3"),
        ("move Attika -> Boiotia 3", "move Attika->Boiotia 3"),
        ("trade egypt oil wheat", "trade Egypt oil->wheat"),
        ("civil war Argos", "civilwar Argos"),
        ("galleys Chios 1", "galleys Chios 1 wood"),
        (
            "galleys Korinthos->Ionion 2 wood 1 silver 1",
            "galleys Korinthos->Ionion 2 wood 1 silver 1",
        ),
        ("project zeus sparti silver for wood metal", "project Zeus Sparti silver for metal wood"),
        ("attack ch3 sp1", "attack Ch3 Sp1"),
        ("withdraw", "withdraw"),
        ("commanders double", "commanders double"),
    ],
)
def test_notation_is_forgiving_and_has_one_canonical_form(text, canonical):
    s = fresh()
    assert GAME.format_action(s, GAME.parse_action(s, text)) == canonical


@pytest.mark.parametrize(
    "text", ["", "fly Attika", "move Attika 3", "siege Atlantis", "galleys Korinthos 1"]
)
def test_unreadable_notation_is_malformed(text):
    with pytest.raises(MalformedAction):
        GAME.parse_action(fresh(), text)


def test_an_unknown_word_is_answered_with_every_action_word() -> None:
    with pytest.raises(MalformedAction) as err:
        GAME.parse_action(fresh(), "fly Attika")
    assert "unknown action 'fly'" in err.value.reason
    for verb in VERBS:  # each listed word is one the parser knows
        assert verb in err.value.reason
        try:
            GAME.parse_action(fresh(), f"{verb} x y z w")
        except MalformedAction as other:
            assert "unknown action" not in other.reason, verb
    with pytest.raises(MalformedAction, match="write just 'pass'"):
        GAME.parse_action(fresh(), "pass now")


def test_rules_text_documents_the_notation():
    text = GAME.rules_text()
    assert "## Notation" in text and "[decided here]" in text


def test_passing_or_ending_a_turn_at_0_prestige_asks_first_and_says_what_it_costs():
    """A player lost unaware that prestige had run out (issue 42): p and e name it."""
    s = play(side_set(fresh(), 0, prestige=0), "collect Attika", "done")
    v = GAME.view(s, 0)
    assert "0 prestige" in v.end_words and "loses the game" in v.end_words
    assert "Press e again" in v.end_words
    fed = GAME.view(side_set(fresh(), 0, prestige=0), 0)
    assert "0 prestige" in fed.pass_words and "Press p again" in fed.pass_words
    assert GAME.view(play(fresh(), "collect Attika", "done"), 0).end_words == ""
    assert "0 prestige" not in GAME.view(fresh(), 0).pass_words
