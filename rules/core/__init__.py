"""The shared contract: errors, the seeded generator, the game base class, saves, undo."""

from boardgames_rules.core.lazy import lazy_attributes

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
    "visible_log",
]
