"""The words of Simplicity's screens, marked for Simplicity's catalogue.

The screens (``boardgames_tui/games/simplicity``) translate them where they are shown
(``_(words.TAKEN)``); kept here, in the game's rules, they land in the game's own catalogue
with the rest of its words, not in the app's.  Whole sentences with named placeholders.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import N_, ngettext

# -- the help screen's keys -----------------------------------------------------------------
EXTRA_KEYS = N_(
    "## Simplicity keys\n\n"
    "- **1**-**7** (or a click on a planning row): take that row's tile; its legal "
    "spaces are bracketed `[●]` and highlighted on the city and the cursor jumps to the "
    "first\n"
    "- Arrows or **h j k l** move the cursor; **Enter**/**space** (or a click) builds the "
    "chosen tile on a highlighted space\n"
    "- **Esc**: put the tile back (choose another)\n"
    "- When the demolition token is due, **1**-**7** or a click places it on that row\n"
    "- City: `B•r` = Blue tile with team Red's disc (tiles are capitals B O P Y, G park; "
    "discs a dot and an initial •r •w •p •c •b •g), `=B=` pre-printed building, "
    "`░░░` the blank space\n"
    "- Planning board: the symbols a row's tile may go on (`✱` wild: any empty space, the "
    "blank one too), its tile (`taken` once a team "
    "took it), the pawn that took it (`♟r`, team Red's pawn); `XX` demolished this round, "
    "`--` fits no empty space now\n"
    "- Team table: **Lnk** links (3 points for each pair of a team's discs side by side), "
    "**Nbh** neighbourhoods (each disc on a building scores its group's size), **Prk** parks "
    "(each disc on a park scores k × k for the k building colours beside it: one park can "
    "give 9), **Bon** bonus tokens (1 point each), **Tot** the total; `*` marks the team "
    "whose score counts for its player (the lower one); beside long names on a small "
    "terminal the headers are two letters: **Lk Nb Pk Bn To**"
)

# -- the prompt line's hints and answers ------------------------------------------------------
HINT_DEMOLISH = N_("Demolition token: press 1-7 (or click a row) to block its tile.")
HINT_TAKE = N_("Press 1-7 (or click a planning row) to take a tile.")
ONLY_ROWS = N_("There are only {rows} planning rows.")
ROW_DEMOLISHED = N_("Row {row}'s tile is demolished this round: choose another.")
ROW_TAKEN = N_("Row {row}'s tile is already taken: choose another.")
ROW_FITS_NOWHERE = N_("Row {row}'s tile fits no empty space: choose another.")
DEMOLISH_FIRST = N_("First place the demolition token: press 1-7.")
CHOOSE_TILE_FIRST = N_("Choose a tile first: press its row number 1-7.")
CHOOSE_TILE_FIRST_FITS = N_(
    "Choose a tile first: press its row number 1-7 (rows that fit {space}: {rows})."
)

# -- the team panel and tables ----------------------------------------------------------------
TEAMS = N_("Teams")
TEAM = N_("Team")
PLAYER = N_("Player")
SCORE = N_("Score")
STAR_NOTE = N_("* the lower team counts")
TEAMS_STARRED = N_("Teams (* the lower team counts)")
PANEL_TITLE = N_("Round {round}/{rounds} · bag {bag}")
DEMOLITION = N_("Demolition: ")
ROW_BLOCKED = N_("row {row} blocked")
FROM_ROUND_2 = N_("from round 2")

# -- the planning board -----------------------------------------------------------------------
PLANNING_KEYS = N_("Planning: press 1-7")
PLANNING = N_("Planning")
DEMOLISH_KEYS = N_("Demolish: press 1-7")
DEMOLISH = N_("Demolish")
# Row 7's tile goes on any empty space, the blank one too: the rules call the row "wild"
# (terms.json: "comodín").  Its cell has 5 columns, too few for "comodín": the board draws a
# mark of its own there, and the legend names it with the term (``✱ comodín``).
WILD_MARK = "✱"
WILD_MARK_ASCII = "*"
TAKEN = N_("taken")  # a row whose tile was built (9 columns)
DEMOLISHED = N_("demolished")
NO_SPACE = N_("no space")

# -- the city and its legend ------------------------------------------------------------------
PRINTED = N_("printed")  # a pre-printed building, inside its cell (at most 7 columns)
BLANK = N_("blank")  # the blank space, inside its cell (at most 7 columns)
PAWN = N_("pawn")
LINK = N_("link")
# The space under the cursor, in words: long and short forms.
PARK_TILE = N_("{tile} park")
BUILDING_TILE = N_("{tile} building")
PRINTED_AFTER = N_(", printed")
TEAM_AFTER = N_(", team ")
TEAM_AFTER_SHORT = N_(": team ")
BLANK_LONG = N_("blank: row 7 tiles only")
BLANK_SHORT = N_("blank: row 7 only")
BLANK_TINY = N_("░ row 7 only")  # under a 4-column city: at most 18 columns
EMPTY = N_("empty")
BUILDS_LONG = N_("  Enter builds here")
BUILDS_SHORT = N_(" ⏎ builds")
NOT_HIGHLIGHTED = N_("  not highlighted")


def row_chosen(row: int, tile: str, letter: str, n: int) -> str:
    """A tile taken, where it may go (one row at 80 columns: the prompt above keeps its own)."""
    return ngettext(
        "Row {row}: {tile} ({letter}), {n} highlighted space; Enter builds, Esc puts it back.",
        "Row {row}: {tile} ({letter}), {n} highlighted spaces; Enter builds, Esc puts it back.",
        n,
    ).format(row=row, tile=tile, letter=letter, n=n)
