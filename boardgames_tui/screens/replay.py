"""Replay: a saved game, read-only, on the game's own screen, one action at a time.

The replay screen is the game's own screen class with this mixin in front: the same board,
panels and log, drawn for the position after step ``position`` from the chosen view.  Nothing
is ever played or saved.  Before the game is over, a seat's view is shown only after a
handover to that seat; once it is over, every view is open.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from boardgames_rules.core import quote
from boardgames_rules.core.session import Session
from rich.text import Text
from textual.binding import Binding
from textual.widgets import Input

from boardgames_tui.catch_up import new_lines
from boardgames_tui.score_history import score_history
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.screens.registry import screen_for
from boardgames_tui.theme import seat_name
from boardgames_tui.widgets.score_chart import ScoreChart

SPEEDS = (2.0, 1.0, 0.5, 0.25, 0.1)  # seconds per action while playing
REPLAY_ACTIONS = {
    "step",
    "jump",
    "period",
    "play",
    "pause",
    "speed",
    "next_view",
    "close_replay",
    "help",
    "command",
    "cancel",
    "toggle_since",
}
# Pairs of keys share one word in the footer ("←→ Step"), so that every key fits in 80
# columns.  The pairs come first; the last one's word ends in a space, as the compact footer
# puts none between it and the next key.
STEP = Binding.Group("Step", compact=True)
PERIOD = Binding.Group("Period", compact=True)
ENDS = Binding.Group("", compact=True)  # "Home/End" says it
SPEED = Binding.Group("Speed ", compact=True)
BINDINGS = [
    Binding("left", "step(-1)", "Back", priority=True, group=STEP),
    Binding("right", "step(1)", "Forward", priority=True, group=STEP),
    Binding("left_square_bracket", "period(-1)", "Previous period", key_display="[",
            priority=True, group=PERIOD),
    Binding("right_square_bracket", "period(1)", "Next period", key_display="]",
            priority=True, group=PERIOD),
    Binding("home", "jump(0)", "Start", key_display="Home/", priority=True, group=ENDS),
    Binding("end", "jump(-1)", "End", key_display="End", priority=True, group=ENDS),
    Binding("plus", "speed(1)", "Faster", key_display="+", group=SPEED),
    Binding("minus", "speed(-1)", "Slower", key_display="-", group=SPEED),
    # Space plays, or pauses while playing: the footer says which.
    Binding("space", "play", "Play", priority=True),
    Binding("space", "pause", "Pause", priority=True),
    Binding("v", "next_view", "View"),
    Binding("colon", "command", "Jump", key_display=":"),
    Binding("question_mark", "help", "Rules", key_display="?"),
    Binding("q", "close_replay", "Close"),
    Binding("escape", "cancel", "Cancel", show=False),
    Binding("n", "toggle_since", "News", show=False),
]  # fmt: skip


class ReplayMixin:
    """In front of a game's screen class: see :func:`replay_screen`."""

    def __init__(self, session: Session, save_path: Path) -> None:
        self.all_steps = list(session.steps)
        self.finished = session.over
        watched = Session(
            session.game, session.seed, session.players, dict(session.options), session.initial
        )
        watched.bots = dict(session.bots)
        super().__init__(watched, save_path)  # type: ignore[call-arg]
        states = [session.initial, *(step.after for step in self.all_steps)]
        self.history = score_history(session.game, states)
        self.position = 0  # steps shown: 0 is the opening position
        self.view_seat: int | None = None  # None: the public view
        self.speed = 1
        self.note = Text("")  # a refusal or an "already there", shown until the next move
        self._timer: Any = None

    def on_mount(self) -> None:
        """Besides the game screen's own mounting (Textual calls both): the score chart above
        the log, its marker at the action shown."""
        chart = ScoreChart(
            self.history,
            self.session.players,
            self.history.period_at(0),
            id="replay-chart",  # type: ignore[attr-defined]
        )
        chart.styles.height = 12 if self.app.size.height >= 32 else 8  # type: ignore[attr-defined]
        self.query_one("#side").mount(chart, before="#log")  # type: ignore[attr-defined]

    # -- what the game screen must not do in a replay ---------------------------------------
    def after_change(self) -> None:
        """No handovers, bots or game-over dialog while watching."""

    def autosave(self) -> None:
        """A replay never writes the save."""

    def play(self, action: Any, by_bot: bool = False) -> bool:
        self.say("This is a replay: nothing can be played (q closes it).", error=True)
        return False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("play", "pause"):
            return (self._timer is None) == (action == "play")
        return True if action in REPLAY_ACTIONS else False

    def board_key_state(self, action: str) -> bool:
        """The board's cursor still moves (its panel follows it); Enter chooses nothing."""
        return action not in ("choose", "look")

    def say(self, message: str, error: bool = False) -> None:
        """A line under the step line, until the next key moves the replay."""
        self.note = Text(message, style="bold red" if error else "italic")
        self.redraw()

    def redraw(self) -> None:
        self.keyboard = self.view_seat
        self.message = self.step_line()
        if getattr(self, "note", None):
            self.message.append_text(Text("\n").append_text(self.note))
        super().redraw()  # type: ignore[misc]

    def refresh_since(self) -> None:
        """Mark the places the shown action changed (from the chosen view)."""
        board = self.board_widget()  # type: ignore[attr-defined]
        if board is None:
            return
        if self.position == 0:
            board.set_changed(frozenset())
            return
        step = self.all_steps[self.position - 1]
        game = self.session.game  # type: ignore[attr-defined]
        before, after = (
            game.view(step.before, self.view_seat),
            game.view(step.after, self.view_seat),
        )
        board.set_changed(game.changed_places(before, after))

    # -- what is shown ------------------------------------------------------------------------
    def period_of(self, position: int) -> str:
        game = self.session.game  # type: ignore[attr-defined]
        state = self.all_steps[position - 1].after if position else self.session.initial  # type: ignore[attr-defined]
        return game.period(game.view(state, None))

    def step_line(self) -> Text:
        players = self.session.players  # type: ignore[attr-defined]
        whose = "public view" if self.view_seat is None else f"{players[self.view_seat]}'s view"
        head = Text.assemble(
            ("▶ " if self._timer is not None else "⏸ ", "bold"),
            f"Replay {self.position}/{len(self.all_steps)}  {self.period_of(self.position)}  "
            f"({whose}, {SPEEDS[self.speed]:g} s/action)  ",
        )
        if self.position == 0:
            return head.append("the opening position", style="dim")
        step = self.all_steps[self.position - 1]
        game = self.session.game  # type: ignore[attr-defined]
        lines = new_lines(
            game.view(step.before, self.view_seat), game.view(step.after, self.view_seat)
        )
        head.append_text(seat_name(players, step.actor) if step.actor >= 0 else Text("the game"))
        head.append(f": {step.notation}" + (f" — {' '.join(lines)}" if lines else ""))
        return head

    def show(self, position: int) -> None:
        self.note = Text("")
        position = max(0, min(position, len(self.all_steps)))
        if position == self.position and self._timer is None:
            last = len(self.all_steps)
            where = "the opening position" if position == 0 else f"the last action ({last})"
            self.say(f"Already at {where}.")
            return
        self.position = position
        self.session.steps = self.all_steps[: self.position]  # type: ignore[attr-defined]
        for chart in self.query(ScoreChart):  # type: ignore[attr-defined]
            chart.show(self.history, self.history.period_at(self.position))
        self.redraw()

    # -- keys ---------------------------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        self.show(self.position + delta)

    def action_jump(self, position: int) -> None:
        self.show(len(self.all_steps) if position < 0 else position)

    def action_period(self, direction: int) -> None:
        """To the first action of the next (or this, then the previous) turn, era or round."""
        here = self.period_of(self.position)
        position = self.position
        if direction > 0:
            while position < len(self.all_steps) and self.period_of(position) == here:
                position += 1
        else:
            while position > 0 and self.period_of(position - 1) == here:
                position -= 1
            if position == self.position and position > 0:
                here = self.period_of(position - 1)
                while position > 0 and self.period_of(position - 1) == here:
                    position -= 1
        self.show(position)

    def action_play(self) -> None:
        self.action_play_pause()

    def action_pause(self) -> None:
        self.action_play_pause()

    def action_play_pause(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        else:
            if self.position >= len(self.all_steps):
                self.position = 0
            self._timer = self.set_interval(SPEEDS[self.speed], self._tick)  # type: ignore[attr-defined]
        self.redraw()

    def _tick(self) -> None:
        if self.position >= len(self.all_steps):
            self.action_play_pause()
            return
        self.show(self.position + 1)

    def action_speed(self, delta: int) -> None:
        speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))
        if speed == self.speed:
            which = "fastest" if delta > 0 else "slowest"
            self.say(f"Already the {which} speed ({SPEEDS[speed]:g} s/action).")
            return
        self.speed = speed
        if self._timer is not None:
            self._timer.stop()
            self._timer = self.set_interval(SPEEDS[self.speed], self._tick)  # type: ignore[attr-defined]
        self.redraw()

    def action_next_view(self) -> None:
        """Public → each seat → public.  Before the end, a seat's view needs a handover."""
        seats = len(self.session.players)  # type: ignore[attr-defined]
        following = 0 if self.view_seat is None else self.view_seat + 1
        target = following if following < seats else None
        game = self.session.game  # type: ignore[attr-defined]
        if target is None or self.finished or not game.has_private_info:
            self.view_seat = target
            self.redraw()
            return
        self.view_seat = None
        self.redraw()

        def taken(_: None) -> None:
            self.view_seat = target
            self.redraw()

        self.app.push_screen(  # type: ignore[attr-defined]
            HandoverScreen(game, self.session.state, target),
            taken,  # type: ignore[attr-defined]
        )

    def action_close_replay(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        if len(self.app.screen_stack) > 2:  # type: ignore[attr-defined]
            self.app.pop_screen()  # type: ignore[attr-defined]
        else:
            self.app.exit()  # type: ignore[attr-defined]

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """``:`` then an action number, or a period as shown (``round 3``, ``era 2``…)."""
        event.prevent_default()
        text = event.value.strip().lower()
        # ASCII digits only: str.isdigit() also accepts '³', which int() refuses; a number
        # too long for int() is past the last action anyway.
        if text.isascii() and text.isdigit():
            self.show(int(text) if len(text.lstrip("0")) < 10 else len(self.all_steps))
        else:
            found = next(
                (p for p in range(len(self.all_steps) + 1) if self.period_of(p).lower() == text),
                None,
            )
            if found is None:
                self.say(  # type: ignore[attr-defined]
                    f"No {quote(text)} in this game: type an action number or e.g. round 2.", True
                )
                return
            self.show(found)
        self.close_command()  # type: ignore[attr-defined]


def replay_screen(session: Session, save_path: Path) -> Any:
    base = screen_for(session.game.name)
    cls = type(
        f"Replay{base.__name__}",
        (ReplayMixin, base),
        # Only the replay's keys, in this order: none of the game's (they would play).
        {"BINDINGS": BINDINGS, "__module__": base.__module__},
        inherit_bindings=False,
    )
    return cls(session, save_path)
