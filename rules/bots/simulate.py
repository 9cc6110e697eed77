"""The balance simulator: bot-only games, and the table of who won, by how much and how fast.

Pure and deterministic for a seed: each game's seed and its bots' generator come from the
simulator's seed and the game's number, search bots are bounded by a simulation count (no
clock unless a budget is given), and only the timing figures vary between runs.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from boardgames_rules.bots import make_bot
from boardgames_rules.bots.base import LEVEL_WORDS, LEVELS
from boardgames_rules.core import Game
from boardgames_rules.core.messages import english

MAX_DECISIONS = 20_000


@dataclass(frozen=True)
class Config:
    game: Game
    games: int
    players: int
    bots: tuple[str, ...]  # one level per seat (seat order of game 0)
    seed: int = 0
    rotate: bool = True  # game i shifts the bots i seats, so every bot plays every seat
    # Duplicate games: each deal is played once per seat shift (games 0..P-1 share a seed,
    # then the next P), so luck of the deal and of the dice weighs on every bot alike.
    duplicate: bool = False
    simulations: int | None = None  # search bots: per decision (None: the game's default)
    budget: float | None = None  # search bots: seconds per decision (None: count only)
    rollout_depth: int | None = None

    def check(self) -> None:
        g = self.game
        if self.games < 1:
            raise ValueError(f"--games must be at least 1, not {self.games}")
        if not g.min_players <= self.players <= g.max_players:
            raise ValueError(f"{g.title} is for {g.player_range} players, not {self.players}")
        if len(self.bots) != self.players:
            raise ValueError(
                f"--bots gives {len(self.bots)} levels for {self.players} players "
                "(give one level for every seat, or a single level for all)"
            )
        for level in self.bots:
            if level not in LEVELS:
                raise ValueError(f"no bot level {level!r}; the levels are {LEVEL_WORDS}")
        if self.simulations is not None and self.simulations < 1:
            raise ValueError(f"--sims must be at least 1, not {self.simulations}")
        if self.budget is not None and self.budget <= 0:
            raise ValueError(f"--budget must be positive, not {self.budget}")


@dataclass
class Record:
    """One finished game."""

    index: int
    seed: int
    entries: tuple[int, ...]  # per seat: which entry of Config.bots played it
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    breakdowns: tuple[dict[str, int], ...]
    decisions: int
    reason: str
    seconds: float = field(default=0.0, compare=False)


def game_seed(seed: int, index: int) -> int:
    return random.Random(f"{seed}:{index}").getrandbits(32)


def play_one(config: Config, index: int) -> Record:
    game, players = config.game, config.players
    shift = index % players if config.rotate else 0
    entries = tuple((seat - shift) % players for seat in range(players))
    options: dict[str, Any] = {"budget": config.budget, "max_simulations": config.simulations}
    if config.rollout_depth is not None:
        options["rollout_depth"] = config.rollout_depth
    bots = [make_bot(config.bots[e], **options) for e in entries]
    seed = game_seed(config.seed, index // players if config.duplicate else index)
    rng = random.Random(seed ^ 0x5EED)
    started = time.perf_counter()
    state = game.new_game(game.default_players(players), seed)
    decisions = 0
    while (seat := game.current_player(state)) is not None:
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"{game.name} game {index} (seed {seed}) did not end")
        state = game.apply(state, bots[seat].choose(game, state, seat, rng))
        decisions += 1
    outcome = game.outcome(state)
    assert outcome is not None
    scores = sorted(outcome.scores, key=lambda s: s.seat)
    return Record(
        index=index,
        seed=seed,
        entries=entries,
        winners=tuple(outcome.winners),
        totals=tuple(s.total for s in scores),
        breakdowns=tuple(dict(s.breakdown) for s in scores),
        decisions=decisions,
        reason=english(outcome.reason, state.players),
        seconds=time.perf_counter() - started,
    )


def run(config: Config, progress: Callable[[int, Record], None] | None = None) -> list[Record]:
    config.check()
    records = []
    for index in range(config.games):
        record = play_one(config, index)
        records.append(record)
        if progress is not None:
            progress(index + 1, record)
    return records


def _spread(values: Sequence[float]) -> dict[str, float]:
    mean = statistics.fmean(values)
    sd = statistics.pstdev(values) if len(values) > 1 else 0.0
    return {"mean": round(mean, 3), "sd": round(sd, 3), "min": min(values), "max": max(values)}


def summarize(config: Config, records: list[Record]) -> dict[str, Any]:
    """Everything the table shows, as plain data (``timing`` is the only part that varies)."""
    game, players = config.game, config.players
    names = game.default_players(players)
    seat_wins = [0.0] * players
    entry_wins = [0.0] * players
    entry_totals: list[list[int]] = [[] for _ in range(players)]
    for r in records:
        for seat in r.winners:
            seat_wins[seat] += 1 / len(r.winners)
            entry_wins[r.entries[seat]] += 1 / len(r.winners)
        for seat in range(players):
            entry_totals[r.entries[seat]].append(r.totals[seat])
    seats = []
    for seat in range(players):
        keys = list(dict.fromkeys(k for r in records for k in r.breakdowns[seat]))
        seats.append(
            {
                "seat": seat + 1,
                "side": names[seat],
                "wins": round(seat_wins[seat], 3),
                "win_rate": round(seat_wins[seat] / len(records), 4),
                "score": _spread([r.totals[seat] for r in records]),
                "components": {
                    k: _spread([r.breakdowns[seat].get(k, 0) for r in records]) for k in keys
                },
            }
        )
    bots = [
        {
            "entry": e + 1,
            "level": config.bots[e],
            "wins": round(entry_wins[e], 3),
            "win_rate": round(entry_wins[e] / len(records), 4),
            "score": _spread(entry_totals[e]),
        }
        for e in range(players)
    ]
    decisions = sum(r.decisions for r in records)
    seconds = sum(r.seconds for r in records)
    return {
        "game": game.name,
        "games": len(records),
        "players": players,
        "seed": config.seed,
        "rotate": config.rotate,
        "bots": list(config.bots),
        "search": {
            "simulations": config.simulations or game.bot_knowledge.simulations,
            "budget": config.budget,
            "rollout_depth": config.rollout_depth,
        },
        "seats": seats,
        "by_bot": bots,
        "draws": sum(1 for r in records if len(r.winners) != 1),
        "length": _spread([r.decisions for r in records]),
        "reasons": _reasons(records),
        "timing": {
            "seconds": round(seconds, 3),
            "decisions_per_second": round(decisions / seconds, 1) if seconds else None,
        },
    }


def _reasons(records: list[Record]) -> dict[str, int]:
    """How games ended, by the reason's first words (names and numbers dropped)."""
    out: dict[str, int] = {}
    for r in records:
        key = r.reason.split(":")[0].split(" with ")[0]
        key = " ".join("".join(ch for ch in key if not ch.isdigit()).split())
        out[key] = out.get(key, 0) + 1
    return dict(sorted(out.items(), key=lambda kv: -kv[1])[:6])
