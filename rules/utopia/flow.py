"""The course of a game: setup, the rounds and their phases, whose turn comes next, the end.

Everything automatic happens here (drawing guests, dealing cards, phase-3 scoring), chained
straight after the action that triggers it, so a state always waits on a player's decision
(or is over).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from boardgames_rules.core import Rng
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.utopia import messages as said
from boardgames_rules.utopia.cards import draw_cards
from boardgames_rules.utopia.city import has_free_action, island_said
from boardgames_rules.utopia.data import (
    CARDS_DEALT,
    CARDS_PER_CIV,
    CIV_ADJECTIVES,
    CIVS,
    GOAL,
    GUESTS_PER_CIV_AND_ISLAND,
    GUESTS_PER_PLAYER,
    HAND_LIMIT,
    PRINCES_PER_CIV,
    PRIVILEGE_TOKENS,
    ROUND_LIMIT,
    board,
)
from boardgames_rules.utopia.scoring import first_not, prestige_phase, scale_said, turn_order
from boardgames_rules.utopia.state import EARNINGS, Guest, UtopiaState, put


def setup(players: tuple[str, ...], seed: int, rng: Rng) -> UtopiaState:
    n = len(players)
    scale, rng = rng.shuffle(CIVS)
    first, rng = rng.randint(0, n - 1)
    # At the start everybody is on 0: seating order from the first player breaks the tie.
    arrival = tuple((seat - first) % n for seat in range(n))
    b = board()
    state = UtopiaState(
        players=players,
        seed=seed,
        rng=rng,
        reveal=1,
        done=(False,) * n,
        scores=(0,) * n,
        arrival=arrival,
        clock=n,
        earned=((0,) * len(EARNINGS),) * n,
        scale=scale,
        princes=(((0,) * len(CIVS),) * n,) * len(b.ids),
        monuments=(None,) * len(b.ids),
        wonders=(None,) * len(b.islands),
        supply=((PRINCES_PER_CIV,) * len(CIVS),) * n,
        waiting=(),
        privileges=(PRIVILEGE_TOKENS,) * n,
        privileged=(False,) * n,
        hands=((0,) * len(CIVS),) * n,
        deck=(CARDS_PER_CIV,) * len(CIVS),
        discard=(0,) * len(CIVS),
        discard_due=(0,) * n,
        first_player=first,
    )
    if n == 2:
        state = state.model_copy(update=state.logged(said.TWO_PLAYERS()))
    state = state.model_copy(update=state.logged(said.PRESTIGE_SCALE(scale=scale_said(state))))
    state = state.model_copy(update=state.logged(said.PLAYS_FIRST(player=seat_of(first))))
    return start_round(state, 1)


# -- phase 1 ---------------------------------------------------------------------------------
_guest = cache(Guest)  # guests are immutable values: one shared instance each


def bag(state: UtopiaState) -> list[Guest]:
    """The guests in the bag: every guest in play except those waiting at the city."""
    waiting = Counter((g.island, g.civ) for g in state.waiting)
    out: list[Guest] = []
    for island in board().layout(state.count).islands:
        for civ in CIVS:
            left = GUESTS_PER_CIV_AND_ISLAND - waiting[island, civ]
            if left > 0:
                out.extend([_guest(island=island, civ=civ)] * left)
    return out


def bag_is_empty(state: UtopiaState) -> bool:
    """``not bag(state)``, without building the bag."""
    islands = board().layout(state.count).islands
    if len(state.waiting) < GUESTS_PER_CIV_AND_ISLAND * len(CIVS) * len(islands):
        return False  # too few waiting for every guest of the bag: it cannot be empty
    waiting = Counter((g.island, g.civ) for g in state.waiting)
    return all(
        waiting[island, civ] >= GUESTS_PER_CIV_AND_ISLAND for island in islands for civ in CIVS
    )


def draw_guest(state: UtopiaState) -> tuple[Guest, UtopiaState]:
    # state.rng.choice(bag(state)), without building the bag: the same index, the same guest
    waiting = Counter((g.island, g.civ) for g in state.waiting)
    kinds = _bag_kinds(board().layout(state.count).islands)
    left = [max(0, GUESTS_PER_CIV_AND_ISLAND - waiting[g.island, g.civ]) for g in kinds]
    k, rng = _pick_kind(left, state.rng)
    return kinds[k], state.model_copy(update={"rng": rng, "reveal": state.reveal + 1})


@cache
def _bag_kinds(islands: tuple[int, ...]) -> tuple[Guest, ...]:
    """One guest of each kind, in the bag's order: by island (ascending), then civilisation."""
    return tuple(_guest(island=island, civ=civ) for island in islands for civ in CIVS)


def _pick_kind(left: list[int], rng: Rng) -> tuple[int, Rng]:
    """The kind (index in ``_bag_kinds``) ``rng.choice(bag)`` draws, given how many guests of
    each kind the bag holds."""
    index, rng = rng.randint(0, sum(left) - 1)
    k = 0
    while index >= left[k]:
        index -= left[k]
        k += 1
    return k, rng


def guests_said(guests: tuple[Guest, ...]) -> tuple[Message, ...]:
    """``guest_text`` as the log says it: each island's guests."""
    return tuple(
        said.GUESTS_ON(
            island=island_said(i),
            adjectives=tuple(said.ADJECTIVE[g.civ]() for g in guests if g.island == i),
        )
        for i in range(len(board().islands))
        if any(g.island == i for g in guests)
    )


def guest_text(guests: tuple[Guest, ...]) -> str:
    islands = board().islands
    parts = []
    for i, island in enumerate(islands):
        here = [CIV_ADJECTIVES[g.civ] for g in guests if g.island == i]
        if here:
            parts.append(f"{island.name}: {', '.join(here)}")
    return "; ".join(parts)


def start_round(state: UtopiaState, number: int) -> UtopiaState:
    n = state.count
    # draw_guest GUESTS_PER_PLAYER * n times, each guest joining the waiting ones
    kinds = _bag_kinds(board().layout(n).islands)
    left = [GUESTS_PER_CIV_AND_ISLAND] * len(kinds)
    rng = state.rng
    drawn = GUESTS_PER_PLAYER * n
    for _ in range(drawn):
        k, rng = _pick_kind(left, rng)
        left[k] -= 1
    # sorted by island, then civilisation: the bag's order
    waiting = tuple(
        guest
        for guest, stays in zip(kinds, left, strict=True)
        for _ in range(GUESTS_PER_CIV_AND_ISLAND - stays)
    )
    text = said.GUESTS_ARRIVE(round=number, guests=guests_said(waiting))
    update = {
        "round": number,
        "phase": "welcome",
        "guest_pass": 1,
        "done": (False,) * n,
        "privileged": (False,) * n,
        "waiting": waiting,
        "rng": rng,
        "reveal": state.reveal + drawn,
    }
    return next_welcome_turn(state.model_copy(update=update | state.logged(text)))


def next_welcome_turn(state: UtopiaState, pending: dict | None = None) -> UtopiaState:
    """The next guest turn (or phase 2).  ``pending``: an update to ``state`` not made yet,
    merged into the next copy (the same state as making it first)."""
    pending = pending or {}
    done = pending.get("done", state.done)
    guest_pass = state.guest_pass
    if guest_pass <= 3 and all(done):
        guest_pass += 1
        done = (False,) * state.count
        if guest_pass == 4 and state.waiting:
            # [decided] only players who did not draw blind this round take the leftovers.
            done = state.privileged
            text = said.LEFTOVERS(guests=guests_said(state.waiting))
            state = state.model_copy(update=pending | state.logged(text))
            pending = {}
    if guest_pass == 4 and (not state.waiting or all(done)):
        state = state.model_copy(update=pending | {"done": done, "guest_pass": guest_pass})
        if state.waiting:
            text = said.BACK_TO_BAG(guests=guests_said(state.waiting))
            state = state.model_copy(update={"waiting": ()} | state.logged(text))
        return start_develop(state)
    # first_not reads the scores only: the same before the copy
    return state.model_copy(
        update=pending
        | {
            "done": done,
            "guest_pass": guest_pass,
            "turn": first_not(state, done),
            "step": "guest",
        }
    )


def finish_guest(state: UtopiaState) -> UtopiaState:
    """After a guest: free actions if any are possible now, else the turn is over."""
    assert state.turn is not None
    if has_free_action(state, state.turn):
        return state.model_copy(update={"step": "after"})
    return end_welcome_turn(state)


def end_welcome_turn(state: UtopiaState) -> UtopiaState:
    assert state.turn is not None
    return next_welcome_turn(state, {"done": put(state.done, state.turn, True), "step": "none"})


# -- phase 2 ---------------------------------------------------------------------------------
def start_develop(state: UtopiaState) -> UtopiaState:
    n = state.count
    state = state.model_copy(update={"phase": "develop", "turn": None, "step": "none"})
    state = state.model_copy(
        update=state.logged(said.PHASE_TWO(round=state.round, cards=CARDS_DEALT))
    )
    order = turn_order(state)
    for seat in order:
        state = draw_cards(state, seat, CARDS_DEALT)
    # The leader discards 2, the last-placed player none, everybody else 1.
    due = [0] * n
    for place, seat in enumerate(order):
        wanted = 2 if place == 0 else (0 if place == n - 1 else 1)
        due[seat] = min(wanted, sum(state.hands[seat]))
    ranks = tuple(said.RANK_DISCARDS(player=seat_of(s), count=due[s]) for s in order)
    text = said.DISCARDS_BY_RANK(ranks=ranks)
    state = state.model_copy(update={"discard_due": tuple(due)} | state.logged(text))
    return next_discarder(state)


def next_discarder(state: UtopiaState) -> UtopiaState:
    for seat in turn_order(state):
        if state.discard_due[seat] > 0:
            return state.model_copy(update={"turn": seat, "step": "discard"})
    return next_develop_turn(state.model_copy(update={"done": (False,) * state.count}))


def next_develop_turn(state: UtopiaState) -> UtopiaState:
    seat = first_not(state, state.done)
    if seat is None:
        return end_of_round(state)
    return state.model_copy(update={"turn": seat, "step": "act"})


def end_develop_turn(state: UtopiaState) -> UtopiaState:
    seat = state.turn
    assert seat is not None
    if sum(state.hands[seat]) > HAND_LIMIT:
        return state.model_copy(update={"step": "limit"})
    return next_develop_turn(state.model_copy(update={"done": put(state.done, seat, True)}))


def limit_due(state: UtopiaState) -> int:
    assert state.turn is not None
    return max(0, sum(state.hands[state.turn]) - HAND_LIMIT)


# -- phase 3 and the end ---------------------------------------------------------------------
def end_of_round(state: UtopiaState) -> UtopiaState:
    state = prestige_phase(state.model_copy(update={"turn": None, "step": "none"}))
    best = max(state.scores)
    if best >= GOAL or state.round >= ROUND_LIMIT:
        state = state.model_copy(
            update={"phase": "over", "limit_reached": best < GOAL, "done": (True,) * state.count}
        )
        winner = turn_order(state)[0]
        text = said.GAME_OVER(player=seat_of(winner), points=state.scores[winner])
        return state.model_copy(update=state.logged(text))
    return start_round(state, state.round + 1)


# -- the decision pending --------------------------------------------------------------------
def decision(state: UtopiaState) -> str:
    """The kind of decision pending: a ``Step``, ``"pick"`` (a wonder's princes) or ``"over"``."""
    if state.phase == "over":
        return "over"
    if state.wonder is not None:
        return "pick"
    return state.step


def discard_due(state: UtopiaState) -> int:
    assert state.turn is not None
    if decision(state) == "limit":
        return limit_due(state)
    return state.discard_due[state.turn]
