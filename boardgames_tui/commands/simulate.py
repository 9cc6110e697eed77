"""`boardgames simulate`: bot-only games, then wins, scores and speed in tables."""

from __future__ import annotations

import argparse
import json
from typing import Any

from boardgames_rules.core.i18n import _, ngettext
from rich.table import Table
from rich.text import Text

from boardgames_tui.commands.common import UsageError, err, find_game, out


def cmd_simulate(args: argparse.Namespace) -> int:
    from boardgames_rules.bots.simulate import Config, run, summarize
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    game = find_game(args.game)
    players = args.players if args.players is not None else game.min_players
    from boardgames_rules.bots.base import level_named

    # By strength (hard) or by the older name (search); an unknown word is refused by check().
    levels = tuple(level_named(word) or word.strip() for word in args.bots.split(","))
    if len(levels) == 1:
        levels = levels * max(players, 1)
    config = Config(
        game,
        args.games,
        players,
        levels,
        seed=args.seed,
        rotate=not args.fixed_seats,
        simulations=args.sims,
        budget=args.budget,
    )
    try:
        config.check()
    except ValueError as problem:
        raise UsageError(str(problem)) from None
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
    ) as progress:
        task = progress.add_task(f"{game.title}", total=args.games)
        records = run(config, lambda done, _: progress.update(task, completed=done))
    report = summarize(config, records)
    if args.json:
        print(json.dumps(report))
    else:
        print_simulation(report)
    return 0


def print_simulation(report: dict[str, Any]) -> None:
    from boardgames_rules.bots.base import STRENGTHS

    search = report["search"]
    played = ngettext(
        "{game}: {count} game, {players} players, seed {seed}, bots {bots}",
        "{game}: {count} games, {players} players, seed {seed}, bots {bots}",
        report["games"],
    ).format(
        game=report["game"],
        count=report["games"],
        players=report["players"],
        seed=report["seed"],
        bots=",".join(STRENGTHS[b] for b in report["bots"]),
    )
    seating = _("rotated one seat per game") if report["rotate"] else _("fixed seats")
    line = f"{played} ({seating})"
    if "search" in report["bots"]:
        line += "; " + _("hard: {count} simulations").format(count=search["simulations"])
        line += f", {search['budget']} s" if search["budget"] else ""
    out.print(Text(line))
    seats = Table(title=_("By seat"))
    seats.add_column(_("Seat"))
    seats.add_column(_("Wins"), justify="right")
    seats.add_column(_("Score (mean ± sd)"), justify="right")
    components = list(dict.fromkeys(k for s in report["seats"] for k in s["components"]))
    for seat in report["seats"]:
        seats.add_row(
            Text(f"{seat['seat']} {seat['side']}"),
            f"{seat['wins']:g} ({seat['win_rate']:.0%})",
            _mean_sd(seat["score"]),
        )
    out.print(seats)
    parts = Table(title=_("Score components by seat (mean ± sd)"))
    parts.add_column(_("Component"))
    for seat in report["seats"]:
        parts.add_column(Text(f"{seat['seat']} {seat['side']}"), justify="right")
    for key in components:
        parts.add_row(
            Text(key),
            *(
                _mean_sd(s["components"][key]) if key in s["components"] else "-"
                for s in report["seats"]
            ),
        )
    out.print(parts)
    bots = Table(title=_("By bot"))
    bots.add_column(_("Bot"))
    bots.add_column(_("Wins"), justify="right")
    bots.add_column(_("Score (mean ± sd)"), justify="right")
    for bot in report["by_bot"]:
        bots.add_row(
            f"{bot['entry']} {STRENGTHS[bot['level']]}",
            f"{bot['wins']:g} ({bot['win_rate']:.0%})",
            _mean_sd(bot["score"]),
        )
    out.print(bots)
    length, timing = report["length"], report["timing"]
    said = _(
        "Game length: {mean} decisions (min {least}, max {most}); draws: {draws}; "
        "{speed} decisions/s"
    )
    speed = f"{timing['decisions_per_second'] or 0:,.0f}"
    out.print(
        Text(
            said.format(
                mean=_mean_sd(length),
                least=length["min"],
                most=length["max"],
                draws=report["draws"],
                speed=speed,
            )
        )
    )
    ended = "; ".join(f"{k} ×{v}" for k, v in report["reasons"].items())
    out.print(Text(_("How games ended: {reasons}").format(reasons=ended)))


def _mean_sd(spread: dict[str, float]) -> str:
    return f"{spread['mean']:.1f} ± {spread['sd']:.1f}"
