"""Issue 43: a game's end reason names its players by seat, never by a name kept in words.

The reason is a message whose players are seats (``core.messages.seat``): it is rendered with
the table's names in the language on screen, so the same reason reads in English and in
Spanish, and no player's name is stored in a message (Continental logs its reason).  A save
written when the reason held the names as text still loads, and reads as it did.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.game import GameState
from boardgames_rules.core.messages import SEAT, Message, english, render

from boardgames_tui.storage import load_session

SAVES = Path(__file__).parent / "fixtures" / "saves"
NAMES = ("Zoë", "Ibai", "Wanda", "Quim", "Xenia", "Yuri")  # in no template of any game


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.use(i18n.SOURCE)


def finished(name: str, players: int, seed: int) -> GameState:
    game = GAMES[name]
    state = game.new_game(NAMES[:players], seed)
    chooser = random.Random(seed)
    while game.current_player(state) is not None:
        state = game.apply(state, chooser.choice(game.legal_actions(state)))
    return state


def texts_and_seats(message: Message) -> tuple[list[str], list[int]]:
    """Every text parameter in ``message`` and the messages within it, and every seat."""
    texts: list[str] = []
    seats: list[int] = []

    def walk(value: object) -> None:
        if isinstance(value, Message):
            if value.id == SEAT:
                number = value.params["seat"]
                assert isinstance(number, int)
                seats.append(number)
            for inner in value.params.values():
                walk(inner)
        elif isinstance(value, tuple):
            for inner in value:
                walk(inner)
        elif isinstance(value, str):
            texts.append(value)

    walk(message)
    return texts, seats


def cases() -> list[tuple[str, int, int]]:
    return [
        (name, players, seed)
        for name, game in sorted(GAMES.items())
        if name != "polis"  # Polis's reason names the sides (Athens, Sparta), not players
        for players in range(game.min_players, game.max_players + 1)
        for seed in (1, 2)
    ]


@pytest.mark.parametrize(("name", "players", "seed"), cases())
def test_the_reason_names_seats_and_reads_with_the_tables_names(
    name: str, players: int, seed: int, language
) -> None:
    game = GAMES[name]
    state = finished(name, players, seed)
    outcome = game.outcome(state)
    assert outcome is not None
    texts, seats = texts_and_seats(outcome.reason)
    assert not [t for t in texts if any(n in t for n in NAMES)], texts  # no name is kept
    assert set(outcome.winners) <= set(seats) or len(outcome.winners) > 1
    english_said = english(outcome.reason, state.players)
    for code in ("en", "es", i18n.PSEUDO):
        i18n.use(code)
        said = render(outcome.reason, state.players)
        assert all(state.players[s] in said for s in seats), (code, said)
        assert "#" not in said and "{" not in said, (code, said)  # every seat named
        if code == "en":
            assert said == english_said
        else:
            assert said != english_said, code  # read in the language on screen
        if name == "continental":  # the log's game-over line re-renders the same way
            assert said in state.log[-1].rendered(state.players)
    # Another table's names: the same stored reason, other names (nothing baked in).
    others = state.players[1:] + state.players[:1]
    assert english(outcome.reason, others) != english_said


def test_a_save_whose_reason_holds_the_names_as_text_loads_and_reads_as_before(language) -> None:
    path = SAVES / "continental-over-names-in-reason.json"
    stored = json.loads(path.read_text())["snapshot"]["log"][-1]["message"]
    assert stored["params"]["reason"]["params"]["winner"] == "Ann"  # names, as text
    session = load_session(path)
    state = session.state
    assert session.over
    outcome = session.game.outcome(state)
    assert outcome is not None
    line = "Game over. " + english(outcome.reason, state.players)
    assert line == "Game over. Bob has no People and no Moral left: Ann wins by elimination."
    assert state.log[-1].english(state.players) == line  # the replayed log: seats
    old = session.game.load_state(json.loads(path.read_text())["snapshot"])
    assert old.log[-1].english(old.players) == line  # the saved log: names as text
    i18n.use("es")
    spanish = render(outcome.reason, state.players)
    assert "Ann" in spanish and "Bob" in spanish and spanish not in line
    assert old.log[-1].rendered(old.players) == state.log[-1].rendered(state.players)
