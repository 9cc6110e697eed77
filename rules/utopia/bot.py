"""What the bots know of Utopia: income from monuments, progress towards control, wonders
within reach, cards in hand; the win chance fitted for the search's leaves; and how the search
is set up.

The search looks one round ahead (Utopia's turns are long and its greedy steps dear, many
actions to rate: three rounds cost 6 times as much), offers a node's best few actions first
(progressive widening), and scores an unfinished leaf by the fitted chance, not against the
root (the fitted chances are not made from the heuristic lead).
"""

from __future__ import annotations

from boardgames_rules.core.bot_knowledge import BotKnowledge, logistic
from boardgames_rules.core.game import SeatScore
from boardgames_rules.utopia.data import GOAL, board
from boardgames_rules.utopia.scoring import prestige_income
from boardgames_rules.utopia.state import UtopiaState

# The search's leaves: a win chance fitted (logistic regression, bench/fit_leaf.py) to who
# won greedy-against-greedy games (about 3,650 two-player games; a rerun on 2,000 gives
# weights within 0.1), from each seat's standing at the start of its turns, where the search
# scores its leaves.  Weights per term of the seat's lead over its strongest rival: as they
# stand at the start of the game, and how much each changes by the end (times the highest
# score over the goal of 50).  What greedy's heuristic reads differently: early points are
# worth little (with two players the leader discards two cards a round), late ones more; a
# monument counts for more than its place on the scale (the scale moves); progress towards
# control counts early and fades late.  (Tried before the fitted leaves: finished playouts
# judged like unfinished ones, with paired choice: no stronger.  Nor was scoring a finished
# playout a fifth by its final margin.)
LEAF_TERMS = ("score", "income", "monuments", "progress", "cards")
LEAF_START = (-0.0720, 0.0891, 0.8184, 0.3343, 0.1072)
LEAF_LATE = (0.2642, 0.0400, -0.1847, -0.3297, 0.1181)
# The most districts' prince tuples one decision remembers (see Knowledge.district).
DISTRICT_MEMO = 50_000


class Knowledge(BotKnowledge[UtopiaState]):
    rounds = 1
    # (The greedy favourite kept unless beaten in the same worlds, paired_choice, was no
    # stronger here than the most visited action.)
    fitted_leaves = True

    def __init__(self, islands: tuple[tuple[int, ...], ...] | None = None) -> None:
        # Per district's prince tuple (by identity; the tuple is kept so its id stays
        # unique): each seat's prince kinds there as a bit mask, and its progress towards
        # control.  An action moves princes in one or two districts and shares the other
        # tuples with the state before, so the search's many evaluations mostly hit this.
        # One decision's own (see for_one_decision): never shared between threads.
        self._districts: dict[int, tuple[tuple, tuple[int, ...], tuple[float, ...]]] = {}
        # Each island's districts, read once from the fixed board (shared by decisions).
        self._islands = (
            islands
            if islands is not None
            else tuple(tuple(island.districts) for island in board().islands)
        )

    def for_one_decision(self) -> Knowledge:
        return Knowledge(self._islands)

    def district(self, princes: tuple) -> tuple[tuple, tuple[int, ...], tuple[float, ...]]:
        """Each seat's prince kinds in one district as a bit mask, and its progress."""
        memo = self._districts
        hit = memo.get(id(princes))
        if hit is not None and hit[0] is princes:
            return hit
        masks = []
        progress = []
        for a, b, c, d, e in princes:
            masks.append((a > 0) | (b > 0) << 1 | (c > 0) << 2 | (d > 0) << 3 | (e > 0) << 4)
            most = min(3, max(a, b, c, d, e))
            progress.append(0.4 * most * most)
        if len(memo) > DISTRICT_MEMO:
            memo.clear()
        entry = memo[id(princes)] = (princes, tuple(masks), tuple(progress))
        return entry

    def progress(self, state: UtopiaState, seat: int) -> float:
        """Progress towards control in the districts without a monument."""
        district = self.district
        return sum(
            district(princes)[2][seat]
            for monument, princes in zip(state.monuments, state.princes, strict=True)
            if monument is None
        )

    def leaf_terms(self, state: UtopiaState, seat: int) -> tuple[float, ...]:
        """The terms of :data:`LEAF_TERMS` for one seat."""
        monuments = sum(1 for m in state.monuments if m is not None and m.owner == seat)
        return (
            float(state.scores[seat]),
            float(prestige_income(state, seat)),
            float(monuments),
            self.progress(state, seat),
            float(sum(state.hands[seat])),
        )

    def fitted_chances(self, state: UtopiaState) -> list[float]:
        """Each seat's fitted chance of winning an unfinished game (see LEAF_*)."""
        late = min(1.2, max(state.scores) / GOAL)
        weights = [a + late * b for a, b in zip(LEAF_START, LEAF_LATE, strict=True)]
        values = [
            sum(w * t for w, t in zip(weights, self.leaf_terms(state, seat), strict=True))
            for seat in range(len(state.players))
        ]
        return logistic(values, 1.0)

    def value(self, state: UtopiaState, score: SeatScore) -> float:
        return float(score.total) + self._terms(state, score.seat)

    def _terms(self, state: UtopiaState, seat: int) -> float:
        islands = self._islands
        scale = state.scale
        income = 0
        progress = 0.0
        kinds = []  # per district: which prince kinds this seat has there (a bit mask)
        district = self.district
        for monument, princes in zip(state.monuments, state.princes, strict=True):
            _, masks, steps = district(princes)
            if monument is None:
                progress += steps[seat]
            elif monument.owner == seat:
                income += scale.index(monument.civ) + 1
            kinds.append(masks[seat])
        wonders = 0.0
        for island, districts in enumerate(islands):
            if state.wonders[island] is None:
                mask = 0
                for d in districts:
                    mask |= kinds[d]
                count = mask.bit_count()
                wonders += 0.15 * count * count
        return 3.0 * income + progress + wonders + 0.2 * sum(state.hands[seat])


KNOWLEDGE = Knowledge()
