"""Utopia: guests in phase 1, cards from a private hand in phase 2, all on one screen.

Phase 1: a menu lists the waiting guests; pick one (digit, Enter or click) and its island's
districts are highlighted: Enter or a click on one places the prince.  Phase 2: choose a
civilisation from your hand (``M P E G C``, lower-case ``m p g c``, or ``1``-``5``), then what
to do with it from the menu; the districts where it can apply are highlighted (a move or sail
takes its origin first, then its destination).  ``f`` lists the free actions (wonder, control)
whenever one is possible, ``e`` ends the turn.  Discards: press a civilisation per card
(``e`` too: no turn can end while cards are due).

Privacy: the hand and anything drawn from it (targets, menus, hints) are shown only while
``self.keyboard`` is the seat to play, i.e. after the handover screen has been confirmed.
"""

from __future__ import annotations

from dataclasses import dataclass

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
from boardgames_rules.utopia.data import CIV_ADJECTIVES, CIV_NAMES, CIVS, board
from boardgames_rules.utopia.view import UtopiaView
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widget import Widget
from textual.widgets import Static

from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.theme import seat_name, seat_style
from boardgames_tui.widgets.action_menu import ActionMenu
from boardgames_tui.widgets.utopia_city import LEGEND, WONDER, UtopiaCity, owner_mark
from boardgames_tui.widgets.utopia_hand import UtopiaHand
from boardgames_tui.widgets.utopia_isles import drawings

KIND_TITLES = {
    "move": "Move by land",
    "sail": "Sail by sea",
    "add": "Add a prince at a monument",
    "remove": "Remove a prince at a monument (+2)",
    "special": "Special guest: a prince anywhere",
}
DISTRICT_KINDS = (AddPrince, RemovePrince, SpecialGuest, PlaceGuest, PickForWonder, TakeControl)


@dataclass(frozen=True)
class GuestChoice:
    """A civilisation of waiting guests chosen in the menu; the district chosen on the map next
    says which island's guest it is (every district belongs to one island)."""

    civ: str
    islands: tuple[int, ...]


@dataclass(frozen=True)
class KindChoice:
    """A card action chosen in the menu (move, sail, add, remove, special)."""

    civ: str
    kind: str


def cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


class UtopiaScreen(GameScreen):
    EXTRA_KEYS = (
        "## Utopia keys\n\n"
        "- Arrows or **h j k l** move the cursor between districts; **Enter**/**space** or a "
        "click chooses a district. Districts where the chosen action applies are marked `>`; "
        "`@` is where a move starts\n"
        "- Phase 1: pick a waiting guest's civilisation from the menu (**1**-**9**); the "
        "guests wait by each island's name on the city. Then a marked district of an island "
        "where it waits: the district decides which island's guest you take. The menu also "
        "offers the privilege (draw blind)\n"
        "- Phase 2: choose a civilisation from your hand with **M P E G C** (lower-case "
        "**m p g c** too) or **1**-**5** (civilisation order), then an action from the menu, "
        "then a marked district (for a move: origin, then destination)\n"
        "- **f**: free actions (wonder, control) — the prompt says when one is possible\n"
        "- **e**: end the turn (press twice while card actions are still possible); while "
        "discarding, **e** is an Egyptian card\n"
        "- Discards: press a civilisation once per card to discard; **Esc** starts over\n"
        "- **Enter** on a district with nothing chosen lists everything you can do there\n"
        "- The city: four islands in the sea, districts between alleys (`│ ─`), bridges `═ ║`, "
        "lighthouses `☼` and their dashed lines `┄ ┆` dividing the sea sectors. In a district: "
        "`V1 Sail Quay 2` id, name, value; `[M2]` Maya monument of player 2; `M112` three Maya "
        "princes, two of player 1 and one of player 2 (one digit per prince); where those do not "
        "fit (the smallest city) `M₃` three Maya princes, their owners in the line under the "
        "city (the cursor's district in words, its princes by owner first); `+3` three more "
        f"princes than fit. By the harbours: `▲1` a ship in sea sector S1, `{WONDER}2` the "
        "island's wonder belongs to player 2, the guests waiting there (phase 1). "
        f"Cards in hand: `[M]`.\n- Legend: {LEGEND}"
    )
    BINDINGS = [
        Binding("e", "end_turn", "End turn"),
        Binding("f", "free", "Free actions"),
        *(Binding(c, f"civ('{c}')", show=False) for c in CIVS),
        *(Binding(c.lower(), f"civ('{c}')", show=False) for c in CIVS if c != "E"),
        # e ends the turn; while cards are due, when no turn can end, it is the Egyptian card.
        Binding("e", "discard_egyptian", show=False),
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.civ: str | None = None  # the civilisation chosen from the hand
        self.kind: str | None = None  # the card action chosen for it
        self.guest: GuestChoice | None = None  # phase 1: the waiting guest chosen
        self.origin: str | None = None  # a move's or sail's first district
        self.discards: list[str] = []  # cards chosen for a discard so far
        self.confirm_end = False
        self._legal: tuple | None = None  # (state, legal actions)
        self._detail_rows = 2  # rows the district line under the city may take now

    def compose_board(self) -> ComposeResult:
        yield UtopiaHand(id="hand")
        yield UtopiaCity(id="city")
        yield Static(id="city-ledger")
        yield Static(id="district-detail")

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
        area = self.query_one("#board-area").size.height
        used = self.query_one(UtopiaHand).outer_size.height + 1 + drawings()[0].height
        rows = max(0, min(2, area - used))
        if rows != self._detail_rows:
            self._detail_rows = rows
            detail = self.query_one("#district-detail")
            detail.styles.max_height = rows
            detail.display = bool(rows)
            self.draw_detail()

    def focus_board(self) -> None:
        self.query_one(UtopiaCity).focus()

    # -- what is allowed now ----------------------------------------------------------------
    @property
    def at_keyboard(self) -> bool:
        """The seat to play has confirmed the handover: private things may be drawn."""
        return self.keyboard is not None and self.keyboard == self.session.current

    def legal(self) -> list:
        if not self.at_keyboard:
            return []
        state = self.session.state
        if self._legal is None or self._legal[0] is not state:
            self._legal = (state, self.game.legal_actions(state))
        return self._legal[1]

    def decision(self) -> str:
        return self.view_now().decision

    def free(self) -> list:
        return [a for a in self.legal() if isinstance(a, BuildWonder | TakeControl)]

    def kind_actions(self, civ: str, kind: str) -> list:
        return [
            a
            for a in self.legal()
            if getattr(a, "kind", None) == kind and getattr(a, "civ", None) == civ
        ]

    def targets(self) -> frozenset[str]:
        """Districts where the chosen action can apply."""
        legal = self.legal()
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
    def draw_board(self, view: UtopiaView) -> None:  # type: ignore[override]
        if not self.at_keyboard:
            self.forget()
        # The hand widget draws only view.hand, and the view holds only the keyboard's hand.
        self.query_one(UtopiaHand).show(view, self.civ if self.at_keyboard else None)
        city = self.query_one(UtopiaCity)
        city.show(view, self.targets(), self.origin)
        self.query_one("#city-ledger", Static).update(self.ledger(view))
        self.draw_detail(view)
        menu = self.query_one(ActionMenu)
        if self.at_keyboard and not menu.is_open:
            self.offer_defaults(view)

    def draw_detail(self, view: UtopiaView | None = None) -> None:
        """The cursor's district in words, as many of its facts as the rows allow: whole
        facts only, the most useful first (never a sentence cut off at the edge).  Its
        princes by owner come right after its name: on the smallest city they are the full
        list behind a cell's counts."""
        view = view or self.view_now()
        city = self.query_one(UtopiaCity)
        district = next((d for d in view.districts if d.id == city.cursor_district), None)
        facts: list[Text] = []
        if district is not None:
            head = Text(f"{district.id} {district.name}", style="bold")
            head.append(f" ({district.island}) value {district.value}")
            if district.ship:
                head.append(f", ship in {district.sea}")
            facts.append(head)
            princes = [
                (seat, counts) for seat, counts in enumerate(district.princes) if any(counts)
            ]
            if princes:
                fact = Text("princes")
                for seat, counts in princes:
                    fact.append(" ")
                    fact.append(owner_mark(seat), style=seat_style(seat))
                    fact.append(
                        ":" + "".join(f"{c}{n}" for c, n in zip(CIVS, counts, strict=True) if n)
                    )
                facts.append(fact)
            if district.monument is not None:
                m = district.monument
                fact = Text(f"{CIV_NAMES[m.civ]} monument of ")
                fact.append_text(seat_name(view.players, m.owner))
                facts.append(fact)
            if district.land:
                facts.append(Text(f"land {' '.join(district.land)}", style="dim"))
            if district.sea_reach:
                facts.append(Text(f"sea {' '.join(district.sea_reach)}", style="dim"))
        detail = self.query_one("#district-detail", Static)
        width = max(1, detail.size.width or self.query_one("#board-area").size.width)
        text = self.fitted(facts, width)
        if district is not None and any(map(any, district.princes)):
            if facts[1].plain not in text.plain:
                # No room for the princes after the whole name line: the name alone (the
                # value, island and ship are on the city), then the princes.
                facts[0] = Text(f"{district.id} {district.name}", style="bold")
                text = self.fitted(facts, width)
        detail.update(text)

    def fitted(self, facts: list[Text], width: int) -> Text:
        """The facts, in order, that fit the district line's rows (a fact is never cut)."""
        text = Text()
        for fact in facts:
            candidate = text.copy()
            if text:
                candidate.append("; ")
            candidate.append_text(fact)
            if text and len(candidate.wrap(self.app.console, width)) > self._detail_rows:
                continue  # a later, shorter fact may still fit
            text = candidate
        return text

    def on_utopia_city_moved(self, message: UtopiaCity.Moved) -> None:
        self.draw_detail()

    def redraw(self) -> None:
        super().redraw()
        # The panel is drawn before the board opens its menu: draw it again for the menu.
        self.query_one("#panels", Static).update(self.panel(self.view_now()))
        self.call_after_refresh(self.fit_detail)
        hint = self.hint()
        if hint is None:
            return
        prompt = Text(self.game.prompt(self.session.state), style=seat_style(self.session.current))
        parts = [prompt, hint]
        if self.message.plain:
            parts.append(self.message)
        self.query_one("#prompt", Static).update(Group(*parts))

    def hint(self) -> Text | None:
        """What the keys do now; none while a guest or a civilisation is chosen (the message
        says what comes next), so the prompt keeps to two or three rows at 80x24."""
        if not self.at_keyboard or self.guest is not None or self.civ is not None:
            return None
        decision = self.decision()
        parts: list[str] = []
        if decision == "act":
            if self.civ is None:
                hand = self.view_now().seats[self.keyboard or 0].hand or ()
                held = [f"{civ} ×{n}" for civ, n in zip(CIVS, hand, strict=False) if n]
                parts.append(
                    f"Play a civilisation (its letter): {', '.join(held)}"
                    if held
                    else "No cards left"
                )
            parts.append("e ends the turn")
        if decision in ("discard", "limit"):
            due = self.view_now().seats[self.session.current or 0].discard_due
            chosen = " ".join(self.discards) or "none yet"
            parts.append(f"Press a civilisation per card to discard ({chosen}; {due} in all)")
        if self.free():
            parts.append("Free action available: press f")
        if not parts:
            return None
        return Text(" · ".join(parts), style="bold" if self.free() else "dim")

    @staticmethod
    def ledger(view: UtopiaView) -> Text:
        """One line under the city, whatever the side column has room for: every player's
        score in turn order (``▶`` the one to play) and the King's prestige scale."""
        line = Text()
        for seat in view.turn_order:
            if line:
                line.append(" ")
            if seat == view.current:
                line.append("▶")
            line.append(owner_mark(seat), style=seat_style(seat))
            line.append(f":{view.seats[seat].score}")
        line.append(" │ King ", style="dim")
        for n, step in enumerate(view.scale):
            line.append(" " if n else "")
            line.append(f"{step.value}", style="dim")
            line.append(step.civ, style="bold")
        return line

    def handover_extras(self, public: UtopiaView) -> tuple[Widget, ...]:  # type: ignore[override]
        """At a handover the table sees the scale, the scores and the map: all public."""
        board = UtopiaCity(id="handover-map")
        board.can_focus = False
        board.show(public, frozenset())
        return (Static(self.panel(public), id="handover-panel"), board)

    def panel(self, view: UtopiaView) -> RenderableType:  # type: ignore[override]
        parts: list[RenderableType] = []
        phase = {"welcome": "phase 1 guests", "develop": "phase 2 cards"}.get(view.phase, "over")
        head = Text(f"Round {view.round} · {phase}", style="bold")
        if view.phase == "welcome":
            head.append(f" {view.guest_pass}/3" if view.guest_pass <= 3 else " (leftovers)")
        parts.append(head)
        if self.is_mounted and self.app.size.width < 100 and self.query_one(ActionMenu).is_open:
            # A narrow side column with a menu open: the menu needs the rows, and the scores
            # and the King's scale are on the line under the city anyway.
            return Group(*parts)
        scale = Text("King ")
        for step in view.scale:
            scale.append(f"{step.value}", style="dim")
            scale.append(f"{step.civ} ", style="bold")
        parts.append(scale)
        table = Table(box=None, padding=(0, 0, 0, 1), show_header=True, expand=False)
        table.add_column("#", justify="right")
        table.add_column("Player", no_wrap=True)
        table.add_column("Pts", justify="right")
        table.add_column("Crd", justify="right")
        table.add_column("Prv", justify="right")
        for seat in view.turn_order:
            p = view.seats[seat]
            marker = "▶" if seat == view.current else " "
            name = Text.assemble(marker, (owner_mark(seat), seat_style(seat)), " ")
            name.append_text(seat_name(view.players, seat))
            name.truncate(11)
            tied = sum(1 for o in view.seats if o.score == p.score) > 1
            score = f"{p.score}" + (f"/{p.arrival}" if tied else "")
            due = f"-{p.discard_due}" if p.discard_due else ""
            used = "*" if p.privilege_used else ""
            table.add_row(str(p.place), name, score, f"{p.hand_size}{due}", f"{p.privileges}{used}")
        parts.append(table)
        parts.append(Text("Pts n/2: 2nd to reach n (plays later)", style="dim"))
        for seat in view.turn_order:
            p = view.seats[seat]
            left = " ".join(f"{c}{n}" for c, n in zip(CIVS, p.princes_left, strict=True))
            line = Text.assemble((owner_mark(seat), seat_style(seat)), f" left {left}")
            parts.append(line)
        monuments = " ".join(f"{c}{n}" for c, n in zip(CIVS, view.monuments_left, strict=True))
        parts.append(Text(f"Monuments {monuments}", style="dim"))
        pile = " ".join(f"{c}{n}" for c, n in zip(CIVS, view.discard_pile, strict=True) if n)
        parts.append(
            Text(f"Deck {view.deck_size} · discards {pile or '-'} · bag {view.bag_size}", "dim")
        )
        if view.blind_guest is not None:
            island, civ = view.blind_guest
            parts.append(Text(f"Drawn blind: {CIV_ADJECTIVES[civ]} for {island}", "bold"))
        if view.wonder is not None:
            parts.append(Text(f"Wonder of {view.wonder.island} being built", "bold"))
        parts.append(Text(" ".join(f"{c} {CIV_NAMES[c]}" for c in CIVS), style="dim"))
        return Group(*parts)

    # -- menus ------------------------------------------------------------------------------
    def describe(self, action) -> str:
        b = board()
        text = self.game.format_action(self.session.state, action)
        if isinstance(action, TakeGuest) and action.district is None:
            adjective = CIV_ADJECTIVES[action.civ]
            island = b.islands[action.island].name
            return f"{adjective} guest of {island}: no {adjective} prince left, none placed"
        if isinstance(action, BuildWonder):
            return f"Build the wonder of {b.islands[action.island].name} (+6)"
        if isinstance(action, TakeControl):
            return f"Take control of {action.district} with a {CIV_ADJECTIVES[action.civ]} monument"
        if isinstance(action, InfluenceKing):
            return f"Influence the King: {CIV_NAMES[action.civ]} up one (1 card)"
        if isinstance(action, Downfall):
            return f"Downfall: {CIV_NAMES[action.civ]} to the bottom (2 cards)"
        if isinstance(action, UsePrivilege):
            left = self.view_now().seats[self.session.current or 0].privileges
            return f"Privilege: draw a guest blind ({left} token(s) left)"
        if isinstance(action, EndTurn):
            return "End the turn"
        if isinstance(action, DISTRICT_KINDS):
            name = b.names[b.index[action.district]]
            return f"{text}  ({name})"
        return text

    def entries(self, actions: list) -> list[tuple[Text, object]]:
        return [(Text(self.describe(a)), a) for a in actions]

    def offer_defaults(self, view: UtopiaView) -> None:
        """Open the menu a decision needs when nothing is chosen yet."""
        decision = view.decision
        menu = self.query_one(ActionMenu)
        legal = self.legal()
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
                    # where it waits is drawn on the city, by the islands' names
                    label = f"{CIV_ADJECTIVES[civ]} guest ({civ})"
                    entries.append((Text(label), GuestChoice(civ, tuple(sorted(islands[civ])))))
            entries += self.entries([a for a in legal if isinstance(a, UsePrivilege)])
            entries += self.entries(self.free())
            menu.show("Take a waiting guest", entries)
        elif decision == "after":
            menu.show("Free actions, or end the turn", self.entries(legal))
        elif decision in ("place", "pick"):
            title = "Place the prince" if decision == "place" else "Prince for the wonder"
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
        names = [board().islands[i].name for i in guest.islands]
        islands = " or ".join([", ".join(names[:-1]), names[-1]] if len(names) > 2 else names)
        # One row at 80 columns where it can: the rows under the city go to the district line.
        self.message = Text(
            f"{CIV_ADJECTIVES[guest.civ]} guest to {islands}: a marked district (>); "
            "Esc: another guest",
            style="italic",
        )
        self.jump_to(targets)
        self.redraw()

    def choose_kind(self, choice: KindChoice) -> None:
        self.civ, self.kind, self.origin = choice.civ, choice.kind, None
        self.query_one(ActionMenu).close()
        targets = self.targets()
        where = "where it starts" if choice.kind in ("move", "sail") else "a marked district"
        self.message = Text(
            f"{KIND_TITLES[choice.kind]} ({CIV_NAMES[choice.civ]}): {where} (>); Esc cancels",
            style="italic",
        )
        self.jump_to(targets)
        self.redraw()

    def jump_to(self, targets: frozenset[str]) -> None:
        city = self.query_one(UtopiaCity)
        if targets and city.cursor_district not in targets:
            spec = city.spec
            city.move_to(min(targets, key=lambda d: (spec.districts[d][1], spec.districts[d][0])))
        self.focus_board()

    # -- civilisations ----------------------------------------------------------------------
    def action_civ(self, civ: str) -> None:
        if not self.at_keyboard:
            return
        decision = self.decision()
        hand = self.view_now().seats[self.keyboard or 0].hand or ()
        count = hand[CIVS.index(civ)] if hand else 0
        if decision in ("discard", "limit"):
            self.add_discard(civ, count)
            return
        if decision != "act":
            self.say("Cards are played in phase 2, on your own turn.", error=True)
            return
        if count == 0:
            self.say(f"You have no {CIV_ADJECTIVES[civ]} card.", error=True)
            return
        self.civ, self.kind, self.origin = civ, None, None
        entries: list[tuple[Text, object]] = []
        for kind in ("move", "sail", "add", "remove", "special"):
            n = len(self.kind_actions(civ, kind))
            if n:
                cost = cards(CARD_COST[kind])
                label = f"{KIND_TITLES[kind]} ({cost}; {n} way{'s' if n > 1 else ''})"
                entries.append((Text(label), KindChoice(civ, kind)))
        for a in self.legal():
            if isinstance(a, InfluenceKing | Downfall) and a.civ == civ:
                entries.append((Text(self.describe(a)), a))
        title = f"{CIV_NAMES[civ]}: {cards(count)}"
        if not entries:
            self.query_one(ActionMenu).close()
            self.say(f"{title}: no action is possible with them now.", error=True)
            return
        self.query_one(ActionMenu).show(title, entries)
        self.message = Text(f"{title}: pick an action (1-{len(entries)}).", style="italic")
        self.redraw()

    def add_discard(self, civ: str, count: int) -> None:
        due = self.view_now().seats[self.keyboard or 0].discard_due
        if self.discards.count(civ) >= count:
            self.say(f"You have no more {CIV_ADJECTIVES[civ]} cards to discard.", error=True)
            return
        self.discards.append(civ)
        if len(self.discards) < due:
            left = due - len(self.discards)
            self.say(f"Discarding {' '.join(self.discards)}: {left} more (Esc starts over).")
            return
        chosen, self.discards = tuple(self.discards), []
        self.play(Discard(cards=chosen))  # type: ignore[arg-type]

    def on_utopia_hand_chosen(self, message: UtopiaHand.Chosen) -> None:
        self.action_civ(message.civ)

    def action_pick(self, number: int) -> None:
        menu = self.query_one(ActionMenu)
        if menu.is_open:
            super().action_pick(number)
            return
        if self.at_keyboard and self.decision() in ("act", "discard", "limit"):
            if 1 <= number <= len(CIVS):
                self.action_civ(CIVS[number - 1])
            return
        self.say("Nothing to pick with a number now.", error=True)

    # -- the map ----------------------------------------------------------------------------
    def on_utopia_city_chosen(self, message: UtopiaCity.Chosen) -> None:
        if not self.at_keyboard:
            return
        district = message.district
        decision = self.decision()
        legal = self.legal()
        targets = self.targets()
        if decision == "guest" and self.guest is not None:
            g = self.guest
            island = board().island_of[board().index[district]]
            self.play(TakeGuest(island=island, civ=g.civ, district=district))  # type: ignore[arg-type]
            return
        if decision == "place":
            self.play(PlaceGuest(district=district))
            return
        if decision == "pick":
            pick = next((a for a in legal if isinstance(a, PickForWonder)), None)
            civ = pick.civ if pick is not None else "M"
            self.play(PickForWonder(civ=civ, district=district))  # type: ignore[arg-type]
            return
        if decision == "act" and self.civ is not None and self.kind is not None:
            self.choose_for_kind(district, targets)
            return
        # Nothing chosen: everything that can be done at this district.
        here = [a for a in legal if district in self.districts_of(a)]
        if not here:
            self.say(f"Nothing you can do at {district} now.")
            return
        self.query_one(ActionMenu).show(f"At {district}", self.entries(here))
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
                self.say(
                    f"{KIND_TITLES[kind]}: no {CIV_ADJECTIVES[civ]} move starts at {district}."
                )
                return
            self.origin = district
            self.message = Text(
                f"{KIND_TITLES[kind]} from {district}: the destination (>); Esc cancels",
                style="italic",
            )
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
                f"How many princes from {self.origin} to {district}?",
                [(Text(f"{a.count}: {self.describe(a)}"), a) for a in options],
            )
            return
        self.play(cls(civ=civ, count=1, origin=self.origin, destination=district))  # type: ignore[arg-type]

    @staticmethod
    def districts_of(action) -> tuple[str, ...]:
        if isinstance(action, Move | Sail):
            return (action.origin, action.destination)
        district = getattr(action, "district", None)
        return (district,) if district else ()

    # -- keys -------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "end_turn":
            return any(isinstance(a, EndTurn) for a in self.legal())
        if action == "free":
            return bool(self.free())
        if action == "discard_egyptian":
            return self.decision() in ("discard", "limit")
        return super().check_action(action, parameters)

    def action_discard_egyptian(self) -> None:
        self.action_civ("E")

    def action_end_turn(self) -> None:
        if not self.at_keyboard:
            return
        legal = self.legal()
        card_actions = [a for a in legal if getattr(a, "kind", None) in CARD_COST]
        if card_actions and not self.confirm_end and any(isinstance(a, EndTurn) for a in legal):
            self.confirm_end = True
            self.say("Cards can still be played: press e again to end your turn, Esc to go on.")
            return
        self.play(EndTurn())

    def action_free(self) -> None:
        free = self.free()
        if not free:
            self.say(
                "No free action is possible now (wonder: a prince of each civilisation "
                "on one island; control: 3 princes of one civilisation in a district)."
            )
            return
        self.query_one(ActionMenu).show("Free actions", self.entries(free))
        self.redraw()

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
