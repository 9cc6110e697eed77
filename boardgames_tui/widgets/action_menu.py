"""A keyed menu of candidate actions: Enter, a click or the key beside an entry picks it.

Entries past 9 get ``0`` and then the letters the screen leaves free, so every entry has a key;
when the menu is taller than its room, the border says how many entries are above and below.
A screen whose class sets ``MENU_MARKS_HIGHLIGHT`` gets the highlighted entry marked ``▶`` in
a column of its own, so the highlight shows by more than colour.
Entries wrap; a title too long for the border is shortened by design (the caller's short form,
or the words before its details), never cut with an ellipsis.
"""

from __future__ import annotations

from collections.abc import Sequence
from string import ascii_lowercase
from typing import Any

from boardgames_rules.core.i18n import N_, _
from rich.cells import cell_len
from rich.text import Text
from textual.message import Message
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from boardgames_tui.styles import beside
from boardgames_tui.widgets.paged_option_list import PagedOptionList

DIGIT_KEYS = "1234567890"
# The short title of a menu whose title is the prompt: the prompt line says it whole.
PROMPT_BELOW = N_("Choose (prompt below)")  # translated where the title is fitted
TITLE_MARGIN = 6  # a border title loses two corners and a space and a line on each side
# Where a long title's details start: "Blue: assign…", "Actions (✗…", "Trade — Lakedaemon".
DETAILS = (": ", " (", " — ")
HIGHLIGHT_MARK = "▶"  # before the highlighted entry, where the screen asks for it


def short_title(title: str, short: str | None, room: int) -> str:
    """``title`` if it fits ``room`` cells, else ``short`` if given and it fits, else the words
    before the title's details, else as many whole words as fit (no ellipsis: nothing reads as
    cut)."""
    if cell_len(title) <= room:
        return title
    if short is not None and cell_len(short) <= room:
        return short
    for mark in DETAILS:
        head = title.split(mark, 1)[0]
        if head != title and cell_len(head) <= room:
            return head
    words = ""
    for word in title.split():
        if cell_len(f"{words} {word}".strip()) > room:
            break
        words = f"{words} {word}".strip()
    return words


class ActionMenu(PagedOptionList):
    DEFAULT_CSS = beside(__file__)

    class Picked(Message):
        def __init__(self, action: Any) -> None:
            self.action = action
            super().__init__()

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._actions: list[Any] = []
        # The screen narrows this to the letters it does not use for its own keys.
        self.keys: str = DIGIT_KEYS + ascii_lowercase
        self._title: tuple[str, str | None] = ("", None)  # the whole title and its short form
        self._labels: list[str | Text] = []
        self._marked: int | None = None  # the entry drawn with HIGHLIGHT_MARK
        # False: the menu opens in the room the column has under the panels (taken from the
        # log) and the column keeps its shape (no restyle, no new places for the panels).
        self.reshapes_column = True

    def show(
        self, title: str, entries: Sequence[tuple[str | Text, Any]], short: str | None = None
    ) -> None:
        """Offer ``entries`` (label, action) under ``title``; an empty list closes the menu.

        ``short`` is the title for a border too narrow for it (e.g. when the prompt below the
        column already says it whole)."""
        self.clear_options()
        self._actions = [action for _label, action in entries]
        self._title = (title, short)
        self._fit_title()
        self._labels = [label for label, _action in entries]
        self._marked = 0 if entries and self.marks_highlight else None
        for number in range(len(entries)):
            self.add_option(Option(self._prompt(number)))
        if entries or not self.is_mounted:
            self._open_classes()
        else:
            # Later in this same turn of the event loop: an action's redraw closes the menu
            # and often opens it again at once, and each change of these classes restyles the
            # whole side column (its CSS depends on them) and lays the screen out again.
            self.call_next(self._open_classes)
        if entries:
            self.highlighted = 0
        self.scroll_home(animate=False)
        self._mark_hidden()
        self.call_after_refresh(self._mark_hidden)  # again once the menu has its height
        if self.is_mounted:
            self.screen.refresh_bindings()  # the footer's Enter now picks, or is the board's again

    @property
    def marks_highlight(self) -> bool:
        return self.is_mounted and bool(getattr(self.screen, "MENU_MARKS_HIGHLIGHT", False))

    def _prompt(self, number: int) -> Text:
        """Entry ``number`` (0-based): its key, its label, and the highlight's column."""
        key = self.keys[number] if number < len(self.keys) else " "
        prompt = Text.assemble((f"{key} ", "bold"), self._labels[number])
        if self.marks_highlight:
            prompt = Text.assemble((HIGHLIGHT_MARK if number == self._marked else " ", "bold"),
                                   prompt)  # fmt: skip
        return prompt

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if not self.marks_highlight or highlighted == self._marked:
            return
        before, self._marked = self._marked, highlighted
        for number in (before, highlighted):
            if number is not None and number < min(self.option_count, len(self._labels)):
                self.replace_option_prompt_at_index(number, self._prompt(number))

    def _open_classes(self) -> None:
        """Show or hide the menu, as it is open or not, and tell its column by a class."""
        self.display = self.is_open  # not a class: restyling the menu cost a millisecond
        if self.parent is not None:  # the side column makes room: its CSS shrinks the panels
            self.parent.set_class(self.is_open and self.reshapes_column, "-menu-open")

    def refresh_column(self) -> None:
        """Tell the column again whether it makes room for the menu (``reshapes_column``
        changed while it is open)."""
        self._open_classes()

    @property
    def title(self) -> str:
        """The whole title, however the border shows it."""
        return self._title[0]

    def _fit_title(self) -> None:
        # The menu spans the side column; while it is hidden it has no width of its own.
        parent = self.parent
        width = self.outer_size.width or (parent.size.width if isinstance(parent, Widget) else 0)
        title, short = self._title
        short = _(short) if short is not None else None  # PROMPT_BELOW, or a game's own words
        self.border_title = short_title(title, short, width - TITLE_MARGIN) if width else title

    def close(self) -> None:
        self.show("", [])

    @property
    def is_open(self) -> bool:
        return bool(self._actions)

    def index_of(self, action: Any) -> int | None:
        """The 0-based entry that picks ``action``, if the menu offers it."""
        return next((i for i, offered in enumerate(self._actions) if offered == action), None)

    def keys_text(self, count: int) -> str:
        """The keys that pick ``count`` entries, for a prompt: "1", "1-4", "1-9, 0, a, c"."""
        keys = self.keys[: max(1, count)]
        digits = keys[:9]
        text = digits[0] if len(digits) == 1 else f"{digits[0]}-{digits[-1]}"
        return ", ".join([text, *keys[9:]])

    def key_number(self, key: str) -> int | None:
        """The 1-based entry ``key`` picks, if any."""
        index = self.keys.find(key)
        return index + 1 if index >= 0 else None

    def pick(self, number: int) -> bool:
        """Pick entry ``number`` (1-based); False when there is no such entry."""
        if 1 <= number <= len(self._actions):
            self.post_message(self.Picked(self._actions[number - 1]))
            return True
        return False

    def pick_highlighted(self) -> bool:
        if self.highlighted is None:
            return False
        return self.pick(self.highlighted + 1)

    def hidden(self) -> tuple[int, int]:
        """How many entries are (partly) out of sight above and below the visible rows."""
        lines = self._lines
        if not lines or not self.is_open:
            return 0, 0
        top = round(self.scroll_y)
        bottom = top + self.scrollable_content_region.height
        return len({i for i, _ in lines[:top]}), len({i for i, _ in lines[bottom:]})

    def _mark_hidden(self) -> None:
        above, below = self.hidden()
        marks = [
            _("▲ {count} more").format(count=above) if above else "",
            _("▼ {count} more").format(count=below) if below else "",
        ]
        self.border_subtitle = "  ".join(m for m in marks if m)

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self._mark_hidden()

    def on_resize(self) -> None:
        self._fit_title()
        # A menu made shorter (a lesson step's words, drawn in the same redraw, took rows)
        # keeps its highlighted entry in sight: the entry a step asks for stays on screen.
        if self.highlighted is not None:
            self.call_after_refresh(self.scroll_to_highlight)
        self.call_after_refresh(self._mark_hidden)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Picked(self._actions[event.option_index]))
