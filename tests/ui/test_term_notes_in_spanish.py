"""A term note in the language on screen: switching the language redraws the note shown (the
glossary is read per language; a term is remembered by its English name)."""

from __future__ import annotations

import random
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.ui.helpers import take_keyboard, words


async def test_the_note_shown_is_redrawn_in_the_language_chosen(tmp_path: Path) -> None:
    game = GAMES["polis"]
    session = Session.start(game, game.default_players(2), seed=1)
    rng = random.Random(1)
    while "hoplite" not in game.prompt(session.state):
        session.play(rng.choice(game.legal_actions(session.state)))
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(120, 40)) as pilot:
        await take_keyboard(pilot)
        assert "Hoplites: foot soldiers" in words(app)
        app.set_language("es")
        await pilot.pause()
        assert "Hoplitas: soldados de a pie" in words(app)
        assert "Hoplites: foot soldiers" not in words(app)
        app.set_language("en")
        await pilot.pause()
        assert "Hoplites: foot soldiers" in words(app)
