"""Every lesson step, at 80x24 and 120x40: what the step asks for is on screen when it starts.

Each game's lessons are played through on the real screen.  When a step starts, the places it
names are in sight on the board; a move step's entry is in sight in a menu that is open (the
menu "opened by itself"), and when its text says which keys lead to the menu ("Press a, 8,
Enter on Attika, pick it"), those keys are pressed as a learner would, and each entry the
next key picks, then the move's own entry, is in sight (not scrolled away, not below the
screen).  The header names who is to play, and every key the footer offers is drawn whole.
One survey per game and size finds everything; a test per check reads it, and each case
that fails today is marked with what is cut and who fixes it.

Each survey also runs in Spanish at 80x24 (the tightest size, where Spanish, a quarter longer,
cuts first): the step's keys are still read from its English text (the lesson data; the panel
shows the catalogue's Spanish), while the app draws in Spanish, so the places are found by
their Spanish labels on the board, the entries by their Spanish words and the header's "to
play" by the catalogue's own words.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import shown
from boardgames_rules.core.lessons import read_book
from textual.pilot import Pilot

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.lesson_mode import LessonPanel
from boardgames_tui.storage import Storage
from boardgames_tui.widgets.action_menu import ActionMenu
from tests.ui.helpers import every_lesson_step, screen_text
from tests.ui.test_whole_at_80x24 import footer_problems, in_language

WITH_LESSONS = sorted(name for name in GAMES if read_book(name) is not None)
SIZES = ((80, 24), (120, 40))
# Every size in English; Spanish at the tightest only (each survey plays every lesson through).
LANGUAGES = {(80, 24): ("en", "es"), (120, 40): ("en",)}
CHECKS = ("places", "entry", "to play", "footer", "panel")
FRAME = "│╭╮╰╯─▁▂▃▄▅▆▇█▔▕▏┃"  # a menu's border and scroll bar, not its entries' words
# The keys a step's text names, in its "Press …" sentence: a key, "pick 2 (Sail by sea)",
# "Enter on V3", "Enter on F3 and on V2"; "pick it" / "pick <entry>" ends the walk.
PRESS = re.compile(r"\bPress (.+?)(?:\.\s|\.$|$)")
# A step that has the learner pick an entry from a menu (one that types its move, or presses a
# key of the board, has none to see).
PICK = re.compile(r"\b(pick|menu|choose)\b", re.IGNORECASE)
TYPED = re.compile(r"\btype\b", re.IGNORECASE)  # "press : and type stats 2431": no menu
TOKENS = re.compile(r",\s*then\s+|,\s*|\s+then\s+")


def squeezed(text: str) -> str:
    return "".join(text.split())


def in_region(app: BoardgamesApp, region: Any) -> str:
    """The screen's text inside ``region`` (only the part of it on the screen), squeezed."""
    lines = screen_text(app).splitlines()[region.y : region.bottom]
    return squeezed("".join(line[region.x : region.right] for line in lines))


def entry_in_sight(app: BoardgamesApp, menu: ActionMenu, index: int) -> bool:
    """Entry ``index`` (0-based) of the open ``menu`` is drawn whole on the screen."""
    prompt = menu.get_option_at_index(index).prompt
    text = prompt.plain if hasattr(prompt, "plain") else str(prompt)
    inside = in_region(app, menu.content_region).strip(FRAME)
    drawn = "".join(c for c in inside if c not in FRAME)
    return squeezed(text) in drawn


def open_menu(screen: GameScreen) -> ActionMenu | None:
    return next((m for m in screen.query(ActionMenu) if m.is_open), None)


def place_in_sight(app: BoardgamesApp, screen: GameScreen, place: str) -> bool:
    """The place's label (Polis's zone label, Utopia's district) is drawn on the board on
    screen; a grid board (Continental, Simplicity) is whole on screen with every square."""
    board = screen.board_widget()
    if board is None:
        return False
    width, height = app.size
    region = board.region
    if not region.area:
        return False
    name = screen.game.name
    if name == "polis":
        label = board.labels.get(place)  # type: ignore[attr-defined]
        return bool(label) and squeezed(label) in in_region(app, region)
    if name == "utopia":
        from boardgames_rules.utopia.labels import district

        lines = screen_text(app).splitlines()[region.y : region.bottom]
        inside = "\n".join(line[region.x : region.right] for line in lines)
        shown = district(place)  # as the city writes it (Wi2 for V2 in English)
        return re.search(rf"(?<![\w]){re.escape(shown)}(?!\w)", inside) is not None
    whole = region.bottom <= height and region.right <= width
    return whole and board.max_scroll_x == 0 and board.max_scroll_y == 0


def step_keys(text: str) -> list[str]:
    """The key presses a step's text names before its "pick", as tokens (see PRESS)."""
    found = PRESS.search(text)
    if found is None:
        return []
    keys = []
    for token in TOKENS.split(found.group(1)):
        token = re.sub(r"\s*\(.*?\)", "", token).strip()
        if token.startswith("pick it") or re.match(r"pick \D", token):
            keys.append("pick")
            break
        if m := re.fullmatch(r"(?:pick )?(\w)", token):
            keys.append(m.group(1))
        elif m := re.fullmatch(r"Enter on (?:the lit |the highlighted )?(\w+)(?: and on (\w+))?",
                               token):
            keys += [f"@{p}" for p in m.groups() if p]
        else:
            break  # words the walk cannot follow: it stops here
    return keys


def expected_index(screen: GameScreen, menu: ActionMenu, move: str) -> int | None:
    game, state = screen.game, screen.session.state
    expected = game.parse_action(state, move)
    actions = menu._actions  # what each entry plays, in order
    return next((i for i, a in enumerate(actions) if a == expected), None)


async def walk_step(pilot: Pilot, screen: GameScreen, step: Any, found: dict, at: str) -> None:
    """Press the keys the step names; each entry picked, and the move's, must be in sight."""
    app = pilot.app
    for key in step_keys(step.text):
        menu = open_menu(screen)
        if key == "pick":
            break
        if key.startswith("@"):
            board = screen.board_widget()
            if board is None or not hasattr(board, "move_to"):
                return
            board.move_to(key[1:])
            await pilot.pause()
            await pilot.press("enter")
        else:
            # The step names this key: its entry may be out of sight, but the menu may not.
            if menu is not None and not any(
                entry_in_sight(app, menu, i) for i in range(menu.option_count)
            ):
                found["entry"][at] = f"{menu.title!r} shows none of its entries"
            await pilot.press(key)
        await pilot.pause()
    menu = open_menu(screen)
    if menu is not None and (index := expected_index(screen, menu, step.move)) is not None:
        if not entry_in_sight(app, menu, index):
            found["entry"][at] = f"{step.move!r} in {menu.title!r} is out of sight"
    for _ in range(3):  # back to the step's start: the move is played by its notation
        await pilot.press("escape")
    await pilot.pause()


def step_whole_in_panel(app: BoardgamesApp, screen: GameScreen, text: str) -> bool:
    """Every word of the step (in the language on screen) is inside the lesson panel, and
    the panel sits beside the board, not over it."""
    panel = screen.query_one(LessonPanel)
    if panel.region.overlaps(screen.query_one("#board-area").region):
        return False
    region = panel.content_region  # inside the border
    rows = screen_text(app).splitlines()[region.y : region.bottom]
    inside = "".join(row[region.x : region.right] for row in rows)
    words = shown(screen.game.name, "lesson-step", text).replace("`", "")  # shown in bold
    return squeezed(words) in squeezed(inside)


async def _survey(name: str, size: tuple[int, int], home: Path) -> dict[str, dict[str, str]]:
    found: dict[str, dict[str, str]] = {check: {} for check in CHECKS}
    app = BoardgamesApp(Storage(home), Start(), bot_delay=0)
    async with app.run_test(size=size) as pilot:
        async for number, screen, run in every_lesson_step(pilot, name):
            step = run.step
            at = f"lesson {number + 1} step {run.position + 1}"
            if not step_whole_in_panel(app, screen, step.text):
                found["panel"][at] = "the step's words are not all in the lesson panel"
            missing = [p for p in step.places if not place_in_sight(app, screen, p)]
            if missing:
                found["places"][at] = f"{', '.join(missing)} not on the board"
            header = screen_text(app).splitlines()[0]
            current = screen.table.current
            who = screen.table.players[current] if current is not None else None
            if who is not None and f"{i18n._('to play:')} {who}" not in header:
                found["to play"][at] = header
            if footer_problems(app):
                await pilot.pause(0.1)  # a footer being laid out again has keys of no width
            if problems := footer_problems(app):
                found["footer"][at] = "; ".join(problems)
            menu = open_menu(screen)
            if step.kind == "move" and menu is None and PICK.search(step.text):
                await walk_step(pilot, screen, step, found, at)
            elif step.kind == "move" and menu is not None and not TYPED.search(step.text):
                # The menu opened by itself (a battle, a tribute): the move is picked in it.
                i = expected_index(screen, menu, step.move)
                if i is not None and not entry_in_sight(app, menu, i):
                    found["entry"][at] = f"{step.move!r} in {menu.title!r} is out of sight"
    return found


@cache
def survey(name: str, size: tuple[int, int], language: str = "en") -> dict[str, dict[str, str]]:
    return in_language(language, lambda home: _survey(name, size, home))


def report(found: dict[str, str]) -> str:
    return "\n".join(f"{at}: {what}" for at, what in found.items())


HELPER = {"polis": "i42-plessons", "utopia": "i42-utopia", "continental": "i42-contsimp",
          "simplicity": "i42-contsimp"}


Case = tuple[str, tuple[int, int], str]  # the game, the terminal's size, the language


def cases(failing: dict[Case, str], helper: dict[str, str] = HELPER):
    """Every game with lessons, at every size and language; ``failing``: the cases marked as
    failing today, with what is cut (``helper``: who fixes it)."""
    params = []
    for name in WITH_LESSONS:
        for size in SIZES:
            for language in LANGUAGES[size]:
                at = f"{name}-{size[0]}x{size[1]}" + ("" if language == "en" else f"-{language}")
                case = (name, size, language)
                marks = [
                    # One worker runs every check of a survey (under `-n`, `--dist
                    # loadgroup`): the lessons are played through once per game, size and
                    # language, not once per check.
                    pytest.mark.xdist_group(f"lesson-steps-{at}"),
                    *([pytest.mark.xfail(strict=True,
                                         reason=f"{failing[case]} — fixed by {helper[name]}")]
                      if case in failing else []),
                ]
                params.append(pytest.param(name, size, language, id=at, marks=marks))
    return params


def all_in_sight(name: str, size: tuple[int, int], language: str, check: str) -> None:
    found = survey(name, size, language)[check]
    assert not found, report(found)


@pytest.mark.parametrize(("name", "size", "language"), cases({}))
def test_the_places_a_step_names_are_on_the_board(
    name: str, size: tuple[int, int], language: str
) -> None:
    all_in_sight(name, size, language, "places")


@pytest.mark.parametrize(("name", "size", "language"), cases({}))
def test_the_entry_a_step_asks_for_is_in_sight(
    name: str, size: tuple[int, int], language: str
) -> None:
    all_in_sight(name, size, language, "entry")


@pytest.mark.parametrize(("name", "size", "language"), cases({}))
def test_every_step_is_whole_in_the_lesson_panel_beside_the_board(
    name: str, size: tuple[int, int], language: str
) -> None:
    all_in_sight(name, size, language, "panel")


@pytest.mark.parametrize(("name", "size", "language"), cases({}))
def test_the_header_names_who_is_to_play_in_every_step(
    name: str, size: tuple[int, int], language: str
) -> None:
    all_in_sight(name, size, language, "to play")


@pytest.mark.parametrize(("name", "size", "language"), cases({}))
def test_every_footer_key_fits_in_every_step(
    name: str, size: tuple[int, int], language: str
) -> None:
    all_in_sight(name, size, language, "footer")


if __name__ == "__main__":  # the survey, printed: python -m tests.ui.test_lesson_steps_on_screen
    for name in WITH_LESSONS:
        for size in SIZES:
            for language in LANGUAGES[size]:
                for check, found in survey(name, size, language).items():
                    print(f"== {name} {size} {language} {check}\n{report(found)}")
