"""Polis: press ``a`` for the 12 actions, pick one, then a highlighted zone, then the variant.

Pending decisions (tribute, the extra resource, feeding, growth, phoros, events, battle
choices…) open the numbered menu by themselves, with their zones highlighted on the map too.
Battle hands are private: only the seat at the keyboard (``self.keyboard``) sees its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_rules.core import GameView
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.polis import words
from boardgames_rules.polis.actions import ACTION_KINDS, ACTION_TITLES, EndTurn, Pass
from boardgames_rules.polis.view import View
from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from boardgames_tui.games.polis.board import PolisMap
from boardgames_tui.games.polis.forecast import forecast_panel
from boardgames_tui.games.polis.help_text import POLIS_KEYS
from boardgames_tui.games.polis.lesson_room import fit_lesson
from boardgames_tui.games.polis.menu_words import (
    STEADY_STEPS,
    TRIBUTE,
    ChooseKind,
    Spent,
    asked_entry,
    menu_label,
    same_verb,
    steady_entries,
)
from boardgames_tui.games.polis.panels import (
    battle_panel,
    header,
    market_panel,
    own_goods,
    own_points,
    own_seat,
    players_note,
    players_table,
    summary_table,
    zone_panel,
)
from boardgames_tui.games.polis.regions import action_zone
from boardgames_tui.games.polis.windows import EraSummaryScreen, PanelsScreen, every_panel
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.lesson_mode import LessonPanel
from boardgames_tui.styles import beside
from boardgames_tui.theme import seat_colours
from boardgames_tui.widgets.action_menu import PROMPT_BELOW, ActionMenu
from boardgames_tui.widgets.drawn import Drawn, Kept
from boardgames_tui.widgets.menu_room import menu_fits_under_the_panels, menu_is_whole
from boardgames_tui.widgets.steady import update_steady

if TYPE_CHECKING:
    from boardgames_tui.screens.game_over import GameOverScreen

SINCE_ROWS = 12  # the catch-up box's most rows (screens/since.py)


class PolisScreen(GameScreen):
    # The side column's rules, and why: screen.tcss.
    CSS = beside(__file__)
    EXTRA_KEYS = POLIS_KEYS  # help_text.py
    BINDINGS = [
        Binding("a", "actions", N_("Actions"), id="polis.actions"),
        Binding("e", "end_turn", N_("End turn"), id="game.end_turn"),
        Binding("p", "pass_turn", N_("Pass"), id="polis.pass"),
        Binding("s", "summaries", N_("Eras"), id="polis.eras"),
        # The same, out of a short footer.
        Binding("s", "summaries('short')", N_("Eras"), show=False, id="polis.eras"),
        # A short column cannot hold every panel at once: i shows them all whole, with every
        # era's summary, and takes the footer's place of s (which still works).
        Binding("i", "panels", N_("Info"), id="polis.panels"),
        Binding("0", "pick(10)", N_("Pick"), show=False, id="game.pick_10"),
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.kind: str | None = None  # the action chosen from the menu, waiting for a zone
        self.era_seen: str = self.view_now().era
        self.battle_seen: str | None = None
        self.asked = ""  # "pass"/"end": p/e pressed once, asked to confirm; pressed again plays
        self._zone_rows: tuple[tuple[View, int] | None, int] = (None, 0)  # (view, width), rows
        self._zone_drawn_for: tuple = ()  # what the zone panel was last drawn from
        self._menu_entries: list[tuple[Text, object]] = []  # the open menu's, as offered
        self._steered: object = None  # the lesson step whose entry the menu last showed
        self._paying: tuple = ((), [])  # (step, seat) of a payment and its menu's entries

    def compose_board(self) -> ComposeResult:
        yield PolisMap(id="map")

    def on_mount(self) -> None:  # before GameScreen's (along the MRO)
        # A lesson's panel yields rows to an open menu in a short column (lesson_room.py): a
        # menu refreshes the bindings as it opens and closes.
        for panel in self.query(LessonPanel):
            self.bindings_updated_signal.subscribe(
                panel, lambda _screen: self.call_after_refresh(fit_lesson, self)
            )

    def fit_side(self) -> None:
        super().fit_side()
        side = self.query_one("#side")
        side.set_class(not side.has_class("-tall"), "-short")  # screen.tcss: no :not() there
        # The catch-up box has another cap in a tall column (screen.tcss), and Textual keeps
        # its scrollbar as drawn for the old one: drawn again once the new size is laid out.
        self.call_after_refresh(self.redraw_since_scrollbar)

    def redraw_since_scrollbar(self) -> None:
        for box in self.query("#since"):
            box.vertical_scrollbar.refresh()

    def short_column(self) -> bool:
        return not self.query_one("#side").has_class("-tall")

    # -- what the keyboard seat may do ------------------------------------------------------
    def at_keyboard(self) -> bool:
        return self.table.at_keyboard()

    def pending(self) -> bool:
        view = self.view_now()
        return bool(view.step) or view.battle is not None

    # -- drawing ----------------------------------------------------------------------------
    def draw_board(self, view: GameView) -> None:
        assert isinstance(view, View)  # the view of this screen's game
        legal = self.table.legal()
        if self.kind is not None:
            chosen = [a for a in legal if a.kind == self.kind]
        else:
            chosen = legal if self.pending() else []
        targets = frozenset(z for z in map(action_zone, chosen) if z is not None)
        board = self.query_one(PolisMap)
        board.show(view, targets)
        self.draw_own(view)
        self.draw_zone(view)
        battle = self.query_one("#battle", Static)
        battle.display = view.battle is not None
        if view.battle is not None:
            battle.update(battle_panel(view, view.battle, self.short_menu()))
            if self.battle_seen != view.battle.zone:
                self.battle_seen = view.battle.zone
                board.move_to(view.battle.zone)
        else:
            self.battle_seen = None
        menu = self.query_one(ActionMenu)
        if not self.at_keyboard():
            menu.close()
        elif self.pending() and legal and not menu.is_open:
            # The tribute's rows say what they pay: "2 hoplites: +3 wine" under a title that
            # says "Tribute" fits a row of the column at 80x24; "tribute wine 2  (wine ×2
            # hoplites: +3 wine)" took two rows even at 120x40.
            tribute = view.step == "tribute"
            entries = self.entries(legal, titled=TRIBUTE if tribute else "")
            paying = (view.step, view.current) if view.step in STEADY_STEPS else ()
            if paying and paying == self._paying[0]:  # the same payment: the same numbers
                entries = steady_entries(self._paying[1], entries)
            self._paying = (paying, entries)
            short = f"{TRIBUTE} (prompt below)" if tribute else PROMPT_BELOW
            self.open_menu(view.prompt, entries, short=short)
        elif not self.pending():
            self._paying = ((), [])  # the payment is over: the next one numbers afresh
        self.show_asked_entry()

    def compose_panels(self) -> ComposeResult:
        # A pending battle first, then the zone under the cursor apart (a cursor step redraws
        # it alone, not the tables): both stay in sight above the tables.
        # The keyboard side's goods first: docked at the top of the scrolled panels in a
        # short column (screen.tcss), so that nothing scrolls them out of sight.
        yield Static(id="own")
        yield Static(id="battle")
        yield Static(id="zone")
        yield Static(id="panels")

    def draw_own(self, view: View) -> None:
        """The goods of the side at the keyboard, always in sight in a short column (a tall
        one shows them in the players table, in sight anyway)."""
        scroll = self.query_one("#panels-scroll")
        if not self.short_column():
            scroll.border_title = scroll.border_subtitle = ""  # the goods strip is hidden
            return
        update_steady(self.query_one("#own", Static), own_goods(view))
        scroll.border_title = _("Goods of {side}").format(side=words.side(own_seat(view)))
        scroll.border_subtitle = own_points(view)

    def term_notes(self) -> Text | None:
        # In a short side column a pending step's menu and the zone panel take every row: a
        # term's note waits for a turn with room.
        if self.pending() and not self.query_one("#side").has_class("-tall"):
            return None
        return super().term_notes()

    def short_menu(self) -> bool:
        """A menu open in a short side column: the battle panel says it shorter."""
        side = self.query_one("#side")
        return side.has_class("-menu-open") and not side.has_class("-tall")

    def draw_zone(self, view: View) -> None:
        """The zone under the cursor; in a short side column in its compact form (with a
        menu open without the project tiles), so that it is whole without scrolling."""
        board = self.query_one(PolisMap)
        compact = not self.query_one("#side").has_class("-tall")
        tiles = not self.short_menu()
        zone = self.query_one("#zone", Static)
        # An action draws it, then the menu it opens asks again: the same panel, drawn once.
        # (The view by identity: one per state and seat, and comparing two is not free.)
        drawn_for = (board.cursor, compact, tiles, board.size, zone.size, seat_colours())
        last = self._zone_drawn_for
        if last and last[0] is view and last[1] == drawn_for:
            return
        self._zone_drawn_for = (view, drawn_for)
        panel = zone_panel(view, board.cursor, compact, tiles=tiles)
        if board.size.height and not board.prices_shown():  # a two-line prompt took its row
            panel = Group(Text(board.price_line(64), style="bold"), panel)
        if compact:
            update_steady(zone, panel)
        else:
            # Seldom a new height: then the step repaints the zone panel alone, no new layout.
            update_steady(zone, self.rows_kept(zone, Group(panel, Text(""))))

    def rows_kept(self, zone: Static, content: RenderableType) -> RenderableType | Drawn:
        """In a tall side column the zone panel keeps the most rows it has taken since the
        last action, padded with blank ones: the tables under it stay put while the cursor
        moves, rather than jumping at every zone (and the screen is not laid out again)."""
        width = zone.content_size.width
        if not width:
            return content
        drawn = Drawn(zone, content)  # drawn once: for its rows, and for the screen
        rows = drawn.height(width)
        # Since the last action: the view is one per state and seat (and kept here, so that
        # it is not another's id).
        view, (last, most) = self.view_now(), self._zone_rows
        since = last is not None and last[0] is view and last[1] == width
        most = max(rows, most) if since else rows
        self._zone_rows = ((view, width), most)
        return drawn.padded(most)

    def on_polis_map_fitted(self, message: PolisMap.Fitted) -> None:
        self.draw_zone(self.table.view())

    def panel(self, view: GameView, summary: bool = True) -> RenderableType:
        assert isinstance(view, View)  # the view of this screen's game
        parts: list[RenderableType] = [
            forecast_panel(view.forecast) if view.phase == "play" else Text(""),
            players_table(view),
            players_note(view),
            header(view),
            market_panel(view),
        ]
        if view.summaries and summary:
            era = view.summaries[-1].era
            table = summary_table(view, era)
            if table is not None:  # the slowest part to draw, and it changes once an era
                parts.append(Kept((view.summaries, era, seat_colours()), table))
        return Group(*parts)

    def place_moved(self, place: str) -> None:
        self.draw_zone(self.table.view())

    # -- menus ------------------------------------------------------------------------------
    def open_menu(
        self, title: str, entries: list, tall: bool = False, short: str | None = None
    ) -> None:
        menu = self.query_one(ActionMenu)
        side = self.query_one("#side")
        # In a tall column a menu that fits under the panels opens there, in the log's rows:
        # the zone panel and the tables stay put (and the action lays out only what moved).
        menu.reshapes_column = not (side.has_class("-tall") and not side.has_class("-menu-open"))
        menu.show(title, entries, short)
        self._menu_entries, self._steered = entries, None  # a new menu: show its entry
        self.show_asked_entry()
        if not menu.reshapes_column and not menu_fits_under_the_panels(
            menu, side, self.since_rows_held()
        ):
            menu.reshapes_column = True
        if menu.reshapes_column:
            side.set_class(not tall, "-zone-room")  # all but the 12 actions
            menu.refresh_column()
        else:
            self.call_after_refresh(self.keep_menu_whole)
        view = self.table.view()  # the compact forms while the menu is open
        self.draw_zone(view)
        if view.battle is not None:
            self.query_one("#battle", Static).update(
                battle_panel(view, view.battle, self.short_menu())
            )

    def since_rows_held(self) -> int:
        """Rows a hidden catch-up box would take if ``n`` showed it while a menu is open."""
        box = self._since_box()
        news = self.since_news
        if box is None or box.display or news is None or news.empty:
            return 0
        return SINCE_ROWS

    def keep_menu_whole(self) -> None:
        """A menu opened under the panels is cut (a catch-up box came above them in the same
        redraw, say): the column makes room for it after all, as for any menu."""
        menu = self.query_one(ActionMenu)
        if menu.is_open and not menu.reshapes_column and not menu_is_whole(menu):
            menu.reshapes_column = True
            self.query_one("#side").set_class(True, "-zone-room")
            menu.refresh_column()

    def entries(self, actions: list, titled: str = "") -> list[tuple[Text, object]]:
        """Menu entries for ``actions`` (``titled``: see :func:`menu_label`)."""
        view = self.view_now()
        if titled != TRIBUTE and not same_verb(actions):
            titled = ""  # "buy Pontos ..." beside "trade Pontos ...": the verb tells them apart
        effects = dict(zip(view.legal, view.effects, strict=True))
        # In a short column a defence keeps to one row: the battle panel shows the cards it
        # answers, in order.
        pairing = not self.short_column()
        return [
            (Text(menu_label(view, a, effects.get(a, ""), titled, pairing)), a) for a in actions
        ]

    def show_asked_entry(self) -> None:
        """Light the entry the lesson's step asks for and scroll it into sight: when a menu
        opens, and when the step changes under an open menu (a battle's menu opens a step
        before the move)."""
        menu = self.query_one(ActionMenu)
        step = self.table.lesson.step if self.table.lesson is not None else None
        if not menu.is_open or step is None or step is self._steered:
            return
        self._steered = step
        asked = asked_entry(self.table, self._menu_entries)
        if asked is not None:
            menu.highlighted = asked
            self.call_after_refresh(self.keep_highlight_in_sight, 3)

    def keep_highlight_in_sight(self, tries: int) -> None:
        """Scroll the menu to its lit entry once it has its height: the step's words, drawn in
        the same redraw, change the lesson panel's height and so the menu's, a frame or two
        later."""
        menu = self.query_one(ActionMenu)
        if menu.is_open:
            fit_lesson(self)
            menu.scroll_to_highlight()
            if tries > 1:
                self.call_after_refresh(self.keep_highlight_in_sight, tries - 1)

    def action_actions(self) -> None:
        if self.session.over or not self.at_keyboard():
            return
        if self.pending():
            self.say(_("Decide the pending step first (its menu is open)."), error=True)
            return
        view = self.table.view()
        entries: list[tuple[Text, object]] = []
        # A short column keeps each entry to a row: the reason an action is not possible
        # takes up to five, and is said when the entry is picked.
        why = not self.short_column()
        for kind, act in zip(ACTION_KINDS, view.actions, strict=True):
            if act.available:
                label = Text(words.term(act.name))
            else:
                label = Text("✗ " + words.term(act.name), "dim strike")
                if why:
                    label.append(f" — {act.reason}", "dim")
            entries.append((label, ChooseKind(kind, act.available, act.reason)))
        legal = self.table.legal()
        entries += [
            (Text(_("End (key e)") if a.kind == "end" else _("Pass (key p)")), a)
            for a in legal
            if isinstance(a, EndTurn | Pass)
        ]
        self.open_menu(
            _("Actions (✗ not possible now; 0 picks the 10th)"),
            entries,
            tall=True,
            short=_("Actions (✗ not now)"),
        )

    def on_action_menu_picked(self, message: ActionMenu.Picked) -> None:
        choice = message.action
        if not isinstance(choice, ChooseKind | Pass | EndTurn | Spent):
            return  # an action: GameScreen's handler (called next, along the MRO) plays it
        message.prevent_default()
        if isinstance(choice, Spent):  # the rules refuse it, and say which rule (nothing changes)
            self.play(choice.action)
            return
        if not isinstance(choice, ChooseKind):  # the menu's Pass and End ask first, as keys do
            self.query_one(ActionMenu).close()
            if isinstance(choice, Pass):
                self.action_pass_turn()
            else:
                self.action_end_turn()
            return
        title = words.term(ACTION_TITLES[choice.kind])
        if not choice.available:
            why = _("{action} is not possible now: {reason}.")
            self.say(why.format(action=title, reason=choice.reason), error=True)
            return
        acts = [a for a in self.table.legal() if a.kind == choice.kind]
        zones = {zone for zone in map(action_zone, acts) if zone is not None}
        if not zones:
            self.open_menu(title, self.entries(acts))
            return
        self.kind = choice.kind
        self.query_one(ActionMenu).close()
        board = self.query_one(PolisMap)
        if board.cursor not in zones:
            grid = board.grid()
            col, row = grid[board.cursor]
            board.move_to(
                min(zones, key=lambda z: (abs(grid[z][0] - col) + abs(grid[z][1] - row), z))
            )
        self.focus_board()
        self.message = Text(
            _(
                "{action}: choose a lit zone ({n}, double walls) with the arrows and Enter, "
                "or click it; Esc cancels."
            ).format(action=title, n=len(zones)),
            style="italic",
        )
        self.redraw()

    def place_chosen(self, place: str) -> None:
        zone = place
        shown = words.named(zone)
        legal = self.table.legal()
        if self.session.over:
            return
        if not legal:
            self.say_at(
                zone, _("{zone}: nothing to do until you have the keyboard.").format(zone=shown)
            )
            return
        if self.kind is not None:
            acts = [a for a in legal if a.kind == self.kind and action_zone(a) == zone]
            if not acts:
                self.say(
                    _("{action} has no target in {zone}: choose a lit zone (double walls).").format(
                        action=words.term(ACTION_TITLES[self.kind]), zone=shown
                    )
                )
                return
            self.cursor_on(zone)
            title = f"{words.term(ACTION_TITLES[self.kind])} — {shown}"
            # The zone is chosen: the prompt now says what the menu asks, not to choose a zone.
            keys = self.query_one(ActionMenu).keys_text(len(acts))
            self.say(_("{title}: choose from the menu ({keys}).").format(title=title, keys=keys))
            self.open_menu(title, self.entries(acts, titled=zone))
            return
        acts = [a for a in legal if action_zone(a) == zone]
        if not acts:
            said = (
                _("Nothing you can do in {zone} now.")
                if self.pending()
                else _("Nothing you can do in {zone} now (press a for the actions).")
            )
            self.say_at(zone, said.format(zone=shown))
            return
        self.cursor_on(zone)
        self.open_menu(_("In {zone}").format(zone=shown), self.entries(acts))

    # -- keys -------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # a, e and p are yours while you play your turn: shown then, and when one cannot act
        # pressing it says why; hidden during a pending step (its menu is open) and others' turns.
        if action == "panels":
            return self.short_column()
        if action == "summaries":  # one of its two bindings: shown, or (short) not
            return self.short_column() == bool(parameters)
        if action in ("actions", "end_turn", "pass_turn"):
            return self.at_keyboard() and not self.pending() and not self.session.over
        return super().check_action(action, parameters)

    def action_end_turn(self) -> None:
        if not any(isinstance(a, EndTurn) for a in self.table.legal()):
            self.say(
                _("Take an action first (a), then end the turn; or pass for the era (p)."),
                error=True,
            )
            return
        question = self.view_now().end_words  # at 0 prestige: e again ends the turn
        if question and self.asked != "end":
            self.asked = "end"
            self.say(question)
            return
        self.play(EndTurn())

    def action_pass_turn(self) -> None:
        """Pass after a confirmation (p again), which names a coming shortfall."""
        if not any(isinstance(a, Pass) for a in self.table.legal()):
            self.asked = ""
            self.say(self.view_now().pass_words, error=True)
        elif self.asked == "pass":
            self.play(Pass())
        else:
            self.asked = "pass"
            self.say(self.view_now().pass_words)

    def action_summaries(self, column: str = "") -> None:
        """Every era's summary (``column``: which of the two bindings of s, the same window)."""
        table = summary_table(self.table.view())
        body: RenderableType = table if table is not None else Text(_("No era has ended yet."))
        self.app.push_screen(EraSummaryScreen(body))

    def action_panels(self) -> None:
        """Every panel of the side column whole, in a window (a short column shows a part at
        a time)."""
        view, cursor = self.table.view(), self.query_one(PolisMap).cursor
        self.app.push_screen(PanelsScreen(every_panel(view, cursor, self.panel(view, False))))

    def cancel_selection(self) -> None:
        self.kind = None

    def on_played(self) -> None:
        super().on_played()
        self.kind = None
        self.asked = ""
        view = self.view_now()  # the eras' summaries are public: any seat's view has them
        if view.era != self.era_seen:
            ended, self.era_seen = self.era_seen, view.era
            table = summary_table(view, ended)
            # In a lesson its panel explains the era's end: no window over it.
            if table is not None and not self.session.over and self.lesson is None:
                self.app.push_screen(EraSummaryScreen(table))

    def game_over_screen(self) -> GameOverScreen:
        """The shared game-over column, with every era's summary in a tab of its own."""
        from boardgames_tui.screens.game_over import GameOverScreen  # at the end only

        outcome = self.view_now().outcome
        assert outcome is not None
        table = summary_table(self.table.view())
        tabs = ((_("Eras"), table),) if table is not None else ()
        return GameOverScreen(self.session.players, outcome, self.score_history(), tabs)


SCREEN = PolisScreen  # what screens/registry.py opens for this game
