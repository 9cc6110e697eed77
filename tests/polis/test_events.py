"""The events of each era, including those that ask the players to choose."""

from __future__ import annotations

from boardgames_rules.polis import GAME
from boardgames_rules.polis.common import polis
from boardgames_rules.polis.events import apply_event, bring_home
from boardgames_rules.polis.flow import advance
from boardgames_rules.polis.topology import units

from .helpers import clear_board, fresh, legal_texts, play, polis_set, purse, units_at


def drawn(event: str, era: int = 0, s=None):
    """The position right after ``event`` is drawn at the start of ``era``."""
    s = (s or fresh(era=era)).model_copy(update={"event": event, "era": era})
    return advance(apply_event(s))


def test_earthquake_in_sparta_gives_sparta_a_galley_and_athens_a_hoplite():
    s = drawn("earthquake")
    assert units(s, "Ionion") == (0, 2) and units(s, "Messenia") == (1, 0)


def test_eurymedon_gives_sparta_silver_and_athens_prestige():
    s = drawn("eurymedon")
    assert s.side(1).has("silver") == 5 and s.side(0).prestige == 4


def test_philopersians_each_gain_prestige_and_remove_a_unit_of_their_choice():
    s = drawn("philopersians")
    assert (s.side(0).prestige, s.side(1).prestige) == (4, 4)
    assert "remove Ionia" in legal_texts(s) and "remove Myrtoon" not in legal_texts(s)
    s = play(s, "remove Ionia", "remove Myrtoon")
    assert units(s, "Ionia") == (1, 0) and units(s, "Myrtoon") == (0, 1)


def test_xerxes_assassinated_closes_persia_to_trade():
    s = purse(drawn("xerxes"), 0, silver=10, wine=10, oil=10)
    s = units_at(s, "Sporades", 0, 0)
    assert not any("Persia" in t for t in legal_texts(s))
    assert any("Egypt" in t for t in legal_texts(s))


def test_holy_war_gives_sparta_a_hoplite_in_thessalia_and_athens_one_in_boiotia():
    s = drawn("holy_war")
    assert units(s, "Thessalia") == (0, 1) and units(s, "Boiotia") == (1, 0)


def test_egypt_rebels_cost_athens_a_prestige_per_galley_short_of_two():
    s = drawn("egypt_rebels", era=1)
    assert s.steps[0].kind == "egypt"
    s = play(s, "egypt Kyklades 1", "done")
    assert s.side(0).prestige == 2 and units(s, "Kyklades") == (1, 0)


def test_half_the_egypt_galleys_come_back_rounded_down():
    s = play(drawn("egypt_rebels", era=1), "egypt Kyklades 1", "egypt Kyklades 1")
    s = play(s, "egypt Sporades 1")
    assert s.side(0).prestige == 3 and not s.steps  # no galley left: the step ends
    assert s.abroad == (("Egypt", 0, 3),)
    s = bring_home(s)
    assert units(s, "Sporades") == (1, 0) and s.abroad == ()


def test_murder_of_the_persian_king_pays_two_prestige_and_the_hoplites_come_back():
    s = drawn("persian_king", era=1)
    s = play(s, "persia Attika 2", "done")
    assert s.side(0).prestige == 5 and units(s, "Attika") == (1, 0)
    assert s.side(1).prestige == 3
    s = bring_home(s)
    assert units(s, "Attika") == (3, 0)


def test_betrayal_hands_a_population_one_polis_to_the_other_side():
    s = drawn("betrayal", era=1)
    assert polis(s, "Chalkis").owner == 1 and polis(s, "Gythion").owner == 0


def test_betrayal_lets_the_owner_choose_among_several_poleis():
    s = polis_set(fresh(era=1), "Chios", pop=1)
    s = drawn("betrayal", era=1, s=s)
    assert set(legal_texts(s)) == {"betray Chalkis", "betray Chios"}
    s = play(s, "betray Chios")
    assert polis(s, "Chios").owner == 1 and polis(s, "Chalkis").owner == 0


def test_peasant_revolts_forbid_collecting_messenia_and_ionia():
    s = drawn("peasant_revolts", era=1)
    texts = legal_texts(s)
    assert "collect Ionia" not in texts and "collect Attika" in texts


def test_age_of_pericles_saves_athens_one_silver_on_one_project():
    s = purse(drawn("pericles", era=1), 0, silver=9)
    s = s.model_copy(update={"projects": ("Socrates", "Protagoras", "Theatre")})
    s = play(s, "project Socrates Athinai")
    assert s.side(0).has("silver") == 9 - 5 and s.pericles_used
    s = polis_set(s.model_copy(update={"done": ()}), "Syrakousai", owner=0)
    s = play(s, "project Protagoras Syrakousai")
    assert s.side(0).has("silver") == 4 - 3  # only one project is cheaper


def test_treasury_transfer_gives_twice_the_prestige_given_up_in_silver():
    s = drawn("treasury", era=1)
    assert "treasury 2" in legal_texts(s) and "treasury 3" not in legal_texts(s)
    s = play(s, "treasury 2", "treasury 0")
    assert s.side(0).prestige == 1 and s.side(0).has("silver") == 4


def test_behind_the_long_walls_attika_cannot_be_collected():
    assert "collect Attika" not in legal_texts(drawn("long_walls", era=2))


def test_free_trade_punishes_ending_a_turn_while_blocking_the_route_to_persia():
    s = drawn("free_trade", era=2)  # Athens' galley holds the Noties Sporades
    s = play(s, "merchants Athinai 1 wood", "end")
    assert s.side(0).prestige == 2
    s = play(s, "merchants Pylos 1 wood", "end")
    assert s.side(1).prestige == 3


def test_mercenaries_cost_two_silver_and_take_no_population():
    s = purse(units_at(drawn("mercenaries", era=2), "Attika", 0, 0), 0, silver=4)
    assert "hoplites Athinai 3 silver" not in legal_texts(s)
    s = play(s, "hoplites Athinai 2 silver")
    assert s.side(0).has("silver") == 0 and polis(s, "Athinai").pop == 5
    assert units(s, "Attika") == (2, 0)


def test_pacifism_turns_capital_hoplites_into_prestige_instead_of_tribute():
    s = play(drawn("pacifism", era=2), "collect Attika")
    assert "peace 3" in legal_texts(s)
    s = play(s, "peace 2")
    assert s.side(0).prestige == 5 and units(s, "Attika") == (1, 0) and not s.steps


def test_plague_costs_athinai_two_cubes():
    assert polis(drawn("plague", era=2), "Athinai").pop == 3


def test_carthage_costs_the_stronger_side_two_hoplites_in_sikelia():
    s = units_at(clear_board(fresh(era=3)), "Sikelia", 3, 1)
    s = drawn("carthage", era=3, s=s)
    assert units(s, "Sikelia") == (1, 1)
    s = drawn("carthage", era=3, s=units_at(s, "Sikelia", 2, 2))
    assert units(s, "Sikelia") == (0, 0)


def test_carthage_with_no_greek_hoplites_closes_sikelia_to_collection():
    s = drawn("carthage", era=3, s=clear_board(fresh(era=3)))
    assert "Sikelia" in s.blocked


def test_etna_lets_at_most_three_hoplites_collect_sikelia():
    s = polis_set(units_at(fresh(era=3), "Sikelia", 5, 0), "Gela", owner=0)
    s = play(drawn("etna", era=3, s=s), "collect Sikelia")
    assert s.steps[0].left == 3


def test_liberation_of_slaves_resets_wine_and_oil_prices():
    s = fresh(era=3).model_copy(update={"prices": (4, 4, 4, 4)})
    assert drawn("liberation", era=3, s=s).prices == (4, 4, 0, 0)


def test_hermocopidae_cost_athens_a_prestige():
    assert drawn("hermocopidae", era=3).side(0).prestige == 2


def test_every_era_draws_one_of_its_own_events():
    from boardgames_rules.polis.data import data

    for seed in range(6):
        s = GAME.new_game(GAME.default_names, seed)
        assert s.event in data().eras[0].events


# §1 and §10.7: the era's event is resolved first, then the side with less prestige starts
# (Sparta on a tie).  These events change prestige in choices made before the first turn.


def test_first_player_after_egypt_rebels_is_chosen_once_athens_has_paid():
    s = purse(purse(fresh(era=1, active=1), 0, prestige=2), 1, prestige=1)
    s = drawn("egypt_rebels", era=1, s=s)  # Sparta has less prestige before the event
    s = play(s, "done")  # no galley sent: Athens pays 2 and drops to 0
    assert s.side(0).prestige == 0 and s.side(1).prestige == 1
    assert GAME.current_player(s) == 0


def test_first_player_after_treasury_transfer_is_chosen_once_both_have_given_up_prestige():
    s = drawn("treasury", era=1, s=fresh(era=1, active=1))  # 3 against 3: Sparta
    s = play(s, "treasury 2", "treasury 0")
    assert (s.side(0).prestige, s.side(1).prestige) == (1, 3)
    assert GAME.current_player(s) == 0


def test_first_player_after_murder_of_the_persian_king_is_chosen_once_the_hoplites_are_sent():
    s = purse(fresh(era=1, active=0), 1, prestige=4)  # Athens 3, Sparta 4: Athens
    s = drawn("persian_king", era=1, s=s)
    s = play(s, "persia Attika 1", "done")
    assert (s.side(0).prestige, s.side(1).prestige) == (5, 4)
    assert GAME.current_player(s) == 1


def test_an_events_log_line_reads_whole_in_spanish() -> None:
    """The log's event line names the event and says what it does in the language on screen
    (its sentence is filed under events.json's own catalogue context)."""
    import json

    from boardgames_rules.core import i18n, messages
    from boardgames_rules.core.assets import asset
    from boardgames_rules.polis import messages as said

    events = json.loads(asset("polis", "events.json").read_text(encoding="utf-8"))["events"]
    i18n.use("es")
    try:
        for event in events:
            line = said.EVENT(
                era=messages.term("polis", "Era 3"),
                title=messages.term("polis", event["title"]),
                text=messages.term("polis", event["text"]),
            )
            shown = messages.render(line)
            assert event["text"] not in shown, shown
    finally:
        i18n.use(i18n.SOURCE)
