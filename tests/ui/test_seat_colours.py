"""Seat colours: readable on every theme's background, and the colour-blind palette keeps seats
apart under simulated deuteranopia and protanopia (Viénot, Brettel & Mollon 1999)."""

from __future__ import annotations

import itertools

import pytest
from textual.app import App

from boardgames_tui import theme

# Viénot et al.'s projections, in linear RGB (as DaltonLens publishes them).
PROTAN = ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0))
DEUTAN = ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0))
MIN_DELTA_E = 12.0  # CIE76: seats this far apart are told apart at a glance


def linear(colour: str) -> tuple[float, ...]:
    def one(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return tuple(one(c) for c in theme.rgb(colour))


def lab(rgb_linear: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = (max(0.0, min(1.0, c)) for c in rgb_linear)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(colour: str, matrix) -> tuple[float, float, float]:
    c = linear(colour)
    return lab(tuple(sum(m * v for m, v in zip(row, c, strict=True)) for row in matrix))


def closest_pair(colours: tuple[str, ...], matrix) -> float:
    return min(
        sum((p - q) ** 2 for p, q in zip(seen(a, matrix), seen(b, matrix), strict=True)) ** 0.5
        for a, b in itertools.combinations(colours, 2)
    )


@pytest.mark.parametrize("mode", ["dark", "light"])
@pytest.mark.parametrize("matrix", [PROTAN, DEUTAN], ids=["protanopia", "deuteranopia"])
def test_okabe_ito_seats_stay_apart_for_colour_blind_players(mode, matrix) -> None:
    assert closest_pair(theme.PALETTES["okabe-ito"][mode], matrix) >= MIN_DELTA_E


def test_the_standard_palette_is_not_colour_blind_safe() -> None:
    """Why the second palette exists (and proof the measure above can fail)."""
    assert closest_pair(theme.PALETTES["standard"]["dark"], DEUTAN) < MIN_DELTA_E


@pytest.mark.parametrize("palette", list(theme.PALETTES))
@pytest.mark.parametrize("name", sorted(App().available_themes))
def test_every_seat_is_readable_on_every_theme(palette, name) -> None:
    chosen = App().get_theme(name)
    assert chosen is not None
    colours = theme.use(palette, chosen.background, chosen.dark, chosen.ansi)
    assert len(set(colours)) == 6  # six seats (Simplicity), six different colours
    if chosen.background and chosen.background.startswith("#"):
        for colour in colours:
            assert theme.contrast(colour, chosen.background) >= theme.MIN_CONTRAST, colour
    theme.use()
