"""How the scores went over a game: each seat's total at the end of each period, and its chart.

The periods are the game's own (Polis eras, Utopia and Simplicity rounds, Continental turns),
read from the public view with the game's ``period``, the one the replay already jumps by.  The
chart is drawn with plotext (textual-plotext's ``Plot`` on screen, plotext itself for
``boardgames stats FILE``): one line per seat in the seat's colour, each drawn with its own
symbol, so the legend does not rely on colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from boardgames_rules.core import Game, GameState, GameView
from boardgames_rules.core.i18n import _
from boardgames_rules.core.session import Session
from rich.text import Text

# One symbol per seat, drawn along its line and shown in the legend (colour is never alone).
SEAT_MARKS = ("●", "x", "+", "■", "*", "#")
# Where seats share a score at a period's end: a line drawn later hid the earlier one there
# (a new player saw only Blue's x line, Red's ● under it: issue 42).
SHARED_MARK = "◆"
ANSI_NAMES = {"blue", "red", "green", "yellow", "magenta", "cyan", "white", "black"}


@dataclass(frozen=True)
class ScoreHistory:
    unit: str  # what a period is called: "era", "round", "turn"
    labels: tuple[str, ...]  # each period's name on the x-axis: "1", "5α"…
    ends: tuple[int, ...]  # actions played at each period's end (an index into the states)
    totals: tuple[tuple[int, ...], ...]  # totals[seat][period]

    def period_at(self, position: int) -> float:
        """Where action ``position`` falls on the x-axis (1 is the first period's end)."""
        start = 0
        for index, end in enumerate(self.ends):
            if position <= end:
                span = end - start
                return index + (1.0 if span == 0 else (position - start) / span)
            start = end
        return float(len(self.ends))


def session_states(session: Session) -> list[GameState]:
    """The opening position, then the state after each action played."""
    return [session.initial, *(step.after for step in session.steps)]


def period_views(session: Session, history: ScoreHistory) -> list[GameView]:
    """The public view of the opening position, then of each period's end (``history``'s
    ends): what a game-over table of the periods is drawn from, without the states."""
    states = session_states(session)
    game = session.game
    return [game.view(states[0], None), *(game.view(states[end], None) for end in history.ends)]


def score_history(game: Game, states: Sequence[GameState]) -> ScoreHistory:
    """Each seat's score at the end of each period (the last state before the next begins)."""
    # A game played in one stretch (no period) is one period, "game".
    periods = [game.period(game.view(state, None)) or "game" for state in states]
    ends = [i for i in range(len(states)) if i + 1 == len(states) or periods[i + 1] != periods[i]]
    seats = len(states[0].players)
    totals = [[0] * len(ends) for _ in range(seats)]
    for column, end in enumerate(ends):
        for score in game.scores(states[end]):
            totals[score.seat][column] = score.total
    unit, *_ = periods[0].split()
    labels = tuple(periods[end].split()[-1] for end in ends)
    return ScoreHistory(unit, labels, tuple(ends), tuple(tuple(row) for row in totals))


def plot_colour(colour: str) -> Any:
    """A seat colour as plotext takes it: an ANSI name as is, a hex colour as (r, g, b)."""
    if colour.startswith("#") and len(colour) == 7:
        return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return colour if colour in ANSI_NAMES else "default"


def draw_chart(
    plt: Any,
    history: ScoreHistory,
    players: Sequence[str],
    colours: Sequence[str],
    marker: float | None = None,
    width: int = 80,
    height: int = 24,
) -> None:
    """Draw the chart on a plotext figure (the module, or textual-plotext's ``Plot``).

    ``marker``: a vertical line at that point of the x-axis (the replay's current action)."""
    plt.clear_data()
    xs = list(range(1, len(history.labels) + 1))
    for seat, totals in enumerate(history.totals):
        plt.plot(
            xs,
            list(totals),
            marker=SEAT_MARKS[seat % len(SEAT_MARKS)],
            color=plot_colour(colours[seat % len(colours)]),
        )
    shared = shared_points(history)
    if shared:  # over the lines, in no seat's colour: the legend says what it means
        xs_shared, ys_shared = [x for x, _y in shared], [y for _x, y in shared]
        plt.scatter(xs_shared, ys_shared, marker=SHARED_MARK, color="default")
    # A label every 8 columns at most: plotext drops labels that collide, and which ones it
    # drops is not stable from one drawing to the next.
    plt.xticks(*thin_ticks(xs, history.labels, most=max(2, (width - 8) // 8)))
    if marker is not None:
        plt.vline(marker, "default")
    # The unit is the game's period word (turn, era, round) in the language on screen.
    plt.title(_("Scores by {unit}").format(unit=history.unit))
    low = min(0, *(min(row) for row in history.totals if row))
    top = max(1, *(max(row) for row in history.totals if row))
    plt.ylim(low, top)
    # At most four steps, and a label every other row of the plot at most (the title, the
    # x-axis and its labels take about four rows): plotext drops labels that collide, the
    # same unstable way as on the x-axis.
    steps = max(1, min(4, (height - 4) // 2))
    step = max(1, -(-(top - low) // steps))  # whole points: scores are whole numbers
    plt.yticks(list(range(low, top + 1, step)))


def shared_points(history: ScoreHistory) -> list[tuple[int, int]]:
    """The (period, score) points two seats or more share: one line hides the other there."""
    points: list[tuple[int, int]] = []
    for column in range(len(history.labels)):
        scores = [row[column] for row in history.totals if column < len(row)]
        points.extend((column + 1, y) for y in sorted(set(scores)) if scores.count(y) > 1)
    return points


def legend(
    players: Sequence[str], colours: Sequence[str], history: ScoreHistory | None = None
) -> Text:
    """Each seat's symbol and name in its colour, under the chart (plotext's own legend sits on
    the lines); and the mark of a score seats share, where ``history`` has one."""
    marks = [
        Text(
            f"{SEAT_MARKS[seat % len(SEAT_MARKS)]} {name}",
            style=f"bold {colours[seat % len(colours)]}",
        )
        for seat, name in enumerate(players)
    ]
    if history is not None and shared_points(history):
        marks.append(Text(_("{mark} tied").format(mark=SHARED_MARK), style="bold"))
    return Text("  ").join(marks)


def thin_ticks(xs: list[int], labels: Sequence[str], most: int = 12) -> tuple[list, list]:
    """At most ``most`` ticks (a 60-turn game would crowd 80 columns), always the last one."""
    step = max(1, -(-len(xs) // most))
    keep = [i for i in range(len(xs)) if i % step == 0 or i == len(xs) - 1]
    if len(keep) > 1 and keep[-1] - keep[-2] < step:
        keep.pop(-2)
    return [xs[i] for i in keep], [labels[i] for i in keep]


def chart_text(
    history: ScoreHistory, players: Sequence[str], colours: Sequence[str], width: int, height: int
) -> str:
    """The chart as terminal text (ANSI colours), for ``boardgames stats FILE``."""
    import plotext  # imported on use: only stats FILE draws outside the app

    plotext.clear_figure()
    plotext.theme("clear")
    plotext.plotsize(width, height)
    draw_chart(plotext, history, players, colours, width=width, height=height)
    return plotext.build() + "\n" + legend(players, colours, history).plain
