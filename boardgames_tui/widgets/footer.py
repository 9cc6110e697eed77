"""The footer of every screen: Textual's, its words in the player's language.

A binding's description is marked ``N_("Undo")`` where the bindings are declared (at import
time, before any language is chosen) and translated here, each time the footer is composed,
in the language on screen; so a language switch shows at the footer's next recompose, which
``BoardgamesApp.set_language`` asks for.  The keys themselves are Textual's, after the
player's ``[keys]`` remapping (keymap.py): Textual's footer already shows them so.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import N_, _
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets import Label

from boardgames_tui.textual_private import FooterKey

# The words of Textual's own bindings that a footer shows, for the catalogue.
TEXTUAL_WORDS = (N_("palette"),)


class Footer(TextualFooter):
    def compose(self) -> ComposeResult:
        for widget in super().compose():
            translate(widget)
            yield widget


def translate(widget: Widget) -> None:
    """The footer's words in ``widget`` (a key, or a group's label) in the active language."""
    if isinstance(widget, FooterKey):
        if widget.description:
            widget.description = _(widget.description)
        if isinstance(widget.tooltip, str) and widget.tooltip:
            widget.tooltip = _(widget.tooltip)
    elif isinstance(widget, Label) and isinstance(widget.content, str) and widget.content:
        widget.update(_(widget.content))
