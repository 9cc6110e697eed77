"""Polis bots against each other: one JSON line per game, and the closing-note table.

Usage:
  nice -n 10 python bench/polis_feeding.py play GAMES OUT.jsonl [ATHENS [SPARTA]] [--from N]
          [--sims N] [--cpu-clock]
      bots by level (search, greedy, random, idle: passes whenever it may, or turtle: only
      collects and trades, a hand-written plan; default
      search against search); --from starts
      at game index N, so that two processes can share a sample; --sims sets the search's
      simulation cap (default: the app's, ``simulations`` in rules/polis/bot.py); the app's
      1 s clock applies,
      and each line counts the search decisions it cut short (``cut``) and the slowest;
      --cpu-clock measures that 1 s in this process's processor time, so that other
      processes on a loaded machine do not cut the search (``cut`` then counts those cuts)
  python bench/polis_feeding.py table NAME=FILE.jsonl [NAME=FILE.jsonl ...]
      games, how each ended, wins per seat and per level, the turn cap, and wheat, prestige
      and cubes per side at each era's end (means, as the era's play ends)

Each line: the era reached, why it ended, the winners, the levels per seat, whether a side
reached the era turn cap, per era's end each side's wheat, prestige and cubes (and poleis),
the search decisions the clock cut short, each side's final score parts (``parts``) and the
actions each side played per era by kind (``kinds``: moves, sieges, collections, trades...).
"""

import json
import random
import sys
import time
from collections import Counter

from boardgames_rules.bots import GreedyBot, SearchBot, make_bot
from boardgames_rules.bots.heuristics import evaluate
from boardgames_rules.bots.simulate import game_seed
from boardgames_rules.polis import GAME
from boardgames_rules.polis.actions import Pass
from boardgames_rules.polis.data import data
from boardgames_rules.polis.flow import MAX_TURNS
from boardgames_rules.polis.topology import population

SIDES = ("Athens", "Sparta")


def era_end_figures(s) -> list[dict]:
    return [
        {
            "wheat": s.side(i).has("wheat"),
            "prestige": s.side(i).prestige,
            "cubes": population(s, i),
            "poleis": sum(1 for p in s.poleis if p.owner == i),
        }
        for i in (0, 1)
    ]


CLOCK = 1.0  # the app's clock per decision (seconds)


class IdleBot(GreedyBot):
    """Bench only, level ``idle``: passes whenever it may, else plays greedily (the steps
    it cannot refuse: feeding, growth, an event's choice).  The issue's "someone playing
    Athens against it wins by doing nothing", as a player."""

    level = "idle"

    def decide(self, game, sample, seat: int, rng: random.Random):
        for action in game.legal_actions(sample):
            if isinstance(action, Pass):
                return action
        return super().decide(game, sample, seat, rng)


class TurtleBot(GreedyBot):
    """Bench only, level ``turtle``: a hand-written plan, for either seat.  Never fight, never
    build: only collect tribute and trade (for the era's wheat), and pass once neither helps
    the one-step heuristic; every step (tribute, feeding, growth, an event's choice) greedily.
    Against search it shows what a seat's start alone is worth."""

    level = "turtle"
    PLAN = ("collect", "trade", "end", "pass")

    def decide(self, game, sample, seat: int, rng: random.Random):
        if sample.steps or sample.battle is not None or sample.phase != "play":
            return super().decide(game, sample, seat, rng)
        legal = [a for a in game.legal_actions(sample) if a.kind in self.PLAN]
        if not legal:
            return super().decide(game, sample, seat, rng)
        return max(
            legal, key=lambda a: (evaluate(game, game.resolve(sample, a), seat), rng.random())
        )


def make_level(level: str, **options):
    if level == "idle":
        return IdleBot()
    if level == "turtle":
        return TurtleBot()
    return make_bot(level, **(options if level == "search" else {}))


def thinking_figures(times: list[float]) -> dict:
    """The search decisions' processor time: how many, median, 90th percentile, slowest."""
    if not times:
        return {}
    times = sorted(times)
    return {
        "n": len(times),
        "median": round(times[len(times) // 2], 3),
        "p90": round(times[int(0.9 * (len(times) - 1))], 3),
        "max": round(times[-1], 3),
    }


def play_one(
    index: int, levels: tuple[str, str], sims: int | None = None, cpu_clock: bool = False
) -> dict:
    seed = game_seed(0, index)
    rng = random.Random(seed ^ 0x5EED)
    options = {"budget": CLOCK, "max_simulations": sims}
    if cpu_clock:
        options["clock"] = time.process_time
    bots = [make_level(level, **options) for level in levels]
    s = GAME.new_game(GAME.default_names, seed)
    started = time.perf_counter()
    ends: dict[str, list[dict]] = {}
    capped = False
    cut, slowest = 0, 0.0
    kinds: dict[str, list[Counter]] = {}
    thinking: list[float] = []  # each search decision's processor time
    while (seat := GAME.current_player(s)) is not None:
        if s.phase == "play" and not s.steps and s.side(seat).turns >= MAX_TURNS:
            capped = True
        before = s
        bot = bots[seat]
        clock, cpu = time.perf_counter(), time.process_time()
        action = bot.choose(GAME, s, seat, rng)
        slowest = max(slowest, time.perf_counter() - clock)
        if isinstance(bot, SearchBot) and bot.last_simulations:
            thinking.append(time.process_time() - cpu)
            if bot.last_simulations < bot.simulations_for(GAME):
                cut += 1
        s = GAME.apply(s, action)
        era = data().eras[before.era].id
        if before.phase == "play" and not before.steps and before.battle is None:
            kinds.setdefault(era, [Counter(), Counter()])[seat][action.kind] += 1
        if before.phase == "play" and (s.phase != "play" or s.era != before.era):
            ends.setdefault(era, era_end_figures(before))  # as the last pass ends the era
    o = GAME.outcome(s)
    return {
        "i": index,
        "levels": list(levels),
        "era": data().eras[s.era].id,
        "reason": s.end_reason,
        "winner": list(o.winners),
        "totals": [x.total for x in sorted(o.scores, key=lambda x: x.seat)],
        "parts": [dict(x.breakdown) for x in sorted(o.scores, key=lambda x: x.seat)],
        "kinds": {era: [dict(c) for c in sides] for era, sides in kinds.items()},
        "capped": capped,
        "ends": ends,
        "summaries": [e.model_dump() for e in s.summaries],
        "secs": round(time.perf_counter() - started, 1),
        "cut": cut,
        "slowest": round(slowest, 2),
        "thinking": thinking_figures(thinking),
        "sims": sims,
        "clock": "process" if cpu_clock else "wall",
    }


def play(args: list[str]) -> None:
    start = int(args[args.index("--from") + 1]) if "--from" in args else 0
    sims = int(args[args.index("--sims") + 1]) if "--sims" in args else None
    cpu_clock = "--cpu-clock" in args
    args = [a for a in args if a != "--cpu-clock"]
    flags = ("--from", "--sims")
    positional, skip = [], False
    for a in args:
        if not skip and a not in flags:
            positional.append(a)
        skip = a in flags and not skip  # a flag's value is not positional
    args = positional
    games, path = int(args[0]), args[1]
    athens = args[2] if len(args) > 2 else "search"
    sparta = args[3] if len(args) > 3 else athens
    with open(path, "a") as out:
        for index in range(start, start + games):
            out.write(json.dumps(play_one(index, (athens, sparta), sims, cpu_clock)) + "\n")
            out.flush()


def table(args: list[str]) -> None:
    print(
        "| sample | games | ended | era 5b ended normally | wins Athens / Sparta | wins by level"
        " | cap hit | decisions cut by the clock | slowest decision |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    eras: dict[str, dict[str, list]] = {}
    for arg in args:
        name, path = arg.split("=", 1)
        rows = [json.loads(line) for line in open(path)]
        reasons = Counter(r["reason"] for r in rows)
        seats = [sum(1 for r in rows if r["winner"] == [i]) for i in (0, 1)]
        by_level: Counter = Counter()
        for r in rows:
            for w in r["winner"]:
                by_level[r.get("levels", ["search", "search"])[w]] += 1
        capped = sum(1 for r in rows if r.get("capped"))
        ended = "; ".join(f"{why}: {n}" for why, n in reasons.most_common())
        levels = ", ".join(f"{lv} {n}" for lv, n in by_level.items())
        normal = reasons.get("the last era is over", 0)
        share = f"{normal} ({100 * normal / len(rows):.0f}%)"
        cut = sum(r.get("cut", 0) for r in rows) if any("cut" in r for r in rows) else "-"
        timed = [r["slowest"] for r in rows if "slowest" in r]
        slowest = f"{max(timed):.2f} s" if timed else "-"
        print(
            f"| {name} | {len(rows)} | {ended} | {share} | {seats[0]} / {seats[1]} | {levels}"
            f" | {capped} | {cut} | {slowest} |"
        )
        for r in rows:
            for era, sides in r.get("ends", {}).items():
                eras.setdefault(name, {}).setdefault(era, []).append(sides)
    print()
    parts_table(args)
    print()
    print("Means as each era's play ends (wheat / prestige / cubes; games reaching it):")
    print("| sample | era | games | Athens | Sparta |")
    print("|---|---|---|---|---|")
    for name, by_era in eras.items():
        for era, runs in by_era.items():
            cells = []
            for i in (0, 1):
                mean = [
                    sum(r[i][k] for r in runs) / len(runs) for k in ("wheat", "prestige", "cubes")
                ]
                cells.append(" / ".join(f"{m:.1f}" for m in mean))
            print(f"| {name} | {era} | {len(runs)} | {cells[0]} | {cells[1]} |")


def parts_table(args: list[str]) -> None:
    """Each side's final score parts (means), and the search's thinking in processor time."""
    print(
        "Final score (means; prestige + cubes + posterity, and poleis held), and each search"
        " decision's processor time:"
    )
    print("| sample | games | Athens | Sparta | search decisions: median / 90% / slowest |")
    print("|---|---|---|---|---|")
    keys = ("prestige", "population", "posterity", "poleis")
    for arg in args:
        name, path = arg.split("=", 1)
        rows = [r for line in open(path) if "parts" in (r := json.loads(line))]
        if not rows:
            continue
        cells = [
            " / ".join(f"{sum(r['parts'][i][k] for r in rows) / len(rows):.1f}" for k in keys)
            for i in (0, 1)
        ]
        thinking = [r["thinking"] for r in rows if r.get("thinking")]
        timing = "-"
        if thinking:
            medians = sorted(t["median"] for t in thinking)
            p90s = sorted(t["p90"] for t in thinking)
            timing = (
                f"{medians[len(medians) // 2]:.2f} / {p90s[len(p90s) // 2]:.2f} /"
                f" {max(t['max'] for t in thinking):.2f} s over"
                f" {sum(t['n'] for t in thinking)}"
            )
        print(f"| {name} | {len(rows)} | {cells[0]} | {cells[1]} | {timing} |")


if __name__ == "__main__":
    {"play": play, "table": table}[sys.argv[1]](sys.argv[2:])
