"""How the screens write Simplicity's teams, tiles and symbols, in the language on screen.

The data files and the notation are English (``Red``, ``Blue``, ``B``); a screen shows the
seed's words from ``assets/simplicity/terms.json`` through the catalogue (``Rojo``, ``Azul``).
A tile's letter on the board is that term's short label in the language (``Z`` for Azul, whose
A is Amarillo's): read from terms.json as Utopia reads its island prefixes, so a language that
gives its short labels there needs no code.  A team's disc is its name's initial, which the
terms keep distinct in every language (Rojo r, Blanco b, Fucsia f...).

Also the words of the team table and the planning board, kept here (not in the app) so that
they land in Simplicity's own catalogue.
"""

from __future__ import annotations

from functools import cache

from boardgames_rules.core import i18n
from boardgames_rules.core.data_strings import shown
from boardgames_rules.simplicity.data import data

GAME = "simplicity"


def term(english: str) -> str:
    """One of terms.json's words (its English form) in the language on screen."""
    return shown(GAME, "term", english)


def team_word(team: int) -> str:
    """``Rojo``: a team's colour in the language on screen (the data keep it in English)."""
    return term(data().teams[team].name)


def tile_word(tile: str) -> str:
    return term(data().tile_by_id[tile].name)


def symbol_word(symbol: str) -> str:
    return term(data().symbol_by_id[symbol].name)


@cache
def _letters(language: str) -> dict[str, str]:
    """A language's tile letters by tile id, from terms.json (``{}``: the English ones)."""
    from boardgames_rules.core.terms import terms  # read only for a language other than English

    try:
        book = terms(GAME)
    except (OSError, ValueError):  # no terms file, or a broken one: the English letters
        return {}
    found: dict[str, str] = {}
    for tile in data().tiles:
        try:
            entry = book.term(f"tile_{tile.id}")
        except StopIteration:  # a tile the terms do not name: the English letters
            return {}
        short = getattr(entry, f"short_{language}", None)
        if not short:
            return {}
        found[tile.id] = short
    return found


def tile_letter(tile: str, language: str | None = None) -> str:
    """``Z``: the letter a tile shows on the board in ``language`` (the active one)."""
    language = language or i18n.current()
    if language in (i18n.SOURCE, i18n.PSEUDO):
        return data().tile_by_id[tile].letter
    return _letters(language).get(tile) or data().tile_by_id[tile].letter


def disc_initial(name: str) -> str:
    """A team's disc mark from its shown name: its lower-case initial (the pseudo-language's
    bracket skipped, so a test screen still tells the discs apart)."""
    return name.lstrip("⟦")[:1].lower()


# The team table's columns: short (beside the city, 3 letters) and long (the game over).
def short_headers() -> tuple[str, ...]:
    return (
        i18n.pgettext("simplicity team table, 3 letters", "Lnk"),
        i18n.pgettext("simplicity team table, 3 letters", "Nbh"),
        i18n.pgettext("simplicity team table, 3 letters", "Prk"),
        i18n.pgettext("simplicity team table, 3 letters", "Bon"),
        i18n.pgettext("simplicity team table, 3 letters", "Tot"),
    )


def narrow_headers() -> tuple[str, ...]:
    """Two letters each: beside the city at 80 columns when a player's name needs the room
    (names up to 13 letters whole with six teams)."""
    return (
        i18n.pgettext("simplicity team table, 2 letters", "Lk"),
        i18n.pgettext("simplicity team table, 2 letters", "Nb"),
        i18n.pgettext("simplicity team table, 2 letters", "Pk"),
        i18n.pgettext("simplicity team table, 2 letters", "Bn"),
        i18n.pgettext("simplicity team table, 2 letters", "To"),
    )


def long_headers() -> tuple[str, ...]:
    return (
        i18n.pgettext("simplicity team table", "Links"),
        i18n.pgettext("simplicity team table", "Nbhd"),
        i18n.pgettext("simplicity team table", "Parks"),
        i18n.pgettext("simplicity team table", "Bonus"),
        i18n.pgettext("simplicity team table", "Total"),
    )
