"""Simplicity: press a planning row's number (or click it), then a highlighted city space.

Digits choose planning rows here, not menu entries: ``3`` takes row 3's tile and highlights
where it may be built; Enter (or a click) on a highlighted space builds it (``3 c5``).  When
the demolition token is due, ``1``-``7`` (or a click on a row) puts it on that row's tile.
"""

from __future__ import annotations

from boardgames_rules.core import Outcome
from boardgames_rules.simplicity.view import SimplicityView, TeamView
from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Horizontal, VerticalScroll
from textual.widgets import Button, Static

from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.game_over import GameOverScreen, outcome_renderable
from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.action_menu import ActionMenu
from boardgames_tui.widgets.simplicity_board import SimplicityBoard
from boardgames_tui.widgets.simplicity_city import (
    CHIP_TINT,
    SimplicityCity,
    best_cell,
    team_initial,
)
from boardgames_tui.widgets.simplicity_planning import SimplicityPlanning

ROWS = 7


def team_text(team: TeamView, with_player: bool = False) -> Text:
    text = Text(team.name, style=f"bold {team.colour}")
    if with_player:
        text.append(f" ({team.player})")
    return text


def team_chip(team: TeamView, name: bool = True) -> Text:
    """The team's disc as on the city (``•r``), then its name: ``•r Red``."""
    text = Text(team_initial(team.name), style=f"bold {team.colour} on {CHIP_TINT}")
    if name:
        text.append(f" {team.name}", style=f"bold {team.colour}")
    return text


def team_table(view: SimplicityView, title: str | None = None) -> Table:
    """Every team's score breakdown and its player; with two teams a player, ``*`` on the
    total of the team whose score counts (the player's lower one), said in the title."""
    two = len(view.teams) > len(view.players)
    if two and title:
        title += " (* the lower team counts)"
    table = Table(title=title, box=box.SIMPLE_HEAD, padding=(0, 1, 0, 0), expand=False)
    table.add_column("Team", no_wrap=True)
    table.add_column("Player", no_wrap=True, max_width=8)
    for label in ("Lnk", "Nbh", "Prk", "Bon", "Tot"):
        table.add_column(label, justify="right", no_wrap=True)
    for t in view.teams:
        total = Text(str(t.total), style="bold")
        if two:
            total.append("*" if t.counts else " ")
        table.add_row(
            team_chip(t),
            Text(t.player, style=seat_style(t.seat)),
            *(str(v) for v in (t.links, t.neighbourhoods, t.parks, t.bonus)),
            total,
        )
    return table


class SimplicityGameOver(GameOverScreen):
    """The shared game-over screen, with the finished city beside one row per team."""

    DEFAULT_CSS = """
    SimplicityGameOver #over-main { height: auto; width: auto; }
    SimplicityGameOver #over-city { margin: 0 2 0 0; }
    SimplicityGameOver #over-body { width: auto; }
    """

    def __init__(self, players: tuple[str, ...], outcome: Outcome, view: SimplicityView) -> None:
        super().__init__(players, outcome)
        headline, reason, *_ = outcome_renderable(players, outcome).renderables
        self.view = view
        self._body = Group(headline, reason, Text(""), team_table(view, "Scores"))

    def compose(self) -> ComposeResult:
        city = SimplicityCity(id="over-city", describe=False)
        city.can_focus = False
        with VerticalScroll(id="over-box"):
            with Horizontal(id="over-main"):
                yield city
                yield Static(self._body, id="over-body")
            with Center(), Horizontal(id="over-buttons"):
                yield Button("Rematch (r)", id="rematch", variant="success")
                yield Button("Title (t)", id="title")
                yield Button("Quit (q)", id="quit", variant="error")

    def on_mount(self) -> None:
        self.query_one(SimplicityCity).show(self.view, frozenset())
        self.fit_city()

    def on_resize(self) -> None:
        self.fit_city()

    def fit_city(self) -> None:
        """The biggest city that fits beside the breakdown in the box (90% of the screen)."""
        width, height = self.size
        inner_w = width * 9 // 10 - 4  # thick border and padding
        inner_h = height * 9 // 10 - 2 - 4  # border, and the buttons below
        body = self.app.console.measure(self._body).maximum
        city = self.query_one(SimplicityCity)
        cell = best_cell(self.view.width, inner_w - body - 2, inner_h)
        city.set_cell(cell)
        size = cell.drawing(self.view.width)
        city.styles.width, city.styles.height = size.width, size.height - 1


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
        yield SimplicityBoard(id="simplicity-board")

    def focus_board(self) -> None:
        self.query_one(SimplicityCity).focus()

    def view_now(self) -> SimplicityView:
        return self.game.view(self.session.state, self.keyboard)  # type: ignore[return-value]

    # -- drawing ----------------------------------------------------------------------------
    def draw_board(self, view: SimplicityView) -> None:  # type: ignore[override]
        targets: frozenset[str] = frozenset()
        if self.row is not None and view.phase == "play":
            targets = frozenset(view.planning[self.row - 1].legal_spaces)
        self.query_one(SimplicityBoard).show(view, targets, self.row)

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
        """Names and scores in columns: one row per team in this round's turn order (the
        acting one reversed), then, when each player runs two teams, one row per player."""
        head = Text(f"Round {view.round}/{view.rounds}", style="bold")
        head.append(f" · bag {view.tiles_in_bag}", style="dim")
        if view.demolition_in_use:
            head.append(" · demolition: ", style="dim")
            if view.demolished_row is not None:
                head.append(f"row {view.demolished_row} blocked")
            elif view.demolition_holder is not None:
                head.append_text(team_chip(view.teams[view.demolition_holder], name=False))
            else:
                head.append("from round 2", style="dim")
        two = len(view.teams) > len(view.players)
        table = Table(box=None, padding=(0, 0, 0, 1), show_header=True, expand=False)
        table.add_column("Team", no_wrap=True)
        if not two:
            table.add_column("Player", no_wrap=True, max_width=6)
        for label in ("Lnk", "Nbh", "Prk", "Bon", "Tot"):
            table.add_column(label, justify="right", no_wrap=True)
        order = [*view.turn_order, *(t for t in range(len(view.teams))
                                     if t not in view.turn_order)]
        for index in order:
            t = view.teams[index]
            cells: list[RenderableType] = [team_chip(t, name=two)]
            if not two:
                cells.append(Text(t.player[:6], style=seat_style(t.seat)))
            cells += [str(v) for v in (t.links, t.neighbourhoods, t.parks, t.bonus)]
            cells.append(Text(str(t.total), style="bold"))
            acting = t.team == view.acting_team and view.phase != "over"
            table.add_row(*cells, style="reverse" if acting else None)
        parts: list[RenderableType] = [head, table]
        if two:
            players = Table(box=None, padding=(0, 0, 0, 1), show_header=True, expand=False,
                            title="score = the lower team (*)", title_justify="left",
                            title_style="dim")
            players.add_column("Player", no_wrap=True, max_width=8)
            players.add_column("Score", justify="right")
            players.add_column("Teams", no_wrap=True)
            for p in view.player_scores:
                teams = Text()
                for i, team in enumerate(p.teams):
                    if i:
                        teams.append(" ")
                    teams.append_text(team_chip(view.teams[team], name=False))
                    if team == p.counting_team:
                        teams.append("*", style="bold")
                players.add_row(Text(p.player, style=seat_style(p.seat)), str(p.score), teams)
            parts.append(players)
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
        city = self.query_one(SimplicityCity)
        if city.cursor_space not in plan.legal_spaces:  # a cursor already on one stays there
            city.move_to(plan.legal_spaces[0])
        self.focus_board()
        self.message = Text(
            f"Row {row}: {tile.name} ({tile.letter}), {len(plan.legal_spaces)} highlighted "
            "spaces. Arrows move the cursor; Enter builds where it is; Esc puts the tile back.",
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
