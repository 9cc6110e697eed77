"""What happens at the table, free of the UI: the session, who plays each seat, whose view may
be on screen, bot turns, autosave and undo.

The game screen draws what a :class:`Table` exposes and forwards the player's keys to it; the
table never draws and never imports textual or rich (tests/test_import_hygiene.py), so all of
it is tested without a screen (tests/table/).  Only the table and the save code touch the
session's state: a screen asks :meth:`Table.view` for the view of the seat at the keyboard.

A lesson and a replay are modes of the same table (:mod:`.lesson`, :mod:`.replay`): a lesson
checks the learner's moves against its step and is never saved; a replay plays nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from boardgames_rules.core import GameView, IllegalAction, MalformedAction, SeatScore, i18n, quote
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.core.session import Session, Step
from boardgames_rules.core.typed import in_words

from boardgames_tui import debug_log
from boardgames_tui.save_lock import NewerSaveOnDisk, SaveHandle
from boardgames_tui.table.hint import HintRequest

if TYPE_CHECKING:
    from boardgames_rules.core.game import Game, GameState

    from boardgames_tui.table.lesson import LessonMode
    from boardgames_tui.table.replay import ReplayMode

# What the table does next, after an action, an undo or a seat changing hands (see next_turn).
Turn = Literal["over", "bot", "handover", "play", "lesson", "replay"]

REPLAY_REFUSAL = N_("This is a replay: nothing can be played (q closes it).")


@dataclass(frozen=True)
class Refused:
    """An action, undo or request the table turned down, and why, in a line for the player."""

    message: str
    # A lesson's refusal: the half-made choice on the board goes too (the step says what to do).
    drop_choice: bool = False


@dataclass(frozen=True)
class Handover:
    """What the handover screen between two players shows: only what the table may see."""

    players: tuple[str, ...]
    seat: int  # who takes the keyboard
    prompt: str
    scores: tuple[SeatScore, ...]


@dataclass(frozen=True)
class BotTurn:
    """A bot's turn to think about: :meth:`think` is a plain call, safe in a worker thread (it
    reads only this frozen position); its answer goes back through :meth:`Table.bot_chose`
    with ``token``, and is dropped there if the table has moved on since."""

    token: int
    game: Game
    state: GameState
    seat: int
    level: str
    seed: str

    def think(self) -> Any:
        # The bots load with the first bot turn, not at start-up.  The bot gets the state only
        # through Bot.choose, which determinizes it for its seat first: it never reads another
        # seat's hand or the deck order.
        from boardgames_rules.bots import make_bot

        bot = make_bot(self.level)
        return bot.choose(self.game, self.state, self.seat, random.Random(self.seed))


class Table:
    """One game at the table.  ``keyboard`` is the seat whose private view may be on screen;
    None while the table sees only public information (before a handover is confirmed)."""

    def __init__(
        self,
        session: Session,
        save_path: Path,
        lesson: LessonMode | None = None,
        replay: ReplayMode | None = None,
    ) -> None:
        self.session = session
        self.game = session.game
        self.save_path = save_path
        self.lesson = lesson
        self.replay = replay
        self.keyboard: int | None = None
        # Set by the app when it opens the game (None in a lesson and a replay: never saved).
        self.save_handle: SaveHandle | None = None
        self.save_problem = ""  # why the last save failed; "" while the file is up to date
        self.saved_count: int | None = None  # actions in the file after the last good save
        # Bot turns: each one gets a token so that a late answer for an old position (after
        # an undo, a seat changing hands or leaving the screen) is dropped.
        self._bot_token = 0
        self.bot_thinking = False
        self.bot_hurry = False
        self._bot_pending: tuple[int, Any] | None = None
        self._hint_token = 0
        # (state, seat, language, its view)
        self._view: tuple[Any, int | None, str, GameView] | None = None
        self._legal: tuple[Any, list[Any]] | None = None  # (state, its legal actions)

    # -- seats --------------------------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self.session.players

    @property
    def current(self) -> int | None:
        return self.session.current

    @property
    def over(self) -> bool:
        return self.session.over

    @property
    def played(self) -> int:
        """How many actions lead to the position on the table."""
        return len(self.session.steps)

    def human_seats(self) -> list[int]:
        return [s for s in range(len(self.session.players)) if s not in self.session.bots]

    def is_bot_turn(self) -> bool:
        current = self.session.current
        return current is not None and current in self.session.bots

    def first_keyboard(self) -> None:
        """Who has the keyboard as the screen opens, before any handover."""
        humans = self.human_seats()
        if self.lesson is not None:
            self.keyboard = self.lesson.learner
        elif self.replay is not None:
            self.keyboard = self.replay.view_seat
        elif not self.game.has_private_info:
            self.keyboard = self.session.current
        elif len(humans) == 1:
            # One person against bots: their own view stays on screen, no handovers at all.
            self.keyboard = humans[0]

    def seat_refusal(self) -> str | None:
        """Why no seat can change hands now, or None."""
        if self.lesson is not None:
            return "In a lesson the seats stay as they are."
        if self.session.over:
            return "The game is over: no seat to hand over."
        return None

    def hand_seat(self, seat: int, level: str | None) -> bool:
        """Give ``seat`` to a bot of ``level`` or to a person (None); False if it already is.

        Saved with the game; undo never goes back past it (``Session.hand_seat``)."""
        if self.session.over or self.session.bots.get(seat) == level:
            return False
        self.drop_bot_turn()  # a move thought about or announced for the old seats goes
        self.session.hand_seat(seat, level)
        humans = self.human_seats()
        if self.game.has_private_info:
            # Hidden cards: with one person left their view stays on screen; with more, the
            # table sees the public view until the next player takes the keyboard.
            self.keyboard = humans[0] if len(humans) == 1 else None
        self.autosave()
        return True

    # -- what the seat at the keyboard sees and may do ---------------------------------------
    def view(self) -> Any:
        """The keyboard seat's view of the current state, built once per state and seat (a
        cursor step asks for it on every key, and a view is not free).  Keyed on the language
        too: a view's prompt and titles are written in the language on screen."""
        state, seat, language = self.session.state, self.keyboard, i18n.current()
        cached = self._view
        if cached is None or cached[0] is not state or cached[1:3] != (seat, language):
            cached = self._view = (state, seat, language, self.game.view(state, seat))
        return cached[3]

    def public_view(self) -> Any:
        return self.game.view(self.session.state, None)

    def view_of(self, state: GameState, seat: int | None) -> Any:
        """A seat's view of a past state (a replay's step, the catch-up)."""
        return self.game.view(state, seat)

    def at_keyboard(self) -> bool:
        """Whether the seat to play has the keyboard (its private view is on screen)."""
        return self.keyboard is not None and self.keyboard == self.session.current

    def legal(self) -> list[Any]:
        """What the seat at the keyboard may do here: the legal actions, once per state.

        In a game without private information anyone at the table may see them; in one with
        it, only while their seat has the keyboard (they show a hand)."""
        if self.game.has_private_info and not self.at_keyboard():
            return []
        state = self.session.state
        cached = self._legal
        if cached is None or cached[0] is not state:
            cached = self._legal = (state, self.game.legal_actions(state))
        return cached[1]

    def states(self) -> list[GameState]:
        """The opening position, then the state after each action played (a replay's all)."""
        steps = self.replay.all_steps if self.replay is not None else self.session.steps
        initial = self.session.initial
        assert initial is not None  # Session.start and from_states set it
        return [initial, *(step.after for step in steps)]

    def seat_hues(self) -> tuple[str, ...]:
        return self.game.seat_hues(self.session.state)

    def prompt(self) -> str:
        return self.game.prompt(self.session.state)

    def scores(self) -> list[Any]:
        return list(self.game.scores(self.session.state))

    def outcome(self) -> Any:
        return self.game.outcome(self.session.state)

    def handover(self, seat: int) -> Handover:
        """The handover to ``seat``, from the position on the table."""
        state = self.session.state
        return Handover(
            self.session.players, seat, self.game.prompt(state), self.game.scores(state)
        )

    def in_words(self, step: Step | str) -> str:
        """A step's notation (or a notation) as a player of the language on screen may type
        it: what a screen shows of an action played, taken back or replayed."""
        notation = step if isinstance(step, str) else step.notation
        return in_words(self.game.name, notation)

    def describe(self, action: Any) -> str:
        """An action in notation, for the position now."""
        return self.game.format_action(self.session.state, action)

    # -- playing ------------------------------------------------------------------------------
    def play(self, action: Any, by_bot: bool = False) -> Step | Refused:
        """Play an action object or notation; on a refusal nothing changes."""
        if self.replay is not None:
            return Refused(_(REPLAY_REFUSAL))
        if self.is_bot_turn() and not by_bot:
            seat = self.session.current
            assert seat is not None
            name = self.session.players[seat]
            said = _("It is {player}'s turn (a bot): wait, or '.' to hurry it.")
            return Refused(said.format(player=name))
        if self.lesson is not None and not by_bot:
            refusal = self.lesson.refusal(self.session, action)
            if refusal is not None:
                return Refused(refusal, drop_choice=True)
        try:
            step = self.session.play(action)
        except MalformedAction as err:
            return Refused(cannot_read(err))
        except IllegalAction as err:
            return Refused(not_allowed(err.rule, err.rejection.rendered()))
        if self.lesson is not None and not by_bot:
            self.lesson.run.moved()
        self.autosave()  # a failure is remembered (save_problem); the action stays played
        debug_log.played(self.session, step)
        return step

    def played_line(self, step: Step) -> str:
        # Named, because after a bot's move the one reading it is the other player.
        player = self.session.players[step.actor]
        return _("{player} played: {action}").format(player=player, action=self.in_words(step))

    def undo(self) -> Step | Refused:
        if self.replay is not None:
            return Refused(_(REPLAY_REFUSAL))
        if self.is_bot_turn():
            return Refused(_("Cannot undo while a bot is playing."))
        reason = self.session.undo_refusal()
        if reason is not None:
            return Refused(_("Cannot undo: {reason}.").format(reason=reason))
        step = self.session.undo()
        self.drop_bot_turn()
        if self.lesson is not None:
            self.lesson.run.after_undo(self.session)
        self.autosave()
        return step

    def next_turn(self) -> Turn:
        """After a change: who has the keyboard now, and what the screen does next.

        "over": the game is over; "bot": a bot is to think (:meth:`start_bot_turn`);
        "handover": the keyboard is to be handed to the seat to play (``keyboard`` is None
        until :meth:`handed_over`); "lesson": the lesson goes on (:mod:`.lesson`); "replay":
        nothing happens; "play": the seat at the keyboard plays on."""
        if self.replay is not None:
            return "replay"
        if self.lesson is not None:
            self.keyboard = self.lesson.learner
            return "lesson"
        if self.session.over:
            self.keyboard = None if self.game.has_private_info else self.keyboard
            return "over"
        current = self.session.current
        if current in self.session.bots:
            # No handover to a bot: the screen keeps the view of whoever is at the keyboard.
            if not self.game.has_private_info:
                self.keyboard = current
            return "bot"
        if self.handover_due():
            self.keyboard = None  # hide the last player's hand before anything else is drawn
            return "handover"
        self.keyboard = current
        return "play"

    def handover_due(self) -> bool:
        """Whether the seat to play must be handed the keyboard behind a handover screen: only
        in a game with private information, with more than one person at the table."""
        current = self.session.current
        if self.replay is not None or self.lesson is not None or current is None:
            return False
        if current in self.session.bots or current == self.keyboard:
            return False
        return self.game.has_private_info and len(self.human_seats()) > 1

    def handed_over(self) -> None:
        """The seat to play confirmed it has the keyboard."""
        self.keyboard = self.session.current

    # -- bot turns and hints ------------------------------------------------------------------
    def start_bot_turn(self) -> BotTurn | Refused:
        """The current seat's bot is to think; a new token drops any older answer."""
        seat = self.session.current
        assert seat is not None and seat in self.session.bots
        if self.save_problem:
            # A bot playing on would pile up actions that are not in the file: wait for a save.
            return Refused(_("Bot turns wait until the game is saved: Ctrl+S tries again."))
        self._bot_token += 1
        self.bot_thinking, self.bot_hurry, self._bot_pending = True, False, None
        seed = f"{self.session.seed}:{len(self.session.steps)}"
        level = self.session.bots[seat]
        return BotTurn(self._bot_token, self.game, self.session.state, seat, level, seed)

    def drop_bot_turn(self) -> None:
        """Forget a bot move being thought about or announced (undo, a seat changing hands)."""
        self._bot_token += 1
        self.bot_thinking, self._bot_pending = False, None

    def bot_waiting(self) -> bool:
        """A bot turn held back (by a failed save) that nothing is thinking about."""
        return self.is_bot_turn() and not self.bot_thinking and self._bot_pending is None

    def bot_chose(self, token: int, action: Any) -> bool:
        """A bot's answer: kept (to be announced, then played) only if still wanted."""
        if token != self._bot_token or not self.is_bot_turn():
            return False
        self.bot_thinking = False
        self._bot_pending = (token, action)
        return True

    def bot_failed(self, token: int, seat: int) -> bool:
        """A bot broke: its seat goes to a person so that the game goes on."""
        if token != self._bot_token:
            return False
        self.bot_thinking = False
        self.session.bots.pop(seat, None)
        return True

    def pending_bot_move(self) -> tuple[int, Any] | None:
        """The announced bot move waiting to be played, with its token."""
        return self._bot_pending

    def take_bot_move(self, token: int) -> Any | None:
        """The announced move, to play now, if ``token`` is still the bot turn's."""
        pending = self._bot_pending
        if pending is None or pending[0] != token or token != self._bot_token:
            return None
        self._bot_pending = None
        return pending[1]

    def hint_request(self) -> HintRequest | Refused:
        seat = self.session.current
        if seat is None or self.is_bot_turn():
            return Refused(_("A hint is for a human player's turn."))
        if self.keyboard != seat:
            return Refused(_("Take the keyboard first (the hint uses your hand)."))
        self._hint_token += 1
        state, steps = self.session.state, len(self.session.steps)
        return HintRequest(self._hint_token, steps, self.game, state, seat)

    def hint_wanted(self, request: HintRequest) -> bool:
        """Whether a hint's answer is still for the position on the table."""
        return (
            request.token == self._hint_token
            and request.steps == len(self.session.steps)
            and self.session.state is request.state
        )

    # -- saving -------------------------------------------------------------------------------
    def autosave(self) -> bool:
        """Write the game to its file; on failure remember why (and keep the moves).

        A lesson and a replay have no save handle: nothing is written."""
        if self.save_handle is None or self.lesson is not None:
            return True  # "play on" gives a lesson's game a file
        try:
            self.save_handle.write(self.session.to_save())
        except (OSError, NewerSaveOnDisk) as err:
            self.save_problem = save_failure(err, self.save_path)
            debug_log.note(f"save failed: {self.save_problem}")
        else:
            self.save_problem = ""
            self.saved_count = len(self.session.actions)
            debug_log.note(f"saved {self.save_path.name}: {self.saved_count} actions")
        return not self.save_problem

    def unsaved_actions(self) -> int:
        return len(self.session.actions) - (self.saved_count or 0)

    def release(self) -> None:
        if self.save_handle is not None:
            self.save_handle.release()

    def play_on(self, with_bot: bool, save_path: Path) -> None:
        """A lesson's position becomes a normal game, saved to a new file from now on."""
        assert self.lesson is not None
        learner = self.lesson.learner
        self.lesson = None
        seats = range(len(self.session.players))
        self.session.bots = {s: "search" for s in seats if s != learner} if with_bot else {}
        self.save_path = save_path
        # A new file: no other copy of the app can hold it yet.
        self.save_handle = SaveHandle.open(save_path)
        self.autosave()


def save_failure(err: Exception, path: Path) -> str:
    """Why a save failed, in a line: the system's reason and the file, or the conflict."""
    if isinstance(err, OSError):
        reason = err.strerror or type(err).__name__
        where = err.filename or path
        return f"{reason} ({where})"
    return str(err)


def cannot_read(err: MalformedAction) -> str:
    """A refusal of text that is not an action in notation (the rules say why)."""
    return _("Cannot read {text}: {reason}").format(text=quote(err.text), reason=err.reason)


def not_allowed(rule: str, reason: object) -> str:
    """A refusal of an action the rules do not allow now: the rule's code, then why."""
    return _("Not allowed ({rule}): {reason}").format(rule=rule, reason=reason)
