"""Whose decision it is, which actions are legal, and why an action is not."""

from __future__ import annotations

from functools import cache
from itertools import permutations

from boardgames_rules.continental import messages as said
from boardgames_rules.continental.actions import (
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
from boardgames_rules.continental.board import NAMES, ORTHOGONAL, ORTHOGONAL_SETS, SQUARE_COUNT
from boardgames_rules.continental.checks import (
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
from boardgames_rules.continental.data import (
    MAX_STEPS,
    MILITARY,
    MORAL_RANGE,
    PROSPERITY,
    STAT_VALUES,
    buildable_structures,
    stats_are_valid,
    structure_cost,
)
from boardgames_rules.continental.state import ContinentalState
from boardgames_rules.core import Rejection
from boardgames_rules.core.memo import holds, put_legal

ALL_STATS: tuple[AssignStats, ...] = tuple(
    AssignStats(values=(i, e, g, q)) for i, e, g, q in permutations(STAT_VALUES)
)


def current_player(state: ContinentalState) -> int | None:
    if state.phase == "over":
        return None
    if state.phase == "defend":
        return 1 - state.active
    return state.active


# -- legal actions ---------------------------------------------------------------------------
# ``legal_actions`` keeps its list in the state's Memo (``put_legal``): ``validate`` accepts
# an action found there without checking it again.


def legal_actions(state: ContinentalState) -> list[Action]:
    actions = _legal_actions(state)
    put_legal(state, actions)
    return list(actions)


def _legal_actions(state: ContinentalState) -> list[Action]:
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
    owner, pieces, seat, player = state.owner, state.piece, ctx.seat, ctx.player
    for structure in buildable_structures(state.providence, player.stat_values):
        # check_build(ctx, structure, square) for a square next to an own City, whose
        # providence test passes (the structure is buildable): the rest of its tests.
        people, resources = structure_cost(ctx.counts[structure])
        if player.people < people or player.moral < 0 or player.resources < resources:
            continue
        for square in sorted(ctx.near_city):
            if owner[square] == seat and pieces[square] is None and square not in ctx.near_enemy:
                out.append(_build(structure=structure, square=NAMES[square]))
    if state.providence == MILITARY:
        for square in sorted(ctx.muster):
            if check_recruit(ctx, square) is None:
                out.append(_recruit(square=NAMES[square]))
    for square in range(SQUARE_COUNT):
        if owner[square] != seat:
            continue
        piece = pieces[square]
        if piece == "A":
            if state.providence == MILITARY and check_tower(ctx, square) is None:
                out.append(_tower(square=NAMES[square]))
            if square not in state.moved:
                out.extend(_army_actions(ctx, square))
        elif piece == "T" and state.providence == PROSPERITY:
            if check_city(ctx, square) is None:
                out.append(_city(square=NAMES[square]))
    out.append(_END_TURN)
    return out


# Actions are immutable values: the legal lists hand out one shared instance per value.
_build = cache(Build)
_recruit = cache(Recruit)
_tower = cache(MakeTower)
_city = cache(MakeCity)
_attack = cache(Attack)
_END_TURN = EndTurn()


def _paths_from(origin: int) -> list[tuple[int, ...]]:
    paths: list[tuple[int, ...]] = []
    for first in ORTHOGONAL[origin]:
        paths.append((origin, first))
        paths.extend((origin, first, second) for second in ORTHOGONAL[first] if second != origin)
    return paths


@cache
def _routes_from(origin: int) -> tuple[tuple[tuple[int, ...], tuple[str, ...], Move], ...]:
    """(path, square names, the move along it) for every path of an army on ``origin``.

    Only the paths that pass the parts of ``check_path`` that do not depend on the position
    (the number of steps, no square twice, orthogonal steps); that is all of them.
    """
    out = []
    for path in _paths_from(origin):
        if not 2 <= len(path) <= MAX_STEPS + 1 or len(set(path)) != len(path):
            continue
        if any(b not in ORTHOGONAL_SETS[a] for a, b in zip(path, path[1:], strict=False)):
            continue
        names = tuple(NAMES[s] for s in path)
        out.append((path, names, Move(path=names)))
    return tuple(out)


def _army_actions(ctx: Context, origin: int) -> list[Action]:
    """The moves and attacks of the army on ``origin`` (the seat's, not moved this turn).

    The same actions as asking ``check_move`` / ``check_attack`` for every path: the army,
    the steps and the way are known good here, so only the squares are looked at.
    """
    state = ctx.state
    out: list[Action] = []
    owner, pieces, seat = state.owner, state.piece, ctx.seat
    moral = ctx.player.moral
    for path, names, move in _routes_from(origin):
        if len(path) == 3:  # the square passed through: empty and not the enemy's
            middle = path[1]
            if pieces[middle] is not None or owner[middle] not in (None, seat):
                continue
        target = path[-1]
        if owner[target] in (None, seat):
            if pieces[target] is None:
                out.append(move)
            continue
        least, most = MORAL_RANGE[attack_kind(state, target)]
        if least <= most and least <= moral:
            top = min(most, moral)
            out.extend(_attack(path=names, moral=m) for m in range(least, top + 1))
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
    if holds(state, action):
        return None  # listed by legal_actions, which lists only what the checks accept
    problem = _problem(state, action)
    return None if problem is None else Rejection(rule=problem[0], message=problem[1])


def _problem(state: ContinentalState, action: Action) -> Problem | None:
    phase = state.phase
    if phase == "over":
        return "game-over", said.OVER()
    seat = current_player(state)
    assert seat is not None
    name = state.players[seat]
    if phase == "setup":
        if not isinstance(action, AssignStats):
            return "setup", said.ASSIGN_STATS_FIRST(player=name)
        if not stats_are_valid(action.values):
            values = " ".join(str(v) for v in action.values)
            return "stats", said.STATS_EACH_ONCE(values=values)
        return None
    if phase == "defend":
        return _answer_problem(state, action, name)
    if phase == "roll":
        if isinstance(action, Roll):
            return None
        return "roll-first", said.ROLL_FIRST(player=name)
    return _turn_problem(Context(state), action)


def _answer_problem(state: ContinentalState, action: Action, name: str) -> Problem | None:
    if isinstance(action, Defend):
        return check_defence(state, action.means)
    if isinstance(action, Yield):
        return None
    assert state.pending is not None
    target = NAMES[state.pending.target]
    return "answer-first", said.ANSWER_FIRST(player=name, square=target)


def _turn_problem(ctx: Context, action: Action) -> Problem | None:
    if isinstance(action, EndTurn):
        return None
    if isinstance(action, Roll):
        return "already-rolled", said.ALREADY_ROLLED(player=ctx.name)
    if isinstance(action, AssignStats):
        return "stats-set", said.STATS_SET()
    if isinstance(action, Defend | Yield):
        return "no-attack", said.NO_ATTACK()
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
