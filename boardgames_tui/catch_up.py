""" "Since your last turn": what the other seats did while one seat looked away.

Everything here is read from that seat's own views (the log lines it may see, the places its
view shows changed, the public scores), so a catch-up never carries another seat's secret.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from boardgames_rules.core.game import GameView, LogEntry
from boardgames_rules.core.session import Session


@dataclass(frozen=True)
class CatchUp:
    seat: int
    places: frozenset[str] = frozenset()
    # (actor seat, what that seat's view logged for the action) for each action by another seat
    actions: tuple[tuple[int, tuple[LogEntry, ...]], ...] = ()
    scores: tuple[str, ...] = field(default=())  # "Ann 3→5" for every score that moved

    @property
    def empty(self) -> bool:
        return not (self.places or self.actions or self.scores)


def new_entries(before: GameView, after: GameView) -> tuple[LogEntry, ...]:
    """The log entries ``after`` shows that ``before`` did not (logs only ever grow)."""
    return tuple(after.log[len(before.log) :])


def new_lines(before: GameView, after: GameView, english: bool = False) -> tuple[str, ...]:
    """The new entries' lines in the language on screen (``english``: for a file, as ``run``)."""
    players = after.players
    if english:
        return tuple(entry.english(players) for entry in new_entries(before, after))
    return tuple(entry.rendered(players) for entry in new_entries(before, after))


def catch_up(session: Session, seat: int) -> CatchUp:
    """What changed for ``seat`` since its last action (since the start if it has not acted)."""
    game, steps = session.game, session.steps
    last = max((i for i, step in enumerate(steps) if step.actor == seat), default=-1)
    since = steps[last + 1 :]
    if not since:
        return CatchUp(seat)
    start = since[0].before
    actions = tuple(
        (step.actor, new_entries(game.view(step.before, seat), game.view(step.after, seat)))
        for step in since
        if step.actor != seat
    )
    places = game.changed_places(game.view(start, seat), game.view(session.state, seat))
    old = {s.seat: s.total for s in game.scores(start)}
    scores = tuple(
        f"{session.players[s.seat]} {old[s.seat]}→{s.total}"
        for s in game.scores(session.state)
        if s.seat in old and old[s.seat] != s.total
    )
    return CatchUp(seat, places, actions, scores)
