"""Simplicity uses the terminal it gets: the whole city and planning board, growing with the
screen, every team's and every player's row in the panel, nothing clipped, at 80x24 to 240x70
with the most players (six teams, one each) and the most teams a player runs (three players,
two teams each)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.labels import narrow_headers, short_headers
from boardgames_rules.simplicity.view import SimplicityView
from boardgames_rules.simplicity.words import STAR_NOTE
from textual.containers import ScrollableContainer
from textual.widget import Widget

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.simplicity.board import SimplicityBoard, plan_layout
from boardgames_tui.games.simplicity.city import ROWS, SimplicityCity
from boardgames_tui.games.simplicity.panels import name_form
from boardgames_tui.games.simplicity.planning import SimplicityPlanning
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text

LONG_NAMES = ("Aurelia", "Bartholomew", "Cleopatra", "Dmitri", "Evangeline", "Fitzgerald")
SIZES = [(80, 24), (120, 40), (240, 70)]


@pytest.fixture(autouse=True)
def only_simplicity(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"simplicity": GAME})


def late_session(players: int) -> Session:
    """Seeded random play into round 4: a crowded city, a "since your last turn" box up."""
    session = Session.start(GAME, LONG_NAMES[:players], seed=7)
    rng = random.Random(7)
    while session.state.round < 4 or session.state.phase != "play":
        session.play(rng.choice(GAME.legal_actions(session.state)))
    return session


def region_text(lines: list[str], widget: Widget) -> str:
    r = widget.region
    return "\n".join(line[r.x : r.right] for line in lines[r.y : r.bottom])


def inside_scroll(widget: Widget) -> bool:
    """In a container that scrolls its content (its scroll bar shows what is out of sight)."""
    return any(isinstance(a, ScrollableContainer) for a in widget.ancestors)


@pytest.mark.parametrize("players", [6, 3])
@pytest.mark.parametrize("size", SIZES)
async def test_the_whole_city_and_every_row_fit(
    tmp_path: Path, size: tuple[int, int], players: int
) -> None:
    session = late_session(players)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        view: SimplicityView = GAME.view(session.state, None)  # type: ignore[assignment]
        # nothing clipped: every widget inside the screen and inside its parent, unless it is
        # in a list that scrolls (the log: its scroll bar says there is more)
        for widget in screen.query("*"):
            if not (widget.display and widget.region.area) or inside_scroll(widget):
                continue
            assert screen.region.contains_region(widget.region), widget
            parent = widget.parent
            if isinstance(parent, Widget) and parent.region.area:
                assert parent.region.contains_region(widget.region), (widget, parent)
        assert "enlarge" not in screen_text(app)
        lines = screen_text(app).splitlines()

        # the whole city: every space inside the drawing, row numbers and column letters shown
        board = screen.query_one(SimplicityBoard)
        city = screen.query_one(SimplicityCity)
        drawing = city.cell.drawing(view.width)
        assert city.size.width >= drawing.width and city.size.height >= drawing.height
        assert board.region.contains_region(city.region)
        city_text = region_text(lines, city)
        city_lines = city_text.splitlines()
        assert "".join(city_lines[0].split()) == view.columns
        assert [line[0] for line in city_lines if line[:1].isdigit()] == [
            str(r) for r in range(1, ROWS + 1)
        ]
        for space in view.city:
            x, y = city.origin(space.column, space.row - 1)
            assert x + city.cell.width <= drawing.width and y + city.cell.height <= drawing.height
            if space.disc is not None:  # every disc on screen, in its own space
                shown = city_lines[y + city.cell.disc_line][x : x + city.cell.width]
                assert space.disc_team[0].lower() in shown or space.disc_team in shown, space

        # the planning board whole, and the legend
        planning = screen.query_one(SimplicityPlanning)
        assert board.region.contains_region(planning.region)
        numbers = [line.strip("│ ")[:2] for line in region_text(lines, planning).splitlines()]
        assert [n.strip("▶ ")[:1] for n in numbers if n.strip("▶ ")[:1].isdigit()] == [
            str(r) for r in range(1, ROWS + 1)
        ]
        legend = " ".join(" ".join(lines).split())
        for tile in view.tile_types:
            assert f"{tile.letter} {tile.name}" in legend
        for team in view.teams:
            assert f"•{team.name[0].lower()} {team.name}" in legend

        # every team's row and every player's, under headers that are not cut short
        side = region_text(lines, screen.query_one("#panels-scroll"))
        form = name_form(view, screen.panel_width())
        headers = narrow_headers() if form == "narrow" else short_headers()
        assert " ".join(headers) in " ".join(side.split())
        rows = [row.replace("│", " ") for row in side.splitlines()]
        for team in view.teams:
            # the player's name whole beside the team's disc, or the disc alone (the players'
            # table then says whose team it is), or with one team each the name alone in the
            # disc's colours (under two-letter headers past 8 letters at 80 columns): every
            # name here whole (the longest has 11 letters; 13 fit with six teams at 80x24)
            chip = f"•{team.name[0].lower()}" + (f" {team.player} " if form == "chip" else " ")
            if form in ("name", "narrow"):
                chip = f"{team.player} "
            row = next((r for r in rows if r.strip().startswith(chip)), None)
            assert row is not None, (chip, side)
            assert "…" not in row
            assert row.split()[-1].rstrip("*") == str(team.total)
        if form == "discs":
            for score in view.player_scores:
                assert any(r.strip().startswith(score.player[:4]) for r in rows), score
        if players == 3:
            assert STAR_NOTE in side
            for score in view.player_scores:
                row = next(r for r in rows if r.strip().startswith(score.player[:4]))
                assert row.split()[1] == str(score.score)

        # the prompt keeps to its two rows
        assert screen.query_one("#prompt").region.height <= 2

        # the board grows with the terminal
        if size == (120, 40):
            assert city.cell.width >= 8 and city.cell.height >= 3
        if size == (240, 70):
            assert drawing.width * 2 >= board.size.width  # the city takes half the area or more


# The board area at 80x24: the terminal less the side column (30), the header, the prompt's two
# rows and the footer (the app test above measures it: 50 x 19).
BOARD_AT_80X24 = (50, 19)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_team_count_has_a_layout_that_fits_80x24(players: int, language: str) -> None:
    """Five teams make a 5-column city: in Spanish its legend under the drawing took a line
    too many, and the planning board was drawn under the side column (found in a picture)."""
    session = Session.start(GAME, LONG_NAMES[:players], seed=players)
    rng = random.Random(players)
    for _ in range(2 * players + 1):  # into round 2: the demolition token in the legend
        session.play(rng.choice(GAME.legal_actions(session.state)))
    i18n.use(language)
    try:
        view = GAME.view(session.state, None)
        assert isinstance(view, SimplicityView)
        layout = plan_layout(view, *BOARD_AT_80X24)
    finally:
        i18n.use(i18n.SOURCE)
    assert layout.width <= BOARD_AT_80X24[0] and layout.height <= BOARD_AT_80X24[1], layout
