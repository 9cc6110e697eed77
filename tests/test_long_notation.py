"""Leading zeros and very long lines: every game's ``parse_action`` reads or refuses them with
MalformedAction, never another error (``int()``'s 4,300-digit limit counts leading zeros too),
and ``run`` refuses such a line with a bounded echo.  How fast a refusal is: measured by
``bench/long_notation.py``, held under 50 ms by ``tests/test_refusal_time.py``."""

from __future__ import annotations

import pytest
from boardgames_rules.core import MalformedAction
from boardgames_rules.core.errors import IllegalAction
from boardgames_rules.core.numbers import MAX_ACTION_CHARS, read_number
from boardgames_rules.registry import GAMES
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from boardgames_tui import cli
from tests.test_notation_fuzz import STATES, _legal_texts

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@given(zeros=st.integers(0, 20_000), value=st.integers(0, 9999))
@example(zeros=5000, value=7)
def test_leading_zeros_never_reach_int_past_its_limit(zeros: int, value: int) -> None:
    assert read_number("x", "0" * zeros + str(value)) == value


def pad_first_number(text: str, zeros: int) -> str:
    at = next((i for i, c in enumerate(text) if c.isascii() and c.isdigit()), None)
    return text + " " + "0" * zeros + "1" if at is None else text[:at] + "0" * zeros + text[at:]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_leading_zeros_read_as_the_number_or_are_refused(name: str) -> None:
    game = GAMES[name]

    @FUZZ
    @given(
        state=st.sampled_from(STATES[name]),
        text=st.sampled_from(_legal_texts(name)),
        zeros=st.one_of(st.integers(0, 40), st.integers(0, 1_000_000)),
    )
    @example(state=STATES[name][0], text=_legal_texts(name)[0], zeros=5000)
    def check(state, text: str, zeros: int) -> None:
        padded = pad_first_number(text, zeros)
        try:
            game.parse_action(state, padded)
        except MalformedAction as refusal:
            assert len(refusal.reason) < 200
        except IllegalAction:
            pass  # read, but not legal in this state

    check()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_very_long_line_is_refused_as_malformed(name: str) -> None:
    game = GAMES[name]
    pieces = st.sampled_from(["-", "->", "1", "0", " ", "x", "a", ",", "c3", "row ", "\x00", "…"])

    @FUZZ
    @given(
        state=st.sampled_from(STATES[name]),
        piece=st.one_of(pieces, st.sampled_from(_legal_texts(name))),
        length=st.integers(MAX_ACTION_CHARS + 1, 1_000_000),
    )
    @example(state=STATES[name][0], piece="-", length=1_000_000)
    def check(state, piece: str, length: int) -> None:
        text = (piece * (length // len(piece) + 1))[:length]
        with pytest.raises(MalformedAction, match="too long for an action") as refusal:
            game.parse_action(state, text)
        assert len(str(refusal.value)) < 300  # a bounded prefix is quoted, not the line

    check()


def test_run_refuses_a_megabyte_line_and_echoes_a_bounded_prefix(capsys, monkeypatch) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("\n" + "0" * 1_000_000 + "1\n"))
    code = cli.main(["run", "simplicity", "--players", "2", "--seed", "3", "--moves", "-"])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("line 2: 000") and len(err) < 400
