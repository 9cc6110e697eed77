"""What each legal action does to the state (``validate`` has already accepted it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames_rules.core import Frozen
from boardgames_rules.core.messages import SAID
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
from boardgames_rules.utopia.cards import as_counts, card_names, spend_cards, spend_update
from boardgames_rules.utopia.city import (
    begin_wonder,
    district_label,
    has_free_action,
    pick_for_wonder,
    relocate_update,
    shift_princes,
    shift_update,
    take_control,
)
from boardgames_rules.utopia.data import (
    CIV_ADJECTIVES,
    CIV_INDEX,
    CIV_NAMES,
    REMOVE_POINTS,
    VISIT_POINTS,
    Civ,
    a_civ,
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
from boardgames_rules.utopia.scoring import gain, scale_text
from boardgames_rules.utopia.state import UtopiaState, put


def resolve(state: UtopiaState, action: Frozen) -> UtopiaState:
    seat = state.turn
    assert seat is not None
    return _EFFECTS[type(action)](state, seat, action)


def _say(state: UtopiaState, seat: int, text: str) -> UtopiaState:
    return state.model_copy(
        update=state.logged(SAID(text=f"{state.players[seat]} {text}"), seat=seat)
    )


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
    name = f"{a_civ(civ)} guest to {board().islands[island].name}"
    update = update or {}
    if where is None:
        text = (
            f"{state.players[seat]} welcomes {name} but has no {CIV_ADJECTIVES[civ]} prince left."
        )
        return finish_guest(
            state.model_copy(update=update | state.logged(SAID(text=text), seat=seat))
        )
    d = _index(where)
    # shift_princes then _say, in one copy
    text = f"{state.players[seat]} welcomes {name}: a prince goes to {district_label(d)}."
    state = state.model_copy(
        update=update
        | shift_update(state, seat, civ, d, 1)
        | state.logged(SAID(text=text), seat=seat)
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
    island = board().islands[guest.island].name
    state = _say(
        state,
        seat,
        f"spends a privilege token and draws {a_civ(guest.civ)} guest for {island}.",
    )
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
    state: UtopiaState, seat: int, civ: Civ, kind: str, text: str, update: dict | None = None
) -> UtopiaState:
    """The card play told in ``text``; ``update`` (the play's effect on the city, not
    touching hands, discards or log) is made with it."""
    cost = CARD_COST[kind]
    cards = f"{a_civ(civ)} card" if cost == 1 else f"{cost} {CIV_ADJECTIVES[civ]} cards"
    # the effect, spend_update then _say, in one copy
    said = f"{state.players[seat]} plays {cards}: {text}"
    update = (
        (update or {})
        | spend_update(state, seat, civ, cost)
        | state.logged(SAID(text=said), seat=seat)
    )
    return state.model_copy(update=update)


def _journey(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    origin, dest = _index(a.origin), _index(a.destination)
    moved = relocate_update(state, seat, a.civ, origin, dest, a.count)
    how = "moves" if a.kind == "move" else "sails"
    who = f"{a_civ(a.civ)} prince" if a.count == 1 else f"2 {CIV_ADJECTIVES[a.civ]} princes"
    text = f"{how} {who} from {district_label(origin)} to {district_label(dest)}."
    return _played(state, seat, a.civ, a.kind, text, moved)


def _add(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    d = _index(a.district)
    added = shift_update(state, seat, a.civ, d, 1)
    state = _played(state, seat, a.civ, "add", f"adds a prince in {district_label(d)}.", added)
    monument = state.monuments[d]
    assert monument is not None
    if monument.owner != seat:
        state = gain(state, monument.owner, VISIT_POINTS, "visits")
        state = _say(state, monument.owner, f"owns that monument and scores {VISIT_POINTS}.")
    return state


def _remove(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    d = _index(a.district)
    state = shift_princes(state, seat, a.civ, d, -1)
    state = gain(state, seat, REMOVE_POINTS, "removals")
    text = f"takes back a prince from {district_label(d)} (+{REMOVE_POINTS})."
    return _played(state, seat, a.civ, "remove", text)


def _king(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    scale = list(state.scale)
    i = scale.index(a.civ)
    scale[i], scale[i + 1] = scale[i + 1], scale[i]
    state = state.model_copy(update={"scale": tuple(scale)})
    text = f"the {CIV_NAMES[a.civ]} rise. Scale: {scale_text(state)}."
    return _played(state, seat, a.civ, "king", text)


def _downfall(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    scale = tuple(c for c in state.scale if c != a.civ)
    state = state.model_copy(update={"scale": (a.civ,) + scale})
    text = f"the {CIV_NAMES[a.civ]} fall to the bottom. Scale: {scale_text(state)}."
    return _played(state, seat, a.civ, "downfall", text)


def _special(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    d = _index(a.district)
    text = f"a special guest comes to {district_label(d)}."
    return _played(state, seat, a.civ, "special", text, shift_update(state, seat, a.civ, d, 1))


def _discard(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    counts = as_counts(a.cards)
    state = spend_cards(state, seat, counts)
    state = _say(state, seat, f"discards {card_names(counts)}.")
    if state.step == "discard":
        state = state.model_copy(update={"discard_due": put(state.discard_due, seat, 0)})
        return next_discarder(state)
    # The hand limit, after the turn: the turn is over now.
    return next_develop_turn(state.model_copy(update={"done": put(state.done, seat, True)}))


def _end(state: UtopiaState, seat: int, a: Any) -> UtopiaState:
    if state.phase == "welcome":
        return end_welcome_turn(state)
    return end_develop_turn(_say(state, seat, "ends the turn."))


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
