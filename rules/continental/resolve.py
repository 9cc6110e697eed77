"""What each legal action does to the state (validation happened before)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from boardgames_rules.continental import messages as said
from boardgames_rules.continental.actions import (
    Action,
    AssignStats,
    Attack,
    Build,
    Defend,
    MakeCity,
    MakeTower,
    Move,
    Recruit,
)
from boardgames_rules.continental.board import INDEX, NAMES, NEIGHBOURS
from boardgames_rules.continental.checks import attack_kind
from boardgames_rules.continental.data import (
    BASE_PRODUCTION,
    CONVERSIONS_PER_TURN,
    DOUBLED_BY_STAT,
    MILITARY,
    PROSPERITY,
    PROVIDENCE_BY_SUM,
    RECRUITS_MAY_MOVE_AT_ONCE,
    STRUCTURES,
    TURN_LIMIT,
    Piece,
    army_cost,
    buildable_structures,
    city_cost,
    military_upkeep,
    pay_upkeep,
    prosperity_bonus,
    resources_defence_share,
    structure_cost,
    tower_cost,
)
from boardgames_rules.continental.scoring import finish
from boardgames_rules.continental.state import ContinentalState, Ending, PendingAttack, PlayerState
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of

# Assert that the conversion limit is the one the code below enforces (a flag per turn).
assert CONVERSIONS_PER_TURN == 1


def resolve(state: ContinentalState, action: Action) -> ContinentalState:
    return finish(_HANDLERS[action.kind](state, action))


# -- helpers ---------------------------------------------------------------------------------
def piece_count(state: ContinentalState, seat: int, piece: str) -> int:
    return sum(1 for o, p in zip(state.owner, state.piece, strict=True) if o == seat and p == piece)


def _claim(owner: list[int | None], seat: int, squares: Iterable[int]) -> list[int]:
    """[decided] Neutral squares among ``squares`` become ``seat``'s; enemy ones never do."""
    claimed = []
    for square in squares:
        if owner[square] is None:
            owner[square] = seat
            claimed.append(square)
    return claimed


def _claims(claimed: list[int]) -> tuple[Message, ...]:
    """The squares claimed, as a log line ends with them ({claims}: nothing if none)."""
    if not claimed:
        return ()
    return (said.CLAIMING(squares=tuple(sorted(NAMES[s] for s in claimed))),)


def _halt(state: ContinentalState, square: int, claimed: list[int]) -> tuple[Message, ...]:
    """What a repelled army claims where it stops ({halt}: nothing if nothing)."""
    if not claimed:
        return ()
    return (
        said.HALT(attacker=seat_of(state.active), square=NAMES[square], claims=_claims(claimed)),
    )


def _pay(player: PlayerState, people: int = 0, moral: int = 0, resources: int = 0) -> PlayerState:
    return player.model_copy(
        update={
            "people": player.people - people,
            "moral": player.moral - moral,
            "resources": player.resources - resources,
        }
    )


def _price(people: int = 0, moral: int = 0, resources: int = 0) -> str:
    parts = [
        f"-{n} {label}"
        for n, label in ((people, "People"), (moral, "Moral"), (resources, "Resources"))
        if n
    ]
    return ", ".join(parts)


def _paid(people: int = 0, moral: int = 0, resources: int = 0) -> tuple[Message, ...]:
    """``_price`` as the log says it: the costs, joined with ", " ({price})."""
    kinds = (said.PAID_PEOPLE, said.PAID_MORAL, said.PAID_RESOURCES)
    return tuple(kind(n=n) for kind, n in zip(kinds, (people, moral, resources), strict=True) if n)


def _seats(state: ContinentalState, seat: int, player: PlayerState) -> tuple[PlayerState, ...]:
    seats = list(state.seats)
    seats[seat] = player
    return tuple(seats)


def _place(
    state: ContinentalState,
    square: int,
    piece: Piece,
    player: PlayerState,
    line: Callable[..., Message],
    **update: Any,
) -> ContinentalState:
    """Put a new piece on an own square, pay for it and claim the neutral squares around it."""
    seat = state.active
    owner = list(state.owner)
    pieces = list(state.piece)
    pieces[square] = piece
    claimed = _claim(owner, seat, NEIGHBOURS[square])
    return state.model_copy(
        update={
            "owner": tuple(owner),
            "piece": tuple(pieces),
            "seats": _seats(state, seat, player),
            **update,
            **state.logged(line(claims=_claims(claimed)), seat=seat),
        }
    )


# -- setup and the roll ----------------------------------------------------------------------
def _assign_stats(state: ContinentalState, action: AssignStats) -> ContinentalState:
    seat = state.active
    player = state.seats[seat].model_copy(update={"stats": action.values})
    shown = tuple(
        said.STAT(structure=said.PIECE[s](), letter=s, value=v)
        for s, v in zip(STRUCTURES, action.values, strict=True)
    )
    done = seat == len(state.seats) - 1
    return state.model_copy(
        update={
            "seats": _seats(state, seat, player),
            "active": 0 if done else seat + 1,
            "phase": "roll" if done else "setup",
            **state.logged(said.STATS(player=seat_of(seat), stats=shown), seat=seat),
        }
    )


def production(state: ContinentalState, seat: int, providence: int) -> tuple[PlayerState, Message]:
    """The player after this providence's production (or upkeep), and a sentence about it."""
    player = state.seats[seat]
    # piece_count(state, seat, p) for each piece, in one pass over the board
    owned = Counter(p for o, p in zip(state.owner, state.piece, strict=True) if o == seat)
    counts = {p: owned[p] for p in ("A", "T", *BASE_PRODUCTION)}
    if providence == MILITARY:
        loss = military_upkeep(counts["A"], counts["T"])
        people, moral = pay_upkeep(player.people, player.moral, loss)
        paid = _paid(people=player.people - people, moral=player.moral - moral)
        text = said.UPKEEP(loss=loss, paid=paid or said.NOTHING_TO_PAY())
        return player.model_copy(update={"people": people, "moral": moral}), text
    stats = dict(zip(STRUCTURES, player.stat_values, strict=True))
    gain = [0, 0, 0]
    for piece, amounts in BASE_PRODUCTION.items():
        factor = 2 if piece in DOUBLED_BY_STAT and stats[piece] == providence else 1
        for i, amount in enumerate(amounts):
            gain[i] += counts[piece] * amount * factor
    if providence == PROSPERITY:
        gain[1] += prosperity_bonus(counts["I"])
    text = said.PRODUCTION(people=gain[0], moral=gain[1], resources=gain[2])
    updated = player.model_copy(
        update={
            "people": player.people + gain[0],
            "moral": player.moral + gain[1],
            "resources": player.resources + gain[2],
        }
    )
    return updated, text


def _roll(state: ContinentalState, action: Action) -> ContinentalState:
    seat = state.active
    dice, rng = state.rng.dice(2, 6)
    total = dice[0] + dice[1]
    providence = PROVIDENCE_BY_SUM[total]
    player, produced = production(state, seat, providence)
    text = said.ROLL(
        player=seat_of(seat),
        first=dice[0],
        second=dice[1],
        total=total,
        providence=_providence(providence, player.stat_values),
        produced=produced,
    )
    return state.model_copy(
        update={
            "rng": rng,
            "reveal": state.reveal + 1,
            "dice": (dice[0], dice[1]),
            "providence": providence,
            "phase": "actions",
            "seats": _seats(state, seat, player),
            **state.logged(text, seat=seat),
        }
    )


def _providence(providence: int, stats: tuple[int, ...]) -> Message:
    """``providence_label(providence, stats, short=True)`` as the log says it."""
    if providence == MILITARY:
        return said.MILITARY()
    if providence == PROSPERITY:
        return said.PROSPERITY()
    built = buildable_structures(providence, stats)
    return said.PROVIDENCE_BUILDS(
        providence=providence, structures=tuple(said.PIECE[s]() for s in built)
    )


# -- building and converting -----------------------------------------------------------------
Cost = tuple[int, int, int]
"""People, Moral and Resources an action takes."""


def cost(state: ContinentalState, action: Action) -> Cost:
    """What building, recruiting, converting or defending costs the player to move now (other
    actions: 0).  An attack is paid in the Moral its notation names, not here."""
    seat = state.active
    if isinstance(action, Defend) and state.pending is not None:
        amount = state.pending.moral  # the defender pays what the attacker invested
        return (amount, 0, 0) if action.means == "people" else (0, 0, amount)
    if isinstance(action, Build):
        people, resources = structure_cost(piece_count(state, seat, action.structure))
        return people, 0, resources
    if isinstance(action, Recruit):
        people, resources = army_cost(piece_count(state, seat, "A"))
        return people, 0, resources
    if isinstance(action, MakeTower | MakeCity):
        piece = "T" if isinstance(action, MakeTower) else "C"
        each = (tower_cost if piece == "T" else city_cost)(piece_count(state, seat, piece))
        return each, each, each
    return 0, 0, 0


def cost_text(state: ContinentalState, action: Action) -> str:
    """The cost as the log and the action menu show it: "-1 People, -2 Resources" ("" if free)."""
    return _price(*cost(state, action))


def _build(state: ContinentalState, action: Build) -> ContinentalState:
    seat, square = state.active, INDEX[action.square]
    paid = cost(state, action)
    player = _pay(state.seats[seat], *paid)
    line = partial(
        said.BUILD,
        player=seat_of(seat),
        structure=said.A_PIECE[action.structure](),
        square=action.square,
        price=_paid(*paid),
    )
    return _place(state, square, action.structure, player, line)


def _recruit(state: ContinentalState, action: Recruit) -> ContinentalState:
    seat, square = state.active, INDEX[action.square]
    paid = cost(state, action)
    player = _pay(state.seats[seat], *paid)
    line = partial(said.RECRUIT, player=seat_of(seat), square=action.square, price=_paid(*paid))
    # [decided here] A new army waits for the next turn to move.
    moved = state.moved if RECRUITS_MAY_MOVE_AT_ONCE else state.moved + (square,)
    return _place(state, square, "A", player, line, moved=moved)


def _convert(state: ContinentalState, square: int, piece: Piece, each: int) -> ContinentalState:
    seat = state.active
    player = _pay(state.seats[seat], people=each, moral=each, resources=each)
    line = partial(
        said.TOWER_FROM_ARMY if piece == "T" else said.CITY_FROM_TOWER,
        player=seat_of(seat),
        square=NAMES[square],
        price=_paid(each, each, each),
    )
    moved = tuple(s for s in state.moved if s != square)
    return _place(state, square, piece, player, line, moved=moved, converted=state.converted + 1)


def _make_tower(state: ContinentalState, action: MakeTower) -> ContinentalState:
    each = cost(state, action)[0]
    return _convert(state, INDEX[action.square], "T", each)


def _make_city(state: ContinentalState, action: MakeCity) -> ContinentalState:
    each = cost(state, action)[0]
    return _convert(state, INDEX[action.square], "C", each)


# -- moving and fighting ---------------------------------------------------------------------
def _march(
    state: ContinentalState, path: tuple[int, ...], stop: int, seat: int
) -> tuple[dict[str, Any], list[int]]:
    """Move the army at ``path[0]`` along ``path`` to ``stop`` (which it now owns).

    [decided] The neutral squares it steps on are claimed, and so are the neutral squares
    around the square where it stops.
    """
    owner = list(state.owner)
    pieces = list(state.piece)
    pieces[path[0]] = None
    pieces[stop] = "A"
    claimed = _claim(owner, seat, path[1 : path.index(stop) + 1])
    owner[stop] = seat  # an enemy square taken in combat changes hands too
    claimed += _claim(owner, seat, NEIGHBOURS[stop])
    update = {"owner": tuple(owner), "piece": tuple(pieces), "moved": state.moved + (stop,)}
    return update, claimed


def _move(state: ContinentalState, action: Move) -> ContinentalState:
    seat = state.active
    path = tuple(INDEX[n] for n in action.path)
    update, claimed = _march(state, path, path[-1], seat)
    text = said.MOVE(player=seat_of(seat), path="-".join(action.path), claims=_claims(claimed))
    return state.model_copy(update={**update, **state.logged(text, seat=seat)})


def _attack(state: ContinentalState, action: Attack) -> ContinentalState:
    seat = state.active
    path = tuple(INDEX[n] for n in action.path)
    target = path[-1]
    kind = attack_kind(state, target)
    piece = state.piece[target]
    line = partial(said.ATTACK_PIECE, piece=said.PIECE[piece]()) if piece else said.ATTACK_TERRITORY
    text = line(
        player=seat_of(seat),
        enemy=seat_of(1 - seat),
        square=NAMES[target],
        launch=NAMES[path[-2]],
        moral=action.moral,
        kind=(said.DIRECT_BATTLE if kind == "battle" else said.SKIRMISH)(),
    )
    return state.model_copy(
        update={
            "seats": _seats(state, seat, _pay(state.seats[seat], moral=action.moral)),
            "pending": PendingAttack(path=path, moral=action.moral, kind=kind),
            "phase": "defend",
            **state.logged(text, seat=seat),
        }
    )


def _defend(state: ContinentalState, action: Defend) -> ContinentalState:
    assert state.pending is not None
    attack, seat = state.pending, state.active
    defender = 1 - seat
    amount = attack.moral
    seats = list(state.seats)
    seats[defender] = _pay(seats[defender], *cost(state, action))
    line = partial(said.DEFEND_PEOPLE)
    if action.means == "resources":
        share = resources_defence_share(amount, attack.kind)
        seats[seat] = _pay(seats[seat], resources=-share)
        line = partial(said.DEFEND_RESOURCES, attacker=seat_of(seat), share=share)
    # [decided] The repelled army stays where it attacked from and may not move again.
    update, claimed = _march(state, attack.path, attack.launch, seat)
    text = line(
        defender=seat_of(defender),
        square=NAMES[attack.target],
        amount=amount,
        halt=_halt(state, attack.launch, claimed),
    )
    return state.model_copy(
        update={
            **update,
            "seats": tuple(seats),
            "pending": None,
            "phase": "actions",
            **state.logged(text, seat=defender),
        }
    )


def _yield(state: ContinentalState, action: Action) -> ContinentalState:
    assert state.pending is not None
    attack, seat = state.pending, state.active
    defender = 1 - seat
    lost = state.piece[attack.target]
    update, claimed = _march(state, attack.path, attack.target, seat)
    line = partial(said.YIELD_LOSING, structure=said.A_PIECE[lost]()) if lost else said.YIELD
    text = line(
        defender=seat_of(defender),
        square=NAMES[attack.target],
        attacker=seat_of(seat),
        claims=_claims(claimed),
    )
    return state.model_copy(
        update={**update, "pending": None, "phase": "actions", **state.logged(text, seat=defender)}
    )


# -- the end of a turn -----------------------------------------------------------------------
def _end_turn(state: ContinentalState, action: Action) -> ContinentalState:
    seat = state.active
    last = seat == len(state.seats) - 1
    text = said.END_TURN(player=seat_of(seat), turn=state.turn)
    if last and state.turn >= TURN_LIMIT:
        # [decided] The turn limit: scored as Domination once both played turn 60.
        ending = Ending(reason="turn_limit")
        return state.model_copy(
            update={"phase": "over", "ending": ending, **state.logged(text, seat=seat)}
        )
    return state.model_copy(
        update={
            "active": 0 if last else seat + 1,
            "turn": state.turn + 1 if last else state.turn,
            "phase": "roll",
            "providence": None,
            "moved": (),
            "converted": 0,
            **state.logged(text, seat=seat),
        }
    )


_HANDLERS: dict[str, Callable[[ContinentalState, Any], ContinentalState]] = {
    "stats": _assign_stats,
    "roll": _roll,
    "build": _build,
    "recruit": _recruit,
    "tower": _make_tower,
    "city": _make_city,
    "move": _move,
    "attack": _attack,
    "defend": _defend,
    "yield": _yield,
    "end": _end_turn,
}


def claimed_squares(state: ContinentalState, action: Action) -> frozenset[str]:
    """The squares ``action`` (legal here) would add to its player's Territory, for a preview.

    An attack claims nothing until it is answered, so it previews nothing; a roll or a stats
    choice has no square to claim.
    """
    if not isinstance(action, Build | Recruit | Move):
        return frozenset()
    after = resolve(state, action).owner
    return frozenset(
        NAMES[i] for i, (a, b) in enumerate(zip(state.owner, after, strict=True)) if a != b
    )
