"""The three ways an action can fail, modelled on python-chess's error taxonomy.

All are ``ValueError``s so a caller that only cares that input was bad can catch one thing.
"""

from __future__ import annotations

from boardgames_rules.core.messages import SAID, Message, english, render
from pydantic import BaseModel, ConfigDict


class Rejection(BaseModel):
    """Why an action is not legal now: a stable rule code and what to tell the player.

    ``said`` is a :class:`Message`, rendered in the language on screen (:meth:`rendered`);
    ``message`` and ``str()`` give it in English (the CLI, tests).  Built with
    ``Rejection(rule=..., message=KIND(...))``; a plain English sentence as ``message`` is
    kept as it is (``core.said``) where the words are not a message of their own yet.
    """

    model_config = ConfigDict(frozen=True)

    rule: str
    said: Message

    def __init__(self, *, rule: str, message: str | Message) -> None:
        said = message if isinstance(message, Message) else SAID(text=message)
        super().__init__(rule=rule, said=said)

    @property
    def message(self) -> str:
        """The refusal in English."""
        return english(self.said)

    def rendered(self) -> str:
        """The refusal in the language on screen."""
        return render(self.said)

    def __str__(self) -> str:
        return self.message


# A refusal quotes what was typed; a pasted wall of text is cut to this, not echoed whole.
QUOTE_LIMIT = 40
REASON_LIMIT = 400


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``repr(text)``, cut with '…' past ``limit`` characters."""
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


class RulesError(ValueError):
    """Base class of every error the rules raise about an action."""


class MalformedAction(RulesError):
    """The text cannot be read as an action of this game at all.

    ``words``: the notation's words the reason lists as what a line may be (its actions, an
    example), where it lists them: a player typing in another language is told that
    language's forms of them instead (``core.typed.refusal``).
    """

    def __init__(self, text: str, reason: str, words: tuple[str, ...] = ()) -> None:
        self.text = text
        self.words = words
        # The cap is a safety net: the parsers already quote words with quote().
        self.reason = reason if len(reason) <= REASON_LIMIT else reason[: REASON_LIMIT - 1] + "…"
        super().__init__(f"{quote(text)}: {self.reason}")


class IllegalAction(RulesError):
    """The action is well formed but the rules forbid it now."""

    def __init__(self, rejection: Rejection) -> None:
        self.rejection = rejection
        super().__init__(rejection.message)

    @property
    def rule(self) -> str:
        return self.rejection.rule
