"""At 80x24 every screen is whole: Simplicity's log keeps at least three rows beside the
"since your last turn" box and the team table, and Utopia's handover, taller than the terminal,
says that more is below until the player has scrolled to its public panel and city."""

from __future__ import annotations

import asyncio
import random
import re
import tempfile
from collections.abc import Callable, Coroutine
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session
from rich.cells import cell_len
from textual.widgets import Footer

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.utopia.board import UtopiaCity
from boardgames_tui.screens.handover import MORE_BELOW, HandoverScreen
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_log import ActionLog
from boardgames_tui.widgets.steady import SteadyFooter
from tests.ui.helpers import footer_keys, screen_text

SIZE = (80, 24)
T = TypeVar("T")
LOG_ROWS = 3


def played(name: str, players: int, steps: int) -> Session:
    game = GAMES[name]
    session = Session.start(game, game.default_players(players), seed=players)
    rng = random.Random(players)
    for _ in range(steps):
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


def app_for(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))


@pytest.mark.parametrize("players", [2, 6])
async def test_simplicitys_log_keeps_three_rows(tmp_path: Path, players: int) -> None:
    # Into round 2: the "since your last turn" box is up above the team table.
    session = played("simplicity", players, 2 * players + 1)
    app = app_for(tmp_path, session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for keys in ((), ("3",)):  # a tile chosen: the prompt takes its second row
            await pilot.press(*keys)
            await pilot.pause()
            log = app.screen.query_one(ActionLog)
            assert log.display and log.content_region.height >= LOG_ROWS, keys
            rows = screen_text(app).splitlines()[log.region.y : log.region.bottom]
            shown = [row[log.region.x : log.region.right].strip("│ ") for row in rows[1:-1]]
            assert sum(bool(row) for row in shown) >= LOG_ROWS, shown


async def test_utopias_handover_marks_what_is_below_until_it_is_in_sight(tmp_path: Path) -> None:
    session = played("utopia", 2, 12)
    app = app_for(tmp_path, session)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoverScreen)
        text = screen_text(app)
        assert "Pass the keyboard to" in text and MORE_BELOW in text
        await pilot.press("end")
        await pilot.pause()
        text = screen_text(app)
        assert MORE_BELOW not in text
        assert "Monuments" in text  # the public panel's last rows
        city = app.screen.query_one("#handover-map", UtopiaCity)
        assert city.drawing.height <= city.region.height and city.region.bottom <= SIZE[1]
        lines = text.splitlines()
        for district in ("Wi1", "Fi3", "Ea7", "Wa5"):  # every island's corner (labels.py)
            assert any(district in line for line in lines), district
        await pilot.press("enter")  # the keyboard is taken as before
        await pilot.pause()
        assert not isinstance(app.screen, HandoverScreen)


# -- every game whole at 80x24, in random positions (issue 42) ------------------------------
# For each game at 2 players and at its most, a few seeded random positions (the start, two
# into the game, and the end) are opened in the real app at 80x24 and read as a player reads
# them, with the menus open too: (a) the seat at the keyboard's own resources are in sight,
# (b) the header names who is to play, (c) every key the footer offers is drawn whole and
# every key it should offer is drawn, (d) no table cell, menu entry or summary item is cut
# with "…".  One survey per game and player count finds all four; a test per check reads it.
WHOLE_STEPS = {"continental": (0, 9, 40), "polis": (0, 14, 37), "simplicity": (0, 7, 22),
               "utopia": (0, 16, 45)}
END = -1  # a position played to the game's end (the game-over screen)
CUT = re.compile(r"\w…")  # a word cut short: rich's ellipsis glued to what it cut
CHECKS = ("resources", "to play", "footer", "cut")


# Names as long as people's names often are: none of them is ever shortened on screen.
NAMES = ("Marianne", "Leonardo", "Beatrice", "Giovanni", "Theodora", "Augustin")


def random_position(name: str, players: int, steps: int) -> Session:
    game = GAMES[name]
    session = Session.start(game, NAMES[:players], seed=100 * players + steps)
    rng = random.Random(f"whole:{name}:{players}:{steps}")
    while not session.over and (steps == END or len(session.steps) < steps):
        session.play(rng.choice(game.legal_actions(session.state)))
    return session


def polis_played(until: Callable[[Session], bool], seed: int = 5) -> Session:
    """A Polis game of the sensible random player (random Polis games end in their first era)."""
    from boardgames_rules.core import Rng

    from tests.polis.policy import choose

    game = GAMES["polis"]
    session, rng = Session.start(game, NAMES[:2], seed=seed), Rng.from_seed(seed)
    while not session.over and not until(session):
        action, rng = choose(session.state, rng)
        session.play(action)
    return session


def positions(name: str, players: int) -> list[tuple[str, Session]]:
    found = [(f"{steps} actions", random_position(name, players, steps))
             for steps in WHOLE_STEPS[name]]
    found.append(("the end", random_position(name, players, END)))
    if name == "polis":
        from tests.ui.polis.positions import battle_pending

        game = GAMES["polis"]
        found.append(("era 4", polis_played(lambda s: game.view(s.state, None).era != "3")))
        found.append(("a battle", battle_pending()))
    return found


def own_resources_missing(name: str, view: Any, seat: int, text: str) -> list[str]:
    """What the seat at the keyboard owns that the screen's ``text`` does not show."""
    missing = []
    # Each label as the screen writes it, in the language on screen.
    if name == "polis":
        from boardgames_rules.polis import words

        side = view.sides[seat]
        for good, count in side.goods.items():
            shown = words.good(good)
            if not re.search(rf"\b{shown}\b[^\n]{{0,12}}?\b{count}\b", text):
                missing.append(f"{shown} {count}")
    elif name == "continental":
        from boardgames_rules.continental.labels import panel_rows

        panel = next(p for p in view.panels if p.seat == seat)
        people, moral, resources, *_, stats = panel_rows()
        for label, value in ((people, panel.people), (moral, panel.moral),
                             (resources, panel.resources)):
            if not re.search(rf"\b{label}\b[^\n]*\b{value}\b", text):
                missing.append(f"{label} {value}")
        if panel.stats is not None and stats not in text:
            missing.append(stats)
    elif name == "simplicity":
        score = next(p for p in view.player_scores if p.seat == seat)
        if not re.search(rf"\b{re.escape(score.player)}\b[^\n]*\b{score.score}\b", text):
            missing.append(f"{score.player}'s score {score.score}")
        teams = [t for t in view.teams if t.seat == seat]
        for team in teams:
            if not re.search(rf"\b{team.total}\b", text):
                missing.append(f"team {team.name} {team.total}")
    elif name == "utopia":
        from boardgames_rules.core.i18n import ngettext

        from boardgames_tui.games.utopia.hand import cards_on

        hand = view.seats[seat].hand or ()
        # How the hand's line starts in the language on screen ("Hand of ", "Mano de ").
        title = ngettext("Hand of {player} ({count} card)", "Hand of {player} ({count} cards)", 2)
        if title.split("{player}")[0] not in text:
            missing.append("the hand's line")
        shown = cards_on(text)
        for civ, count in zip(view.civs, hand, strict=True):
            if shown.get(civ, 0) < count:
                missing.append(f"{count} [{civ}] in hand")
    return missing


def footer_problems(app: BoardgamesApp) -> list[str]:
    """Keys drawn past the edge or cut, and keys on offer that the footer does not draw."""
    footer = app.screen.query_one(Footer)
    drawn = footer_keys(app)
    found = []
    for key in drawn:
        label = f"{key.key_display} {key.description}".strip()
        if key.region.right > footer.region.right or key.region.width < cell_len(label):
            found.append(f"{label!r} cut")
    offered = {
        binding.action: binding.description
        for _, binding, _, _ in app.screen.active_bindings.values()
        if binding.show and binding.key != app.COMMAND_PALETTE_BINDING
    }
    shown = {key.action: key.description for key in drawn}
    # Too narrow for every key, the spare keys leave and the help key (which lists them)
    # says so (widgets/steady.py), in the language on screen.
    narrow = isinstance(footer, SteadyFooter) and shown.get(footer.more) == i18n._(
        footer.more_label
    )
    spare = footer.spare if isinstance(footer, SteadyFooter) and narrow else ()
    found += [f"{offered[a]!r} ({a}) not drawn" for a in offered
              if a not in shown and a not in spare]
    return found


def cut_words(app: BoardgamesApp) -> list[str]:
    """Every word on screen cut short with "…" (a hint being thought of says so: not a cut)."""
    text = screen_text(app).replace("hint…", "hint.")
    return [line.strip() for line in text.splitlines() if CUT.search(line)]


async def open_everything(name: str, app: BoardgamesApp, pilot, check) -> None:
    from tests.ui.test_no_cut_text import OPENERS

    await OPENERS[name](app, pilot, check)
    await pilot.press("escape")
    await pilot.pause()
    if name == "polis":  # every era's summary
        await pilot.press("s")
        await pilot.pause()
        check("eras' summaries")
        await pilot.press("escape")
        await pilot.pause()


async def _survey(name: str, players: int, home: Path) -> dict[str, dict[str, list[str]]]:
    from boardgames_tui.screens.game_base import GameScreen

    found: dict[str, dict[str, list[str]]] = {check: {} for check in CHECKS}
    for number, (where, session) in enumerate(positions(name, players)):
        path = home / f"{players}-{number}.json"
        app = BoardgamesApp(Storage(home), Start(session=session, save_path=path))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            if isinstance(app.screen, HandoverScreen):
                await pilot.press("enter")
                await pilot.pause()

            def check(
                what: str, where: str = where, app: BoardgamesApp = app, over: bool = session.over
            ) -> None:
                at = f"{where}, {what}"
                if cut := cut_words(app):
                    found["cut"][at] = cut
                screen = app.screen
                if not isinstance(screen, GameScreen):
                    return  # the game-over screen and the summaries: only cut words
                text = screen_text(app)
                table, view = screen.table, screen.view_now()
                if table.current is not None:
                    who = i18n._("to play:") + " " + table.players[table.current]
                    if who not in text.splitlines()[0]:
                        found["to play"][at] = [text.splitlines()[0]]
                if table.keyboard is not None and not over:
                    if missing := own_resources_missing(name, view, table.keyboard, text):
                        found["resources"][at] = missing
                if problems := footer_problems(app):
                    found["footer"][at] = problems

            check("as it opens")
            if isinstance(app.screen, GameScreen) and not session.over:
                await open_everything(name, app, pilot, check)
    return found


def in_language(language: str, run: Callable[[Path], Coroutine[Any, Any, T]]) -> T:
    """``run(home)`` in a fresh home, with the screens in ``language`` (English again after)."""
    i18n.use(language)
    try:
        with tempfile.TemporaryDirectory() as home:
            return asyncio.run(run(Path(home)))
    finally:
        i18n.use(i18n.SOURCE)


@cache
def survey(name: str, players: int, language: str = "en") -> dict[str, dict[str, list[str]]]:
    """What is missing or cut at 80x24 in ``name`` at ``players``, by check (read once), in
    ``language``."""
    return in_language(language, lambda home: _survey(name, players, home))


COUNTS = [(name, players) for name in sorted(GAMES)
          for players in sorted({2, GAMES[name].max_players})]
# Every game in English and in Spanish, which runs about a quarter longer (issue 43): the
# header's "to play" and the footer's keys are the app's words, in the language too.
LANGUAGES = ("en", "es")
# Each survey's checks run on one worker (xdist groups, `--dist loadgroup`): one survey each.
CASES = [pytest.param(name, players, language, id=f"{name}-{players}-{language}",
                      marks=pytest.mark.xdist_group(f"whole-{name}-{players}-{language}"))
         for language in LANGUAGES for name, players in COUNTS]


def report(found: dict[str, list[str]]) -> str:
    return "\n".join(f"{at}: {what}" for at, what in found.items())


def shown_whole(name: str, players: int, check: str, language: str = "en") -> None:
    found = survey(name, players, language)[check]
    assert not found, report({at: what[:3] for at, what in found.items()})


@pytest.mark.parametrize(("name", "players", "language"), CASES)
def test_the_seats_own_resources_are_in_sight(name: str, players: int, language: str) -> None:
    shown_whole(name, players, "resources", language)


@pytest.mark.parametrize(("name", "players", "language"), CASES)
def test_the_header_names_who_is_to_play(name: str, players: int, language: str) -> None:
    shown_whole(name, players, "to play", language)


@pytest.mark.parametrize(("name", "players", "language"), CASES)
def test_every_footer_key_is_drawn_whole(name: str, players: int, language: str) -> None:
    shown_whole(name, players, "footer", language)


@pytest.mark.parametrize(("name", "players", "language"), CASES)
def test_no_cell_entry_or_summary_item_is_cut(name: str, players: int, language: str) -> None:
    shown_whole(name, players, "cut", language)


if __name__ == "__main__":  # the survey, printed: python -m tests.ui.test_whole_at_80x24
    for language in LANGUAGES:
        for name, players in COUNTS:
            for check, found in survey(name, players, language).items():
                print(f"== {name} {players} {language} {check}\n{report(found)}")
