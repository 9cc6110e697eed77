"""How good a position is for one seat: the public scores plus the game's own terms.

Every figure here is computed from a determinized sample, so it only ever reflects what the
seat may see (or a plausible guess at what it cannot).  Values are in points of the game's own
score; :func:`win_chances` turns them into the [0, 1] rewards the search backs up.  What a
game adds to its score, and how its rewards are scaled, is the game's bot knowledge
(``game.bot_knowledge``, from ``rules/<game>/bot.py``); nothing here names a game.

Each function takes the knowledge one decision uses (``BotKnowledge.for_one_decision``) as
its last, optional argument: a bot passes the same one to every call of a decision, so a memo
the game keeps lives as long as that decision; a call without one gets its own.
"""

from __future__ import annotations

from boardgames_rules.core.bot_knowledge import BotKnowledge, logistic, relative
from boardgames_rules.core.game import Game, GameState

WIN = 1000.0

__all__ = ["WIN", "evaluate", "leads", "relative", "seat_values", "standing", "win_chances"]


def knowledge_of(game: Game, knowledge: BotKnowledge | None = None) -> BotKnowledge:
    """``knowledge``, or the game's own for one call when none is given."""
    return knowledge if knowledge is not None else game.bot_knowledge.for_one_decision()


def seat_values(game: Game, state: GameState, knowledge: BotKnowledge | None = None) -> list[float]:
    """Each seat's standing in points: its score plus the game's own terms."""
    outcome = game.outcome(state)
    if outcome is not None:
        totals = {s.seat: float(s.total) for s in outcome.scores}
        return [
            (WIN if seat in outcome.winners else -WIN) + totals.get(seat, 0.0)
            for seat in range(len(state.players))
        ]
    return standing(game, state, knowledge)


def standing(game: Game, state: GameState, knowledge: BotKnowledge | None = None) -> list[float]:
    """Each seat's score plus the game's own terms, whether or not the game is over."""
    if knowledge is None:  # (not knowledge_of: this runs for every action a bot rates)
        knowledge = game.bot_knowledge.for_one_decision()
    value = knowledge.value
    return [value(state, score) for score in game.scores(state)]


def evaluate(
    game: Game, state: GameState, seat: int, knowledge: BotKnowledge | None = None
) -> float:
    """How much better ``seat`` stands than its strongest rival (higher is better)."""
    return relative(seat_values(game, state, knowledge), seat)


def leads(game: Game, state: GameState, knowledge: BotKnowledge | None = None) -> list[float]:
    """Each seat's :func:`evaluate`, for every seat at once."""
    values = seat_values(game, state, knowledge)
    return [relative(values, seat) for seat in range(len(values))]


def win_chances(
    game: Game,
    state: GameState,
    baseline: list[float] | None = None,
    knowledge: BotKnowledge | None = None,
) -> list[float]:
    """Each seat's reward in [0, 1]: exact once the game is over, else a logistic guess.

    With ``baseline`` (each seat's lead in some earlier position, from :func:`leads`) an
    unfinished position is judged by how far each lead moved from it, so the guess does not
    saturate when one seat is already far ahead (the search then still tells its actions
    apart).  In a game with ``centred_endings`` a finished one is judged the same way, its
    winners' leads raised by one ``scale``.  In a game with ``fitted_leaves`` an unfinished
    one gets the fitted chances (no baseline: they are not made from the heuristic lead).
    A loser of a finished game gets the game's ``lost_in_full`` (0 unless it says).
    """
    know = knowledge_of(game, knowledge)
    outcome = game.outcome(state)
    count = len(state.players)
    scale = know.scale
    if outcome is None and know.fitted_leaves:
        return know.fitted_chances(state)
    if outcome is None:
        values = standing(game, state, know)  # seat_values without asking for the outcome again
    elif baseline is not None and know.centred_endings:
        values = standing(game, state, know)
        for seat in outcome.winners:
            values[seat] += scale / len(outcome.winners)
    else:
        share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
        lost = know.lost_in_full(state)
        return [share if seat in outcome.winners else lost for seat in range(count)]
    return logistic(values, scale, baseline)
