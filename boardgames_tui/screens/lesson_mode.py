"""A lesson on the game's own screen: the lesson panel, the other side's scripted moves played
after a pause, and what comes after the last step.

The table's lesson mode (:mod:`boardgames_tui.table.lesson`) checks the learner's moves, keeps
the keyboard with the learner and saves nothing; this part draws the step and keeps time.  The
board marks the places the step talks about with the since-your-last-turn look.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from boardgames_rules.core.i18n import N_, _
from rich.text import Text
from textual.timer import Timer
from textual.widgets import Static

from boardgames_tui.keymap import keys_named_on
from boardgames_tui.screens.save_guard import show_save_state
from boardgames_tui.styles import beside

if TYPE_CHECKING:
    from boardgames_tui.screens.game_base import GameScreen
    from boardgames_tui.screens.lessons import EndChoice
    from boardgames_tui.table.lesson import LessonMode

LESSON_CSS = beside(__file__)
ON_YOUR_OWN = N_("On your own")  # the mark of a step whose text names only the goal


# `recolectar Ática`: what the player may type, quoted in a step's words (shown in bold).
_TYPED = re.compile(r"`([^`]+)`")


def typed_in_bold(words: str) -> Text:
    """A step's words with each action it quotes in backticks in bold, backticks dropped."""
    text = Text()
    for number, part in enumerate(_TYPED.split(words)):
        text.append(part, style="bold" if number % 2 else "")
    return text


class LessonPanel(Static):
    """The step's words, and what to press to go on."""


class LessonSide:
    """The screen's side of a lesson (``screen.table.lesson`` is set)."""

    def __init__(self, screen: GameScreen, mode: LessonMode) -> None:
        self.screen = screen
        self.mode = mode
        self._timer: Timer | None = None
        self._pointed: tuple = ()  # the step and the menu last pointed at the step's entry
        self._hurry_told: object = None  # the step whose panel said what '.' does in words

    def watch_menus(self) -> None:
        """Point every menu that opens at the entry the step asks for (below), while the
        lesson's panel is on screen (play-on removes it, and the subscription with it)."""
        panel = self.screen.query_one(LessonPanel)
        self.screen.bindings_updated_signal.subscribe(panel, self._menu_changed)

    def _menu_changed(self, _screen: object) -> None:
        # A menu calls refresh_bindings as it opens: the hook needs nothing of the games.
        self.screen.call_after_refresh(self.point_menu)

    def point_menu(self) -> None:
        """An open menu that offers the step's move is scrolled to that entry, highlighted,
        once per opening (the learner's own moving in it is not undone).  Not on your own."""
        from boardgames_tui.widgets.action_menu import ActionMenu

        table = self.screen.table
        if self.screen.lesson_side is not self or not self.screen.is_attached:
            return
        wanted = self.mode.wanted(table.session)
        if wanted is None:
            return
        for menu in self.screen.query(ActionMenu):
            if not menu.is_open:
                continue
            index = menu.index_of(wanted)
            # A new opening has new options: the first one's identity tells it.
            key = (self.mode.run.position, id(menu.get_option_at_index(0)), index)
            if index is not None and key != self._pointed:
                self._pointed = key
                menu.highlighted = index

    def draw(self) -> None:
        mode, screen = self.mode, self.screen
        found = screen.query("#lesson")
        if not found:
            return
        panel = found.first(LessonPanel)
        steps = len(mode.run.lesson.steps)
        panel.border_title = _("Lesson {lesson} · step {step}/{steps}").format(
            lesson=mode.number(), step=mode.run.number, steps=steps
        )
        step = mode.step
        if step is None:
            panel.update(Text(_("Lesson done."), style="bold"))
            return
        # In the language on screen (a switch redraws it), naming the player's [keys].
        said = typed_in_bold(keys_named_on(screen, mode.step_text()))
        text = said
        if mode.on_your_own():
            # Only the goal: no places marked, no keys named (H still gives a hint).
            text = Text.assemble((f" {_(ON_YOUR_OWN)} \n", "bold reverse"), said)
            text.append("\n" + _("H: a hint"), style="dim")
        elif step.kind == "move":
            text = Text.assemble((_("Your move.") + " ", "bold"), said)
        if mode.waits_for_enter():
            text.append("\n⏎ " + _("Enter: go on"), style="bold")
        elif step.kind == "other":
            # The key in words at the first such step of the lesson; the short form after.
            if self._hurry_told in (None, mode.run.position):
                self._hurry_told = mode.run.position
                told = _("The other side plays in a moment; press . to see its move now.")
                text.append("\n" + told, style="dim")
            else:
                text.append("\n… " + _("'.' plays it now"), style="dim")
        panel.update(text)
        board = screen.board_widget()
        if board is not None:
            # A board with a form of its own for the places a step asks about lights them so
            # (Continental: as places to act on, its "new" mark read as news); the others
            # mark them as changed.
            mark = getattr(board, "set_asked", board.set_changed)
            mark(frozenset() if mode.on_your_own() else frozenset(step.places))

    def hint(self) -> bool:
        """H in a move step: the move the step takes (a bot's hint could be another, which
        the step would refuse); False when the step is not a move."""
        text = self.mode.hint()
        if text is None:
            return False
        self.screen.say(f"💡 {text}")
        return True

    def go_on(self) -> None:
        """Enter, on a step that waits for it."""
        if self.mode.go_on():
            self.screen.message = Text("")
            self.after_change()

    def after_change(self) -> None:
        """The next thing the lesson does: wait for the learner, play the other side, or end."""
        self.screen.redraw()
        if self.mode.run.finished:
            self.finished()
        elif self.mode.run.next_scripted() is not None:
            delay = getattr(self.screen.app, "bot_delay", 0.6)
            self._timer = self.screen.set_timer(max(delay, 0.01), self.play_scripted)

    def play_scripted(self) -> None:
        """The other side's next scripted move, with its log line, like a bot's."""
        self._timer = None
        screen = self.screen
        if screen.table.lesson is not self.mode or not screen.is_attached:
            return
        step = self.mode.play_scripted(screen.table.session)
        if step is None:
            return
        screen.message = Text(screen.table.played_line(step), style="dim")
        screen.on_played()
        self.after_change()

    def hurry(self) -> bool:
        """'.': the other side's move now; False when none is waiting."""
        if self._timer is None:
            return False
        self._timer.stop()
        self.play_scripted()
        return True

    # -- the end ----------------------------------------------------------------------------
    def finished(self) -> None:
        from boardgames_tui.screens.lessons import LessonEndScreen

        screen, run = self.screen, self.mode.run
        app = screen.boardgames
        problem = app.lesson_done(screen.game.name, run.lesson.id)
        if problem:
            app.notify(problem, severity="warning", markup=False)
        end = LessonEndScreen(
            screen.game.name, run.lesson, self.mode.following(), screen.table.over
        )
        app.push_screen(end, self.end_choice)

    def end_choice(self, choice: EndChoice | None) -> None:
        screen = self.screen
        if screen.table.lesson is not self.mode:
            return
        app = screen.boardgames
        index = self.mode.number() - 1
        name = screen.game.name
        if choice in ("bot", "hotseat"):
            self.play_on(with_bot=choice == "bot")
        elif choice == "next":
            app.open_lesson(name, index + 1)
        elif choice == "title":
            app.show_title()
        else:
            app.open_lessons(name)

    def play_on(self, with_bot: bool) -> None:
        """The lesson's position becomes a normal game, saved like any other."""
        screen = self.screen
        path = screen.boardgames.storage.new_save_path(screen.game.name)
        screen.table.play_on(with_bot, path)
        screen.lesson_side = None
        screen.query_one("#lesson").remove()
        screen.query_one("#side").remove_class("-lesson")
        show_save_state(screen, was_failing=False)
        screen.say(_("Playing on: the game is saved to {path}").format(path=path))
        screen.after_change()
