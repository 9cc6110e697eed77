"""Bot turns and hints on the game screen: a bot thinks in a worker thread, its move is
announced, then played; a hint is the search bot's choice from the player's own view.

A mixin of :class:`~boardgames_tui.screens.game_base.GameScreen`, which owns the session, the
prompt and playing an action; this part only decides when and what a bot plays.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from rich.text import Text

if TYPE_CHECKING:
    from boardgames_rules.core.game import Game
    from boardgames_rules.core.session import Session

HINT_BUDGET = 1.0  # seconds the search bot thinks for a hint


class BotTurns:
    # Set by GameScreen.__init__.  Each bot turn gets a token so that a late answer for an old
    # position (after an undo, a reload or leaving the screen) is dropped.
    session: Session
    game: Game
    _bot_token: int
    _bot_thinking: bool
    _bot_hurry: bool
    _bot_pending: tuple[int, Any] | None
    _hint_token: int
    save_problem: str  # SaveGuard: why the game is not saved ("" when it is)

    def human_seats(self) -> list[int]:
        return [s for s in range(len(self.session.players)) if s not in self.session.bots]

    def is_bot_turn(self) -> bool:
        current = self.session.current
        return current is not None and current in self.session.bots

    def start_bot_turn(self) -> None:
        """Let the bot of the current seat think in a worker thread (the UI stays live)."""
        seat = self.session.current
        assert seat is not None
        if self.save_problem:
            # A bot playing on would pile up actions that are not in the file: wait for a save.
            self.say("Bot turns wait until the game is saved: Ctrl+S tries again.", error=True)
            return
        self._bot_token += 1
        token = self._bot_token
        self._bot_thinking = True
        self._bot_hurry = False
        self._bot_pending = None
        from boardgames_rules.bots.base import strength_of  # the bots load with the first use

        level = self.session.bots[seat]
        name = self.session.players[seat]
        self.message = Text(f"⏳ {name} ({strength_of(level)} bot) is thinking…", style="italic")
        self.redraw()
        state = self.session.state
        seed = f"{self.session.seed}:{len(self.session.steps)}"

        def think() -> None:
            # The bot gets the state only through Bot.choose, which determinizes it for its
            # seat first: it never reads another seat's hand or the deck order.
            from boardgames_rules.bots import (
                make_bot,  # loaded with the first bot turn, not at start-up
            )

            try:
                action = make_bot(level).choose(self.game, state, seat, random.Random(seed))
            except Exception as err:  # noqa: BLE001 - a broken bot must not freeze the game
                self.app.call_from_thread(self._bot_failed, token, seat, err)
                return
            self.app.call_from_thread(self._bot_chose, token, action)

        self.run_worker(think, thread=True, group="bot", exit_on_error=False)

    def _bot_failed(self, token: int, seat: int, err: Exception) -> None:
        """Say so, and give the seat to a person: the game goes on instead of waiting."""
        if token != self._bot_token or not self.is_attached:
            return
        self._bot_thinking = False
        self.session.bots.pop(seat, None)
        self.after_change()
        name = self.session.players[seat]
        self.say(f"The bot failed: {err}; {name}'s seat is now played by a person.", error=True)

    def _bot_chose(self, token: int, action: Any) -> None:
        if token != self._bot_token or not self.is_attached or not self.is_bot_turn():
            return
        self._bot_thinking = False
        self._bot_pending = (token, action)
        seat = self.session.current
        assert seat is not None
        notation = self.game.format_action(self.session.state, action)
        delay = getattr(self.app, "bot_delay", 0.6)
        if self._bot_hurry or delay <= 0:
            self._play_bot(token)
            return
        self.message = Text(
            f"{self.session.players[seat]} plays: {notation}   ('.' to go on now)", style="italic"
        )
        self.redraw()
        self.set_timer(delay, lambda: self._play_bot(token))

    def _play_bot(self, token: int) -> None:
        pending = self._bot_pending
        if pending is None or pending[0] != token or token != self._bot_token:
            return
        self._bot_pending = None
        self.play(pending[1], by_bot=True)

    def action_hurry_bot(self) -> None:
        """'.': play the announced bot move now (or as soon as the bot has chosen)."""
        if self.hurry_scripted():  # type: ignore[attr-defined]
            return
        if self._bot_pending is not None:
            self._play_bot(self._bot_pending[0])
        elif self._bot_thinking:
            self._bot_hurry = True

    def action_hint(self) -> None:
        """The search bot's choice for the player to move, from that player's view only."""
        seat = self.session.current
        if seat is None or self.is_bot_turn():
            self.say("A hint is for a human player's turn.", error=True)
            return
        if self.keyboard != seat:
            self.say("Take the keyboard first (the hint uses your hand).", error=True)
            return
        self._hint_token += 1
        token, steps = self._hint_token, len(self.session.steps)
        state = self.session.state
        self.say("💡 Thinking of a hint…")

        def think() -> None:
            from boardgames_rules.bots import make_bot

            bot = make_bot("search", budget=HINT_BUDGET)
            action = bot.choose(self.game, state, seat, random.Random(f"hint:{steps}"))
            self.app.call_from_thread(self._hint_ready, token, steps, state, action)

        self.run_worker(think, thread=True, group="hint", exit_on_error=False)

    def _hint_ready(self, token: int, steps: int, state: Any, action: Any) -> None:
        if token != self._hint_token or steps != len(self.session.steps):
            return
        if not self.is_attached or self.session.state is not state:
            return
        self.say(f"💡 Hint: {self.game.format_action(state, action)}")
