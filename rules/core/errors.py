"""The three ways an action can fail, modelled on python-chess's error taxonomy.

All are ``ValueError``s so a caller that only cares that input was bad can catch one thing.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Rejection(BaseModel):
    """Why an action is not legal now: a stable rule code and a sentence for the player."""

    model_config = ConfigDict(frozen=True)

    rule: str
    message: str

    def __str__(self) -> str:
        return self.message


class RulesError(ValueError):
    """Base class of every error the rules raise about an action."""


class MalformedAction(RulesError):
    """The text cannot be read as an action of this game at all."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"{text!r}: {reason}")


class IllegalAction(RulesError):
    """The action is well formed but the rules forbid it now."""

    def __init__(self, rejection: Rejection) -> None:
        self.rejection = rejection
        super().__init__(rejection.message)

    @property
    def rule(self) -> str:
        return self.rejection.rule
