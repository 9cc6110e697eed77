"""The action cards of the seat that has the keyboard, grouped by civilisation.

Every card is drawn as its civilisation letter in brackets, ``[M]``, and the line starts with
``Hand of <name>`` (at the end ``Hands at the end:``): nothing else on the screen is drawn that
way, so a test can tell a hand on screen.  The widget draws only ``view.hand`` of the seat the
view was made for, and nothing at all when the view has no hand (before a handover is
confirmed).  At the end the rules reveal every hand, even in the public view: then every
seat's hand is drawn, one after the other.
The chosen civilisation's cards are marked ``▶`` (and reversed).  A click on a group chooses
that civilisation: :class:`UtopiaHand.Chosen`.
"""

from __future__ import annotations

import re

from boardgames_rules.core.i18n import N_, _, ngettext
from boardgames_rules.utopia.view import UtopiaView
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from boardgames_tui.styles import beside

# How an English hand line starts (tests find it by this); the screen writes the whole line
# through the catalogue (``hand_line``).
HAND_TITLE = "Hand of "
HANDS_AT_THE_END = N_("Hands at the end: ")
CARD = re.compile(r"\[([MPEGC])\]")


def card(civ: str) -> str:
    return f"[{civ}]"


def cards_on(text: str) -> dict[str, int]:
    """How many cards of each civilisation a screen's text shows (drawn ``[M]``)."""
    found: dict[str, int] = {}
    for civ in CARD.findall(text):
        found[civ] = found.get(civ, 0) + 1
    return found


class UtopiaHand(Widget):
    DEFAULT_CSS = beside(__file__)

    class Chosen(Message):
        def __init__(self, civ: str) -> None:
            self.civ = civ
            super().__init__()

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: UtopiaView | None = None
        self.selected: str | None = None
        self._spans: list[tuple[int, int, str]] = []

    def show(self, view: UtopiaView, selected: str | None) -> None:
        self.view, self.selected = view, selected
        # At the end every hand shares one paragraph: it takes the board's width, not a hand's.
        width = "1fr" if self.revealed else "50"
        if str(self.styles.width) != width:
            self.styles.width = width
        self.refresh(layout=True)

    @property
    def hand(self) -> tuple[int, ...] | None:
        view = self.view
        if view is None or view.seat is None:
            return None
        return view.seats[view.seat].hand

    @property
    def revealed(self) -> bool:
        """The game is over and the view holds every hand: all are drawn, none can be chosen."""
        view = self.view
        return view is not None and view.phase == "over" and view.seats[0].hand is not None

    def get_content_height(self, container, viewport, width: int) -> int:
        if self.hand is None and not self.revealed:
            return 0
        lines = self.render().split("\n")
        return sum(1 + line.cell_len // max(1, width) for line in lines)

    def render(self) -> Text:
        self._spans = []
        if self.revealed:
            assert self.view is not None
            seats = self.view.seats
            # One paragraph, not a line each: five hands must leave the 80x24 city whole.
            text = Text(_(HANDS_AT_THE_END), style="bold")
            text.append_text(Text(" · ").join(self.hand_line(p.seat, p.hand or ()) for p in seats))
            return text
        if self.hand is None or self.view is None:
            return Text()
        assert self.view.seat is not None
        return self.hand_line(self.view.seat, self.hand, spans=True)

    def hand_line(self, seat: int, hand: tuple[int, ...], spans: bool = False) -> Text:
        """``Hand of Red (3 cards): [M][M] [E]``; with ``spans`` its groups can be clicked.
        A group is chosen by its letter (the key), so no other mark stands beside it."""
        view = self.view
        assert view is not None
        n = sum(hand)
        player = view.players[seat]
        if self.revealed:
            title = ngettext("{player} ({count} card)", "{player} ({count} cards)", n)
        else:
            title = ngettext(
                "Hand of {player} ({count} card)", "Hand of {player} ({count} cards)", n
            )
        title = title.format(player=player, count=n)
        if not any(hand) and not spans:  # revealed at the end: the count says it
            return Text(title, style="bold")
        text = Text(f"{title}:", style="bold")
        if not any(hand):
            text.append(" " + _("no cards"), style="dim")
        for civ, n in zip(view.civs, hand, strict=True):
            if not n:
                continue
            chosen = civ == self.selected
            text.append(" ")
            start = text.cell_len
            group = Text("▶" if chosen else "", style="bold")
            group.append("".join(card(civ) for _card in range(n)))
            if chosen:
                group.stylize("reverse")
            text.append_text(group)
            if spans:
                self._spans.append((start, text.cell_len, civ))
        return text

    def on_click(self, event: events.Click) -> None:
        for start, end, civ in self._spans:
            if start <= event.x < end and event.y == 0:
                self.post_message(self.Chosen(civ))
                return
