"""The Utopia state: pieces on the city, the scale, scores, guests, hands and whose step it is.

District-indexed tuples follow the order of :func:`rules.utopia.data.board` (all 24 districts,
also with 2 players, when the Water districts simply stay empty).  Card counts are tuples in
civilisation order M P E G C.  The deck is a multiset drawn from with the rng at draw time, so
nothing hidden sits in the state besides the hands and the deck's make-up.
"""

from __future__ import annotations

from typing import Literal

from boardgames_rules.core import Frozen, GameState
from boardgames_rules.core.i18n import N_
from boardgames_rules.utopia.data import Civ

Phase = Literal["welcome", "develop", "over"]
# What the seat in ``turn`` must do now (a pending wonder's picks come first, see ``wonder``):
#   guest   phase 1: take a waiting guest (or draw blind with a privilege); free actions
#   place   phase 1: place the prince of the guest drawn blind
#   after   phase 1: guest placed, free actions are available: take them or end
#   discard phase 2: discard by rank after the deal
#   act     phase 2: the turn's card actions and free actions, or end
#   limit   phase 2: turn ended with more than 5 cards: discard down to 5
Step = Literal["guest", "place", "after", "discard", "act", "limit", "none"]

Counts = tuple[int, ...]  # one number per civilisation, in order M P E G C

# The score breakdown's headings, shown translated (``_(heading)``) on the game over.
EARNINGS = (N_("wonders"), N_("wonder bonus"), N_("removals"), N_("visits"), N_("prestige"))


class Guest(Frozen):
    island: int
    civ: Civ


class Monument(Frozen):
    civ: Civ
    owner: int


class PendingWonder(Frozen):
    """A wonder being built whose five princes are still being chosen (one district per civ)."""

    island: int
    picks: tuple[int | None, ...]  # district per civilisation; None: still to choose


class UtopiaState(GameState):
    round: int = 1
    phase: Phase = "welcome"
    step: Step = "guest"
    turn: int | None = None  # the seat whose turn or step it is
    done: tuple[bool, ...]  # who has had their turn in this pass (phase 1) or phase (phase 2)
    guest_pass: int = 1  # 1-3; 4 is the pass for leftover guests
    # Score track.  ``arrival`` stamps when a seat reached its present score: ties go to the
    # lower stamp.  ``clock`` is the next stamp.
    scores: tuple[int, ...]
    arrival: tuple[int, ...]
    clock: int
    earned: tuple[tuple[int, ...], ...]  # per seat, per EARNINGS heading
    scale: tuple[Civ, ...]  # the prestige scale, bottom (worth 1) to top (worth 5)
    # The city.
    princes: tuple[tuple[Counts, ...], ...]  # [district][seat][civ]
    monuments: tuple[Monument | None, ...]  # [district]
    wonders: tuple[int | None, ...]  # [island]: the owner of its wonder
    supply: tuple[Counts, ...]  # [seat][civ]: princes not on the city
    # Guests.  The bag holds every guest in play that is not waiting at the city.
    waiting: tuple[Guest, ...]  # sorted
    blind: Guest | None = None  # drawn with a privilege, its prince not placed yet
    privileges: tuple[int, ...]
    privileged: tuple[bool, ...]  # used a privilege this round
    wonder: PendingWonder | None = None
    # Action cards.
    hands: tuple[Counts, ...]
    deck: Counts
    discard: Counts  # the discard pile is face up [decided here]
    discard_due: tuple[int, ...]  # by rank at the start of phase 2
    first_player: int
    limit_reached: bool = False  # the game ended on the round-limit safeguard

    @property
    def count(self) -> int:
        return len(self.players)


def put(values: tuple, index: int, value: object) -> tuple:
    """``values`` with the item at ``index`` replaced: the one way states change a tuple."""
    return values[:index] + (value,) + values[index + 1 :]
