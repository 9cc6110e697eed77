"""The hand-made models (``Frozen.model_copy``, ``copy_with``, ``log_entry``, ``rng._made``)
against pydantic's own.

Both set pydantic's slots (``__dict__``, ``__pydantic_fields_set__``, ``__pydantic_extra__``,
``__pydantic_private__``) directly, skipping pydantic's code; a pydantic release that adds or
renames a slot would give states that compare, hash, dump or pickle wrongly.  These tests are
what ``.ci/lowest`` runs on the lowest pydantic (and every other floor) the project allows.
"""

from __future__ import annotations

import copy
import pickle

from boardgames_rules.core.game import Frozen, LogEntry, copy_with, log_entry
from boardgames_rules.core.messages import SAID
from boardgames_rules.core.rng import Rng
from pydantic import BaseModel


class Board(Frozen):
    name: str
    cells: tuple[int, ...] = ()
    log: tuple[LogEntry, ...] = ()


def same_model(ours: BaseModel, theirs: BaseModel) -> None:
    assert ours == theirs and hash(ours) == hash(theirs)
    assert ours.model_dump() == theirs.model_dump()
    assert ours.model_dump_json() == theirs.model_dump_json()
    assert ours.model_fields_set == theirs.model_fields_set
    assert ours.__pydantic_extra__ == theirs.__pydantic_extra__
    assert ours.__pydantic_private__ == theirs.__pydantic_private__
    assert pickle.loads(pickle.dumps(ours)) == theirs
    assert copy.deepcopy(ours) == theirs
    assert type(ours).model_validate(ours.model_dump()) == theirs


def test_frozen_copy_is_pydantics_copy() -> None:
    board = Board(name="b", cells=(1, 2))
    same_model(board.model_copy(), BaseModel.model_copy(board))
    update = {"cells": (3,), "log": (LogEntry(text="x"),)}
    ours = board.model_copy(update=update)
    same_model(ours, BaseModel.model_copy(board, update=update))
    assert ours.model_fields_set == {"name", "cells", "log"}
    assert board.cells == (1, 2)  # the original is untouched


def test_frozen_copy_stays_frozen() -> None:
    copied = Board(name="b").model_copy(update={"name": "c"})
    try:
        copied.name = "d"  # type: ignore[misc]
    except Exception as err:  # pydantic's ValidationError for a frozen instance
        assert "frozen" in str(err).lower()
    else:
        raise AssertionError("a copied state could be changed in place")


def test_rng_draws_are_real_rngs() -> None:
    _, drawn = Rng.from_seed(7).next_u64()
    same_model(drawn, Rng(state=drawn.state))
    again, _ = drawn.next_u64()
    assert again == Rng(state=drawn.state).next_u64()[0]


def test_copy_with_is_pydantics_copy() -> None:
    board = Board(name="b", cells=(1, 2))
    update = {"cells": (3,), "log": (LogEntry(text="x"),)}
    ours = copy_with(board, update)
    same_model(ours, BaseModel.model_copy(board, update=update))
    assert ours.model_fields_set == {"name", "cells", "log"}
    assert copy_with(ours, {"name": "c"}).model_fields_set == {"name", "cells", "log"}
    assert board.cells == (1, 2) and board.model_fields_set == {"name", "cells"}


def test_log_entries_are_pydantics() -> None:
    said = SAID(text="Athens passes.")
    made = log_entry(said, 0, None)
    same_model(made, LogEntry(message=said, seat=0, private_to=None))
