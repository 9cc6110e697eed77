"""How many of the search's losses could better play have saved? A clairvoyant bound.

Plays the strength games of ``strength.py`` (seed 1, each deal twice with the seats swapped,
search against greedy at the app's simulation cap).  Where the fair search lost, a search that
is handed the real state (so it knows every future roll and hidden card, and plays the greedy
opponent's game out exactly) replays the same game from the same seat with ``--sims``
simulations.  The games it wins back bound from above what any search could add: if even
foresight of the dice loses a game, the dice decided it.

    python bench/clairvoyant.py [--game continental] [--games 200] [--sims 400] [--jobs 2]

Slow: in Continental a game of the clairvoyant search at 400 simulations takes about a minute.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from boardgames_rules import GAMES  # noqa: E402
from boardgames_rules.bots import make_bot  # noqa: E402
from boardgames_rules.bots.search import SearchBot  # noqa: E402
from boardgames_rules.bots.simulate import Config, game_seed, play_one  # noqa: E402


class Foresight:
    """The game as a clairvoyant sees it: "sampling" the unseen gives back the real state."""

    def __init__(self, game: Any) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def determinize(self, state: Any, seat: int, rng: Any) -> Any:
        return state


class ClairvoyantSearch(SearchBot):
    def choose(self, game, state, seat, rng):
        legal = game.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        return self.decide(Foresight(game), state, seat, rng)


def replay(config: Config, sims: int, index: int) -> bool:
    """Game ``index`` again with the search seat clairvoyant; did it win?"""
    game = config.game
    shift = index % 2
    entries = tuple((seat - shift) % 2 for seat in range(2))
    bots = [ClairvoyantSearch(budget=None, max_simulations=sims), make_bot("greedy")]
    seed = game_seed(config.seed, index // 2)
    rng = random.Random(seed ^ 0x5EED)
    state = game.new_game(game.default_players(2), seed)
    while (seat := game.current_player(state)) is not None:
        state = game.apply(state, bots[entries[seat]].choose(game, state, seat, rng))
    outcome = game.outcome(state)
    return any(entries[seat] == 0 for seat in outcome.winners)


def play(config: Config, sims: int, index: int) -> tuple[int, bool, bool | None]:
    record = play_one(config, index)
    won = any(record.entries[seat] == 0 for seat in record.winners)
    return index, won, None if won else replay(config, sims, index)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="continental")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--sims", type=int, default=400, help="the clairvoyant's simulations")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    config = Config(GAMES[args.game], args.games, 2, ("search", "greedy"), seed=1, duplicate=True)
    config.check()
    won = saved = lost = 0
    with multiprocessing.Pool(args.jobs) as pool:
        for done, (_, fair, foresight) in enumerate(
            pool.imap_unordered(partial(play, config, args.sims), range(args.games)), 1
        ):
            won += fair
            lost += not fair
            saved += bool(foresight)
            print(f"\r{done}/{args.games} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"{args.game}: fair search won {won} of {args.games} ({won / args.games:.1%})")
    print(f"of the {lost} it lost, a clairvoyant search ({args.sims} simulations) won {saved}")
    print(f"ceiling with foresight: {(won + saved) / args.games:.1%}")


if __name__ == "__main__":
    main()
