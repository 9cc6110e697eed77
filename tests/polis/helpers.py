"""Positions built for tests: a fresh game with the event, board and purses set by hand."""

from __future__ import annotations

from boardgames_rules.core import Rng
from boardgames_rules.polis import GAME
from boardgames_rules.polis.common import set_polis
from boardgames_rules.polis.data import GOODS
from boardgames_rules.polis.flow import advance
from boardgames_rules.polis.state import State
from boardgames_rules.polis.topology import set_units


def fresh(era: int = 0, event: str = "none", active: int = 0) -> State:
    """The setup position in ``era`` with no event effects pending and ``active`` to play."""
    s = GAME.new_game(GAME.default_names, 7)
    return s.model_copy(
        update={"era": era, "event": event, "steps": (), "blocked": (), "active": active}
    )


def units_at(s: State, zone: str, athens: int, sparta: int) -> State:
    return set_units(set_units(s, zone, 0, athens), zone, 1, sparta)


def clear_board(s: State) -> State:
    return s.model_copy(
        update={
            "hoplites": tuple((0, 0) for _ in s.hoplites),
            "galleys": tuple((0, 0) for _ in s.galleys),
        }
    )


def purse(s: State, seat: int, prestige: int | None = None, **goods: int) -> State:
    side = s.side(seat)
    new = tuple(goods.get(g, side.goods[i]) for i, g in enumerate(GOODS))
    update = {"goods": new}
    if prestige is not None:
        update["prestige"] = prestige
    return s.with_side(seat, side.model_copy(update=update))


def side_set(s: State, seat: int, **update) -> State:
    return s.with_side(seat, s.side(seat).model_copy(update=update))


def polis_set(s: State, name: str, **update) -> State:
    return set_polis(s, name, **update)


def play(s: State, *moves: str) -> State:
    for text in moves:
        s = GAME.apply(s, GAME.parse_action(s, text))
    return s


def legal_texts(s: State) -> list[str]:
    return [GAME.format_action(s, a) for a in GAME.legal_actions(s)]


def rng_rolling(*wanted: int, sides: int = 4) -> Rng:
    """A generator whose next rolls of ``sides``-sided dice are ``wanted``."""
    for seed in range(100000):
        rng = Rng.from_seed(seed)
        rolls, _ = rng.dice(len(wanted), sides)
        if rolls == wanted:
            return rng
    raise AssertionError("no seed found")


def end_era(s: State) -> State:
    """Run the end-of-era sequence from its first stage."""
    return advance(s.model_copy(update={"phase": "era_end", "era_stage": "projects"}))
