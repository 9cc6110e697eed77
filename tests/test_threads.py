"""Two threads playing at once get what one thread gets: no game keeps a result for one state
where another thread's state could find it.

A bot thinks in a worker thread while the screen lists and applies actions in the UI thread,
so the rules run in two threads at once.  Each thread here plays its own random games (other
seeds) on its own states; the legal lists (in notation), the seat's view and the state's JSON
at every step must be those of the same games played one after the other in one thread.
"""

from __future__ import annotations

import random
import sys
import threading

import pytest
from boardgames_rules import GAMES

# game: (games each thread plays, steps of each game at most)
PLAN = {"polis": (3, 250), "simplicity": (2, 80), "continental": (1, 60), "utopia": (1, 60)}


def play(name: str, seed: int, steps: int) -> list[str]:
    game = GAMES[name]
    chooser = random.Random(seed)
    state = game.new_game(game.default_players(chooser.randint(2, game.max_players)), seed)
    trace = []
    for _ in range(steps):
        seat = game.current_player(state)
        trace.append(state.model_dump_json())
        if seat is None:
            break
        trace.append(game.view(state, seat).model_dump_json())  # Polis asks the options too
        legal = game.legal_actions(state)
        trace.append("|".join(game.format_action(state, a) for a in legal))
        state = game.apply(state, chooser.choice(legal))
    return trace


@pytest.mark.parametrize("name", sorted(PLAN))
def test_two_threads_playing_different_games_get_what_one_thread_gets(name: str) -> None:
    per_thread, steps = PLAN[name]
    seeds = [range(1, per_thread + 1), range(101, 101 + per_thread)]
    alone = {seed: play(name, seed, steps) for group in seeds for seed in group}

    together: dict[int, list[str]] = {}
    start = threading.Barrier(len(seeds))
    failures: list[BaseException] = []

    def run(group: range) -> None:
        try:
            start.wait()
            for seed in group:
                together[seed] = play(name, seed, steps)
        except BaseException as error:  # reported below, not lost in the thread
            failures.append(error)

    threads = [threading.Thread(target=run, args=(group,)) for group in seeds]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as the interpreter lets them
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert failures == []
    assert together == alone
