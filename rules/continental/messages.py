"""Continental: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind

# A seat (or several, {losers: and }) is out: the others win, or nobody does.
DRAW_ALL_OUT = MessageKind("continental.draw-all-out", "{losers: and } lose at once: a draw.")
WON_BY_ELIMINATION = MessageKind(
    "continental.won-by-elimination",
    "{losers: and } has no People and no Moral left: {winner} wins by elimination.",
)
WON_NO_STRONGHOLD = MessageKind(
    "continental.won-no-stronghold",
    "{losers: and } has no City, no Tower and no Army left: {winner} wins.",
)

# The board is scored as Domination ({ending}: one of these two)...
ALL_SQUARES_OWNED = MessageKind(
    "continental.all-squares-owned", "All {squares} squares are owned (Domination)"
)
TURN_LIMIT_REACHED = MessageKind(
    "continental.turn-limit",
    "The turn limit of {turns} turns each is reached, scored as Domination",
)
# ...and won on squares, then on People + Moral + Resources, or drawn.
WON_ON_SQUARES = MessageKind(
    "continental.won-on-squares",
    "{ending}: {winner} wins with {squares} square to {other}.",
    "{ending}: {winner} wins with {squares} squares to {other}.",
    "squares",
)
WON_ON_WEALTH = MessageKind(
    "continental.won-on-wealth",
    "{ending}: both hold {squares} squares, and {winner} wins on "
    "People + Moral + Resources, {wealth} to {other}.",
)
DRAW_EVEN = MessageKind(
    "continental.draw-even",
    "{ending}: both hold {squares} squares and {wealth} People + Moral + Resources: a draw.",
)
