"""Issue 43: log lines are messages, rendered in the language on screen when shown.

Random games of every game and player count render every log line in English, Spanish and
the pseudo-language: no parameter missing, no error, no placeholder left unfilled, and the
games whose lines are translated read differently in Spanish.  Saves written before log lines
were messages still load, and their log reads in both languages.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.game import GameState, LogEntry
from boardgames_rules.core.messages import SAID, Message, english, render, seat

from boardgames_tui.storage import load_session

SAVES = Path(__file__).parent / "fixtures" / "saves"
# The games whose every log line is a message of its own (all four).
TRANSLATED = ("continental", "polis", "simplicity", "utopia")
LANGUAGES = ("en", "es", i18n.PSEUDO)


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.use(i18n.SOURCE)


def played(name: str, players: int, seed: int) -> GameState:
    game = GAMES[name]
    state = game.new_game(game.default_players(players), seed)
    chooser = random.Random(seed)
    while game.current_player(state) is not None:
        state = game.apply(state, chooser.choice(game.legal_actions(state)))
    return state


def cases() -> list[tuple[str, int]]:
    return [
        (name, players)
        for name, game in sorted(GAMES.items())
        for players in range(game.min_players, game.max_players + 1)
    ]


def rendered(state: GameState, code: str) -> list[str]:
    i18n.use(code)
    return [entry.rendered(state.players) for entry in state.log]


@pytest.mark.parametrize(("name", "players"), cases())
def test_every_log_line_renders_in_every_language(name: str, players: int, language) -> None:
    for seed in (1, 2):
        state = played(name, players, seed)
        assert all(entry.message is not None for entry in state.log)
        lines = {code: rendered(state, code) for code in LANGUAGES}
        english_lines = [entry.english(state.players) for entry in state.log]
        assert lines["en"] == english_lines
        for code, said in lines.items():
            left = [line for line in said if "{" in line or "}" in line]
            assert not left, (code, left[:3])
            assert all(line.strip() for line in said), code
        if name in TRANSLATED:
            same = [a for a, b in zip(lines["en"], lines["es"], strict=True) if a == b]
            # A line of names and squares alone ("Blue (Ann)") may read the same in both.
            assert len(same) <= len(lines["en"]) // 20, same[:5]
            assert all(line.startswith("⟦") or "⟦" in line for line in lines[i18n.PSEUDO])


def test_seats_are_named_when_rendered_and_never_translated(language) -> None:
    from boardgames_rules.continental import messages as said

    line = said.END_TURN(player=seat(1), turn=3)
    assert english(line, ("Ann", "Rojo")) == "Rojo ends turn 3"
    i18n.use("es")
    assert render(line, ("Ann", "Bob")) == "Bob termina el turno 3"
    assert english(line) == "#2 ends turn 3"  # no table to name it: the seat's number


def test_a_line_saved_as_text_shows_as_written_in_every_language(language) -> None:
    old = LogEntry.model_validate({"text": "Ann rolls 3+4 = 7", "seat": 0, "private_to": None})
    for code in LANGUAGES:
        i18n.use(code)
        assert old.rendered(("Ann", "Bob")) == "Ann rolls 3+4 = 7"
    assert old.english(("Ann", "Bob")) == "Ann rolls 3+4 = 7"


def test_a_log_line_is_a_message_never_a_string() -> None:
    state = GAMES["continental"].new_game(("Ann", "Bob"), 1)
    with pytest.raises(TypeError):
        state.logged(cast(Any, "Ann wins"), seat=0)  # the mistake this guards against
    assert isinstance(state.logged(SAID(text="x"))["log"][-1].message, Message)


@pytest.mark.parametrize("path", sorted(SAVES.glob("*-before-messages.json")), ids=lambda p: p.stem)
def test_saves_from_before_messages_load_and_read_in_both_languages(path: Path, language) -> None:
    session = load_session(path)
    state = session.state
    english_lines = rendered(state, "en")
    spanish = rendered(state, "es")
    assert english_lines and len(spanish) == len(english_lines)
    if session.game.name in TRANSLATED:
        assert spanish != english_lines


@pytest.mark.parametrize(("name", "players"), cases())
def test_every_refusal_renders_in_every_language(name: str, players: int, language) -> None:
    """Actions legal earlier in a random game, tried later: each refusal renders whole."""
    game = GAMES[name]
    state = game.new_game(game.default_players(players), 3)
    chooser = random.Random(3)
    earlier: list = []
    refusals = 0
    while game.current_player(state) is not None:
        legal = game.legal_actions(state)
        for action in chooser.sample(earlier, min(len(earlier), 4)):
            rejection = game.validate(state, action)
            if rejection is None:
                continue
            refusals += 1
            last = rejection
            # A refusal of its own, never words kept as they were written (core.said).
            assert rejection.said.id.startswith(f"{name}."), rejection
            for code in LANGUAGES:
                i18n.use(code)
                shown = rejection.rendered()
                assert shown.strip() and "{" not in shown, (code, rejection)
            i18n.use(i18n.SOURCE)
            assert rejection.rendered() == rejection.message == str(rejection)
        earlier = (earlier + chooser.sample(legal, min(len(legal), 3)))[-40:]
        state = game.apply(state, chooser.choice(legal))
    assert refusals
    i18n.use("es")  # every game's refusals are messages of their own: Spanish differs
    assert last.rendered() != last.message
