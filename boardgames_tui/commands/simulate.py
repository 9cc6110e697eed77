"""`boardgames simulate`: bot-only games, then wins, scores and speed in tables."""

from __future__ import annotations

import argparse
import json
from typing import Any

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
    out.print(
        Text(
            f"{report['game']}: {report['games']} games, {report['players']} players, "
            f"seed {report['seed']}, bots {','.join(STRENGTHS[b] for b in report['bots'])}"
            + (" (rotated one seat per game)" if report["rotate"] else " (fixed seats)")
            + (
                f"; hard: {search['simulations']} simulations"
                + (f", {search['budget']} s" if search["budget"] else "")
                if "search" in report["bots"]
                else ""
            )
        )
    )
    seats = Table(title="By seat")
    seats.add_column("Seat")
    seats.add_column("Wins", justify="right")
    seats.add_column("Score (mean ± sd)", justify="right")
    components = list(dict.fromkeys(k for s in report["seats"] for k in s["components"]))
    for seat in report["seats"]:
        seats.add_row(
            Text(f"{seat['seat']} {seat['side']}"),
            f"{seat['wins']:g} ({seat['win_rate']:.0%})",
            _mean_sd(seat["score"]),
        )
    out.print(seats)
    parts = Table(title="Score components by seat (mean ± sd)")
    parts.add_column("Component")
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
    bots = Table(title="By bot")
    bots.add_column("Bot")
    bots.add_column("Wins", justify="right")
    bots.add_column("Score (mean ± sd)", justify="right")
    for bot in report["by_bot"]:
        bots.add_row(
            f"{bot['entry']} {STRENGTHS[bot['level']]}",
            f"{bot['wins']:g} ({bot['win_rate']:.0%})",
            _mean_sd(bot["score"]),
        )
    out.print(bots)
    length, timing = report["length"], report["timing"]
    out.print(
        Text(
            f"Game length: {_mean_sd(length)} decisions (min {length['min']}, max "
            f"{length['max']}); draws: {report['draws']}; "
            f"{timing['decisions_per_second'] or 0:,.0f} decisions/s"
        )
    )
    out.print(
        Text("How games ended: " + "; ".join(f"{k} ×{v}" for k, v in report["reasons"].items()))
    )


def _mean_sd(spread: dict[str, float]) -> str:
    return f"{spread['mean']:.1f} ± {spread['sd']:.1f}"
