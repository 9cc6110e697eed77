"""The game screen's status line: the game, where it stands, the lesson or seed, whose turn."""

from __future__ import annotations

from typing import Any

from boardgames_rules.core.i18n import _
from rich.text import Text

from boardgames_tui.table import Table
from boardgames_tui.theme import seat_name

MIN_SIZE = (80, 24)  # the smallest terminal every game screen is laid out for


def progress_text(table: Table, view: Any) -> str:
    """Where the game stands, for the header (the game's ``progress``, if it says)."""
    where = table.game.progress(view)
    return where[0] if where is not None else ""


def enlarge(width: int, height: int) -> str:
    least = f"{MIN_SIZE[0]}×{MIN_SIZE[1]}"
    return _("{size}: enlarge to {least}").format(size=f"{width}×{height}", least=least)


def status_line(table: Table, view: Any, saving_off: bool, size: tuple[int, int]) -> Text:
    """From the seat at the keyboard's ``view``, at the terminal's ``size``."""
    width, height = size
    small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
    current = table.current
    return Text.assemble(
        # First on the line, so that even a narrow terminal shows why parts are cut off.
        (
            f" {enlarge(width, height)} " if small else "",
            "reverse bold yellow",
        ),
        (f" {table.game.title} ", "reverse bold"),
        (f" {progress_text(table, view)} ", "bold"),
        f"  {table.lesson.title()}  "
        if table.lesson
        else "  " + _("seed {seed}").format(seed=table.session.seed) + "  ",
        (_("autosave off") + " " if saving_off else "", "bold red"),
        "  to play: ",
        seat_name(table.players, current) if current is not None else Text("game over"),
    )
