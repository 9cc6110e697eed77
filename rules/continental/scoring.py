"""The end of the game: immediate losses, Domination (and the turn limit), and the scores."""

from __future__ import annotations

from itertools import compress

from boardgames_rules.continental.board import SQUARE_COUNT
from boardgames_rules.continental.data import STRONGHOLDS, TURN_LIMIT
from boardgames_rules.continental.messages import (
    ALL_SQUARES_OWNED,
    DRAW_ALL_OUT,
    DRAW_EVEN,
    GAME_OVER,
    TURN_LIMIT_REACHED,
    WON_BY_ELIMINATION,
    WON_NO_STRONGHOLD,
    WON_ON_SQUARES,
    WON_ON_WEALTH,
)
from boardgames_rules.continental.state import ContinentalState, Ending, EndReason
from boardgames_rules.core import Outcome, SeatScore
from boardgames_rules.core.i18n import N_
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of


def territory(state: ContinentalState, seat: int) -> int:
    return sum(1 for owner in state.owner if owner == seat)


def is_eliminated(state: ContinentalState, seat: int) -> bool:
    """A player with 0 People and 0 Moral loses at once."""
    player = state.seats[seat]
    return player.people == 0 and player.moral == 0


def finish(state: ContinentalState) -> ContinentalState:
    """End the game if an action just made it end; log why."""
    if state.phase == "setup":
        return state
    ending = state.ending
    if ending is None:
        seats = range(len(state.seats))
        eliminated = tuple(s for s in seats if is_eliminated(state, s))
        # [decided] A player who owns no City, no Tower and no Army loses at once: the seats
        # that own one of these strongholds, found for every seat in one pass
        holders = set(compress(state.owner, map(STRONGHOLDS.__contains__, state.piece)))
        stranded = tuple(s for s in seats if s not in eliminated and s not in holders)
        if eliminated or stranded:
            reason: EndReason = "elimination" if eliminated else "no_stronghold"
            ending = Ending(reason=reason, losers=tuple(sorted(eliminated + stranded)))
        elif None not in state.owner:  # every square is owned
            ending = Ending(reason="domination")
        else:
            return state
    final = state.model_copy(update={"phase": "over", "ending": ending, "pending": None})
    result = outcome(final)
    assert result is not None
    return final.model_copy(update=final.logged(GAME_OVER(reason=result.reason)))


def scores(state: ContinentalState) -> tuple[SeatScore, ...]:
    """Territory is the score; People, Moral and Resources break a tie."""
    out = []
    for seat, player in enumerate(state.seats):
        land = territory(state, seat)
        # The parts' names are the game-over table's (it shows them through the catalogue).
        breakdown = {
            N_("territory"): land,
            N_("people"): player.people,
            N_("moral"): player.moral,
            N_("resources"): player.resources,
        }
        out.append(SeatScore(seat=seat, total=land, breakdown=breakdown))
    return tuple(out)


def _wealth(score: SeatScore) -> int:
    b = score.breakdown
    return b["people"] + b["moral"] + b["resources"]


def outcome(state: ContinentalState) -> Outcome | None:
    ending = state.ending
    if ending is None:
        return None
    final = scores(state)
    everyone = tuple(range(len(state.players)))
    # Seats, not names: the reason names the players when it is shown (``render(reason,
    # players)``), so the log's game-over line keeps no name and reads in any language.
    if ending.losers:
        winners = tuple(s for s in everyone if s not in ending.losers)
        losers = tuple(seat_of(s) for s in ending.losers)
        if not winners:
            return Outcome(winners=everyone, scores=final, reason=DRAW_ALL_OUT(losers=losers))
        kind = WON_BY_ELIMINATION if ending.reason == "elimination" else WON_NO_STRONGHOLD
        why = kind(losers=losers, winner=seat_of(winners[0]))
        return Outcome(winners=winners, scores=final, reason=why)
    if ending.reason == "domination":
        opening = ALL_SQUARES_OWNED(squares=SQUARE_COUNT)
    else:
        opening = TURN_LIMIT_REACHED(turns=TURN_LIMIT)
    return _domination(final, opening)


def _domination(final: tuple[SeatScore, ...], opening: Message) -> Outcome:
    """Most squares wins; a tie goes to the higher People + Moral + Resources; then a draw."""
    best_land = max(s.total for s in final)
    leaders = [s for s in final if s.total == best_land]
    if len(leaders) == 1:
        other = max(s.total for s in final if s is not leaders[0])
        winner = seat_of(leaders[0].seat)
        why = WON_ON_SQUARES(ending=opening, winner=winner, squares=best_land, other=other)
        return Outcome(winners=(leaders[0].seat,), scores=final, reason=why)
    best_wealth = max(_wealth(s) for s in leaders)
    richest = [s for s in leaders if _wealth(s) == best_wealth]
    if len(richest) == 1:
        other = max(_wealth(s) for s in leaders if s is not richest[0])
        winner = seat_of(richest[0].seat)
        why = WON_ON_WEALTH(
            ending=opening, winner=winner, squares=best_land, wealth=best_wealth, other=other
        )
        return Outcome(winners=(richest[0].seat,), scores=final, reason=why)
    why = DRAW_EVEN(ending=opening, squares=best_land, wealth=best_wealth)
    return Outcome(winners=tuple(s.seat for s in richest), scores=final, reason=why)
