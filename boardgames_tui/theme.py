"""Seat colours and markers that survive 16-colour terminals and NO_COLOR.

Only the 8 basic ANSI colour names are used, and colour never carries meaning alone: every
owner also has a letter or bracket marker on the board.
"""

from __future__ import annotations

from rich.text import Text

SEAT_COLOURS = ("blue", "red", "green", "yellow", "magenta", "cyan")


def seat_style(seat: int | None) -> str:
    if seat is None:
        return ""
    return f"bold {SEAT_COLOURS[seat % len(SEAT_COLOURS)]}"


def seat_name(players: tuple[str, ...], seat: int | None) -> Text:
    """A player's name, always as plain text: markup typed into a name is shown as typed."""
    if seat is None:
        return Text("nobody")
    return Text(players[seat], style=seat_style(seat))
