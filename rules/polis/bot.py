"""What the bots know of Polis: the era's end read ahead (feeding, growth, the last prestige
point), the wheat in reach, the projects under way, and how the search is set up.

The search scores a new node at once (no playout: the heuristic reads the coming upkeep, and
Polis's greedy steps are the dearest of the four games, a dozen action kinds to rate), offers
every action (its one-step ranking puts good plans late: a move that sets up a siege), and
finishes the steps an action leaves its mover (which goods a collection takes, which good pays
the surcharge, a second fleet) before scoring, else a collection scored as nothing and an
action after the other side passed as free.
"""

from __future__ import annotations

from typing import Any

from boardgames_rules.core.bot_knowledge import BotKnowledge
from boardgames_rules.core.game import SeatScore
from boardgames_rules.polis.actions import Pass
from boardgames_rules.polis.data import data
from boardgames_rules.polis.era_end import STAGES, project_prestige
from boardgames_rules.polis.flow import MAX_TURNS
from boardgames_rules.polis.state import State

# What losing a game played to its end is worth to the loser, against 0 for a game lost
# early (prestige run out, a capital starved).  With exact 0/1 results a side sure to lose on
# points at era 5β's feeding could not tell paying its last prestige point (the game over at
# once) from removing cubes (played to the end): it paid, and 12 of 200 search-against-search
# games ended so (Sparta "ran out of prestige" with cubes to spare).  Small, so that it never
# outweighs a chance to win.
LOST_IN_FULL = 0.1

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


def _era_tables() -> tuple:
    """Each polis's growth per era and maximum and each side's capital, by polis index; the
    end-of-era stages by name; the era's turn cap."""
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
    if not started:  # (most positions: no lookup)
        return 0.0
    projects = data().projects
    return sum(project_prestige(state, name, seat) + projects[name].posterity for name in started)


def _wheat_rows() -> tuple:
    """Per territory with wheat on the tribute panel: (its index, its name, its poleis'
    indexes, its wheat row); and each side's capital's territory."""
    d = data()
    rows = []
    for i, t in enumerate(d.territory_names):
        wheat = d.tribute.get(t, {}).get("wheat")
        if wheat:
            rows.append((i, t, tuple(d.p_index[n] for n in d.poleis_in[t]), wheat))
    capitals = tuple(d.polis[d.capital[seat]].territory for seat in (0, 1))
    return tuple(rows), capitals, tuple(era.limit for era in d.eras)


def _wheat_in_reach(state, seat: int, me, wheat_rows: tuple) -> float:
    """What the wheat ``seat``'s hoplites could still collect where they stand this era is
    worth against its hunger (all on wheat, within the era's stacking limit, in territories
    it holds a polis in): REACH a wheat, less the prestige point a collection costs outside
    the capital's territory."""
    if state.phase != "play" or me.passed:
        return 0.0
    rows, capitals, limits = wheat_rows
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


def _terms(state, seat: int, tables: tuple, wheat_rows: tuple) -> float:
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
    return value + _era_end(state, seat, me, mine, tables, wheat_rows)


def _era_end(state, seat: int, me, mine: list, tables: tuple, wheat_rows: tuple) -> float:
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
    growth, most, capital, stages, cap = tables
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
        hunger = step.left if feeding and step is not None else max(0, cubes - wheat)
        # (the wheat in reach eases the hunger's cost, not the dangers below: it is not
        # collected yet)
        reach = 0.0 if feeding else min(hunger, _wheat_in_reach(state, seat, me, wheat_rows))
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


class Knowledge(BotKnowledge[State]):
    simulations = 200
    widen = 0.0  # every action in play
    playout_cap = 0  # the new node is scored at once
    # The tree takes the same greedy choice for those steps (below the root): a collection's
    # node was the mean of its three ways to lay the hoplites on the tribute panel, two of
    # them poor, and scored under a proxenos move whose three ways to pay a good were all
    # alike.  So the search moved its proxenos about, a good a turn, rather than collect.
    finish_steps = True
    scale = 6.0

    def __init__(self, tables: tuple[tuple, tuple] | None = None) -> None:
        # The board's tables, read once from the rules' data (static: shared by decisions).
        self._tables = tables if tables is not None else (_era_tables(), _wheat_rows())

    def for_one_decision(self) -> Knowledge:
        return Knowledge(self._tables)

    def forced_action(self, state: State, seat: int) -> Any:
        """A bot one turn short of the era's turn cap passes, so no bot ever reaches it (the
        cap is a safeguard against endless free moves, not a rule people play by)."""
        if state.phase != "play" or state.steps or state.battle is not None or state.done:
            return None
        return Pass() if state.sides[seat].turns >= MAX_TURNS - 1 else None

    def value(self, state: State, score: SeatScore) -> float:
        return float(score.total) + _terms(state, score.seat, *self._tables)

    def lost_in_full(self, state: State) -> float:
        return LOST_IN_FULL if state.end_reason == "the last era is over" else 0.0


KNOWLEDGE = Knowledge()
