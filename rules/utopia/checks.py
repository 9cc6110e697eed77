"""Why an action is refused: one check per action kind, each naming the rule it applies.

``engine.validate`` first checks that the action's kind fits the pending decision, then calls
the check here for the details.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames_rules.core import Rejection
from boardgames_rules.core.words import counted
from boardgames_rules.utopia.actions import (
    CARD_COST,
    AddPrince,
    BuildWonder,
    Discard,
    Downfall,
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
from boardgames_rules.utopia.cards import as_counts
from boardgames_rules.utopia.city import (
    can_build_wonder,
    civ_to_pick,
    district_label,
    monuments_left,
    wonder_sources,
)
from boardgames_rules.utopia.data import CIV_ADJECTIVES as ADJ
from boardgames_rules.utopia.data import CIV_INDEX, CIV_NAMES, CIVS, CONTROL_PRINCES, Civ, board
from boardgames_rules.utopia.flow import bag_is_empty, decision, discard_due
from boardgames_rules.utopia.state import Guest, UtopiaState


def _district(state: UtopiaState, name: str) -> int | Rejection:
    b = board()
    d = b.index.get(name)
    if d is None:
        return Rejection(rule="unknown-district", message=f"There is no district {name!r}.")
    if not b.layout(state.count).in_play[d]:
        island = b.islands[b.island_of[d]].name
        return Rejection(
            rule="out-of-play",
            message=f"{district_label(d)} is on {island}, out of play with 2 players.",
        )
    return d


def _island(state: UtopiaState, island: int) -> Rejection | None:
    b = board()
    if not 0 <= island < len(b.islands):
        return Rejection(rule="unknown-island", message=f"There is no island {island}.")
    if island not in b.layout(state.count).islands:
        name = b.islands[island].name
        return Rejection(rule="out-of-play", message=f"{name} is out of play with 2 players.")
    return None


def _check_guest(state: UtopiaState, seat: int, a: TakeGuest) -> Rejection | None:
    if (bad := _island(state, a.island)) is not None:
        return bad
    b = board()
    island = b.islands[a.island].name
    if Guest(island=a.island, civ=a.civ) not in state.waiting:
        return Rejection(
            rule="no-such-guest",
            message=f"No {ADJ[a.civ]} guest is waiting at {island}.",
        )
    if state.supply[seat][CIV_INDEX[a.civ]] == 0:
        if a.district is not None:
            return Rejection(
                rule="no-prince-left",
                message=f"You have no {ADJ[a.civ]} prince left: take the guest without a district.",
            )
        return None
    if a.district is None:
        return Rejection(
            rule="guest-needs-district",
            message=f"Say where on {island} the {ADJ[a.civ]} prince goes.",
        )
    return _on_island(state, a.district, a.island)


def _on_island(state: UtopiaState, name: str, island: int) -> Rejection | None:
    d = _district(state, name)
    if isinstance(d, Rejection):
        return d
    b = board()
    if b.island_of[d] != island:
        return Rejection(
            rule="guest-island",
            message=f"The guest's prince must go to {b.islands[island].name}, "
            f"not to {district_label(d)}.",
        )
    return None


def privilege_refusal(state: UtopiaState, seat: int) -> Rejection | None:
    if state.guest_pass > 3:
        return Rejection(
            rule="privilege-leftovers", message="A privilege cannot be used for leftover guests."
        )
    if state.privileges[seat] == 0:
        return Rejection(rule="privilege-none-left", message="You have no privilege token left.")
    if state.privileged[seat]:
        return Rejection(
            rule="privilege-once-per-round",
            message="A privilege token can be used at most once per round.",
        )
    if bag_is_empty(state):
        return Rejection(rule="bag-empty", message="The bag is empty.")
    return None


def _check_privilege(state: UtopiaState, seat: int, a: UsePrivilege) -> Rejection | None:
    return privilege_refusal(state, seat)


def _check_place(state: UtopiaState, seat: int, a: PlaceGuest) -> Rejection | None:
    assert state.blind is not None
    return _on_island(state, a.district, state.blind.island)


def _check_wonder(state: UtopiaState, seat: int, a: BuildWonder) -> Rejection | None:
    if (bad := _island(state, a.island)) is not None:
        return bad
    name = board().islands[a.island].name
    if state.wonders[a.island] is not None:
        return Rejection(rule="wonder-built", message=f"{name} already has its wonder.")
    if not can_build_wonder(state, seat, a.island):
        return Rejection(
            rule="wonder-needs-five",
            message=f"A wonder needs one of your princes of each of the 5 civilisations on {name}.",
        )
    return None


def _check_pick(state: UtopiaState, seat: int, a: PickForWonder) -> Rejection | None:
    pending = state.wonder
    assert pending is not None
    civ = civ_to_pick(pending)
    if a.civ != civ:
        return Rejection(
            rule="pick-civ",
            message=f"Choose the {ADJ[civ or 'M']} prince for the wonder now.",
        )
    d = _district(state, a.district)
    if isinstance(d, Rejection):
        return d
    if d not in wonder_sources(state, seat, pending.island)[CIV_INDEX[a.civ]]:
        island = board().islands[pending.island].name
        return Rejection(
            rule="pick-source",
            message=f"You have no {ADJ[a.civ]} prince in {district_label(d)} on {island}.",
        )
    return None


def _check_control(state: UtopiaState, seat: int, a: TakeControl) -> Rejection | None:
    d = _district(state, a.district)
    if isinstance(d, Rejection):
        return d
    where = district_label(d)
    if state.monuments[d] is not None:
        return Rejection(
            rule="district-controlled",
            message=f"{where} already has a monument: a district is never retaken.",
        )
    have = state.princes[d][seat][CIV_INDEX[a.civ]]
    if have < CONTROL_PRINCES:
        return Rejection(
            rule="control-needs-three",
            message=f"Taking control needs {CONTROL_PRINCES} of your {ADJ[a.civ]} princes "
            f"in {where}; you have {have}.",
        )
    if monuments_left(state, a.civ) == 0:
        return Rejection(rule="monuments-gone", message=f"All 8 {ADJ[a.civ]} monuments are built.")
    return None


def _cards(state: UtopiaState, seat: int, civ: Civ, kind: str) -> Rejection | None:
    cost = CARD_COST[kind]
    have = state.hands[seat][CIV_INDEX[civ]]
    if have < cost:
        return Rejection(
            rule="needs-cards",
            message=f"'{kind}' needs {counted(cost, ADJ[civ] + ' card')}; you hold {have}.",
        )
    return None


def _check_journey(state: UtopiaState, seat: int, a: Move | Sail) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    origin = _district(state, a.origin)
    if isinstance(origin, Rejection):
        return origin
    dest = _district(state, a.destination)
    if isinstance(dest, Rejection):
        return dest
    have = state.princes[origin][seat][CIV_INDEX[a.civ]]
    if have < a.count:
        return Rejection(
            rule="no-princes-there",
            message=f"You have {counted(have, ADJ[a.civ] + ' prince')} in "
            f"{district_label(origin)}, "
            f"not {a.count}.",
        )
    layout = board().layout(state.count)
    if a.kind == "move" and dest not in layout.land[origin]:
        return Rejection(
            rule="not-adjacent",
            message=f"{district_label(origin)} and {district_label(dest)} are not joined by a "
            f"street or bridge.",
        )
    if a.kind == "sail":
        for d in (origin, dest):
            if not board().ships[d]:
                return Rejection(
                    rule="not-a-ship-district",
                    message=f"{district_label(d)} has no ship: sea moves go between ship "
                    f"districts.",
                )
        if dest not in layout.sea[origin]:
            return Rejection(
                rule="sea-too-far",
                message=f"{district_label(dest)} is not in the same or an adjacent sea sector "
                f"as {district_label(origin)}.",
            )
    return None


def _monument_of(state: UtopiaState, a: AddPrince | RemovePrince) -> int | Rejection:
    d = _district(state, a.district)
    if isinstance(d, Rejection):
        return d
    monument = state.monuments[d]
    if monument is None or monument.civ != a.civ:
        return Rejection(
            rule="needs-monument",
            message=f"{district_label(d)} holds no {ADJ[a.civ]} monument.",
        )
    return d


def _check_add(state: UtopiaState, seat: int, a: AddPrince) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    d = _monument_of(state, a)
    if isinstance(d, Rejection):
        return d
    return _supply(state, seat, a.civ)


def _supply(state: UtopiaState, seat: int, civ: Civ) -> Rejection | None:
    if state.supply[seat][CIV_INDEX[civ]] == 0:
        return Rejection(
            rule="no-prince-left",
            message=f"All 8 of your {ADJ[civ]} princes are placed.",
        )
    return None


def _check_remove(state: UtopiaState, seat: int, a: RemovePrince) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    d = _monument_of(state, a)
    if isinstance(d, Rejection):
        return d
    if state.princes[d][seat][CIV_INDEX[a.civ]] == 0:
        return Rejection(
            rule="no-princes-there",
            message=f"You have no {ADJ[a.civ]} prince in {district_label(d)}.",
        )
    return None


def _check_king(state: UtopiaState, seat: int, a: InfluenceKing) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    if state.scale[-1] == a.civ:
        return Rejection(
            rule="scale-top", message=f"The {CIV_NAMES[a.civ]} are already at the top of the scale."
        )
    return None


def _check_downfall(state: UtopiaState, seat: int, a: Downfall) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    if state.scale[0] == a.civ:
        return Rejection(
            rule="scale-bottom",
            message=f"The {CIV_NAMES[a.civ]} are already at the bottom of the scale.",
        )
    return None


def _check_special(state: UtopiaState, seat: int, a: SpecialGuest) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    d = _district(state, a.district)
    if isinstance(d, Rejection):
        return d
    return _supply(state, seat, a.civ)


def _check_discard(state: UtopiaState, seat: int, a: Discard) -> Rejection | None:
    due = discard_due(state)
    why = "by rank" if decision(state) == "discard" else "to keep 5 cards"
    if len(a.cards) != due:
        return Rejection(
            rule="discard-count",
            message=f"Discard exactly {counted(due, 'card')} {why}, not {len(a.cards)}.",
        )
    counts = as_counts(a.cards)
    hand = state.hands[seat]
    for c, civ in enumerate(CIVS):
        if counts[c] > hand[c]:
            return Rejection(
                rule="discard-not-held",
                message=f"You hold {counted(hand[c], ADJ[civ] + ' card')}, not {counts[c]}.",
            )
    return None


# Each check takes the one kind of action its key names (``validate`` looks the kind up), which
# a dict's value type cannot say: the action is Any to the type checker.
Check = Callable[[UtopiaState, int, Any], Rejection | None]
CHECKS: dict[str, Check] = {
    "guest": _check_guest,
    "privilege": _check_privilege,
    "place": _check_place,
    "wonder": _check_wonder,
    "pick": _check_pick,
    "control": _check_control,
    "move": _check_journey,
    "sail": _check_journey,
    "add": _check_add,
    "remove": _check_remove,
    "king": _check_king,
    "downfall": _check_downfall,
    "special": _check_special,
    "discard": _check_discard,
}
