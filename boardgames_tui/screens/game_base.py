"""The screen every game shares: board area, player panels, log, prompt, menu and keys.

A game's own screen only draws its board from the seat's view and turns keys and clicks into
actions; this base owns the session, saving, undo, help, handovers and the end of the game.
"""

from __future__ import annotations

from pathlib import Path
from string import ascii_lowercase
from typing import TYPE_CHECKING, Any, ClassVar

from boardgames_rules.core import GameView, IllegalAction, MalformedAction, quote
from boardgames_rules.core.session import Session
from rich.console import Group, RenderableType
from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input, Static

from boardgames_tui import theme
from boardgames_tui.score_history import ScoreHistory, score_history, session_states
from boardgames_tui.screens.bot_turns import BotTurns
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.lesson_mode import LESSON_CSS, LessonMode, LessonPanel
from boardgames_tui.screens.save_guard import SaveGuard
from boardgames_tui.screens.seats import SeatHandover
from boardgames_tui.screens.since import SinceYourLastTurn
from boardgames_tui.screens.term_notes import TermNotes
from boardgames_tui.theme import seat_name, seat_style
from boardgames_tui.widgets.action_log import ActionLog
from boardgames_tui.widgets.action_menu import DIGIT_KEYS, ActionMenu
from boardgames_tui.widgets.board import Board
from boardgames_tui.widgets.steady import SteadyFooter, update_steady

if TYPE_CHECKING:  # neither is needed before a lesson or the end of a game
    from boardgames_rules.core.lessons import LessonRun

    from boardgames_tui.screens.game_over import GameOverScreen

MIN_SIZE = (80, 24)  # the smallest terminal every game screen is laid out for
ERROR_STYLE = "bold red"  # a refused action or key: the prompt line says why in this style
TALL_SIDE = 32  # terminal rows from which the side column holds an open menu and the log


class GameScreen(
    LessonMode, SaveGuard, BotTurns, SeatHandover, SinceYourLastTurn, TermNotes, Screen[None]
):
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

    BINDINGS = [
        Binding("question_mark", "help", "Rules", key_display="?"),
        Binding("colon", "command", "Type", key_display=":"),
        Binding("u", "undo", "Undo"),
        Binding("ctrl+s", "save", "Save", show=False),  # every action is saved anyway; help says so
        Binding("H", "hint", "Hint", key_display="H"),
        Binding("B", "seats", "Seats", key_display="B", show=False),  # hand a seat to a bot
        Binding("full_stop", "hurry_bot", "Bot: play now", key_display=".", show=False),
        Binding("q", "quit_game", "Quit"),
        Binding("n", "toggle_since", "News", show=False),  # "since your last turn" marks
        Binding("escape", "cancel", "Cancel", show=False),
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10)),
        Binding("0", "pick(10)", show=False),
        # Priority: while a menu is open these keys work in it, whatever has the focus; with
        # no menu open check_action turns them off, so they reach the board (its cursor and
        # its Enter) and the footer shows the board's own keys.
        # In a lesson, Enter first goes on past a step that waits for it.
        Binding("enter", "lesson_go_on", "Go on", priority=True),
        Binding("enter", "menu_key('enter')", "Pick", priority=True),
        *(
            Binding(key, f"menu_key('{key}')", show=False, priority=True)
            for key in ("up", "down", "pageup", "pagedown", "home", "end", "space")
        ),
    ]

    _view_cache: tuple[Any, int | None, GameView] | None = None  # (state, seat, its view)
    _menu: ActionMenu | None = None  # found once (menu_has_keys)
    _place_message: tuple[str, Text] | None = None  # a message about one place (say_at)
    # The size the screen was last laid out and drawn at; None until its first layout.
    _drawn_at: Size | None = None

    def __init__(
        self, session: Session, save_path: Path, lesson: LessonRun | None = None
    ) -> None:
        super().__init__()
        # A lesson: its steps beside the game, nothing saved (lesson_mode.py).
        self.lesson = lesson
        self.session = session
        self.game = session.game
        self.save_path = save_path
        # The seat whose private view is on screen; None while the table sees only public
        # information (before a handover has been confirmed).
        self.keyboard: int | None = None
        self.message: Text = Text("")
        # Bot turns: each one gets a token so that a late answer for an old position (after
        # an undo, a reload or leaving the screen) is dropped.
        self._bot_token = 0
        self._bot_thinking = False
        self._bot_hurry = False
        self._bot_pending: tuple[int, Any] | None = None
        self._hint_token = 0

    # -- layout -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield self.save_banner()
        with Horizontal(id="main"):
            with Vertical(id="board-area"):
                yield from self.compose_board()
            with Vertical(id="side", classes="-lesson" if self.lesson else ""):
                if self.lesson is not None:
                    yield LessonPanel(id="lesson")
                yield VerticalScroll(*self.compose_panels(), id="panels-scroll")
                yield ActionMenu(id="menu")
                yield ActionLog(id="log")
        yield Static(id="prompt")
        yield Input(id="command", placeholder="action in notation (Enter plays, Esc cancels)")
        yield SteadyFooter(compact=True)  # recomposed only when its keys change

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
        for score in self.game.scores(self.session.state):
            marker = "▶ " if score.seat == self.session.current else "  "
            line = Text.assemble(marker, seat_name(view.players, score.seat), f"  {score.total}")
            parts = ", ".join(f"{k} {v}" for k, v in score.breakdown.items())
            lines.append(Group(line, Text(f"   {parts}", style="dim")))
        return Group(*lines)

    # -- life cycle -------------------------------------------------------------------------
    def on_mount(self) -> None:
        self.colour_seats()
        self.query_one("#command", Input).display = False
        self.query_one(ActionMenu).keys = self.menu_keys()
        self.fit_side()
        self.focus_board()
        humans = self.human_seats()
        if self.lesson is not None:
            self.keyboard = self.lesson.lesson.learner
        elif not self.game.has_private_info:
            self.keyboard = self.session.current
        elif len(humans) == 1:
            # One person against bots: their own view stays on screen, no handovers at all.
            self.keyboard = humans[0]
        # Not drawn yet: nothing has a size before the first layout (the panels fit their text
        # to their width), and the Resize that follows it, always before the first frame,
        # draws everything once.
        self.after_change()

    def colour_seats(self) -> None:
        """Seat colours for this table (the game's own, or a colour's name), as it comes up."""
        theme.for_table(self.session.players, self.game.seat_hues(self.session.state))

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
        taken: set[str] = set()
        for node in (self.app, self, *self.query("*")):
            for cls in type(node).__mro__:
                for binding in getattr(cls, "BINDINGS", ()):
                    keys = binding.key if isinstance(binding, Binding) else binding[0]
                    taken.update(key.strip() for key in keys.split(","))
        letters = "".join(c for c in ascii_lowercase if c not in taken)
        return DIGIT_KEYS + letters

    def menu_has_keys(self) -> bool:
        """An open menu takes the arrows and Enter unless the command line is being typed in."""
        # Asked for every binding at every key and footer refresh: the menu is looked up once.
        menu = self._menu
        if menu is None:
            if not self.is_mounted or not self.query(ActionMenu):
                return False
            menu = self._menu = self.query_one(ActionMenu)
        return menu.is_open and not isinstance(self.focused, Input)

    def view_now(self) -> Any:
        """The keyboard seat's view of the current state, built once per state and seat (a
        cursor step asks for it on every key, and a view is not free)."""
        state, seat = self.session.state, self.keyboard
        cached = self._view_cache
        if cached is None or cached[0] is not state or cached[1] != seat:
            cached = self._view_cache = (state, seat, self.game.view(state, seat))
        return cached[2]

    def redraw(self) -> None:
        if not self.laid_out:
            return  # the first layout's Resize draws what the state is by then
        state = self.session.state
        view = self.view_now()
        players = state.players
        current = self.session.current
        width, height = self.app.size
        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        status = Text.assemble(
            # First on the line, so that even a narrow terminal shows why parts are cut off.
            (
                f" {width}×{height}: enlarge to {MIN_SIZE[0]}×{MIN_SIZE[1]} " if small else "",
                "reverse bold yellow",
            ),
            (f" {self.game.title} ", "reverse bold"),
            (f" {self.progress_text(view)} ", "bold"),
            f"  {self.lesson_title()}  " if self.lesson else f"  seed {self.session.seed}  ",
            ("autosave off " if self.app.saving_off else "", "bold red"),  # type: ignore[attr-defined]
            "  to play: ",
            seat_name(players, current) if current is not None else Text("game over"),
        )
        # Steady: an action seldom changes these panels' heights; when it keeps them, the
        # screen needs no new layout (most of an action's cost).
        update_steady(self.query_one("#status", Static), status)
        update_steady(self.query_one("#panels", Static), self.panel(view))
        self.query_one("#log", ActionLog).show(view.log)
        prompt = Text(self.game.prompt(state), style=seat_style(current))
        lines = [prompt, self.message, self.term_notes() if self.NOTES_IN_PROMPT else None]
        prompt_lines = Group(*(t for t in lines if t and t.plain))
        update_steady(self.query_one("#prompt", Static), prompt_lines)
        self.draw_board(view)
        self.refresh_since()
        self.draw_lesson()
        self.refresh_bindings()

    @property
    def laid_out(self) -> bool:
        """Whether the screen has a size to draw at (a subclass's redraw asks it too)."""
        return self._drawn_at is not None

    def progress_text(self, view: GameView) -> str:
        """Where the game stands, for the header (the game's ``progress``, if it says)."""
        where = self.game.progress(view)
        return where[0] if where is not None else ""

    def say(self, message: str, error: bool = False) -> None:
        self.message = Text(message, style=ERROR_STYLE if error else "italic")
        self.redraw()

    def say_at(self, place: str, message: str) -> None:
        """Say something about one place (a square, a zone): it goes once the cursor is on
        another place, so the prompt never describes a place the player has left."""
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

    def place_moved(self, place: str) -> None:  # the cursor is on it: describe it, preview
        pass

    def place_chosen(self, place: str) -> None:  # chosen by Enter or a click: what now
        pass

    # -- playing ----------------------------------------------------------------------------
    def play(self, action: Any, by_bot: bool = False) -> bool:
        """Play an action object or notation; on failure say why and change nothing."""
        if self.is_bot_turn() and not by_bot:
            seat = self.session.current
            assert seat is not None
            self.say(
                f"It is {self.session.players[seat]}'s turn (a bot): wait, or '.' to hurry it.",
                error=True,
            )
            return False
        if self.lesson is not None and not by_bot:
            refusal = self.lesson_refusal(action)
            if refusal is not None:
                self.on_played()  # drop the half-made choice: the step says what to do
                self.say(refusal, error=True)
                return False
        try:
            step = self.session.play(action)
        except MalformedAction as err:
            self.say(f"Cannot read {quote(err.text)}: {err.reason}", error=True)
            return False
        except IllegalAction as err:
            self.say(f"Not allowed ({err.rule}): {err}", error=True)
            return False
        # Named, because after a bot's move the one reading it is the other player.
        self.message = Text(
            f"{self.session.players[step.actor]} played: {step.notation}", style="dim"
        )
        if self.lesson is not None and not by_bot:
            self.lesson_moved()
        self.autosave()
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
        """Hand the keyboard over, or end the game, as the new state requires."""
        if self.lesson is not None:
            self.lesson_after_change()
            return
        if self.session.over:
            self.keyboard = None if self.game.has_private_info else self.keyboard
            self.cancel_selection()
            self.redraw()
            self.app.push_screen(self.game_over_screen(), self.on_game_over_choice)
            return
        current = self.session.current
        if current in self.session.bots:
            # No handover to a bot: the screen keeps the view of whoever is at the keyboard.
            if not self.game.has_private_info:
                self.keyboard = current
            self.start_bot_turn()
            return
        if current == self.keyboard:
            return
        if not self.game.has_private_info:
            self.keyboard = current
            self.redraw()
            return
        if len(self.human_seats()) == 1:
            self.keyboard = current
            self.redraw()
            return
        self.keyboard = None  # hide the last player's hand before anything else is drawn
        self.redraw()
        self.app.push_screen(
            HandoverScreen(
                self.game,
                self.session.state,
                current,
                self.handover_extras(self.game.view(self.session.state, None)),
            ),
            self._handed_over,
        )

    def game_over_screen(self) -> GameOverScreen:
        """The end of the game: who won and the scores (a game may show more, e.g. its board)."""
        from boardgames_tui.screens.game_over import GameOverScreen

        outcome = self.game.outcome(self.session.state)
        assert outcome is not None
        return GameOverScreen(self.session.players, outcome, self.score_history())

    def score_history(self) -> ScoreHistory:
        """Each seat's score at the end of each period so far, for the game-over chart."""
        return score_history(self.game, session_states(self.session))

    def _handed_over(self, _: None) -> None:
        self.keyboard = self.session.current
        self.redraw()

    def on_game_over_choice(self, choice: str | None) -> None:
        if choice == "rematch":
            self.app.rematch(self.session)  # type: ignore[attr-defined]
        elif choice == "title":
            self.app.show_title()  # type: ignore[attr-defined]
        elif choice == "quit":
            self.quit_saved(f"Game saved to {self.save_path}")

    def on_action_menu_picked(self, message: ActionMenu.Picked) -> None:
        self.play(message.action)

    # -- keys -------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Undo stays pressable when refused: the refusal explains the undo rule.  Nothing can
        # be typed or picked once the game is over: those keys leave the footer.
        if action in ("command", "pick") and self.session.over:
            return False
        if action == "menu_key":
            return self.menu_has_keys()
        if action == "lesson_go_on":
            return self.lesson_waits_for_enter()
        return True

    def action_help(self) -> None:
        # Imported on first use: the Markdown widget is slow to import and not needed to start.
        from boardgames_tui.screens.help import HelpScreen

        help_screen = HelpScreen(
            self.game.title,
            self.game.rules_for_players(),
            self.EXTRA_KEYS,
            self.lesson_rules_section(),
        )
        self.app.push_screen(help_screen)

    def action_command(self) -> None:
        box = self.query_one("#command", Input)
        box.display = True
        box.value = ""
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "command":
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
        if key in ("enter", "space"):
            menu.pick_highlighted()
            return
        moves = {
            "up": menu.action_cursor_up,
            "down": menu.action_cursor_down,
            "pageup": menu.action_page_up,
            "pagedown": menu.action_page_down,
            "home": menu.action_first,
            "end": menu.action_last,
        }
        moves[key]()

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
        if self.is_bot_turn():
            self.say("Cannot undo while a bot is playing.", error=True)
            return
        reason = self.session.undo_refusal()
        if reason is not None:
            self.say(f"Cannot undo: {reason}.", error=True)
            return
        step = self.session.undo()
        self.lesson_undone()
        self.autosave()
        self.on_played()
        self.say(f"Took back: {step.notation}")

    # Ctrl+S and q: SaveGuard's, which asks before unsaved actions go; a lesson is never saved.
    def action_save(self) -> None:
        if self.lesson is not None:
            self.say("Lessons are not saved: finish it and choose Play on to keep the game.")
            return
        super().action_save()

    def action_quit_game(self) -> None:
        if self.lesson is not None:
            self.app.open_lessons(self.game.name)  # type: ignore[attr-defined]
            return
        super().action_quit_game()

    def autosave(self) -> None:
        if self.lesson is not None:
            return  # a lesson is never saved; "play on" saves it from then on
        self.write_save()  # a failure shows the banner (SaveGuard); the action stays played
