"""A district's princes as text that fits its cell, in one form at every size: per
civilisation and owner its letter, the owner's digit, and ``×N`` when there are more than one
(``G2×2``: two Greek princes of player 2), packed where spaced ones do not fit, then ``+N``;
never a cut "…".  The reasons for the form are in :mod:`board`'s docstring."""

from __future__ import annotations

import re
from functools import cache

from boardgames_rules.core.i18n import _
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.data import CIV_NAMES
from rich.text import Text

from boardgames_tui.theme import seat_style

TIMES = "×"  # before a count: "G2×2" never reads as a player 22 (issue 42)
_PIECE = re.compile(rf"^([A-Z])(\d)(?:{TIMES}(\d+))?$")


def owner_mark(seat: int) -> str:
    """The digit that marks a player's pieces on the city (1 for the first seat)."""
    return labels.player_mark(seat)


def prince_piece(civ: str, seat: int, n: int) -> Text:
    """``G2``, ``G2×3``: ``n`` princes of civilisation ``civ`` owned by ``seat``."""
    piece = Text(civ, style="bold")
    piece.append(owner_mark(seat), style=seat_style(seat))
    if n > 1:
        piece.append(f"{TIMES}{n}", style=seat_style(seat))
    return piece


def prince_groups(princes: tuple[tuple[int, ...], ...], civs: tuple[str, ...]) -> list[Text]:
    """Per civilisation, per owner: ``M1×2``, ``M2``, ``P3`` (in civilisation order)."""
    return [
        prince_piece(civ, seat, counts[k])
        for k, civ in enumerate(civs)
        for seat, counts in enumerate(princes)
        if counts[k]
    ]


def prince_lines(pieces: list[Text], width: int, rows: int) -> list[Text]:
    """As much as honestly fits in ``rows`` lines of ``width``: the pieces spaced
    (``M1×2 P3``), then packed (``M1×2P3``: each starts with its capital letter); what still
    does not fit is counted as ``+N`` princes (the line under the city names them all)."""
    lines: list[Text] = []
    for spacing in (1, 0):
        lines = flow(pieces, width, rows, spacing)
        if "+" not in "".join(line.plain for line in lines):
            return lines
    return lines


def flow(pieces: list[Text], width: int, rows: int, spacing: int = 1) -> list[Text]:
    """Pieces laid out in ``rows`` lines of ``width``, ``spacing`` spaces between them, never
    cut: what does not fit is counted at the end as ``+N`` princes."""
    parts = list(pieces)
    lines: list[Text] = [Text() for _ in range(rows)]
    row, sep = 0, " " * spacing
    for n, part in enumerate(parts):
        after = sum(_count(p.plain) for p in parts[n + 1 :])
        rest = sum(p.cell_len + spacing for p in parts[n + 1 :])
        while row < rows:
            gap = spacing if lines[row] else 0
            # On the last line keep room for the count of whatever may not fit after this.
            end = lines[row].cell_len + gap + part.cell_len
            tail = len(f"{sep}+{after}") if after and row == rows - 1 and end + rest > width else 0
            if lines[row].cell_len + gap + part.cell_len + tail <= width:
                lines[row].append(" " * gap)
                lines[row].append_text(part)
                break
            row += 1
        if row == rows:
            last = lines[-1]
            gap = spacing if last else 0
            total = _count(part.plain) + after
            if not part.plain[:1].isalpha():  # the monument is never left out
                if last.cell_len + gap + part.cell_len + len(f"+{total}") > width:
                    part = part[1:-1]  # "[M2]" as "M2" where the brackets leave no room
                    part.stylize("reverse")
                last.append(" " * gap)
                last.append_text(part)
                gap = spacing if last.cell_len + spacing + len(f"+{total}") <= width else 0
                last.append(" " * gap + f"+{total}", style="bold")
                return lines
            # As many of this group's princes as fit before the count of the rest.
            match = _PIECE.match(part.plain)
            for k in range(_count(part.plain) - 1, 0, -1):
                assert match is not None  # a count above one is a prince piece's
                fewer = prince_piece(match.group(1), int(match.group(2)) - 1, k)
                tail = len(f"{sep}+{total - k}")
                if last.cell_len + gap + fewer.cell_len + tail <= width:
                    last.append(" " * gap)
                    last.append_text(fewer)
                    total -= k
                    break
            if last:
                last.append(sep)
            last.append(f"+{total}", style="bold")
            return lines
    return lines


def _count(word: str) -> int:
    """Princes in a drawn piece (``G2×3`` is three); a monument is none."""
    match = _PIECE.match(word)
    if match is None:
        return 0
    return int(match.group(3) or 1)


def one_per_line(pieces: list[Text], width: int, rows: int) -> list[Text] | None:
    """The monument and each civilisation's princes on a line of their own, the civilisation
    named after them where the line has room (``M1×2 M2 Maya``, ``[M2] Maya monument``); None
    when they do not all fit that way (the large drawings have the rows for it)."""
    pieces = _by_civilisation(pieces)
    if len(pieces) > rows or any(p.cell_len > width for p in pieces):
        return None
    lines = []
    for piece in pieces:
        line = piece.copy()
        monument = piece.plain.startswith("[")
        letter = piece.plain.lstrip("[")[:1]
        civ = labels.people(letter) if letter in CIV_NAMES else ""
        if monument:
            words_tried = [" " + _("{people} monument").format(people=civ), " " + _("monument")]
        else:
            words_tried = [f" {civ}"]
        for words in words_tried:
            if line.cell_len + len(words) <= width:
                line.append(words, style="dim")
                break
        lines.append(line)
    return lines


def _by_civilisation(pieces: list[Text]) -> list[Text]:
    """The pieces of one civilisation's princes joined, spaced (``M1×2 M2``)."""
    joined: list[Text] = []
    for piece in pieces:
        if joined and _PIECE.match(piece.plain) and joined[-1].plain[:1] == piece.plain[:1]:
            joined[-1] = Text.assemble(joined[-1], " ", piece)
        else:
            joined.append(piece.copy())
    return joined


def first_word(name: str) -> str:
    return name.split()[0].rstrip("'")


# Short words a district's name is not told apart by (Spanish "Puerto de las Perlas").
_LINKS = frozenset({"de", "del", "la", "las", "el", "los"})


@cache
def key_word(name: str, names: tuple[str, ...]) -> str:
    """The word that stands for ``name`` in a small box: its first word, unless another of
    ``names`` starts with it too (Spanish "Puerto de las Perlas", "Puerto del Acantilado"):
    then its first word no other name has (``Perlas``)."""
    first = first_word(name)
    others = [other.split() for other in names if other != name]
    if not any(words and words[0].rstrip("'") == first for words in others):
        return first
    taken = {word for words in others for word in words}
    for word in name.split()[1:]:
        if word.lower() not in _LINKS and word not in taken:
            return word.rstrip("'")
    return first


def first_words(name: str, width: int) -> str:
    """The name's first words that fit ``width`` (at least its first word, cut if need be),
    never ending on a word that only links to the next (Spanish "Puerta de")."""
    words = name.split()
    shown = [words[0][:width]]
    for word in words[1:]:
        if len(" ".join([*shown, word])) > width:
            break
        shown.append(word)
    while len(shown) > 1 and shown[-1].lower() in _LINKS:
        shown.pop()
    return " ".join(shown)
