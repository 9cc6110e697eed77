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

# Each palette gives a shade for every hue a game may name (Utopia's Red ... White, Simplicity's
# Red ... Grey): the palette picks the shade, the hue keeps its meaning, so "Red" is reddish in
# every theme.  ``seats`` is the order seats of a game without colours of its own take them.
HUES: dict[str, dict[str, dict[str, str]]] = {
    "standard": {
        "dark": {
            "blue": "#5fa8ff",
            "red": "#ff6b6b",
            "green": "#5fd35f",
            "yellow": "#f0d050",
            "magenta": "#d78fff",
            "cyan": "#4fd6d6",
            "white": "#ececec",
            "pink": "#f07ac8",
            "brown": "#c8905a",
            "grey": "#9a9a9a",
            "orange": "#ffa040",
        },
        "light": {
            "blue": "#1a56b0",
            "red": "#c0262d",
            "green": "#237a23",
            "yellow": "#8a6a00",
            "magenta": "#8a3ab9",
            "cyan": "#0f7a7a",
            "white": "#6e6e6e",
            "pink": "#b8327f",
            "brown": "#7a4a1e",
            "grey": "#4a4a4a",
            "orange": "#b35400",
        },
        # The terminal's own colours: a 16-colour terminal has no pink, brown or orange, so
        # those take the nearest it has.
        "ansi": {
            "blue": "blue",
            "red": "red",
            "green": "green",
            "yellow": "yellow",
            "magenta": "magenta",
            "cyan": "cyan",
            "white": "white",
            "pink": "bright_magenta",
            "brown": "yellow",
            "grey": "bright_black",
            "orange": "bright_red",
        },
    },
    # Okabe & Ito, "Color Universal Design" (2008): sky blue, vermillion, bluish green, yellow,
    # reddish purple, orange on dark; blue, vermillion, bluish green, reddish purple, orange,
    # black on light.  No ANSI names would keep the promise, so ANSI themes get the hex too.
    "okabe-ito": {
        "dark": {
            "blue": "#56b4e9",
            "red": "#d55e00",
            "green": "#009e73",
            "yellow": "#f0e442",
            "magenta": "#cc79a7",
            "orange": "#e69f00",
            "cyan": "#7fd4f0",
            "white": "#f0f0f0",
            "pink": "#e8a0c8",
            "brown": "#a8743c",
            "grey": "#a0a0a0",
        },
        "light": {
            "blue": "#0072b2",
            "red": "#d55e00",
            "green": "#009e73",
            "magenta": "#cc79a7",
            "orange": "#e69f00",
            "black": "#000000",
            "yellow": "#8a7d00",
            "cyan": "#2a8fb8",
            "white": "#707070",
            "pink": "#b0507f",
            "brown": "#7a4a1e",
            "grey": "#404040",
        },
    },
}
SEAT_HUES: dict[str, dict[str, tuple[str, ...]]] = {
    "standard": {
        "dark": SEAT_COLOURS,
        "light": SEAT_COLOURS,
        "ansi": ANSI_SEATS,
    },
    "okabe-ito": {
        "dark": ("blue", "red", "green", "yellow", "magenta", "orange"),
        "light": ("blue", "red", "green", "magenta", "orange", "black"),
    },
}
# The seats' colours in seat order, for a game without colours of its own.
PALETTES: dict[str, dict[str, tuple[str, ...]]] = {
    palette: {mode: tuple(HUES[palette][mode][h] for h in order) for mode, order in modes.items()}
    for palette, modes in SEAT_HUES.items()
}
PALETTE_TITLES = {
    "standard": "standard",
    "okabe-ito": "colour-blind safe (Okabe–Ito)",
}
DEFAULT_PALETTE = "standard"
MIN_CONTRAST = 3.0  # WCAG's figure for bold text; seat names are drawn bold

_shades: dict[str, str] = dict(zip(SEAT_COLOURS, SEAT_COLOURS, strict=True)) | {
    "white": "white",
    "pink": "bright_magenta",
    "brown": "yellow",
    "grey": "bright_black",
    "orange": "bright_red",
    "black": "black",
}
_order: tuple[str, ...] = SEAT_COLOURS
# The game on screen: its players and the hue its rules give each seat ("" for none).
_table: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
_current: tuple[str, ...] = SEAT_COLOURS


def use(
    palette: str = DEFAULT_PALETTE,
    background: str | None = None,
    dark: bool = True,
    ansi: bool = False,
) -> tuple[str, ...]:
    """Make seat colours follow a theme (its background hex, dark or light, ANSI or not)."""
    global _shades, _order
    modes = HUES[palette]
    mode = "ansi" if ansi and "ansi" in modes else "dark" if dark else "light"
    shades = dict(modes[mode])
    if mode != "ansi" and background is not None and background.startswith("#"):
        shades = {hue: readable(c, background, dark) for hue, c in shades.items()}
    _shades, _order = shades, SEAT_HUES[palette][mode]
    _recolour()
    return tuple(_shades[h] for h in _order)


def for_table(players: tuple[str, ...] = (), game_hues: tuple[str, ...] = ()) -> None:
    """Colour the seats of the game on screen (nothing given: seats take the palette's order).

    A player named after a colour ("Red") is drawn in it; then each seat takes the hue its
    game gives it (Utopia's seat colours, Simplicity's team); any seat left takes the first
    palette hue nobody holds, so two seats never share a colour.
    """
    global _table
    _table = (tuple(players), tuple(game_hues))
    _recolour()


def seat_hues() -> tuple[str, ...]:
    """The hue of each seat at the table on screen (six seats when no game has said)."""
    players, game_hues = _table
    count = max(len(players), len(game_hues)) or len(_order)
    chosen: list[str | None] = [None] * count
    for seat, name in enumerate(players):
        hue = name.strip().lower().replace("gray", "grey")
        if hue in _shades and hue not in chosen:
            chosen[seat] = hue
    for seat, hue in enumerate(game_hues):
        if chosen[seat] is None and hue in _shades and hue not in chosen:
            chosen[seat] = hue
    spare = [h for h in (*_order, *_shades) if h not in chosen]
    return tuple(hue if hue is not None else spare.pop(0) for hue in chosen)


def _recolour() -> None:
    global _current
    _current = tuple(_shades[h] for h in seat_hues())


def seat_colours() -> tuple[str, ...]:
    """Each seat's colour at the table on screen, in seat order."""
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
