"""Polis: which zones changed between two views of one seat, and the era for replays."""

from __future__ import annotations

from boardgames_rules.core.changes import changed_keys
from boardgames_rules.core.i18n import _
from boardgames_rules.polis.availability import MAX_TURNS
from boardgames_rules.polis.data import data
from boardgames_rules.polis.view import View


def changed_places(before: View, after: View) -> frozenset[str]:
    """Zones whose units or control changed, and zones whose polis changed (owner, people…)."""
    zones = changed_keys(
        before.territories + before.seas,
        after.territories + after.seas,
        lambda z: z.name,
        ("units", "control", "collected"),
    )
    where = {p.name: p.territory for p in after.poleis + before.poleis}
    poleis = changed_keys(
        before.poleis,
        after.poleis,
        lambda p: p.name,
        ("owner", "pop", "fortification", "finished", "proxenoi", "project"),
    )
    return zones | frozenset(home for p in poleis if (home := where.get(p)))


def period(view: View) -> str:
    """The stretch of play a replay can jump to: the era, in the language on screen (a
    replay's ``:`` finds it as shown: ``era 5α``)."""
    number = view.era_title.removeprefix("Era ").strip() if view.era_title else view.era
    return _("era {number}").format(number=number)


def places(view: View) -> frozenset[str]:
    """Every place the board can mark (the names a lesson may point at)."""
    zones = [z.name for z in view.territories + view.seas]
    return frozenset([*zones, *(m.name for m in view.markets), *view.trade_ports])


def progress(view: View) -> tuple[str, int]:
    """Where the game stands: the header's line and the share of the game played, in percent.

    An era's turns are not known in advance (it ends when both sides pass); the turns taken
    out of the most an era allows stand for the share of the era played."""
    eras = [era.id for era in data().eras]
    index = eras.index(view.era)
    number = view.era_title.removeprefix("Era ").strip()
    turns = max(side.turns for side in view.sides)
    turn = turns if view.current is None else view.sides[view.current].turns + 1
    # The era by the name the rules and the board give it, then how far into the four it is.
    line = _("Era {number} ({index} of {eras}) · turn {turn}").format(
        number=number, index=index + 1, eras=len(eras), turn=max(1, min(turn, MAX_TURNS))
    )
    if view.phase == "over":
        return line, 100
    played = index * MAX_TURNS + min(turns, MAX_TURNS)
    return line, min(99, 100 * played // (len(eras) * MAX_TURNS))
