"""The small panel "Feeding at the era's end": each side's cubes, wheat and shortfall.

The figures and their cost in words come from ``boardgames_rules.polis.forecast``; this
module only lays them out (a glyph as well as the colour marks a shortfall).
"""

from __future__ import annotations

from boardgames_rules.core.i18n import _
from boardgames_rules.polis import words
from boardgames_rules.polis.forecast import Forecast
from rich.text import Text

from boardgames_tui.theme import seat_style


def forecast_panel(forecasts: tuple[Forecast, ...]) -> Text:
    text = Text(_("Feeding at the era's end"), style="bold")
    for f in forecasts:
        mark = "✓" if not f.shortfall else ("✗" if f.fatal else "!")
        text.append(f"\n{mark} ")
        text.append(words.side(f.seat), style=seat_style(f.seat))
        text.append(": " + _("{cubes} cubes, {wheat} wheat").format(cubes=f.cubes, wheat=f.wheat))
        if f.shortfall:
            text.append(", " + _("short {n}").format(n=f.shortfall), style="bold")
            text.append(f"\n  {f.cost}", style="dim")
    return text
