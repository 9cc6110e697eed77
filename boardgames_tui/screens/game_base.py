"""The screen every game shares: board area, player panels, log, prompt, menu and keys.

A game's own screen only draws its board from the seat's view and turns keys and clicks into
actions.  What happens at the table (the session, the seats, bot turns, handovers, autosave,
undo, a lesson or a replay) is the table controller's (:class:`~boardgames_tui.table.Table`):
this base draws what it exposes and forwards the keys to it.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, cast

from boardgames_rules.core import GameView
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.core.session import Session
from rich.console import Group, RenderableType
from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import BindingsMap
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input, Static

from boardgames_tui import theme
from boardgames_tui.score_history import ScoreHistory, score_history
from boardgames_tui.screens.bot_turns import BotDriver
from boardgames_tui.screens.game_keys import BINDINGS as GAME_BINDINGS
from boardgames_tui.screens.game_keys import free_letters, menu_key
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.lesson_mode import LESSON_CSS, LessonPanel, LessonSide
from boardgames_tui.screens.save_guard import SaveBanner, quit_saved, save_now, show_save_state
from boardgames_tui.screens.seats import open_seats
from boardgames_tui.screens.since import SinceYourLastTurn
from boardgames_tui.screens.status import status_line
from boardgames_tui.screens.term_notes import TermNotes
from boardgames_tui.table import Refused, Table
from boardgames_tui.theme import seat_name, seat_style
from boardgames_tui.widgets.action_log import ActionLog
from boardgames_tui.widgets.action_menu import DIGIT_KEYS, ActionMenu
from boardgames_tui.widgets.board import Board
from boardgames_tui.widgets.steady import SteadyFooter, update_steady

if TYPE_CHECKING:  # neither is needed before a lesson, a replay or the end of a game
    from boardgames_rules.core.lessons import LessonRun

    from boardgames_tui.app import BoardgamesApp
    from boardgames_tui.screens.game_over import GameOverScreen
    from boardgames_tui.screens.replay import ReplaySide

ERROR_STYLE = "bold red"  # a refused action or key: the prompt line says why in this style
TALL_SIDE = 32  # terminal rows from which the side column holds an open menu and the log
SPARE_KEYS = ("command", "hint", "undo")  # the footer's keys that make room, in this order
COMMAND_PLACEHOLDER = N_("action in notation (Enter plays, Esc cancels)")


class GameScreen(SinceYourLastTurn, TermNotes, Screen[None]):
    """Subclasses implement :meth:`compose_board` and :meth:`draw_board`.

    Beware: Textual calls a message handler (``on_mount``, ``on_action_menu_picked``…) of every
    class along the inheritance chain.  A subclass that defines one must not also call
    ``super()`` for it, and calls ``message.prevent_default()`` to stop the base's handler.
    """

    CSS_PATH = Path(__file__).with_name("game_base.tcss")  # also for subclasses elsewhere
    DEFAULT_CSS = LESSON_CSS
    # Shown in the help screen under the common keys.
    EXTRA_KEYS: ClassVar[str] = ""
    # Where a game term seen for the first time is explained (term_notes.py): under the prompt,
    # or (False) the screen's panel says it.
    NOTES_IN_PROMPT: ClassVar[bool] = True

    BINDINGS = GAME_BINDINGS  # game_keys.py

    _menu: ActionMenu | None = None  # found once (menu_has_keys)
    _place_message: tuple[str, Text] | None = None  # a message about one place (say_at)
    # The size the screen was last laid out and drawn at; None until its first layout.
    _drawn_at: Size | None = None

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.game = table.game
        self.message: Text = Text("")
        self.bots = BotDriver(self)
        # A lesson: its steps beside the game, nothing saved (lesson_mode.py).
        self.lesson_side = LessonSide(self, table.lesson) if table.lesson is not None else None
        self.replay_side: ReplaySide | None = None
        if table.replay is not None:
            from boardgames_tui.screens.replay import BINDINGS, ReplaySide  # replays only

            self.replay_side = ReplaySide(self, table.replay)
            # Only the replay's keys, in its order: none of the game's (they would play).
            # Textual copies a class's bindings to each instance (DOMNode.__init__); this
            # screen's are the replay's instead.
            self._bindings = BindingsMap(BINDINGS)

    # -- what the table holds, for the game screens and the tests ---------------------------
    @property
    def session(self) -> Session:
        return self.table.session

    @property
    def keyboard(self) -> int | None:
        """The seat whose private view is on screen; None while the table sees only public
        information (before a handover has been confirmed)."""
        return self.table.keyboard

    @property
    def lesson(self) -> LessonRun | None:
        return self.table.lesson.run if self.table.lesson is not None else None

    @property
    def save_path(self) -> Path:
        return self.table.save_path

    @property
    def boardgames(self) -> BoardgamesApp:  # the app's own methods: a game screen runs in it
        return cast("BoardgamesApp", self.app)

    def view_now(self) -> Any:
        """The keyboard seat's view of the current state (the table's, built once per state)."""
        return self.table.view()

    def is_bot_turn(self) -> bool:
        return self.table.is_bot_turn()

    # -- layout -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield SaveBanner(self.table.save_problem)
        with Horizontal(id="main"):
            with Vertical(id="board-area"):
                yield from self.compose_board()
            with Vertical(id="side", classes="-lesson" if self.lesson_side else ""):
                if self.lesson_side is not None:
                    yield LessonPanel(id="lesson")
                yield VerticalScroll(*self.compose_panels(), id="panels-scroll")
                yield ActionMenu(id="menu")
                yield ActionLog(id="log")
        yield Static(id="prompt")
        yield Input(id="command", placeholder=_(COMMAND_PLACEHOLDER))
        # Recomposed only when its keys change; too narrow for every key (a lesson's Go on at
        # 80 columns), Type, Hint and Undo leave it and ? (the help, which lists them) says so.
        yield SteadyFooter(compact=True, spare=SPARE_KEYS, more="help", more_label=N_("Help"))

    def compose_board(self) -> ComposeResult:
        raise NotImplementedError

    def compose_panels(self) -> ComposeResult:
        """The side column above the log: ``#panels`` shows :meth:`panel` of the view."""
        yield Static(id="panels")

    def draw_board(self, view: GameView) -> None:
        raise NotImplementedError

    def handover_extras(self, public: GameView) -> tuple[Widget, ...]:
        """Widgets for the handover screen, drawn from the *public* view only (none by default)."""
        return ()

    def panel(self, view: GameView) -> RenderableType:
        """The player panels; the default lists every seat's score breakdown."""
        lines = []
        for score in self.table.scores():
            marker = "▶ " if score.seat == self.table.current else "  "
            line = Text.assemble(marker, seat_name(view.players, score.seat), f"  {score.total}")
            parts = ", ".join(f"{k} {v}" for k, v in score.breakdown.items())
            lines.append(Group(line, Text(f"   {parts}", style="dim")))
        return Group(*lines)

    # -- life cycle -------------------------------------------------------------------------
    def on_mount(self) -> None:
        self.colour_seats()
        if self.lesson_side is not None:
            self.lesson_side.watch_menus()
        self.query_one("#command", Input).display = False
        self.query_one(ActionMenu).keys = self.menu_keys()
        self.fit_side()
        self.focus_board()
        if self.replay_side is not None:
            self.replay_side.mount_chart()
        self.table.first_keyboard()
        # Not drawn yet: nothing has a size before the first layout (the panels fit their text
        # to their width), and the Resize that follows it, always before the first frame,
        # draws everything once.
        self.after_change()

    def colour_seats(self) -> None:
        """Seat colours for this table (the game's own, or a colour's name), as it comes up."""
        theme.for_table(self.table.players, self.table.seat_hues())

    def on_screen_resume(self) -> None:
        self.colour_seats()

    def on_resize(self) -> None:
        if self.size == self._drawn_at:
            return  # Textual sends a new screen its first size twice: it is drawn for it
        self._drawn_at = self.size
        self.fit_side()
        # Under 100 columns the game's own keys need the whole footer; Ctrl+P still works
        # and the help screen names it.
        self.query_one(Footer).show_command_palette = self.size.width >= 100
        self.redraw()  # the status line says when the terminal is too small for the layout

    def fit_side(self) -> None:
        """The board takes the space first; the side column gets 30 columns, or 30% when wide.

        A tall column (32 rows and more) keeps the log in sight beside an open menu; a short one
        gives the log's rows to the menu (game_base.tcss)."""
        width, height = self.app.size
        side = self.query_one("#side")
        side.styles.width = 30 if width < 100 else min(60, width * 3 // 10)
        side.set_class(height >= TALL_SIDE, "-tall")

    def menu_keys(self) -> str:
        """Digits, then the letters no key of this screen, its widgets or the app uses."""
        taken = self._bindings.key_to_bindings  # a replay's are its own
        return free_letters(taken, (self.app, self, *self.query("*")))

    def menu_has_keys(self) -> bool:
        """An open menu takes the arrows and Enter unless the command line is being typed in."""
        # Asked for every binding at every key and footer refresh: the menu is looked up once.
        menu = self._menu
        if menu is None:
            if not self.is_mounted or not self.query(ActionMenu):
                return False
            menu = self._menu = self.query_one(ActionMenu)
        return menu.is_open and not isinstance(self.focused, Input)

    def redraw(self) -> None:
        if self.replay_side is not None:
            self.message = self.replay_side.message()  # the step shown, and a note under it
        if not self.laid_out:
            return  # the first layout's Resize draws what the state is by then
        table = self.table
        view = table.view()
        current = table.current
        saving_off = bool(self.boardgames.saving_off)
        status = status_line(table, view, saving_off, self.app.size)
        # The frame's words follow a change of language (Ctrl+P > Language).
        self.query_one("#command", Input).placeholder = _(COMMAND_PLACEHOLDER)
        self.query_one("#log", ActionLog).border_title = _("Log")
        # Steady: an action seldom changes these panels' heights; when it keeps them, the
        # screen needs no new layout (most of an action's cost).
        update_steady(self.query_one("#status", Static), status)
        update_steady(self.query_one("#panels", Static), self.panel(view))
        self.query_one("#log", ActionLog).show(view.log, view.players)
        # Over, the game-over screen says why (this line, under it, is cut at 80 columns).
        said = _("The game is over.") if table.over and not self.replay_side else table.prompt()
        prompt = Text(said, style=seat_style(current))
        lines = [prompt, self.message, self.term_notes() if self.NOTES_IN_PROMPT else None]
        prompt_lines = Group(*(t for t in lines if t and t.plain))
        update_steady(self.query_one("#prompt", Static), prompt_lines)
        self.draw_board(view)
        if self.replay_side is not None:
            self.replay_side.mark_changes()
        else:
            self.refresh_since()
        if self.lesson_side is not None:
            self.lesson_side.draw()
        self.refresh_bindings()

    @property
    def laid_out(self) -> bool:
        """Whether the screen has a size to draw at (a subclass's redraw asks it too)."""
        return self._drawn_at is not None

    def say(self, message: str, error: bool = False) -> None:
        if self.replay_side is not None:
            self.replay_side.say(message, error)
            return
        self.message = Text(message, style=ERROR_STYLE if error else "italic")
        self.redraw()

    def say_at(self, place: str, message: str) -> None:
        """Say something about a place (a square, a zone) until the cursor leaves it."""
        self.say(message)
        self._place_message = (place, self.message)

    def cursor_on(self, place: str) -> None:
        """The board's cursor is on ``place`` now (or a menu opened there)."""
        said = self._place_message
        if said is not None and said[0] != place and said[1] is self.message:
            self.message = Text("")
            self.redraw()
        if said is not None and said[0] != place:
            self._place_message = None

    # -- the board protocol (widgets/board.py), handled once: a game implements the hooks.
    def on_board_moved(self, message: Board.Moved) -> None:
        self.cursor_on(message.place)
        self.place_moved(message.place)

    def on_board_chosen(self, message: Board.Chosen) -> None:
        self.place_chosen(message.place)

    def place_moved(self, place: str) -> None: ...  # the cursor is on it: describe, preview

    def place_chosen(self, place: str) -> None: ...  # chosen by Enter or a click: what now

    # -- playing ----------------------------------------------------------------------------
    def play(self, action: Any, by_bot: bool = False) -> bool:
        """Play an action object or notation; on a refusal say why and change nothing."""
        was_failing = bool(self.table.save_problem)
        played = self.table.play(action, by_bot)
        if isinstance(played, Refused):
            if played.drop_choice:
                self.on_played()  # drop the half-made choice: the lesson's step says what to do
            self.say(played.message, error=True)
            return False
        self.message = Text(self.table.played_line(played), style="dim")
        show_save_state(self, was_failing)
        self.on_played()
        self.redraw()
        self.after_change()
        return True

    def on_played(self) -> None:
        """Hook for subclasses: clear selections after an action."""
        self.terms_read()
        self.query_one(ActionMenu).close()
        self.focus_board()

    def after_change(self) -> None:
        """Hand the keyboard over, start a bot, go on with a lesson or end, as the table says."""
        before = self.table.keyboard
        turn = self.table.next_turn()
        if turn == "lesson" and self.lesson_side is not None:
            self.lesson_side.after_change()
        elif turn == "over":
            self.cancel_selection()
            self.redraw()
            from boardgames_tui.screens.game_over import after_game_over  # at the end only

            self.app.push_screen(self.game_over_screen(), partial(after_game_over, self))
        elif turn == "bot":
            self.bots.start()
        elif turn == "play" and self.table.keyboard != before:
            self.redraw()
        elif turn == "handover":
            self.redraw()  # the last player's hand is hidden before anything else is drawn
            table = self.table
            seat = table.current
            assert seat is not None
            # The handover screen shows only what the table may see: names, prompt, scores.
            handover = HandoverScreen(
                table.handover(seat), self.handover_extras(table.public_view())
            )
            self.app.push_screen(handover, self._handed_over)

    def game_over_screen(self) -> GameOverScreen:
        """The end of the game: who won and the scores (a game may show more, e.g. its board)."""
        from boardgames_tui.screens.game_over import GameOverScreen

        outcome = self.table.outcome()
        assert outcome is not None
        return GameOverScreen(self.table.players, outcome, self.score_history())

    def score_history(self) -> ScoreHistory:
        """Each seat's score at the end of each period so far, for the game-over chart."""
        return score_history(self.game, self.table.states())

    def _handed_over(self, _: None) -> None:
        self.table.handed_over()
        self.redraw()

    def on_action_menu_picked(self, message: ActionMenu.Picked) -> None:
        self.play(message.action)

    # -- keys (what Enter does is decided here and in board_key_state: see game_keys.py) ------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.replay_side is not None:
            return self.replay_side.check_action(action, parameters)
        # Undo stays pressable when refused: the refusal explains the undo rule.  Nothing can
        # be typed or picked once the game is over: those keys leave the footer.
        if action in ("command", "pick") and self.table.over:
            return False
        if action == "menu_key":
            return self.menu_has_keys()
        if action == "lesson_go_on":
            return self.lesson_waits_for_enter()
        return True

    def board_key_state(self, action: str) -> bool:
        """Whether the board's key ``action`` acts now (asked by the board: ScreenDecidesKeys)."""
        if self.replay_side is not None:
            return action not in ("choose", "look")  # the cursor moves; Enter chooses nothing
        return self.board_keys(action)

    def board_keys(self, action: str) -> bool:
        """Hook for subclasses: what the board's Enter does now ("choose" or "look")."""
        return True

    def action_help(self) -> None:
        # Imported on first use: the Markdown widget is slow to import and not needed to start.
        from boardgames_rules.core.rules_text import heading_in

        from boardgames_tui.screens.help import HelpScreen

        lesson = self.table.lesson
        section = lesson.rules_section() if lesson is not None else None
        game, keys = self.game, self.extra_keys()
        at = heading_in(game.name, section) if section else None  # the section, translated
        self.app.push_screen(HelpScreen(game.title, game.rules_for_players(), keys, at))

    def extra_keys(self) -> str:
        """The game's own keys, in the language on screen (``_("")`` is the catalogue's head)."""
        return _(self.EXTRA_KEYS) if self.EXTRA_KEYS else ""

    def action_command(self) -> None:
        box = self.query_one("#command", Input)
        box.display = True
        box.value = ""
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "command":
            return
        if self.replay_side is not None:
            self.replay_side.submitted(event.value)
            return
        text = event.value.strip()
        if text and self.play(text):
            self.close_command()

    def close_command(self) -> None:
        box = self.query_one("#command", Input)
        box.display = False
        self.focus_board()

    def focus_board(self) -> None:
        board = self.query_one("#board-area").query("*").first()
        if self.focused is not board:  # focus() repaints the whole board, even when it has it
            board.focus()

    def action_cancel(self) -> None:
        box = self.query_one("#command", Input)
        if box.display:
            self.close_command()
        self.query_one(ActionMenu).close()
        self.message = Text("")
        self.cancel_selection()
        self.redraw()

    def cancel_selection(self) -> None:
        """Hook for subclasses: forget a half-made choice."""

    def action_pick(self, number: int) -> None:
        self.query_one(ActionMenu).pick(number)

    def action_menu_key(self, key: str) -> None:
        menu = self.query_one(ActionMenu)
        if not self.menu_has_keys() or self.app.screen is not self:
            raise SkipAction()  # the key goes to the board or the command line as usual
        menu_key(menu, key)

    def pick_letter(self, letter: str) -> None:
        number = self.query_one(ActionMenu).key_number(letter)
        if number is not None:
            self.action_pick(number)

    def on_key(self, event: events.Key) -> None:
        # Letters picking entries past 10: only the ones nothing else on this screen uses.
        menu = self.query_one(ActionMenu)
        if menu.is_open and event.character and event.character in menu.keys[len(DIGIT_KEYS) :]:
            event.stop()
            self.pick_letter(event.character)

    def action_undo(self) -> None:
        was_failing = bool(self.table.save_problem)
        step = self.table.undo()
        if isinstance(step, Refused):
            self.say(step.message, error=True)
            return
        show_save_state(self, was_failing)
        self.on_played()
        self.say(_("Took back: {action}").format(action=self.table.in_words(step)))

    # -- bots, seats and hints --------------------------------------------------------------
    def action_hurry_bot(self) -> None:
        """'.': the lesson's scripted move, or the bot's announced move, now."""
        if not self.hurry_scripted():
            self.bots.hurry()

    def action_hint(self) -> None:
        if self.lesson_side is not None and self.lesson_side.hint():
            return  # a lesson's step takes one move: the hint is that move
        self.bots.hint()

    def action_seats(self) -> None:
        """B: who plays each seat, and every change one line away (seats.py)."""
        open_seats(self)

    # -- saving -----------------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the game now (the table writes after every action anyway)."""
        was_failing = bool(self.table.save_problem)
        self.table.autosave()
        show_save_state(self, was_failing)

    def action_save(self) -> None:
        """Ctrl+S: every action is saved anyway; this tries again after a failure."""
        save_now(self)

    def action_quit_game(self) -> None:
        """q: asks first when the game cannot be saved; a lesson goes back to the lessons."""
        if self.table.lesson is not None:
            self.boardgames.open_lessons(self.game.name)
            return
        said = _("Game saved to {path}. Resume: boardgames resume")
        quit_saved(self, said.format(path=self.table.save_path))

    def on_unmount(self) -> None:
        self.table.release()

    # -- a lesson (the table's lesson mode; lesson_mode.py) ---------------------------------
    def lesson_waits_for_enter(self) -> bool:
        lesson = self.table.lesson
        return lesson is not None and lesson.waits_for_enter()

    def action_lesson_go_on(self) -> None:
        if self.lesson_side is not None:
            self.lesson_side.go_on()

    def play_scripted(self) -> None:
        if self.lesson_side is not None:
            self.lesson_side.play_scripted()

    def hurry_scripted(self) -> bool:
        return self.lesson_side is not None and self.lesson_side.hurry()

    # -- a replay (the table's replay mode; replay.py) --------------------------------------
    def replay(self) -> ReplaySide:
        assert self.replay_side is not None  # the replay's keys are bound in a replay only
        return self.replay_side

    def action_replay(self, key: str, number: int = 0) -> None:
        """A replay's key: step, jump, period, play, pause, speed or next_view."""
        self.replay().key(key, number)

    def action_play_pause(self) -> None:
        self.replay().play_pause()

    def action_close_replay(self) -> None:
        self.replay().close()
