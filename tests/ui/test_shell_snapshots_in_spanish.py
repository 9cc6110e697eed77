"""The screens around the games in Spanish, as pictures: the title, a lesson's first step and a
game over (each game's board in Spanish has its own module beside its English snapshots).

The language is chosen before the app starts, as `--lang es` does, and set back after."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from boardgames_rules.core import i18n

from boardgames_tui.app import Start
from tests.ui.test_shell_snapshots import HOME, SIZES, app_for, played


@pytest.fixture(autouse=True)
def spanish() -> Iterator[None]:
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_title_screen_in_spanish(snap_compare, size: tuple[int, int]) -> None:
    assert snap_compare(app_for(Start()), terminal_size=size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_lesson_step_in_spanish(snap_compare, size: tuple[int, int]) -> None:
    async def first_lesson(pilot) -> None:
        await pilot.press("enter")  # the first lesson of the list
        await pilot.pause()

    assert snap_compare(
        app_for(Start(learn="continental")), terminal_size=size, run_before=first_lesson
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_game_over_screen_in_spanish(snap_compare, size: tuple[int, int]) -> None:
    session = played("continental", 5, None)
    start = Start(session=session, save_path=HOME / "continental.json")
    assert snap_compare(app_for(start), terminal_size=size)
