"""Continental's side column: the turn and the dice, and each player's numbers side by side."""

from __future__ import annotations

from boardgames_rules.continental.labels import attack_line, panel_rows, turn_line
from boardgames_rules.continental.view import ContinentalView
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from boardgames_tui.theme import seat_name

LABEL_WIDTH = 10  # the panel's longest label, "City Tower" ("Territorio")
NAME_WIDTH = 8  # a player's column: 10 + 2 x (1 + 8) fills the 28 inside the side column


def panel(view: ContinentalView) -> RenderableType:
    """The turn and the dice, each player's numbers side by side, and an attack waiting."""
    # No padding at the table's edges, one space between columns: 10 + 2 x (1 + 8) = 28.
    table = Table(box=None, padding=(0, 0, 0, 1), pad_edge=False, show_header=True, expand=False)
    table.add_column("", min_width=LABEL_WIDTH, no_wrap=True)
    for panel in view.panels:
        name = seat_name(view.players, panel.seat)
        if panel.seat == view.current_player:
            # Shown reversed, not marked: a mark's column would cut an 8-letter name.
            name.stylize("reverse")
        # A longer name wraps (at a space, or folded) onto a second header row, never cut.
        table.add_column(name, justify="right", overflow="fold", max_width=NAME_WIDTH)
    values = (
        lambda p: p.people,
        lambda p: p.moral,
        lambda p: p.resources,
        lambda p: p.territory,
        lambda p: f"{p.armies}/{p.barracks}",
        lambda p: f"{p.cities} {p.towers}",
        lambda p: f"{p.churches}{p.schools}{p.farms}{p.barracks}",
        lambda p: "".join(map(str, p.stats)) if p.stats else "-",
    )
    rows = list(zip(panel_rows(), values, strict=True))
    if view.dice is None:
        # Until the first roll the stats are the news (just assigned, and what each roll will
        # build): first, so that a short side column shows them too.
        rows.insert(0, rows.pop())
    for label, value in rows:
        table.add_row(label, *(str(value(p)) for p in view.panels))
    # One line: the Providence's meaning is in the prompt, and a short panel fits the
    # 80x24 side without scrolling.  Before this turn's roll the dice are the previous
    # player's: the line says so.
    rolled = view.providence is not None
    turn = Text(turn_line(view.turn, view.turn_limit, view.dice, rolled), style="bold")
    parts: list[RenderableType] = [turn, table]
    if view.pending is not None:
        attack = view.pending
        parts.append(Text(attack_line(attack.target, attack.moral, attack.kind), style="bold red"))
    return Group(*parts)
