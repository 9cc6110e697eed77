"""The Polis lessons teach what to aim for and the game's words, not only the keys (issue 42):
lesson 1 opens with the aim and what loses, shows an event before the first turn and ends on
the player's own; every warning of the screen is explained; one name for one place; the log
says what its numbers are."""

from __future__ import annotations

import json
import re

from boardgames_rules.core.assets import asset
from boardgames_rules.core.lessons import load_lessons, start
from boardgames_rules.polis import GAME
from boardgames_rules.polis.data import data
from boardgames_rules.polis.forecast import feeding_forecast

from .helpers import fresh, play, purse, rng_rolling


def first_lesson():
    return load_lessons(GAME)[0]


def words_before_the_first_move(lesson) -> str:
    said = []
    for step in lesson.steps:
        said.append(step.text)
        if step.kind == "move":
            break
    return " ".join(said).lower()


def test_lesson_1_opens_with_the_aim_and_what_loses_before_any_move() -> None:
    lesson = first_lesson()
    assert lesson.steps[0].kind == "explain" and "goal" in lesson.steps[0].teaches
    told = words_before_the_first_move(lesson)
    for words in ("points", "prestige", "population cubes", "wheat", "0 prestige", "capital"):
        assert words in told, words


def test_the_feeding_warning_on_screen_from_turn_1_is_explained_before_the_first_move() -> None:
    """`Feeding at the era's end ! Athens: 8 cubes, 4 wheat, short 4 … all in prestige loses`:
    its title, its figures and its last words are in the steps before the learner acts."""
    lesson = first_lesson()
    forecast = feeding_forecast(start(GAME, lesson).state, lesson.learner)
    assert forecast.shortfall and forecast.cost.endswith("all in prestige loses")
    told = words_before_the_first_move(lesson)
    figures = f"{forecast.cubes} cubes, {forecast.wheat} wheat, short {forecast.shortfall}"
    for words in ("feeding at the era's end", figures, "all in prestige loses", "✗"):
        assert words in told, words


def test_a_lesson_opens_with_an_event_before_the_first_turn_and_says_a_game_may() -> None:
    lesson = first_lesson()
    state = start(GAME, lesson).state
    assert state.steps and state.steps[0].kind == "philopersians"  # before anyone's turn
    assert "a game may start like this" in words_before_the_first_move(lesson)
    assert lesson.steps[[s.kind for s in lesson.steps].index("move")].move.startswith("remove")


def test_lesson_1_ends_with_two_or_three_moves_on_your_own() -> None:
    steps = first_lesson().steps
    own = [step for step in steps if step.on_your_own]
    assert 2 <= len(own) <= 3
    assert steps[-len(own) :] == tuple(own)  # the stretch ends the lesson
    assert all("goal" in step.say.lower() for step in own)


def section(text: str, heading: str) -> str:
    return text.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]


def test_how_to_play_well_gives_three_to_six_plain_hints() -> None:
    written = section(GAME.rules_text(), "How to play well")
    hints = [line for line in written.splitlines() if line.startswith("- ")]
    assert 3 <= len(hints) <= 6
    assert "wheat" in hints[0].lower()  # the first thing a good player would tell you
    assert "[decided" not in written  # hints, not rulings


def test_the_maps_short_labels_are_beginnings_of_the_places_names() -> None:
    """One name for one place: a territory or sea cut short on the map is cut to the
    beginning of the name the log and menus use (Laked, never Lakon, for Lakedaemon)."""
    drawing = json.loads(asset("polis", "drawing.json").read_text("utf-8"))
    d = data()
    for name in (*d.territory_names, *d.sea_names):
        names = (name, d.sea_title.get(name, name))
        for label in drawing["labels"][name]:
            assert any(whole.startswith(label) for whole in names), (name, label)


def test_the_trade_log_names_the_dice_and_the_price_they_move() -> None:
    s = play(fresh().model_copy(update={"rng": rng_rolling(2)}), "trade Pontos wine->wheat")
    line = s.log[-1].english(s.players)
    assert "a die (d4) rolls 2: wine's price marker moves 2 steps up, price 3 → 4" in line
    s = purse(fresh(), 0, silver=5).model_copy(
        update={"prices": (0, 0, 5, 0), "rng": rng_rolling(1, 3)}
    )
    after = play(s, "buy Pontos wine->wheat")
    line = after.log[-1].english(after.players)
    assert "two dice (2d4) roll 1 and 3: wine's price marker moves 3 steps down" in line
    assert re.search(r"price \d+ → \d+|price still \d+", line)


def test_the_tribute_log_says_its_number_is_hoplites() -> None:
    s = play(fresh(), "collect Attika", "tribute silver 3")
    assert s.log[-1].english(s.players) == "Athens takes 6 silver (3 hoplites)."
