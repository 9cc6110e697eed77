"""Whose decision it is, which actions are legal, and why an action is not."""

from __future__ import annotations

from itertools import permutations

from rules.continental.actions import (
    Action,
    AssignStats,
    Attack,
    Build,
    Defend,
    EndTurn,
    MakeCity,
    MakeTower,
    Move,
    Recruit,
    Roll,
    Yield,
)
from rules.continental.board import NAMES, ORTHOGONAL, SQUARE_COUNT
from rules.continental.checks import (
    Context,
    Problem,
    attack_kind,
    check_attack,
    check_build,
    check_city,
    check_defence,
    check_move,
    check_recruit,
    check_tower,
    square_index,
)
from rules.continental.data import (
    MILITARY,
    MORAL_RANGE,
    PROSPERITY,
    STAT_VALUES,
    buildable_structures,
    stats_are_valid,
)
from rules.continental.state import ContinentalState
from rules.core import Rejection

ALL_STATS: tuple[AssignStats, ...] = tuple(
    AssignStats(values=p)  # type: ignore[arg-type]
    for p in permutations(STAT_VALUES)
)


def current_player(state: ContinentalState) -> int | None:
    if state.phase == "over":
        return None
    if state.phase == "defend":
        return 1 - state.active
    return state.active


# -- legal actions ---------------------------------------------------------------------------
def legal_actions(state: ContinentalState) -> list[Action]:
    phase = state.phase
    if phase == "setup":
        return list(ALL_STATS)
    if phase == "roll":
        return [Roll()]
    if phase == "defend":
        answers: list[Action] = [
            Defend(means=means)
            for means in ("people", "resources")
            if check_defence(state, means) is None
        ]
        return answers + [Yield()]
    if phase == "actions":
        return _turn_actions(Context(state))
    return []


def _turn_actions(ctx: Context) -> list[Action]:
    state = ctx.state
    out: list[Action] = []
    for structure in buildable_structures(state.providence, ctx.player.stat_values):
        for square in sorted(ctx.near_city):
            if check_build(ctx, structure, square) is None:
                out.append(Build(structure=structure, square=NAMES[square]))
    if state.providence == MILITARY:
        for square in sorted(ctx.muster):
            if check_recruit(ctx, square) is None:
                out.append(Recruit(square=NAMES[square]))
    for square in range(SQUARE_COUNT):
        if state.owner[square] != ctx.seat:
            continue
        piece = state.piece[square]
        if piece == "A":
            if state.providence == MILITARY and check_tower(ctx, square) is None:
                out.append(MakeTower(square=NAMES[square]))
            if square not in state.moved:
                out.extend(_army_actions(ctx, square))
        elif piece == "T" and state.providence == PROSPERITY:
            if check_city(ctx, square) is None:
                out.append(MakeCity(square=NAMES[square]))
    out.append(EndTurn())
    return out


def _paths_from(origin: int) -> list[tuple[int, ...]]:
    paths: list[tuple[int, ...]] = []
    for first in ORTHOGONAL[origin]:
        paths.append((origin, first))
        paths.extend((origin, first, second) for second in ORTHOGONAL[first] if second != origin)
    return paths


def _army_actions(ctx: Context, origin: int) -> list[Action]:
    state = ctx.state
    out: list[Action] = []
    for path in _paths_from(origin):
        names = tuple(NAMES[s] for s in path)
        target = path[-1]
        if state.owner[target] in (None, ctx.seat):
            if check_move(ctx, path) is None:
                out.append(Move(path=names))
            continue
        least, most = MORAL_RANGE[attack_kind(state, target)]
        if check_attack(ctx, path, least) is None:
            top = min(most, ctx.player.moral)
            out.extend(Attack(path=names, moral=m) for m in range(least, top + 1))
    return out


def actions_at(state: ContinentalState, square: str) -> list[Action]:
    """The legal actions that start from or aim at ``square`` (for the screen's cursor)."""
    return [a for a in legal_actions(state) if square in touched_squares(a)]


def touched_squares(action: Action) -> tuple[str, ...]:
    """The squares an action starts from or aims at: a build's square, a path's two ends."""
    if isinstance(action, Move | Attack):
        return (action.path[0], action.path[-1])
    square = getattr(action, "square", None)
    return (square,) if square else ()


# -- validation ------------------------------------------------------------------------------
def validate(state: ContinentalState, action: Action) -> Rejection | None:
    problem = _problem(state, action)
    return None if problem is None else Rejection(rule=problem[0], message=problem[1])


def _problem(state: ContinentalState, action: Action) -> Problem | None:
    phase = state.phase
    if phase == "over":
        return "game-over", "the game is over"
    seat = current_player(state)
    assert seat is not None
    name = state.players[seat]
    if phase == "setup":
        if not isinstance(action, AssignStats):
            return "setup", f"{name} must first assign the stats I, E, G, Q"
        if not stats_are_valid(action.values):
            values = " ".join(str(v) for v in action.values)
            return "stats", f"the stats must be 1, 2, 3 and 4, each once, not {values}"
        return None
    if phase == "defend":
        return _answer_problem(state, action, name)
    if phase == "roll":
        if isinstance(action, Roll):
            return None
        return "roll-first", f"{name} must roll the dice first"
    return _turn_problem(Context(state), action)


def _answer_problem(state: ContinentalState, action: Action, name: str) -> Problem | None:
    if isinstance(action, Defend):
        return check_defence(state, action.means)
    if isinstance(action, Yield):
        return None
    assert state.pending is not None
    target = NAMES[state.pending.target]
    return "answer-first", f"{name} must first answer the attack on {target}"


def _turn_problem(ctx: Context, action: Action) -> Problem | None:
    if isinstance(action, EndTurn):
        return None
    if isinstance(action, Roll):
        return "already-rolled", f"{ctx.name} has already rolled this turn"
    if isinstance(action, AssignStats):
        return "stats-set", "the stats are assigned once, before the first roll"
    if isinstance(action, Defend | Yield):
        return "no-attack", "there is no attack to answer"
    if isinstance(action, Move | Attack):
        path: list[int] = []
        for name in action.path:
            index = square_index(name)
            if isinstance(index, tuple):
                return index
            path.append(index)
        if isinstance(action, Move):
            return check_move(ctx, tuple(path))
        return check_attack(ctx, tuple(path), action.moral)
    index = square_index(action.square)
    if isinstance(index, tuple):
        return index
    if isinstance(action, Build):
        return check_build(ctx, action.structure, index)
    if isinstance(action, Recruit):
        return check_recruit(ctx, index)
    if isinstance(action, MakeTower):
        return check_tower(ctx, index)
    return check_city(ctx, index)
