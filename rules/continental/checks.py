"""Whether one action is legal now, and if not, why.

Each check returns None or a ``Problem`` (rule code, sentence): plain tuples, because the
legal-action enumeration runs these on every candidate and most candidates fail.
"""

from __future__ import annotations

from boardgames_rules.continental.board import INDEX, NAMES, NEIGHBOURS, ORTHOGONAL_SETS
from boardgames_rules.continental.data import (
    ATTACK_NAMES,
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
    providence_label,
    structure_cost,
    tower_cost,
)
from boardgames_rules.continental.state import ContinentalState

Problem = tuple[str, str]


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
        return "square", f"{name!r} is not a square of the board (a1 to h8)"
    return index


def _afford(ctx: Context, what: str, people: int, moral: int, resources: int) -> Problem | None:
    p = ctx.player
    if p.people >= people and p.moral >= moral and p.resources >= resources:
        return None
    price = ", ".join(
        f"{n} {label}"
        for n, label in ((people, "People"), (moral, "Moral"), (resources, "Resources"))
        if n
    )
    have = f"{p.people} People, {p.moral} Moral, {p.resources} Resources"
    return "cost", f"{what} costs {price}; {ctx.name} has {have}"


def _own_empty(ctx: Context, square: int) -> Problem | None:
    state = ctx.state
    if state.owner[square] != ctx.seat:
        return "territory", f"{NAMES[square]} is not {ctx.name}'s territory"
    piece = state.piece[square]
    if piece is not None:
        return "occupied", f"{NAMES[square]} already holds a {PIECE_NAMES[piece]}"
    return None


def _enemy_prohibition(ctx: Context, square: int) -> Problem | None:
    if square in ctx.near_enemy:
        return (
            "enemy-prohibition",
            f"{NAMES[square]} is next to an enemy structure or army: "
            "nothing may be built or converted there",
        )
    return None


def _wrong_providence(ctx: Context, what: str, allowed: bool) -> Problem | None:
    if allowed:
        return None
    label = providence_label(ctx.state.providence, ctx.player.stat_values)
    return "providence", f"{label} does not allow {what}"


def check_build(ctx: Context, structure: str, square: int) -> Problem | None:
    name = PIECE_NAMES[structure]
    allowed = structure in buildable_structures(ctx.state.providence, ctx.player.stat_values)
    problem = _wrong_providence(ctx, f"building a {name}", allowed) or _own_empty(ctx, square)
    if problem:
        return problem
    if square not in ctx.near_city:
        return "city-adjacency", f"a {name} must be built next to one of your Cities"
    people, resources = structure_cost(ctx.counts[structure])
    return _enemy_prohibition(ctx, square) or _afford(ctx, f"a {name}", people, 0, resources)


def check_recruit(ctx: Context, square: int) -> Problem | None:
    problem = _wrong_providence(ctx, "recruiting", ctx.state.providence == MILITARY)
    problem = problem or _own_empty(ctx, square)
    if problem:
        return problem
    if square not in ctx.muster:
        return "muster-adjacency", "an Army must be recruited next to your Barracks or Tower"
    armies, barracks = ctx.counts["A"], ctx.counts["Q"]
    if armies >= barracks:
        return (
            "army-limit",
            f"{ctx.name} has {armies} Armies and {barracks} Barracks: "
            "at most one Army per Barracks",
        )
    people, resources = army_cost(armies)
    return _enemy_prohibition(ctx, square) or _afford(ctx, "an Army", people, 0, resources)


def _check_conversion(
    ctx: Context, square: int, source: str, providence: int, cost: int
) -> Problem | None:
    target = "a Tower" if source == "A" else "a City"
    what = f"turning {'an Army' if source == 'A' else 'a Tower'} into {target}"
    problem = _wrong_providence(ctx, what, ctx.state.providence == providence)
    if problem:
        return problem
    state = ctx.state
    if state.owner[square] != ctx.seat or state.piece[square] != source:
        return "no-piece", f"{NAMES[square]} holds no {PIECE_NAMES[source]} of {ctx.name}'s"
    if ctx.state.converted >= CONVERSIONS_PER_TURN:
        return "one-conversion", "only one conversion is allowed per turn"
    return _enemy_prohibition(ctx, square) or _afford(ctx, target, cost, cost, cost)


def check_tower(ctx: Context, square: int) -> Problem | None:
    return _check_conversion(ctx, square, "A", MILITARY, tower_cost(ctx.counts["T"]))


def check_city(ctx: Context, square: int) -> Problem | None:
    return _check_conversion(ctx, square, "T", PROSPERITY, city_cost(ctx.counts["C"]))


def check_path(ctx: Context, path: tuple[int, ...]) -> Problem | None:
    """Everything about a move except its last square: the army, the steps, the way."""
    state = ctx.state
    if not 2 <= len(path) <= MAX_STEPS + 1:
        return "steps", f"an army moves 1 or {MAX_STEPS} steps, not {len(path) - 1}"
    origin = path[0]
    if state.owner[origin] != ctx.seat or state.piece[origin] != "A":
        return "no-army", f"{NAMES[origin]} holds no army of {ctx.name}'s"
    if origin in state.moved:
        return "already-moved", f"the army on {NAMES[origin]} may not move again this turn"
    if len(set(path)) != len(path):
        return "revisit", "an army's path may not visit a square twice"
    for here, there in zip(path, path[1:], strict=False):
        if there not in ORTHOGONAL_SETS[here]:
            return (
                "orthogonal",
                f"{NAMES[here]} to {NAMES[there]} is not one orthogonal step",
            )
    for square in path[1:-1]:
        if state.piece[square] is not None:
            return "blocked", f"an army passes only through empty squares, not {NAMES[square]}"
        if state.owner[square] not in (None, ctx.seat):
            return (
                "blocked",
                f"stepping on enemy {NAMES[square]} is an attack and ends the move",
            )
    return None


def check_move(ctx: Context, path: tuple[int, ...]) -> Problem | None:
    problem = check_path(ctx, path)
    if problem:
        return problem
    state, end = ctx.state, path[-1]
    if state.owner[end] not in (None, ctx.seat):
        return (
            "attack-notation",
            f"{NAMES[end]} is enemy territory: moving there is an attack "
            f"(write it as {NAMES[path[-2]]}x{NAMES[end]} and the Moral invested)",
        )
    piece = state.piece[end]
    if piece is not None:
        return "blocked", f"{NAMES[end]} already holds a {PIECE_NAMES[piece]}"
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
        return "not-enemy", f"{NAMES[target]} is not enemy territory: there is nothing to attack"
    kind = attack_kind(state, target)
    least, most = MORAL_RANGE[kind]
    if not least <= moral <= most:
        return (
            "moral-range",
            f"a {ATTACK_NAMES[kind]} invests {least} to {most} Moral, not {moral}",
        )
    if moral > ctx.player.moral:
        return "cost", f"{ctx.name} has only {ctx.player.moral} Moral to invest, not {moral}"
    return None


def check_defence(state: ContinentalState, means: str) -> Problem | None:
    assert state.pending is not None
    defender = 1 - state.active
    have = getattr(state.seats[defender], means)
    need = state.pending.moral
    if have < need:
        return (
            "cost",
            f"defending with {means.capitalize()} costs {need}; "
            f"{state.players[defender]} has {have}",
        )
    return None
