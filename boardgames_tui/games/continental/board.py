"""The 8x8 Continental board, drawn as large as the space it gets allows, centred.

A square is a block of characters (5x2 at 80x24, 9x4 at 120x40, larger above).  Its
background is tinted with its owner's colour and its top-left corner holds the owner's letter,
so ownership reads without colour; the piece is a glyph and its letter in the middle (a moved
army's letter is lower case).  Marks in the other corners say what the screen asks about the
square: a legal destination or a square to act on (``+``, also where a lesson's step points:
the place asked for, lit as a place to act), the army being moved (``»``).  A change since the
player's last turn (``◆``) and a square the action being built would claim (``◇``) stand right
after the owner's letter, in the square's own corner: at its right edge a mark would sit
against the next square's letter and read as that square's.  The cursor is reversed and in
brackets (``[⌂C]``), so it shows without colour.  All of those sets come down from the screen,
which takes them from the rules.

Drawn line by line (Textual's line API): a cursor step or a new position repaints only the
squares whose look changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from boardgames_rules.continental.labels import legend_words, piece_name
from boardgames_rules.continental.view import ContinentalView
from boardgames_rules.core import i18n
from rich.color import Color
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Region
from textual.reactive import var
from textual.strip import Strip

from boardgames_tui.styles import beside
from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.grid_board import GridBoard

FILES = "abcdefgh"
# (width, height) of a square in characters, smallest first: the largest that fits is drawn.
SQUARE_SIZES = (
    (3, 1), (5, 1), (5, 2), (5, 3), (7, 3), (9, 4), (11, 5), (13, 6), (15, 7), (17, 8), (19, 9),
)  # fmt: skip
RANK_LABEL = 2  # "8 " on the left and " 8" on the right of the squares
LEGEND_GAP = 2  # columns between the board and a legend drawn beside it
COMMAND_ROWS = 3  # the command line's rows while it is open (game_base.tcss: #command)
TWO_LINES = 2  # the smallest squares of two lines: below them a square is one line
BOTTOM_FILES_FROM = 3  # the square height from which a files line is drawn under the board too
GLYPHS = {"C": "⌂", "T": "♜", "A": "⚔", "I": "✝", "E": "✎", "G": "♣", "Q": "⚑"}
TARGET_MARK = "+"  # a legal destination of the chosen army, or a square with an action
CLAIM_MARK = "◇"  # the action being built would claim this square
CHANGED_MARK = "◆"  # changed since the player's last turn (the "since" summary uses it too)
SELECTED_MARK = "»"  # the army being moved
NEUTRAL_DOT = "·"
CURSOR_ROOM = 3  # cells the bracketed cursor needs in a one-line square: "[C]"

# Tints: colours blended into the terminal's background, so they suit dark and light themes.
DARK_BASE, LIGHT_BASE = "#1e1e1e", "#f4f4f4"
CHECKER = 0.05  # every other square a shade lighter (or darker), to count squares by eye
SEAT_TINT = 0.30  # how much of the seat's colour its squares' background takes
TARGET_TINT = ("#d7af00", 0.45)  # yellow: where the chosen army may go, or act here
CLAIM_TINT = ("#00af5f", 0.40)  # green: what the action would claim
CHANGED_TINT = ("#5f5fff", 0.40)  # blue-violet: changed since your last turn
SELECTED_TINT = ("#00d700", 0.55)  # the chosen army's square


@dataclass(frozen=True)
class Layout:
    """Where everything goes in a widget of a given size."""

    width: int  # a square's size in characters
    height: int
    left: int  # x of the left rank label
    top: int  # y of the files line above the squares
    bottom_files: bool  # a files line under the squares too
    legend: tuple[Text, ...]
    legend_x: int
    legend_y: int

    @property
    def board_width(self) -> int:
        return 2 * RANK_LABEL + 8 * self.width

    def square(self, column: int, line: int) -> Region:
        """The square ``column`` (0 = a), ``line`` (0 = row 8, the top one) on screen."""
        x = self.left + RANK_LABEL + column * self.width
        return Region(x, self.top + 1 + line * self.height, self.width, self.height)


class Look(NamedTuple):
    """Everything that decides how one square is drawn: equal looks, no repaint."""

    owner: int | None
    owner_letter: str
    piece: str | None
    moved: bool
    target: bool
    claim: bool
    changed: bool
    selected: bool
    cursor: bool
    dark: bool  # the checker shade


def wrap(items: list[Text], width: int) -> tuple[Text, ...]:
    """Legend items on as few lines of ``width`` as they take, two spaces between them."""
    lines: list[Text] = []
    line = Text()
    for item in items:
        if line.cell_len and line.cell_len + 2 + item.cell_len > width:
            lines.append(line)
            line = Text()
        if line.cell_len:
            line.append("  ")
        line.append_text(item)
    if line.cell_len:
        lines.append(line)
    return tuple(lines)


def blend(colour: str, base: str, amount: float) -> str:
    mixed = Color.parse(base).get_truecolor()
    top = Color.parse(colour).get_truecolor()
    parts = (round(b + (t - b) * amount) for b, t in zip(mixed, top, strict=True))
    return "#{:02x}{:02x}{:02x}".format(*parts)


class ContinentalBoard(GridBoard):
    DEFAULT_CSS = beside(__file__)

    cursor = var((1, 6))  # b2, the first City of the first player; repaints two squares

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: ContinentalView | None = None
        self.targets: frozenset[str] = frozenset()
        self.claims: frozenset[str] = frozenset()
        self.selected: str | None = None
        self.changed: frozenset[str] = frozenset()
        self.asked: frozenset[str] = frozenset()  # a lesson step's places
        self._layout: Layout | None = None
        self._language = i18n.current()  # the legend's language in ``_layout``
        self._looks: dict[str, Look] = {}

    def grid_size(self) -> tuple[int, int]:
        return 8, 8

    def cell_name(self, column: int, line: int) -> str:
        return f"{FILES[column]}{8 - line}"  # line 0 is row 8: a1 sits bottom-left

    # -- data coming down -------------------------------------------------------------------
    def show(
        self,
        view: ContinentalView,
        targets: frozenset[str],
        selected: str | None,
        claims: frozenset[str] = frozenset(),
    ) -> None:
        players_changed = self.view is None or self.view.players != view.players
        self.view, self.targets, self.selected, self.claims = view, targets, selected, claims
        if players_changed:  # the legend names the players
            self._layout = None
            self.refresh()
        self._repaint_changed()

    def set_changed(self, places: frozenset[str]) -> None:
        """Mark these squares (e.g. "c3") until called again; an empty set clears the marks."""
        self.changed = frozenset(places)
        self._repaint_changed()

    def set_asked(self, places: frozenset[str]) -> None:
        """A lesson step's places, lit as the places to act on (``+``), until called again:
        with the "since your last turn" mark ``◆`` a learner read them as new."""
        self.asked = frozenset(places)
        self._repaint_changed()

    def watch_cursor(self, old: tuple[int, int], new: tuple[int, int]) -> None:
        self._repaint_changed()
        self.post_message(self.Moved(self.cell_name(*new)))

    def on_focus(self) -> None:
        self._repaint_changed()

    def on_blur(self) -> None:
        self._repaint_changed()

    def on_resize(self, event: events.Resize) -> None:
        self._layout = None
        self.refresh()

    # -- what each square looks like --------------------------------------------------------
    def owner_letters(self) -> tuple[str, ...]:
        """Each seat's letter: its name's initial, or its number when two initials are alike
        or one is a piece's letter (an "A" in the corner would read as an Army)."""
        players = self.view.players if self.view else ()
        initials = tuple((name[:1] or "?").upper() for name in players)
        if len(set(initials)) < len(initials) or set(initials) & set(GLYPHS):
            return tuple(str(seat + 1) for seat in range(len(players)))
        return initials

    def look(self, column: int, line: int) -> Look | None:
        if self.view is None:
            return None
        name = self.cell_name(column, line)
        square = self.view.squares[8 * (7 - line) + column]
        letters = self.owner_letters()
        return Look(
            owner=square.owner,
            owner_letter=letters[square.owner] if square.owner is not None else "",
            piece=square.piece,
            moved=square.moved,
            target=name in self.targets or name in self.asked,
            claim=name in self.claims,
            changed=name in self.changed,
            selected=name == self.selected,
            cursor=(column, line) == self.cursor and self.has_focus,
            dark=(column + line) % 2 == 1,
        )

    def _repaint_changed(self) -> None:
        """Refresh only the squares whose look is not the one on screen."""
        if not self.is_mounted:
            return
        layout = self.layout_now()
        for line in range(8):
            for column in range(8):
                look = self.look(column, line)
                name = self.cell_name(column, line)
                if look is not None and self._looks.get(name) != look:
                    self._looks[name] = look
                    self.refresh(layout.square(column, line))

    # -- layout -----------------------------------------------------------------------------
    def legend_items(self) -> list[Text]:
        items = []
        words = legend_words()
        for letter in GLYPHS:
            name = piece_name(letter)  # the seed's letters: I Iglesia, E Escuela, G Granja…
            items.append(Text.assemble((f"{GLYPHS[letter]}{letter}", "bold"), f" {name}"))
            if letter == "A":
                items.append(Text.assemble((f"{GLYPHS['A']}a", "bold"), f" {words['moved']}"))
        if self.view is not None:
            for seat, (letter, name) in enumerate(
                zip(self.owner_letters(), self.view.players, strict=True)
            ):
                items.append(Text.assemble((f"{letter} {name}", seat_style(seat))))
        items += [
            Text.assemble((TARGET_MARK, "bold"), f" {words['target']}"),
            Text.assemble((CLAIM_MARK, "bold"), f" {words['claim']}"),
            Text.assemble((CHANGED_MARK, "bold"), f" {words['changed']}"),
            Text.assemble((SELECTED_MARK, "bold"), f" {words['selected']}"),
        ]
        return items

    def layout_now(self) -> Layout:
        # The legend's words are the language's: a switch lays the board out again.
        if self._layout is None or self._language != i18n.current():
            self._language = i18n.current()
            room = self.room()
            layout = self.fit(self.size.width, room)
            if room != self.size.height:  # the command line is open below
                layout = self.squeezed(layout) or self.fit(self.size.width, self.size.height)
            self._layout = layout
        return self._layout

    def room(self) -> int:
        """The board's rows with the command line closed (it takes three while it is open)."""
        command = self.screen.query("#command")
        opened = bool(command) and command.first().display
        return self.size.height + (COMMAND_ROWS if opened else 0)

    def squeezed(self, layout: Layout) -> Layout | None:
        """``layout``'s squares where they were, without the legend (and the files line under
        them) when the open command line leaves no room for them; None if even they do not fit.
        Opening ``:`` must not change the drawing."""
        height = self.size.height
        board_h = 1 + 8 * layout.height
        if board_h > height:
            return None
        if layout.top + board_h + layout.bottom_files + len(layout.legend) <= height:
            return layout
        top = max(0, min(layout.top, height - board_h))
        return Layout(layout.width, layout.height, layout.left, top, False, (), 0, 0)

    def fit(self, width: int, height: int) -> Layout:
        """The largest squares for which the board, its labels and the legend fit, centred."""
        items = self.legend_items()
        for w, h in reversed(SQUARE_SIZES):
            board_w = 2 * RANK_LABEL + 8 * w
            if board_w > width:
                continue
            legend = wrap(items, width)
            legend_w = max((line.cell_len for line in legend), default=0)
            # One drawing per square size: the files line under small squares would come and
            # go as a menu or a message takes or frees the one row it needs.
            for bottom in (h >= BOTTOM_FILES_FROM,):
                board_h = 1 + 8 * h + bottom
                total = board_h + len(legend)
                if total <= height:
                    left = (width - board_w) // 2
                    top = (height - total) // 2
                    legend_x = (width - legend_w) // 2
                    return Layout(w, h, left, top, bottom, legend, legend_x, top + board_h)
            side = width - board_w - LEGEND_GAP
            legend = wrap(items, side) if side >= 12 else ()
            board_h = 2 + 8 * h
            if legend and board_h <= height and len(legend) <= height:
                legend_w = max(line.cell_len for line in legend)
                left = (width - board_w - LEGEND_GAP - legend_w) // 2
                top = (height - board_h) // 2
                legend_x = left + board_w + LEGEND_GAP
                return Layout(w, h, left, top, True, legend, legend_x, top + 1)
            board_h = 1 + 8 * h
            if h == TWO_LINES and board_h <= height:
                # The legend gives way before the squares shrink to one line (at 80x24 the
                # command line takes its rows): the board keeps its drawing; ? shows the keys.
                left, top = (width - board_w) // 2, (height - board_h) // 2
                return Layout(w, h, left, top, False, (), 0, 0)
        # Smaller than any drawing: the smallest, from the top left (the status line says so).
        w, h = SQUARE_SIZES[0]
        return Layout(w, h, 0, 0, False, (), 0, 0)

    # -- drawing ----------------------------------------------------------------------------
    def _base(self) -> str:
        return DARK_BASE if self.app.current_theme.dark else LIGHT_BASE

    def _square_style(self, look: Look) -> Style:
        base = self._base()
        shade = "#ffffff" if self.app.current_theme.dark else "#000000"
        background = blend(shade, base, CHECKER) if look.dark else base
        if look.owner is not None:
            colour = seat_style(look.owner).split()[-1]
            background = blend(colour, background, SEAT_TINT)
        for on, (colour, amount) in (
            (look.changed, CHANGED_TINT),
            (look.claim, CLAIM_TINT),
            (look.target, TARGET_TINT),
            (look.selected, SELECTED_TINT),
        ):
            if on:
                background = blend(colour, background, amount)
        if self.app.no_color:  # the letters and marks carry it all
            return Style(bold=True, reverse=look.cursor)
        foreground = seat_style(look.owner).split()[-1] if look.owner is not None else None
        return Style(color=foreground, bgcolor=background, bold=True, reverse=look.cursor)

    def _square_line(self, look: Look, w: int, h: int, sub: int) -> list[Segment]:
        style = self._square_style(look)
        if look.piece is None:
            middle = NEUTRAL_DOT if look.owner is None else ""
        else:
            letter = "a" if look.piece == "A" and look.moved else look.piece
            middle = f"{GLYPHS[look.piece]}{letter}" if w >= 5 else letter
        left_mark = SELECTED_MARK if look.selected else TARGET_MARK if look.target else " "
        glyph_row = h // 2
        if h == 1:  # one line says it all: owner, piece, the first mark that applies
            mark = next(
                (m for on, m in ((look.selected, SELECTED_MARK), (look.target, TARGET_MARK),
                                 (look.claim, CLAIM_MARK), (look.changed, CHANGED_MARK)) if on),
                " ",
            )  # fmt: skip
            # The mark goes right after the owner's letter: at the square's right edge it
            # would sit against the next square's letter and read as that square's.
            if look.cursor and w - 2 >= CURSOR_ROOM:  # the piece's letter alone, bracketed
                letter = middle[-1:] if look.piece is not None else middle
                middle = f"[{letter or ' '}]"
            text = (look.owner_letter or " ") + mark + middle.center(w - 2)[: w - 2]
        elif sub == 0:
            changed = CHANGED_MARK if look.changed else " "
            claim = CLAIM_MARK if look.claim else " "
            text = (look.owner_letter or " ") + changed + claim + " " * (w - 3)
        elif sub == glyph_row:
            if look.cursor:
                text = left_mark + f"[{middle or ' '}]".center(w - 1)
            else:
                text = left_mark + middle.center(w - 2) + " "
        else:
            text = " " * w
        if sub == glyph_row and look.piece is not None and look.moved:
            # The moved army's glyph greyed: it may not move again this turn.
            return [Segment(text, style + Style(dim=True))]
        return [Segment(text, style)]

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        layout = self.layout_now()
        base = self.rich_style  # blanks and labels on the widget's own background
        label = base + Style(dim=True)
        segments: list[Segment] = []
        board_h = 1 + 8 * layout.height + layout.bottom_files
        row = y - layout.top
        if 0 <= row < board_h and self.view is not None:
            segments.append(Segment(" " * layout.left, base))
            if row == 0 or row == 8 * layout.height + 1:
                files = "".join(f.center(layout.width) for f in FILES)
                segments.append(Segment(" " * RANK_LABEL + files + " " * RANK_LABEL, label))
            else:
                line, sub = divmod(row - 1, layout.height)
                rank = str(8 - line) if sub == layout.height // 2 else " "
                segments.append(Segment(f"{rank} ", label))
                for column in range(8):
                    look = self.look(column, line)
                    assert look is not None
                    segments += self._square_line(look, layout.width, layout.height, sub)
                segments.append(Segment(f" {rank}", label))
        legend_row = y - layout.legend_y
        if 0 <= legend_row < len(layout.legend) and self.view is not None:
            used = sum(s.cell_length for s in segments)
            segments.append(Segment(" " * max(0, layout.legend_x - used), base))
            text = layout.legend[legend_row]
            segments += [
                Segment(s.text, base + s.style if s.style else base)
                for s in text.render(self.app.console, end="")
            ]
        return Strip(segments).adjust_cell_length(width, base)

    # -- choosing by mouse ------------------------------------------------------------------
    def on_click(self, event: events.Click) -> None:
        event.prevent_default()  # GridBoard's handler assumes fixed cells
        layout = self.layout_now()
        for line in range(8):
            for column in range(8):
                if layout.square(column, line).contains(event.x, event.y):
                    self.cursor = (column, line)
                    self.focus()
                    self.action_choose()
                    return
