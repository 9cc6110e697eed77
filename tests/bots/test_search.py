"""The search bot's judgement: positions where it used to go wrong, and its final choice."""

from __future__ import annotations

import random

from boardgames_rules import GAMES
from boardgames_rules.bots import SearchBot
from boardgames_rules.bots.heuristics import leads, win_chances
from boardgames_rules.bots.search import Node, paired_choice, ranking

# Continental, seed 3728350399: Blue rolled 8 and took 2 Barracks and 2 Armies, claiming
# 18 squares; Red then rolls 8 too (Military: Barracks and Armies may be built).
BEHIND_ON_A_MILITARY_ROLL = (
    "stats I1 E2 G3 Q4",
    "stats I1 E2 G3 Q4",
    "roll",
    "build Q c3",
    "recruit d4",
    "build Q c2",
    "recruit b4",
    "end",
    "roll",
)


def behind_on_a_military_roll():
    game = GAMES["continental"]
    state = game.new_game(game.default_players(2), 3728350399)
    for text in BEHIND_ON_A_MILITARY_ROLL:
        state = game.apply(state, game.parse_action(state, text))
    return game, state


def test_continental_search_behind_still_builds_on_a_military_roll() -> None:
    # Every claim brings the full board (the end) nearer, and the search used to score each
    # playout that reached it as a plain loss, below the same loss not yet finished: so the
    # seat behind ended its turn with Barracks and Armies to build.
    game, state = behind_on_a_military_roll()
    seat = game.current_player(state)
    assert "Military" in state.log[-1].english(state.players)
    for seed in range(3):
        action = SearchBot(budget=None).choose(game, state, seat, random.Random(seed))
        assert game.format_action(state, action) != "end"


def test_continental_finished_game_is_judged_against_the_root_lead() -> None:
    game, state = behind_on_a_military_roll()
    baseline = leads(game, state)
    # Play the game out with random moves; whoever wins, a finished game scores on the same
    # scale as an unfinished one: the loser above 0 and the winner below 1.
    rng = random.Random(5)
    while game.current_player(state) is not None:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    outcome = game.outcome(state)
    assert outcome is not None and len(outcome.winners) == 1
    rewards = win_chances(game, state, baseline)
    winner = outcome.winners[0]
    assert 0.0 < rewards[1 - winner] < 1.0 and 0.0 < rewards[winner] < 1.0
    # Without a baseline (no centring) the result is exact.
    exact = win_chances(game, state)
    assert exact[winner] == 1.0 and exact[1 - winner] == 0.0


def _root(order: list[str], samples: dict[str, list[float]]) -> Node:
    root = Node(-1)
    root.rank = ranking(order)
    for action, rewards in samples.items():
        child = Node(0)
        child.visits = len(rewards)
        child.reward = sum(rewards)
        child.samples = rewards
        root.children[action] = child
    return root


def test_final_choice_keeps_the_favourite_when_others_only_look_better_by_luck() -> None:
    # "b" has the higher mean, but world by world it is as often worse as better.
    favourite = [0.2, 0.8, 0.3, 0.7, 0.4, 0.6]
    rival = [0.9, 0.1, 0.9, 0.2, 0.9, 0.5]
    root = _root(["a", "b"], {"a": favourite, "b": rival})
    assert sum(rival) > sum(favourite)
    assert paired_choice(root, ["a", "b"]) == "a"


def test_final_choice_takes_an_action_that_beats_the_favourite_in_the_same_worlds() -> None:
    favourite = [0.2, 0.8, 0.3, 0.7, 0.4, 0.6]
    better = [r + 0.1 + 0.01 * i for i, r in enumerate(favourite)]
    worse = [r - 0.2 for r in favourite]
    root = _root(["a", "b", "c"], {"a": favourite, "b": worse, "c": better})
    assert paired_choice(root, ["a", "b", "c"]) == "c"
    # Too few shared worlds to tell: the favourite stays.
    root = _root(["a", "c"], {"a": favourite, "c": better[:3]})
    assert paired_choice(root, ["a", "c"]) == "a"


def test_utopia_leaf_judges_an_even_start_even_and_favours_a_monument() -> None:
    from boardgames_rules.utopia.state import Monument

    game = GAMES["utopia"]
    state = game.new_game(game.default_players(2), 4)
    assert win_chances(game, state) == [0.5, 0.5]
    monuments = (Monument(civ=state.scale[0], owner=0), *state.monuments[1:])
    chances = win_chances(game, state.model_copy(update={"monuments": monuments}))
    assert chances[0] > 0.6
    assert abs(sum(chances) - 1.0) < 1e-9


def test_utopia_leaf_makes_a_points_lead_near_the_goal_a_clear_favourite() -> None:
    game = GAMES["utopia"]
    state = game.new_game(game.default_players(3), 4)
    chances = win_chances(game, state.model_copy(update={"scores": (40, 48, 30)}))
    assert chances[1] > 0.75
    # Each seat is judged against its strongest rival: the seat far behind is the least
    # likely winner, and no chance is certain before the end.
    assert chances[2] < chances[0] < chances[1] < 1.0
