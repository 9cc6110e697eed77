"""The Simplicity planning board: seven rows, the tile beside each, pawns and demolition.

A board of its own, in a frame whose title says which keys choose a row.  One line per row:
the row number, the city symbols its tile may be built on (row 7, wild, ``✱``: any empty
space, and the only row whose tile may go on the blank space ``░``), the tile (its letter on
its colour, then its name when there is room; once taken, only the word "taken"), then whose
pawn took it (``♟r`` + the team's name when there is room: a pawn is never drawn like a disc,
``•r``) or ``XX`` (demolished).  Rows that can be taken now have a bold number; the chosen row
is marked ``▶`` and reversed.  A click on a row posts :class:`SimplicityPlanning.Chosen`.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import _
from boardgames_rules.simplicity import words
from boardgames_rules.simplicity.labels import disc_initial
from boardgames_rules.simplicity.view import SimplicityView
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from boardgames_tui.games.simplicity.city import CHIP_TINT, INK
from boardgames_tui.styles import beside

ROWS = 7
PAWN = "♟"  # a pawn, never drawn like a disc (•r): the lessons speak of both


def pawn(team_name: str) -> str:
    """A team's pawn: the pawn glyph and the team's lower-case initial (``♟r``)."""
    return PAWN + disc_initial(team_name)

# The three ways of drawing a row, widest first: (width, tile names, pawn's team name).
VARIANTS = {"full": (34, True, True), "names": (24, True, False), "compact": (15, False, False)}


FRAME = 2  # the border's columns (and rows)


def planning_size(variant: str, spacing: int) -> tuple[int, int]:
    """The board's outer size, frame included."""
    return VARIANTS[variant][0] + FRAME, ROWS + (ROWS - 1) * spacing + FRAME


class SimplicityPlanning(Widget):
    DEFAULT_CSS = beside(__file__)

    class Chosen(Message):
        def __init__(self, row: int) -> None:
            self.row = row
            super().__init__()

    def __init__(self, ascii: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.ascii = ascii
        self.view: SimplicityView | None = None
        self.selected: int | None = None
        self.demolishing = False
        self.variant = "full"
        self.spacing = 0  # blank lines between rows (big boards)

    def show(self, view: SimplicityView, selected: int | None) -> None:
        """Draw the view's planning rows; nothing is redrawn when they are unchanged."""
        same = (
            self.view is not None
            and self.view.planning == view.planning
            and self.view.phase == view.phase
            and selected == self.selected
        )
        self.view, self.selected = view, selected
        self.demolishing = view.phase == "demolish"
        self.set_class(self.demolishing, "-demolishing")
        self._title()
        if not same:
            self.refresh()

    def _title(self) -> None:
        names = VARIANTS[self.variant][1]
        if self.demolishing:
            self.border_title = _(words.DEMOLISH_KEYS) if names else _(words.DEMOLISH)
        else:
            self.border_title = _(words.PLANNING_KEYS) if names else _(words.PLANNING)

    def set_variant(self, variant: str, spacing: int) -> None:
        if (variant, spacing) != (self.variant, self.spacing):
            self.variant, self.spacing = variant, spacing
            self._title()
            self.refresh()

    def _symbols(self, ids: tuple[str, ...]) -> str:
        assert self.view is not None
        if not ids:
            # row 7, wild: any empty space, the blank one included (the legend names the mark)
            return words.WILD_MARK_ASCII if self.ascii else words.WILD_MARK
        by_id = {s.id: s for s in self.view.symbols}
        return "/".join(by_id[i].ascii if self.ascii else by_id[i].glyph for i in ids)

    def render(self) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        if self.view is None:
            return text
        view = self.view
        names, pawn_names = VARIANTS[self.variant][1:]
        tiles = {t.id: t for t in view.tile_types}
        for plan in view.planning:
            chosen = plan.row == self.selected
            line = Text()
            line.append("▶" if chosen else " ", style="bold")
            can = plan.available and (plan.legal_spaces or self.demolishing)
            line.append(str(plan.row), style="bold" if can else "dim")
            line.append(f" {self._symbols(plan.symbols):<5} ", style="dim")
            tile = tiles[plan.tile]
            if plan.pawn is not None and not plan.demolished:
                # The tile is on the city now: its row says so and keeps only the pawn.
                line.append(f"  {_(words.TAKEN):<9}" if names else " - ", style="dim")
            else:
                struck = " strike" if plan.demolished else ""
                line.append(f" {tile.letter} ", style=f"bold {INK} on {tile.colour}{struck}")
                if names:
                    line.append(f" {tile.name:<7}", style="strike dim" if plan.demolished else "")
            if plan.demolished:
                line.append(f" XX {_(words.DEMOLISHED)}" if pawn_names else " XX", style="bold")
            elif plan.pawn is not None:
                team = view.teams[plan.pawn]
                line.append(" ")
                line.append(pawn(team.name), style=f"bold {team.colour} on {CHIP_TINT}")
                if pawn_names:
                    line.append(f" {team.name}", style=f"{team.colour}")
            elif plan.available and not plan.legal_spaces and not self.demolishing:
                line.append(f" {_(words.NO_SPACE)}" if pawn_names else " --", style="dim")
            if chosen:
                line.stylize("reverse")
            text.append_text(line)
            text.append("\n" * (1 + self.spacing))
        text.rstrip()
        return text

    def offset_of(self, row: int) -> tuple[int, int]:
        """A point on planning row ``row`` (1-7), for clicks (inside the frame)."""
        return 3, FRAME // 2 + (row - 1) * (1 + self.spacing)

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        row, between = divmod(offset.y, 1 + self.spacing)
        if not between and 0 <= row < ROWS:
            self.post_message(self.Chosen(row + 1))
