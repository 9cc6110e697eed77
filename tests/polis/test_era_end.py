"""The end-of-era sequence step by step, the loss conditions and the final score."""

from __future__ import annotations

from boardgames_rules.polis import GAME
from boardgames_rules.polis.common import polis

from .helpers import end_era, fresh, legal_texts, play, polis_set, purse


def rich(s, wheat=20):
    return purse(purse(s, 0, wheat=wheat), 1, wheat=wheat)


def settle(s, *answers: str):
    """Answer the end-of-era steps: given answers first, then 'done' / 'phoros 0'."""
    s = play(s, *answers)
    while s.steps and s.phase == "era_end":
        s = play(s, "done" if s.steps[0].kind == "grow" else "phoros 0")
    return s


def test_finished_projects_give_their_prestige_to_the_owner():
    s = polis_set(rich(fresh()), "Athinai", project="Phidias")
    s = polis_set(s, "Sparti", project="Zeus")
    s = end_era(s)
    assert polis(s, "Athinai").finished == ("Phidias",) and polis(s, "Athinai").project is None
    athens, sparta = s.summaries[-2:]
    assert athens.projects == 5 // 2 and sparta.projects == 4


def test_feeding_prestige_paid_for_each_unfed_cube():
    s = end_era(purse(rich(fresh()), 0, wheat=6))  # 8 cubes, 6 wheat: 2 unfed
    assert s.steps[0].kind == "feed" and s.steps[0].left == 2
    assert set(legal_texts(s)) == {
        "pay prestige",
        "starve Athinai",
        "starve Chalkis",
        "starve Chios",
    }
    s = play(s, "pay prestige", "pay prestige")
    athens = s.summaries[-2]
    assert (athens.fed, athens.hunger, athens.starved) == (6, 2, 0)
    assert s.side(0).prestige == 1
    assert polis(s, "Athinai").pop == 5


def test_feeding_cubes_removed_instead_of_prestige():
    s = end_era(purse(rich(fresh()), 0, wheat=5))  # 3 unfed
    s = play(s, "starve Athinai", "starve Chios", "starve Athinai")
    athens = s.summaries[-2]
    assert (athens.hunger, athens.starved) == (0, 3)
    assert s.side(0).prestige == 3
    assert polis(s, "Athinai").pop == 3 and polis(s, "Chios").pop == 1


def test_feeding_a_mix_of_prestige_and_cubes():
    s = end_era(purse(rich(fresh()), 0, wheat=3))  # 5 unfed: pay 2, remove 3
    s = play(s, "pay prestige", "starve Athinai", "pay prestige", "starve Athinai", "starve Chios")
    athens = s.summaries[-2]
    assert (athens.fed, athens.hunger, athens.starved) == (3, 2, 3)
    assert s.side(0).prestige == 1 and s.phase != "over"


def test_feeding_a_polis_left_with_no_cubes_turns_neutral_with_its_base_population():
    s = end_era(purse(rich(fresh()), 0, wheat=7))  # 1 unfed
    s = play(s, "starve Chalkis")
    assert polis(s, "Chalkis").owner is None
    assert polis(s, "Chalkis").pop == 1  # its base population
    assert s.summaries[-2].released == ("Chalkis",)


def test_feeding_the_capital_never_loses_its_last_cube():
    s = polis_set(polis_set(rich(fresh()), "Chalkis", owner=None), "Chios", owner=None)
    s = polis_set(s, "Athinai", pop=2)
    s = end_era(purse(s, 0, wheat=0, prestige=1))  # 2 unfed: 1 cube may go, 1 prestige
    assert set(legal_texts(s)) == {"pay prestige", "starve Athinai"}
    s = play(s, "starve Athinai")  # then only prestige is left: paid without asking
    assert polis(s, "Athinai").pop == 1 and polis(s, "Athinai").owner == 0
    assert s.side(0).prestige == 0 and not (s.steps and s.steps[0].kind == "feed")


def test_feeding_the_no_choice_loss_comes_at_once():
    s = polis_set(polis_set(rich(fresh()), "Chalkis", owner=None), "Chios", owner=None)
    s = end_era(purse(s, 0, wheat=0, prestige=3))  # 5 unfed; 4 cubes may go + 3 prestige = 7
    assert s.steps[0].kind == "feed"
    s = polis_set(polis_set(rich(fresh()), "Chalkis", owner=None), "Chios", owner=None)
    s = end_era(purse(s, 0, wheat=0, prestige=0))  # 5 unfed; only 4 cubes may go
    assert s.phase == "over" and not s.steps  # no pointless walk-through of removals
    assert GAME.outcome(s).winners == (1,)
    assert polis(s, "Athinai").pop == 5
    assert s.summaries[-1].prestige == s.side(1).prestige == 3  # the real prestige shown


def test_feeding_behind_the_long_walls_athinai_pays_in_prestige():
    s = polis_set(polis_set(rich(fresh()), "Chalkis", owner=None), "Chios", owner=None)
    s = polis_set(s, "Athinai", pop=3).model_copy(update={"event": "long_walls"})
    s = end_era(purse(s, 0, wheat=0, prestige=4))  # 3 unfed, none removable: all prestige
    assert polis(s, "Athinai").pop == 3 and s.side(0).prestige == 1
    assert s.summaries[-2].hunger == 3
    s = polis_set(polis_set(rich(fresh()), "Chalkis", owner=None), "Chios", owner=None)
    s = polis_set(s, "Athinai", pop=3).model_copy(update={"event": "long_walls"})
    s = end_era(purse(s, 0, wheat=0, prestige=2))
    assert s.phase == "over" and GAME.outcome(s).winners == (1,)


def test_growth_stays_within_growth_per_era_and_maximum():
    s = end_era(rich(fresh()))
    assert s.steps[0].kind == "grow"
    texts = legal_texts(s)
    assert "grow Athinai 3" in texts and "grow Athinai 4" not in texts
    assert "grow Chalkis 1" in texts and "grow Chalkis 2" not in texts
    s = play(s, "grow Athinai 2", "grow Athinai 1")
    assert polis(s, "Athinai").pop == 8
    assert not any(t.startswith("grow Athinai") for t in legal_texts(s))
    assert s.side(0).has("wheat") == 20 - 8 - 3 or s.steps[0].seat == 1


def test_megalopolis_gives_one_prestige_per_polis_above_its_base():
    s = settle(end_era(polis_set(rich(fresh()), "Athinai", pop=6)))
    assert s.summaries[-2].megalopolis == 1


def test_spoilage_halves_wine_oil_and_wheat_rounding_up():
    s = settle(end_era(purse(rich(fresh()), 0, wine=5, oil=4, wheat=13, prestige=9)))
    athens = s.side(0)
    assert (athens.has("wine"), athens.has("oil"), athens.has("metal")) == (3, 2, 4)
    assert athens.has("wheat") == 3  # 13 - 8 eaten = 5 -> 3


def test_phoros_turns_prestige_into_silver_but_not_the_last_point():
    s = end_era(rich(fresh()))
    s = play(s, "done", "done")
    assert s.steps[0].kind == "phoros"
    assert "phoros 2" in legal_texts(s) and "phoros 3" not in legal_texts(s)
    s = play(s, "phoros 2")
    assert s.side(0).prestige == 1 and s.side(0).has("silver") == 2


def test_a_player_with_no_prestige_after_phoros_loses():
    s = end_era(purse(rich(fresh()), 1, prestige=0))
    s = settle(s)
    assert s.phase == "over" and GAME.outcome(s).winners == (0,)


def test_the_next_era_brings_merchants_home_and_reveals_new_projects():
    s = play(rich(fresh()), "trade Pontos wine->wheat", "end")
    assert s.side(0).merchants == 0
    s = settle(end_era(s))
    assert s.era == 1 and s.side(0).merchants == 1
    assert all(x is None for x in s.shiploads) and s.collected == ()
    assert len(s.projects) == 3 and len(s.project_pool) == 14 - 6


def test_the_game_ends_after_era_5b():
    s = settle(end_era(rich(fresh(era=3))))
    assert s.phase == "over" and GAME.outcome(s) is not None


def test_victory_points_are_prestige_population_and_posterity():
    s = polis_set(fresh(), "Athinai", finished=("Zeus",))
    athens = GAME.scores(s)[0]
    assert athens.breakdown == {"prestige": 3, "population": 8, "posterity": 3, "poleis": 3}
    assert athens.total == 14


def test_a_tie_goes_to_more_poleis_then_to_sparta():
    s = purse(purse(fresh(), 0, prestige=3), 1, prestige=4)  # 3 + 8 against 4 + 7
    s = s.model_copy(update={"phase": "over", "end_reason": "test"})
    assert GAME.outcome(s).winners == (1,)  # 3 poleis each: Sparta
    s = polis_set(s, "Naupaktos", owner=0, pop=0)
    assert GAME.outcome(s).winners == (0,)  # Athens has more poleis


def test_feeding_menu_labels_say_what_each_choice_costs():
    from boardgames_rules.polis.labels import effect

    s = end_era(purse(rich(fresh()), 0, wheat=7))
    by_text = {GAME.format_action(s, a): effect(s, a) for a in GAME.legal_actions(s)}
    assert by_text["pay prestige"] == "prestige 3 → 2"
    assert by_text["starve Chios"] == "cubes 2 → 1"
    assert by_text["starve Chalkis"] == "cubes 1 → 0; it turns neutral"


def test_phoros_is_not_asked_where_it_could_only_lose():
    # Rule §10.6 as decided: at 1 prestige only the last point is left to give; after era 5β
    # silver counts for nothing while prestige is victory points.
    s = end_era(purse(rich(fresh()), 0, prestige=1))
    s = play(s, "done", "done")
    assert s.steps[0].kind == "phoros" and s.steps[0].seat == 1  # Athens is not asked
    last = end_era(rich(fresh(era=3)))
    last = play(last, "done", "done")
    assert not any(step.kind == "phoros" for step in last.steps)
    assert last.phase == "over" and last.end_reason == "the last era is over"


def test_the_grow_stage_is_asked_exactly_when_some_polis_can_grow():
    # era_end asks "can a polis grow?" without making the actions: the answer must be what
    # legal_grow lists (more than "done"), for every grow step random games reach.
    import random

    from boardgames_rules.polis.era_end import _can_grow, legal_grow
    from boardgames_rules.polis.state import Step

    seen = {True: 0, False: 0}
    for seed in range(1, 40):
        chooser, s = random.Random(seed), GAME.new_game(("Athens", "Sparta"), seed)
        while GAME.current_player(s) is not None:
            for seat in (0, 1):
                for used in ((), tuple(n for n in ("Athinai", "Sparti", "Korinthos"))):
                    step = Step(kind="grow", seat=seat, used=used)
                    grows = bool(legal_grow(s, step)[:-1])
                    assert _can_grow(s, seat, used) == grows
                    seen[grows] += 1
            s = GAME.apply(s, chooser.choice(GAME.legal_actions(s)))
    assert seen[True] and seen[False]  # both answers were checked
