"""The table controller, free of the UI (see :mod:`.controller`)."""

from boardgames_tui.table.controller import BotTurn, Handover, HintRequest, Refused, Table, Turn
from boardgames_tui.table.lesson import LessonMode
from boardgames_tui.table.replay import ReplayMode

__all__ = [
    "BotTurn",
    "Handover",
    "HintRequest",
    "LessonMode",
    "Refused",
    "ReplayMode",
    "Table",
    "Turn",
]
