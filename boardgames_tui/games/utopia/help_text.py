"""Utopia's keys and map legend, for the help screen (? in a game)."""

from boardgames_rules.core.i18n import N_, _

from boardgames_tui.games.utopia.board import LEGEND, WONDER

# Shown through the catalogue, its {wonder} and {legend} filled in there (``utopia_keys``).
UTOPIA_KEYS = N_(
    "## Utopia keys\n\n"
    "- Arrows or **h j k l** move the cursor between districts; **Enter**/**space** or a "
    "click chooses a district. Districts where the chosen action applies are marked `>`; "
    "`@` is where a move starts\n"
    "- Phase 1: pick a waiting guest's civilisation from the menu (**1**-**9**); the "
    "guests wait by each island's name on the city. Then a marked district of an island "
    "where it waits: the district decides which island's guest you take. The menu also "
    "offers the privilege (draw blind)\n"
    "- Phase 2: choose a civilisation from your hand by its letter, **m p e g c** (either "
    "case) or **1**-**5** (civilisation order), then an action from the menu, "
    "then a marked district (for a move: origin, then destination)\n"
    "- **f**: free actions (wonder, control) — the prompt says when one is possible\n"
    "- **t**: end the turn (press twice while card actions are still possible)\n"
    "- Discards: press a civilisation once per card to discard; **Esc** starts over\n"
    "- **Enter** on a district with nothing chosen lists everything you can do there\n"
    "- The city: four islands in the sea, districts between alleys (`│ ─`), bridges `═ ║`, "
    "lighthouses `☼` and their dashed lines `┄ ┆` dividing the sea sectors. In a district: "
    "`Wi1 Sail Quay 2` label, name, value; `[M2]` Maya monument of player 2; `M1×2 M2` three Maya "
    "princes, two of player 1 and one of player 2 (a letter, its owner's digit, `×` a count "
    "when more than one); `+3` three more princes than the district has room for, named in "
    "the line under the city (the cursor's district in words, its princes by owner first). "
    "By the harbours: `▲1` a ship in sea sector S1, `{wonder}2` the "
    "island's wonder belongs to player 2, the guests waiting there (phase 1). "
    "Cards in hand: `[M]`.\n"
    "- Labels: a district is its island's first two letters and its number (`Wi1` Wind, "
    "`Fi3` Fire, `Ea1` Earth, `Wa4` Water; the command line takes `V1 F3 E1 W4` too); a "
    "capital letter alone is a civilisation (`E` Egyptians); a digit on the city is a player "
    "(`1` the first seat); a count comes before its letter (`8M`: eight Maya)\n"
    "- Legend: {legend}"
)


def utopia_keys() -> str:
    """Utopia's keys and legend for the help screen, in the language on screen."""
    return _(UTOPIA_KEYS).format(wonder=WONDER, legend=_(LEGEND))
