"""Why no variant of an action kind is possible now: the sentence the engine gives with its
refusal and the screen shows beside an action it cannot take (``availability``)."""

from __future__ import annotations

from boardgames_rules.polis.actions import MILITARY
from boardgames_rules.polis.actions_military import collect_blocked_reason
from boardgames_rules.polis.actions_political import civil_war_cost
from boardgames_rules.polis.common import can_pay
from boardgames_rules.polis.data import data
from boardgames_rules.polis.state import State
from boardgames_rules.polis.topology import era_limit, owned


def why_not(s: State, seat: int, kind: str) -> str:
    """A sentence saying why no variant of ``kind`` is possible (best effort)."""
    d = data()
    side = s.side(seat)
    if not can_pay(s, seat, {}):
        return "the opponent has passed and you have no resource left for the extra cost"
    if kind in MILITARY and kind != "collect" and side.prestige < 1:
        return "military actions cost 1 prestige and you have none"
    mine = owned(s, seat)
    if kind == "hoplites":
        if not any(d.polis[n].territory for n in mine):
            return "you own no polis in a territory"
        return (
            f"no polis of yours can spare a cube and has room under the limit of "
            f"{era_limit(s)}, or you lack metal/silver"
        )
    if kind == "galleys":
        if not any(d.polis[n].ports for n in mine):
            return "you own no port"
        return (
            f"no port of yours can spare a cube and has room under the limit of "
            f"{era_limit(s)}, or you lack wood/silver"
        )
    if kind == "merchants":
        if not any(n in mine for n in d.commercial[seat]):
            return "you own no commercial polis"
        return "your commercial polis cannot spare a cube, or you lack wood/silver"
    if kind == "project":
        if not s.projects:
            return "no project tile is left this era"
        return "none of the available projects fits a free polis of yours that you can pay for"
    if kind == "move":
        return "you have no hoplites that can reach a territory with room"
    if kind == "sail":
        return "you have no galleys that can reach a sea zone with room"
    if kind == "siege":
        return "you control no territory with a polis you may besiege and enough hoplites"
    if kind == "collect":
        reasons = {collect_blocked_reason(s, seat, t) for t in d.territory_names}
        reasons.discard(None)
        return "no territory can be collected: " + "; ".join(sorted(r for r in reasons if r))[:200]
    if kind == "trade":
        if side.merchants < 1:
            return "no merchant waits in your Trade Port"
        return "no free shipload open this era that your route reaches and you can pay for"
    if kind == "proxenos":
        if side.captured:
            return "your proxenos is captured"
        return "you cannot pay the bribes to any other polis"
    if kind == "redeem":
        if not side.captured:
            return "your proxenos is not captured"
        return "redeeming costs 2 silver"
    if kind == "civilwar":
        if side.captured:
            return "your proxenos is captured"
        cost = civil_war_cost(s, seat, side.proxenos)
        if cost is None:
            return f"no civil war in {side.proxenos} (a capital or your own polis)"
        return f"a civil war in {side.proxenos} costs {cost[0]} silver"
    return ""
