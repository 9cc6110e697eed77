"""A game's record for sharing: players, seed, every action with its log lines, final scores.

The text form is itself a moves file: every line but the actions starts with ``#``, so
``boardgames run GAME --players N --names ... --seed S --moves FILE`` replays it.  Log lines
are the public ones while the game is on (a save holds every hand), all of them once it is over.
"""

from __future__ import annotations

import json
from typing import Any

from boardgames_rules.core.messages import english
from boardgames_rules.core.session import Session

from boardgames_tui.catch_up import new_lines


def record(session: Session) -> dict[str, Any]:
    game, over = session.game, session.over
    actions = []
    for step in session.steps:
        if over:
            lines = [e.english(session.players) for e in step.after.log[len(step.before.log) :]]
        else:
            before, after = game.view(step.before, None), game.view(step.after, None)
            lines = list(new_lines(before, after, english=True))
        actions.append({"seat": step.actor, "notation": step.notation, "log": lines})
    outcome = game.outcome(session.state)
    scores = outcome.scores if outcome is not None else game.scores(session.state)
    return {
        "game": game.name,
        "title": game.title,
        "seed": session.seed,
        "players": list(session.players),
        "options": session.options,
        "finished": over,
        "actions": actions,
        "winners": list(outcome.winners) if outcome is not None else None,
        "result": english(outcome.reason, session.players) if outcome is not None else None,
        "scores": [
            {
                "seat": s.seat,
                "player": session.players[s.seat],
                "total": s.total,
                "breakdown": s.breakdown,
            }
            for s in scores
        ],
    }


def as_json(session: Session) -> str:
    return json.dumps(record(session), indent=1, ensure_ascii=False) + "\n"


def as_text(session: Session) -> str:
    data = record(session)
    names = ",".join(data["players"])
    lines = [
        f"# {data['title']}: {', '.join(data['players'])}; seed {data['seed']}",
        f"# replay: boardgames run {data['game']} --players {len(data['players'])} "
        f"--names {names} --seed {data['seed']} --moves THIS_FILE",
    ]
    for number, action in enumerate(data["actions"], start=1):
        who = data["players"][action["seat"]] if action["seat"] >= 0 else "the game"
        lines.append(f"# {number}. {who}")
        lines.append(action["notation"])
        lines.extend(f"#    {text}" for text in action["log"])
    heading = "final scores" if data["finished"] else "scores so far (the game is not over)"
    lines.append(f"# {heading}:")
    for score in data["scores"]:
        parts = ", ".join(f"{k} {v}" for k, v in score["breakdown"].items())
        lines.append(f"#   {score['player']}: {score['total']} ({parts})")
    if data["result"]:
        lines.append(f"# {data['result']}")
    return "\n".join(lines) + "\n"
