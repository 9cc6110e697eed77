"""Updating a Static without a new layout of the screen when its height stays the same, and a
footer that is composed again only when its keys change.

``Static.update`` asks for a layout of the whole screen: every widget is placed again and
whatever moved is repainted.  A cursor step changes a panel's text (the zone or district under
the cursor) but seldom its height, and then that layout is most of the step's cost.
"""

from __future__ import annotations

from typing import cast
from weakref import WeakKeyDictionary

from boardgames_rules.core import i18n
from rich.cells import cell_len
from rich.console import RenderableType
from textual.compose import compose as compose_children
from textual.css.styles import RulesMap
from textual.screen import Screen
from textual.visual import RichVisual, Visual, visualize
from textual.widgets import Static

from boardgames_tui.textual_private import FooterKey
from boardgames_tui.widgets.drawn import Drawn
from boardgames_tui.widgets.footer import Footer


def update_steady(static: Static, content: RenderableType | Visual) -> None:
    """``static.update(content)``, laying the screen out again only when the new content takes
    a different number of lines than the old at the widget's width (or it has none yet), and
    not even repainting it when it draws exactly what the widget shows now.

    A Rich renderable (tables, groups: not plain text) is drawn once, as a ``Drawn``: for its
    height, for the comparison and for the screen."""
    visual = visualize(static, content)
    if isinstance(visual, RichVisual) and not isinstance(content, Visual):
        visual = Drawn(static, content)
    width = static.content_size.width
    if width and static.is_mounted and static.display:
        if isinstance(visual, Drawn):
            base = static.visual_style.rich_style
            rows = visual.strips(width, base)
            shown = static.visual
            if isinstance(shown, Drawn) and shown.drawn_as(width, base) == rows:
                return  # the same rows: nothing to draw, nothing to lay out
        known = _heights.get(static)  # measured last time: saves rendering the old content
        old = known[1] if known and known[0] == width else None
        if old is None:
            old = _height(static.visual, static, width)
        new = _height(visual, static, width)
        _heights[static] = (width, new)
        if new == old:
            static.update(visual, layout=False)
            return
    else:
        _heights.pop(static, None)
    static.update(visual)


_heights: WeakKeyDictionary[Static, tuple[int, int]] = WeakKeyDictionary()


def _height(visual: Visual, static: Static, width: int) -> int:
    """What Textual's ``Widget._get_content_height`` asks of a visual: its height measured with
    the widget's styles, which ``get_height``'s annotation calls a ``RulesMap``."""
    # Textual passes the widget's styles where it annotates a RulesMap: both answer ``get``.
    return visual.get_height(cast(RulesMap, static.styles), width)


class SteadyFooter(Footer):
    """The app's footer (words in the player's language), its keys updated in place, within
    the frame that shows an action.

    Textual recomposes the footer after the frame at every ``refresh_bindings`` (a screen's
    redraw asks for one after every action): about a dozen key widgets mounted and styled
    again, then the screen laid out a second time, although the keys seldom change and, when
    they do, a few keys come or go among the same dozen.  Here the mounted keys take their new
    keys and labels at once (so the frame that shows the action lays the screen out once);
    keys no longer on offer are hidden and kept for later, and only a footer that needs more
    keys than it has, or another kind of widget (a group of keys), is composed again.

    When the keys on offer are wider than the footer (a lesson's "Go on" beside a game's own
    keys at 80 columns), the ``spare`` actions leave it, in their order, until the rest fits,
    and the key of the ``more`` action (the help screen, which lists every key) is labelled
    ``more_label``: no key is ever drawn cut off at the right edge.  Only the layout: which
    keys are on offer, and their labels, are the screen's bindings'.
    """

    _shown: tuple | None = None

    def __init__(
        self,
        *,
        compact: bool = False,
        spare: tuple[str, ...] = (),
        more: str = "",
        more_label: str = "",
    ) -> None:
        super().__init__(compact=compact)
        self.spare, self.more, self.more_label = spare, more, more_label
        self._more_own = ""  # the help key's own word, while it reads ``more_label``

    def shown(self) -> tuple:
        """What ``Footer.compose`` reads, as a value."""
        app = self.app
        keys = tuple(
            (binding, app.get_key_display(binding), enabled, tooltip)
            for _, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show or binding.key == app.COMMAND_PALETTE_BINDING
        )
        # The language too: the same keys are other words after a switch.
        return keys, self.show_command_palette, self.compact, i18n.current()

    def bindings_changed(self, screen: Screen) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            if self._update_now():
                self.fit()
            else:
                self.call_after_refresh(self.recompose)

    async def recompose(self) -> None:
        if not self.is_attached or self._update_now():
            self.fit()
            return
        self._shown = self.shown()
        await super().recompose()
        self.fit()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """Every key shown fits the footer's width: the spare keys make room (see above)."""
        keys = [key for key in self.children if type(key) is FooterKey]
        for key in keys:
            if key.has_class("-no-room"):
                key.remove_class("-no-room")
                key.display = True
        more = next((key for key in keys if key.action == self.more), None)
        room = self.size.width or self.app.size.width
        shown = [key for key in keys if key.display]
        need = sum(_width(key) for key in shown)
        if more is None:
            return
        if more.description != self.more_label:
            self._more_own = more.description  # the help key's own word (its binding's)
        need -= _width(more) - _width(more, self._more_own)
        if need <= room:
            _set_label(more, self._more_own)
            return
        need -= _width(more, self._more_own) - _width(more, self.more_label)
        _set_label(more, self.more_label)
        for action in self.spare:
            for key in shown:
                if need > room and key.action == action:
                    key.add_class("-no-room")
                    key.display = False
                    need -= _width(key)

    def _update_now(self) -> bool:
        """Show the keys on offer with the mounted widgets; False when they cannot."""
        if not self.children:
            return False
        shown = self.shown()
        if shown == self._shown:
            return True
        if not self._update_in_place():
            return False
        self._shown = shown
        return True

    def _update_in_place(self) -> bool:
        """Give the mounted keys the keys and labels the footer would compose now, hiding the
        ones left over.  False when it would compose more keys than are mounted, or a widget
        other than a key."""
        if not self._bindings_ready:
            return False
        new = compose_children(self)  # unmounted widgets: cheap beside mounting them
        old = list(self.children)
        if not all(type(key) is FooterKey for key in (*old, *new)):
            return False
        new_keys, new_palette = _split_palette(new)
        old_keys, old_palette = _split_palette(old)
        if len(new_keys) > len(old_keys) or len(new_palette) != len(old_palette):
            return False
        for key, fresh in zip(old_keys + old_palette, new_keys + new_palette, strict=False):
            _relabel(key, fresh)
        for spare in old_keys[len(new_keys) :]:
            spare.display = False
        return True


def _width(key: FooterKey, description: str | None = None) -> int:
    """The cells a compact footer gives ``key``: its key, a space, its words, a margin (the
    command palette's key, docked right, has a bar before it instead)."""
    words = key.description if description is None else description
    return cell_len(key.key_display) + (1 + cell_len(words) if words else 0) + 1


def _set_label(key: FooterKey, description: str) -> None:
    if key.description != description:
        key.description = description
        key.refresh(layout=True)


def _split_palette(keys: list) -> tuple[list, list]:
    """The footer's keys, and apart the command palette's (docked right, composed last)."""
    palette = [key for key in keys if key.has_class("-command-palette")]
    return [key for key in keys if key not in palette], palette


def _relabel(key: FooterKey, fresh: FooterKey) -> None:
    """``key`` (mounted) shows what ``fresh`` (just composed) would; repainted only if it
    looks different (a key that merely moves along the line keeps its drawing)."""
    label = (key.key_display, key.description, key._disabled)
    key.key, key.action = fresh.key, fresh.action
    key.key_display, key.description = fresh.key_display, fresh.description
    key._disabled = fresh._disabled
    key.set_class(fresh._disabled, "-disabled")
    key.set_class(fresh.has_class("-grouped"), "-grouped")
    if key.tooltip != fresh.tooltip:
        key.tooltip = fresh.tooltip
    if not key.display:
        key.display = True  # lays the footer out again
    if label != (key.key_display, key.description, key._disabled):
        key.refresh(layout=label[:2] != (key.key_display, key.description))
