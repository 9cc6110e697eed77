"""What the coming feeding (§10.2) would take from each side if the era ended now.

The screen shows it all era long, and asks for a confirmation before a player passes or ends
the era's last turn with a shortfall; also before a player passes or ends a turn at 0
prestige (:func:`prestige_warning`).
"""

from __future__ import annotations

from boardgames_rules.core import Frozen
from boardgames_rules.core.i18n import _, ngettext
from boardgames_rules.polis import words
from boardgames_rules.polis.data import data
from boardgames_rules.polis.era_end import feed_choices
from boardgames_rules.polis.state import State
from boardgames_rules.polis.topology import population


class Forecast(Frozen):
    seat: int
    cubes: int  # to feed, 1 wheat each
    wheat: int  # held now
    shortfall: int  # cubes the wheat would not feed
    prestige: int  # held now: 1 per unfed cube, if the player pays that way
    fatal: bool  # prestige and removable cubes together cannot cover the shortfall

    @property
    def cost(self) -> str:
        """What the shortfall would cost, in words."""
        if not self.shortfall:
            return _("fed in full")
        if self.fatal:
            capital = words.place(data().capital[self.seat])
            return _("{capital} starves: game lost").format(capital=capital)
        n = self.shortfall
        text = ngettext(
            "{n} prestige or cubes (prestige {prestige})",
            "{n} prestige or cubes (prestige {prestige})",
            n,
        ).format(n=n, prestige=self.prestige)
        return text + (_(": all in prestige loses") if n >= self.prestige else "")

    @property
    def warning(self) -> str:
        """The confirmation question's reason, '' when nothing would go unfed."""
        if not self.shortfall:
            return ""
        return _(
            "{side} has {wheat} wheat for {cubes} cubes: {short} unfed at the era's end ({cost})"
        ).format(
            side=words.side(self.seat),
            wheat=self.wheat,
            cubes=self.cubes,
            short=self.shortfall,
            cost=self.cost,
        )


def feeding_forecast(s: State, seat: int) -> Forecast:
    cubes, wheat = population(s, seat), s.side(seat).has("wheat")
    short = max(0, cubes - wheat)
    return Forecast(
        seat=seat,
        cubes=cubes,
        wheat=wheat,
        shortfall=short,
        prestige=s.side(seat).prestige,
        fatal=short > feed_choices(s, seat),
    )


def pass_question(s: State) -> str:
    """The confirmation asked before the active player passes, naming a coming shortfall."""
    seat = s.active
    ends = s.side(1 - seat).passed
    head = _("Pass: this ends the era.") if ends else _("Pass for the rest of the era?")
    warnings = [w for w in (feeding_forecast(s, seat).warning, prestige_warning(s, seat)) if w]
    again = _("Press p again to pass.")
    return " ".join([head, *(w + "." for w in warnings), again])


def prestige_warning(s: State, seat: int) -> str:
    """Why 0 prestige is worth a confirmation: no military action (§4), and a side still at 0
    after the era's end loses (§10, step 7); '' while the seat has some."""
    if s.side(seat).prestige:
        return ""
    return _(
        "{side} has 0 prestige: no military actions, and a side still at 0 after the "
        "era's end loses the game"
    ).format(side=words.side(seat))


def end_question(s: State) -> str:
    """The confirmation asked before the active player ends a turn at 0 prestige ('' when
    ``e`` ends it at once)."""
    warning = prestige_warning(s, s.active)
    again = _("Press e again to end the turn.")
    return f"{warning}. {again}" if warning else ""


def pass_refusal(s: State) -> str:
    """Why passing is not possible now (``p`` says it instead of doing nothing)."""
    if s.steps or s.battle is not None:
        return _("p does nothing now: decide the pending step first (its menu is open).")
    if s.phase != "play":
        return _("p does nothing now: the era is ending.")
    return _(
        "p does nothing now: you pass only at the start of a turn, instead of acting. "
        "You have acted: press e to end the turn."
    )
