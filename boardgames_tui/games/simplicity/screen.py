"""Simplicity: press a planning row's number (or click it), then a highlighted city space.

Digits choose planning rows here, not menu entries: ``3`` takes row 3's tile and highlights
where it may be built; Enter (or a click) on a highlighted space builds it (``3 c5``).  When
the demolition token is due, ``1``-``7`` (or a click on a row) puts it on that row's tile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_rules.core import GameView
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.simplicity import words
from boardgames_rules.simplicity.view import SimplicityView
from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Input, Static

from boardgames_tui.games.simplicity.board import SimplicityBoard
from boardgames_tui.games.simplicity.city import SimplicityCity
from boardgames_tui.games.simplicity.panels import (
    TeamsTab,
    panel_height,
    panel_title,
    team_panel,
)
from boardgames_tui.games.simplicity.planning import SimplicityPlanning
from boardgames_tui.screens.game_base import ERROR_STYLE, GameScreen
from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.action_menu import ActionMenu

if TYPE_CHECKING:
    from boardgames_tui.screens.game_over import GameOverScreen

ROWS = 7
LOG_ROWS = 2 + 3  # the log's border and three lines: the least it keeps below the panel
PROMPT_ROWS = 2  # the prompt's rows at most, when it can say it in two
SINCE_ROWS = 12  # the most the "since your last turn" box takes (its own limit)


class SimplicityScreen(GameScreen):
    # The shared screen's constant, read when the help opens: here in the language on screen.
    @property
    def EXTRA_KEYS(self) -> str:  # type: ignore[override]  # noqa: N802 - a property for a str
        return _(words.EXTRA_KEYS)

    # The game's main keys in the footer: "1-7 Row" (the same pick as every digit; a priority
    # binding, as only that one replaces the hidden digit of the shared screen in the footer).
    BINDINGS = [
        Binding("1", "pick(1)", N_("Row"), key_display="1-7", priority=True, id="simplicity.row")
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.row: int | None = None  # the planning row whose tile is chosen

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "pick" and isinstance(self.focused, Input):
            return False  # the command line is being typed in: a digit is a character
        return super().check_action(action, parameters)

    def compose_board(self) -> ComposeResult:
        yield SimplicityBoard(id="simplicity-board")

    def focus_board(self) -> None:
        self.query_one(SimplicityCity).focus()

    # -- drawing ----------------------------------------------------------------------------
    def draw_board(self, view: GameView) -> None:
        assert isinstance(view, SimplicityView)  # the view of this screen's game
        targets: frozenset[str] = frozenset()
        if self.row is not None and view.phase == "play":
            targets = frozenset(view.planning[self.row - 1].legal_spaces)
        self.query_one(SimplicityBoard).show(view, targets, self.row)

    def redraw(self) -> None:
        super().redraw()
        if not self.laid_out:
            return
        view = self.table.view()
        self.query_one("#panels-scroll").border_title = panel_title(view)
        if self.message.style == ERROR_STYLE:
            # A refusal says which rule it breaks: it gets both rows, wrapped, never cut (the
            # status line still says whose turn it is; the prompt is back with the next choice
            # of a row or a space).
            self.query_one("#prompt", Static).update(self.message)
            self.fit_since(view, self.rows(self.message))
            return
        # Two rows at most (the city takes the rest at 80x24): whose turn and what to do, then
        # what to do now or what just happened, both wrapped, never cut.  Short of room, the
        # prompt leaves out the command line's notation example (the keys are said below it).
        second = Text()
        second.append_text(self.message)
        # A term seen for the first time is explained instead of the keys' hint.
        hint = self.term_notes() or self.hint(view)
        if hint is not None and self.message.style in ("", "dim"):  # not after an error
            second.append(" · " if second.plain else "")
            second.append_text(hint)
        style = seat_style(self.session.current)
        lines = [Text(view.prompt, style=style)]
        if self.rows(lines[0]) + self.rows(second) > PROMPT_ROWS:
            lines = [Text(view.short_prompt, style=style)]
        if second.plain:
            lines.append(second)
        self.query_one("#prompt", Static).update(Group(*lines))
        self.fit_since(view, sum(map(self.rows, lines)))

    def rows(self, text: Text) -> int:
        """The rows ``text`` wraps to on the prompt line (inside its padding)."""
        if not text.plain:
            return 0
        return len(text.wrap(self.app.console, max(1, self.app.size.width - 2)))

    def fit_since(self, view: SimplicityView, prompt_rows: int) -> None:
        """Keep the "since your last turn" box short enough that every team's row stays in
        the side column below it (the column is what the terminal's height leaves)."""
        since = self.query("#since")
        if since:
            # the status line, the prompt's rows, the footer, and the log's rows below
            rows = self.app.size.height - 2 - prompt_rows - panel_height(view) - LOG_ROWS
            since.first().styles.max_height = max(3, min(SINCE_ROWS, rows))

    def hint(self, view: SimplicityView) -> Text | None:
        if view.phase == "demolish":
            return Text(_(words.HINT_DEMOLISH), style="bold")
        if view.phase == "play" and self.row is None:
            return Text(_(words.HINT_TAKE), style="dim")
        return None

    def panel(self, view: GameView) -> RenderableType:
        assert isinstance(view, SimplicityView)  # the view of this screen's game
        return team_panel(view, self.panel_width())

    def panel_width(self) -> int:
        """The columns inside the panel's border (the side's width is set before a redraw)."""
        width = self.query_one("#side").styles.width
        return int(width.value) - 2 if width is not None else 28

    # -- choosing ---------------------------------------------------------------------------
    def action_pick(self, number: int) -> None:
        if self.query_one(ActionMenu).is_open:
            super().action_pick(number)
            return
        self.choose_row(number)

    def choose_row(self, row: int) -> None:
        view = self.table.view()
        if view.phase == "over":
            return
        if not 1 <= row <= ROWS:
            self.say(_(words.ONLY_ROWS).format(rows=ROWS), error=True)
            return
        if view.phase == "demolish":
            self.play(f"demolish {row}")
            return
        plan = view.planning[row - 1]
        if plan.demolished:
            self.say(_(words.ROW_DEMOLISHED).format(row=row), error=True)
            return
        if plan.taken:
            self.say(_(words.ROW_TAKEN).format(row=row), error=True)
            return
        if not plan.legal_spaces:
            self.say(_(words.ROW_FITS_NOWHERE).format(row=row), error=True)
            return
        self.row = row
        tile = next(t for t in view.tile_types if t.id == plan.tile)
        city = self.query_one(SimplicityCity)
        if city.cursor_space not in plan.legal_spaces:  # a cursor already on one stays there
            city.move_to(plan.legal_spaces[0])
        self.focus_board()
        self.message = Text(
            words.row_chosen(row, tile.name, tile.letter, len(plan.legal_spaces)),
            style="italic",
        )
        self.redraw()

    def on_simplicity_planning_chosen(self, message: SimplicityPlanning.Chosen) -> None:
        self.choose_row(message.row)

    def board_keys(self, action: str) -> bool:
        """Enter on the city builds the chosen tile, or names the rows that fit when none is
        chosen; neither while the demolition token is placed (digits do that)."""
        if action not in ("choose", "look"):
            return True
        playing = self.table.view().phase == "play" and not self.table.is_bot_turn()
        return playing and (self.row is not None) == (action == "choose")

    def place_chosen(self, place: str) -> None:
        view = self.table.view()
        space = place
        if view.phase == "demolish":
            self.say(_(words.DEMOLISH_FIRST), error=True)
            return
        if view.phase != "play":
            return
        if self.row is None:
            rows = [str(p.row) for p in view.planning if space in p.legal_spaces]
            if rows:
                text = _(words.CHOOSE_TILE_FIRST_FITS).format(space=space, rows=", ".join(rows))
            else:
                text = _(words.CHOOSE_TILE_FIRST)
            self.say_at(space, text)
            return
        # The rules judge the space: on one that is not highlighted they say which symbol the
        # tile needs, and nothing changes.
        self.play(f"{self.row} {space}")

    def game_over_screen(self) -> GameOverScreen:
        """The shared game-over column, with the teams' breakdown (and each player's, with two
        teams a player) in a tab of its own; the finished city stays in sight beside it."""
        from boardgames_tui.screens.game_over import GameOverScreen  # at the end only

        view = self.table.view()
        outcome = view.outcome
        assert outcome is not None
        tabs = ((_(words.TEAMS), TeamsTab(view, _(words.TEAMS))),)
        return GameOverScreen(self.session.players, outcome, self.score_history(), tabs)

    def cancel_selection(self) -> None:
        self.row = None

    def on_played(self) -> None:
        super().on_played()
        self.row = None


SCREEN = SimplicityScreen  # what screens/registry.py opens for this game
