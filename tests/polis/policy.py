"""A seeded, mildly sensible random player, so test games live long enough to see battles."""

from __future__ import annotations

from boardgames_rules.core import Rng
from boardgames_rules.polis import GAME
from boardgames_rules.polis.state import State
from boardgames_rules.polis.topology import population, units

CAPITAL_LAND = ("Attika", "Lakedaemon")

WEIGHTS = {
    "collect": 8.0,
    "hoplites": 3.0,
    "galleys": 1.5,
    "merchants": 1.0,
    "project": 4.0,
    "trade": 5.0,
    "siege": 8.0,
    "civilwar": 8.0,
    "redeem": 5.0,
    "move": 2.0,
    "sail": 1.0,
    "proxenos": 0.6,
    "pass": 0.5,
    "end": 1.0,
    "fight": 5.0,
    "grow": 5.0,
}


def weight(s: State, a) -> float:
    seat = GAME.current_player(s)
    side = s.side(seat)
    hungry = side.has("wheat") < population(s, seat)
    w = WEIGHTS.get(a.kind, 1.0)
    if a.kind in ("move", "sail", "siege") and side.prestige <= 4:
        w *= 0.02
    if a.kind == "collect" and side.prestige <= 3 and a.territory != CAPITAL_LAND[seat]:
        w *= 0.02
    if a.kind in ("move", "sail", "also") and side.prestige >= 4:
        target = a.dst if a.kind != "also" else s.steps[0].zone
        if units(s, target)[1 - seat]:
            w *= 6  # look for a fight
    if a.kind in ("hoplites", "galleys", "merchants"):
        w /= a.count
    if hungry and a.kind == "tribute" and a.good == "wheat":
        w *= 4
    if a.kind in ("phoros", "treasury"):
        w = 5.0 if a.amount == 0 else 0.2
    if a.kind == "tribute":
        w = 1.0 + a.count * 2
    if a.kind == "pass" and side.turns > 5:
        w = 4.0
    if a.kind == "withdraw":
        w = 0.5
    if a.kind == "hunger":  # feeding: keep some prestige, 0 loses at the era's end
        w = 0.0 if side.prestige <= 1 else 0.05 if side.prestige <= 2 else 1.0
    if a.kind == "trade" and a.reward == "wheat":
        w *= 6 if hungry else 2
    if a.kind == "merchants" and hungry and side.merchants == 0:
        w *= 4
    if a.kind == "pass" and hungry and side.turns <= 8:
        w *= 0.2
    if a.kind in ("hoplites", "galleys") and hungry:
        w *= 0.3
    return w


def choose(s: State, rng: Rng):
    acts = GAME.legal_actions(s)
    weights = [weight(s, a) for a in acts]
    x, rng = rng.next_u64()
    pick = (x / 2**64) * sum(weights)
    for a, w in zip(acts, weights, strict=True):
        pick -= w
        if pick <= 0:
            return a, rng
    return acts[-1], rng


def play(seed: int, limit: int = 5000):
    """Play one game; returns the final state and the list of log texts."""
    s = GAME.new_game(GAME.default_names, seed)
    rng = Rng.from_seed(seed * 7919 + 13)
    for _ in range(limit):
        if GAME.current_player(s) is None:
            break
        a, rng = choose(s, rng)
        s = GAME.apply(s, a)
    return s
