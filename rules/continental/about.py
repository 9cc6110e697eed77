"""Continental as ``boardgames list`` and the title screen name it (no rules imported)."""

from boardgames_rules.core.about import About
from boardgames_rules.core.i18n import N_

ABOUT = About(
    name="continental",
    title="Continental",
    summary=N_(
        "Roll for Providence, build around your Cities, march armies and claim the 8x8 board."
    ),
    min_players=2,
    max_players=2,
    listing_order=3,
)
