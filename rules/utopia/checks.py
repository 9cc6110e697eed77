"""Why an action is refused: one check per action kind, each naming the rule it applies.

``engine.validate`` first checks that the action's kind fits the pending decision, then calls
the check here for the details.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from boardgames_rules.core import Rejection
from boardgames_rules.utopia import messages as said
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
    district_said,
    island_said,
    monuments_left,
    wonder_sources,
)
from boardgames_rules.utopia.data import CIV_INDEX, CIVS, CONTROL_PRINCES, Civ, board
from boardgames_rules.utopia.flow import bag_is_empty, decision, discard_due
from boardgames_rules.utopia.state import Guest, UtopiaState


def _district(state: UtopiaState, name: str) -> int | Rejection:
    b = board()
    d = b.index.get(name)
    if d is None:
        return Rejection(rule="unknown-district", message=said.UNKNOWN_DISTRICT(name=repr(name)))
    if not b.layout(state.count).in_play[d]:
        return Rejection(
            rule="out-of-play",
            message=said.DISTRICT_OUT_OF_PLAY(
                district=district_said(d), island=island_said(b.island_of[d])
            ),
        )
    return d


def _island(state: UtopiaState, island: int) -> Rejection | None:
    b = board()
    if not 0 <= island < len(b.islands):
        return Rejection(rule="unknown-island", message=said.NO_ISLAND(number=island))
    if island not in b.layout(state.count).islands:
        return Rejection(
            rule="out-of-play", message=said.ISLAND_OUT_OF_PLAY(island=island_said(island))
        )
    return None


def _check_guest(state: UtopiaState, seat: int, a: TakeGuest) -> Rejection | None:
    if (bad := _island(state, a.island)) is not None:
        return bad
    island = island_said(a.island)
    adjective = said.ADJECTIVE[a.civ]()
    if Guest(island=a.island, civ=a.civ) not in state.waiting:
        return Rejection(
            rule="no-such-guest",
            message=said.NO_SUCH_GUEST(adjective=adjective, island=island),
        )
    if state.supply[seat][CIV_INDEX[a.civ]] == 0:
        if a.district is not None:
            return Rejection(
                rule="no-prince-left",
                message=said.NO_PRINCE_FOR_GUEST(adjective=adjective),
            )
        return None
    if a.district is None:
        return Rejection(
            rule="guest-needs-district",
            message=said.GUEST_NEEDS_DISTRICT(island=island, adjective=adjective),
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
            message=said.GUEST_ISLAND(island=island_said(island), district=district_said(d)),
        )
    return None


def privilege_refusal(state: UtopiaState, seat: int) -> Rejection | None:
    if state.guest_pass > 3:
        return Rejection(rule="privilege-leftovers", message=said.PRIVILEGE_LEFTOVERS())
    if state.privileges[seat] == 0:
        return Rejection(rule="privilege-none-left", message=said.PRIVILEGE_NONE_LEFT())
    if state.privileged[seat]:
        return Rejection(
            rule="privilege-once-per-round",
            message=said.PRIVILEGE_ONCE(),
        )
    if bag_is_empty(state):
        return Rejection(rule="bag-empty", message=said.BAG_EMPTY())
    return None


def _check_privilege(state: UtopiaState, seat: int, a: UsePrivilege) -> Rejection | None:
    return privilege_refusal(state, seat)


def _check_place(state: UtopiaState, seat: int, a: PlaceGuest) -> Rejection | None:
    assert state.blind is not None
    return _on_island(state, a.district, state.blind.island)


def _check_wonder(state: UtopiaState, seat: int, a: BuildWonder) -> Rejection | None:
    if (bad := _island(state, a.island)) is not None:
        return bad
    name = island_said(a.island)
    if state.wonders[a.island] is not None:
        return Rejection(rule="wonder-built", message=said.WONDER_BUILT(island=name))
    if not can_build_wonder(state, seat, a.island):
        return Rejection(
            rule="wonder-needs-five",
            message=said.WONDER_NEEDS_FIVE(island=name),
        )
    return None


def _check_pick(state: UtopiaState, seat: int, a: PickForWonder) -> Rejection | None:
    pending = state.wonder
    assert pending is not None
    civ = civ_to_pick(pending)
    if a.civ != civ:
        return Rejection(
            rule="pick-civ",
            message=said.PICK_CIV(adjective=said.ADJECTIVE[civ or "M"]()),
        )
    d = _district(state, a.district)
    if isinstance(d, Rejection):
        return d
    if d not in wonder_sources(state, seat, pending.island)[CIV_INDEX[a.civ]]:
        return Rejection(
            rule="pick-source",
            message=said.PICK_SOURCE(
                adjective=said.ADJECTIVE[a.civ](),
                district=district_said(d),
                island=island_said(pending.island),
            ),
        )
    return None


def _check_control(state: UtopiaState, seat: int, a: TakeControl) -> Rejection | None:
    d = _district(state, a.district)
    if isinstance(d, Rejection):
        return d
    where = district_said(d)
    if state.monuments[d] is not None:
        return Rejection(
            rule="district-controlled",
            message=said.DISTRICT_CONTROLLED(district=where),
        )
    have = state.princes[d][seat][CIV_INDEX[a.civ]]
    if have < CONTROL_PRINCES:
        return Rejection(
            rule="control-needs-three",
            message=said.CONTROL_NEEDS(
                need=CONTROL_PRINCES, adjective=said.ADJECTIVE[a.civ](), district=where, have=have
            ),
        )
    if monuments_left(state, a.civ) == 0:
        return Rejection(
            rule="monuments-gone", message=said.MONUMENTS_GONE(adjective=said.ADJECTIVE[a.civ]())
        )
    return None


def _cards(state: UtopiaState, seat: int, civ: Civ, kind: str) -> Rejection | None:
    cost = CARD_COST[kind]
    have = state.hands[seat][CIV_INDEX[civ]]
    if have < cost:
        return Rejection(
            rule="needs-cards",
            message=said.NEEDS_CARDS(
                kind=kind, cost=cost, adjective=said.ADJECTIVE[civ](), have=have
            ),
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
            message=said.NO_PRINCES_THERE(
                have=have,
                adjective=said.ADJECTIVE[a.civ](),
                district=district_said(origin),
                count=a.count,
            ),
        )
    layout = board().layout(state.count)
    if a.kind == "move" and dest not in layout.land[origin]:
        return Rejection(
            rule="not-adjacent",
            message=said.NOT_ADJACENT(
                origin=district_said(origin), destination=district_said(dest)
            ),
        )
    if a.kind == "sail":
        for d in (origin, dest):
            if not board().ships[d]:
                return Rejection(
                    rule="not-a-ship-district",
                    message=said.NOT_A_SHIP_DISTRICT(district=district_said(d)),
                )
        if dest not in layout.sea[origin]:
            return Rejection(
                rule="sea-too-far",
                message=said.SEA_TOO_FAR(
                    destination=district_said(dest), origin=district_said(origin)
                ),
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
            message=said.NEEDS_MONUMENT(
                district=district_said(d), adjective=said.ADJECTIVE[a.civ]()
            ),
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
            message=said.ALL_PRINCES_PLACED(adjective=said.ADJECTIVE[civ]()),
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
            message=said.NO_PRINCE_IN(adjective=said.ADJECTIVE[a.civ](), district=district_said(d)),
        )
    return None


def _check_king(state: UtopiaState, seat: int, a: InfluenceKing) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    if state.scale[-1] == a.civ:
        return Rejection(rule="scale-top", message=said.SCALE_TOP(people=said.PEOPLE[a.civ]()))
    return None


def _check_downfall(state: UtopiaState, seat: int, a: Downfall) -> Rejection | None:
    if (bad := _cards(state, seat, a.civ, a.kind)) is not None:
        return bad
    if state.scale[0] == a.civ:
        return Rejection(
            rule="scale-bottom",
            message=said.SCALE_BOTTOM(people=said.PEOPLE[a.civ]()),
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
    why = said.DISCARD_BY_RANK if decision(state) == "discard" else said.DISCARD_TO_FIVE
    if len(a.cards) != due:
        return Rejection(
            rule="discard-count",
            message=why(due=due, given=len(a.cards)),
        )
    counts = as_counts(a.cards)
    hand = state.hands[seat]
    for c, civ in enumerate(CIVS):
        if counts[c] > hand[c]:
            return Rejection(
                rule="discard-not-held",
                message=said.DISCARD_NOT_HELD(
                    have=hand[c], adjective=said.ADJECTIVE[civ](), count=counts[c]
                ),
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
