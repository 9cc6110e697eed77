"""Political actions: trade, move the proxenos, redeem it, civil war."""

from __future__ import annotations

from functools import cache
from itertools import compress
from operator import itemgetter

from boardgames_rules.core.game import copy_with
from boardgames_rules.core.memo import Entries, contains, memo_of, seat_keys
from boardgames_rules.core.messages import Message
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import CivilWar, MoveProxenos, Redeem, Trade
from boardgames_rules.polis.common import (
    cost_said,
    paid,
    pay,
    side_word,
    take_polis,
    turn_means,
    where,
    word,
)
from boardgames_rules.polis.data import data
from boardgames_rules.polis.proxenos_paths import (
    UNREACHED,
    free_reach,
    proxenos_costs_among,
    slot_bits,
    slot_costs,
    trip_slots,
)
from boardgames_rules.polis.state import GOOD_INDEX, State
from boardgames_rules.polis.topology import open_markets

# Actions are immutable values: the legal lists hand out one shared instance per value.
_trade = cache(Trade)
_proxenos = cache(MoveProxenos)
_civilwar = cache(CivilWar)
_REDEEM = (Redeem(),)


# -- trade ---------------------------------------------------------------------------------
def price(s: State, good: str) -> int:
    d = data()
    return d.eras[s.era].prices[s.prices[d.price_goods.index(good)]]


@cache
def shipload_index(market: str, good: str, reward: str) -> int | None:
    for i, (m, load) in enumerate(data().shiploads):
        if m == market and load.good == good and load.reward == reward:
            return i
    return None


def trade_cost(s: State, a: Trade) -> dict[str, int]:
    i = shipload_index(a.market, a.good, a.reward)
    amount = data().shiploads[i][1].amount if i is not None else 0
    return {"silver": amount} if a.buy else {a.good: price(s, a.good)}


def shipload_usable(s: State, i: int) -> bool:
    """The market gate: usable only if it gives at least the era number (5α/5β count as 5)."""
    d = data()
    market, load = d.shiploads[i]
    blocked = d.events[s.event].no_trade
    return s.shiploads[i] is None and load.amount >= d.eras[s.era].gate and market not in blocked


# The caches kept per seat in the state's Memo (named below) are "last seen" entries: each
# holds the state fields its answer came from and answers only while they are the very same
# objects (see ``rules.core.memo``).  The tables keyed by plain values are pure functions of
# their key and the map: they hold nothing of any one state, and any thread finds in them
# what it would work out.

# Per seat: (action, index of the good paid, amount) for every trade its merchants could
# make, kept while what it comes from (the markets reached, the shiploads and prices tuples)
# are the very same objects and the era and event the same; with the trades open by (goods,
# spare).
_TRADES = seat_keys("trades")


def _trades_entry(s: State, seat: int, memo: Entries) -> tuple:
    entry = memo.get(_TRADES[seat])
    reached = open_markets(s, seat, memo)
    if (
        entry is not None
        and entry[0] is reached
        and entry[1] is s.shiploads
        and entry[2] is s.prices
        and entry[3] == s.era
        and entry[4] == s.event
    ):
        return entry
    offers, loads, marks = [], s.shiploads, s.prices
    prices, plan = _trade_plan(s.era, s.event)
    for i, market, mark, sell, buy in plan:
        if loads[i] is not None or market not in reached:
            continue
        # can_pay(s, seat, trade_cost(s, a)): the cost is a single good.
        offers.append((sell[0], sell[1], prices[marks[mark]]))
        if buy is not None:
            offers.append(buy)
    entry = (reached, s.shiploads, s.prices, s.era, s.event, tuple(offers), {})
    memo[_TRADES[seat]] = entry
    return entry


@cache
def _trade_plan(era: int, event: str) -> tuple[tuple[int, ...], tuple]:
    """The era's prices, and what ``_trades_entry`` needs of each shipload the era and event
    leave usable (``shipload_usable`` less the shipload being taken): (its index, its market,
    its good's price marker, (selling action, index of the good paid), (buying action,
    silver's index, amount) or None)."""
    d, plan = data(), []
    for i, (market, load) in enumerate(d.shiploads):
        if load.amount < d.eras[era].gate or market in d.events[event].no_trade:
            continue
        sell = _trade(market=market, good=load.good, reward=load.reward, buy=False)
        buy = None
        if load.reward == "wheat":
            j = shipload_index(market, load.good, load.reward)
            amount = d.shiploads[j][1].amount if j is not None else 0
            action = _trade(market=market, good=load.good, reward=load.reward, buy=True)
            buy = (action, GOOD_INDEX["silver"], amount)
        mark = d.price_goods.index(load.good)
        plan.append((i, market, mark, (sell, GOOD_INDEX[load.good]), buy))
    return d.eras[era].prices, tuple(plan)


def trade_options(s: State, seat: int) -> tuple[Trade, ...]:
    """The trades the seat may make now, as a shared tuple (the engine does not change it)."""
    return trade_offered(s, seat, *turn_means(s, seat))


def trade_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``trade_options`` given ``turn_means(s, seat)`` (the listing works them out once)."""
    if side.merchants < 1:
        return ()
    entry = _trades_entry(s, seat, memo)
    found = entry[6].get((goods, spare))
    if found is None:
        found = tuple(a for a, g, amount in entry[5] if goods[g] >= amount <= budget)
        if len(entry[6]) > 512:
            entry[6].clear()
        entry[6][goods, spare] = found
    return found


def trade_update(s: State, seat: int, a: Trade) -> dict:
    """What a trade changes, as an update of ``s``."""
    d = data()
    i = shipload_index(a.market, a.good, a.reward)
    assert i is not None
    amount = d.shiploads[i][1].amount
    cost = trade_cost(s, a)
    # pay, take the reward, send the merchant, take the shipload, move the price, log: one
    # update of the state
    side = paid(s, seat, cost)["sides"][seat].plus(**{a.reward: amount})
    update = s.side_update(seat, copy_with(side, {"merchants": side.merchants - 1}))
    loads = list(s.shiploads)
    loads[i] = seat
    marks = list(s.prices)
    g = d.price_goods.index(a.good)
    # The roll in words a new player reads without the rules: which dice, what they show,
    # how far the price marker moved and what the good costs now ("d4 = 2: wine 2 dearer"
    # said none of that).
    if a.buy:
        dice, rng = s.rng.dice(2, 4)
        marks[g] = max(0, marks[g] - max(dice))
        shown = said.TWO_DICE(
            first=dice[0],
            second=dice[1],
            moved=_price_moved(s, a.good, s.prices[g], marks[g], not a.buy),
        )
    else:
        dice, rng = s.rng.dice(1, 4)
        marks[g] = min(10, marks[g] + dice[0])
        shown = said.ONE_DIE(
            die=dice[0], moved=_price_moved(s, a.good, s.prices[g], marks[g], not a.buy)
        )
    update |= {"shiploads": tuple(loads), "prices": tuple(marks)}
    update |= {"rng": rng, "reveal": s.reveal + 1}
    line = (said.BUYS if a.buy else said.TRADES_FOR)(
        side=side_word(seat),
        amount=amount,
        good=word(a.reward),
        market=where(a.market),
        cost=cost_said(cost),
        roll=shown,
    )
    return update | s.logged(line, seat=seat)


def _price_moved(s: State, good: str, before: int, after: int, up: bool) -> Message:
    """How a good's price marker moved (positions ``before`` -> ``after``), in words."""
    prices = data().eras[s.era].prices
    if before == after:
        end = said.PRICE_AT_HIGHEST if up else said.PRICE_AT_LOWEST
        return end(good=word(good), price=prices[after])
    old, new = prices[before], prices[after]
    cost = said.PRICE_CHANGED(old=old, new=new) if old != new else said.PRICE_STILL(new=new)
    moves = said.PRICE_UP if up else said.PRICE_DOWN
    return moves(good=word(good), steps=abs(after - before), price=cost)


# -- proxenos ------------------------------------------------------------------------------
def proxenos_options(s: State, seat: int) -> tuple[MoveProxenos, ...]:
    """The proxenos trips the seat may make now, in a shared tuple the engine does not change."""
    return proxenos_offered(s, seat, *turn_means(s, seat))


def proxenos_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``proxenos_options`` given ``turn_means(s, seat)``."""
    if side.captured:
        return ()
    budget = min(goods[0], budget)  # _budget(s, seat), inlined
    if budget == 0:
        return _free_trips(s, seat, side.proxenos, memo)  # two listings in three: no silver
    return _affordable_trips(s, seat, side.proxenos, budget, memo)


def _budget(s: State, seat: int) -> int:
    """The most silver a trip may cost: ``can_pay(s, seat, {"silver": cost})``, inlined (the
    silver, and with the opponent passed 1 more resource)."""
    goods = s.sides[seat].goods
    return min(goods[0], sum(goods) - (s.phase == "play" and s.sides[1 - seat].passed))


# The trips that cost nothing, by (start, territories free of enemy hoplites, seas free of
# enemy galleys as bit sets): all they depend on, fewer boards than the unit counts, and
# found by flooding the free zones instead of pricing every trip.
_FREE: dict[tuple[str, int, int], tuple[MoveProxenos, ...]] = {}
# Per seat: the zones free of the enemy's units, kept while the hoplites and galleys tuples
# are the very same objects.
_OPEN = seat_keys("open")


def _free_trips(s: State, seat: int, src: str, memo: Entries) -> tuple[MoveProxenos, ...]:
    """``_affordable_trips(s, seat, src, 0, memo)``: the trips with no bribe to pay."""
    key = (src, *_open_zones(s, seat, memo))
    found = _FREE.get(key)
    if found is None:
        if len(_FREE) > 4096:
            _FREE.clear()
        land_open = key[1]
        land, sea = free_reach(*key)
        found = _FREE[key] = tuple(
            a
            for a, (t, ends, landing) in zip(_slot_actions(src), slot_bits(src), strict=True)
            if land & t or (sea & ends and land_open & landing == landing)
        )
    return found


def _open_zones(s: State, seat: int, memo: Entries) -> tuple[int, int]:
    entry = memo.get(_OPEN[seat])
    if entry is not None and entry[0] is s.hoplites and entry[1] is s.galleys:
        return entry[2]
    on_land, at_sea = _enemy_units(s, seat, memo)
    found = memo[_OPEN[seat]] = (s.hoplites, s.galleys, (_empty_bits(on_land), _empty_bits(at_sea)))
    return found[2]


# The zones with no units (bit i: zone i) by the units per zone: boards share their columns.
_EMPTY: dict[tuple[int, ...], int] = {}


def _empty_bits(counts: tuple[int, ...]) -> int:
    found = _EMPTY.get(counts)
    if found is None:
        if len(_EMPTY) > 4096:
            _EMPTY.clear()
        found = _EMPTY[counts] = sum(1 << i for i, n in enumerate(counts) if not n)
    return found


# The trips worked out for a seat's proxenos, by the enemy's units (all the bribes depend on)
# and then by starting polis: the proxenos moves more often than the enemy's units do.
# {(seat, enemy hoplites, enemy galleys): {src: (costs, {budget: affordable actions})}}
_TRIPS: dict[tuple, dict[str, tuple[tuple, dict]]] = {}
# Per seat: the enemy's hoplites and galleys as counts, kept while the hoplites and galleys
# tuples are the very same objects.
_ENEMY = seat_keys("enemy")
# Per seat: the ``_TRIPS`` table for the board last seen, kept while the hoplites and galleys
# tuples are the very same objects (most listings then skip hashing the unit counts).
_TRIPS_NOW = seat_keys("trips")


def _enemy_units(s: State, seat: int, memo: Entries) -> tuple:
    entry = memo.get(_ENEMY[seat])
    if entry is not None and entry[0] is s.hoplites and entry[1] is s.galleys:
        return entry[2]
    enemy = _ENEMY_COLUMN[seat]
    found = (tuple(map(enemy, s.hoplites)), tuple(map(enemy, s.galleys)))
    memo[_ENEMY[seat]] = (s.hoplites, s.galleys, found)
    return found


_ENEMY_COLUMN = (itemgetter(1), itemgetter(0))  # per seat: the other seat's count of a pair


def _trips_by_src(s: State, seat: int, memo: Entries) -> dict[str, tuple[tuple, dict]]:
    now = memo.get(_TRIPS_NOW[seat])
    if now is not None and now[0] is s.hoplites and now[1] is s.galleys:
        return now[2]
    key = (seat, *_enemy_units(s, seat, memo))
    by_src = _TRIPS.get(key)
    if by_src is None:
        if len(_TRIPS) > 512:
            _TRIPS.clear()
        by_src = _TRIPS[key] = {}
    memo[_TRIPS_NOW[seat]] = (s.hoplites, s.galleys, by_src)
    return by_src


def _trip_entry(s: State, seat: int, src: str, memo: Entries) -> tuple:
    by_src = _trips_by_src(s, seat, memo)
    entry = by_src.get(src)
    if entry is not None:
        return entry
    # The costs of proxenos_costs_among per trip of ``_slot_actions`` (the plan's order), from
    # shortest paths that poleis with the same start share.
    entry = by_src[src] = (slot_costs(src, *_enemy_units(s, seat, memo)), {})
    return entry


@cache
def _slot_actions(src: str) -> tuple[MoveProxenos, ...]:
    """The action of every trip of ``trip_slots(src)`` (the trips the plan may price)."""
    shared = dict(_trip_actions(src))
    return tuple(shared[name, by] for _, name, by in trip_slots(src))


def _trip_cost(s: State, seat: int, src: str, a: MoveProxenos) -> int | None:
    """The silver the trip ``a`` from ``src`` costs the seat (None: impossible), from the trips
    listed."""
    memo = memo_of(s)
    if _budget(s, seat) == 0 and contains(_free_trips(s, seat, src, memo), a):
        return 0
    costs = _trip_entry(s, seat, src, memo)[0]
    slot = _slots_by_trip(src).get((a.polis, a.by))
    if slot is not None and costs[slot] < UNREACHED:
        return costs[slot]
    return proxenos_costs_among(src, *_enemy_units(s, seat, memo)).get((a.polis, a.by))


@cache
def _slots_by_trip(src: str) -> dict[tuple[str, str], int]:
    """(polis, by) -> its place in ``trip_slots(src)`` (each trip has one)."""
    return {(name, by): i for i, (_, name, by) in enumerate(trip_slots(src))}


def _affordable_trips(
    s: State, seat: int, src: str, budget: int, memo: Entries
) -> tuple[MoveProxenos, ...]:
    entry = _trip_entry(s, seat, src, memo)
    found = entry[1].get(budget)
    if found is None:
        affordable = map(budget.__ge__, entry[0])
        found = entry[1][budget] = tuple(compress(_slot_actions(src), affordable))
    return found


@cache
def _trip_actions(src: str) -> tuple[tuple[tuple[str, str], MoveProxenos], ...]:
    """((polis, by), action) for every other polis and both ways, in the order of the rules."""
    return tuple(
        ((name, by), MoveProxenos(polis=name, by=by))
        for name in data().polis_names
        if name != src
        for by in ("land", "sea")
    )


def proxenos_update(s: State, seat: int, a: MoveProxenos) -> dict:
    """What moving the proxenos changes, as an update of ``s``."""
    side = s.sides[seat]
    # the trip's silver (0 for none), from the costs of every trip
    cost = _trip_cost(s, seat, side.proxenos, a) or 0
    # pay {"silver": cost}, move the proxenos, log: in one copy of the player and the state
    goods = side.goods
    if cost:
        goods = (max(0, goods[0] - cost),) + goods[1:]
    player = copy_with(side, {"goods": goods, "prestige": side.prestige, "proxenos": a.polis})
    sides = (player, s.sides[1]) if seat == 0 else (s.sides[0], player)
    by = said.PROXENOS_BY_LAND if a.by == "land" else said.PROXENOS_BY_SEA
    line = by(side=side_word(seat), start=where(side.proxenos), polis=where(a.polis), silver=cost)
    return {"sides": sides} | s.logged(line, seat=seat)


def redeem_options(s: State, seat: int) -> tuple[Redeem, ...]:
    """The redemption of the seat's proxenos, if open to it now, in a shared tuple the engine does
    not change."""
    return redeem_offered(s, seat, *turn_means(s, seat))


def redeem_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``redeem_options`` given ``turn_means(s, seat)``."""
    # can_pay(s, seat, {"silver": 2}), on plain numbers
    ok = side.captured and goods[0] >= 2 and (not spare or budget >= 2)
    return _REDEEM if ok else ()


def resolve_redeem(s: State, seat: int, a: Redeem) -> State:
    s = pay(s, seat, {"silver": 2}).gain(1 - seat, silver=2)
    capital = data().capital[seat]
    s = s.with_side(seat, copy_with(s.sides[seat], {"captured": False, "proxenos": capital}))
    return s.log_line(said.REDEEMS(side=side_word(seat), capital=where(capital)))


def civil_war_cost(s: State, seat: int, name: str) -> tuple[int, int] | None:
    """(silver, prestige) of a civil war in ``name``, or None when none can be stirred there."""
    d = data()
    p = s.poleis[d.p_index[name]]  # polis(s, name), on the data already at hand
    if p.owner == seat or name in d.capital.values():
        return None
    if p.owner is None:
        return 2 * d.polis[name].base, d.polis[name].base
    return 3 * p.pop, p.pop


def civilwar_options(s: State, seat: int) -> tuple[CivilWar, ...]:
    """The civil wars the seat may stir now, as a shared tuple (the engine does not change it)."""
    return civilwar_offered(s, seat, *turn_means(s, seat))


def civilwar_offered(
    s: State, seat: int, side, goods: tuple, spare: bool, budget: int, memo: Entries
) -> tuple:
    """``civilwar_options`` given ``turn_means(s, seat)``."""
    if side.captured:
        return ()
    cost = civil_war_cost(s, seat, side.proxenos)
    if cost is None:
        return ()
    # can_pay(s, seat, {"silver": cost[0]}), on plain numbers
    if goods[0] < cost[0] or budget < cost[0]:
        return ()
    return _CIVILWAR[side.proxenos]


class _CivilWars(dict):
    """polis -> the one-action tuple of a civil war there, made on first use."""

    def __missing__(self, name: str) -> tuple[CivilWar]:
        found = self[name] = (_civilwar(polis=name),)
        return found


_CIVILWAR = _CivilWars()


def resolve_civilwar(s: State, seat: int, a: CivilWar) -> State:
    silver, gain = civil_war_cost(s, seat, a.polis) or (0, 0)
    s = pay(s, seat, {"silver": silver})
    s = take_polis(s, a.polis, seat)
    s = s.gain(seat, prestige=gain)
    return s.log_line(
        said.CIVIL_WAR(polis=where(a.polis), side=side_word(seat), silver=silver, gain=gain),
        seat=seat,
    )
