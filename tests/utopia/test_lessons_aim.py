"""Issue 42: Utopia's first lesson opens with the aim, teaches the first monument, and ends
with moves on one's own; the lessons' words are the screen's (labels, keys, one term)."""

from __future__ import annotations

import re

from boardgames_rules.core.lessons import load_lessons
from boardgames_rules.utopia import GAME


def test_lesson_1_opens_with_the_aim_and_what_loses() -> None:
    first = load_lessons(GAME)[0]
    aim = first.steps[0].text
    assert "50" in aim and "monuments" in aim and "wonders" in aim and "lose" in aim
    assert any("take control" in s.text and "monument" in s.text for s in first.steps[:3])


def test_lesson_1_ends_with_moves_on_ones_own() -> None:
    steps = load_lessons(GAME)[0].steps
    moves = [s for s in steps if s.kind == "move"]
    assert [s.on_your_own for s in moves][-2:] == [True, True]
    assert not moves[0].on_your_own  # the first is shown key by key


def test_the_lessons_speak_as_the_screen_does() -> None:
    for lesson in load_lessons(GAME):
        for step in lesson.steps:
            text = step.text
            # districts as the screen writes them, never the canonical V1 / E1
            assert not re.search(r"\b[VFEW][1-7]\b", text), text
            assert "raise monuments" not in text and "people" not in text, text
            # t ends the turn: e is the Egyptians' card
            assert not re.search(r"\b[Pp]ress (e|E) twice|press e\.", text), text
