"""Utopia: guests in phase 1, cards from a private hand in phase 2, all on one screen.

Phase 1: a menu lists the waiting guests; pick one (digit, Enter or click) and its island's
districts are highlighted: Enter or a click on one places the prince.  Phase 2: choose a
civilisation from your hand (its letter ``M P E G C`` in either case, or ``1``-``5``), then
what to do with it from the menu; the districts where it can apply are highlighted (a move or
sail takes its origin first, then its destination).  ``f`` lists the free actions (wonder,
control) whenever one is possible, ``t`` ends the turn (``e`` is the Egyptians', as ``p`` is
the Persians').  Discards: press a civilisation per card.
Districts are written as :mod:`boardgames_rules.utopia.labels` says (``Ea1``, not ``E1``).

Privacy: the hand and anything drawn from it (targets, menus, hints) are shown only while
``self.keyboard`` is the seat to play, i.e. after the handover screen has been confirmed.
"""

from __future__ import annotations

from boardgames_rules.core import GameView
from boardgames_rules.core.i18n import _
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.actions import (
    CARD_COST,
    AddPrince,
    BuildWonder,
    Discard,
    Downfall,
    EndTurn,
    InfluenceKing,
    Move,
    PickForWonder,
    PlaceGuest,
    RemovePrince,
    Sail,
    SpecialGuest,
    TakeControl,
    TakeGuest,
    UsePrivilege,
)
from boardgames_rules.utopia.data import CIVS, Civ, board
from boardgames_rules.utopia.view import UtopiaView
from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Static

from boardgames_tui.games.utopia.board import UtopiaCity
from boardgames_tui.games.utopia.district_line import DistrictLine
from boardgames_tui.games.utopia.hand import UtopiaHand
from boardgames_tui.games.utopia.help_text import UTOPIA_KEYS, utopia_keys
from boardgames_tui.games.utopia.isles import drawings
from boardgames_tui.games.utopia.keys import UTOPIA_BINDINGS
from boardgames_tui.games.utopia.menus import (
    KEY_DECISIONS,
    GuestChoice,
    KindChoice,
    as_civ,
    cards,
    describe,
    districts_of,
    guest_chosen,
    guest_label,
    kind_chosen,
    kind_entry,
    no_move_from,
    origin_chosen,
)
from boardgames_tui.games.utopia.panels import district_facts, fitted, key_hint, ledger, panel
from boardgames_tui.games.utopia.rounds import RoundsAtGameOver
from boardgames_tui.games.utopia.whole_panel import WholePanelScreen
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.action_menu import ActionMenu
from boardgames_tui.widgets.steady import update_steady


class UtopiaScreen(RoundsAtGameOver, GameScreen):
    NOTES_IN_PROMPT = False  # but in the hint's row (redraw)
    EXTRA_KEYS = UTOPIA_KEYS
    BINDINGS = UTOPIA_BINDINGS

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.civ: Civ | None = None  # the civilisation chosen from the hand
        self.kind: str | None = None  # the card action chosen for it
        self.guest: GuestChoice | None = None  # phase 1: the waiting guest chosen
        self.origin: str | None = None  # a move's or sail's first district
        self.discards: list[Civ] = []  # cards chosen for a discard so far
        self.confirm_end = False
        self._detail_rows = 2  # rows the district line under the city may take now

    def compose_board(self) -> ComposeResult:
        yield UtopiaHand(id="hand")
        yield UtopiaCity(id="city")
        yield Static(id="city-ledger")
        yield DistrictLine(id="district-detail")

    def on_mount(self) -> None:
        self.query_one("#city-ledger").styles.height = 1
        self.query_one("#district-detail").styles.height = "auto"
        self.query_one("#district-detail").styles.max_height = 2
        # The city never shrinks below its smallest drawing: the district line gives way.
        self.query_one(UtopiaCity).styles.min_height = drawings()[0].height
        # (Textual calls GameScreen.on_mount as well: it starts the game.)

    def fit_detail(self) -> None:
        """Give the district line only the rows the smallest city leaves (a tall prompt at
        80x24 takes them), so nothing in the board area is cut off."""
        # Scheduled by redraw after a refresh: the screen may have gone, or be emptying, since.
        if not self.is_attached or not self.query("#board-area"):
            return
        if self.query_one("#command").display:  # it has the district line's rows
            return
        area = self.query_one("#board-area").size.height
        used = self.query_one(UtopiaHand).outer_size.height + 1 + drawings()[0].height
        rows = max(0, min(2, area - used))
        if rows != self._detail_rows:
            self._detail_rows = rows
            detail = self.query_one("#district-detail")
            detail.styles.max_height = rows
            detail.display = bool(rows)
            self.draw_detail()  # fitted to the rows it has now (DistrictLine: to its width)

    def focus_board(self) -> None:
        self.query_one(UtopiaCity).focus()

    def action_command(self) -> None:
        """The command line takes the district line's rows: the city keeps its names."""
        self.query_one(UtopiaCity).styles.min_height = self.query_one(UtopiaCity).drawing.height
        self.query_one("#district-detail").display = False
        super().action_command()

    def close_command(self) -> None:
        super().close_command()
        self.query_one(UtopiaCity).styles.min_height = drawings()[0].height
        self._detail_rows = -1  # fit_detail shows the district line again, as rows allow
        self.call_after_refresh(self.fit_detail)

    # -- what is allowed now ----------------------------------------------------------------
    @property
    def at_keyboard(self) -> bool:
        """The seat to play has confirmed the handover: private things may be drawn."""
        return self.table.at_keyboard()

    def decision(self) -> str:
        return self.table.view().decision

    def extra_keys(self) -> str:
        return utopia_keys()  # its glyph and legend filled in after translating

    def free(self) -> list:
        return [a for a in self.table.legal() if isinstance(a, BuildWonder | TakeControl)]

    def kind_actions(self, civ: str, kind: str) -> list:
        return [
            a
            for a in self.table.legal()
            if getattr(a, "kind", None) == kind and getattr(a, "civ", None) == civ
        ]

    def targets(self) -> frozenset[str]:
        """Districts where the chosen action can apply."""
        legal = self.table.legal()
        decision = self.decision()
        if decision == "guest" and self.guest is not None:
            return frozenset(
                a.district
                for a in legal
                if isinstance(a, TakeGuest)
                and a.civ == self.guest.civ
                and a.island in self.guest.islands
                and a.district
            )
        if decision in ("place", "pick"):
            return frozenset(a.district for a in legal if isinstance(a, PlaceGuest | PickForWonder))
        if decision == "act" and self.civ is not None and self.kind is not None:
            actions = self.kind_actions(self.civ, self.kind)
            if self.kind in ("move", "sail"):
                if self.origin is None:
                    return frozenset(a.origin for a in actions)
                return frozenset(a.destination for a in actions if a.origin == self.origin)
            return frozenset(a.district for a in actions)
        return frozenset()

    # -- drawing ----------------------------------------------------------------------------
    def draw_board(self, view: GameView) -> None:
        assert isinstance(view, UtopiaView)  # the view of this screen's game
        if not self.at_keyboard:
            self.forget()
        # The hand widget draws only view.hand, and the view holds only the keyboard's hand.
        self.query_one(UtopiaHand).show(view, self.civ if self.at_keyboard else None)
        city = self.query_one(UtopiaCity)
        city.show(view, self.targets(), self.origin)
        update_steady(self.query_one("#city-ledger", Static), ledger(view))
        self.draw_detail(view)
        menu = self.query_one(ActionMenu)
        if self.at_keyboard and not menu.is_open:
            self.offer_defaults(view)

    def draw_detail(self, view: UtopiaView | None = None) -> None:
        """The cursor's district in words, as many of its facts as the rows allow: whole
        facts only, the most useful first (never a sentence cut off at the edge).  Its
        princes by owner come right after its name: on the smallest city they are the full
        list behind a cell's counts."""
        view = view or self.table.view()
        city = self.query_one(UtopiaCity)
        district = next((d for d in view.districts if d.id == city.cursor_district), None)
        facts = district_facts(view, district) if district is not None else []
        detail = self.query_one("#district-detail", Static)
        width = max(1, detail.size.width or self.query_one("#board-area").size.width)
        text = fitted(facts, width, self._detail_rows, self.app.console)
        if district is not None and any(map(any, district.princes)):
            if facts[1].plain not in text.plain:
                # No room for the princes after the whole name line: the name alone (the
                # value, island and ship are on the city), then the princes.
                name = labels.place(district.name)
                facts[0] = Text(f"{labels.district(district.id)} {name}", style="bold")
                text = fitted(facts, width, self._detail_rows, self.app.console)
        update_steady(detail, text)  # a cursor step: mostly the same rows, no new layout

    def place_moved(self, place: str) -> None:
        self.draw_detail()

    def redraw(self) -> None:
        super().redraw()
        if not self.laid_out:
            return
        # The panel is drawn before the board opens its menu: draw it again for the menu.
        update_steady(self.query_one("#panels", Static), self.panel(self.table.view()))
        self.call_after_refresh(self.fit_detail)
        # A term seen for the first time is explained in the keys' hint's row, or in the row of
        # the prompt's notation example (at 80x24 the city and its district line take the rest).
        hint, notes = self.hint(), self.term_notes()
        below = notes or hint  # notes are never empty: None, or a line at least
        view, style = self.view_now(), seat_style(self.session.current)
        text = view.short_prompt if notes and hint is None else view.prompt
        if below is None and labels.districts_in(text) == text:
            return  # the base drew it as it is (a second update costs a layout); else labelled
        parts = [Text(labels.districts_in(text), style=style)]
        if below is not None:
            parts.append(below)
        if self.message.plain:
            parts.append(self.message)
        update_steady(self.query_one("#prompt", Static), Group(*parts))

    def hint(self) -> Text | None:
        """What the keys do now; none while a guest or a civilisation is chosen (the message
        says what comes next), so the prompt keeps to two or three rows at 80x24."""
        if not self.at_keyboard or self.guest is not None or self.civ is not None:
            return None
        view = self.table.view()
        due = view.seats[self.session.current or 0].discard_due
        hand = view.seats[self.keyboard or 0].hand or ()
        return key_hint(self.decision(), hand, self.discards, due, bool(self.free()))

    def handover_extras(self, public: GameView) -> tuple[Widget, ...]:
        """At a handover the table sees the scale, the scores and the map: all public."""
        assert isinstance(public, UtopiaView)  # the view of this screen's game
        board = UtopiaCity(id="handover-map")
        board.can_focus = False
        board.show(public, frozenset())
        # The rows under the box, at least the smallest drawing's (the screen scrolls to it).
        board.styles.min_height = drawings()[0].height
        return (Static(self.panel(public), id="handover-panel"), board)

    def panel(self, view: GameView) -> RenderableType:
        assert isinstance(view, UtopiaView)  # the view of this screen's game
        # A narrow side column with a menu open: the menu needs the rows.
        narrow = self.is_mounted and self.app.size.width < 100
        compact = narrow and self.query_one(ActionMenu).is_open
        # In the 80x24 column (26 cells) a name gives up a cell so the four columns fit.
        return panel(view, compact, name_cells=10 if narrow else 11)

    # -- menus ------------------------------------------------------------------------------
    def describe(self, action) -> str:
        return describe(self.table.view(), action)

    def entries(self, actions: list) -> list[tuple[Text, object]]:
        return [(Text(self.describe(a)), a) for a in actions]

    def offer_defaults(self, view: UtopiaView) -> None:
        """Open the menu a decision needs when nothing is chosen yet."""
        decision = view.decision
        menu = self.query_one(ActionMenu)
        legal = self.table.legal()
        if decision == "guest" and self.guest is None:
            # One entry per civilisation (the islands it waits on are named): the district
            # chosen next tells the island, and the menu stays short enough for 80x24.
            entries: list[tuple[Text, object]] = []
            islands: dict[str, list[int]] = {}
            for a in legal:
                if isinstance(a, TakeGuest) and a.district is None:
                    entries.append((Text(self.describe(a)), a))
                elif isinstance(a, TakeGuest) and a.island not in islands.setdefault(a.civ, []):
                    islands[a.civ].append(a.island)
            for civ in CIVS:
                if civ in islands:
                    # where it waits, by name: a civilisation may wait at two islands
                    label = guest_label(civ, islands[civ])
                    entries.append((Text(label), GuestChoice(civ, tuple(sorted(islands[civ])))))
            entries += self.entries([a for a in legal if isinstance(a, UsePrivilege)])
            entries += self.entries(self.free())
            menu.show(_("Take a waiting guest"), entries)
        elif decision == "after":
            menu.show(_("Free actions, or end the turn"), self.entries(legal))
        elif decision in ("place", "pick"):
            title = _("Place the prince") if decision == "place" else _("Prince for the wonder")
            menu.show(title, self.entries(legal))

    def on_action_menu_picked(self, message: ActionMenu.Picked) -> None:
        message.prevent_default()  # GameScreen's handler would play the choice as it is
        choice = message.action
        if isinstance(choice, GuestChoice):
            self.choose_guest(choice)
        elif isinstance(choice, KindChoice):
            self.choose_kind(choice)
        else:
            self.play(choice)

    def choose_guest(self, guest: GuestChoice) -> None:
        self.guest = guest
        self.query_one(ActionMenu).close()
        targets = self.targets()
        # One row at 80 columns where it can: the rows under the city go to the district line.
        self.message = Text(guest_chosen(guest), style="italic")
        self.jump_to(targets)
        self.redraw()

    def choose_kind(self, choice: KindChoice) -> None:
        self.civ, self.kind, self.origin = choice.civ, choice.kind, None
        self.query_one(ActionMenu).close()
        targets = self.targets()
        self.message = Text(kind_chosen(choice), style="italic")
        self.jump_to(targets)
        self.redraw()

    def jump_to(self, targets: frozenset[str]) -> None:
        city = self.query_one(UtopiaCity)
        if targets and city.cursor_district not in targets:
            spec = city.spec
            city.move_to(min(targets, key=lambda d: (spec.districts[d][1], spec.districts[d][0])))
        self.focus_board()

    # -- civilisations ----------------------------------------------------------------------
    def action_civ(self, civ: Civ) -> None:
        """A civilisation's cards chosen (its key bindings are made from ``CIVS``)."""
        if not self.at_keyboard:
            return
        decision = self.decision()
        hand = self.table.view().seats[self.keyboard or 0].hand or ()
        count = hand[CIVS.index(civ)] if hand else 0
        if decision in ("discard", "limit"):
            self.add_discard(civ, count)
            return
        if decision != "act":
            self.say(_("Cards are played in phase 2, on your own turn."), error=True)
            return
        if count == 0:
            self.say(_("You have no {civ} card.").format(civ=labels.adjective(civ)), error=True)
            return
        self.civ, self.kind, self.origin = civ, None, None
        entries: list[tuple[Text, object]] = []
        for kind in ("move", "sail", "add", "remove", "special"):
            n = len(self.kind_actions(civ, kind))
            if n:
                entries.append((Text(kind_entry(kind, n)), KindChoice(civ, kind)))
        for a in self.table.legal():
            if isinstance(a, InfluenceKing | Downfall) and a.civ == civ:
                entries.append((Text(self.describe(a)), a))
        title = f"{labels.people_title(civ)}: {cards(count)}"
        if not entries:
            self.query_one(ActionMenu).close()
            said = _("{cards}: no action is possible with them now.").format(cards=title)
            self.say(said, error=True)
            return
        self.query_one(ActionMenu).show(title, entries)
        keys = self.query_one(ActionMenu).keys_text(len(entries))
        said = _("{cards}: pick an action ({keys}).").format(cards=title, keys=keys)
        self.message = Text(said, style="italic")
        self.redraw()

    def add_discard(self, civ: Civ, count: int) -> None:
        due = self.table.view().seats[self.keyboard or 0].discard_due
        if self.discards.count(civ) >= count:
            said = _("You have no more {civ} cards to discard.").format(civ=labels.adjective(civ))
            self.say(said, error=True)
            return
        self.discards.append(civ)
        if len(self.discards) < due:
            left = due - len(self.discards)
            said = _("Discarding {cards}: {count} more (Esc starts over).")
            self.say(said.format(cards=" ".join(self.discards), count=left))
            return
        chosen, self.discards = tuple(self.discards), []
        self.play(Discard(cards=chosen))

    def on_utopia_hand_chosen(self, message: UtopiaHand.Chosen) -> None:
        self.action_civ(as_civ(message.civ))

    def action_pick(self, number: int) -> None:
        menu = self.query_one(ActionMenu)
        if menu.is_open:
            super().action_pick(number)
            return
        if self.at_keyboard and self.decision() in ("act", "discard", "limit"):
            if 1 <= number <= len(CIVS):
                self.action_civ(CIVS[number - 1])
            return
        self.say(_("Nothing to pick with a number now."), error=True)

    # -- the map ----------------------------------------------------------------------------
    def place_chosen(self, place: str) -> None:
        if not self.at_keyboard:
            return
        district = place
        decision = self.decision()
        legal = self.table.legal()
        targets = self.targets()
        if decision == "guest" and self.guest is not None:
            g = self.guest
            island = board().island_of[board().index[district]]
            self.play(TakeGuest(island=island, civ=g.civ, district=district))
            return
        if decision == "place":
            self.play(PlaceGuest(district=district))
            return
        if decision == "pick":
            pick = next((a for a in legal if isinstance(a, PickForWonder)), None)
            civ: Civ = pick.civ if pick is not None else "M"
            self.play(PickForWonder(civ=civ, district=district))
            return
        if decision == "act" and self.civ is not None and self.kind is not None:
            self.choose_for_kind(district, targets)
            return
        # Nothing chosen: everything that can be done at this district.
        here = [a for a in legal if district in districts_of(a)]
        if not here:
            said = _("Nothing you can do at {district} now.")
            self.say_at(district, said.format(district=labels.district(district)))
            return
        self.cursor_on(district)
        title = _("At {district}").format(district=labels.district(district))
        self.query_one(ActionMenu).show(title, self.entries(here))
        self.redraw()

    def choose_for_kind(self, district: str, targets: frozenset[str]) -> None:
        assert self.civ is not None and self.kind is not None
        civ, kind = self.civ, self.kind
        if kind not in ("move", "sail"):
            cls = {"add": AddPrince, "remove": RemovePrince, "special": SpecialGuest}[kind]
            self.play(cls(civ=civ, district=district))
            return
        if self.origin is None:
            if district not in targets:
                # No legal move of this kind (the rules' legal actions) starts here.
                self.say(no_move_from(kind, civ, district))
                return
            self.origin = district
            self.message = Text(origin_chosen(kind, district), style="italic")
            self.jump_to(self.targets())
            self.redraw()
            return
        cls = Move if kind == "move" else Sail
        options = [
            a
            for a in self.kind_actions(civ, kind)
            if a.origin == self.origin and a.destination == district
        ]
        if len(options) > 1:
            self.query_one(ActionMenu).show(
                _("How many princes from {origin} to {destination}?").format(
                    origin=labels.district(self.origin), destination=labels.district(district)
                ),
                [(Text(f"{a.count}: {self.describe(a)}"), a) for a in options],
                short=_("How many princes?"),
            )
            return
        self.play(cls(civ=civ, count=1, origin=self.origin, destination=district))

    # -- keys -------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # e and f show through the decisions where they can act (pressed when they cannot,
        # they say why); while cards are discarded e discards an Egyptian instead.
        if action in KEY_DECISIONS:
            return self.at_keyboard and self.decision() in KEY_DECISIONS[action]
        return super().check_action(action, parameters)

    def board_keys(self, action: str) -> bool:
        """Enter on the city: "choose" a district for what is chosen, or "look" at what can be
        done there when nothing is; neither while discarding."""
        if action not in ("choose", "look"):
            return True
        decision = self.decision()
        choosing = decision in ("place", "pick") or bool(self.guest or self.kind)
        return (
            self.at_keyboard
            and decision in KEY_DECISIONS[action]
            and (choosing == (action == "choose"))
        )

    def action_end_turn(self) -> None:
        if not self.at_keyboard:
            return
        legal = self.table.legal()
        if not any(isinstance(a, EndTurn) for a in legal):
            said = _("You cannot end the turn yet. {prompt}")
            self.say(said.format(prompt=self.view_now().prompt), error=True)
            return
        card_actions = [a for a in legal if getattr(a, "kind", None) in CARD_COST]
        if card_actions and not self.confirm_end and any(isinstance(a, EndTurn) for a in legal):
            self.confirm_end = True
            self.say(_("Cards can still be played: press t again to end your turn, Esc to go on."))
            return
        self.play(EndTurn())

    def action_free(self) -> None:
        free = self.free()
        if not free:
            self.say(
                _(
                    "No free action is possible now (wonder: a prince of each civilisation "
                    "on one island; control: 3 princes of one civilisation in a district)."
                )
            )
            return
        self.query_one(ActionMenu).show(_("Free actions"), self.entries(free))
        self.redraw()

    def action_whole_panel(self) -> None:
        self.app.push_screen(WholePanelScreen(panel(self.view_now())))

    def forget(self) -> None:
        self.civ = self.kind = self.origin = None
        self.guest = None
        self.discards = []
        self.confirm_end = False

    def cancel_selection(self) -> None:
        self.forget()

    def on_played(self) -> None:
        super().on_played()
        self.forget()


SCREEN = UtopiaScreen  # what screens/registry.py opens for this game
