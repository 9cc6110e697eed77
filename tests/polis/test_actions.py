"""The twelve actions, their costs and limits, and the shape of a turn."""

from __future__ import annotations

from boardgames_rules.polis import GAME
from boardgames_rules.polis.common import polis
from boardgames_rules.polis.era_start import first_player
from boardgames_rules.polis.topology import units

from .helpers import (
    clear_board,
    fresh,
    legal_texts,
    play,
    polis_set,
    purse,
    rng_rolling,
    side_set,
    units_at,
)


# -- development -----------------------------------------------------------------------------
def test_create_hoplites_takes_metal_and_population():
    s = units_at(fresh(), "Attika", 0, 0)
    s = play(s, "hoplites Athinai 2 metal")
    assert units(s, "Attika") == (2, 0)
    assert polis(s, "Athinai").pop == 3
    assert s.side(0).has("metal") == 2


def test_a_polis_keeps_at_least_one_cube():
    texts = legal_texts(units_at(fresh(), "Attika", 0, 0))
    assert not any(t.startswith("hoplites Chalkis") for t in texts)  # Chalkis has 1 cube
    assert "hoplites Athinai 3 metal" in texts


def test_stacking_limit_caps_hoplite_creation():
    s = fresh()  # 3 Athenian hoplites in Attika, era 3
    assert not any(t.startswith("hoplites Athinai") for t in legal_texts(s))
    texts = legal_texts(fresh(era=1))
    assert "hoplites Athinai 1 metal" in texts and "hoplites Athinai 2 metal" not in texts


def test_hoplites_may_be_paid_in_silver():
    s = purse(units_at(fresh(), "Attika", 0, 0), 0, metal=0, silver=2)
    texts = legal_texts(s)
    assert "hoplites Athinai 2 silver" in texts and "hoplites Athinai 2 metal" not in texts
    s = play(s, "hoplites Athinai 2 silver")
    assert s.side(0).has("silver") == 0


def test_galleys_go_to_the_sea_of_the_port_arrow():
    s = play(fresh(), "galleys Chios 1 wood")
    assert units(s, "Sporades") == (2, 0)
    assert s.side(0).has("wood") == 3


def test_korinthos_builds_galleys_in_either_of_its_seas():
    s = polis_set(fresh(), "Korinthos", owner=0)
    texts = legal_texts(s)
    assert "galleys Korinthos->Ionion 1 wood" in texts
    assert "galleys Korinthos->Kyklades 1 wood" in texts


def test_merchants_are_built_only_in_a_commercial_polis():
    s = play(fresh(), "merchants Athinai 2 wood")
    assert s.side(0).merchants == 3 and polis(s, "Athinai").pop == 3
    assert not any(t.startswith("merchants Chios") for t in legal_texts(fresh()))
    sparta = [t for t in legal_texts(fresh(active=1)) if t.startswith("merchants")]
    assert sparta and all(t.startswith("merchants Pylos") for t in sparta)  # Gythion has 1 cube


def test_project_goods_may_be_paid_entirely_in_silver():
    s = fresh().model_copy(update={"projects": ("Theatre", "Zeus", "Ephebe")})
    assert "project Theatre Athinai" not in legal_texts(s)  # Athens has no silver
    s = purse(s, 0, silver=3)
    assert "project Theatre Athinai silver for wood" in legal_texts(s)
    s = play(s, "project Theatre Athinai silver for wood")
    assert (s.side(0).has("silver"), s.side(0).has("wood"), s.side(0).has("metal")) == (0, 4, 3)
    assert polis(s, "Athinai").project == "Theatre" and "Theatre" not in s.projects


def test_one_unfinished_project_per_polis():
    s = fresh().model_copy(update={"projects": ("Theatre", "Skene", "Ephebe")})
    s = play(purse(s, 0, silver=9), "project Theatre Athinai")
    s = s.model_copy(update={"done": (), "turn_over": False})
    assert not any(t.startswith("project Skene Athinai") for t in legal_texts(s))


def test_a_project_goes_only_on_a_polis_whose_tile_allows_it():
    s = fresh(active=1).model_copy(update={"projects": ("Theatre", "Ephebe", "Zeus")})
    texts = legal_texts(s)
    assert "project Ephebe Sparti" in texts
    assert not any(t.startswith("project Theatre") for t in texts)


# -- military --------------------------------------------------------------------------------
def test_enemy_controlled_territory_blocks_passage_but_may_be_the_destination():
    s = clear_board(fresh())
    s = units_at(units_at(s, "Attika", 2, 0), "Boiotia", 0, 1)
    s = units_at(s, "Myrtoon", 0, 1)  # closes the sea way round to the Ionion
    texts = legal_texts(s)
    assert "move Attika->Boiotia 2" in texts
    assert not any(t.startswith("move Attika->Thessalia") for t in texts)


def test_hoplites_cross_the_sea_without_galleys():
    s = units_at(clear_board(fresh()), "Attika", 2, 0)
    assert "move Attika->Ionia 2" in legal_texts(s)
    assert "move Attika->Sikelia 1" in legal_texts(s)


def test_hoplites_from_several_territories_end_in_one():
    s = clear_board(fresh())
    s = units_at(units_at(s, "Attika", 2, 0), "Megaris", 1, 0)
    s = play(s, "move Attika->Boiotia 2")
    assert s.steps[0].kind == "more_hoplites"
    assert "also Megaris 1" in legal_texts(s)
    s = play(s, "also Megaris 1")
    assert units(s, "Boiotia") == (3, 0)
    assert s.side(0).prestige == 2  # one action, one prestige


def test_military_actions_are_illegal_without_prestige():
    s = side_set(fresh(), 0, prestige=0)
    texts = legal_texts(s)
    assert not any(t.split()[0] in ("move", "sail", "siege") for t in texts)
    assert "collect Attika" in texts  # the capital's territory is free


def test_galleys_cannot_pass_an_enemy_controlled_sea():
    s = clear_board(fresh())
    s = units_at(units_at(s, "Kyklades", 1, 0), "Myrtoon", 0, 2)
    texts = legal_texts(s)
    assert "sail Kyklades->Myrtoon 1" in texts
    assert "sail Kyklades->Ionion 1" not in texts


def test_successful_siege_takes_the_polis_and_gives_its_fortification_in_prestige():
    s = units_at(clear_board(fresh()), "Boiotia", 3, 0).model_copy(update={"rng": rng_rolling(3)})
    s = play(s, "siege Thebai")
    assert polis(s, "Thebai").owner == 0 and polis(s, "Thebai").pop == 3
    assert s.side(0).prestige == 3 - 1 + 3


def test_failed_siege_costs_a_hoplite_and_an_enemy_cube():
    s = polis_set(clear_board(fresh()), "Thebai", owner=1, pop=3)
    s = units_at(s, "Boiotia", 3, 0).model_copy(update={"rng": rng_rolling(2)})
    s = play(s, "siege Thebai")
    assert units(s, "Boiotia") == (2, 0)
    assert (polis(s, "Thebai").owner, polis(s, "Thebai").pop) == (1, 2)


def test_failed_siege_on_the_last_cube_turns_the_polis_neutral():
    s = polis_set(clear_board(fresh()), "Thebai", owner=1, pop=1)
    s = units_at(s, "Boiotia", 3, 0).model_copy(update={"rng": rng_rolling(1)})
    s = play(s, "siege Thebai")
    assert (polis(s, "Thebai").owner, polis(s, "Thebai").pop) == (None, 3)


def test_siege_needs_control_and_fortification_in_hoplites():
    s = units_at(clear_board(fresh()), "Boiotia", 2, 0)
    assert "siege Thebai" not in legal_texts(s)
    s = units_at(s, "Boiotia", 3, 3)  # 3 hoplites but no control
    assert "siege Thebai" not in legal_texts(s)


def test_the_opponents_capital_cannot_be_besieged():
    s = units_at(clear_board(fresh(era=2)), "Lakedaemon", 5, 0)
    texts = legal_texts(s)
    assert "siege Gythion" in texts and "siege Sparti" not in texts


def test_collecting_pays_the_tribute_panel_numbers():
    s = play(fresh(), "collect Attika", "tribute wine 2", "tribute oil 1")
    assert s.side(0).has("wine") == 4 + 3 and s.side(0).has("oil") == 4 + 1
    assert s.side(0).prestige == 3  # free in the capital's territory
    assert not s.steps


def test_the_tribute_menu_says_what_each_row_pays_for_the_hoplites_placed():
    from boardgames_rules.polis.labels import effect

    s = play(fresh(), "collect Attika")
    by_text = {GAME.format_action(s, a): effect(s, a) for a in GAME.legal_actions(s)}
    assert by_text["tribute wine 1"] == "1 hoplite: +1 wine"
    assert by_text["tribute wine 2"] == "2 hoplites: +3 wine"


def test_collecting_outside_the_capital_costs_prestige():
    s = play(fresh(), "collect Ionia", "tribute wine 2")
    assert s.side(0).prestige == 2 and s.side(0).has("wine") == 7


def test_a_territory_is_collected_once_per_era():
    s = play(fresh(), "collect Attika", "done")
    assert "Attika" in s.collected
    s = s.model_copy(update={"done": ()})
    assert "collect Attika" not in legal_texts(s)


# -- political -------------------------------------------------------------------------------
def test_exchange_pays_the_price_and_makes_the_good_dearer():
    s = fresh().model_copy(update={"rng": rng_rolling(2)})
    s = play(s, "trade Pontos wine->wheat")
    assert s.side(0).has("wine") == 4 - 3 and s.side(0).has("wheat") == 4 + 5
    assert s.prices[2] == 2 and s.side(0).merchants == 0
    assert "trade Pontos wine->wheat" not in legal_texts(s.model_copy(update={"active": 1}))


def test_buying_wheat_makes_the_shiploads_good_cheaper_by_the_higher_die():
    s = purse(fresh(), 0, silver=5)
    s = s.model_copy(update={"prices": (0, 0, 5, 0), "rng": rng_rolling(1, 3)})
    s = play(s, "buy Pontos wine->wheat")
    assert s.side(0).has("silver") == 0 and s.side(0).has("wheat") == 9
    assert s.prices[2] == 2


def test_market_gate_closes_small_shiploads_in_later_eras():
    texts = legal_texts(purse(fresh(era=2), 0, silver=20, wine=20, oil=20))
    assert "trade Egypt oil->silver" in texts
    assert "trade Egypt oil->wheat" not in texts and "buy Egypt oil->wheat" not in texts


def test_an_enemy_controlled_sea_blocks_the_trade_route():
    s = units_at(fresh(), "Thrakikon", 0, 1)
    s = units_at(s, "Sporades", 0, 2)
    texts = legal_texts(s)
    assert not any(t.split()[0] in ("trade", "buy") and " Pontos " in t for t in texts)


def test_proxenos_pays_one_silver_per_enemy_unit_it_passes_or_enters():
    s = purse(units_at(fresh(), "Boiotia", 0, 2), 0, silver=5)
    s = play(s, "proxenos Thebai land")
    assert s.side(0).proxenos == "Thebai" and s.side(0).has("silver") == 3


def test_civil_war_in_a_neutral_polis_costs_twice_its_base_population():
    s = side_set(purse(fresh(), 0, silver=6), 0, proxenos="Thebai")
    s = play(s, "civilwar Thebai")
    assert polis(s, "Thebai").owner == 0 and s.side(0).prestige == 3 + 3
    assert s.side(0).has("silver") == 0


def test_civil_war_in_an_enemy_polis_costs_three_per_cube_and_captures_its_proxenos():
    s = side_set(purse(fresh(), 0, silver=6), 0, proxenos="Pylos")
    s = side_set(s, 1, proxenos="Pylos")
    s = play(s, "civil war Pylos")
    assert polis(s, "Pylos").owner == 0 and s.side(0).prestige == 3 + 2
    assert s.side(1).captured


def test_no_civil_war_in_a_capital():
    s = side_set(purse(fresh(), 0, silver=30), 0, proxenos="Sparti")
    assert "civilwar Sparti" not in legal_texts(s)


def test_a_captured_proxenos_is_redeemed_for_two_silver_paid_to_the_opponent():
    s = side_set(purse(fresh(), 0, silver=2), 0, proxenos="Thebai", captured=True)
    assert not any(t.startswith("proxenos") for t in legal_texts(s))
    s = play(s, "redeem")
    assert s.side(0).proxenos == "Athinai" and not s.side(0).captured
    assert s.side(1).has("silver") == 4 + 2


# -- turns -----------------------------------------------------------------------------------
def test_a_turn_is_one_or_two_different_actions():
    s = play(fresh(), "collect Attika", "done")
    texts = legal_texts(s)
    assert "end" in texts and not any(t.startswith("collect") for t in texts)
    assert "pass" not in texts
    s = play(s, "merchants Athinai 1 wood")
    assert GAME.current_player(s) == 1


def test_ending_a_turn_after_one_action_is_allowed():
    s = play(fresh(), "merchants Athinai 1 wood", "end")
    assert GAME.current_player(s) == 1


def test_after_the_opponent_passed_each_action_costs_one_extra_resource():
    s = play(fresh(active=1), "pass")
    assert GAME.current_player(s) == 0
    s = play(s, "merchants Athinai 1 wood")
    assert s.steps[0].kind == "surcharge"
    s = play(s, "pay wine")
    assert s.side(0).has("wine") == 3
    assert GAME.current_player(s) == 0  # Sparta is out: Athens plays on


def test_the_extra_resource_must_be_in_hand_when_acting():
    s = play(fresh(active=1), "pass")
    s = purse(s, 0, silver=0, wheat=0, metal=0, wood=1, wine=0, oil=0)
    assert not any(t.startswith("merchants") for t in legal_texts(s))
    assert "pass" in legal_texts(s)


def test_the_era_ends_when_both_players_have_passed():
    s = play(fresh(), "pass", "pass")
    assert any("Both players have passed" in e.english(s.players) for e in s.log)


def test_first_player_is_the_one_with_less_prestige_and_sparta_on_a_tie():
    s = fresh()
    assert first_player(s) == 1
    assert first_player(side_set(s, 0, prestige=2)) == 0
    assert first_player(s.model_copy(update={"event": "leotychidas"})) == 0


def test_illegal_actions_are_rejected_with_a_rule():
    s = fresh()
    rejection = GAME.validate(s, GAME.parse_action(s, "siege Sparti"))
    assert rejection is not None and rejection.rule == "siege-not-possible"
    s = play(s, "collect Attika", "done")
    rejection = GAME.validate(s, GAME.parse_action(s, "collect Ionia"))
    assert rejection is not None and rejection.rule == "actions-must-differ"


def test_proxenos_within_its_own_territory_walks_for_free_and_is_not_offered_by_sea():
    # Rule 'move proxenos' as decided: the sea trip would end in the same polis and could
    # only cost more (enemy units at sea and on landing), so only the free walk is offered.
    s = units_at(purse(fresh(active=1), 1, silver=0), "Myrtoon", 3, 2)
    s = units_at(s, "Lakedaemon", 1, 3)
    texts = legal_texts(s)
    assert "proxenos Gythion land" in texts and "proxenos Gythion sea" not in texts
    s = play(s, "proxenos Gythion land")
    assert s.side(1).proxenos == "Gythion" and s.side(1).has("silver") == 0
