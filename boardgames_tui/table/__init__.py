"""The table controller, free of the UI (see :mod:`.controller`)."""

from boardgames_tui.table.controller import BotTurn, Handover, Refused, Table, Turn
from boardgames_tui.table.hint import Hint, HintRequest
from boardgames_tui.table.lesson import LessonMode
from boardgames_tui.table.replay import ReplayMode

__all__ = [
    "BotTurn",
    "Handover",
    "Hint",
    "HintRequest",
    "LessonMode",
    "Refused",
    "ReplayMode",
    "Table",
    "Turn",
]
