"""Damaged save files, generated: each is refused with a SaveError and left byte-identical."""

from __future__ import annotations

import json
from pathlib import Path

from boardgames_rules.core.save import SaveError, dump_save, replay
from boardgames_rules.core.session import Session
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from boardgames_tui.storage import Storage, load_file
from tests.toy_game import PEBBLES

GAMES = {"pebbles": PEBBLES}
GOOD = dump_save(Session.start(PEBBLES, ("Ann", "Bob"), seed=9).to_save())
HEADER = json.loads(GOOD)
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Values of every wrong type and range, including the hostile ones.
WRONG = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.just(int("9" * 300)),
    st.floats(allow_nan=False),
    st.text(max_size=20),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=3),
    st.just("bogus"),
)


def refused_untouched(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "saves" / "fuzz.json"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(data)
    try:
        replay(load_file(path), GAMES)
    except SaveError:
        pass
    else:
        # Only a change that leaves an equivalent valid save may load (e.g. a flipped space).
        assert json.loads(data) is not None
    # The listing never raises either, and nothing is rewritten.
    Storage(tmp_path, GAMES).list_saves()
    assert path.read_bytes() == data


@FAST
@given(cut=st.integers(min_value=0, max_value=len(GOOD.rstrip()) - 1))  # the newline is optional
def test_a_truncated_save_is_refused(tmp_path_factory, cut: int) -> None:
    tmp = tmp_path_factory.mktemp("cut")
    path = tmp / "t.json"
    path.write_bytes(GOOD.encode()[:cut])
    try:
        load_file(path)
        raise AssertionError("a truncated save loaded")
    except SaveError:
        pass
    assert path.read_bytes() == GOOD.encode()[:cut]


@FAST
@given(flips=st.lists(st.tuples(st.integers(0, len(GOOD) - 1), st.integers(0, 255)), max_size=4))
def test_flipped_bytes_never_raise_anything_but_a_save_error(tmp_path_factory, flips) -> None:
    data = bytearray(GOOD.encode())
    for at, byte in flips:
        data[at] = byte
    refused_untouched(tmp_path_factory.mktemp("flip"), bytes(data))


@FAST
@given(field=st.sampled_from(sorted(HEADER)), value=WRONG)
def test_a_wrong_header_value_is_refused(tmp_path_factory, field: str, value) -> None:
    raw = dict(HEADER, **{field: value})
    if raw[field] == HEADER[field] or (field == "saved_at" and value == ""):
        return  # not a change
    if field == "generation" and type(value) is int and 0 <= value < 2**64:
        return  # another count of writes: as valid as the first
    tmp = tmp_path_factory.mktemp("field")
    path = tmp / "saves" / "f.json"
    path.parent.mkdir()
    data = json.dumps(raw).encode()
    path.write_bytes(data)
    try:
        replay(load_file(path), GAMES)
        loaded = True
    except SaveError:
        loaded = False
    # A different date of saving is still a valid save; anything else must be refused.
    assert not loaded or field == "saved_at", (field, value)
    assert path.read_bytes() == data


@FAST
@given(
    depth=st.integers(min_value=40, max_value=200_000),
    digits=st.integers(min_value=4301, max_value=20_000),
    where=st.sampled_from(["snapshot", "options", "seed", "actions"]),
    kind=st.sampled_from(["nest", "digits"]),
)
def test_deep_nesting_and_huge_numbers_are_refused(tmp_path_factory, depth, digits, where, kind):
    filler = "[" * depth + "]" * depth if kind == "nest" else "9" * digits
    data = GOOD.replace(f'"{where}": ', f'"{where}": {filler}, "x{where}": ', 1).encode()
    tmp = tmp_path_factory.mktemp("deep")
    path = tmp / "saves" / "d.json"
    path.parent.mkdir()
    path.write_bytes(data)
    try:
        replay(load_file(path), GAMES)
        raise AssertionError("a damaged save loaded")
    except SaveError:
        pass
    assert path.read_bytes() == data


def test_a_file_too_large_to_be_a_save_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(64 * 1024 * 1024)  # sparse: no memory, no disk
    try:
        load_file(path)
        raise AssertionError("a 64 MB file loaded")
    except SaveError as err:
        assert "more than a save can hold" in str(err)
