"""The Simplicity team panel and score table: names and scores in columns, never run together.

One row per team in this round's turn order (the acting team's row reversed): its disc chip
(``•r``, as on the city) and its player (never cut: see :func:`name_form`), then links,
neighbourhoods, parks, bonus and total under their own headers.  When each player runs two
teams, ``*`` marks the total that counts (the player's lower team) and a second table gives
each player's score and teams; a line above it says what the ``*`` means.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import _
from boardgames_rules.simplicity import words
from boardgames_rules.simplicity.labels import long_headers, narrow_headers, short_headers
from boardgames_rules.simplicity.view import SimplicityView, TeamView
from rich import box
from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from boardgames_tui.games.simplicity.city import CHIP_TINT, team_initial
from boardgames_tui.theme import seat_style

COLUMNS = 5  # links, neighbourhoods, parks, bonus, total (labels.short_headers)
NUMBER = 4  # a score column: one space, then up to three characters
NARROW = 3  # a score column under a two-letter header (scores stay under 100)


def two_teams_each(view: SimplicityView) -> bool:
    return len(view.teams) > len(view.players)


def team_chip(team: TeamView, name: bool = True) -> Text:
    """The team's disc as on the city (``•r``), then its name: ``•r Red``."""
    text = Text(team_initial(team), style=f"bold {team.colour} on {CHIP_TINT}")
    if name:
        text.append(f" {team.name}", style=f"bold {team.colour}")
    return text


def total_text(team: TeamView, two: bool) -> Text:
    text = Text(str(team.total), style="bold")
    if two:
        text.append("*" if team.counts else " ")
    return text


def panel_title(view: SimplicityView) -> str:
    """For the panel's border: where the game stands."""
    return _(words.PANEL_TITLE).format(round=view.round, rounds=view.rounds, bag=view.tiles_in_bag)


def name_width(view: SimplicityView, width: int, narrow: bool = False) -> int:
    """The columns the team table leaves for a player's name beside the team's disc (under
    two-letter headers when ``narrow``)."""
    number = NARROW if narrow else NUMBER
    return max(3, width - 3 - number * COLUMNS - (1 if two_teams_each(view) else 0))


def name_form(view: SimplicityView, width: int) -> str:
    """How the team table names a team's player in ``width`` columns: "chip" (the disc and the
    name: every name fits whole beside it), "discs" (the disc alone: two teams each, and the
    players' table names them) or, one team each, "name" (the name alone in the disc's
    colours, where the disc beside it would cut a name: 8 letters at 80 columns) and past
    that "narrow" (the name alone under two-letter headers: 13 letters at 80 columns, six
    teams), shortened with "…" only past that (a second row per name would push the last
    teams out of sight)."""

    def fit(room: int) -> bool:
        return all(cell_len(name) <= room for name in view.players)

    if fit(name_width(view, width)):
        return "chip"
    if two_teams_each(view):
        return "discs"
    return "name" if fit(3 + name_width(view, width)) else "narrow"


def panel_height(view: SimplicityView) -> int:
    """Lines the panel takes with its border (what the side column must keep for it)."""
    lines = 2 + 1 + len(view.teams) + (1 if view.demolition_in_use else 0)
    if two_teams_each(view):
        lines += 2 + len(view.players)
    return lines


def demolition_line(view: SimplicityView) -> Text:
    line = Text(_(words.DEMOLITION), style="dim")
    if view.demolished_row is not None:
        line.append(_(words.ROW_BLOCKED).format(row=view.demolished_row), style="bold")
    elif view.demolition_holder is not None:
        line.append_text(team_chip(view.teams[view.demolition_holder]))
    else:
        line.append(_(words.FROM_ROUND_2))
    return line


def team_panel(view: SimplicityView, width: int, title: str | None = None) -> RenderableType:
    """The panel for ``width`` columns: player names get what the score columns leave.  With
    a ``title`` (the game-over tab, where the full table would not fit whole), that title
    instead of the demolition token's line."""
    two = two_teams_each(view)
    form = name_form(view, width)
    table = Table(box=None, padding=(0, 0, 0, 1), pad_edge=False, show_header=True,
                  expand=False, header_style="bold")
    narrow = form == "narrow"
    room = 3 + name_width(view, width, narrow)
    table.add_column(_(words.TEAM), no_wrap=True, overflow="ellipsis", max_width=room)
    for label in narrow_headers() if narrow else short_headers():
        table.add_column(label, justify="right", no_wrap=True)
    order = [*view.turn_order, *(t for t in range(len(view.teams)) if t not in view.turn_order)]
    for index in order:
        t = view.teams[index]
        # Assembled: a name appended to the chip would take the chip's dark background too.
        name = Text.assemble(team_chip(t, name=False))
        if form == "chip":
            name = Text.assemble(team_chip(t, name=False), " ", (t.player, seat_style(t.seat)))
        elif form in ("name", "narrow"):
            name = Text(t.player, style=f"bold {t.colour} on {CHIP_TINT}")
            name.truncate(room, overflow="ellipsis")
        acting = t.team == view.acting_team and view.phase != "over"
        table.add_row(
            name,
            *(str(v) for v in (t.links, t.neighbourhoods, t.parks, t.bonus)),
            total_text(t, two),
            style="reverse" if acting else None,
        )
    parts: list[RenderableType] = []
    if title is not None:
        parts.append(Text(title, style="italic"))
    elif view.demolition_in_use:
        parts.append(demolition_line(view))
    parts.append(table)
    if two:
        parts.append(Text(_(words.STAR_NOTE), style="dim"))
        parts.append(player_table(view, width))
    return Group(*parts)


def player_table(view: SimplicityView, width: int) -> Table:
    """Each player's score (their lower team's) and their two teams, the counting one starred."""
    table = Table(box=None, padding=(0, 0, 0, 1), pad_edge=False, expand=False,
                  header_style="bold")
    table.add_column(_(words.PLAYER), overflow="fold", max_width=max(4, width - 16))
    table.add_column(_(words.SCORE), justify="right", no_wrap=True)
    table.add_column(_(words.TEAMS), no_wrap=True)
    for p in view.player_scores:
        teams = Text()
        for i, team in enumerate(p.teams):
            teams.append(" " if i else "")
            teams.append_text(team_chip(view.teams[team], name=False))
            teams.append("*" if team == p.counting_team else " ", style="bold")
        table.add_row(Text(p.player, style=seat_style(p.seat)), str(p.score), teams)
    return table


def team_table(view: SimplicityView, title: str | None = None, compact: bool = False) -> Table:
    """Every team's score breakdown and its player (the game-over screen); with two teams a
    player, ``*`` on the total of the team whose score counts, said in the title.  Compact:
    short headers, no rule (beside the city).  Names are never cut: where this table is too
    wide, the game-over tab shows :func:`team_panel`'s instead."""
    two = two_teams_each(view)
    if two and title:
        # one sentence where the title is the usual one (a language may order it otherwise)
        starred = _(words.TEAMS_STARRED)
        title = starred if title == _(words.TEAMS) else f"{title} ({_(words.STAR_NOTE)})"
    headers = short_headers() if compact else long_headers()
    table = Table(title=title, box=None if compact else box.SIMPLE_HEAD, padding=(0, 1, 0, 0),
                  pad_edge=False, expand=False, header_style="bold", title_justify="left")
    table.add_column(_(words.TEAM), no_wrap=True)
    table.add_column(_(words.PLAYER), no_wrap=True)
    for label in headers:
        table.add_column(label, justify="right", no_wrap=True)
    for t in view.teams:
        table.add_row(
            team_chip(t),
            Text(t.player, style=seat_style(t.seat)),
            *(str(v) for v in (t.links, t.neighbourhoods, t.parks, t.bonus)),
            total_text(t, two),
        )
    return table


class TeamsTab:
    """The game-over Teams tab: the full table (teams named, players whole) where the column
    holds it, else the side panel's table, whose names are never cut (80 columns).  Chosen
    each time it is drawn: the column widens with the terminal."""

    SMALLEST = 28  # the game-over column's inside at 80 columns (game_over.py: fit)

    def __init__(self, view: SimplicityView, title: str) -> None:
        self.view, self.title = view, title

    def full(self) -> RenderableType:
        table = team_table(self.view, self.title, compact=True)
        return Group(table, player_table(self.view, 30)) if two_teams_each(self.view) else table

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        # At its widest the full table; at its narrowest the panel's, at the smallest column.
        narrow = team_panel(self.view, self.SMALLEST, title=self.title)
        smallest = Measurement.get(console, options, narrow).maximum
        return Measurement(smallest, Measurement.get(console, options, self.full()).maximum)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        full = self.full()
        unbounded = options.update_width(1000)
        if Measurement.get(console, unbounded, full).maximum <= options.max_width:
            yield full
        else:
            yield team_panel(self.view, options.max_width, title=self.title)
