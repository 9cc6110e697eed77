"""Updating a Static without a new layout of the screen when its height stays the same, and a
footer that is composed again only when its keys change.

``Static.update`` asks for a layout of the whole screen: every widget is placed again and
whatever moved is repainted.  A cursor step changes a panel's text (the zone or district under
the cursor) but seldom its height, and then that layout is most of the step's cost.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from rich.console import RenderableType
from textual.visual import visualize
from textual.widgets import Footer, Static


def update_steady(static: Static, content: RenderableType) -> None:
    """``static.update(content)``, laying the screen out again only when the new content takes
    a different number of lines than the old at the widget's width (or it has none yet)."""
    width = static.content_size.width
    if width and static.is_mounted and static.display:
        known = _heights.get(static)  # measured last time: saves rendering the old content
        old = known[1] if known and known[0] == width else None
        if old is None:
            old = static.visual.get_height(static.styles, width)
        new = visualize(static, content).get_height(static.styles, width)
        _heights[static] = (width, new)
        if new == old:
            static.update(content, layout=False)
            return
    else:
        _heights.pop(static, None)
    static.update(content)


_heights: WeakKeyDictionary[Static, tuple[int, int]] = WeakKeyDictionary()


class SteadyFooter(Footer):
    """Textual's footer, composed again only when what it shows has changed.

    Textual recomposes the footer at every ``refresh_bindings`` (a screen's redraw asks for
    one after every action): about a dozen key widgets mounted and styled again, most of an
    action's cost, although the keys on offer seldom change.
    """

    _shown: tuple | None = None

    def shown(self) -> tuple:
        """What ``Footer.compose`` reads, as a value."""
        app = self.app
        keys = tuple(
            (binding, app.get_key_display(binding), enabled, tooltip)
            for _, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show or binding.key == app.COMMAND_PALETTE_BINDING
        )
        return keys, self.show_command_palette, self.compact

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        shown = self.shown()
        if shown == self._shown and self.children:
            return
        self._shown = shown
        await super().recompose()
