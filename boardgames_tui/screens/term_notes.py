"""A game term explained the first time it shows: the prompt gets a line saying what it is.

The words come from the rules (``Game.terms_in``, the game's glossary); this mixin of the game
screen only decides when: a term seen in the prompt or the message for the first
time in this game is explained under the prompt until the next action is played, then never
again.  Terms are remembered by their English name, so a term explained before the language
changed is not explained again, and one explained now is redrawn in the new language.
"""

from __future__ import annotations

from typing import Any

from boardgames_rules.core.glossary import Term, term_named
from rich.text import Text

from boardgames_tui.table import Table

MOST_NOTES = 1  # a line at once (each fits 80 columns), so the board keeps its rows at 80x24


class TermNotes:
    """For :class:`GameScreen`; needs its ``game``, ``table`` and ``message``."""

    game: Any
    table: Table
    message: Text
    _terms_read: frozenset[str] = frozenset()  # explained earlier in this game
    _terms_now: tuple[str, ...] = ()  # explained now, until the next action

    def term_notes(self) -> Text | None:
        """The lines explaining the terms that show for the first time, if any."""
        if self.table.over:
            return None
        # The prompt (an open menu's title is the prompt or a word of the action chosen).
        words = [self.table.prompt(), self.message.plain]
        now = list(self._terms_now)
        for term in self.game.terms_in("\n".join(words)):
            if term.key not in self._terms_read and term.key not in now and len(now) < MOST_NOTES:
                now.append(term.key)  # one left out is explained once it shows again
        self._terms_now = tuple(now)
        shown = [term for key in now if (term := self._term(key)) is not None]
        if not shown:
            return None
        notes = Text(style="dim")
        for number, term in enumerate(shown):
            notes.append("\n" if number else "")
            notes.append(f"{term.term}: ", style="bold")
            notes.append(term.means)
        return notes

    def _term(self, key: str) -> Term | None:
        """The term in the language on screen (it may have changed since it showed)."""
        return term_named(self.game.name, key)

    def terms_read(self) -> None:
        """An action was played: the terms explained so far are not explained again."""
        self._terms_read |= set(self._terms_now)
        self._terms_now = ()
