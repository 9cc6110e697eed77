"""Pieces on the city: princes coming and going, and the two free actions (wonder, control)."""

from __future__ import annotations

from functools import cache

from boardgames_rules.core.memo import memo_of
from boardgames_rules.core.messages import Message, place
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.utopia import messages as said
from boardgames_rules.utopia.about import ABOUT
from boardgames_rules.utopia.actions import BuildWonder, TakeControl
from boardgames_rules.utopia.data import (
    CIV_INDEX,
    CIVS,
    CONTROL_PRINCES,
    MONUMENTS_PER_CIV,
    WONDER_POINTS,
    Civ,
    board,
)
from boardgames_rules.utopia.scoring import gain
from boardgames_rules.utopia.state import Monument, PendingWonder, UtopiaState, put


def district_label(d: int) -> str:
    b = board()
    return f"{b.names[d]} ({b.ids[d]})"


def district_said(d: int) -> Message:
    """``district_label`` as the log says it: the name in the language on screen, the id."""
    district = board().ids[d]
    return said.DISTRICT(name=place("utopia", district), id=district)


def island_said(island: int) -> Message:
    return place("utopia", board().islands[island].id)


def shift_princes(state: UtopiaState, seat: int, civ: Civ, d: int, delta: int) -> UtopiaState:
    """``delta`` princes of ``seat`` and ``civ`` from the supply onto ``d`` (negative: back)."""
    return state.model_copy(update=shift_update(state, seat, civ, d, delta))


def shift_update(state: UtopiaState, seat: int, civ: Civ, d: int, delta: int) -> dict:
    """The ``model_copy`` update of :func:`shift_princes`, to merge with other updates."""
    c = CIV_INDEX[civ]
    counts = state.princes[d][seat]
    stack = put(state.princes[d], seat, put(counts, c, counts[c] + delta))
    own = state.supply[seat]
    return {
        "princes": put(state.princes, d, stack),
        "supply": put(state.supply, seat, put(own, c, own[c] - delta)),
    }


def relocate_update(
    state: UtopiaState, seat: int, civ: Civ, origin: int, dest: int, n: int
) -> dict:
    """The ``model_copy`` update moving ``n`` princes: :func:`shift_princes` from the origin,
    then to the destination."""
    c = CIV_INDEX[civ]
    princes, own = state.princes, state.supply[seat]
    for d, delta in ((origin, -n), (dest, n)):
        counts = princes[d][seat]
        princes = put(princes, d, put(princes[d], seat, put(counts, c, counts[c] + delta)))
        own = put(own, c, own[c] - delta)
    return {"princes": princes, "supply": put(state.supply, seat, own)}


def monuments_left(state: UtopiaState, civ: Civ) -> int:
    return MONUMENTS_PER_CIV - sum(1 for m in state.monuments if m is not None and m.civ == civ)


# -- wonders ---------------------------------------------------------------------------------
def wonder_sources(state: UtopiaState, seat: int, island: int) -> tuple[tuple[int, ...], ...]:
    """For each civilisation, the districts of ``island`` holding one of the seat's princes."""
    districts = board().islands[island].districts
    return tuple(
        tuple(d for d in districts if state.princes[d][seat][c] > 0) for c in range(len(CIVS))
    )


def can_build_wonder(state: UtopiaState, seat: int, island: int) -> bool:
    if state.wonders[island] is not None:
        return False
    princes = state.princes
    stacks = [princes[d][seat] for d in board().islands[island].districts]
    # every civilisation has a prince of the seat in some district of the island
    return all(map(any, zip(*stacks, strict=True))) if stacks else not CIVS


def begin_wonder(state: UtopiaState, seat: int, island: int) -> UtopiaState:
    """Declare the wonder; civilisations with princes in one district only are chosen at once."""
    sources = wonder_sources(state, seat, island)
    picks = tuple(s[0] if len(s) == 1 else None for s in sources)
    return next_pick(state.model_copy(update={"wonder": PendingWonder(island=island, picks=picks)}))


def civ_to_pick(pending: PendingWonder) -> Civ | None:
    for c, pick in enumerate(pending.picks):
        if pick is None:
            return CIVS[c]
    return None


def pick_for_wonder(state: UtopiaState, civ: Civ, d: int) -> UtopiaState:
    pending = state.wonder
    assert pending is not None
    done = pending.model_copy(update={"picks": put(pending.picks, CIV_INDEX[civ], d)})
    return next_pick(state.model_copy(update={"wonder": done}))


def next_pick(state: UtopiaState) -> UtopiaState:
    """Build the pending wonder once every civilisation's prince is chosen."""
    pending = state.wonder
    assert pending is not None and state.turn is not None
    picks = tuple(d for d in pending.picks if d is not None)
    if len(picks) < len(pending.picks):  # a civilisation's prince is still to choose
        return state
    seat = state.turn
    for civ, d in zip(CIVS, picks, strict=True):
        state = shift_princes(state, seat, civ, d, -1)
    state = state.model_copy(
        update={"wonder": None, "wonders": put(state.wonders, pending.island, seat)}
    )
    state = gain(state, seat, WONDER_POINTS, "wonders")
    used = tuple(board().ids[d] for d in picks)
    text = said.WONDER(
        player=seat_of(seat),
        island=island_said(pending.island),
        districts=used,
        points=WONDER_POINTS,
    )
    return state.model_copy(update=state.logged(text, seat=seat))


# -- taking control --------------------------------------------------------------------------
def take_control(state: UtopiaState, seat: int, civ: Civ, d: int) -> UtopiaState:
    state = shift_princes(state, seat, civ, d, -CONTROL_PRINCES)
    monument = Monument(civ=civ, owner=seat)
    state = state.model_copy(update={"monuments": put(state.monuments, d, monument)})
    text = said.CONTROL(player=seat_of(seat), district=district_said(d), civ=said.A_CIV[civ]())
    state = state.model_copy(update=state.logged(text, seat=seat))
    island = board().island_of[d]
    owner = state.wonders[island]
    if owner is not None:
        value = board().values[d]
        state = gain(state, owner, value, "wonder bonus")
        text = said.WONDER_BONUS(player=seat_of(owner), island=island_said(island), points=value)
        state = state.model_copy(update=state.logged(text, seat=owner))
    return state


def free_actions(state: UtopiaState, seat: int) -> tuple[BuildWonder | TakeControl, ...]:
    """Every wonder and take-control the seat may make now (a shared tuple: copy to change)."""
    # Kept per seat in the state's Memo while the princes, monuments and wonders tuples (all
    # they depend on) are the very same objects: states are immutable and copies share
    # unchanged fields, so the same objects mean the same values, and the entry keeps them
    # alive so that an identity is never reused under it.  Listing the actions and the check
    # after every guest then work them out once.
    memo, key = memo_of(state), _FREE_KEYS[seat]
    entry = memo.get(key)
    princes, monuments, wonders = state.princes, state.monuments, state.wonders
    if entry is not None and entry[0] is princes and entry[1] is monuments and entry[2] is wonders:
        return entry[3]
    found = tuple(_work_out_free_actions(state, seat))
    memo[key] = (princes, monuments, wonders, found)
    return found


_FREE_KEYS = tuple(f"free{seat}" for seat in range(ABOUT.max_players))  # the Memo's names


# Whether the seat's princes on an island's districts (with no wonder there yet) make up a
# wonder: can_build_wonder, by the stacks it reads.
_WONDER_READY: dict[tuple, bool] = {}
# Prince counts of one district with too few of any civilisation to take control.
_NO_CONTROL: dict[tuple[int, ...], bool] = {}


def _work_out_free_actions(state: UtopiaState, seat: int) -> list[BuildWonder | TakeControl]:
    b = board()
    layout = b.layout(state.count)
    princes, monuments, wonders = state.princes, state.monuments, state.wonders
    found: list[BuildWonder | TakeControl] = []
    for i in layout.islands:
        if wonders[i] is not None:
            continue  # can_build_wonder is False
        stacks = tuple([princes[d][seat] for d in b.islands[i].districts])
        ready = _WONDER_READY.get(stacks)
        if ready is None:
            if len(_WONDER_READY) > 65536:
                _WONDER_READY.clear()
            ready = _WONDER_READY[stacks] = can_build_wonder(state, seat, i)
        if ready:
            found.append(_wonder(island=i))
    left: dict[str, int] = {}
    for d in layout.districts:
        if monuments[d] is not None:
            continue
        counts = princes[d][seat]
        if _NO_CONTROL.get(counts, False):
            continue
        if max(counts) < CONTROL_PRINCES:
            _NO_CONTROL[counts] = True
            continue
        for c, n in enumerate(counts):
            if n >= CONTROL_PRINCES:
                civ = CIVS[c]
                if civ not in left:
                    left[civ] = monuments_left(state, civ)
                if left[civ] > 0:
                    found.append(_control(civ=civ, district=b.ids[d]))
    return found


# Actions are immutable values: the legal lists hand out one shared instance per value.
_wonder = cache(BuildWonder)
_control = cache(TakeControl)


def has_free_action(state: UtopiaState, seat: int) -> bool:
    return bool(free_actions(state, seat))
