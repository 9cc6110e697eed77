"""Continental: pick a square, then what to do there; armies pick a destination next."""

from __future__ import annotations

from boardgames_rules.continental import labels
from boardgames_rules.continental.actions import Attack, Build, Defend, EndTurn, Move, Roll, Yield
from boardgames_rules.continental.data import resources_defence_share
from boardgames_rules.continental.engine import touched_squares
from boardgames_rules.continental.notation import format_action
from boardgames_rules.continental.view import ContinentalView
from boardgames_rules.core import GameView
from boardgames_rules.core.i18n import N_
from boardgames_rules.core.typed import in_words
from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import OptionList

from boardgames_tui.games.continental.board import ContinentalBoard
from boardgames_tui.games.continental.panels import panel
from boardgames_tui.screens.game_base import TALL_SIDE, GameScreen
from boardgames_tui.styles import beside
from boardgames_tui.widgets.action_menu import PROMPT_BELOW, ActionMenu


class ContinentalScreen(GameScreen):
    CSS = beside(__file__)
    EXTRA_KEYS = labels.KEYS_HELP  # marked for the catalogue; the help shows it translated
    # A game term seen for the first time is explained under the panel's table: a taller
    # prompt would take the board's rows at 80x24 (its squares would shrink to one line).
    NOTES_IN_PROMPT = False
    # The menu's highlight marked by a glyph too, as the board's cursor is (issue 42: focus
    # shown by more than colour everywhere on this screen).
    MENU_MARKS_HIGHLIGHT = True
    BINDINGS = [
        Binding("r", "roll", N_("Roll"), id="continental.roll"),
        Binding("e", "end_turn", N_("End turn"), id="game.end_turn"),
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.origin: str | None = None  # the army chosen to move
        self.menu_square: str | None = None  # the square whose menu is open, if any
        self.menu_actions: list = []  # that menu's actions, in order
        self.highlighted_action: object | None = None  # the open square menu's highlighted one

    def compose_board(self) -> ComposeResult:
        yield ContinentalBoard(id="board")

    # -- drawing ----------------------------------------------------------------------------
    def draw_board(self, view: GameView) -> None:
        assert isinstance(view, ContinentalView)  # the view of this screen's game
        legal = self.table.legal()
        if self.origin is not None:
            targets = frozenset(
                a.path[-1]
                for a in legal
                if isinstance(a, Move | Attack) and a.path[0] == self.origin
            )
        else:
            targets = frozenset(touched_squares(a)[0] for a in legal if touched_squares(a))
        board = self.query_one(ContinentalBoard)
        board.show(view, targets, self.origin, self.claims(legal, board.cursor_cell))
        menu = self.query_one(ActionMenu)
        if not menu.is_open and legal and not any(touched_squares(a) for a in legal):
            # Setup, rolling and answering an attack happen off the board: offer them.
            self.menu_square = None
            menu.show(view.prompt, self.entries(legal), PROMPT_BELOW)

    def claims(self, legal: list, cursor: str) -> frozenset[str]:
        """What the action being built would claim: the chosen army's way to the cursor's
        square (every way there), or the highlighted entry of a square's menu."""
        view = self.view_now()
        claims = dict(zip(view.legal, view.claims, strict=True))
        if self.menu_square is not None and self.highlighted_action is not None:
            return frozenset(claims.get(self.highlighted_action, ()))
        if self.origin is None:
            return frozenset()
        ways = [
            a
            for a in legal
            if isinstance(a, Move) and a.path[0] == self.origin and a.path[-1] == cursor
        ]
        return frozenset().union(*(claims[a] for a in ways))

    def refresh_claims(self) -> None:
        """Only the board's marks: a cursor step or a menu highlight repaints nothing else."""
        board = self.query_one(ContinentalBoard)
        assert board.view is not None  # the cursor moves, and menus open, on a drawn board
        board.claims = self.claims(self.table.legal(), board.cursor_cell)
        board.show(board.view, board.targets, board.selected, board.claims)

    def place_moved(self, place: str) -> None:
        left_menu = self.menu_square is not None and place != self.menu_square
        if left_menu:
            # That menu was about the square the cursor left: Enter acts on the board again.
            self.close_square_menu()
        if left_menu or self.origin is not None:
            self.refresh_claims()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.menu_square is None or not isinstance(event.option_list, ActionMenu):
            return
        index = event.option_index
        actions = self.menu_actions
        self.highlighted_action = actions[index] if 0 <= index < len(actions) else None
        self.refresh_claims()

    def show_square_menu(self, square: str, title: str, actions: list) -> None:
        self.cursor_on(square)
        self.menu_square, self.menu_actions = square, list(actions)
        self.highlighted_action = actions[0] if actions else None
        self.query_one(ActionMenu).show(title, self.entries(actions))

    def close_square_menu(self) -> None:
        self.menu_square, self.menu_actions, self.highlighted_action = None, [], None
        self.query_one(ActionMenu).close()

    def term_notes(self) -> Text | None:
        # Under 32 rows the panel's table fills its room (a scroll bar would cut a column) and
        # the prompts say it themselves ("Providence 3 (Barracks)", "I (Church)"): no note.
        return super().term_notes() if self.app.size.height >= TALL_SIDE else None

    def panel(self, view: GameView) -> RenderableType:
        assert isinstance(view, ContinentalView)  # the view of this screen's game
        notes = self.term_notes()
        return Group(panel(view), notes) if notes else panel(view)

    # -- choosing ---------------------------------------------------------------------------
    def entries(self, actions: list) -> list[tuple[Text, object]]:
        view = self.view_now()
        costs = dict(zip(view.legal, view.costs, strict=True))
        return [(Text(self.describe(view, a, costs.get(a, ""))), a) for a in actions]

    def describe(self, view: ContinentalView, action, price: str) -> str:
        """A menu entry: the notation, and what it costs or risks (``price``: from the view's
        ``costs``)."""
        text = in_words("continental", format_action(action))  # as the player may type it
        attack = view.pending
        if isinstance(action, Build):
            return labels.build_entry(text, action.structure, price)
        if isinstance(action, Defend) and attack is not None:
            if action.means == "resources":
                share = resources_defence_share(attack.moral, attack.kind)
                return labels.defend_entry(text, price, view.players[attack.attacker], share)
            return labels.defend_entry(text, price, None, 0)
        if isinstance(action, Yield) and attack is not None:
            return labels.yield_entry(text, attack.target, attack.target_piece)
        if price:  # recruiting and converting: what it costs before choosing it
            return labels.priced_entry(text, price)
        if isinstance(action, Attack):
            target = next(s for s in view.squares if s.name == action.path[-1])
            return labels.attack_entry(text, "battle" if target.piece else "skirmish", action.moral)
        return text

    def place_chosen(self, place: str) -> None:
        square = place
        legal = self.table.legal()
        if self.origin is not None:
            paths = [
                a
                for a in legal
                if isinstance(a, Move | Attack)
                and a.path[0] == self.origin
                and a.path[-1] == square
            ]
            if len(paths) == 1 and isinstance(paths[0], Move):
                self.play(paths[0])  # one way there and no Moral to choose: go (u undoes it)
                return
            if paths:
                self.show_square_menu(square, labels.army_menu_title(self.origin, square), paths)
                self.refresh_claims()
                return
            self.origin = None
        here = [a for a in legal if touched_squares(a)[:1] == (square,)]
        moves = [a for a in here if isinstance(a, Move | Attack)]
        others = [a for a in here if not isinstance(a, Move | Attack)]
        if moves:
            self.origin = square
            self.message = Text(labels.army_chosen(square), style="italic")
        if others:
            self.show_square_menu(square, labels.square_menu_title(square), others)
        elif not moves:
            self.close_square_menu()
            off_board = bool(legal) and not any(touched_squares(a) for a in legal)
            self.say_at(square, labels.nothing_here(square, off_board))
            return
        self.redraw()

    def cancel_selection(self) -> None:
        self.origin = None
        self.menu_square, self.menu_actions, self.highlighted_action = None, [], None

    def on_played(self) -> None:
        super().on_played()
        self.cancel_selection()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # r in a turn's roll, e all through a turn (pressed before the roll, it says why); both
        # hidden while the stats are assigned, an attack is answered or a bot plays.
        if action in ("roll", "end_turn"):
            phase = self.view_now().phase
            phases = ("roll",) if action == "roll" else ("roll", "actions")
            return phase in phases and not self.table.is_bot_turn()
        return super().check_action(action, parameters)

    def play_or_explain(self, kind: type, what: str) -> None:
        """``what``: "roll" or "end", which the refusal names."""
        action = next((a for a in self.table.legal() if isinstance(a, kind)), None)
        if action is None:
            self.say(labels.cannot_now(what, self.view_now().prompt), error=True)
        else:
            self.play(action)

    def action_roll(self) -> None:
        self.play_or_explain(Roll, "roll")

    def action_end_turn(self) -> None:
        self.play_or_explain(EndTurn, "end")


SCREEN = ContinentalScreen  # what screens/registry.py opens for this game
