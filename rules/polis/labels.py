"""What a chosen action costs and gives, in words, for the menus ("pay 3 wood, get 3 wheat")."""

from __future__ import annotations

from boardgames_rules.core.words import counted
from boardgames_rules.polis.actions_political import shipload_index, trade_cost
from boardgames_rules.polis.common import cost_text, polis
from boardgames_rules.polis.data import data
from boardgames_rules.polis.state import State


def effect(s: State, a) -> str:
    """The effect of ``a`` in ``s`` for its menu entry, or '' when the notation says it all."""
    k = a.kind
    seat = s.steps[0].seat if s.steps else s.active
    # The entry already reads "pay prestige" or "starve Chios": the effect says what changes.
    if k == "hunger":
        p = s.side(seat).prestige
        return f"prestige {p} → {p - 1}" + ("; 0 prestige loses" if p == 1 else "")
    if k == "starve":
        pop = polis(s, a.polis).pop
        return f"cubes {pop} → {pop - 1}" + ("; it turns neutral" if pop == 1 else "")
    if k == "trade":
        i = shipload_index(a.market, a.good, a.reward)
        if i is None:
            return ""
        amount = data().shiploads[i][1].amount
        return f"pay {cost_text(trade_cost(s, a))}, get {amount} {a.reward}"
    if k == "tribute" and s.steps and s.steps[0].kind == "tribute":
        amount = data().tribute[s.steps[0].zone][a.good][a.count - 1]
        return f"{counted(a.count, 'hoplite')}: +{amount} {a.good}"
    return ""
