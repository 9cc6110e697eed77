"""Whether one action is legal now, and if not, why.

Each check returns None or a ``Problem`` (rule code, sentence): plain tuples, because the
legal-action enumeration runs these on every candidate and most candidates fail.
"""

from __future__ import annotations

from boardgames_rules.continental import messages as said
from boardgames_rules.continental.board import INDEX, NAMES, NEIGHBOURS, ORTHOGONAL_SETS
from boardgames_rules.continental.data import (
    CONVERSIONS_PER_TURN,
    MAX_STEPS,
    MILITARY,
    MORAL_RANGE,
    PIECE_NAMES,
    PROSPERITY,
    AttackKind,
    army_cost,
    buildable_structures,
    city_cost,
    structure_cost,
    tower_cost,
)
from boardgames_rules.continental.state import ContinentalState
from boardgames_rules.core.messages import Message

Problem = tuple[str, Message]


class Context:
    """What the checks need to know about the position, computed once for the active seat."""

    __slots__ = ("state", "seat", "name", "player", "counts", "near_enemy", "near_city", "muster")

    def __init__(self, state: ContinentalState) -> None:
        seat = state.active
        self.state = state
        self.seat = seat
        self.name = state.players[seat]
        self.player = state.seats[seat]
        self.counts: dict[str, int] = dict.fromkeys(PIECE_NAMES, 0)
        self.near_enemy: set[int] = set()  # next to an enemy structure or army
        self.near_city: set[int] = set()  # next to an own City
        self.muster: set[int] = set()  # next to an own Barracks or Tower
        owners, counts = state.owner, self.counts
        near_enemy, near_city, muster = self.near_enemy, self.near_city, self.muster
        for square, piece in enumerate(state.piece):
            if piece is None:
                continue
            if owners[square] != seat:
                near_enemy.update(NEIGHBOURS[square])
                continue
            counts[piece] += 1
            if piece == "C":
                near_city.update(NEIGHBOURS[square])
            elif piece == "Q" or piece == "T":
                muster.update(NEIGHBOURS[square])


def square_index(name: str) -> int | Problem:
    index = INDEX.get(name)
    if index is None:
        return "square", said.NOT_A_SQUARE(square=repr(name))
    return index


def _afford(ctx: Context, what: Message, people: int, moral: int, resources: int) -> Problem | None:
    p = ctx.player
    if p.people >= people and p.moral >= moral and p.resources >= resources:
        return None
    kinds = (said.COST_PEOPLE, said.COST_MORAL, said.COST_RESOURCES)
    price = tuple(kind(n=n) for kind, n in zip(kinds, (people, moral, resources), strict=True) if n)
    return "cost", said.COSTS(
        what=what,
        price=price,
        player=ctx.name,
        people=p.people,
        moral=p.moral,
        resources=p.resources,
    )


def _own_empty(ctx: Context, square: int) -> Problem | None:
    state = ctx.state
    if state.owner[square] != ctx.seat:
        return "territory", said.NOT_TERRITORY(square=NAMES[square], player=ctx.name)
    piece = state.piece[square]
    if piece is not None:
        return "occupied", said.OCCUPIED(square=NAMES[square], structure=said.A_PIECE[piece]())
    return None


def _enemy_prohibition(ctx: Context, square: int) -> Problem | None:
    if square in ctx.near_enemy:
        return "enemy-prohibition", said.ENEMY_PROHIBITION(square=NAMES[square])
    return None


def _wrong_providence(ctx: Context, what: Message, allowed: bool) -> Problem | None:
    if allowed:
        return None
    label = _providence(ctx.state.providence, ctx.player.stat_values)
    return "providence", said.PROVIDENCE_FORBIDS(providence=label, what=what)


def _providence(providence: int | None, stats: tuple[int, ...]) -> Message:
    """``providence_label(providence, stats)``, as a refusal says it."""
    if providence is None:
        return said.NOT_ROLLED()
    if providence == MILITARY:
        return said.PHASE(phase=said.MILITARY(), providence=providence)
    if providence == PROSPERITY:
        return said.PHASE(phase=said.PROSPERITY(), providence=providence)
    built = tuple(said.PIECE[s]() for s in buildable_structures(providence, stats))
    return said.PROVIDENCE_BUILDS(providence=providence, structures=built)


def check_build(ctx: Context, structure: str, square: int) -> Problem | None:
    a_name = said.A_PIECE[structure]()
    allowed = structure in buildable_structures(ctx.state.providence, ctx.player.stat_values)
    what = said.BUILDING(structure=a_name)
    problem = _wrong_providence(ctx, what, allowed) or _own_empty(ctx, square)
    if problem:
        return problem
    if square not in ctx.near_city:
        return "city-adjacency", said.NEXT_TO_CITY(structure=a_name)
    people, resources = structure_cost(ctx.counts[structure])
    return _enemy_prohibition(ctx, square) or _afford(ctx, a_name, people, 0, resources)


def check_recruit(ctx: Context, square: int) -> Problem | None:
    problem = _wrong_providence(ctx, said.RECRUITING(), ctx.state.providence == MILITARY)
    problem = problem or _own_empty(ctx, square)
    if problem:
        return problem
    if square not in ctx.muster:
        return "muster-adjacency", said.NEXT_TO_MUSTER()
    armies, barracks = ctx.counts["A"], ctx.counts["Q"]
    if armies >= barracks:
        return "army-limit", said.ARMY_LIMIT(player=ctx.name, armies=armies, barracks=barracks)
    people, resources = army_cost(armies)
    return _enemy_prohibition(ctx, square) or _afford(ctx, said.AN_ARMY(), people, 0, resources)


def _check_conversion(
    ctx: Context, square: int, source: str, providence: int, cost: int
) -> Problem | None:
    target = said.A_PIECE["T" if source == "A" else "C"]()
    what = (said.TURNING_ARMY if source == "A" else said.TURNING_TOWER)()
    problem = _wrong_providence(ctx, what, ctx.state.providence == providence)
    if problem:
        return problem
    state = ctx.state
    if state.owner[square] != ctx.seat or state.piece[square] != source:
        piece = said.PIECE[source]()
        return "no-piece", said.NO_PIECE(square=NAMES[square], piece=piece, player=ctx.name)
    if ctx.state.converted >= CONVERSIONS_PER_TURN:
        return "one-conversion", said.ONE_CONVERSION()
    return _enemy_prohibition(ctx, square) or _afford(ctx, target, cost, cost, cost)


def check_tower(ctx: Context, square: int) -> Problem | None:
    return _check_conversion(ctx, square, "A", MILITARY, tower_cost(ctx.counts["T"]))


def check_city(ctx: Context, square: int) -> Problem | None:
    return _check_conversion(ctx, square, "T", PROSPERITY, city_cost(ctx.counts["C"]))


def check_path(ctx: Context, path: tuple[int, ...]) -> Problem | None:
    """Everything about a move except its last square: the army, the steps, the way."""
    state = ctx.state
    if not 2 <= len(path) <= MAX_STEPS + 1:
        return "steps", said.STEPS(most=MAX_STEPS, steps=len(path) - 1)
    origin = path[0]
    if state.owner[origin] != ctx.seat or state.piece[origin] != "A":
        return "no-army", said.NO_ARMY(square=NAMES[origin], player=ctx.name)
    if origin in state.moved:
        return "already-moved", said.ALREADY_MOVED(square=NAMES[origin])
    if len(set(path)) != len(path):
        return "revisit", said.REVISIT()
    for here, there in zip(path, path[1:], strict=False):
        if there not in ORTHOGONAL_SETS[here]:
            return "orthogonal", said.NOT_ORTHOGONAL(square=NAMES[here], next=NAMES[there])
    for square in path[1:-1]:
        if state.piece[square] is not None:
            return "blocked", said.PASSES_EMPTY(square=NAMES[square])
        if state.owner[square] not in (None, ctx.seat):
            return "blocked", said.STEPS_ON_ENEMY(square=NAMES[square])
    return None


def check_move(ctx: Context, path: tuple[int, ...]) -> Problem | None:
    problem = check_path(ctx, path)
    if problem:
        return problem
    state, end = ctx.state, path[-1]
    if state.owner[end] not in (None, ctx.seat):
        return "attack-notation", said.MOVE_IS_ATTACK(square=NAMES[end], launch=NAMES[path[-2]])
    piece = state.piece[end]
    if piece is not None:
        return "blocked", said.OCCUPIED(square=NAMES[end], structure=said.A_PIECE[piece]())
    return None


def attack_kind(state: ContinentalState, target: int) -> AttackKind:
    """A direct battle against a structure or army, a skirmish against empty territory."""
    return "battle" if state.piece[target] is not None else "skirmish"


def check_attack(ctx: Context, path: tuple[int, ...], moral: int) -> Problem | None:
    problem = check_path(ctx, path)
    if problem:
        return problem
    state, target = ctx.state, path[-1]
    if state.owner[target] in (None, ctx.seat):
        return "not-enemy", said.NOT_ENEMY(square=NAMES[target])
    kind = attack_kind(state, target)
    least, most = MORAL_RANGE[kind]
    if not least <= moral <= most:
        in_range = said.BATTLE_RANGE if kind == "battle" else said.SKIRMISH_RANGE
        return "moral-range", in_range(least=least, most=most, moral=moral)
    if moral > ctx.player.moral:
        return "cost", said.MORAL_SHORT(player=ctx.name, have=ctx.player.moral, moral=moral)
    return None


def check_defence(state: ContinentalState, means: str) -> Problem | None:
    assert state.pending is not None
    defender = 1 - state.active
    have = getattr(state.seats[defender], means)
    need = state.pending.moral
    if have < need:
        costs = said.DEFEND_PEOPLE_COSTS if means == "people" else said.DEFEND_RESOURCES_COSTS
        return "cost", costs(need=need, player=state.players[defender], have=have)
    return None
