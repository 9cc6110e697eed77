"""The line under the city that says the cursor's district in words (``draw_detail``)."""

from __future__ import annotations

from textual import events
from textual.widgets import Static


class DistrictLine(Static):
    """Its facts are fitted to its width as they are drawn (whole facts only): when the width
    changes, as the layout settles around a new screen, the screen fits them again."""

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self._fit_again)

    def _fit_again(self) -> None:
        draw = getattr(self.screen, "draw_detail", None) if self.is_attached else None
        if draw is not None:
            draw()
