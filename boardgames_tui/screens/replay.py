"""Replay: a saved game, read-only, on the game's own screen, one action at a time.

The replay is the game's own screen class over a table in replay mode
(:mod:`boardgames_tui.table.replay`): the same board, panels and log, drawn for the position
after step ``position`` from the chosen view, with the replay's keys instead of the game's.
Nothing is ever played or saved.  Before the game is over, a seat's view is shown only after a
handover to that seat; once it is over, every view is open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_rules.core import quote
from boardgames_rules.core.i18n import N_, _
from rich.text import Text
from textual.binding import Binding
from textual.timer import Timer

from boardgames_tui.score_history import score_history
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.table.replay import ReplayMode
from boardgames_tui.theme import seat_name
from boardgames_tui.widgets.score_chart import ScoreChart

if TYPE_CHECKING:
    from boardgames_tui.screens.game_base import GameScreen

# The screen's keys in a replay; its own keys go to GameScreen.action_replay(key, number).
REPLAY_ACTIONS = {"replay", "close_replay", "help", "command", "cancel", "toggle_since"}
# Pairs of keys share one word in the footer ("←→ Step"), so that every key fits in 80
# columns.  The pairs come first; the last one's word ends in a space, as the compact footer
# puts none between it and the next key.
STEP = Binding.Group(N_("Step"), compact=True)
PERIOD = Binding.Group(N_("Period"), compact=True)
ENDS = Binding.Group("", compact=True)  # "Home/End" says it
SPEED = Binding.Group(N_("Speed "), compact=True)
BINDINGS = [
    Binding("left", "replay('step', -1)", N_("Back"), priority=True, group=STEP,
            id="replay.back"),
    Binding("right", "replay('step', 1)", N_("Forward"), priority=True, group=STEP,
            id="replay.forward"),
    Binding("left_square_bracket", "replay('period', -1)", N_("Previous period"), key_display="[",
            priority=True, group=PERIOD, id="replay.previous_period"),
    Binding("right_square_bracket", "replay('period', 1)", N_("Next period"), key_display="]",
            priority=True, group=PERIOD, id="replay.next_period"),
    Binding("home", "replay('jump', 0)", N_("Start"), key_display="Home/", priority=True,
            group=ENDS, id="replay.start"),
    Binding("end", "replay('jump', -1)", N_("End"), key_display="End", priority=True,
            group=ENDS, id="replay.end"),
    Binding("plus", "replay('speed', 1)", N_("Faster"), key_display="+", group=SPEED,
            id="replay.faster"),
    Binding("minus", "replay('speed', -1)", N_("Slower"), key_display="-", group=SPEED,
            id="replay.slower"),
    # Space plays, or pauses while playing: the footer says which.
    Binding("space", "replay('play')", N_("Play"), priority=True, id="replay.play"),
    Binding("space", "replay('pause')", N_("Pause"), priority=True, id="replay.play"),
    Binding("v", "replay('next_view')", N_("View"), id="replay.view"),
    Binding("colon", "command", N_("Jump"), key_display=":", id="replay.jump"),
    Binding("question_mark", "help", N_("Rules"), key_display="?", id="common.rules"),
    Binding("q", "close_replay", N_("Close"), id="replay.close"),
    Binding("escape", "cancel", N_("Cancel"), show=False, id="game.cancel"),
    Binding("n", "toggle_since", N_("News"), show=False, id="game.news"),
]  # fmt: skip


class ReplaySide:
    """The screen's side of a replay: the chart, the step line, the timer and the keys."""

    def __init__(self, screen: GameScreen, mode: ReplayMode) -> None:
        self.screen = screen
        self.mode = mode
        self.history = score_history(screen.game, screen.table.states())
        self.note = Text("")  # a refusal or an "already there", shown until the next move
        self._timer: Timer | None = None

    def mount_chart(self) -> None:
        """The score chart above the log, its marker at the action shown."""
        screen = self.screen
        players = screen.table.players
        chart = ScoreChart(self.history, players, self.history.period_at(0), id="replay-chart")
        chart.styles.height = 12 if screen.app.size.height >= 32 else 8
        screen.query_one("#side").mount(chart, before="#log")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool:
        if action == "replay" and parameters[:1] in (("play",), ("pause",)):
            return (self._timer is None) == (parameters[0] == "play")
        return action in REPLAY_ACTIONS

    def key(self, key: str, number: int) -> None:
        """One of the replay's own keys (see BINDINGS)."""
        mode = self.mode
        if key in ("play", "pause"):
            self.play_pause()
        elif key == "speed":
            self.speed(number)
        elif key == "next_view":
            self.next_view()
        else:
            moves = {"step": mode.step, "jump": mode.jump, "period": mode.period}
            self.moved(moves[key](number))

    def say(self, message: str, error: bool) -> None:
        """A line under the step line, until the next key moves the replay."""
        self.note = Text(message, style="bold red" if error else "italic")
        self.screen.redraw()

    def message(self) -> Text:
        """The step line, then the note."""
        line = self.step_line()
        if self.note:
            line.append_text(Text("\n").append_text(self.note))
        return line

    def mark_changes(self) -> None:
        """Mark the places the shown action changed (from the chosen view)."""
        board = self.screen.board_widget()
        if board is not None:
            board.set_changed(self.mode.changed())

    def step_line(self) -> Text:
        mode = self.mode
        players = self.screen.table.players
        if mode.view_seat is None:
            whose = _("public view")
        else:
            whose = _("{player}'s view").format(player=players[mode.view_seat])
        where = _("Replay {position}/{last}").format(position=mode.position, last=mode.last)
        pace = _("{seconds} s/action").format(seconds=f"{mode.seconds():g}")
        head = Text.assemble(
            ("▶ " if self._timer is not None else "⏸ ", "bold"),
            f"{where}  {mode.period_of(mode.position)}  ({whose}, {pace})  ",
        )
        shown = mode.shown()
        if shown is None:
            return head.append(_("the opening position"), style="dim")
        actor = shown.step.actor
        head.append_text(seat_name(players, actor) if actor >= 0 else Text(_("the game")))
        lines = shown.lines
        action = self.screen.table.in_words(shown.step)
        head.append(f": {action}" + (f" — {' '.join(lines)}" if lines else ""))
        return head

    def moved(self, refusal: str | None) -> None:
        """After a step, a jump or a period: the note, the chart and the screen."""
        self.note = Text("")
        if refusal is not None:
            self.say(refusal, error=False)
            return
        for chart in self.screen.query(ScoreChart):
            chart.show(self.history, self.history.period_at(self.mode.position))
        self.screen.redraw()

    def play_pause(self) -> None:
        if self.mode.start_or_pause():
            self._timer = self.screen.set_interval(self.mode.seconds(), self._tick)
        elif self._timer is not None:
            self._timer.stop()
            self._timer = None
        self.screen.redraw()

    def _tick(self) -> None:
        if self.mode.position >= self.mode.last:
            self.play_pause()
            return
        self.moved(self.mode.step(1))

    def speed(self, delta: int) -> None:
        refusal = self.mode.faster(delta)
        if refusal is not None:
            self.say(refusal, error=False)
            return
        if self._timer is not None:
            self._timer.stop()
            self._timer = self.screen.set_interval(self.mode.seconds(), self._tick)
        self.screen.redraw()

    def next_view(self) -> None:
        """Public → each seat → public.  Before the end, a seat's view needs a handover."""
        target, handover = self.mode.next_view()
        self.screen.redraw()
        if not handover or target is None:
            return

        def taken(_: None) -> None:
            self.mode.set_view(target)
            self.screen.redraw()

        table = self.screen.table
        # The handover screen shows only what the table may see: names, prompt and scores.
        self.screen.app.push_screen(HandoverScreen(table.handover(target)), taken)

    def close(self) -> None:
        if self._timer is not None:
            self._timer.stop()
        app = self.screen.app
        if len(app.screen_stack) > 2:
            app.pop_screen()
        else:
            app.exit()

    def submitted(self, text: str) -> None:
        """``:`` then an action number, or a period as shown (``round 3``, ``era 2``…)."""
        found = self.mode.find(text)
        if found is None:
            typed = quote(text.strip().lower())
            said = _("No {typed} in this game: type an action number or e.g. round 2.")
            self.say(said.format(typed=typed), True)
            return
        self.moved(self.mode.show(found))
        self.screen.close_command()
