"""The running app with its own methods (lessons, storage, opening games), for a screen's use.

Every screen of ours runs inside :class:`BoardgamesApp`; Textual types ``widget.app`` as any
``App``, so this is the one place that says which.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.dom import DOMNode

if TYPE_CHECKING:
    from boardgames_tui.app import BoardgamesApp


def app_of(node: DOMNode) -> BoardgamesApp:
    return cast("BoardgamesApp", node.app)
