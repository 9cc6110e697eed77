"""Replay mode of the table: a saved game, read-only, one action at a time.

The table shows the position after step ``position`` from the chosen view (``view_seat``; None
for the public view).  Nothing is ever played or saved.  Before the game is over, a seat's view
is shown only after a handover to that seat; once it is over, every view is open.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from boardgames_rules.core.i18n import _
from boardgames_rules.core.session import Session, Step

from boardgames_tui.catch_up import new_lines

if TYPE_CHECKING:
    from boardgames_tui.table.controller import Table

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.1)  # seconds per action while playing


@dataclass(frozen=True)
class Shown:
    """The action on show, for the replay's step line: who, what, and its log lines."""

    step: Step
    lines: tuple[str, ...]


class ReplayMode:
    def __init__(self, session: Session) -> None:
        self.all_steps = list(session.steps)
        self.finished = session.over
        self.position = 0  # steps shown: 0 is the opening position
        self.view_seat: int | None = None  # None: the public view
        self.speed = 1  # an index into SPEEDS
        self.playing = False  # the screen's timer steps forward while this is set
        self.table: Table | None = None

    @classmethod
    def table_for(cls, session: Session, save_path: Path) -> Table:
        """A table that watches ``session`` from its opening position."""
        from boardgames_tui.table.controller import Table

        watched = Session(
            session.game, session.seed, session.players, dict(session.options), session.initial
        )
        watched.bots = dict(session.bots)
        mode = cls(session)
        table = mode.table = Table(watched, save_path, replay=mode)
        return table

    @property
    def _table(self) -> Table:
        assert self.table is not None
        return self.table

    @property
    def last(self) -> int:
        return len(self.all_steps)

    def show(self, position: int) -> str | None:
        """Move to ``position`` (kept within the game); say so when already there."""
        position = max(0, min(position, self.last))
        if position == self.position and not self.playing:
            if position == 0:
                return _("Already at the opening position.")
            return _("Already at the last action ({number}).").format(number=self.last)
        self.position = position
        self._table.session.steps = self.all_steps[:position]
        return None

    def step(self, delta: int) -> str | None:
        return self.show(self.position + delta)

    def jump(self, position: int) -> str | None:
        """To ``position``; a negative one is the end."""
        return self.show(self.last if position < 0 else position)

    def period_of(self, position: int) -> str:
        """The turn, era or round of the position after ``position`` actions."""
        table = self._table
        state = self.all_steps[position - 1].after if position else table.session.initial
        return table.game.period(table.view_of(state, None))

    def period(self, direction: int) -> str | None:
        """To the first action of the next (or this, then the previous) turn, era or round."""
        here = self.period_of(self.position)
        position = self.position
        if direction > 0:
            while position < self.last and self.period_of(position) == here:
                position += 1
        else:
            while position > 0 and self.period_of(position - 1) == here:
                position -= 1
            if position == self.position and position > 0:
                here = self.period_of(position - 1)
                while position > 0 and self.period_of(position - 1) == here:
                    position -= 1
        return self.show(position)

    def find(self, text: str) -> int | None:
        """``:`` then an action number, or a period as shown (``round 3``, ``era 2``…)."""
        text = text.strip().lower()
        # ASCII digits only: str.isdigit() also accepts '³', which int() refuses; a number
        # too long for int() is past the last action anyway.
        if text.isascii() and text.isdigit():
            return int(text) if len(text.lstrip("0")) < 10 else self.last
        return next((p for p in range(self.last + 1) if self.period_of(p).lower() == text), None)

    def faster(self, delta: int) -> str | None:
        speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))
        if speed == self.speed:
            if delta > 0:
                said = _("Already the fastest speed ({seconds} s/action).")
            else:
                said = _("Already the slowest speed ({seconds} s/action).")
            return said.format(seconds=f"{SPEEDS[speed]:g}")
        self.speed = speed
        return None

    def seconds(self) -> float:
        return SPEEDS[self.speed]

    def start_or_pause(self) -> bool:
        """Space: play on from here (from the start once at the end), or pause; True if playing."""
        self.playing = not self.playing
        if self.playing and self.position >= self.last:
            self.position = 0
        return self.playing

    def next_view(self) -> tuple[int | None, bool]:
        """Public → each seat → public: the view to show next, and whether a handover to that
        seat must come first (before the end of a game with private information)."""
        seats = len(self._table.players)
        following = 0 if self.view_seat is None else self.view_seat + 1
        target = following if following < seats else None
        handover = target is not None and not self.finished and self._table.game.has_private_info
        self.set_view(None if handover else target)
        return target, handover

    def set_view(self, seat: int | None) -> None:
        self.view_seat = seat
        self._table.keyboard = seat

    def shown(self) -> Shown | None:
        """The action shown (None at the opening position), seen from the chosen view."""
        if self.position == 0:
            return None
        step = self.all_steps[self.position - 1]
        table = self._table
        before = table.view_of(step.before, self.view_seat)
        after = table.view_of(step.after, self.view_seat)
        return Shown(step, new_lines(before, after))

    def changed(self) -> frozenset[str]:
        """The places the shown action changed, from the chosen view."""
        if self.position == 0:
            return frozenset()
        step = self.all_steps[self.position - 1]
        table = self._table
        before = table.view_of(step.before, self.view_seat)
        after = table.view_of(step.after, self.view_seat)
        return table.game.changed_places(before, after)
