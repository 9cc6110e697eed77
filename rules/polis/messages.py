"""Polis: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind

# Why the game ended (the state's ``end_reason``, in words of its own).
CAPITAL_UNFED = MessageKind("polis.end.capital-unfed", "{side} could not feed its capital")
OUT_OF_PRESTIGE = MessageKind("polis.end.out-of-prestige", "{side} ran out of prestige")
BOTH_OUT_OF_PRESTIGE = MessageKind(
    "polis.end.both-out-of-prestige", "both sides ran out of prestige"
)
LAST_ERA_OVER = MessageKind("polis.end.last-era-over", "the last era is over")
# An end the rules above do not make (a state written by other rules): its words as they are.
ENDED = MessageKind("polis.end.other", "{why}")

# Who won, and how.
WON_AS_OTHER_LOST = MessageKind("polis.won-as-other-lost", "{end}: {side} wins.")
WON_ON_POINTS = MessageKind(
    "polis.won-on-points",
    "Game over ({end}): {side} wins on victory points, {points} to {other}.",
)
WON_ON_TIE_RULE = MessageKind(
    "polis.won-on-tie-rule",
    "Game over ({end}): {side} wins on victory points, {points} each, decided by the tie rule.",
)
