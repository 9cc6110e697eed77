"""Bot strength: greedy against random and search against greedy, two players, seats alternated.

Prints, per game, the share of games the stronger level won (a draw counts half), with a
running tally on stderr.  The search bot plays at the app's default simulation count for the
game (``--sims`` overrides it) and without the app's 1 s clock, so the figures are
reproducible; ``bench/search.py`` shows how long those default decisions take, i.e. whether
the clock would have cut them short.  Each deal is played twice, seats swapped
(``--fresh-deals``: a new seed every game), and the "deals" column counts the deals the
stronger level won from both seats, those each level won once (the deal decided) and those
the weaker level won from both.  Search against greedy is slow: on one core a
game takes about 7 s in Polis, 5 in Simplicity, 12 in Continental and about a minute in Utopia.
``--games 0`` skips greedy against random.

    python bench/strength.py [--games 200] [--search-games 200] [--sims N] [--jobs 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_rules import GAMES  # noqa: E402
from boardgames_rules.bots.simulate import Config, play_one, summarize  # noqa: E402


def _play(config: Config, index: int):
    return play_one(config, index)


def match(config: Config, jobs: int, label: str):
    """Play the games on ``jobs`` processes, with a running tally on stderr."""
    config.check()
    records = []
    won = 0.0
    with multiprocessing.Pool(jobs) as pool:
        games = pool.imap_unordered(partial(_play, config), range(config.games), chunksize=1)
        for record in games:
            records.append(record)
            # Entry 0 is the stronger level; a shared win counts its share.
            if any(record.entries[seat] == 0 for seat in record.winners):
                won += 1 / len(record.winners)
            print(
                f"\r{label}: {len(records)}/{config.games} games, {won / len(records):.1%}",
                end="",
                file=sys.stderr,
                flush=True,
            )
    print(file=sys.stderr)
    records.sort(key=lambda r: r.index)
    return summarize(config, records), deals(config, records)


def deals(config: Config, records) -> str:
    """With duplicate deals: how many deals each level won from both seats, and how many
    went to whichever seat the deal favoured (each level won once).  Many split deals
    mean the dice and cards decide most games, whoever plays them."""
    if not config.duplicate or config.players != 2:
        return ""
    shares: dict[int, list[float]] = {}
    for record in records:
        won = sum(1 / len(record.winners) for seat in record.winners if record.entries[seat] == 0)
        shares.setdefault(record.index // 2, []).append(won)
    pairs = [s for s in shares.values() if len(s) == 2]
    swept = sum(1 for s in pairs if sum(s) == 2)
    lost = sum(1 for s in pairs if sum(s) == 0)
    return f"{swept}/{len(pairs) - swept - lost}/{lost}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games of greedy vs random")
    parser.add_argument("--search-games", type=int, default=200, help="games of search vs greedy")
    parser.add_argument(
        "--sims",
        type=int,
        default=None,
        help="search simulations per decision (default: the app's)",
    )
    parser.add_argument("--depth", type=int, default=None, help="search rollout depth")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument(
        "--fresh-deals",
        action="store_true",
        help="a new seed every game (default: each seed played twice, seats swapped)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    args = parser.parse_args()
    # deals: with duplicate deals, deals the stronger level won from both seats / deals each
    # level won once / deals the weaker level won from both seats.
    print(
        f"{'game':<12}{'match':<20}{'games':>6}{'win rate':>10}{'deals':>12}"
        f"{'avg len':>9}{'time':>8}"
    )
    for name in args.game or list(GAMES):
        game = GAMES[name]
        pairs = [(("greedy", "random"), args.games), (("search", "greedy"), args.search_games)]
        for bots, games in pairs:
            if games <= 0:
                continue
            config = Config(
                game,
                games,
                2,
                bots,
                seed=args.seed,
                simulations=args.sims,
                rollout_depth=args.depth,
                duplicate=not args.fresh_deals,
            )
            started = time.perf_counter()
            report, split = match(config, args.jobs, f"{name} {bots[0]} v {bots[1]}")
            rate = report["by_bot"][0]["win_rate"]
            print(
                f"{name:<12}{bots[0] + ' v ' + bots[1]:<20}{games:>6}{rate:>10.1%}{split:>12}"
                f"{report['length']['mean']:>9.0f}{time.perf_counter() - started:>7.0f}s",
                flush=True,
            )


if __name__ == "__main__":
    main()
