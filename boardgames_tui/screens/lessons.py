"""Learning a game by playing it: the list of a game's lessons, and what comes after one.

The lesson itself runs on the game's own screen (:mod:`boardgames_tui.screens.lesson_mode`).
"""

from __future__ import annotations

from typing import Literal, TypeGuard, get_args

from boardgames_rules.core.data_strings import shown
from boardgames_rules.core.game import Game
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.core.lessons import Lesson
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from boardgames_tui.language import assemble
from boardgames_tui.screens.the_app import app_of
from boardgames_tui.styles import beside
from boardgames_tui.widgets.footer import Footer
from boardgames_tui.widgets.paged_option_list import PagedOptionList

LESSONS_CSS = beside(__file__)


def lesson_entry(game: str, number: int, lesson: Lesson, done: bool) -> Table:
    row = Table.grid(padding=(0, 1), expand=True)
    row.add_column(width=2, no_wrap=True)
    row.add_column(ratio=1)
    row.add_column(no_wrap=True, justify="right", style="dim")
    mark = Text("✓", style="bold green") if done else Text(" ")
    title = shown(game, "lesson", lesson.title)
    row.add_row(
        mark, Text(f"{number}. {title}"), _("~{minutes} min").format(minutes=lesson.minutes)
    )
    return row


class LessonsScreen(Screen[None]):
    """A game's lessons in order, each marked ✓ once finished; Enter starts one."""

    DEFAULT_CSS = LESSONS_CSS
    BINDINGS = [
        Binding("escape,q", "back", N_("Back"), id="common.back"),
        Binding("question_mark", "rules", N_("Rules"), key_display="?", id="common.rules"),
    ]

    def __init__(self, game: Game, lessons: tuple[Lesson, ...], done: frozenset[str]) -> None:
        super().__init__()
        self.game, self.lessons, self.done = game, lessons, done

    def compose(self) -> ComposeResult:
        with Center(), Vertical(id="lessons-box"):
            finished = sum(1 for lesson in self.lessons if lesson.id in self.done)
            head = Text(_("Learn {game}").format(game=self.game.title), style="bold")
            if self.lessons:
                done = _("{finished} of {count} done").format(
                    finished=finished, count=len(self.lessons)
                )
                head.append(f"  ·  {done}", "dim")
            yield Static(head, id="lessons-head")
            if self.lessons:
                yield PagedOptionList(
                    *(
                        Option(
                            lesson_entry(self.game.name, n, lesson, lesson.id in self.done),
                            id=lesson.id,
                        )
                        for n, lesson in enumerate(self.lessons, start=1)
                    ),
                    id="lessons-list",
                )
                yield Static(
                    Text(
                        _(
                            "Each lesson is a short game: the panel beside the board explains "
                            "one thing at a time, and you make the moves."
                        ),
                        style="dim",
                    )
                )
            else:
                yield Static(_("{game} has no lessons yet.").format(game=self.game.title))
        yield Footer()

    def on_mount(self) -> None:
        found = self.query("#lessons-list")
        if found:
            options = found.first(OptionList)
            todo = [n for n, lesson in enumerate(self.lessons) if lesson.id not in self.done]
            options.highlighted = todo[0] if todo else 0
            options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        index = next(n for n, lesson in enumerate(self.lessons) if lesson.id == event.option.id)
        app_of(self).open_lesson(self.game.name, index)

    def action_back(self) -> None:
        app_of(self).show_title()

    def action_rules(self) -> None:
        from boardgames_tui.screens.help import HelpScreen

        self.app.push_screen(HelpScreen(self.game.title, self.game.rules_for_players()))


EndChoice = Literal["bot", "hotseat", "next", "lessons", "title"]


def is_end_choice(name: str | None) -> TypeGuard[EndChoice]:
    return name in get_args(EndChoice)


class LessonEndScreen(ModalScreen[EndChoice]):
    """The lesson is done: play on from here, the next lesson, or back."""

    DEFAULT_CSS = LESSONS_CSS
    BINDINGS = [Binding("escape", "choose('lessons')", N_("Lessons"), id="lesson.lessons")]

    def __init__(
        self, game: str, lesson: Lesson, next_lesson: Lesson | None, game_over: bool
    ) -> None:
        super().__init__()
        self.game, self.lesson, self.next_lesson, self.game_over = (
            game,
            lesson,
            next_lesson,
            game_over,
        )

    def compose(self) -> ComposeResult:
        options: list[Option] = []
        if not self.game_over:
            options += [
                Option(_("Play on from here against a bot"), id="bot"),
                Option(_("Play on from here, hot seat (pass the keyboard)"), id="hotseat"),
            ]
        if self.next_lesson is not None:
            title = shown(self.game, "lesson", self.next_lesson.title)
            options.append(Option(_("Next lesson: {title}").format(title=title), id="next"))
        options += [
            Option(_("The lessons"), id="lessons"),
            Option(_("Back to the title"), id="title"),
        ]
        with Vertical(id="lesson-end-box"):
            yield Static(
                assemble(
                    "✓ " + _("Lesson done: {title}"),
                    "bold green",
                    title=(shown(self.game, "lesson", self.lesson.title), "bold"),
                ),
                id="lesson-end-head",
            )
            yield PagedOptionList(*options, id="lesson-end-choices")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if is_end_choice(event.option.id):  # every option is named after its choice
            self.dismiss(event.option.id)

    def action_choose(self, choice: EndChoice) -> None:
        self.dismiss(choice)
