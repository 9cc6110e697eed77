"""Polis as ``boardgames list`` and the title screen name it (no rules imported)."""

from boardgames_rules.core.about import About
from boardgames_rules.core.i18n import N_

ABOUT = About(
    name="polis",
    title="Polis",
    summary=N_("Athens against Sparta for the hegemony of Greece over four eras."),
    min_players=2,
    max_players=2,
    listing_order=1,
)
