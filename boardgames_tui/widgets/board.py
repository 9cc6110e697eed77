"""The one protocol of every game's board widget: two messages up to the screen.

A board tells its screen two things, whatever the game: the cursor is on another place
(``Board.Moved``), and a place was chosen with Enter or a click (``Board.Chosen``).  A place is
the game's own name for it as a str: a Polis zone, a Utopia district id, a square "c3".  The
base game screen handles both once and calls the game screen's ``place_moved`` and
``place_chosen``; no board defines messages of its own for them.
"""

from __future__ import annotations

from textual.message import Message
from textual.widget import Widget


class Board(Widget):
    """The base of the four boards (data comes down as a view, intents go up as messages)."""

    class Moved(Message):
        """The cursor is on another place: the screen may describe it, or preview an action."""

        def __init__(self, place: str) -> None:
            self.place = place
            super().__init__()

    class Chosen(Message):
        """A place was chosen (Enter on the cursor's place, or a click on it)."""

        def __init__(self, place: str) -> None:
            self.place = place
            super().__init__()
