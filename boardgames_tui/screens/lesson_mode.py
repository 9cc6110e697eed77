"""A lesson on the game's own screen: the lesson panel, the other side's scripted moves, the
learner's moves checked against the step, and what comes after the last step.

A mixin of :class:`~boardgames_tui.screens.game_base.GameScreen`.  While ``self.lesson`` is
set the learner's seat keeps the keyboard (no handovers: the other seats are scripted), nothing
is saved, and the board marks the places the step talks about with the since-your-last-turn
look.  "Play on" turns the same session into a normal saved game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_rules.core import MalformedAction
from rich.text import Text
from textual.widgets import Static

from boardgames_tui.save_lock import SaveHandle

if TYPE_CHECKING:
    from boardgames_rules.core.game import Game
    from boardgames_rules.core.lessons import LessonRun
    from boardgames_rules.core.session import Session

    from boardgames_tui.screens.lessons import EndChoice

LESSON_CSS = """
#lesson { height: auto; border: round $accent; padding: 0 1; }
#side.-lesson #log { display: none; }
#side.-lesson #since { display: none; }
#side.-lesson #panels-scroll { height: 1fr; max-height: 100%; }
"""


class LessonPanel(Static):
    """The step's words, and what to press to go on."""


class LessonMode:
    session: Session
    game: Game
    lesson: LessonRun | None = None
    save_handle: SaveHandle | None
    _lesson_timer: Any = None

    # -- what the screen asks ---------------------------------------------------------------
    def lesson_waits_for_enter(self) -> bool:
        lesson = self.lesson
        if lesson is None or lesson.step is None:
            return False
        step = lesson.step
        return step.kind == "explain" or (
            step.kind == "other" and lesson.next_scripted() is None
        )

    def lesson_refusal(self, action: Any) -> str | None:
        """Why the learner may not play ``action`` now (the game's reason first), or None."""
        lesson = self.lesson
        assert lesson is not None
        state = self.session.state
        try:
            if isinstance(action, str):
                action = self.game.parse_action(state, action)
        except MalformedAction as err:
            return f"Cannot read {err.text!r}: {err.reason}"
        rejection = self.game.validate(state, action)
        if rejection is not None:
            return f"Not allowed ({rejection.rule}): {rejection.message}"
        return lesson.not_now(self.session, action)

    def lesson_places(self) -> frozenset[str]:
        step = self.lesson.step if self.lesson is not None else None
        return frozenset(step.places) if step is not None else frozenset()

    def lesson_rules_section(self) -> str | None:
        step = self.lesson.step if self.lesson is not None else None
        return step.rules if step is not None else None

    # -- drawing ----------------------------------------------------------------------------
    def lesson_number(self) -> int:
        from boardgames_rules.core.lessons import load_lessons  # lessons only

        assert self.lesson is not None
        lessons = load_lessons(self.game)
        return lessons.index(self.lesson.lesson) + 1 if self.lesson.lesson in lessons else 1

    def lesson_title(self) -> str:
        """For the status line: the panel's border is too narrow for a title at 80x24."""
        assert self.lesson is not None
        return f"Lesson {self.lesson_number()}: {self.lesson.lesson.title}"

    def draw_lesson(self) -> None:
        lesson = self.lesson
        found = self.query("#lesson")  # type: ignore[attr-defined]
        if lesson is None or not found:
            return
        panel = found.first(LessonPanel)
        steps = len(lesson.lesson.steps)
        panel.border_title = f"Lesson {self.lesson_number()} · step {lesson.number}/{steps}"
        step = lesson.step
        if step is None:
            panel.update(Text("Lesson done.", style="bold"))
            return
        text = Text(step.text)
        if step.kind == "move":
            text = Text.assemble(("Your move. ", "bold"), step.text)
        if self.lesson_waits_for_enter():
            text.append("\n⏎ Enter: go on", style="bold")
        elif step.kind == "other":
            text.append("\n… '.' plays it now", style="dim")
        panel.update(text)
        board = self.board_widget()  # type: ignore[attr-defined]
        if board is not None:
            board.set_changed(frozenset(step.places))

    # -- going on ---------------------------------------------------------------------------
    def action_lesson_go_on(self) -> None:
        if self.lesson is None or not self.lesson_waits_for_enter():
            return
        self.lesson.go_on()
        self.message = Text("")  # type: ignore[attr-defined]
        self.lesson_after_change()

    def lesson_after_change(self) -> None:
        """The next thing the lesson does: wait for the learner, play the other side, or end."""
        lesson = self.lesson
        assert lesson is not None
        self.keyboard = lesson.lesson.learner  # type: ignore[attr-defined]
        self.redraw()  # type: ignore[attr-defined]
        if lesson.finished:
            self.lesson_finished()
        elif lesson.next_scripted() is not None:
            delay = getattr(self.app, "bot_delay", 0.6)  # type: ignore[attr-defined]
            self._lesson_timer = self.set_timer(max(delay, 0.01), self.play_scripted)  # type: ignore[attr-defined]

    def play_scripted(self) -> None:
        """The other side's next scripted move, with its log line, like a bot's."""
        self._lesson_timer = None
        lesson = self.lesson
        if lesson is None or not self.is_attached:  # type: ignore[attr-defined]
            return
        text = lesson.next_scripted()
        if text is None:
            return
        step = self.session.play(text)  # checked when the lessons were loaded
        lesson.scripted_played()
        self.message = Text(  # type: ignore[attr-defined]
            f"{self.session.players[step.actor]} played: {step.notation}", style="dim"
        )
        self.on_played()  # type: ignore[attr-defined]
        self.lesson_after_change()

    def hurry_scripted(self) -> bool:
        """'.': the other side's move now; False when none is waiting."""
        if self.lesson is None or self._lesson_timer is None:
            return False
        self._lesson_timer.stop()
        self.play_scripted()
        return True

    def lesson_moved(self) -> None:
        assert self.lesson is not None
        self.lesson.moved()

    def lesson_undone(self) -> None:
        if self.lesson is not None:
            self.lesson.after_undo(self.session)

    # -- the end ----------------------------------------------------------------------------
    def lesson_finished(self) -> None:
        from boardgames_tui.screens.lessons import LessonEndScreen

        lesson = self.lesson
        assert lesson is not None
        problem = self.app.lesson_done(self.game.name, lesson.lesson.id)  # type: ignore[attr-defined]
        if problem:
            self.app.notify(problem, severity="warning", markup=False)  # type: ignore[attr-defined]
        from boardgames_rules.core.lessons import load_lessons  # lessons only

        lessons = load_lessons(self.game)
        index = self.lesson_number() - 1
        following = lessons[index + 1] if index + 1 < len(lessons) else None
        self.app.push_screen(  # type: ignore[attr-defined]
            LessonEndScreen(lesson.lesson, following, self.session.over), self.lesson_end_choice
        )

    def lesson_end_choice(self, choice: EndChoice | None) -> None:
        lesson = self.lesson
        if lesson is None:
            return
        app = self.app  # type: ignore[attr-defined]
        index = self.lesson_number() - 1
        if choice in ("bot", "hotseat"):
            self.play_on(with_bot=choice == "bot")
        elif choice == "next":
            app.open_lesson(self.game.name, index + 1)
        elif choice == "title":
            app.show_title()
        else:
            app.open_lessons(self.game.name)

    def play_on(self, with_bot: bool) -> None:
        """The lesson's position becomes a normal game, saved like any other."""
        assert self.lesson is not None
        learner = self.lesson.lesson.learner
        self.lesson = None
        self.session.bots = (
            {seat: "search" for seat in range(len(self.session.players)) if seat != learner}
            if with_bot
            else {}
        )
        self.save_path = self.app.storage.new_save_path(self.game.name)  # type: ignore[attr-defined]
        # A new file: no other copy of the app can hold it yet.
        self.save_handle = SaveHandle.open(self.save_path)
        self.query_one("#lesson").remove()  # type: ignore[attr-defined]
        self.query_one("#side").remove_class("-lesson")  # type: ignore[attr-defined]
        self.autosave()  # type: ignore[attr-defined]
        self.say(f"Playing on: the game is saved to {self.save_path}")  # type: ignore[attr-defined]
        self.after_change()  # type: ignore[attr-defined]
