"""The Simplicity planning board: seven rows, the tile beside each, pawns and demolition.

One line per row: the row number, the symbols its tile may be built on, the tile (letter and
name), then who took it (``r Red``) or ``XX demolished``.  Rows that can be taken now have a
bold number; the chosen row is marked ``▶``.  A click on a row posts
:class:`SimplicityPlanning.Chosen`.
"""

from __future__ import annotations

from boardgames_rules.simplicity.view import SimplicityView
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from boardgames_tui.widgets.simplicity_city import team_initial

ROWS = 7


class SimplicityPlanning(Widget):
    DEFAULT_CSS = """
    SimplicityPlanning { width: 38; height: 8; }
    """

    class Chosen(Message):
        def __init__(self, row: int) -> None:
            self.row = row
            super().__init__()

    def __init__(self, ascii: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.ascii = ascii
        self.view: SimplicityView | None = None
        self.selected: int | None = None
        self.demolishing = False

    def show(self, view: SimplicityView, selected: int | None) -> None:
        self.view, self.selected = view, selected
        self.demolishing = view.phase == "demolish"
        self.refresh()

    def _symbols(self, ids: tuple[str, ...]) -> str:
        assert self.view is not None
        if not ids:
            return "any"
        by_id = {s.id: s for s in self.view.symbols}
        return "/".join(by_id[i].ascii if self.ascii else by_id[i].glyph for i in ids)

    def render(self) -> Text:
        text = Text()
        if self.view is None:
            return text
        view = self.view
        if self.demolishing:
            text.append("Demolition: press 1-7 or click\n", style="bold")
        else:
            text.append("Planning board: press 1-7\n", style="dim")
        tiles = {t.id: t for t in view.tile_types}
        for plan in view.planning:
            chosen = plan.row == self.selected
            line = Text()
            line.append("▶" if chosen else " ", style="bold")
            can = plan.available and (plan.legal_spaces or self.demolishing)
            line.append(str(plan.row), style="bold" if can else "dim")
            line.append(f" {self._symbols(plan.symbols):<4} ", style="dim")
            tile = tiles[plan.tile]
            line.append(tile.letter, style=f"bold {tile.colour}")
            line.append(f" {tile.name:<7}", style="strike dim" if plan.demolished else "")
            if plan.demolished:
                line.append(" XX demolished", style="bold")
            elif plan.pawn is not None:
                team = view.teams[plan.pawn]
                line.append(f" {team_initial(team.name)} ", style=f"bold {team.colour}")
                line.append(f"{team.name} took it", style="dim")
            elif plan.available and not plan.legal_spaces and not self.demolishing:
                line.append(" (no space)", style="dim")
            if chosen:
                line.stylize("reverse")
            text.append_text(line)
            text.append("\n")
        text.rstrip()
        return text

    def on_click(self, event: events.Click) -> None:
        row = event.y
        if 1 <= row <= ROWS:
            self.post_message(self.Chosen(row))
