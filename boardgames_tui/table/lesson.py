"""Lesson mode of the table: the learner's moves checked against the step, the other side's
scripted moves, and going on past a step that waits for Enter.

While a table has a lesson the learner's seat keeps the keyboard (no handovers: the other seats
are scripted) and nothing is saved.  "Play on" (:meth:`Table.play_on`) turns the same session
into a normal saved game.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from boardgames_rules.core import MalformedAction
from boardgames_rules.core.data_strings import shown
from boardgames_rules.core.i18n import _
from boardgames_rules.core.typed import in_words

from boardgames_tui.table.controller import cannot_read, not_allowed

if TYPE_CHECKING:
    from boardgames_rules.core.lessons import Lesson, LessonRun, Step
    from boardgames_rules.core.session import Session
    from boardgames_rules.core.session import Step as Played


class LessonMode:
    def __init__(self, run: LessonRun) -> None:
        self.run = run

    @property
    def learner(self) -> int:
        return self.run.lesson.learner

    @property
    def step(self) -> Step | None:
        return self.run.step

    def waits_for_enter(self) -> bool:
        """An explain step, or an other step whose moves are all played: Enter goes on."""
        step = self.run.step
        if step is None:
            return False
        return step.kind == "explain" or (step.kind == "other" and self.run.next_scripted() is None)

    def refusal(self, session: Session, action: Any) -> str | None:
        """Why the learner may not play ``action`` now (the game's reason first), or None."""
        game, state = session.game, session.state
        try:
            if isinstance(action, str):
                action = game.read_typed(state, action)  # the notation, or the language's words
        except MalformedAction as err:
            return cannot_read(err)
        rejection = game.validate(state, action)
        if rejection is not None:
            return not_allowed(rejection.rule, rejection.rendered())
        refusal = self.run.not_now(session, action)
        step = self.run.step
        if refusal is not None and step is not None and step.on_your_own:
            # The step names only the goal: its refusal does not give the move away (H does).
            said = self.step_text().replace("`", "")  # in the language on screen
            goal = re.split(r"(?<=[.!?])\s", said.strip(), maxsplit=1)[0]
            return _("Not now: the goal is this. {goal} (H gives a hint.)").format(goal=goal)
        return refusal

    def on_your_own(self) -> bool:
        """The step is the learner's alone: the panel shows only its goal."""
        step = self.run.step
        return step is not None and step.on_your_own

    def wanted(self, session: Session) -> Any | None:
        """The action a move step waits for, to point a menu at it; None on your own (the
        step gives no help) and in any other step."""
        step = self.run.step
        if step is None or step.move is None or step.on_your_own:
            return None
        try:
            return session.game.parse_action(session.state, step.move)
        except MalformedAction:
            return None

    def hint(self) -> str | None:
        """H in a move step: the move it waits for (the only one it takes), as the player may
        type it in the language on screen."""
        step = self.run.step
        if step is None or step.move is None:
            return None
        move = in_words(self.run.game.name, step.move)  # as the player may type it
        return _("Try {move} (press : and type it, or find it on the board).").format(move=move)

    def rules_section(self) -> str | None:
        step = self.run.step
        return step.rules if step is not None else None

    def lessons(self) -> tuple[Lesson, ...]:
        from boardgames_rules.core.lessons import load_lessons  # lessons only

        return load_lessons(self.run.game)

    def number(self) -> int:
        """The lesson's place in the game's book, from 1."""
        lessons = self.lessons()
        return lessons.index(self.run.lesson) + 1 if self.run.lesson in lessons else 1

    def title(self) -> str:
        title = shown(self.run.game.name, "lesson", self.run.lesson.title)
        return _("Lesson {number}: {title}").format(number=self.number(), title=title)

    def step_text(self) -> str:
        """The step's words in the language on screen (the file's English is the msgid)."""
        step = self.run.step
        return "" if step is None else shown(self.run.game.name, "lesson-step", step.text)

    def following(self) -> Lesson | None:
        """The next lesson in the book, if any."""
        lessons = self.lessons()
        index = self.number()
        return lessons[index] if index < len(lessons) else None

    def go_on(self) -> bool:
        """Enter: past a step that waits for it; False when none does."""
        if not self.waits_for_enter():
            return False
        self.run.go_on()
        return True

    def play_scripted(self, session: Session) -> Played | None:
        """The other side's next scripted move, played; None when none is waiting."""
        text = self.run.next_scripted()
        if text is None:
            return None
        step = session.play(text)  # checked when the lessons were loaded
        self.run.scripted_played()
        return step
