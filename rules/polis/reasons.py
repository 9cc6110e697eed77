"""Why no variant of an action kind is possible now: the sentence the engine gives with its
refusal and the screen shows beside an action it cannot take (``availability``)."""

from __future__ import annotations

from boardgames_rules.core.messages import Message, english
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import MILITARY
from boardgames_rules.polis.actions_military import collect_blocked_reason
from boardgames_rules.polis.actions_political import civil_war_cost
from boardgames_rules.polis.common import can_pay, where
from boardgames_rules.polis.data import data
from boardgames_rules.polis.state import State
from boardgames_rules.polis.topology import era_limit, owned


def why_not(s: State, seat: int, kind: str) -> Message | None:
    """A sentence saying why no variant of ``kind`` is possible (best effort)."""
    d = data()
    side = s.side(seat)
    if not can_pay(s, seat, {}):
        return said.NO_EXTRA_RESOURCE()
    if kind in MILITARY and kind != "collect" and side.prestige < 1:
        return said.NO_PRESTIGE_FOR_MILITARY()
    mine = owned(s, seat)
    if kind == "hoplites":
        if not any(d.polis[n].territory for n in mine):
            return said.NO_POLIS_IN_TERRITORY()
        return said.NO_HOPLITE_ROOM(limit=era_limit(s))
    if kind == "galleys":
        if not any(d.polis[n].ports for n in mine):
            return said.NO_PORT()
        return said.NO_GALLEY_ROOM(limit=era_limit(s))
    if kind == "merchants":
        if not any(n in mine for n in d.commercial[seat]):
            return said.NO_COMMERCIAL_POLIS()
        return said.NO_MERCHANT_ROOM()
    if kind == "project":
        if not s.projects:
            return said.NO_PROJECT_LEFT()
        return said.NO_PROJECT_FITS()
    if kind == "move":
        return said.NO_HOPLITE_MOVE()
    if kind == "sail":
        return said.NO_GALLEY_MOVE()
    if kind == "siege":
        return said.NO_SIEGE()
    if kind == "collect":
        found = {collect_blocked_reason(s, seat, t) for t in d.territory_names}
        reasons = sorted((english(r), r) for r in found if r is not None)
        # As many whole reasons as fit in 200 characters (a cut mid-word cannot be translated).
        kept, length = [], -2
        for text, reason in reasons:
            length += len(text) + 2
            if length > 200:
                break
            kept.append(reason)
        return said.NO_COLLECT(reasons=tuple(kept))
    if kind == "trade":
        if side.merchants < 1:
            return said.NO_MERCHANT_WAITS()
        return said.NO_SHIPLOAD()
    if kind == "proxenos":
        if side.captured:
            return said.PROXENOS_IS_CAPTURED()
        return said.NO_BRIBES()
    if kind == "redeem":
        if not side.captured:
            return said.PROXENOS_NOT_CAPTURED()
        return said.REDEEM_COSTS()
    if kind == "civilwar":
        if side.captured:
            return said.PROXENOS_IS_CAPTURED()
        cost = civil_war_cost(s, seat, side.proxenos)
        if cost is None:
            return said.NO_CIVIL_WAR(polis=where(side.proxenos))
        return said.CIVIL_WAR_COSTS(polis=where(side.proxenos), silver=cost[0])
    return None
