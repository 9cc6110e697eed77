"""Simplicity: what the rules tell the players, one English template per message id."""

from __future__ import annotations

from boardgames_rules.core.messages import MessageKind

# Who won, then every seat's score in the final ranking ({ranking}: one SEAT_* message each).
WON = MessageKind(
    "simplicity.won",
    "{player} wins with {points} point. {ranking:; }.",
    "{player} wins with {points} points. {ranking:; }.",
    "points",
)
WON_TIE_BROKEN = MessageKind(
    "simplicity.won-tie-broken",
    "{player} wins with {points} point (tie broken: first in the final turn order). {ranking:; }.",
    "{player} wins with {points} points (tie broken: first in the final turn order). {ranking:; }.",
    "points",
)
# A seat's score: its lower-scoring team's (the one that counts), and its other team's.
SEAT_ONE_TEAM = MessageKind("simplicity.seat-one-team", "{player} {points} (team {team})")
SEAT_TEAMS_EVEN = MessageKind(
    "simplicity.seat-teams-even", "{player} {points} (team {team} and team {other} both scored it)"
)
SEAT_LOWER_TEAM = MessageKind(
    "simplicity.seat-lower-team",
    "{player} {points} (team {team} counted, the lower; team {other} scored {other_points})",
)

# The teams' colours, by team number: a message within a message, so that the end reason
# names the team in the language it is read in (Rojo, Marrón...).  The same ids and words as
# the log's (branch i43-msgs), which a merge keeps once.
COLOUR = (
    MessageKind("simplicity.colour.red", "Red"),
    MessageKind("simplicity.colour.white", "White"),
    MessageKind("simplicity.colour.pink", "Pink"),
    MessageKind("simplicity.colour.cyan", "Cyan"),
    MessageKind("simplicity.colour.brown", "Brown"),
    MessageKind("simplicity.colour.grey", "Grey"),
)
