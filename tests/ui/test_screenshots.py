"""F12 saves into the data folder's ``screenshots/``, made when missing, and says where, or why
it could not: Textual's own default, ~/Downloads, is often missing over SSH, and then it said
only "Failed to save screenshot"."""

from __future__ import annotations

from pathlib import Path

import pytest

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.storage import Storage


def notices(app: BoardgamesApp) -> list[str]:
    return [notice.message for notice in app._notifications]


async def press_f12(app: BoardgamesApp) -> list[str]:
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("f12")
        await pilot.pause()
        return notices(app)


async def test_f12_saves_into_the_data_folder_on_a_home_without_downloads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"  # no Downloads in it, as over SSH
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_DOWNLOAD_DIR", raising=False)
    data = tmp_path / "data"
    said = await press_f12(BoardgamesApp(Storage(data), Start()))
    shots = list((data / "screenshots").glob("boardgames-*.svg"))
    assert len(shots) == 1 and shots[0].read_text().startswith("<svg")
    assert f"Saved {shots[0].resolve()}" in said
    assert not (home / "Downloads").exists()


async def test_f12_says_why_when_the_folder_cannot_be_made(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "screenshots").write_text("a file where the folder should be")
    said = await press_f12(BoardgamesApp(Storage(data), Start()))
    assert [line for line in said if "screenshot" in line] == [
        f"Cannot save the screenshot in {data / 'screenshots'}: File exists"
    ]
    assert (data / "screenshots").read_text() == "a file where the folder should be"


def test_a_failed_write_leaves_no_half_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames_tui import screenshots

    class Full:
        def __init__(self, *args: object, **kwargs: object) -> None:
            self.handle = open(*args, **kwargs)  # noqa: SIM115 - closed in __exit__

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def write(self, text: str) -> None:
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(screenshots, "open", Full, raising=False)
    saved, problem = screenshots.save_screenshot("<svg/>", tmp_path / "shots", "a.svg")
    assert saved is None and problem.endswith("No space left on device")
    assert list((tmp_path / "shots").iterdir()) == []
