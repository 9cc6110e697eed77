"""Screens draw only from the view: no module of the app reads a game's raw state.

What a seat may see is decided once, in the game's per-seat view (``rules/<game>/view.py``);
a screen that reads ``session.state`` instead could draw another seat's secret, and hot-seat
privacy would rest on discipline.  This test reads the source (no import, no Textual), so it
fails on the line that reads the state, whether or not a test ever runs it.

Raw state is read by: ``.state`` anywhere, ``.steps`` and ``.initial`` on a session, the
``.before`` and ``.after`` of a step, and a call on the game of a method that takes a state
(``game.legal_actions(state)``, ``self.game.prompt(state)``...: every such method of every
registered game, found by its parameter ``state``).  Only the table and the save code may.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
from boardgames_rules import GAMES

import boardgames_tui

APP_ROOT = Path(boardgames_tui.__file__).parent

# Where the raw state may be read, each with its reason.  Everything under games/ must pass.
ALLOWED = {
    # The table controller owns the session: it is what hands the view to the screens.
    "table/": "the table controller",
    # The save code: it writes, reads, exports and replays the states of a saved game.
    "storage.py": "the save file",
    "save_lock.py": "the save file",
    "export.py": "a saved game as text, every step's log",
    "score_history.py": "the scores at each period's end, from the saved steps",
    # The command line has no screen: it prints a save, or the position a script led to.
    "commands/run.py": "the command line's own table (no screen)",
    "commands/game_stats.py": "a saved game's scores (no screen)",
    # "Since your last turn": each step's views for one seat, from the saved steps.
    "catch_up.py": "the steps since a seat's last turn, turned into that seat's views",
    # The shelf reads each save's last position for its period and outcome.
    "shelf.py": "a save's snapshot, for the shelf's row",
    # --debug: each action told by the lines its public log gained (visible_log, no seat).
    "debug_log.py": "each action's public log lines, for the debug log (no screen)",
}


def state_methods() -> frozenset[str]:
    """Every method of a registered game that takes a state (``legal_actions``, ``prompt``,
    ``short_prompt``, ``view``...): a call of one on the game reads the raw state."""
    names = set()
    for game in GAMES.values():
        for name, member in inspect.getmembers(type(game), callable):
            try:
                parameters = inspect.signature(member).parameters
            except (TypeError, ValueError):
                continue
            if "state" in parameters and not name.startswith("_"):
                names.add(name)
    return frozenset(names)


def dotted(node: ast.expr) -> str:
    """``self.session`` for ``self.session``; ``steps[]`` for ``self.steps[i]``; '' otherwise."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{dotted(node.value)}.{node.attr}"
    if isinstance(node, ast.Subscript):
        return f"{dotted(node.value)}[]"
    if isinstance(node, ast.Call):
        return f"{dotted(node.func)}()"
    return ""


def last(name: str) -> str:
    return name.rsplit(".", 1)[-1].lower()


def raw_reads(source: str, methods: frozenset[str]) -> list[str]:
    """``line: what`` for each read of the raw state in ``source``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        what = ""
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            owner = dotted(node.value)
            if node.attr == "state":
                what = f"{owner}.state"
            elif node.attr in ("steps", "initial") and "session" in last(owner):
                what = f"{owner}.{node.attr}"
            elif node.attr in ("before", "after") and "step" in last(owner):
                what = f"{owner}.{node.attr}"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = dotted(node.func.value)
            if node.func.attr in methods and last(owner) == "game":
                what = f"{owner}.{node.func.attr}(...)"
        if what:
            found.append((node.lineno, what))
    return [f"{line}: {what}" for line, what in sorted(found)]


def allowed(path: Path) -> bool:
    relative = path.relative_to(APP_ROOT).as_posix()
    return any(relative == key or (key[-1] == "/" and relative.startswith(key)) for key in ALLOWED)


def test_no_module_of_the_app_reads_a_games_raw_state() -> None:
    methods = state_methods()
    reads = {
        path.relative_to(APP_ROOT).as_posix(): found
        for path in sorted(APP_ROOT.rglob("*.py"))
        if not allowed(path) and (found := raw_reads(path.read_text("utf-8"), methods))
    }
    assert reads == {}


def test_the_games_screens_are_not_allowed_anything() -> None:
    assert not [key for key in ALLOWED if key.startswith("games/")]


def test_every_allowed_module_exists_or_is_the_coming_table() -> None:
    missing = [key for key in ALLOWED if key != "table/" and not (APP_ROOT / key).exists()]
    assert missing == []


PLANTED = """
class Screen:
    def draw(self, session, step, steps, game):
        a = self.session.state.phase
        b = session.steps
        c = self.session.initial
        d = step.before, steps[0].after
        e = self.game.legal_actions(x)
        f = game.prompt(x)
        g = self.session.game.short_prompt(x)
"""


@pytest.mark.parametrize(
    "read",
    [
        "4: self.session.state",
        "5: session.steps",
        "6: self.session.initial",
        "7: step.before",
        "7: steps[].after",
        "8: self.game.legal_actions(...)",
        "9: game.prompt(...)",
        "10: self.session.game.short_prompt(...)",
    ],
)
def test_the_check_finds_a_planted_read(read: str) -> None:
    assert read in raw_reads(PLANTED, state_methods())


def test_the_check_lets_a_screen_draw_from_the_view() -> None:
    clean = """
class Screen:
    def draw(self):
        view = self.view_now()
        menu = (view.prompt, view.legal, view.outcome, format_action(view.legal[0]))
        steps = self.lesson.steps  # a lesson's steps are words, not states
        return self.session.current, self.session.players, menu, steps
"""
    assert raw_reads(clean, state_methods()) == []
