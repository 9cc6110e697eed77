"""Continental's footer offers r and e only in a turn, and e before the roll says why."""

from __future__ import annotations

from pathlib import Path

from boardgames_tui.app import BoardgamesApp
from tests.ui.continental.test_screen import app_for
from tests.ui.helpers import footer_keys, screen_text


def footer(app: BoardgamesApp) -> dict[str, str]:
    return {key.key: key.description for key in footer_keys(app)}


async def test_r_and_e_wait_for_the_turn_and_e_before_the_roll_explains(tmp_path: Path) -> None:
    app = app_for(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert "assign the stats" in screen_text(app)
        assert footer(app)["enter"] == "Pick"  # the stats' menu
        assert "r" not in footer(app) and "e" not in footer(app)
        await pilot.press("1", "6")  # both players' stats: Blue's turn begins with the roll
        await pilot.pause()
        assert footer(app)["r"] == "Roll" and footer(app)["e"] == "End turn"
        await pilot.press("e")
        await pilot.pause()
        assert "You cannot end the turn now." in " ".join(screen_text(app).split())
        assert screen.session.actions[-1] != "end"
        await pilot.press("r")
        await pilot.pause()
        assert screen.session.actions[-1] == "roll"
        assert "r" not in footer(app) and footer(app)["e"] == "End turn"
