"""Simplicity: press a planning row's number (or click it), then a highlighted city space.

Digits choose planning rows here, not menu entries: ``3`` takes row 3's tile and highlights
where it may be built; Enter (or a click) on a highlighted space builds it (``3 c5``).  When
the demolition token is due, ``1``-``7`` (or a click on a row) puts it on that row's tile.
"""

from __future__ import annotations

from boardgames_rules.core import Outcome
from boardgames_rules.simplicity.view import SimplicityView, TeamView
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult

from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.game_over import GameOverScreen, outcome_renderable
from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.action_menu import ActionMenu
from boardgames_tui.widgets.simplicity_city import SimplicityCity
from boardgames_tui.widgets.simplicity_planning import SimplicityPlanning

ROWS = 7


def team_text(team: TeamView, with_player: bool = False) -> Text:
    text = Text(team.name, style=f"bold {team.colour}")
    if with_player:
        text.append(f" ({team.player})")
    return text


def team_table(view: SimplicityView, title: str | None = None) -> Table:
    """Every team's score breakdown, its player, and whether it is the score that counts."""
    table = Table(title=title, expand=False)
    for label in ("Team", "Player", "Links", "Nbhd", "Parks", "Bonus", "Total"):
        table.add_column(label, justify="left" if label in ("Team", "Player") else "right")
    two = len(view.teams) > len(view.players)
    if two:
        table.add_column("Counts")
    for t in view.teams:
        cells = [team_text(t), Text(t.player, style=seat_style(t.seat))]
        cells += [str(v) for v in (t.links, t.neighbourhoods, t.parks, t.bonus)]
        cells.append(Text(str(t.total), style="bold"))
        if two:
            cells.append("yes" if t.counts else "")
        table.add_row(*cells)
    return table


class SimplicityGameOver(GameOverScreen):
    """The shared game-over screen, with one row per team instead of one column per score."""

    def __init__(self, players: tuple[str, ...], outcome: Outcome, view: SimplicityView) -> None:
        super().__init__(players, outcome)
        headline, reason, *_ = outcome_renderable(players, outcome).renderables
        self._body = Group(headline, reason, Text(""), team_table(view, "Scores"))


class SimplicityScreen(GameScreen):
    EXTRA_KEYS = (
        "## Simplicity keys\n\n"
        "- **1**-**7** (or a click on a planning row): take that row's tile; its legal "
        "spaces are bracketed `[●]` and highlighted on the city and the cursor jumps to the "
        "first\n"
        "- Arrows or **h j k l** move the cursor; **Enter**/**space** (or a click) builds the "
        "chosen tile on a highlighted space\n"
        "- **Esc**: put the tile back (choose another)\n"
        "- When the demolition token is due, **1**-**7** or a click places it on that row\n"
        "- City: `B•r` = Blue tile with team Red's disc (tiles are capitals B O P Y, G park; "
        "discs a dot and an initial •r •w •p •c •b •g), `=B=` pre-printed building, "
        "`░░░` the blank space\n"
        "- Team table: `*` marks the team whose score counts for its player (the lower one)"
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.row: int | None = None  # the planning row whose tile is chosen

    def compose_board(self) -> ComposeResult:
        yield SimplicityCity(id="city")
        yield SimplicityPlanning(id="planning")

    def view_now(self) -> SimplicityView:
        return self.game.view(self.session.state, self.keyboard)  # type: ignore[return-value]

    # -- drawing ----------------------------------------------------------------------------
    def draw_board(self, view: SimplicityView) -> None:  # type: ignore[override]
        targets: frozenset[str] = frozenset()
        if self.row is not None and view.phase == "play":
            targets = frozenset(view.planning[self.row - 1].legal_spaces)
        self.query_one(SimplicityCity).show(view, targets)
        self.query_one(SimplicityPlanning).show(view, self.row)

    def redraw(self) -> None:
        super().redraw()
        hint = self.hint(self.view_now())
        if hint is None:
            return
        prompt = Text(self.game.prompt(self.session.state), style=seat_style(self.session.current))
        parts = [prompt, hint]
        if self.message.plain:
            parts.append(self.message)
        self.query_one("#prompt").update(Group(*parts))  # type: ignore[attr-defined]

    def hint(self, view: SimplicityView) -> Text | None:
        if view.phase == "demolish":
            return Text(
                "Demolition token: press 1-7 or click a planning row to block its tile.",
                style="bold",
            )
        if view.phase == "play" and self.row is None:
            return Text("Press 1-7 (or click a row) to take a tile.", style="dim")
        return None

    def panel(self, view: SimplicityView) -> RenderableType:  # type: ignore[override]
        head = Text(f"Round {view.round}/{view.rounds}", style="bold")
        if view.phase != "over":
            head.append(f"  turn {view.turn + 1}/{len(view.turn_order)}")
        head.append(f"  bag {view.tiles_in_bag}", style="dim")
        order = Text("Order: ")
        for i, t in enumerate(view.turn_order):
            if i:
                order.append(" ")
            mark = "▶" if i == view.turn and view.phase == "play" else ""
            order.append(mark)
            order.append_text(team_text(view.teams[t]))
        parts: list[RenderableType] = [head, order]
        if view.acting_team is not None:
            team = view.teams[view.acting_team]
            doing = "demolishes" if view.phase == "demolish" else "plays"
            acting = Text.assemble(
                (f"{team.player}", seat_style(team.seat)),
                f" {doing} team ",
                team_text(team),
            )
            mine = [t for t in view.teams if t.seat == team.seat]
            if len(mine) > 1:
                acting.append("  (")
                acting.append(Text(" & ").join(team_text(t) for t in mine))
                acting.append(")")
            parts.append(acting)
        if view.demolition_in_use:
            holder = view.demolition_holder
            dem = Text("Demolition: ", style="dim")
            if view.demolished_row is not None:
                dem.append(f"row {view.demolished_row} blocked")
            elif holder is not None:
                dem.append_text(team_text(view.teams[holder]))
            else:
                dem.append("from round 2")
            parts.append(dem)
        table = Table(box=None, padding=(0, 0, 0, 1), show_header=True, expand=False)
        table.add_column("Team", no_wrap=True)
        for label in ("Lnk", "Nbh", "Prk", "Bon", "Tot"):
            table.add_column(label, justify="right")
        for t in view.teams:
            marker = "▶" if t.team == view.acting_team else " "
            counts = "*" if t.counts and len(view.teams) > len(view.players) else " "
            name = Text.assemble(marker, team_text(t), f" {t.player[:6]}{counts}")
            table.add_row(
                name,
                str(t.links),
                str(t.neighbourhoods),
                str(t.parks),
                f"{t.bonus}" + ("" if t.bonus == t.bonus_tokens else f"/{t.bonus_tokens}"),
                Text(str(t.total), style="bold"),
            )
        parts.append(table)
        for p in view.player_scores:
            line = Text.assemble((p.player, seat_style(p.seat)), f": {p.score}")
            if len(p.teams) > 1:
                line.append(" = ")
                line.append_text(team_text(view.teams[p.counting_team]))
                line.append(" (lower team counts, marked *)", style="dim")
            parts.append(line)
        return Group(*parts)

    # -- choosing ---------------------------------------------------------------------------
    def action_pick(self, number: int) -> None:
        if self.query_one(ActionMenu).is_open:
            super().action_pick(number)
            return
        self.choose_row(number)

    def choose_row(self, row: int) -> None:
        view = self.view_now()
        if view.phase == "over":
            return
        if not 1 <= row <= ROWS:
            self.say(f"There are only {ROWS} planning rows.", error=True)
            return
        if view.phase == "demolish":
            self.play(f"demolish {row}")
            return
        plan = view.planning[row - 1]
        if plan.demolished:
            self.say(f"Row {row}'s tile is demolished this round: choose another.", error=True)
            return
        if plan.taken:
            self.say(f"Row {row}'s tile is already taken: choose another.", error=True)
            return
        if not plan.legal_spaces:
            self.say(f"Row {row}'s tile fits no empty space: choose another.", error=True)
            return
        self.row = row
        tile = next(t for t in view.tile_types if t.id == plan.tile)
        self.query_one(SimplicityCity).move_to(plan.legal_spaces[0])
        self.focus_board()
        self.message = Text(
            f"Row {row}: {tile.name} ({tile.letter}). Enter/click a highlighted space "
            f"({len(plan.legal_spaces)}), Esc to put it back.",
            style="italic",
        )
        self.redraw()

    def on_simplicity_planning_chosen(self, message: SimplicityPlanning.Chosen) -> None:
        self.choose_row(message.row)

    def on_simplicity_city_chosen(self, message: SimplicityCity.Chosen) -> None:
        view = self.view_now()
        space = message.cell
        if view.phase == "demolish":
            self.say("First place the demolition token: press 1-7.", error=True)
            return
        if view.phase != "play":
            return
        if self.row is None:
            rows = [str(p.row) for p in view.planning if space in p.legal_spaces]
            where = f" (rows that fit {space}: {', '.join(rows)})" if rows else ""
            self.say(f"Choose a tile first: press its row number 1-7{where}.")
            return
        if space not in view.planning[self.row - 1].legal_spaces:
            self.say(f"Row {self.row}'s tile cannot go on {space}: pick a highlighted space.")
            return
        self.play(f"{self.row} {space}")

    def after_change(self) -> None:
        if not self.session.over:
            super().after_change()
            return
        self.row = None
        self.redraw()
        outcome = self.game.outcome(self.session.state)
        assert outcome is not None
        self.app.push_screen(
            SimplicityGameOver(self.session.players, outcome, self.view_now()),
            self.on_game_over_choice,
        )

    def cancel_selection(self) -> None:
        self.row = None

    def on_played(self) -> None:
        super().on_played()
        self.row = None
