"""What a chosen action costs and gives, in words, for the menus ("pay 3 wood, get 3 wheat")."""

from __future__ import annotations

from boardgames_rules.core.i18n import _, ngettext
from boardgames_rules.polis import words
from boardgames_rules.polis.actions_political import shipload_index, trade_cost
from boardgames_rules.polis.common import polis
from boardgames_rules.polis.data import GOODS, data
from boardgames_rules.polis.state import State


def effect(s: State, a) -> str:
    """The effect of ``a`` in ``s`` for its menu entry, or '' when the notation says it all."""
    k = a.kind
    seat = s.steps[0].seat if s.steps else s.active
    # The entry already reads "pay prestige" or "starve Chios": the effect says what changes.
    if k == "hunger":
        p = s.side(seat).prestige
        said = _("prestige {now} → {then}").format(now=p, then=p - 1)
        return said + (_("; 0 prestige loses") if p == 1 else "")
    if k == "starve":
        pop = polis(s, a.polis).pop
        said = _("cubes {now} → {then}").format(now=pop, then=pop - 1)
        return said + (_("; it turns neutral") if pop == 1 else "")
    if k == "trade":
        i = shipload_index(a.market, a.good, a.reward)
        if i is None:
            return ""
        amount = data().shiploads[i][1].amount
        return _("pay {cost}, get {amount} {good}").format(
            cost=cost_words(trade_cost(s, a)), amount=amount, good=words.good(a.reward)
        )
    if k == "tribute" and s.steps and s.steps[0].kind == "tribute":
        amount = data().tribute[s.steps[0].zone][a.good][a.count - 1]
        hoplites = ngettext("{n} hoplite", "{n} hoplites", a.count).format(n=a.count)
        return f"{hoplites}: +{amount} {words.good(a.good)}"
    return ""


def cost_words(cost: dict[str, int]) -> str:
    """``common.cost_text`` in the language on screen ("3 wood, 1 silver")."""
    parts = [
        f"{n} {words.good(g)}"
        for g, n in sorted(cost.items(), key=lambda x: GOODS.index(x[0]))
        if n
    ]
    return ", ".join(parts) or _("nothing")
