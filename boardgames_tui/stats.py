"""Statistics from the saves on this machine: games per game, wins per player, average scores.

Only finished games count for wins and scores; unreadable files are counted apart.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from boardgames_rules.core.i18n import _, ngettext
from rich.console import Group
from rich.table import Table
from rich.text import Text

from boardgames_tui.shelf import ShelfEntry


@dataclass
class Stats:
    games: dict[str, list[int]] = field(default_factory=dict)  # title -> [finished, unfinished]
    scores: dict[str, list[int]] = field(default_factory=dict)  # title -> every final score
    players: dict[str, list[int]] = field(default_factory=dict)  # name -> [games, wins, total]
    unreadable: int = 0
    wins: dict[str, dict[str, int]] = field(default_factory=dict)  # title -> name -> wins


def compute(entries: list[ShelfEntry]) -> Stats:
    stats = Stats(defaultdict(lambda: [0, 0]), defaultdict(list), defaultdict(lambda: [0, 0, 0]))
    wins: dict[str, dict[str, int]] = defaultdict(dict)
    for entry in entries:
        if entry.save is None:
            stats.unreadable += 1
            continue
        outcome = entry.outcome
        stats.games[entry.title][0 if outcome is not None else 1] += 1
        if outcome is None:
            continue
        for score in outcome.scores:
            name = entry.save.players[score.seat]
            stats.scores[entry.title].append(score.total)
            record = stats.players[name]
            record[0] += 1
            record[1] += score.seat in outcome.winners
            if score.seat in outcome.winners:
                wins[entry.title][name] = wins[entry.title].get(name, 0) + 1
            record[2] += score.total
    return Stats(
        dict(stats.games), dict(stats.scores), dict(stats.players), stats.unreadable, dict(wins)
    )


def tables(stats: Stats) -> Group:
    games = Table(title=_("Games"))
    for number, column in enumerate(
        (_("Game"), _("Finished"), _("Unfinished"), _("Average score"))
    ):
        games.add_column(column, justify="right" if number else "left")
    for title, (done, going) in sorted(stats.games.items()):
        scores = stats.scores.get(title, [])
        average = f"{sum(scores) / len(scores):.1f}" if scores else "-"
        games.add_row(title, str(done), str(going), average)
    players = Table(title=_("Players (finished games)"))
    for number, column in enumerate((_("Player"), _("Games"), _("Wins"), _("Average score"))):
        players.add_column(column, justify="right" if number else "left")
    ranked = sorted(stats.players.items(), key=lambda item: (-item[1][1], item[0]))
    for name, (played, wins, total) in ranked:
        players.add_row(Text(name), str(played), str(wins), f"{total / played:.1f}")
    parts: list = [games, players]
    if not stats.players:  # headings over nothing would read as a fault: say why it is empty
        none_yet = _("No finished games yet: wins and scores count once a game ends.")
        parts = [games, Text(none_yet)]
    if not stats.games:
        parts = [Text(_("No saved games yet."))]
    if stats.unreadable:
        skipped = ngettext(
            "{count} unreadable save file not counted.",
            "{count} unreadable save files not counted.",
            stats.unreadable,
        )
        parts.append(Text(skipped.format(count=stats.unreadable), "dim"))
    return Group(*parts)
