"""Any text typed as an action either parses or is refused with MalformedAction.

The UI, ``run --moves`` and the replay viewer all rely on this: a different exception from
``parse_action`` would end the app or the command with a traceback.
"""

from __future__ import annotations

import pytest
from boardgames_rules.core import MalformedAction
from boardgames_rules.registry import GAMES
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LONG_NUMBER = "9" * 5000
# Digits that str.isdigit() or \d accept but that are not ASCII: superscript, Arabic-Indic,
# Devanagari, fullwidth, circled.
ODD_DIGITS = "³²¹٣٤۵३४１２①"


def _states(game):
    """A few states along a game, so phase-dependent readings (Simplicity's bare row) occur."""
    state = game.new_game([f"P{i}" for i in range(game.min_players)], seed=7)
    states = [state]
    for _ in range(40):
        legal = game.legal_actions(state)
        if not legal or game.outcome(state) is not None:
            break
        state = game.apply(state, legal[len(legal) // 2])
        states.append(state)
    return states


STATES = {name: _states(game) for name, game in GAMES.items()}


def _legal_texts(name: str) -> list[str]:
    game = GAMES[name]
    return sorted(
        {game.format_action(s, a) for s in STATES[name] for a in game.legal_actions(s)[:30]}
    )


def _mutations(name: str):
    """Real notation with a digit swapped for an odd one, a number blown up, or junk added."""
    base = st.sampled_from(_legal_texts(name))

    def swap_digit(text: str, odd: str) -> str:
        at = next((i for i, c in enumerate(text) if c.isascii() and c.isdigit()), None)
        return text + odd if at is None else text[:at] + odd + text[at + 1 :]

    def grow_number(text: str, digits: str) -> str:
        at = next((i for i, c in enumerate(text) if c.isascii() and c.isdigit()), None)
        return text + " " + digits if at is None else text[:at] + digits + text[at + 1 :]

    return st.one_of(
        st.builds(swap_digit, base, st.sampled_from(ODD_DIGITS)),
        st.builds(grow_number, base, st.sampled_from(["0" * 30 + "3", "12345", LONG_NUMBER])),
        st.builds(lambda t, junk: t + junk, base, st.text(max_size=8)),
        st.builds(lambda t: "-" + t, base),
    )


def _hostile(name: str):
    words = st.sampled_from(["->", "-", "x", " ", "silver", "metal", "row", "demolish", "M"])
    return st.one_of(
        st.text(max_size=40),
        st.text(alphabet="0123456789 " + ODD_DIGITS + "abcx-", max_size=30),
        st.lists(st.one_of(words, st.text(max_size=4)), max_size=8).map(" ".join),
        _mutations(name),
    )


@pytest.mark.parametrize("name", sorted(GAMES))
def test_any_text_parses_or_is_malformed(name: str) -> None:
    game = GAMES[name]

    @FUZZ
    @given(state=st.sampled_from(STATES[name]), text=_hostile(name))
    @example(state=STATES[name][0], text="3 c" + LONG_NUMBER)
    @example(state=STATES[name][0], text="c3xc4 " + LONG_NUMBER)
    @example(state=STATES[name][0], text="hoplites Athinai ２ metal")
    @example(state=STATES[name][0], text="hoplites Athinai ³ metal")
    @example(state=STATES[name][0], text="phoros " + LONG_NUMBER)
    @example(state=STATES[name][0], text="stats I" + LONG_NUMBER + " E1 G2 Q3")
    def check(state, text: str) -> None:
        try:
            game.parse_action(state, text)
        except MalformedAction as refusal:
            assert refusal.reason  # the player is told why
            assert LONG_NUMBER not in refusal.reason  # and a pasted wall is not echoed

    check()


@pytest.mark.parametrize(
    ("name", "text", "reason"),
    [
        ("simplicity", "3 c" + "9" * 500, "too large"),
        ("continental", "c3xc4 " + "9" * 500, "too large"),
        ("simplicity", "3 c" + LONG_NUMBER, "too long for an action"),
        ("continental", "c3xc4 " + LONG_NUMBER, "too long for an action"),
        ("polis", "hoplites Athinai ٢ metal", "not a number"),
        ("polis", "hoplites Athinai -2 metal", "negative"),
    ],
)
def test_a_bad_number_is_named_in_the_refusal(name: str, text: str, reason: str) -> None:
    game = GAMES[name]
    with pytest.raises(MalformedAction, match=reason):
        game.parse_action(STATES[name][0], text)
