"""The shared contract: errors, the seeded generator, the game base class, saves, undo."""

from rules.core.errors import IllegalAction, MalformedAction, Rejection, RulesError
from rules.core.game import (
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
from rules.core.rng import Rng

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
    "visible_log",
]
