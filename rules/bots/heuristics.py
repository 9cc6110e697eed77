"""How good a position is for one seat: the public scores plus a few per-game terms.

Every figure here is computed from a determinized sample, so it only ever reflects what the
seat may see (or a plausible guess at what it cannot).  Values are in points of the game's own
score; :func:`win_chances` turns them into the [0, 1] rewards the search backs up.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from boardgames_rules.core import Game, GameState
from boardgames_rules.utopia.data import GOAL
from boardgames_rules.utopia.scoring import prestige_income

WIN = 1000.0

# Games whose search playouts often reach the end (Continental's board fills in a few
# turns): with a baseline, a finished game is judged like an unfinished one, by how far each
# seat's lead moved, the winner's raised by one SCALE.  With exact 0/1 results there, a
# seat behind scored every playout that ended the game (a loss coming anyway) below a
# position just as lost that had not ended yet, so it stopped claiming land: each claim
# brought the end nearer.  (Tried in Utopia before its fitted leaves, with paired choice:
# no stronger.  Nor was scoring a finished Utopia playout a fifth by its final margin.)
CENTRED_ENDINGS = {"continental"}

# Roughly how many points one seat must lead by to be a clear favourite (for win_chances).
# Continental's territory swings by twenty squares and more in the three rounds a search
# playout covers; at 2, a lead that moved by ten squares already scored about 0 or 1, and
# most of the search's lines could not be told apart.
# (Utopia's unfinished leaves get fitted chances instead, see FITTED_LEAVES.)
SCALE = {"polis": 6.0, "simplicity": 4.0, "continental": 10.0}


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


def _continental(state, seat: int) -> float:
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


# What the surcharge step's good is worth before it is chosen (the leaf comes before it).
SURCHARGE = 0.5
# Each cube the wheat will not feed: what paying for it costs (a cube or a prestige point),
# no more, so that a feed step played out cube by cube neither gains nor loses (at 1.5 the
# starving side gained half a point a cube, and a pass into its feeding looked bad).
HUNGER = 1.0
# What it costs to reach the era's end with 1 prestige to spare after feeding: most games
# were lost to prestige run out, spent a point at a time on military actions.
LAST_PRESTIGE = 3.0
# Each turn a seat takes after the other side has passed (every action then costs a good):
# without it the search, nearly indifferent between collecting now and later, filled the
# turns with proxenos moves, a good each (Sparta moved its proxenos four times or more in
# era 3 of 55 games in 100, and reached era 4 with no goods to trade for wheat).
DITHER = 0.25
# Wheat the seat's hoplites could still collect where they stand, counted at this share
# against the era's hunger.  Without it a move towards a wheat territory only cost its
# prestige point (the collection came a turn later, past the search's leaf): Sparta, whose
# capital's territory yields no wheat, almost never moved its hoplites to Messenia and
# starved cubes every era from era 4 on.  Well below 1, and less the collection's prestige
# point, so that collecting still gains more than a free move (at 0.7 without the point,
# Sparta left its wheat standing in Messenia and moved its proxenos about).
REACH = 0.6


@cache
def _polis_tables() -> tuple:
    """Each polis's growth per era and maximum and each side's capital, by polis index; the
    end-of-era stages by name; the era's turn cap.  (Imported on first use: the app loads
    the bots without loading any game.)"""
    from boardgames_rules.polis.data import data
    from boardgames_rules.polis.era_end import STAGES
    from boardgames_rules.polis.flow import MAX_TURNS

    d = data()
    infos = [d.polis[name] for name in d.polis_names]
    capitals = (d.p_index[d.capital[0]], d.p_index[d.capital[1]])
    stages = {stage: i for i, stage in enumerate(STAGES)}
    return tuple(p.growth for p in infos), tuple(p.max for p in infos), capitals, stages, MAX_TURNS


def _projects_due(state, seat: int, mine: list) -> float:
    """What the seat's projects started this era will give: their prestige when the era
    ends and their posterity (a victory point each at the game's end).  Once the era's end
    finishes a project both are in the score.  Without it a project was only its cost to
    the bots (goods), and over 200 search-against-search games they started 51."""
    started = [p.project for _, p in mine if p.project is not None]
    if not started:  # (most positions: no import, no lookup)
        return 0.0
    from boardgames_rules.polis.data import data
    from boardgames_rules.polis.era_end import project_prestige

    projects = data().projects
    return sum(project_prestige(state, name, seat) + projects[name].posterity for name in started)


@cache
def _wheat_rows() -> tuple:
    """Per territory with wheat on the tribute panel: (its index, its name, its poleis'
    indexes, its wheat row); and each side's capital's territory."""
    from boardgames_rules.polis.data import data

    d = data()
    rows = []
    for i, t in enumerate(d.territory_names):
        wheat = d.tribute.get(t, {}).get("wheat")
        if wheat:
            rows.append((i, t, tuple(d.p_index[n] for n in d.poleis_in[t]), wheat))
    capitals = tuple(d.polis[d.capital[seat]].territory for seat in (0, 1))
    return tuple(rows), capitals, tuple(era.limit for era in d.eras)


def _wheat_in_reach(state, seat: int, me) -> float:
    """What the wheat ``seat``'s hoplites could still collect where they stand this era is
    worth against its hunger (all on wheat, within the era's stacking limit, in territories
    it holds a polis in): REACH a wheat, less the prestige point a collection costs outside
    the capital's territory."""
    if state.phase != "play" or me.passed:
        return 0.0
    rows, capitals, limits = _wheat_rows()
    limit = limits[state.era]  # the era number: the most hoplites that collect
    found = 0.0
    for i, t, poleis, wheat in rows:
        hoplites = state.hoplites[i][seat]
        if not hoplites or t in state.collected or t in state.blocked:
            continue
        if me.prestige < 1 and t != capitals[seat]:
            continue
        if any(state.poleis[p].owner == seat for p in poleis):
            cost = 0.0 if t == capitals[seat] else 1.0
            if cost and me.prestige == 2:
                # The collection would leave 1 point: the danger the era's end reads then.
                # Counted in full while not collected, it made every move but the collection
                # and the pass look best (the proxenos moved about, a good a turn).
                cost += LAST_PRESTIGE + 1.0
            found += max(0.0, REACH * wheat[min(hoplites, limit, len(wheat)) - 1] - cost)
    return found


def _polis(state, seat: int) -> float:
    me = state.sides[seat]
    mine = [(i, p) for i, p in enumerate(state.poleis) if p.owner == seat]
    hoplites = sum(h[seat] for h in state.hoplites)
    galleys = sum(g[seat] for g in state.galleys)
    value = (
        0.3 * hoplites
        + 0.3 * galleys
        # Wheat is not counted here: the era's end values it (fed cubes, growth), and
        # counted twice, eating it at the end made every pass look like a loss.
        + 0.1 * (sum(me.goods) - me.goods[1])
        + 0.2 * me.merchants
        + _projects_due(state, seat, mine)
        - (25.0 if me.prestige == 0 else 0.0)  # lost at the era's end unless regained
    )
    if state.phase == "over":
        return value
    return value + _polis_era_end(state, seat, me, mine)


def _polis_era_end(state, seat: int, me, mine: list) -> float:
    """What the coming end of the era will make of this position.

    Feeding: every cube the wheat does not feed costs a point (prestige or the cube), the
    same while the seat's feed step is pending; when prestige and the cubes that may go
    cannot cover it, the game is lost, and reaching the end with one point to spare is
    dangerous.  Growth: wheat left over becomes cubes within each polis's growth and
    maximum (half of the rest spoils).  Both are read the same way before and after the
    last pass, so that passing does not look like losing the harvest; a new era nobody
    has played yet is not read at all.  The turn cap: a seat near it should pass; a seat
    playing on after the other side passed pays a little a turn.
    """
    if state.phase == "play" and not state.done and not any(p.turns for p in state.sides):
        # A new era nobody has played yet (a search line past the last pass): its feeding
        # is a whole era away.  Read then, the new era's hunger made every line through
        # the era's end look worse than any pointless move before it.
        return 0.0
    growth, most, capital, stages, cap = _polis_tables()
    wheat = me.goods[1]
    cubes = sum(p.pop for _, p in mine)
    room = sum(min(growth[i], most[i] - p.pop) for i, p in mine)
    stage = stages.get(state.era_stage, 0) if state.phase == "era_end" else -1
    value = 0.0
    step = state.steps[0] if state.steps else None
    # The seat's feed step is pending: the wheat is eaten, ``left`` cubes are still unfed
    # (read as fed, a pass that ends the era on a starving opponent looked like a gift).
    feeding = step is not None and step.kind == "feed" and step.seat == seat
    if stage < stages[f"feed{seat}"] or feeding:  # not fed yet
        hunger = step.left if feeding else max(0, cubes - wheat)
        # (the wheat in reach eases the hunger's cost, not the dangers below: it is not
        # collected yet)
        reach = 0.0 if feeding else min(hunger, _wheat_in_reach(state, seat, me))
        value += -HUNGER * (hunger - reach) + 0.5 * min(max(0, wheat - cubes), room)
        removable = cubes - sum(1 for i, _ in mine if i == capital[seat])
        # Prestige that must go to feeding (the cubes that may be removed go first).
        left = me.prestige - max(0, hunger - removable)
        if me.prestige > 0 and left <= 0:
            value -= 25.0
        elif left == 1:
            value -= LAST_PRESTIGE  # one event, battle or military action from losing
        if hunger > me.prestige + removable:
            value -= 25.0  # the capital's last cube starves: the game is lost at once
    elif stage <= stages[f"grow{seat}"]:  # fed, not grown: what is left grows
        value += 0.5 * min(wheat, room)
    if state.phase != "play":
        return value
    if step is not None and step.kind == "surcharge" and step.seat == seat:
        value -= SURCHARGE  # the good an action costs once the other side has passed
    if me.prestige == 1:
        value -= 1.0  # one unfed capital cube or one event from losing
    if not me.passed:
        value -= 0.2  # pointless free moves: an era that goes on costs
        if me.turns > cap - 4:
            value -= 3.0 * (me.turns - (cap - 4))
        other = state.sides[1 - seat]
        if other.passed:
            value -= DITHER * max(0, me.turns - other.turns)
    return value


def _simplicity(state, seat: int) -> float:
    return 0.0


_ISLANDS: tuple[tuple[int, ...], ...] | None = None
# Per district's prince tuple (by identity; the tuple is kept so its id stays unique): each
# seat's prince kinds there as a bit mask, and its progress towards control.  An action
# moves princes in one or two districts and shares the other tuples with the state before,
# so the search's many evaluations mostly hit this.
_DISTRICTS: dict[int, tuple[tuple, tuple[int, ...], tuple[float, ...]]] = {}


def _district(princes: tuple) -> tuple[tuple, tuple[int, ...], tuple[float, ...]]:
    hit = _DISTRICTS.get(id(princes))
    if hit is not None and hit[0] is princes:
        return hit
    masks = []
    progress = []
    for a, b, c, d, e in princes:
        masks.append((a > 0) | (b > 0) << 1 | (c > 0) << 2 | (d > 0) << 3 | (e > 0) << 4)
        most = min(3, max(a, b, c, d, e))
        progress.append(0.4 * most * most)
    if len(_DISTRICTS) > 50_000:
        _DISTRICTS.clear()
    entry = _DISTRICTS[id(princes)] = (princes, tuple(masks), tuple(progress))
    return entry


def _utopia_progress(state, seat: int) -> float:
    """Progress towards control in the districts without a monument (see :func:`_district`)."""
    return sum(
        _district(princes)[2][seat]
        for monument, princes in zip(state.monuments, state.princes, strict=True)
        if monument is None
    )


# Utopia's search leaves: a win chance fitted (logistic regression, bench/fit_leaf.py) to
# who won greedy-against-greedy games (about 3,650 two-player games; a rerun on 2,000 gives
# weights within 0.1), from each seat's standing at the start of its turns, where the search
# scores its leaves.  Weights per term of the seat's lead over its strongest rival: as they
# stand at the start of the game, and how much each changes by the end (times the highest
# score over the goal of 50).  What greedy's heuristic reads differently: early points are
# worth little (with two players the leader discards two cards a round), late ones more; a
# monument counts for more than its place on the scale (the scale moves); progress towards
# control counts early and fades late.
UTOPIA_LEAF_TERMS = ("score", "income", "monuments", "progress", "cards")
UTOPIA_LEAF_START = (-0.0720, 0.0891, 0.8184, 0.3343, 0.1072)
UTOPIA_LEAF_LATE = (0.2642, 0.0400, -0.1847, -0.3297, 0.1181)


def utopia_leaf_terms(state, seat: int) -> tuple[float, ...]:
    """The terms of :data:`UTOPIA_LEAF_TERMS` for one seat."""
    monuments = sum(1 for m in state.monuments if m is not None and m.owner == seat)
    return (
        float(state.scores[seat]),
        float(prestige_income(state, seat)),
        float(monuments),
        _utopia_progress(state, seat),
        float(sum(state.hands[seat])),
    )


def utopia_win_chances(state) -> list[float]:
    """Each seat's fitted chance of winning an unfinished Utopia game (see UTOPIA_LEAF_*)."""
    late = min(1.2, max(state.scores) / GOAL)
    weights = [a + late * b for a, b in zip(UTOPIA_LEAF_START, UTOPIA_LEAF_LATE, strict=True)]
    values = [
        sum(w * t for w, t in zip(weights, utopia_leaf_terms(state, seat), strict=True))
        for seat in range(len(state.players))
    ]
    out = []
    for seat in range(len(values)):
        lead = max(-50.0, min(50.0, relative(values, seat)))
        out.append(1.0 / (1.0 + math.exp(-lead)))
    return out


def _utopia(state, seat: int) -> float:
    global _ISLANDS
    if _ISLANDS is None:
        from boardgames_rules.utopia.data import board

        _ISLANDS = tuple(tuple(island.districts) for island in board().islands)
    scale = state.scale
    income = 0
    progress = 0.0
    kinds = []  # per district: which prince kinds this seat has there (a bit mask)
    for monument, princes in zip(state.monuments, state.princes, strict=True):
        _, masks, steps = _district(princes)
        if monument is None:
            progress += steps[seat]
        elif monument.owner == seat:
            income += scale.index(monument.civ) + 1
        kinds.append(masks[seat])
    wonders = 0.0
    for island, districts in enumerate(_ISLANDS):
        if state.wonders[island] is None:
            mask = 0
            for d in districts:
                mask |= kinds[d]
            count = mask.bit_count()
            wonders += 0.15 * count * count
    return 3.0 * income + progress + wonders + 0.2 * sum(state.hands[seat])


# Games whose unfinished leaves are judged by a fitted win chance instead of the logistic
# of the heuristic lead.
FITTED_LEAVES: dict[str, Callable[[GameState], list[float]]] = {"utopia": utopia_win_chances}

EXTRA: dict[str, Callable[[GameState, int], float]] = {
    "continental": _continental,
    "polis": _polis,
    "simplicity": _simplicity,
    "utopia": _utopia,
}


def seat_values(game: Game, state: GameState) -> list[float]:
    """Each seat's standing in points: its score plus the per-game terms."""
    outcome = game.outcome(state)
    if outcome is not None:
        totals = {s.seat: float(s.total) for s in outcome.scores}
        return [
            (WIN if seat in outcome.winners else -WIN) + totals.get(seat, 0.0)
            for seat in range(len(state.players))
        ]
    return standing(game, state)


def standing(game: Game, state: GameState) -> list[float]:
    """Each seat's score plus the per-game terms, whether or not the game is over."""
    extra = EXTRA.get(game.name)
    values = []
    for score in game.scores(state):
        value = float(score.total)
        if game.name == "simplicity":
            # The lower team counts; the higher one still matters a little.
            teams = [v for k, v in score.breakdown.items() if k.endswith(" total")]
            if teams:
                value += 0.25 * (max(teams) - min(teams)) / max(1, len(teams))
        if extra is not None:
            value += extra(state, score.seat)
        values.append(value)
    return values


def relative(values: list[float], seat: int) -> float:
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - (max(others) if others else 0.0)


def evaluate(game: Game, state: GameState, seat: int) -> float:
    """How much better ``seat`` stands than its strongest rival (higher is better)."""
    return relative(seat_values(game, state), seat)


def leads(game: Game, state: GameState) -> list[float]:
    """Each seat's :func:`evaluate`, for every seat at once."""
    values = seat_values(game, state)
    return [relative(values, seat) for seat in range(len(values))]


# What losing a game played to its end is worth to the loser, against 0 for a game lost
# early (Polis: prestige run out, a capital starved).  With exact 0/1 results a side sure to
# lose on points at era 5β's feeding could not tell paying its last prestige point (the game
# over at once) from removing cubes (played to the end): it paid, and 12 of 200
# search-against-search games ended so (Sparta "ran out of prestige" with cubes to spare).
# Small, so that it never outweighs a chance to win.
LOST_IN_FULL = {"polis": 0.1}


def _lost_in_full(game: Game, state: GameState) -> float:
    """The loser's reward for a finished game (see LOST_IN_FULL)."""
    share = LOST_IN_FULL.get(game.name, 0.0)
    if share and getattr(state, "end_reason", "") == "the last era is over":
        return share
    return 0.0


def win_chances(game: Game, state: GameState, baseline: list[float] | None = None) -> list[float]:
    """Each seat's reward in [0, 1]: exact once the game is over, else a logistic guess.

    With ``baseline`` (each seat's lead in some earlier position, from :func:`leads`) an
    unfinished position is judged by how far each lead moved from it, so the guess does not
    saturate when one seat is already far ahead (the search then still tells its actions
    apart).  In the games of ``CENTRED_ENDINGS`` a finished one is judged the same way, its
    winners' leads raised by one ``SCALE``.  In the games of ``FITTED_LEAVES`` an unfinished
    one gets the fitted chances (no baseline: they are not made from the heuristic lead).
    """
    outcome = game.outcome(state)
    count = len(state.players)
    scale = SCALE.get(game.name, 6.0)
    fitted = FITTED_LEAVES.get(game.name)
    if outcome is None and fitted is not None:
        return fitted(state)
    if outcome is None:
        values = standing(game, state)  # seat_values without asking for the outcome again
    elif baseline is not None and game.name in CENTRED_ENDINGS:
        values = standing(game, state)
        for seat in outcome.winners:
            values[seat] += scale / len(outcome.winners)
    else:
        share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
        lost = _lost_in_full(game, state)
        return [share if seat in outcome.winners else lost for seat in range(count)]
    out = []
    for seat in range(count):
        lead = relative(values, seat) - (baseline[seat] if baseline is not None else 0.0)
        lead = max(-50.0, min(50.0, lead / scale))
        out.append(1.0 / (1.0 + math.exp(-lead)))
    return out
