"""The shared contract: errors, the seeded generator, the game base class, saves, undo."""

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
from boardgames_rules.core.numbers import read_number
from boardgames_rules.core.rng import Rng

__all__ = [
    "Frozen",
    "Game",
    "GameState",
    "GameView",
    "IllegalAction",
    "LogEntry",
    "MalformedAction",
    "Outcome",
    "Rejection",
    "Rng",
    "RulesError",
    "SeatScore",
    "SetupError",
    "clean_name",
    "quote",
    "read_number",
    "visible_log",
]
