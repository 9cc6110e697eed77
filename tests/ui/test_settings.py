"""The settings on screen: an unknown key in config.toml is warned about once, the
since-your-last-turn box can wait for the n key, and the bots' pace comes from the file."""

from __future__ import annotations

from pathlib import Path

from boardgames_tui import config
from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage
from tests.ui.helpers import screen_text
from tests.ui.test_since import played


def warnings_about_unknown(app: BoardgamesApp) -> list[str]:
    return [n.message for n in app._notifications if "unknown setting" in n.message]


async def test_unknown_keys_are_warned_about_once_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text('colour_blind = true\ntheme = "nord"\n')
    app = BoardgamesApp(Storage(tmp_path), settings_path=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.theme == "nord"  # the known keys still apply
        assert len(warnings_about_unknown(app)) == 1
        assert "'colour_blind'" in warnings_about_unknown(app)[0]
        app.theme = "textual-light"  # the app writes the file
        app.set_seat_colours("okabe-ito")
        await pilot.pause()
        assert len(warnings_about_unknown(app)) == 1
    kept = config.load(path)
    assert kept.unknown == {"colour_blind": True}
    assert (kept.theme, kept.seat_colours) == ("textual-light", "okabe-ito")


async def test_the_since_box_waits_for_n_when_the_file_says_so(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("since_box_opens = false\n")
    session = played("continental", 7, 2, 30)
    start = Start(session=session, save_path=tmp_path / "g.json")
    app = BoardgamesApp(Storage(tmp_path), start, settings_path=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Since your last turn" not in screen_text(app)
        await pilot.press("n")
        await pilot.pause()
        assert "Since your last turn" in screen_text(app)


def test_the_bots_pace_is_the_files_unless_the_command_gives_one(tmp_path: Path) -> None:
    path = tmp_path / "config.toml"
    path.write_text("bot_delay = 0.1\n")
    assert BoardgamesApp(Storage(tmp_path), settings_path=path).bot_delay == 0.1
    assert BoardgamesApp(Storage(tmp_path), settings_path=path, bot_delay=2).bot_delay == 2
