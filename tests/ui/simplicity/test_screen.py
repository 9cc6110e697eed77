"""Simplicity played through the real app with key presses and clicks."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.view import SimplicityView
from textual.widgets import TabbedContent

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.simplicity.city import SimplicityCity
from boardgames_tui.games.simplicity.planning import SimplicityPlanning
from boardgames_tui.games.simplicity.screen import SimplicityScreen
from boardgames_tui.screens.game_over import GameOverScreen
from boardgames_tui.screens.help import HelpScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text, scrolled_text

NAMES = ("Ann", "Ben", "Cleo", "Dan")


@pytest.fixture(autouse=True)
def only_simplicity(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"simplicity": GAME})


def app_for(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "s.json"))


def view_of(app: BoardgamesApp) -> SimplicityView:
    screen = app.screen
    assert isinstance(screen, SimplicityScreen)
    return GAME.view(screen.session.state, None)


def words(app: BoardgamesApp) -> str:
    return " ".join(screen_text(app).split())


def side_lines(app: BoardgamesApp) -> list[str]:
    """The side column's lines, without the panels' borders."""
    side = app.screen.query_one("#side").region
    rows = screen_text(app).splitlines()[side.y : side.bottom]
    return [row[side.x : side.right].strip("│ ") for row in rows]


def space_text(app: BoardgamesApp, space: str) -> str:
    """What one city space shows, its lines joined by spaces (on the game screen, under the
    game-over column too)."""
    screen = next(s for s in reversed(app.screen_stack) if s.query(SimplicityCity))
    city = screen.query_one(SimplicityCity)
    view = city.view
    assert view is not None
    x, y = city.origin(view.columns.index(space[0]), int(space[1:]) - 1)
    x, y = x + city.region.x, y + city.region.y
    lines = screen_text(app).splitlines()[y : y + city.cell.height]
    return " ".join(line[x : x + city.cell.width] for line in lines)


def first_open_row(view: SimplicityView) -> int:
    return next(p.row for p in view.planning if p.available and p.legal_spaces)


def cursor_keys(view: SimplicityView, start: str, goal: str) -> list[str]:
    dx = view.columns.index(goal[0]) - view.columns.index(start[0])
    dy = int(goal[1:]) - int(start[1:])
    return ["l" if dx > 0 else "h"] * abs(dx) + ["j" if dy > 0 else "k"] * abs(dy)


async def test_a_row_digit_highlights_its_spaces_and_enter_builds(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = view_of(app)
        row = first_open_row(view)
        spaces = view.planning[row - 1].legal_spaces
        await pilot.press(str(row))
        await pilot.pause()
        city = app.screen.query_one(SimplicityCity)
        assert city.targets == frozenset(spaces)
        assert city.cursor_space == spaces[0]
        assert "[" in screen_text(app)  # highlighted spaces are bracketed
        assert f"Row {row}:" in words(app)
        goal = spaces[-1]
        await pilot.press(*cursor_keys(view, spaces[0], goal), "enter")
        await pilot.pause()
        assert session.actions[-1] == f"{row} {goal}"
        after = view_of(app)
        space = next(s for s in after.city if s.name == goal)
        assert space.disc == view.acting_team
        assert city.targets == frozenset()  # the choice is forgotten after building


async def test_escape_puts_the_tile_back(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        row = first_open_row(view_of(app))
        await pilot.press(str(row), "escape")
        await pilot.pause()
        assert app.screen.query_one(SimplicityCity).targets == frozenset()
        await pilot.press("enter")  # no tile chosen: nothing is built
        await pilot.pause()
        assert session.actions == []
        assert "Choose a tile first" in words(app)


async def test_clicking_a_row_then_a_space_builds(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = view_of(app)
        row = first_open_row(view)
        goal = view.planning[row - 1].legal_spaces[-1]
        planning = app.screen.query_one(SimplicityPlanning)
        await pilot.click(SimplicityPlanning, offset=planning.offset_of(row))
        await pilot.pause()
        city = app.screen.query_one(SimplicityCity)
        assert goal in city.targets
        await pilot.click(SimplicityCity, offset=city.offset_of(goal))
        await pilot.pause()
        assert session.actions[-1] == f"{row} {goal}"


async def test_an_illegal_build_names_the_rule_and_changes_nothing(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = view_of(app)
        # row 1 takes circles only: find an empty non-circle space
        wrong = next(s.name for s in view.city if s.symbol not in (None, "circle"))
        before = session.state
        await pilot.press("colon", *f"1 {wrong}", "enter")
        await pilot.pause()
        assert "Not allowed" in words(app)
        assert session.state == before and session.actions == []


async def test_enter_on_a_space_not_highlighted_says_the_rule_it_breaks(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = view_of(app)
        row = first_open_row(view)
        legal = view.planning[row - 1].legal_spaces
        wrong = next(s.name for s in view.city if s.symbol is not None and s.name not in legal)
        await pilot.press(str(row), *cursor_keys(view, legal[0], wrong), "enter")
        await pilot.pause()
        # The rules' own reason: which symbol the row's tile needs and what the space shows.
        assert f"Row {row}'s tile goes on" in words(app) and f"{wrong} shows" in words(app)
        assert session.actions == []


def play_until(session: Session, done) -> None:
    while not done(session.state):
        session.play(GAME.legal_actions(session.state)[0])


async def test_the_demolition_token_with_four_teams(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES, seed=5)
    play_until(session, lambda s: s.phase == "demolish")
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = words(app)
        assert "demolition token" in text.lower() and "press 1-7" in text
        holder = view_of(app).demolition_holder
        assert holder is not None
        await pilot.press("4")
        await pilot.pause()
        assert session.actions[-1] == "demolish 4"
        view = view_of(app)
        assert view.phase == "play" and view.planning[3].demolished
        assert "demolished" in words(app) and "row 4 blocked" in words(app)
        await pilot.press("4")  # the demolished tile cannot be taken
        await pilot.pause()
        assert "demolished this round" in words(app)
        assert session.actions[-1] == "demolish 4"


async def test_clicking_a_row_places_the_demolition_token(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES, seed=5)
    play_until(session, lambda s: s.phase == "demolish")
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        planning = app.screen.query_one(SimplicityPlanning)
        await pilot.click(SimplicityPlanning, offset=planning.offset_of(6))
        await pilot.pause()
        assert session.actions[-1] == "demolish 6"


async def test_a_player_with_two_teams_sees_which_team_plays(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = view_of(app)
        team = view.teams[view.acting_team]
        mine = [t.name for t in view.teams if t.seat == team.seat]
        assert len(mine) == 2
        text = words(app)
        assert f"{team.player} plays team {team.name}" in text
        # the panel's player table: the player's score, then both teams' discs
        score = next(p for p in view.player_scores if p.seat == team.seat)
        row = next(line for line in side_lines(app) if line.startswith(team.player))
        assert row.split()[1] == str(score.score)
        for name in mine:
            assert "•" + name[0].lower() in row
        assert row.count("*") == 1  # the team that counts, explained above the table
        assert "* the lower team counts" in text


async def test_a_full_two_player_game_by_keys(tmp_path: Path) -> None:
    session = Session.start(GAME, NAMES[:2], seed=11)
    chooser = random.Random(11)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(60):
            if isinstance(app.screen, GameOverScreen):
                break
            view = view_of(app)
            if view.phase == "demolish":
                row = chooser.choice([p.row for p in view.planning])
                await pilot.press(str(row))
                await pilot.pause()
                assert session.actions[-1] == f"demolish {row}"
                continue
            rows = [p for p in view.planning if p.available and p.legal_spaces]
            plan = chooser.choice(rows)
            goal = chooser.choice(plan.legal_spaces)
            await pilot.press(str(plan.row))
            await pilot.press(*cursor_keys(view, plan.legal_spaces[0], goal), "enter")
            await pilot.pause()
            assert session.actions[-1] == f"{plan.row} {goal}"
        assert isinstance(app.screen, GameOverScreen)
        assert session.over
        text = words(app)
        assert "wins" in text
        final = GAME.view(session.state, None)
        # The teams' breakdown is the game-over column's Teams tab.  At 80 columns the side
        # panel's table: every total under its header, no name cut, nothing to scroll sideways.
        app.screen.query_one(TabbedContent).active = "over-teams"
        await pilot.pause()
        tab = app.screen.query_one("#over-teams ScrollableContainer")
        x = app.screen.query_one("#over-box").region.x + 1  # the column only, not the board
        narrow = "\n".join(line[x:] for line in (await scrolled_text(pilot, tab)).splitlines())
        assert "…" not in narrow and tab.max_scroll_x == 0
        assert "Lnk Nbh Prk Bon Tot" in " ".join(narrow.split())
        for team in final.teams:
            row = next(line for line in narrow.splitlines() if f"•{team.name[0].lower()} " in line)
            assert row.split()[-1].rstrip("*") == str(team.total), row
        for score in final.player_scores:
            assert score.player in narrow
        # On a wide terminal the column holds the full table (scrolled all the way), each
        # row on one line, the teams named.
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        table = app.screen.query_one("#over-teams ScrollableContainer")
        scrolled = await scrolled_text(pilot, table)
        text = " ".join(scrolled.split())
        assert "Lnk Nbh Prk Bon Tot" in text and "* the lower team counts" in text
        column = app.screen.query_one("#over-box").region.x + 1  # the column only, not the board
        lines = [line[column:] for line in scrolled.splitlines()]
        for team in final.teams:  # one row per team: disc, name, player, breakdown, total
            row = next(line for line in lines if f"•{team.name[0].lower()} {team.name} " in line)
            tail = row.split(team.name, 1)[1].split()
            assert tail[0] == team.player
            star = "*" if team.counts else ""
            numbers = [team.links, team.neighbourhoods, team.parks, team.bonus]
            assert tail[1:6] == [*map(str, numbers), f"{team.total}{star}"], row
        # beside it the finished city on the game screen, whole: every row, every disc on its tile
        city = app.screen_stack[-2].query_one(SimplicityCity)
        assert city.region.right <= app.screen.query_one("#over-box").region.x
        for space in final.city:
            if space.disc is not None:
                shown = space_text(app, space.name)  # small cells a letter, large the name
                assert f"•{space.disc_team[0].lower()}" in shown or f"●{space.disc_team}" in shown


async def test_help_lists_the_simplicity_keys(tmp_path: Path) -> None:
    app = app_for(tmp_path, Session.start(GAME, NAMES[:2], seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "Simplicity" in screen_text(app)


async def test_discs_and_tiles_use_different_glyphs_and_the_star_is_explained(
    tmp_path: Path,
) -> None:
    session = Session.start(GAME, NAMES[:2], seed=3)
    play_until(session, lambda s: s.round == 2)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        view = view_of(app)
        built = [s for s in view.city if s.disc is not None and not s.preprinted]
        assert built
        for space in built:
            tile = next(t for t in view.tile_types if t.id == space.tile)
            shown = space_text(app, space.name)
            # the tile's capital letter first, the disc after it as a dot and the team's name
            # or initial in lower case: never a bare letter beside the tile's
            assert shown.split()[0] == tile.letter, shown
            disc = "●" + space.disc_team if "●" in shown else "•" + space.disc_team[0].lower()
            assert disc in shown, shown
        assert "Br=" not in text
        legend = " ".join(text.split())
        for tile in view.tile_types:
            assert f"{tile.letter} {tile.name}" in legend
        for team in view.teams:
            assert f"•{team.name[0].lower()} {team.name}" in legend
        assert "* the lower team counts" in legend


async def test_set_changed_marks_spaces_until_cleared(tmp_path: Path) -> None:
    app = app_for(tmp_path, Session.start(GAME, NAMES[:2], seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        city = app.screen.query_one(SimplicityCity)
        city.set_changed(frozenset({"a1"}))
        await pilot.pause()
        assert city.changed == frozenset({"a1"})
        y = city.offset_of("a1")[1]
        assert any(seg.style and seg.style.underline for seg in city.render_line(y))
        city.set_changed(frozenset())
        await pilot.pause()
        assert not any(seg.style and seg.style.underline for seg in city.render_line(y))
