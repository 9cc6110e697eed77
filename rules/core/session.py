"""A game in progress: the states so far, who did what, and the undo policy.

The app, the CLI and the tests all drive games through a Session so that undo and saving
behave the same everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from boardgames_rules.core.errors import Rejection
from boardgames_rules.core.game import Game, GameState
from boardgames_rules.core.i18n import _
from boardgames_rules.core.levels import level_named
from boardgames_rules.core.save import PERSON, SaveFile, make_save


@dataclass(frozen=True)
class Step:
    notation: str
    actor: int
    before: GameState
    after: GameState


@dataclass
class Session:
    game: Game
    seed: int
    players: tuple[str, ...]
    options: dict[str, Any]
    initial: GameState
    steps: list[Step] = field(default_factory=list)
    # Seats played by a bot (seat -> level: random, greedy or search); saved with the game.
    bots: dict[int, str] = field(default_factory=dict)
    # Seats that changed hands mid-game: (steps played by then, seat, level or "person").
    seat_changes: list[tuple[int, int, str]] = field(default_factory=list)

    @classmethod
    def start(cls, game: Game, players: tuple[str, ...], seed: int, **options: Any) -> Session:
        state = game.new_game(players, seed, **options)
        return cls(game, seed, state.players, dict(options), state)

    @classmethod
    def from_states(
        cls, game: Game, save: SaveFile, states: list[GameState], actions: list[str]
    ) -> Session:
        session = cls(game, save.seed, save.players, dict(save.options), states[0])
        # A level may be saved by its strength (``hard``) or by what it does (``search``):
        # the session always holds the latter, the name the bots and new saves use.
        session.bots = {
            int(seat): level_named(level) or level
            for seat, level in save.bots.items()
            if seat.isdigit() and int(seat) < len(save.players)
        }
        session.seat_changes = [
            (at, seat, level_named(level) or level) for at, seat, level in save.seat_changes
        ]
        for text, before, after in zip(actions, states[:-1], states[1:], strict=True):
            actor = game.current_player(before)
            session.steps.append(Step(text, -1 if actor is None else actor, before, after))
        return session

    @property
    def state(self) -> GameState:
        return self.steps[-1].after if self.steps else self.initial

    @property
    def current(self) -> int | None:
        return self.game.current_player(self.state)

    @property
    def over(self) -> bool:
        return self.current is None

    @property
    def actions(self) -> list[str]:
        return [s.notation for s in self.steps]

    def play(self, text_or_action: Any) -> Step:
        """Apply an action (or its notation); raises MalformedAction / IllegalAction."""
        state = self.state
        action = (
            self.game.read_typed(state, text_or_action)
            if isinstance(text_or_action, str)
            else text_or_action
        )
        actor = self.game.current_player(state)
        after = self.game.apply(state, action)
        step = Step(
            self.game.format_action(state, action), -1 if actor is None else actor, state, after
        )
        self.steps.append(step)
        return step

    def check(self, text_or_action: Any) -> Rejection | None:
        state = self.state
        action = (
            self.game.read_typed(state, text_or_action)
            if isinstance(text_or_action, str)
            else text_or_action
        )
        return self.game.validate(state, action)

    def undo_refusal(self) -> str | None:
        """Why the last action cannot be taken back now, or None when it can.

        A player may take back their own actions, back to the last die roll, card draw or other
        revealed information, and never across another player's decision.
        """
        if not self.steps:
            return _("nothing to undo yet")
        last = self.steps[-1]
        if self.seat_changes and self.seat_changes[-1][0] >= len(self.steps):
            return _("a seat changed hands after it (a bot or a person took it over)")
        if self.current != last.actor:
            return _("the last action was another player's decision (or ended the turn)")
        if last.before.rng != last.after.rng or last.before.reveal != last.after.reveal:
            return _("the last action revealed new information (a roll or a draw)")
        return None

    def undo(self) -> Step:
        reason = self.undo_refusal()
        if reason is not None:
            raise ValueError(f"cannot undo: {reason}")
        return self.steps.pop()

    def hand_seat(self, seat: int, level: str | None) -> None:
        """Give ``seat`` to a bot of ``level``, or to a person (None), from this point on."""
        if level is None:
            self.bots.pop(seat, None)
        else:
            self.bots[seat] = level
        self.seat_changes.append((len(self.steps), seat, level or PERSON))

    def to_save(self) -> SaveFile:
        return make_save(
            self.game,
            self.seed,
            self.players,
            self.options,
            self.actions,
            self.state,
            self.bots,
            self.seat_changes,
        )
