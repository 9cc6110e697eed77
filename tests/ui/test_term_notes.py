"""A game term is explained the first time it shows in a game: the prompt says in a few words
what it is (the words are the game's glossary), until the next action; then not again."""

from __future__ import annotations

import random
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text, take_keyboard, words

PROVIDENCE = "Providence: sums 2/12: 1, 3/11: 2, 4/10: 3, 5/9: 4"


def panel_words(app: BoardgamesApp) -> str:
    """The side panel's text alone (the board's rows share the screen's lines)."""
    r = app.screen.query_one("#panels-scroll").region
    rows = screen_text(app).splitlines()[r.y : r.bottom]
    return " ".join(" ".join(row[r.x : r.right].strip("│") for row in rows).split())


def app_for(tmp_path: Path, session: Session) -> BoardgamesApp:
    return BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))


async def test_continental_says_what_a_providence_is_once(tmp_path: Path) -> None:
    session = Session.start(GAMES["continental"], ("Blue", "Red"), seed=3)
    app = app_for(tmp_path, session)
    # (Under 32 rows the panel's table takes its room: the prompts say what they mean.)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_keyboard(pilot)
        # The stats' prompt says what I E G Q are itself.
        assert "assign the stats 1-4 to I (Church), E (School), G (Farm), Q (Barracks)" in (
            words(app)
        )
        await pilot.press("1", "6", "r")  # both players' stats, Blue's roll: a Providence
        await pilot.pause()
        assert "Providence" in GAMES["continental"].prompt(session.state)
        # Continental's board needs the prompt's rows: its panel says it.
        assert PROVIDENCE in panel_words(app)
        await pilot.press("e", "r")  # Red rolls: a Providence again, explained no more
        await pilot.pause()
        assert "Red" in GAMES["continental"].prompt(session.state)
        assert PROVIDENCE not in panel_words(app)


async def test_polis_explains_hoplites_when_the_prompt_first_names_them(tmp_path: Path) -> None:
    game = GAMES["polis"]
    session = Session.start(game, game.default_players(2), seed=1)
    rng = random.Random(1)
    while "hoplite" not in game.prompt(session.state):
        session.play(rng.choice(game.legal_actions(session.state)))
    app = app_for(tmp_path, session)
    # (At 80x24 a pending step's menu and the zone panel take the rows: the note waits.)
    async with app.run_test(size=(120, 40)) as pilot:
        await take_keyboard(pilot)
        assert "Hoplites: foot soldiers" in words(app)


async def test_utopia_explains_the_guests_first(tmp_path: Path) -> None:
    game = GAMES["utopia"]
    session = Session.start(game, game.default_players(2), seed=1)
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_keyboard(pilot)
        assert "take a waiting guest" in words(app)
        assert "Guest: take one to put your prince" in words(app)


async def test_simplicity_explains_the_demolition_token(tmp_path: Path) -> None:
    game = GAMES["simplicity"]
    session = Session.start(game, game.default_players(4), seed=2)
    rng = random.Random(2)
    while session.state.phase != "demolish":  # type: ignore[attr-defined]
        session.play(rng.choice(game.legal_actions(session.state)))
    app = app_for(tmp_path, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await take_keyboard(pilot)
        assert "put the demolition token" in words(app)
        assert "Demolition token: blocks one planning row's tile" in words(app)
