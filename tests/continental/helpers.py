"""Positions built for a test, and a way to make the dice come up with a chosen sum."""

from __future__ import annotations

from boardgames_rules.continental import GAME
from boardgames_rules.continental.board import INDEX, NAMES, SQUARE_COUNT
from boardgames_rules.continental.state import ContinentalState, PendingAttack, PlayerState
from boardgames_rules.core import Rng

STATS = (1, 2, 3, 4)  # I1 E2 G3 Q4


def land(corner: str, other: str) -> str:
    """Tokens for the bare squares of the rectangle between two corners, e.g. ".a1 .a2 ..."."""
    c0, c1 = sorted((corner[0], other[0]))
    r0, r1 = sorted((int(corner[1]), int(other[1])))
    return " ".join(f".{chr(c)}{r}" for c in range(ord(c0), ord(c1) + 1) for r in range(r0, r1 + 1))


def position(
    blue: str = "Cb2",
    red: str = "Cg7",
    *,
    phase: str = "actions",
    providence: int | None = 7,
    active: int = 0,
    people: tuple[int, int] = (16, 16),
    moral: tuple[int, int] = (16, 16),
    resources: tuple[int, int] = (16, 16),
    stats: tuple[tuple[int, ...], tuple[int, ...]] = (STATS, STATS),
    moved: tuple[str, ...] = (),
    turn: int = 5,
) -> ContinentalState:
    """A position given as tokens per player: "Cb2 Ac3 .d4" is a City on b2, an Army on c3
    and bare land on d4 (a piece also makes its square its owner's).  Every other square is
    neutral."""
    owner: list[int | None] = [None] * SQUARE_COUNT
    piece: list[str | None] = [None] * SQUARE_COUNT
    for seat, tokens in enumerate((blue, red)):
        for token in tokens.split():
            square = INDEX[token[1:]]
            owner[square] = seat
            if token[0] != ".":
                piece[square] = token[0]
    base = GAME.new_game(("Blue", "Red"), seed=1)
    return base.model_copy(
        update={
            "owner": tuple(owner),
            "piece": tuple(piece),
            "seats": tuple(
                PlayerState(
                    people=people[s], moral=moral[s], resources=resources[s], stats=stats[s]
                )
                for s in range(2)
            ),
            "phase": phase,
            "providence": providence if phase not in ("setup", "roll") else None,
            "active": active,
            "moved": tuple(INDEX[n] for n in moved),
            "turn": turn,
        }
    )


def attacked(state: ContinentalState, path: str, moral: int) -> ContinentalState:
    """``state`` after the active player declared the attack written ``path`` ("c3-c4xd4")."""
    return GAME.apply(state, GAME.parse_action(state, f"{path} {moral}"))


def pending_of(state: ContinentalState) -> PendingAttack:
    assert state.pending is not None
    return state.pending


def rigged(state: ContinentalState, total: int) -> ContinentalState:
    """``state`` with a generator whose next 2d6 roll adds up to ``total``."""
    for seed in range(10_000):
        rng = Rng.from_seed(seed)
        dice, _ = rng.dice(2, 6)
        if sum(dice) == total:
            return state.model_copy(update={"rng": rng})
    raise AssertionError(f"no seed rolls {total}")


def play(state: ContinentalState, *texts: str) -> ContinentalState:
    for text in texts:
        state = GAME.apply(state, GAME.parse_action(state, text))
    return state


def texts(state: ContinentalState) -> set[str]:
    """Every legal action now, in notation."""
    return {GAME.format_action(state, a) for a in GAME.legal_actions(state)}


def owner_of(state: ContinentalState, name: str) -> int | None:
    return state.owner[INDEX[name]]


def piece_on(state: ContinentalState, name: str) -> str | None:
    return state.piece[INDEX[name]]


def owned(state: ContinentalState, seat: int) -> set[str]:
    return {NAMES[i] for i, o in enumerate(state.owner) if o == seat}
