"""Issue 43: random games of every game and player count, played while rendering each
position's prompt, what the typed line refuses and the end reason in Spanish and in the
pseudo-language: no parameter missing, no error, no placeholder left unfilled.

The log lines and the rules' refusals of earlier legal actions are rendered the same way in
tests/test_log_messages.py.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import MalformedAction, i18n
from boardgames_rules.core.messages import render

LANGUAGES = ("es", i18n.PSEUDO)
# Positions whose typed line is tried, one in so many (every one would be slow for Utopia).
TYPED_EVERY = 7


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.use(i18n.SOURCE)


def cases() -> list[tuple[str, int]]:
    return [
        (name, players)
        for name, game in sorted(GAMES.items())
        for players in range(game.min_players, game.max_players + 1)
    ]


def whole(text: str) -> bool:
    """Said, and with every placeholder filled ("{player}" left means a parameter missed)."""
    return bool(text.strip()) and "{" not in text and "}" not in text


def typed_lines(game, state, legal: list, chooser: random.Random) -> list[str]:
    """Lines a player might type that the game refuses, or reads: nonsense, a legal action's
    notation cut short or with a word too many, and that action in the language's words."""
    notation = game.format_action(state, chooser.choice(legal))
    verb, *rest = notation.split()
    return ["zzz", verb if rest else f"{verb} zzz", f"{notation} 9999 zzz", notation]


def refusal_of(game, state, text: str) -> str | None:
    """What the typed line says to ``text``: the notation's or the rules' refusal, or None."""
    try:
        action = game.read_typed(state, text)
    except MalformedAction as refused:
        return refused.reason
    rejection = game.validate(state, action)
    return None if rejection is None else rejection.rendered()


@pytest.mark.parametrize(("name", "players"), cases())
def test_every_prompt_refusal_and_end_reason_renders_in_spanish(
    name: str, players: int, language
) -> None:
    game = GAMES[name]
    chooser = random.Random(players)
    state = game.new_game(game.default_players(players), players)
    prompts: dict[str, list[str]] = {"en": [], **{code: [] for code in LANGUAGES}}
    refusals = 0
    for turn in range(10_000):
        if game.current_player(state) is None:
            break
        legal = game.legal_actions(state)
        lines = typed_lines(game, state, legal, chooser) if turn % TYPED_EVERY == 0 else []
        for code in ("en", *LANGUAGES):
            i18n.use(code)
            prompts[code].append(game.prompt(state))
            for text in lines:
                said = refusal_of(game, state, text)
                if said is not None:
                    refusals += 1
                    assert whole(said), (code, text, said)
        state = game.apply(state, chooser.choice(legal))
    i18n.use(i18n.SOURCE)
    outcome = game.outcome(state)
    assert outcome is not None and refusals
    for code in LANGUAGES:
        said = prompts[code]
        assert all(whole(prompt) for prompt in said), (code, [p for p in said if not whole(p)])
        i18n.use(code)
        reason = render(outcome.reason, state.players)
        assert whole(reason), (code, reason)
    assert all("⟦" in prompt for prompt in prompts[i18n.PSEUDO])
    # Spanish reads differently; a prompt of a name and a square alone may read the same.
    same = [a for a, b in zip(prompts["en"], prompts["es"], strict=True) if a == b]
    assert len(same) <= len(prompts["en"]) // 20, same[:5]
