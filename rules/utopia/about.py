"""Utopia as ``boardgames list`` and the title screen name it (no rules imported)."""

from boardgames_rules.core.about import About
from boardgames_rules.core.i18n import N_

ABOUT = About(
    name="utopia",
    title="Utopia",
    summary=N_(
        "Welcome princes of five civilisations to a city of four islands, raise monuments "
        "and wonders, and sway the King's taste: first to 50 prestige ends the game."
    ),
    min_players=2,
    max_players=5,
    listing_order=4,
)
