"""For each of the 12 actions: can this seat take it now, and if not, why (for the screen)."""

from __future__ import annotations

from boardgames_rules.polis.actions import ACTION_KINDS, ACTION_TITLES, MILITARY
from boardgames_rules.polis.actions_military import collect_blocked_reason
from boardgames_rules.polis.actions_political import civil_war_cost
from boardgames_rules.polis.common import can_pay
from boardgames_rules.polis.data import data
from boardgames_rules.polis.flow import MAX_TURNS
from boardgames_rules.polis.state import State
from boardgames_rules.polis.topology import era_limit, owned


def availability(s: State, seat: int) -> list[tuple[str, bool, str]]:
    """(action title, available, reason) for the 12 actions, in the order of the rules."""
    from boardgames_rules.polis.engine import legal_of_kind

    general = _general(s, seat)
    out = []
    for kind in ACTION_KINDS:
        if general:
            out.append((ACTION_TITLES[kind], False, general))
        elif kind in s.done:
            out.append((ACTION_TITLES[kind], False, "already taken this turn"))
        elif legal_of_kind(s, kind):
            out.append((ACTION_TITLES[kind], True, ""))
        else:
            out.append((ACTION_TITLES[kind], False, why_not(s, seat, kind) or "not possible now"))
    return out


def _general(s: State, seat: int) -> str:
    if s.phase == "over":
        return "the game is over"
    if s.phase == "era_end":
        return "the era is ending"
    if s.battle is not None:
        return "a battle is being fought"
    if s.steps:
        return "a step must be decided first"
    if s.active != seat:
        return "not your turn"
    if s.side(seat).passed:
        return "you have passed"
    if s.side(seat).turns >= MAX_TURNS:
        return f"{MAX_TURNS} turns taken this era: you can only pass"
    return ""


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
