"""Battles: when they start, the card exchange, refills, roles, withdrawal, every ending."""

from __future__ import annotations

from boardgames_rules.core import Rng
from boardgames_rules.polis import GAME
from boardgames_rules.polis.battle import deck
from boardgames_rules.polis.state import Battle
from boardgames_rules.polis.topology import units

from .helpers import clear_board, fresh, legal_texts, play, side_set, units_at


def fight(
    athens=("Fl2", "Sh1", "Sh3", "Sp1"),
    sparta=("Ch1", "Sp2", "Sp3", "Sh2"),
    *,
    zone="Boiotia",
    a=4,
    b=4,
    attacker=1,
    event="none",
    **battle,
):
    """A land battle in era 4 at the moment the attacker picks two cards."""
    s = units_at(clear_board(fresh(era=1, event=event)), zone, a, b)
    fields = {
        "zone": zone,
        "sea": False,
        "attacker": attacker,
        "stage": "attack",
        "asking": attacker,
        "hands": (tuple(athens), tuple(sparta)),
    }
    return s.model_copy(update={"battle": Battle(**(fields | battle))})


def test_a_battle_starts_after_a_turn_with_eight_units_of_both_sides_in_a_zone():
    s = units_at(clear_board(fresh(era=1)), "Boiotia", 4, 4)
    s = play(s, "merchants Athinai 1 wood", "end")
    assert s.battle is not None and s.battle.zone == "Boiotia"
    assert s.battle.attacker == 1  # Sparta attacks first on land
    assert [len(h) for h in s.battle.hands] == [4, 4]


def test_seven_units_make_no_battle_unless_alcibiades_fled():
    s = units_at(clear_board(fresh(era=1)), "Boiotia", 4, 3)
    assert play(s, "merchants Athinai 1 wood", "end").battle is None
    s = s.model_copy(update={"event": "alcibiades"})
    assert play(s, "merchants Athinai 1 wood", "end").battle is not None


def test_athens_attacks_first_at_sea():
    s = units_at(clear_board(fresh(era=1)), "Kyklades", 4, 4)
    s = play(s, "merchants Athinai 1 wood", "end")
    assert s.battle is not None and s.battle.sea and s.battle.attacker == 0


def test_different_types_cost_the_defender_a_unit_and_give_the_attacker_the_value():
    s = play(fight(), "attack Ch1 Sp3", "defend Sh1 Fl2")
    assert units(s, "Boiotia") == (2, 4)
    assert s.side(1).prestige == 3 + 1 + 3


def test_same_type_gives_the_attacker_only_a_positive_difference():
    s = play(fight(), "attack Sp2 Sp3", "defend Sp1 Sh1")
    # Sp2 against Sp1: parried, +1; Sp3 against Sh1: a hit, +3
    assert units(s, "Boiotia") == (3, 4)
    assert s.side(1).prestige == 3 + 1 + 3
    s = play(fight(athens=("Ch1", "Ch2", "Sp3", "Sh1")), "attack Ch1 Sp2", "defend Ch2 Sp3")
    assert units(s, "Boiotia") == (4, 4) and s.side(1).prestige == 3


def test_hands_refill_to_the_units_left_and_the_roles_swap():
    s = play(fight(), "attack Ch1 Sp3", "defend Sh1 Sp1")  # Athens loses 1 unit
    b = s.battle
    assert b is not None and b.round == 2 and b.attacker == 0
    assert (len(b.hands[0]), len(b.hands[1])) == (3, 4)
    assert b.stage == "withdraw" and b.asking == 0  # the new attacker may withdraw first


def test_the_battle_ends_when_a_side_has_fewer_than_two_units():
    s = play(fight(a=3, athens=("Fl2", "Sh1", "Sh3")), "attack Ch1 Sp3", "defend Sh1 Fl2")
    assert s.battle is None and units(s, "Boiotia") == (1, 4)
    assert any("fewer than 2 units" in e.english(s.players) for e in s.log)


def test_the_battle_ends_when_the_deck_cannot_refill():
    s = fight()
    left = deck(s)
    left.remove("Fl2")
    s = fight(discard=tuple(left))  # 1 card left in the deck, Sparta will need 2
    s = play(s, "attack Ch1 Sp3", "defend Sp1 Sh1")
    assert s.battle is None
    assert any("cannot refill" in e.english(s.players) for e in s.log)


def test_withdrawal_pays_a_prestige_and_moves_units_within_the_stacking_limit():
    s = units_at(fight(stage="withdraw", asking=1), "Thessalia", 0, 2)
    s = play(s, "withdraw Thessalia")
    assert s.battle is None
    assert units(s, "Thessalia") == (0, 4) and units(s, "Boiotia") == (4, 0)  # 2 of 4 lost
    assert (s.side(0).prestige, s.side(1).prestige) == (4, 2)


def test_withdrawal_cannot_go_to_an_enemy_controlled_zone():
    s = units_at(fight(stage="withdraw", asking=1), "Attika", 2, 0)
    assert "withdraw Attika" not in legal_texts(s)
    assert "withdraw Thessalia" in legal_texts(s)


def test_withdrawing_with_nowhere_to_go_removes_the_units():
    s = fight(zone="Ionia", stage="withdraw", asking=1)
    assert "withdraw" in legal_texts(s)
    s = play(s, "withdraw")
    assert units(s, "Ionia") == (4, 0)


def test_a_player_may_fight_on_instead_of_withdrawing():
    s = play(fight(stage="withdraw", asking=1), "fight")
    assert s.battle is not None and s.battle.stage == "withdraw" and s.battle.asking == 0
    s = play(s, "fight")
    assert s.battle.stage == "attack"


def test_battle_hands_are_seen_only_by_their_owner():
    s = fight()
    assert GAME.view(s, 0).battle.hand == s.battle.hands[0]
    assert GAME.view(s, 1).battle.hand == s.battle.hands[1]
    assert GAME.view(s, None).battle.hand is None
    other = GAME.determinize(s, 0, Rng.from_seed(3))
    assert GAME.view(other, 0) == GAME.view(s, 0)


def test_superstition_replays_a_pair_of_identical_cards():
    s = fight(athens=("Sp3", "Sh1", "Sh3", "Fl1"), event="superstition")
    s = play(s, "attack Ch1 Sp3", "defend Sh1 Sp3")
    b = s.battle
    assert b is not None and b.stage == "attack" and b.slots == 1
    assert units(s, "Boiotia") == (3, 4)
    s = play(s, "attack Sp2", "defend Fl1")
    assert units(s, "Boiotia") == (2, 4)


def test_great_commanders_double_the_prestige_of_one_battle():
    s = units_at(clear_board(fresh(era=2, event="great_commanders")), "Boiotia", 4, 4)
    s = play(s, "merchants Athinai 1 wood", "end")
    assert s.battle.stage == "commanders" and s.battle.asking == 0
    s = play(s, "commanders no", "commanders double")
    assert s.battle.doubled == (False, True) and s.commanders_used == (False, True)


def test_a_player_without_prestige_cannot_withdraw():
    s = side_set(fight(stage="withdraw", asking=1), 1, prestige=0)
    s = s.model_copy(update={"battle": None})
    s = units_at(s, "Boiotia", 4, 4)
    s = side_set(s, 0, prestige=0)
    s = play(s, "merchants Athinai 1 wood", "end")
    assert s.battle is not None and s.battle.stage == "attack"
