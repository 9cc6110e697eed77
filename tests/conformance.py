"""Random play through any game, shared by the conformance suite and the benchmarks, and the
contract every game keeps along the way."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from boardgames_rules.core import Game, GameState, IllegalAction, Rng

# A random game that has not ended after this many decisions is a bug (an endless loop).
MAX_DECISIONS = 20_000
# How many of a position's legal actions get the expensive per-action checks.
SAMPLED_ACTIONS = 4
# How many actions listed at the decision before, and not legal now, must be refused.
SAMPLED_ILLEGAL = 4


def random_game(game: Game, players: int, seed: int) -> Iterator[tuple[GameState, object]]:
    """Yield (state, chosen action) pairs of a seeded random game until it ends."""
    chooser = random.Random(seed)
    state = game.new_game(game.default_players(players), seed)
    for _ in range(MAX_DECISIONS):
        if game.current_player(state) is None:
            return
        action = chooser.choice(game.legal_actions(state))
        yield state, action
        state = game.apply(state, action)
    raise AssertionError(f"{game.name} with {players} players, seed {seed}: no end in sight")


def final_state(game: Game, players: int, seed: int) -> tuple[GameState, list[str]]:
    notation: list[str] = []
    state = None
    for state, action in random_game(game, players, seed):
        notation.append(game.format_action(state, action))
    state = game.new_game(game.default_players(players), seed)
    for text in notation:
        state = game.apply(state, game.parse_action(state, text))
    return state, notation


def unmemoized(game: Game, state: Any) -> Any:
    """A state equal to ``state`` that shares no object with it.

    The engines remember what they last listed or worked out by the identity of the state
    (``LegalMemo``: ``validate`` accepts a listed action without checking it) or of its
    fields (Polis's option caches, keyed on ``s.hoplites``, ``s.poleis``...).  A
    ``model_copy`` is a new state around the same fields, so only the first is defeated; a
    state read back from its JSON is new all the way down, and nobody has listed its actions:
    ``validate`` makes every check on it.  Only its log is shared: no rule reads the log, and
    reading a long game's log back is most of the time this takes.
    """
    bare = state.model_copy(update={"log": ()})
    return game.load_state(bare.model_dump(mode="json")).model_copy(update={"log": state.log})


def checked_apply(game: Game, state: Any, action: Any, fresh: Any = None) -> Any:
    """``game.apply(state, action)`` for an action just listed for ``state`` (the usual path,
    which the memo may shorten), checked: the full checks accept ``action`` on a fresh copy
    of the state, and applying it there gives the same state.  ``fresh``: that copy, if made
    already (the rules never list a state's actions while checking or applying, so one copy
    serves many actions)."""
    fresh = unmemoized(game, state) if fresh is None else fresh
    rejection = game.validate(fresh, action)
    assert rejection is None, f"legal action rejected by the full checks: {action} ({rejection})"
    after = game.apply(state, action)
    again = game.apply(fresh, action)
    # The log so far is kept as it was (a tuple compares its shared entries by identity, in
    # no time), and the rest compared as JSON: pydantic's ``==`` walks the nested models in
    # Python, ten times slower, and a long game's log is most of its JSON.
    old = len(state.log)
    assert after.log[:old] == state.log and again.log[:old] == fresh.log, (
        f"{action}: applying it rewrote the log before it"
    )
    assert news(again, old) == news(after, old), (
        f"{action}: applied after the full checks, it gives another state"
    )
    return after


def news(state: Any, old: int) -> str:
    """``state`` as JSON, without the first ``old`` lines of its log."""
    return state.model_copy(update={"log": state.log[old:]}).model_dump_json()


def must_refuse(game: Game, fresh: Any, action: Any) -> None:
    """``action`` is not legal in ``fresh`` (a state nobody listed): the checks refuse it, and
    so does ``apply``."""
    assert game.validate(fresh, action) is not None, f"illegal action accepted: {action}"
    try:
        game.apply(fresh, action)
    except IllegalAction:
        return
    raise AssertionError(f"illegal action applied: {action}")


def check_random_game(game: Game, players: int, seed: int) -> None:
    """Play a seeded random game to its end and check the shared contract at each decision;
    raises AssertionError at the first breach.

    Every check of an action runs on a fresh copy of the state (:func:`unmemoized`), so a
    game whose full checks refuse (or accept) everything fails here even though the list
    it just made would answer for it.
    """
    sampler = random.Random(seed * 7919)
    decisions = 0
    state = chosen = None
    earlier: list = []  # the actions listed at the decision before
    for state, chosen in random_game(game, players, seed):
        decisions += 1
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        assert legal, "a game that is not over always offers an action"
        before = state.model_dump_json()
        fresh = unmemoized(game, state)
        for action in sampler.sample(legal, min(SAMPLED_ACTIONS, len(legal))) + [chosen]:
            text = game.format_action(state, action)
            assert game.parse_action(state, text) == action, f"notation {text!r} round trip"
            game.legal_actions(state)  # as the app does: the list, then ``apply``
            checked_apply(game, state, action, fresh)
        listed = set(legal)
        illegal = [a for a in earlier if a not in listed]
        for action in sampler.sample(illegal, min(SAMPLED_ILLEGAL, len(illegal))):
            must_refuse(game, fresh, action)
        earlier = legal
        assert state.model_dump_json() == before, "validate/apply changed their input"
        if decisions % 7 == 0:
            assert game.load_state(json.loads(before)) == state, "state JSON round trip"
            view = game.view(state, seat)
            assert "rng" not in view.model_dump(), "a view must not reveal future dice"
            for looker in range(players):
                other = game.determinize(state, looker, Rng.from_seed(decisions))
                assert game.view(other, looker) == game.view(state, looker), (
                    f"seat {looker}'s view depends on something hidden from it"
                )
    assert state is not None
    final = game.apply(state, chosen)
    assert game.current_player(final) is None
    assert game.legal_actions(final) == []
    outcome = game.outcome(final)
    assert outcome is not None and outcome.reason
    assert {s.seat for s in outcome.scores} == set(range(players))
    assert set(outcome.winners) <= set(range(players))
    # Whether determinize really resamples hidden cards is proved by each game's own privacy
    # tests: random play may never reach them (Polis hands exist only during battles).
