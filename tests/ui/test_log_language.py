"""Issue 43: the log on screen is rendered in the language chosen, again when it changes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage, load_session
from tests.ui.helpers import screen_text, take_keyboard

SAVES = Path(__file__).parent.parent / "fixtures" / "saves"


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.use(i18n.SOURCE)


def newest(session: Session, count: int = 3) -> list[tuple[str, str]]:
    """The newest public lines' first words, in English and in Spanish (as a row shows them)."""
    players, lines = session.players, []
    for entry in [e for e in session.state.log if e.private_to is None][-count:]:
        i18n.use("es")
        spanish = entry.rendered(players)
        i18n.use("en")
        lines.append((entry.english(players)[:16], spanish[:16]))
    return lines


async def log_follows_the_language(session: Session, tmp_path: Path) -> None:
    lines = newest(session)
    assert any(en != es for en, es in lines)
    app = BoardgamesApp(Storage(tmp_path), Start(session=session, save_path=tmp_path / "g.json"))
    async with app.run_test(size=(120, 40)) as pilot:
        await take_keyboard(pilot)
        shown = screen_text(app)
        assert all(en in shown for en, _ in lines), (lines, shown)
        app.set_language("es")
        await pilot.pause()
        shown = screen_text(app)
        assert all(es in shown for _, es in lines), (lines, shown)
        assert not any(en in shown for en, es in lines if en != es)
        app.set_language("en")
        await pilot.pause()
        assert all(en in screen_text(app) for en, _ in lines)


@pytest.mark.parametrize(("name", "seed"), [("continental", 3), ("simplicity", 4)])
async def test_a_few_moves_then_spanish_re_renders_the_log(
    name: str, seed: int, tmp_path: Path
) -> None:
    game = GAMES[name]
    session = Session.start(game, ("Ann", "Bob"), seed)
    chooser = random.Random(seed)
    for _ in range(6):
        session.play(chooser.choice(game.legal_actions(session.state)))
    await log_follows_the_language(session, tmp_path)


async def test_a_game_saved_before_messages_shows_its_log_in_both_languages(
    tmp_path: Path,
) -> None:
    await log_follows_the_language(
        load_session(SAVES / "continental-before-messages.json"), tmp_path
    )
