"""An OptionList whose page keys work however small the terminal is.

Textual's OptionList lays its lines out only once it has room; PageUp/PageDown on a list with
no room yet (a 20×5 terminal, a menu opened a moment ago) look the highlight up in that empty
layout and raise KeyError.  With no room there is no page, so the keys move by one entry.
The command palette's list is Textual's own: :class:`CommandPalette` gives its keys the guard.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import N_
from textual.binding import Binding
from textual.command import CommandList
from textual.command import CommandPalette as TextualCommandPalette
from textual.widgets import OptionList


def page(options: OptionList, down: bool) -> None:
    """A page down (or up) where ``options`` has room to lay out a page, else one entry."""
    if not options.scrollable_content_region:  # the test OptionList makes before its layout
        (options.action_cursor_down if down else options.action_cursor_up)()
    else:
        (OptionList.action_page_down if down else OptionList.action_page_up)(options)


class PagedOptionList(OptionList):
    def action_page_up(self) -> None:
        page(self, down=False)

    def action_page_down(self) -> None:
        page(self, down=True)


class CommandPalette(TextualCommandPalette):
    """Textual's palette, its page keys guarded as :func:`page` guards them."""

    BINDINGS = [
        Binding("pagedown", "page(True)", N_("Next page"), show=False, id="palette.next_page"),
        Binding(
            "pageup", "page(False)", N_("Previous page"), show=False, id="palette.previous_page"
        ),
    ]

    def action_page(self, down: bool) -> None:
        page(self.query_one(CommandList), down)
