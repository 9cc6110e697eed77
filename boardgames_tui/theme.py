"""Seat colours that follow the chosen Textual theme, and a colour-blind-safe palette.

Widgets ask :func:`seat_style` / :func:`seat_name` at draw time; the app calls :func:`use`
whenever the theme or the palette changes and then redraws.  Colour never carries meaning
alone: every owner also has a letter or bracket marker on the board.

- Under an ANSI theme (``ansi-dark``, ``ansi-light``: the terminal's own colours) seats get
  the basic ANSI colour names, so the terminal's palette decides and 16-colour terminals work.
- Under any other theme seats get hex colours for a dark or a light background, each nudged
  towards the foreground until it stands out from that theme's background.
- ``okabe-ito`` (Okabe & Ito's palette) keeps seats apart under deuteranopia and protanopia;
  the standard palette's red and green seats look alike to many colour-blind players.
"""

from __future__ import annotations

from rich.text import Text

# Before any app has chosen (the CLI's tables, tests of a widget alone): the ANSI names.
SEAT_COLOURS = ("blue", "red", "green", "yellow", "magenta", "cyan")
# Yellow last among the ANSI names: it is the one hard to read on a light terminal.
ANSI_SEATS = ("blue", "red", "green", "magenta", "cyan", "yellow")

PALETTES: dict[str, dict[str, tuple[str, ...]]] = {
    "standard": {
        "dark": ("#5fa8ff", "#ff6b6b", "#5fd35f", "#f0d050", "#d78fff", "#4fd6d6"),
        "light": ("#1a56b0", "#c0262d", "#237a23", "#8a6a00", "#8a3ab9", "#0f7a7a"),
        "ansi": ANSI_SEATS,
    },
    # Okabe & Ito, "Color Universal Design" (2008): sky blue, vermillion, bluish green, yellow,
    # reddish purple, orange on dark; blue, vermillion, bluish green, reddish purple, orange,
    # black on light.  No ANSI names would keep the promise, so ANSI themes get the hex too.
    "okabe-ito": {
        "dark": ("#56b4e9", "#d55e00", "#009e73", "#f0e442", "#cc79a7", "#e69f00"),
        "light": ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#000000"),
    },
}
PALETTE_TITLES = {
    "standard": "standard",
    "okabe-ito": "colour-blind safe (Okabe–Ito)",
}
DEFAULT_PALETTE = "standard"
MIN_CONTRAST = 3.0  # WCAG's figure for bold text; seat names are drawn bold

_current: tuple[str, ...] = SEAT_COLOURS


def use(
    palette: str = DEFAULT_PALETTE,
    background: str | None = None,
    dark: bool = True,
    ansi: bool = False,
) -> tuple[str, ...]:
    """Make seat colours follow a theme (its background hex, dark or light, ANSI or not)."""
    global _current
    choices = PALETTES[palette]
    if ansi and "ansi" in choices:
        _current = choices["ansi"]
    else:
        colours = choices["dark" if dark else "light"]
        if background is not None and background.startswith("#"):
            colours = tuple(readable(c, background, dark) for c in colours)
        _current = colours
    return _current


def seat_colours() -> tuple[str, ...]:
    return _current


def seat_style(seat: int | None) -> str:
    if seat is None:
        return ""
    return f"bold {_current[seat % len(_current)]}"


def seat_name(players: tuple[str, ...], seat: int | None) -> Text:
    """A player's name, always as plain text: markup typed into a name is shown as typed."""
    if seat is None:
        return Text("nobody")
    return Text(players[seat], style=seat_style(seat))


# -- contrast -------------------------------------------------------------------------------
def rgb(colour: str) -> tuple[int, int, int]:
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def luminance(colour: str) -> float:
    """WCAG relative luminance of a ``#rrggbb`` colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable(colour: str, background: str, dark: bool) -> str:
    """``colour`` blended towards white (dark theme) or black until it stands out enough."""
    target = (255, 255, 255) if dark else (0, 0, 0)
    base = rgb(colour)
    candidate = colour
    for step in range(11):
        mix = step / 10
        candidate = "#" + "".join(
            f"{round(c + (t - c) * mix):02x}" for c, t in zip(base, target, strict=True)
        )
        if contrast(candidate, background) >= MIN_CONTRAST:
            break
    return candidate
