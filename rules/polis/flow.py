"""How play moves on by itself: setup, turn ends, battles, the next player (an era starts in
``era_start``).

``advance`` runs every automatic consequence until some seat has to decide something.
"""

from __future__ import annotations

from functools import cache

from boardgames_rules.core import Rng
from boardgames_rules.core.game import copy_with, with_new_memo
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.polis import battle, era_end
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.common import side_word, where
from boardgames_rules.polis.data import FACTIONS, GOODS, FactionSetup, data
from boardgames_rules.polis.era_start import start_era
from boardgames_rules.polis.state import Player, PolisState, State, shared_step
from boardgames_rules.polis.topology import route_open

# [decided here] A safety limit so that every era ends: after this many turns in one era a
# player can only pass.  Real games stay far below it.
MAX_TURNS = 25


@cache
def _opening_poleis() -> tuple[PolisState, ...]:
    """The poleis as every game starts (immutable values, so every game can share them)."""
    d = data()
    owner = {p: FACTIONS.index(f.faction) for f in d.setup.factions for p in f.poleis}
    return tuple(PolisState(owner=owner.get(p.name), pop=p.base) for p in d.poleis)


def setup_state(players: tuple[str, ...], seed: int, rng: Rng) -> State:
    if type(seed) is int and type(players) is tuple and all(type(p) is str for p in players):
        # What validating the opening below gives for these values, made as a copy of it.
        # A fresh Memo: every game copies the one opening (see ``rules.core.memo``).
        s = with_new_memo(_opening(), {"players": players, "seed": seed, "rng": rng})
    else:
        s = _validated_opening(players, seed, rng)
    if tuple(players) != ("Athens", "Sparta"):  # not "Athens plays Athens"
        s = s.log_line(said.PLAY_SIDES(athens=seat_of(0), sparta=seat_of(1)))
    return advance(start_era(s, 0))


@cache
def _opening() -> State:
    """The opening before the first era, for placeholder players and seed (immutable, so
    every game can start from a copy of it: validating it cost a quarter of a new game)."""
    return _validated_opening(("Athens", "Sparta"), 0, Rng.from_seed(0))


def _validated_opening(players: tuple[str, ...], seed: int, rng: Rng) -> State:
    d = data()
    setup = {FACTIONS.index(f.faction): f for f in d.setup.factions}
    poleis = _opening_poleis()
    hoplites = tuple(
        (setup[0].hoplites.get(t, 0), setup[1].hoplites.get(t, 0)) for t in d.territory_names
    )
    galleys = tuple((setup[0].galleys.get(z, 0), setup[1].galleys.get(z, 0)) for z in d.sea_names)
    sides = (_opening_player(setup[0]), _opening_player(setup[1]))
    return State(
        players=players,
        seed=seed,
        rng=rng,
        sides=sides,
        poleis=poleis,
        hoplites=hoplites,
        galleys=galleys,
        shiploads=tuple(None for _ in d.shiploads),
        prices=tuple(d.setup.price_start for _ in d.price_goods),
        project_pool=d.project_ids,
    )


def _opening_player(setup: FactionSetup) -> Player:
    # Six names, so the goods are the six-tuple the state holds, in GOODS order.
    silver, wheat, metal, wood, wine, oil = (setup.goods.get(g, 0) for g in GOODS)
    return Player(
        goods=(silver, wheat, metal, wood, wine, oil),
        prestige=setup.prestige,
        merchants=setup.merchants,
        proxenos=setup.proxenos,
    )


def advance(s: State) -> State:
    while True:
        if s.phase == "over" or s.steps or s.battle is not None:
            return s
        if s.phase == "era_end":
            s = era_end.proceed(s)
        elif s.battle_queue:
            s = battle.start_next(s)
        elif s.surcharge_due:
            step = shared_step(kind="surcharge", seat=s.active)
            s = copy_with(s, {"surcharge_due": False, "steps": (step,)})
        elif s.turn_over:
            s = end_turn(s)
        elif s.handover:
            s = _next_turn(s)
        else:
            return s


def end_turn(s: State) -> State:
    seat = s.active
    if s.event == "free_trade":
        blocked = [m for m in ("Persia", "Egypt") if not route_open(s, 1 - seat, m)]
        if blocked:
            s = s.gain(seat, prestige=-1)
            s = s.log_line(
                said.FREE_TRADE(
                    side=side_word(seat),
                    other=side_word(1 - seat),
                    markets=tuple(where(m) for m in blocked),
                ),
                seat=seat,
            )
    side = s.sides[seat]
    sides = list(s.sides)
    sides[seat] = copy_with(side, {"turns": side.turns + 1})
    queue = battle.battle_zones(s) if s.done else ()  # units only: the same after the copy
    update = {
        "sides": tuple(sides),
        "done": (),
        "turn_over": False,
        "handover": True,
        "battle_queue": queue,
    }
    if queue:
        return copy_with(s, update)  # the battles come before the handover
    # Nothing comes between this and the handover (``advance`` would do it next), so both
    # changes go into one copy; ``passed`` is the same before and after this update.
    return _hand_over(s, update)


def _next_turn(s: State) -> State:
    return _hand_over(s, {})


def _hand_over(s: State, update: dict) -> State:
    """``s`` with ``update`` and the turn handed over (or, both having passed, the era ended)."""
    other = 1 - s.active
    if not s.sides[other].passed:
        return copy_with(s, update | {"handover": False, "active": other})
    s = copy_with(s, update | {"handover": False})
    if not s.sides[s.active].passed:
        return s
    s = s.log_line(said.BOTH_PASSED())
    return copy_with(s, {"phase": "era_end", "era_stage": "projects"})
