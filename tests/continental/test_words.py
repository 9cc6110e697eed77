"""Continental's words on screen in Spanish (issue 43): every prompt, Providence label, cost,
piece name and period a random game computes reads the seed's words, with no English left."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from boardgames_rules.continental import labels
from boardgames_rules.continental.game import GAME
from boardgames_rules.core import i18n
from boardgames_rules.core.session import Session

# English words the Spanish screens must not show (player names and notation aside).
ENGLISH = re.compile(
    r"\b(People|Resources|Territory|Church|School|Farm|Barracks|Army|Tower|City|Providence|"
    r"Military|Prosperity|roll|turn|build|recruit|move|attack|nothing|assign|must|answer|"
    r"direct battle|skirmish|dice)\b"
)


@pytest.fixture
def spanish() -> Iterator[None]:
    i18n.use("es")
    try:
        yield
    finally:
        i18n.use("en")


def test_a_random_game_computes_its_words_in_spanish(spanish) -> None:
    session = Session.start(GAME, GAME.default_players(2), seed=3)
    rng = random.Random(3)
    seen: set[str] = set()
    while not session.over and len(session.actions) < 400:
        view = GAME.view(session.state, None)
        words = [view.prompt, view.providence_label, GAME.period(view), GAME.progress(view)[0]]
        words += [c for c in view.costs if c]
        words += [s.piece_name for s in view.squares if s.piece_name]
        if view.pending is not None:
            words.append(view.pending.kind_name)
            words.append(labels.attack_line(view.pending.target, 1, view.pending.kind))
        if view.result is None:  # the end reason is a message (its own catalogue entry)
            for text in words:
                assert not ENGLISH.search(text), text
        seen.update(words)
        session.play(rng.choice(GAME.legal_actions(session.state)))
    joined = " ".join(seen)
    for word in ("Personas", "Recursos", "Providencia", "turno", "Azul"):
        assert word in joined, word


def test_the_words_follow_the_language_on_screen() -> None:
    state = GAME.new_game(GAME.default_players(2), seed=1)
    english = GAME.prompt(state)
    assert english == "Blue: assign the stats 1-4 to I (Church), E (School), G (Farm), Q (Barracks)"
    i18n.use("es")
    try:
        assert (
            GAME.prompt(state)
            == "Blue: asigna los Stats 1-4 a I Iglesia, E Escuela, G Granja, Q Cuartel"
        )
        assert labels.providence_label(6, ("Q",), "Military") == "Fase Militar (Providencia 6)"
        assert labels.providence_label(2, ("G",), None) == "Providencia 2 (Granja)"
        assert labels.price(1, 0, 2) == "-1 Personas, -2 Recursos"
        assert labels.period(3) == "turno 3"
    finally:
        i18n.use("en")
    assert GAME.prompt(state) == english
