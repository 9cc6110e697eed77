"""What the bots know of Continental: pieces, armies' reach, room to build, the setup's
stats and the danger of elimination, and how the search is set up.

The search offers a node's best few actions first (progressive widening: dozens of actions
per decision), keeps the greedy favourite unless another root action beat it in the same
worlds, and judges a finished playout like an unfinished one (the board fills in a few
turns): with exact 0/1 results there, a seat behind scored every playout that ended the game
(a loss coming anyway) below a position just as lost that had not ended yet, so it stopped
claiming land, each claim bringing the end nearer.
"""

from __future__ import annotations

from boardgames_rules.continental.state import ContinentalState
from boardgames_rules.core.bot_knowledge import BotKnowledge
from boardgames_rules.core.game import SeatScore


def _board_links(size: int = 8) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    king, rook = [], []
    for i in range(size * size):
        row, col = divmod(i, size)
        around = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                r, c = row + dr, col + dc
                if (dr or dc) and 0 <= r < size and 0 <= c < size:
                    around.append(size * r + c)
        king.append(tuple(around))
        rook.append(tuple(j for j in around if abs(j - i) == size or (j - i in (-1, 1))))
    return tuple(king), tuple(rook)


_KING, _ROOK = _board_links()
# Stats preference for the setup (I, E, G, Q): Barracks on the likeliest plain providence (4)
# adds Army-building turns; Farms and Schools next (Resources and People pay for Armies).
_STAT_WEIGHT = (0.05, 0.1, 0.15, 0.5)


def _army_reach(owner, piece, seat: int, origin: int) -> tuple[int, int]:
    """Neutral squares an army could claim on its next move, and a little further on."""
    near: set[int] = set()
    far: set[int] = set()
    frontier = [origin]
    seen = {origin}
    for depth in range(4):
        nxt = []
        for square in frontier:
            for step in _ROOK[square]:
                if step in seen or piece[step] is not None or owner[step] not in (None, seat):
                    continue
                seen.add(step)
                nxt.append(step)
                target = near if depth < 2 else far
                if owner[step] is None:
                    target.add(step)
                for around in _KING[step]:
                    if owner[around] is None:
                        target.add(around)
        frontier = nxt
    return len(near), len(far - near)


def _terms(state, seat: int) -> float:
    me = state.seats[seat]
    owner, piece = state.owner, state.piece
    counts: dict[str, int] = {}
    armies: list[int] = []
    cities: list[int] = []
    empty: list[int] = []
    for square, (who, what) in enumerate(zip(owner, piece, strict=True)):
        if who != seat:
            continue
        if what is None:
            empty.append(square)
            continue
        counts[what] = counts.get(what, 0) + 1
        if what == "A":
            armies.append(square)
        elif what == "C":
            cities.append(square)
    mobility = 0.0
    for square in armies:
        near, far = _army_reach(owner, piece, seat, square)
        mobility += 0.3 * min(near, 10) + 0.05 * min(far, 20)
    # Empty own squares beside an own City: room to build without a Road.
    by_city = {n for square in cities for n in _KING[square]}
    slots = sum(1 for square in empty if square in by_city)
    pieces = (
        3.0 * counts.get("C", 0)
        + 2.5 * counts.get("T", 0)
        + 2.0 * counts.get("A", 0)
        + 1.5 * min(counts.get("Q", 0), 3)
        + 0.3 * (counts.get("I", 0) + counts.get("E", 0) + counts.get("G", 0))
    )
    wealth = me.people + me.moral
    stats = me.stats
    setup = sum(w * v for w, v in zip(_STAT_WEIGHT, stats, strict=True)) if stats else 0.0
    # Elimination (no People and no Moral): a Military roll takes (Armies + Towers + 1) x 2,
    # so keep a margin above that.
    danger = 2 * (counts.get("A", 0) + counts.get("T", 0) + 1) + 12
    return (
        pieces
        + mobility
        + 0.2 * min(slots, 4)
        + setup
        + 0.08 * wealth
        + 0.05 * me.resources
        - 1.5 * max(0, danger - wealth)
        - (20.0 if wealth == 0 else 0.0)
    )


class Knowledge(BotKnowledge[ContinentalState]):
    simulations = 100
    paired_choice = True
    # The territory swings by twenty squares and more in the three rounds a search playout
    # covers; at 2, a lead that moved by ten squares already scored about 0 or 1, and most of
    # the search's lines could not be told apart.
    scale = 10.0
    centred_endings = True

    def value(self, state: ContinentalState, score: SeatScore) -> float:
        return float(score.total) + _terms(state, score.seat)


KNOWLEDGE = Knowledge()
