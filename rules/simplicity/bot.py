"""What the bots know of Simplicity: the lower team's total counts, and how the search is
set up.

The search offers every action (its one-step ranking puts good plans late: a tile that pays
at the end).
"""

from __future__ import annotations

from boardgames_rules.core.bot_knowledge import BotKnowledge
from boardgames_rules.core.game import SeatScore
from boardgames_rules.simplicity.state import SimplicityState


class Knowledge(BotKnowledge[SimplicityState]):
    simulations = 100
    widen = 0.0  # every action in play
    scale = 4.0

    def value(self, state: SimplicityState, score: SeatScore) -> float:
        """The score, and the gap between the seat's teams: the lower team counts; the higher
        one still matters a little."""
        value = float(score.total)
        teams = [v for k, v in score.breakdown.items() if k.endswith(" total")]
        if teams:
            value += 0.25 * (max(teams) - min(teams)) / max(1, len(teams))
        return value


KNOWLEDGE = Knowledge()
