"""Simplicity as ``boardgames list`` and the title screen name it (no rules imported)."""

from boardgames_rules.core.about import About
from boardgames_rules.core.i18n import N_

ABOUT = About(
    name="simplicity",
    title="Simplicity",
    summary=N_(
        "Plan a city in five rounds: take tiles, build neighbourhoods of one colour, "
        "link your discs and place parks among many building types."
    ),
    min_players=2,
    max_players=6,
    listing_order=2,
)
