"""Utopia: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind

# Who won, and how ({others}: the seats tied with the winner, who reached the score later).
WON = MessageKind(
    "utopia.won",
    "{player} wins with {points} point after round {round}.",
    "{player} wins with {points} points after round {round}.",
    "points",
)
WON_TIED = MessageKind(
    "utopia.won-tied",
    "{player} wins with {points} point after round {round} "
    "(tied with {others}, but reached {points} first).",
    "{player} wins with {points} points after round {round} "
    "(tied with {others}, but reached {points} first).",
    "points",
)
LEADS_AT_ROUND_LIMIT = MessageKind(
    "utopia.leads-at-round-limit",
    "{player} leads with {points} when the round limit ends the game.",
)
LEADS_AT_ROUND_LIMIT_TIED = MessageKind(
    "utopia.leads-at-round-limit-tied",
    "{player} leads with {points} when the round limit ends the game "
    "(tied with {others}, but reached {points} first).",
)
