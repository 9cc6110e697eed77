"""Random games to the end: no crash, they end, and the board stays within the rules."""

from __future__ import annotations

import json

from boardgames_rules.core import Rng
from boardgames_rules.polis import GAME
from boardgames_rules.polis.data import data
from boardgames_rules.polis.topology import era_limit, units

from tests.conformance import checked_apply, unmemoized

from .policy import choose

SEEDS = range(40)


def check_invariants(s) -> None:
    d = data()
    for z in d.territory_names + d.sea_names:
        assert all(0 <= n <= era_limit(s) for n in units(s, z)), (z, units(s, z))
    for seat in (0, 1):
        side = s.side(seat)
        assert min(side.goods) >= 0 and side.prestige >= 0 and side.merchants >= 0
    for info, p in zip(d.poleis, s.poleis, strict=True):
        assert 1 <= p.pop <= info.max or p.owner is None, info.name
    assert s.poleis[d.p_index["Athinai"]].owner == 0 and s.poleis[d.p_index["Sparti"]].owner == 1


def test_sensible_random_games_end_and_see_battles_sieges_trade_and_civil_wars():
    seen: set[str] = set()
    for seed in SEEDS:
        s = GAME.new_game(GAME.default_names, seed)
        rng = Rng.from_seed(seed * 7919 + 13)
        for _ in range(3000):
            if GAME.current_player(s) is None:
                break
            a, rng = choose(s, rng)
            s = checked_apply(GAME, s, a)
            check_invariants(s)
        assert GAME.outcome(s) is not None, f"seed {seed} did not end"
        text = "\n".join(e.english(s.players) for e in s.log)
        for mark, feature in (
            ("Battle in", "battle"),
            ("besieges", "siege"),
            ("trades for", "trade"),
            ("Civil war", "civil war"),
        ):
            if mark in text:
                seen.add(feature)
    assert seen == {"battle", "siege", "trade", "civil war"}


def test_uniform_random_games_end_and_respect_the_contract():
    for seed in range(4):
        s = GAME.new_game(GAME.default_names, seed)
        rng = Rng.from_seed(seed)
        steps = 0
        while GAME.current_player(s) is not None:
            acts = GAME.legal_actions(s)
            assert acts and len(set(acts)) == len(acts)
            fresh = unmemoized(GAME, s)  # validated there, the list just made cannot answer
            for a in acts:
                assert GAME.parse_action(s, GAME.format_action(s, a)) == a
                assert GAME.validate(fresh, a) is None
            assert GAME.load_state(json.loads(s.model_dump_json())) == s
            seat = GAME.current_player(s)
            assert GAME.view(GAME.determinize(s, seat, rng), seat) == GAME.view(s, seat)
            i, rng = rng.randint(0, len(acts) - 1)
            s = checked_apply(GAME, s, acts[i], fresh)
            steps += 1
            assert steps < 5000
        assert GAME.outcome(s) is not None


def test_a_full_era_cannot_run_forever():
    # Only free proxenos moves and 'end' would make an era endless; the turn limit stops it.
    s = GAME.new_game(GAME.default_names, 7)
    for _ in range(400):
        if s.era > 0 or GAME.current_player(s) is None:
            break
        acts = GAME.legal_actions(s)
        pick = next((a for a in acts if a.kind in ("proxenos", "end")), acts[0])
        s = GAME.apply(s, pick)
    assert s.era > 0 or GAME.current_player(s) is None
