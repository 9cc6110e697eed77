"""The ``boardgames`` command: list, play, resume, load, rules and the headless ``run``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from rules import GAMES, get_game
from rules.core import Game, RulesError, SetupError
from rules.core.save import SaveError
from rules.core.session import Session

out = Console()
err = Console(stderr=True)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boardgames",
        description="Hot-seat board games in the terminal. Without a command: the title screen.",
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="where saves are kept (default: $BOARDGAMES_HOME, else the platform's data folder)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    names = ", ".join(GAMES)

    sub.add_parser("list", help="list the games", description="List the games of the suite.")

    play = sub.add_parser(
        "play",
        help="start a new game",
        description="Start a new game. Without options, a dialog asks for players and names.",
    )
    play.add_argument("game", help=f"one of: {names}")
    play.add_argument("--players", type=int, metavar="N", help="number of players")
    play.add_argument("--names", metavar="A,B,...", help="player names, comma separated")
    play.add_argument("--seed", type=int, metavar="S", help="seed for dice and draws")

    sub.add_parser(
        "resume",
        help="resume the most recent unfinished game",
        description="Resume the most recently saved game that has not ended.",
    )
    load = sub.add_parser("load", help="open a save file", description="Open a save file.")
    load.add_argument("file", type=Path)

    rules = sub.add_parser("rules", help="print a game's rules", description="Print the rules.")
    rules.add_argument("game", help=f"one of: {names}")

    run = sub.add_parser(
        "run",
        help="play actions headless and print the result",
        description="Apply actions written in the game's notation, one per line (blank lines "
        "and lines starting with # are skipped), and print the resulting position.",
    )
    run.add_argument("game", help=f"one of: {names}")
    run.add_argument("--players", type=int, required=True, metavar="N")
    run.add_argument("--seed", type=int, required=True, metavar="S")
    run.add_argument("--moves", metavar="FILE|-", help="file of actions, or - for stdin")
    run.add_argument("--json", action="store_true", help="print JSON instead of a summary")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "list":
            return cmd_list()
        if args.command == "rules":
            out.print(Markdown(find_game(args.game).rules_text()))
            return 0
        if args.command == "run":
            return cmd_run(args)
        return launch(args)
    except UsageError as problem:
        err.print(Text(f"boardgames: {problem}", style="bold red"))
        return 2


class UsageError(Exception):
    pass


def find_game(name: str) -> Game:
    try:
        return get_game(name)
    except KeyError as missing:
        raise UsageError(missing.args[0]) from None


def cmd_list() -> int:
    table = Table(title="boardgames")
    table.add_column("Game", style="bold")
    table.add_column("Players", justify="center")
    table.add_column("About")
    for game in GAMES.values():
        table.add_row(game.name, game.player_range, game.summary)
    out.print(table)
    return 0


def players_for(game: Game, count: int | None, names: str | None) -> tuple[str, ...]:
    chosen = [n.strip() for n in names.split(",")] if names else None
    if count is None:
        count = len(chosen) if chosen else game.min_players
    if not game.min_players <= count <= game.max_players:
        raise UsageError(f"{game.title} is for {game.player_range} players, not {count}")
    if chosen is not None and len(chosen) != count:
        raise UsageError(f"--names gives {len(chosen)} names for {count} players")
    return tuple(chosen) if chosen else game.default_players(count)


def cmd_run(args: argparse.Namespace) -> int:
    game = find_game(args.game)
    try:
        session = Session.start(game, players_for(game, args.players, None), args.seed)
    except SetupError as problem:
        raise UsageError(str(problem)) from None
    lines = read_moves(args.moves)
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        try:
            session.play(text)
        except RulesError as problem:
            reason = getattr(problem, "reason", None) or str(problem)
            print(f"line {number}: {text}: {reason}", file=sys.stderr)
            return 1
    if args.json:
        print(json.dumps(run_report(session)))
    else:
        print_summary(session)
    return 0


def read_moves(source: str | None) -> list[str]:
    if source is None:
        return []
    if source == "-":
        return sys.stdin.read().splitlines()
    try:
        return Path(source).read_text("utf-8").splitlines()
    except OSError as problem:
        raise UsageError(f"cannot read {source}: {problem.strerror}") from None


def run_report(session: Session) -> dict[str, Any]:
    game, state = session.game, session.state
    outcome = game.outcome(state)
    return {
        "game": game.name,
        "seed": session.seed,
        "players": list(session.players),
        "current": game.current_player(state),
        "legal": [game.format_action(state, a) for a in game.legal_actions(state)],
        "outcome": None
        if outcome is None
        else {
            "winners": list(outcome.winners),
            "scores": [
                {"seat": s.seat, "total": s.total, "breakdown": s.breakdown} for s in outcome.scores
            ],
        },
        "state": json.loads(state.model_dump_json()),
    }


def print_summary(session: Session) -> None:
    game, state = session.game, session.state
    out.print(Text(f"{game.title}, seed {session.seed}, {len(session.steps)} actions played"))
    out.print(Text(game.prompt(state)))
    table = Table()
    table.add_column("Player")
    table.add_column("Score", justify="right")
    table.add_column("Breakdown")
    for score in game.scores(state):
        parts = ", ".join(f"{k} {v}" for k, v in score.breakdown.items())
        table.add_row(Text(session.players[score.seat]), str(score.total), parts)
    out.print(table)
    outcome = game.outcome(state)
    if outcome is not None:
        out.print(Text(outcome.reason, style="bold"))
    else:
        legal = [game.format_action(state, a) for a in game.legal_actions(state)]
        out.print(
            Text(
                f"{len(legal)} legal actions: "
                + ", ".join(legal[:20])
                + (" …" if len(legal) > 20 else "")
            )
        )


def launch(args: argparse.Namespace) -> int:
    # Imported here so that `boardgames list`, `rules` and `run` start without Textual.
    from boardgames_tui.app import BoardgamesApp, Start, load_session, random_seed
    from boardgames_tui.storage import Storage, data_dir

    storage = Storage(data_dir(args.data_dir))
    start = Start()
    if args.command == "play":
        game = find_game(args.game)
        if args.players is None and args.names is None and args.seed is None:
            start = Start(game=game.name)
        else:
            players = players_for(game, args.players, args.names)
            seed = args.seed if args.seed is not None else random_seed()
            try:
                start = Start(session=Session.start(game, players, seed))
            except SetupError as problem:
                raise UsageError(str(problem)) from None
    elif args.command in ("resume", "load"):
        if args.command == "resume":
            found = storage.latest_unfinished()
            if found is None:
                raise UsageError(f"no unfinished game to resume in {storage.saves}")
            path = found[0]
        else:
            path = args.file
        try:
            start = Start(session=load_session(path), save_path=path)
        except SaveError as problem:
            raise UsageError(f"cannot load {path}: {problem}") from None
    app = BoardgamesApp(storage, start)
    app.run()
    return app.return_code or 0


if __name__ == "__main__":
    sys.exit(main())
