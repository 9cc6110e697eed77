"""Polis bots against each other: one JSON line per game (era reached, why it ended, summaries).

Usage: nice -n 10 python bench/polis_feeding.py GAMES OUT.jsonl [search|greedy|random]
"""

import json
import random
import sys
import time

from boardgames_rules.bots import make_bot
from boardgames_rules.bots.simulate import game_seed
from boardgames_rules.polis import GAME
from boardgames_rules.polis.data import data

out = open(sys.argv[2], "a")
level = sys.argv[3] if len(sys.argv) > 3 else "search"
for index in range(int(sys.argv[1])):
    seed = game_seed(0, index)
    rng = random.Random(seed ^ 0x5EED)
    bots = [make_bot(level), make_bot(level)]
    s = GAME.new_game(GAME.default_names, seed)
    started = time.perf_counter()
    while (seat := GAME.current_player(s)) is not None:
        s = GAME.apply(s, bots[seat].choose(GAME, s, seat, rng))
    o = GAME.outcome(s)
    record = {
        "i": index,
        "era": data().eras[s.era].id,
        "reason": s.end_reason,
        "winner": o.winners,
        "totals": [x.total for x in sorted(o.scores, key=lambda x: x.seat)],
        "summaries": [e.model_dump() for e in s.summaries],
        "turns": [side.turns for side in s.sides],
        "secs": round(time.perf_counter() - started, 1),
    }
    out.write(json.dumps(record) + "\n")
    out.flush()
