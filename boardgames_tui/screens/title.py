"""The title screen: pick a game, or resume the last one."""

from __future__ import annotations

from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core.i18n import N_, _
from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from boardgames_tui.language import assemble
from boardgames_tui.screens.the_app import app_of
from boardgames_tui.widgets.footer import Footer
from boardgames_tui.widgets.paged_option_list import PagedOptionList

BANNER = "b o a r d g a m e s"


def game_entry(title: str, players: str, summary: str, players_width: int = 11) -> Table:
    """One game of the list: name and player count, the summary wrapped in its own column."""
    row = Table.grid(padding=(0, 2), expand=True)
    row.add_column(width=11, no_wrap=True, style="bold")
    row.add_column(width=players_width, no_wrap=True, justify="right", style="dim")
    row.add_column(ratio=1)
    row.add_row(title, players, summary)
    return row


def game_options() -> list[Option]:
    """One option per game, named after it, in the active language."""
    counts = {
        name: _("{players} players").format(players=game.player_range)
        for name, game in GAMES.items()
    }
    # The count's column as wide as its longest words ("2-6 jugadores"): whole, never cut.
    width = max(11, *(cell_len(count) for count in counts.values()))
    return [
        Option(game_entry(game.title, counts[name], _(game.summary), width), id=game.name)
        for name, game in GAMES.items()
    ]


def hint() -> Text:
    return assemble(
        _("{enter} starts a game  ·  new to it? {learn} learns it by playing"),
        enter=("Enter", "bold"),
        learn=("l", "bold"),
    )


class TitleScreen(Screen[None]):
    CSS_PATH = Path(__file__).with_name("title.tcss")  # also for subclasses elsewhere
    BINDINGS = [
        Binding("question_mark", "rules", N_("Rules"), key_display="?", id="common.rules"),
        Binding("l", "learn", N_("Learn"), id="title.learn"),
        Binding("r", "resume", N_("Resume"), id="title.resume"),
        Binding("s", "shelf", N_("Saved games"), id="title.shelf"),
        Binding("t", "stats", N_("Statistics"), id="title.stats"),
        Binding("q", "app.quit", N_("Quit"), id="title.quit"),
    ]

    def __init__(self, message: str = "") -> None:
        super().__init__()
        self._message = message

    def compose(self) -> ComposeResult:
        with Center(), Vertical(id="title-box"):
            yield Static(BANNER, id="banner")
            yield PagedOptionList(*game_options(), id="games")
            yield Static(hint(), id="title-hint")
            yield Static(Text(self._message, style="bold red"), id="title-message")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()

    def redraw(self) -> None:
        """In the language just chosen (the app calls this), the highlighted game kept."""
        games = self.query_one("#games", OptionList)
        highlighted = games.highlighted
        games.set_options(game_options())
        games.highlighted = highlighted
        self.query_one("#title-hint", Static).update(hint())

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:  # every game's option is named after the game
            app_of(self).open_new_game(event.option.id)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "resume":
            return True if app_of(self).storage.latest_unfinished() else None
        return True

    def highlighted(self) -> str:
        games = self.query_one("#games", OptionList)
        index = games.highlighted if games.highlighted is not None else 0
        return games.get_option_at_index(index).id or ""

    def action_rules(self) -> None:
        """The rules of the highlighted game, to read before choosing it."""
        from boardgames_tui.screens.help import HelpScreen  # the Markdown widget loads slowly

        game = GAMES[self.highlighted()]
        self.app.push_screen(HelpScreen(game.title, game.rules_for_players()))

    def action_learn(self) -> None:
        """The highlighted game's lessons: a guided first game, one thing at a time."""
        app_of(self).open_lessons(self.highlighted())

    def action_resume(self) -> None:
        app_of(self).resume_latest()

    def action_shelf(self) -> None:
        from boardgames_tui.screens.shelf import ShelfScreen

        self.app.push_screen(ShelfScreen())

    def action_stats(self) -> None:
        from boardgames_tui.screens.stats import StatsScreen

        self.app.push_screen(StatsScreen())
