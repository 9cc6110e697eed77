"""For each of the 12 actions: can this seat take it now, and if not, why (for the screen)."""

from __future__ import annotations

from boardgames_rules.core.messages import render
from boardgames_rules.polis.actions import ACTION_KINDS, ACTION_TITLES
from boardgames_rules.polis.engine import legal_of_kind
from boardgames_rules.polis.flow import MAX_TURNS
from boardgames_rules.polis.reasons import why_not
from boardgames_rules.polis.state import State


def availability(s: State, seat: int) -> list[tuple[str, bool, str]]:
    """(action title, available, reason) for the 12 actions, in the order of the rules."""
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
            reason = why_not(s, seat, kind)
            out.append(
                (ACTION_TITLES[kind], False, render(reason) if reason else "not possible now")
            )
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
