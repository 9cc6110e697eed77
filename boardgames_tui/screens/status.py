"""The game screen's status line: the game, where it stands, the lesson or seed, whose turn."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from boardgames_tui.table import Table
from boardgames_tui.theme import seat_name

MIN_SIZE = (80, 24)  # the smallest terminal every game screen is laid out for


def progress_text(table: Table, view: Any) -> str:
    """Where the game stands, for the header (the game's ``progress``, if it says)."""
    where = table.game.progress(view)
    return where[0] if where is not None else ""


def status_line(table: Table, view: Any, saving_off: bool, size: tuple[int, int]) -> Text:
    """From the seat at the keyboard's ``view``, at the terminal's ``size``.

    Who is to play is never cut off: where the line is too long for the terminal, the
    lesson's title (then the lesson or the seed, then where the game stands) gives way."""
    width, height = size
    small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
    current = table.current
    progress = progress_text(table, view)
    line = Text()
    for where, stands in _shorter(table, progress):
        line = Text.assemble(
            # First on the line, so that even a narrow terminal shows why parts are cut off.
            (
                f" {width}×{height}: enlarge to {MIN_SIZE[0]}×{MIN_SIZE[1]} " if small else "",
                "reverse bold yellow",
            ),
            (f" {table.game.title} ", "reverse bold"),
            (f" {stands} " if stands is not None else "", "bold"),
            where,
            ("autosave off " if saving_off else "", "bold red"),
            "  to play: ",
            seat_name(table.players, current) if current is not None else Text("game over"),
        )
        if line.cell_len <= width:
            break
    return line


def _shorter(table: Table, progress: str) -> list[tuple[str, str | None]]:
    """The line's middle parts (the lesson or the seed, and where the game stands), whole
    first, then shorter and shorter."""
    if table.lesson is not None:
        where = [f"  {table.lesson.title()}  ", f"  Lesson {table.lesson.number()}  "]
    else:
        where = [f"  seed {table.session.seed}  "]
    return [*((w, progress) for w in where), ("  ", progress), ("", None)]
