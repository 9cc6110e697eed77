"""``boardgames stats FILE``: one saved game's chart of the scores per period, and its totals."""

from __future__ import annotations

from pathlib import Path

from boardgames_rules.core.i18n import _
from boardgames_rules.core.messages import render
from boardgames_rules.core.save import SaveError
from rich.table import Table
from rich.text import Text

from boardgames_tui.commands.common import UsageError, out
from boardgames_tui.score_history import chart_text, score_history, session_states
from boardgames_tui.theme import SEAT_COLOURS


def cmd_game_stats(path: Path) -> int:
    from boardgames_tui.storage import load_session

    try:
        session = load_session(path)
    except SaveError as problem:
        said = _("cannot read {file}: {problem}")
        raise UsageError(said.format(file=path, problem=problem)) from None
    game, players = session.game, session.players
    history = score_history(game, session_states(session))
    width = max(40, min(out.width, 100))
    chart = chart_text(history, players, SEAT_COLOURS, width, 16)
    # Colours only on a terminal: piped, the chart is plain text (the symbols tell seats apart).
    out.print(Text.from_ansi(chart) if out.is_terminal else Text(Text.from_ansi(chart).plain))
    stands = _("{game}: finished") if session.over else _("{game}: in play")
    table = Table(title=stands.format(game=game.title))
    table.add_column(_("Player"))
    for label in (_("Score"), *(f"{history.unit} {x}" for x in history.labels[-3:])):
        table.add_column(label, justify="right")
    outcome = game.outcome(session.state)
    for score in game.scores(session.state):
        won = outcome is not None and score.seat in outcome.winners
        name = Text(
            _("{player} (won)").format(player=players[score.seat]) if won else players[score.seat]
        )
        last = [str(t) for t in history.totals[score.seat][-3:]]
        table.add_row(name, str(score.total), *last)
    out.print(table)
    if outcome is not None:
        out.print(Text(render(outcome.reason, players)))
    return 0
