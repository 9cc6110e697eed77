"""The hint says why: the search's best moves, each with its estimated chance to win, and what the
best one changes for the seat (goods, units, a place taken, points), from the seat's own view
(rules/bots/report.py, rules/bots/explain.py, rules/<game>/hint_changes.py,
boardgames_tui/table/hint.py)."""

from __future__ import annotations

import math
import random
import re
from types import SimpleNamespace
from typing import Any

import pytest
from boardgames_rules import GAMES
from boardgames_rules.bots import SearchBot
from boardgames_rules.bots.explain import changes as hint_changes
from boardgames_rules.bots.report import chance_to_win
from boardgames_rules.bots.search import Node
from boardgames_rules.core import i18n
from boardgames_rules.core.bot_knowledge import BotKnowledge
from boardgames_rules.core.hint_changes import signed
from boardgames_rules.core.messages import Message, english, render
from boardgames_rules.core.typed import in_words
from boardgames_rules.polis import messages as polis_said

from boardgames_tui.table.hint import HintMove, HintRequest, cell_len, hint_lines

SIMULATIONS = 40  # enough for the search to rank a few moves; the count binds, not the clock


def positions(name: str, seed: int, count: int = 2) -> list[Any]:
    """``count`` positions of a seeded random game where the seat to play has a real choice
    (several legal moves, none forced), spread over the game."""
    game = GAMES[name]
    rng = random.Random(seed)
    state = game.new_game(game.default_players(game.min_players), seed)
    seen = []
    while game.current_player(state) is not None and len(seen) < 400:
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        if len(legal) > 2 and game.bot_knowledge.forced_action(state, seat) is None:
            seen.append(state)
        state = game.apply(state, rng.choice(legal))
    return [seen[len(seen) * (i + 1) // (count + 2)] for i in range(count)]


CASES = [(name, index) for name in sorted(GAMES) for index in range(2)]


@pytest.mark.parametrize(("name", "index"), CASES)
def test_the_explained_move_is_the_hard_bots_move_and_the_line_says_why(
    name: str, index: int
) -> None:
    game = GAMES[name]
    state = positions(name, seed=11)[index]
    seat = game.current_player(state)
    assert seat is not None
    request = HintRequest(1, 5 + index, game, state, seat)
    hint = request.think(None, SIMULATIONS)
    # The hard bot with the same seed, on the same position, plays the explained move.
    bot = SearchBot(budget=None, max_simulations=SIMULATIONS)
    assert hint.action == bot.choose(game, state, seat, random.Random(request.seed))
    # Written as a player may type it: Utopia's districts as the board labels them (Ea1).
    assert hint.moves[0].notation == in_words(name, game.format_action(state, hint.action))
    assert 2 <= len(hint.moves) <= 3
    assert len({move.notation for move in hint.moves}) == len(hint.moves)
    first, second = hint.lines()
    assert first.startswith(f"Hint: {hint.moves[0].notation} (") and "% to win)" in first
    assert all(cell_len(line) <= 80 for line in (first, second))
    # The changes are messages, and the line names the most significant one.
    for move in hint.moves:
        assert move.chance is not None and 0.0 <= move.chance <= 1.0
        assert all(isinstance(change, Message) for change in move.changes)
        assert len(move.changes) <= 3
    assert second.startswith(f"{hint.moves[0].notation}: ")
    best = hint.moves[0].changes
    assert render(best[0]) in second if best else second.endswith(": no change yet")


def first_move(
    name: str, kind: str, seed: int = 3, limit: int = 300, wanted: Any = bool
) -> tuple[Any, int, Any]:
    """The first move of ``kind`` (its notation's first word, or a digit for Simplicity's
    builds) legal in a seeded random game of ``name`` whose hint names a change (or whose
    changes are ``wanted``): the state, the seat and the move."""
    game = GAMES[name]
    rng = random.Random(seed)
    state = game.new_game(game.default_players(game.min_players), seed)
    for _ in range(limit):
        seat = game.current_player(state)
        assert seat is not None, (name, kind)
        for action in game.legal_actions(state):
            first = game.format_action(state, action).split()[0]
            if first == kind or (kind == "digit" and first.isdigit()):
                if wanted(hint_changes(game, state, seat, action)):
                    return state, seat, action
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    raise AssertionError(f"no {kind} in {name}")


def said(name: str, kind: str, seed: int = 3) -> tuple[str, list[str]]:
    """``first_move``'s notation and its changes, in English."""
    game = GAMES[name]
    state, seat, action = first_move(name, kind, seed)
    notation = game.format_action(state, action)
    return notation, [english(change) for change in hint_changes(game, state, seat, action)]


GOODS = r"(silver|wheat|metal|wood|wine|oil)"
CASES_SAID = [
    # Polis: a trade names the goods it buys and pays; a collection the goods it takes.
    ("polis", "trade", rf"^\+\d+ {GOODS}$", rf"^−\d+ {GOODS}$"),
    ("polis", "collect", rf"^\+\d+ {GOODS}$"),
    ("polis", "hoplites", r"^\+1 hoplite in \w+$", r"^−1 population$"),
    ("polis", "project", r"^starts (Temple|Festival|Statue|Theatre|\w+ Games|[A-Z]\w+$)"),
    # Utopia: a guest welcomed is a prince in a district, as the board labels it.
    ("utopia", "guest", r"^\+1 prince in (Wi|Fi|Ea|Wa)\d$"),
    ("utopia", "king", r"^\w+ \+1 on the scale$", r"^−1 card$"),
    # Continental: what the panel shows (squares, pieces, People, Moral, Resources).
    ("continental", "recruit", r"^\+1 Army$", r"^−2 (People|Resources)$"),
    ("continental", "build", r"^\+1 (Church|School|Farm|Barracks|City|Tower)$"),
    ("continental", "stats", r"^stats assigned$"),
    # Simplicity: the tile built and where, and the team's points as the score table has them.
    ("simplicity", "digit", r"^(Blue|Orange|Purple|Yellow|Park) tile on [a-z]\d$"),
]


@pytest.mark.parametrize(("name", "kind", "a", "b"), [(*c, None)[:4] for c in CASES_SAID])
def test_a_moves_hint_names_what_it_changes_for_the_seat(
    name: str, kind: str, a: str, b: str | None
) -> None:
    notation, changes = said(name, kind)
    assert 0 < len(changes) <= 3
    for pattern in filter(None, (a, b)):
        assert any(re.match(pattern, change) for change in changes), (notation, changes)


def test_a_pass_that_ends_the_era_says_so() -> None:
    """Passing after the other side has passed ends the era: what changes then (the feeding's
    wheat, a prestige point for a cube unfed) is the era's end, not the pass's cost."""
    notation, changes = said("polis", "pass", seed=0)
    assert changes[0].startswith("ends the era"), changes
    # A pass while the other side still plays changes nothing yet.
    game = GAMES["polis"]
    state = game.new_game(game.default_players(2), 0)
    pass_ = game.parse_action(state, "pass")
    assert hint_changes(game, state, game.current_player(state), pass_) == ()


def test_a_step_is_said_alone_and_a_move_with_the_steps_it_leaves() -> None:
    """A collection is said with the goods its steps take (finished as the search judged it);
    a move that is itself a step (one cube starved) only with what it changes itself."""
    game = GAMES["polis"]
    for kind in ("starve", "collect"):
        state, seat, action = first_move("polis", kind, seed=0)
        alone = game.hint_changes(
            game.view(state, seat), game.view(game.resolve(state, action), seat)
        )
        assert (hint_changes(game, state, seat, action) == alone[:3]) == (kind == "starve")


@pytest.mark.parametrize(
    ("seed", "said_first"),
    [(1, r"on a d4 of 3 or more, takes Samos$"), (7, r"on a d4 under 2, −1 hoplite in \w+$")],
)
def test_a_siege_says_the_roll_its_outcome_needs(seed: int, said_first: str) -> None:
    """The seat's sample rolled one roll of the siege's die: the hint says which rolls give
    the polis or cost the hoplite (the action's prestige point comes whatever the roll)."""
    game = GAMES["polis"]

    def rolled(changes: tuple[Message, ...]) -> bool:
        return bool(changes) and english(changes[0]).startswith("on a d4")

    state, seat, action = first_move("polis", "siege", seed, limit=400, wanted=rolled)
    changes = [english(change) for change in hint_changes(game, state, seat, action)]
    assert re.match(said_first, changes[0]), changes
    assert not any("on a d4" in change for change in changes[1:])
    i18n.use("es")
    try:
        spanish = render(hint_changes(game, state, seat, action)[0])
    finally:
        i18n.use("en")
    assert spanish.startswith("con un d4") and not ENGLISH.search(spanish), spanish


# English words of the hint's changes a Spanish line must not hold ("metal", "Moral", "era"
# are Spanish too).
ENGLISH = re.compile(
    r"\b(silver|wheat|wood|wine|oil|prestige|population|hoplites?|galleys?|merchants?|takes|"
    r"loses|controls?|starts|ends|then|princes?|points?|cards?|monument|wonder|scale|tiles?|"
    r"links|neighbourhoods|parks|bonus|tokens?|nobody|squares?|Army|Armies|City|Church|School|assigned|"
    r"Farm|People|Resources|in|on|to|the|of)\b"
)


@pytest.mark.parametrize(("name", "kind"), [*((c[0], c[1]) for c in CASES_SAID), ("polis", "pass")])
def test_the_spanish_hint_has_no_english_words(name: str, kind: str) -> None:
    i18n.use("es")
    try:
        game = GAMES[name]
        state, seat, action = first_move(name, kind, seed=0 if kind == "pass" else 3)
        shown = [render(change) for change in hint_changes(game, state, seat, action)]
    finally:
        i18n.use("en")
    assert shown
    for text in shown:
        assert not ENGLISH.search(text), shown


def test_a_forced_or_single_move_is_named_without_a_chance() -> None:
    game = GAMES["continental"]
    state = game.new_game(game.default_players(2), 3)
    for text in ("stats I1 E2 G3 Q4", "stats I1 E2 G3 Q4"):
        state = game.apply(state, game.parse_action(state, text))
    assert len(game.legal_actions(state)) == 1  # roll
    hint = HintRequest(1, 2, game, state, game.current_player(state)).think(None, 10)
    assert [move.chance for move in hint.moves] == [None]
    assert hint.lines()[0] == f"Hint: {hint.moves[0].notation}"
    # What a roll brings is the dice's: the seat's sample rolled one roll of many.
    assert [english(change) for change in hint.moves[0].changes] == [
        "what it brings depends on the dice"
    ]


def test_the_lines_keep_to_their_width_and_drop_whole_runners_up() -> None:
    changes = (signed(polis_said.HINT_PRESTIGE, 2), signed(polis_said.HINT_POPULATION, -1))
    moves = (
        HintMove("collect Attika", 0.62, changes),
        HintMove("trade Pontos wine->wheat", 0.551, ()),
        HintMove("pass", 0.0004, ()),
    )
    first, second = hint_lines(moves)
    assert first == "Hint: collect Attika (62% to win) · also: trade Pontos wine->wheat (55%)"
    assert hint_lines(moves, 90)[0].endswith("(55%), pass (<1%)")
    assert second == "collect Attika: +2 prestige, −1 population"
    for width in (40, 50, 60, 77, 80):
        lines = hint_lines(moves, width)
        assert all(cell_len(line) <= width for line in lines)
        assert "…" not in lines[0]  # runners-up go whole
        assert lines[0].startswith("Hint: collect Attika (62% to win)")
    assert hint_lines(moves, 40)[0] == "Hint: collect Attika (62% to win)"
    # Narrower than the best move alone: only then is a line cut.
    assert all(cell_len(line) <= 25 for line in hint_lines(moves, 25))
    assert hint_lines((HintMove("end", 0.5, ()),))[1] == "end: no change yet"


def test_a_runner_up_rated_above_the_move_says_it_was_tried_less() -> None:
    # The search plays the move it tried most: a runner-up it tried less may rate higher.
    moves = (HintMove("build Q a3", 0.32, ()), HintMove("build Q b3", 0.35, ()),
             HintMove("end", 0.2, ()))
    first = hint_lines(moves, 120)[0]
    assert first == "Hint: build Q a3 (32% to win) · also: build Q b3 (35%, tried less), end (20%)"


def decision(baseline: list[float] | None, **settings: Any) -> Any:
    knowledge = BotKnowledge()
    for key, value in settings.items():
        setattr(knowledge, key, value)
    return SimpleNamespace(baseline=baseline, knowledge=knowledge, seat=0)


def node(samples: list[float], ended: list[bool]) -> Node:
    child = Node(0)
    child.samples, child.ended = samples, ended
    return child


def test_a_centred_reward_gets_the_root_lead_back() -> None:
    """A centred reward of one half means "the lead did not move": as a chance to win, that is
    the logistic of the root lead; a finished playout's reward is exact already."""
    scale = BotKnowledge.scale
    ahead = decision([scale, -scale])
    assert chance_to_win(node([0.5], [False]), ahead) == pytest.approx(1 / (1 + math.exp(-1)))
    assert chance_to_win(node([0.0, 1.0], [True, True]), ahead) == pytest.approx(0.5)
    even = decision([0.0, 0.0])
    assert chance_to_win(node([0.3, 0.7], [False, False]), even) == pytest.approx(0.5)
    # Fitted leaves and uncentred rewards are chances already.
    assert chance_to_win(node([0.3], [False]), decision(None)) == pytest.approx(0.3)
    # Centred endings: a finished playout is judged against the root too.
    ending = decision([scale, -scale], centred_endings=True)
    assert chance_to_win(node([0.5], [True]), ending) == pytest.approx(1 / (1 + math.exp(-1)))
    assert chance_to_win(node([], []), even) is None
