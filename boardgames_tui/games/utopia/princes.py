"""A district's princes and names as text that fits its cell: owner digits grouped by
civilisation (``M112``), packed, or each civilisation's count (``M₁P₂``), then ``+N``; never a
cut "…".  The reasons for each form are in :mod:`board`'s docstring."""

from __future__ import annotations

from functools import cache

from boardgames_rules.core.i18n import _
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.data import CIV_NAMES
from rich.text import Text

from boardgames_tui.theme import seat_style


def owner_mark(seat: int) -> str:
    """The digit that marks a player's pieces on the city (1 for the first seat)."""
    return labels.player_mark(seat)


def prince_groups(princes: tuple[tuple[int, ...], ...], civs: tuple[str, ...]) -> list[Text]:
    """``M112``: per civilisation its letter, then one owner digit per prince (by owner)."""
    groups = []
    for k, civ in enumerate(civs):
        owners = [seat for seat, counts in enumerate(princes) for _ in range(counts[k])]
        if owners:
            group = Text(civ, style="bold")
            for seat in owners:
                group.append(owner_mark(seat), style=seat_style(seat))
            groups.append(group)
    return groups


SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")


def civ_counts(princes: tuple[tuple[int, ...], ...], civs: tuple[str, ...]) -> list[Text]:
    """``M₃``: per civilisation its letter and how many princes it has there, whoever owns
    them (a subscript, so it never reads as an owner digit)."""
    groups = []
    for k, civ in enumerate(civs):
        n = sum(counts[k] for counts in princes)
        if n:
            groups.append(Text(civ, style="bold") + Text(str(n).translate(SUBSCRIPTS)))
    return groups


def prince_lines(pieces: list[Text], counts: list[Text], width: int, rows: int) -> list[Text]:
    """As much as honestly fits in ``rows`` lines of ``width``: one owner digit per prince,
    the groups spaced (``M4 P34``), then packed (``M4P34C4``: the letters part them), then
    each civilisation's count (``M₁P₂C₁``); what still does not fit is counted as ``+N``."""
    lines: list[Text] = []
    for words, spacing in ((pieces, 1), (pieces, 0), (counts, 0)):
        lines = flow(words, width, rows, spacing)
        if "+" not in "".join(line.plain for line in lines):
            return lines
    return lines


def flow(pieces: list[Text], width: int, rows: int, spacing: int = 1) -> list[Text]:
    """Pieces laid out in ``rows`` lines of ``width``, ``spacing`` spaces between them, never
    cut: what does not fit is counted at the end as ``+N`` princes.

    A piece of owner digits longer than a line is split, its civilisation letter repeated on
    each part.
    """
    parts: list[Text] = []
    for piece in pieces:
        plain = piece.plain
        if len(plain) <= width or not _glyphs(plain):
            parts.append(piece)
            continue
        head, body = piece[:1], piece[1:]
        for at in range(0, len(body), width - 1):
            parts.append(head + body[at : at + width - 1])
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
            for k in range(_count(part.plain) - 1, 0, -1) if _glyphs(part.plain) else ():
                tail = len(f"{sep}+{total - k}")
                if last.cell_len + gap + 1 + k + tail <= width:
                    last.append(" " * gap)
                    last.append_text(part[: 1 + k])
                    total -= k
                    break
            if last:
                last.append(sep)
            last.append(f"+{total}", style="bold")
            return lines
    return lines


def _glyphs(word: str) -> bool:
    """A civilisation letter and one owner digit per prince (``M112``)."""
    return word[:1].isalpha() and word[1:].isascii() and word[1:].isdigit()


def _count(word: str) -> int:
    """Princes in a drawn word: owner digits after a civilisation letter, or its subscript
    count (``M₃``); a monument is none."""
    if word.startswith("[") or not word[:1].isalpha():
        return 0
    if _glyphs(word):
        return len(word) - 1
    return int(word[1:].translate(DIGITS))


def one_per_line(pieces: list[Text], width: int, rows: int) -> list[Text] | None:
    """The monument and each civilisation's princes on a line of their own, the civilisation
    named after them where the line has room (``M112 Maya``, ``[M2] Maya monument``); None
    when they do not all fit that way (the large drawings have the rows for it)."""
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
