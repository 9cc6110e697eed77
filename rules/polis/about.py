"""Polis as ``boardgames list`` and the title screen name it (no rules imported)."""

from boardgames_rules.core.about import About

ABOUT = About(
    name="polis",
    title="Polis",
    summary="Athens against Sparta for the hegemony of Greece over four eras.",
    min_players=2,
    max_players=2,
    listing_order=1,
)
