"""Updating a Static without a new layout of the screen when its height stays the same, and a
footer that is composed again only when its keys change.

``Static.update`` asks for a layout of the whole screen: every widget is placed again and
whatever moved is repainted.  A cursor step changes a panel's text (the zone or district under
the cursor) but seldom its height, and then that layout is most of the step's cost.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from rich.console import RenderableType
from textual.compose import compose as compose_children
from textual.visual import visualize
from textual.widgets import Footer, Static
from textual.widgets._footer import FooterKey


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
        if not self._update_in_place():
            await super().recompose()

    def _update_in_place(self) -> bool:
        """Give the mounted keys their new labels and states when the footer would compose the
        same keys in the same places (an action often only renames Enter, or enables Undo):
        mounting and styling a dozen widgets again costs a frame.  False when it would not."""
        if not self._bindings_ready:
            return False
        new = compose_children(self)  # unmounted widgets: cheap beside mounting them
        old = list(self.children)
        if len(new) != len(old) or not all(
            type(a) is FooterKey
            and type(b) is FooterKey
            and (a.key, a.action) == (b.key, b.action)
            and a.has_class("-grouped") == b.has_class("-grouped")
            for a, b in zip(old, new, strict=True)
        ):
            return False
        for key, fresh in zip(old, new, strict=True):
            label = (key.key_display, key.description)
            key.key_display, key.description = fresh.key_display, fresh.description
            key._disabled = fresh._disabled
            key.set_class(fresh._disabled, "-disabled")
            key.tooltip = fresh.tooltip
            key.refresh(layout=label != (key.key_display, key.description))
        return True
