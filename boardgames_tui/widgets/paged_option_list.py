"""An OptionList whose page keys work however small the terminal is.

Textual's OptionList lays its lines out only once it has room; PageUp/PageDown on a list with
no room yet (a 20×5 terminal, a menu opened a moment ago) look the highlight up in that empty
layout and raise KeyError.  With no room there is no page, so the keys move by one entry.
"""

from __future__ import annotations

from textual.widgets import OptionList


class PagedOptionList(OptionList):
    def _has_room(self) -> bool:
        # The same test OptionList makes before it lays out its lines.
        return bool(self.scrollable_content_region)

    def action_page_up(self) -> None:
        if self._has_room():
            super().action_page_up()
        else:
            self.action_cursor_up()

    def action_page_down(self) -> None:
        if self._has_room():
            super().action_page_down()
        else:
            self.action_cursor_down()
