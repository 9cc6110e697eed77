"""What each legal action does to the state (``validate`` has already accepted it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames_rules.core import Frozen
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.utopia import messages as said
from boardgames_rules.utopia.actions import (
    CARD_COST,
    AddPrince,
    BuildWonder,
    Discard,
    Downfall,
    EndTurn,
    InfluenceKing,
    Move,
    PickForWonder,
    PlaceGuest,
    RemovePrince,
    Sail,
    SpecialGuest,
    TakeControl,
    TakeGuest,
    UsePrivilege,
)
from boardgames_rules.utopia.cards import as_counts, cards_said, spend_cards, spend_update
from boardgames_rules.utopia.city import (
    begin_wonder,
    district_said,
    has_free_action,
    island_said,
    pick_for_wonder,
    relocate_update,
    shift_princes,
    shift_update,
    take_control,
)
from boardgames_rules.utopia.data import (
    CIV_INDEX,
    REMOVE_POINTS,
    VISIT_POINTS,
    Civ,
    board,
)
from boardgames_rules.utopia.flow import (
    draw_guest,
    end_develop_turn,
    end_welcome_turn,
    finish_guest,
    next_develop_turn,
    next_discarder,
)
from boardgames_rules.utopia.scoring import gain, scale_said
from boardgames_rules.utopia.state import UtopiaState, put


def resolve(state: UtopiaState, action: Frozen) -> UtopiaState:
    seat = state.turn
    assert seat is not None
    return _EFFECTS[type(action)](state, seat, action)


def _say(state: UtopiaState, seat: int, line: Callable[..., Message], **params: Any) -> UtopiaState:
    """``line`` about ``seat`` (its {player}), logged as that seat's."""
    return state.model_copy(update=state.logged(line(player=seat_of(seat), **params), seat=seat))


def _index(name: str) -> int:
    return board().index[name]


# -- phase 1 ---------------------------------------------------------------------------------
def _guest(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    waiting = state.waiting
    # waiting.remove(Guest(island=a.island, civ=a.civ)): the first equal guest
    i = next(i for i, g in enumerate(waiting) if g.island == a.island and g.civ == a.civ)
    update = {"waiting": waiting[:i] + waiting[i + 1 :]}
    return _welcome(state, seat, a.civ, a.island, a.district, update)


def _welcome(
    state: UtopiaState,
    seat: int,
    civ: Civ,
    island: int,
    where: str | None,
    update: dict | None = None,
) -> UtopiaState:
    """Welcome the guest; ``update`` (not touching princes, supply or log) is made with it."""
    guest = {"player": seat_of(seat), "civ": said.A_CIV[civ](), "island": island_said(island)}
    update = update or {}
    if where is None:
        text = said.WELCOME_NO_PRINCE(**guest, adjective=said.ADJECTIVE[civ]())
        return finish_guest(state.model_copy(update=update | state.logged(text, seat=seat)))
    d = _index(where)
    # shift_princes then _say, in one copy
    text = said.WELCOME(**guest, district=district_said(d))
    state = state.model_copy(
        update=update | shift_update(state, seat, civ, d, 1) | state.logged(text, seat=seat)
    )
    return finish_guest(state)


def _privilege(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    guest, state = draw_guest(state)
    state = state.model_copy(
        update={
            "privileges": put(state.privileges, seat, state.privileges[seat] - 1),
            "privileged": put(state.privileged, seat, True),
        }
    )
    island = island_said(guest.island)
    state = _say(state, seat, said.PRIVILEGE, civ=said.A_CIV[guest.civ](), island=island)
    if state.supply[seat][CIV_INDEX[guest.civ]] == 0:
        return _welcome(state, seat, guest.civ, guest.island, None)
    return state.model_copy(update={"blind": guest, "step": "place"})


def _place(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    guest = state.blind
    assert guest is not None
    state = state.model_copy(update={"blind": None, "step": "guest"})
    return _welcome(state, seat, guest.civ, guest.island, a.district)


# -- free actions ----------------------------------------------------------------------------
def _settle(state: UtopiaState, seat: int) -> UtopiaState:
    """A phase-1 turn past its guest ends once no free action is left to take."""
    if state.step == "after" and state.wonder is None and not has_free_action(state, seat):
        return end_welcome_turn(state)
    return state


def _wonder(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    return _settle(begin_wonder(state, seat, a.island), seat)


def _pick(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    return _settle(pick_for_wonder(state, a.civ, _index(a.district)), seat)


def _control(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    return _settle(take_control(state, seat, a.civ, _index(a.district)), seat)


# -- phase 2 ---------------------------------------------------------------------------------
def _played(
    state: UtopiaState, seat: int, civ: Civ, kind: str, done: Message, update: dict | None = None
) -> UtopiaState:
    """The card play told in ``text``; ``update`` (the play's effect on the city, not
    touching hands, discards or log) is made with it."""
    cost = CARD_COST[kind]
    if cost == 1:
        line = said.PLAYS_ONE(player=seat_of(seat), civ=said.A_CIV[civ](), done=done)
    else:
        adjective = said.ADJECTIVE[civ]()
        line = said.PLAYS_MORE(player=seat_of(seat), count=cost, adjective=adjective, done=done)
    # the effect, spend_update then _say, in one copy
    update = (update or {}) | spend_update(state, seat, civ, cost) | state.logged(line, seat=seat)
    return state.model_copy(update=update)


def _journey(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    origin, dest = _index(a.origin), _index(a.destination)
    moved = relocate_update(state, seat, a.civ, origin, dest, a.count)
    ends = {"origin": district_said(origin), "destination": district_said(dest)}
    if a.count == 1:
        one = said.MOVES_ONE if a.kind == "move" else said.SAILS_ONE
        text = one(civ=said.A_CIV[a.civ](), **ends)
    else:
        two = said.MOVES_TWO if a.kind == "move" else said.SAILS_TWO
        text = two(adjective=said.ADJECTIVE[a.civ](), **ends)
    return _played(state, seat, a.civ, a.kind, text, moved)


def _add(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    d = _index(a.district)
    added = shift_update(state, seat, a.civ, d, 1)
    state = _played(state, seat, a.civ, "add", said.ADDS(district=district_said(d)), added)
    monument = state.monuments[d]
    assert monument is not None
    if monument.owner != seat:
        state = gain(state, monument.owner, VISIT_POINTS, "visits")
        state = _say(state, monument.owner, said.VISIT, points=VISIT_POINTS)
    return state


def _remove(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    d = _index(a.district)
    state = shift_princes(state, seat, a.civ, d, -1)
    state = gain(state, seat, REMOVE_POINTS, "removals")
    text = said.TAKES_BACK(district=district_said(d), points=REMOVE_POINTS)
    return _played(state, seat, a.civ, "remove", text)


def _king(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    scale = list(state.scale)
    i = scale.index(a.civ)
    scale[i], scale[i + 1] = scale[i + 1], scale[i]
    state = state.model_copy(update={"scale": tuple(scale)})
    text = said.RISE(people=said.PEOPLE[a.civ](), scale=scale_said(state))
    return _played(state, seat, a.civ, "king", text)


def _downfall(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    scale = tuple(c for c in state.scale if c != a.civ)
    state = state.model_copy(update={"scale": (a.civ,) + scale})
    text = said.FALL(people=said.PEOPLE[a.civ](), scale=scale_said(state))
    return _played(state, seat, a.civ, "downfall", text)


def _special(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    d = _index(a.district)
    text = said.SPECIAL(district=district_said(d))
    return _played(state, seat, a.civ, "special", text, shift_update(state, seat, a.civ, d, 1))


def _discard(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    counts = as_counts(a.cards)
    state = spend_cards(state, seat, counts)
    state = _say(state, seat, said.DISCARDS, cards=cards_said(counts))
    if state.step == "discard":
        state = state.model_copy(update={"discard_due": put(state.discard_due, seat, 0)})
        return next_discarder(state)
    # The hand limit, after the turn: the turn is over now.
    return next_develop_turn(state.model_copy(update={"done": put(state.done, seat, True)}))


def _end(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    if state.phase == "welcome":
        return end_welcome_turn(state)
    return end_develop_turn(_say(state, seat, said.ENDS_TURN))


# Each effect takes the one class of action its key names, which a dict's value type cannot
# say: the action is Any to the type checker.
_EFFECTS: dict[type[Frozen], Callable[[UtopiaState, int, Any], UtopiaState]] = {
    TakeGuest: _guest,
    UsePrivilege: _privilege,
    PlaceGuest: _place,
    BuildWonder: _wonder,
    PickForWonder: _pick,
    TakeControl: _control,
    Move: _journey,
    Sail: _journey,
    AddPrince: _add,
    RemovePrince: _remove,
    InfluenceKing: _king,
    Downfall: _downfall,
    SpecialGuest: _special,
    Discard: _discard,
    EndTurn: _end,
}
