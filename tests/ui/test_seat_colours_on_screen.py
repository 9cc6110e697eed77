"""One colour per seat, everywhere, and the game's own: a seat's name is drawn in the same
colour on the handover, the panels, the log and the board, under a dark, a light and an ANSI
theme and the colour-blind palette; a player named after a colour is drawn in that colour."""

from __future__ import annotations

import colorsys
import random
from pathlib import Path

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.session import Session

from boardgames_tui import theme
from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.config import Settings, save
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from tests.ui.helpers import word_colours

# Hue ranges in degrees (red wraps round 0); "white" and "grey" are told by saturation.
HUE_FAMILY = {
    "red": (335, 35), "yellow": (35, 70), "green": (70, 175), "blue": (185, 265),
    "pink": (290, 350), "cyan": (170, 215),
}  # fmt: skip
THEMES = [
    ("textual-dark", "standard"),
    ("textual-light", "standard"),
    ("ansi-dark", "standard"),
    ("textual-dark", "okabe-ito"),
]
# Polis and Continental give seats no colour, so players named after colours show the names
# win; Utopia's default players are its colours; Simplicity's players take their team's.
PLAYERS = {
    "polis": ("Green", "Red"),
    "continental": ("Yellow", "Ann"),
    "utopia": ("Red", "Blue", "Yellow"),
    "simplicity": ("Ann", "Ben", "Cleo", "Dan"),
}
SIMPLICITY_TEAMS = ("red", "white", "pink", "cyan")  # teams.json's order, one team each


def in_family(colour: str, hue_name: str) -> bool:
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    hue, lightness, saturation = colorsys.rgb_to_hls(r, g, b)
    if hue_name in ("white", "grey"):
        return saturation < 0.15 or max(r, g, b) - min(r, g, b) < 0.1
    low, high = HUE_FAMILY[hue_name]
    degrees = hue * 360
    return low <= degrees <= high if low < high else degrees >= low or degrees <= high


def family(colour: str, expected: str) -> str:
    """The hue family ``colour`` is in (the expected one first: hues overlap at their edges)."""
    if expected and in_family(colour, expected):
        return expected
    return next((h for h in ("white", *HUE_FAMILY) if in_family(colour, h)), colour)


def expected_hues(name: str) -> tuple[str, ...] | None:
    if name == "simplicity":
        return SIMPLICITY_TEAMS
    return tuple(p.lower() if p.lower() in HUE_FAMILY else "" for p in PLAYERS[name])


def seen_colours(app: BoardgamesApp, players: tuple[str, ...], seen: dict) -> None:
    for seat, player in enumerate(players):
        seen.setdefault(seat, set()).update(word_colours(app, player))


@pytest.mark.parametrize(("theme_name", "palette"), THEMES)
@pytest.mark.parametrize("name", sorted(PLAYERS))
async def test_a_seat_has_one_colour_everywhere_and_the_colour_its_name_says(
    tmp_path: Path, name: str, theme_name: str, palette: str
) -> None:
    game, players = GAMES[name], PLAYERS[name]
    session = Session.start(game, players, seed=5)
    rng = random.Random(5)
    while len(session.steps) < 12 and not session.over:  # names in the log
        session.play(rng.choice(game.legal_actions(session.state)))
    save(tmp_path / "c.toml", Settings(theme=theme_name, seat_colours=palette))
    start = Start(session=session, save_path=tmp_path / "g.json")
    app = BoardgamesApp(Storage(tmp_path), start, settings_path=tmp_path / "c.toml")
    seen: dict[int, set[str]] = {}
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            seen_colours(app, players, seen)
            await pilot.press("enter")
            await pilot.pause()
        seen_colours(app, players, seen)
    theme.for_table()
    everyone = {c for colours in seen.values() for c in colours if max(theme.rgb(c)) > 0x40}
    assert len(everyone) >= len(players)  # no two seats share a colour
    if theme_name.startswith("ansi"):
        # The terminal picks the shade (bold yellow may come out bright): one hue per seat.
        # Reversed text shows the terminal's own (dark) background: not a seat's colour.
        hues = expected_hues(name)
        seen = {
            s: {family(c, hues[s]) for c in cs if max(theme.rgb(c)) > 0x40}
            for s, cs in seen.items()
        }
    for seat, player in enumerate(players):
        assert len(seen[seat]) == 1, f"{player} drawn in {seen[seat]}"
    for seat, hue in enumerate(expected_hues(name)):
        if hue:
            (colour,) = seen[seat]
            named = colour == hue or (colour.startswith("#") and in_family(colour, hue))
            assert named, f"{players[seat]} should be {hue}, is {colour}"
