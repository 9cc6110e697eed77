"""The saved-games shelf and the statistics view, from the title screen."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

from boardgames_tui.app import BoardgamesApp
from boardgames_tui.save_lock import SaveHandle, lock_path
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.shelf import ConfirmDelete, ShelfScreen
from boardgames_tui.screens.stats import StatsScreen
from boardgames_tui.shelf import list_saves
from boardgames_tui.storage import Storage
from tests.test_export import random_session
from tests.ui.helpers import screen_text


def shelf_home(tmp_path: Path) -> Storage:
    storage = Storage(tmp_path)
    old = storage.saves / "continental-20260101-100000.json"
    storage.write(old, random_session("continental", 5).to_save())
    os.utime(old, (1_700_000_000, 1_700_000_000))
    storage.write(
        storage.saves / "utopia-20260102-100000.json", random_session("utopia", 4, 8).to_save()
    )
    (storage.saves / "broken.json").write_text("{ damaged")
    os.utime(storage.saves / "broken.json", (1_600_000_000, 1_600_000_000))
    return storage


async def test_shelf_lists_newest_first_and_the_corrupt_file_with_its_reason(tmp_path) -> None:
    storage = shelf_home(tmp_path)
    app = BoardgamesApp(storage)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ShelfScreen)
        text = screen_text(app)
        assert text.index("Utopia") < text.index("Continental") < text.index("broken.json")
        assert "unreadable" in text
        assert "✓ won by" in text
        # An unfinished game: how much of it is played, as the game's progress says.
        unfinished = next(e for e in list_saves(app.storage) if e.save and not e.outcome)
        assert unfinished.percent is not None and f"… {unfinished.percent}% played" in text
        await pilot.press("down", "down", "enter")  # the broken file: explained, not opened
        assert "cannot be read" in screen_text(app)
    assert (storage.saves / "broken.json").read_text() == "{ damaged"


async def test_delete_needs_confirmation(tmp_path) -> None:
    storage = shelf_home(tmp_path)
    target = storage.saves / "utopia-20260102-100000.json"
    app = BoardgamesApp(storage)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s", "d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDelete)
        await pilot.press("n")
        await pilot.pause()
        assert target.exists()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not target.exists()
        assert "Utopia" not in screen_text(app)


async def test_delete_removes_the_lock_file_and_refuses_a_game_open_elsewhere(tmp_path) -> None:
    storage = shelf_home(tmp_path)
    target = storage.saves / "utopia-20260102-100000.json"
    held = SaveHandle.open(target)  # another copy of the app has the game open
    app = BoardgamesApp(storage)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s", "d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert target.exists()
        told = screen_text(app)
        assert "Not deleted" in told and "open in another boardgames" in told
        held.release()
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not target.exists()
        assert not lock_path(target).exists()


async def test_resume_replay_and_export_from_the_shelf(tmp_path) -> None:
    storage = shelf_home(tmp_path)
    app = BoardgamesApp(storage)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("s", "e")
        await pilot.pause()
        exported = tmp_path / "exports" / "utopia-20260102-100000.txt"
        assert exported.read_text().startswith("# Utopia")
        await pilot.press("down", "p")  # the finished game: replay
        await pilot.pause()
        assert "Replay 0/" in screen_text(app)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ShelfScreen)
        await pilot.press("up", "enter")  # the unfinished one: resume
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) or "Pass the keyboard" in screen_text(app)


async def test_statistics_view(tmp_path) -> None:
    app = BoardgamesApp(shelf_home(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        text = screen_text(app)
        assert "Continental" in text and "Wins" in text and "1 unreadable" in text


async def test_statistics_view_charts_wins_per_player_beside_the_tables(tmp_path) -> None:
    from boardgames_tui.screens.stats import WinsChart

    app = BoardgamesApp(shelf_home(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        chart = app.screen.query_one(WinsChart)
        assert "Wins per player" in screen_text(app)
        # The bars are the finished games' winners, per game title.
        wins = chart.wins
        assert sum(sum(per_game.values()) for per_game in wins.values()) >= 1
        assert chart.region.x > app.screen.query_one("#stats").region.x  # beside the tables
        for per_game in wins.values():
            for name in per_game:
                assert name in screen_text(app)


async def test_statistics_view_with_no_finished_game_says_so(tmp_path) -> None:
    storage = Storage(tmp_path)
    unfinished = random_session("utopia", 4, 8)
    storage.write(storage.saves / "utopia-20260102-100000.json", unfinished.to_save())
    app = BoardgamesApp(storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "No finished games yet" in text and "Utopia" in text, text
        assert "Player Games Wins" not in text  # no headings over an empty table


async def test_shelf_dates_carry_the_year_unless_it_is_this_year(tmp_path) -> None:
    """A game of last December is not mistaken for one of this December."""
    now = datetime.now(UTC)
    storage = Storage(tmp_path)
    last_year = storage.saves / f"continental-{now.year - 1}1204-210100.json"
    this_year = storage.saves / f"utopia-{now.year}0102-100000.json"
    storage.write(last_year, random_session("continental", 5).to_save())
    storage.write(this_year, random_session("utopia", 4, 8).to_save())
    played = datetime(now.year - 1, 12, 5, 9, 30, tzinfo=UTC).timestamp()
    os.utime(last_year, (played, played))
    app = BoardgamesApp(storage)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        old = next(line for line in lines if "Continental" in line)
        assert f"{now.year - 1}-12-04 " in old and f"{now.year - 1}-12-05 " in old, old
        assert "✓ won by" in old  # the row still fits 80 columns
        new = next(line for line in lines if "Utopia" in line)
        assert " 01-02 10:00" in new and f"{now.year}-" not in new, new
