"""`boardgames run`: apply actions written in notation, headless, and print the result."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path
from typing import Any

from boardgames_rules.core import RulesError, SetupError
from boardgames_rules.core.errors import IllegalAction
from boardgames_rules.core.i18n import _, ngettext
from boardgames_rules.core.messages import render
from boardgames_rules.core.session import Session
from rich.table import Table
from rich.text import Text

from boardgames_tui.commands.common import UsageError, find_game, out, players_for


def cmd_run(args: argparse.Namespace) -> int:
    game = find_game(args.game)
    try:
        players = players_for(game, args.players, getattr(args, "names", None))
        session = Session.start(game, players, args.seed)
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
            if isinstance(problem, IllegalAction):  # in the language chosen (--lang)
                reason = problem.rejection.rendered()
            # A bounded prefix: a pasted megabyte is not echoed back whole.
            shown = text if len(text) <= 60 else text[:59] + "…"
            said = _("line {number}: {line}: {reason}")
            print(said.format(number=number, line=shown, reason=reason), file=sys.stderr)
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
        said = _("cannot read {file}: {problem}")
        raise UsageError(said.format(file=source, problem=problem.strerror)) from None


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
    played = ngettext(
        "{game}, seed {seed}, {count} action played",
        "{game}, seed {seed}, {count} actions played",
        len(session.steps),
    )
    out.print(Text(played.format(game=game.title, seed=session.seed, count=len(session.steps))))
    out.print(Text(game.prompt(state)))
    table = Table()
    table.add_column(_("Player"))
    table.add_column(_("Score"), justify="right")
    table.add_column(_("Breakdown"))
    for score in game.scores(state):
        parts = ", ".join(f"{k} {v}" for k, v in score.breakdown.items())
        table.add_row(Text(session.players[score.seat]), str(score.total), parts)
    out.print(table)
    outcome = game.outcome(state)
    if outcome is not None:
        out.print(Text(render(outcome.reason, session.players), style="bold"))
    else:
        legal = [game.format_action(state, a) for a in game.legal_actions(state)]
        listed = ", ".join(legal[:20]) + (" …" if len(legal) > 20 else "")
        said = ngettext(
            "{count} legal action: {actions}", "{count} legal actions: {actions}", len(legal)
        )
        out.print(Text(said.format(count=len(legal), actions=listed)))


def cmd_lesson_moves(args: argparse.Namespace) -> int:
    """Every action of a game's lessons, as moves files for ``run``, one after another."""
    from boardgames_rules.core.lessons import LessonError, load_lessons

    game = find_game(args.game)
    try:
        lessons = load_lessons(game)
    except LessonError as problem:
        raise UsageError(str(problem)) from None
    if not lessons:
        raise UsageError(_("{game} has no lessons yet").format(game=game.title))
    for number, lesson in enumerate(lessons, start=1):
        names = ",".join(lesson.players)
        print(f"# lesson {number}: {lesson.title}")
        print(
            f"# run: boardgames run {game.name} --players {len(lesson.players)} "
            f"--names {shlex.quote(names)} --seed {lesson.seed} --moves FILE  "
            "(FILE: this lesson's lines)"
        )
        for action in lesson.actions:
            print(action)
    return 0
