"""The shared contract: errors, the seeded generator, the game base class, saves, undo."""

from typing import TYPE_CHECKING

from boardgames_rules.core.lazy import lazy_attributes

if TYPE_CHECKING:  # what a type checker sees; at run time, the loader below (a test compares)
    from boardgames_rules.core.errors import (
        IllegalAction,
        MalformedAction,
        Rejection,
        RulesError,
        quote,
    )
    from boardgames_rules.core.game import (
        Frozen,
        Game,
        GameState,
        GameView,
        LogEntry,
        Outcome,
        SeatScore,
        SetupError,
        clean_name,
        visible_log,
    )
    from boardgames_rules.core.messages import Message, MessageKind, english, render
    from boardgames_rules.core.numbers import read_number
    from boardgames_rules.core.rng import Rng

# Loaded on first use, so that a light module here (``about``, ``assets``, ``rules_text``)
# imports without pydantic: ``boardgames list`` and ``rules`` need no models.
__getattr__ = lazy_attributes(
    __name__,
    {
        "IllegalAction": "errors",
        "MalformedAction": "errors",
        "Rejection": "errors",
        "RulesError": "errors",
        "quote": "errors",
        "Frozen": "game",
        "Game": "game",
        "GameState": "game",
        "GameView": "game",
        "LogEntry": "game",
        "Outcome": "game",
        "SeatScore": "game",
        "SetupError": "game",
        "clean_name": "game",
        "visible_log": "game",
        "Message": "messages",
        "MessageKind": "messages",
        "english": "messages",
        "render": "messages",
        "read_number": "numbers",
        "Rng": "rng",
    },
)

__all__ = [
    "Frozen",
    "Game",
    "GameState",
    "GameView",
    "IllegalAction",
    "LogEntry",
    "MalformedAction",
    "Message",
    "MessageKind",
    "Outcome",
    "Rejection",
    "Rng",
    "RulesError",
    "SeatScore",
    "SetupError",
    "clean_name",
    "english",
    "quote",
    "read_number",
    "render",
    "visible_log",
]
