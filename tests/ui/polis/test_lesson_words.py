"""The Polis lessons name the menu entry to pick as the menu shows it."""

from __future__ import annotations

import re

from boardgames_rules.core.lessons import load_lessons, start
from boardgames_rules.polis import GAME

from boardgames_tui.games.polis.menu_words import TRIBUTE, menu_label, same_verb
from boardgames_tui.games.polis.screen import action_zone

PICK = re.compile(r"\bpick (.+?)(?= in the menu| from the menu|\.(?:\s|$)|,)")


def shown_label(state, action) -> str:
    """The entry the screen's menu shows for ``action`` (its words before the effect)."""
    view = GAME.view(state, GAME.current_player(state))
    legal = list(view.legal)
    if state.steps or state.battle is not None:  # a pending step opens its own menu
        titled = TRIBUTE if state.steps and state.steps[0].kind == "tribute" else ""
    else:  # the action from the list, then its zone on the map
        zone = action_zone(action)
        menu = [a for a in legal if a.kind == action.kind and action_zone(a) == zone]
        titled = zone if zone and same_verb(menu) else ""
    extra = dict(zip(view.legal, view.effects, strict=True)).get(action, "")
    return menu_label(view, action, extra, titled).split("  (")[0]


def picks() -> list[tuple[str, str, str]]:
    """(lesson id, the entry a step's words say to pick, the entry the menu shows)."""
    found = []
    for lesson in load_lessons(GAME):
        session = start(GAME, lesson)
        for step in lesson.steps:
            if step.kind == "move":
                said = PICK.search(step.say)
                if said and said.group(1) not in ("it", "the next lesson"):
                    action = GAME.parse_action(session.state, step.move)
                    found.append((lesson.id, said.group(1), shown_label(session.state, action)))
            for text in step.actions:
                session.play(text)
    return found


def test_a_lesson_says_to_pick_the_entry_the_menu_shows() -> None:
    found = picks()
    assert len(found) >= 15  # the lessons do name what to pick
    wrong = [(lesson, said, shown) for lesson, said, shown in found if said != shown]
    assert not wrong, wrong


# The rows of a menu surely in sight in the side column at 80x24 beside the lesson panel.
ROWS_IN_SIGHT = 6


def test_a_step_names_the_key_of_an_entry_far_down_its_menu() -> None:
    """Issue 42: "3 hoplites: +6 silver" was entry 9 of a menu showing 1-7."""
    far = []
    for lesson in load_lessons(GAME):
        session = start(GAME, lesson)
        for step in lesson.steps:
            if step.kind == "move":
                state = session.state
                action = GAME.parse_action(state, step.move)
                legal = list(GAME.legal_actions(state))
                if not (state.steps or state.battle is not None):  # a zone's menu
                    zone = action_zone(action)
                    legal = [a for a in legal if a.kind == action.kind and action_zone(a) == zone]
                entry = legal.index(action) + 1
                if entry > ROWS_IN_SIGHT and f"press {entry % 10}" not in step.say:
                    far.append((lesson.id, step.move, entry))
            for text in step.actions:
                session.play(text)
    assert not far
