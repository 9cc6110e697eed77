"""Bot turns and hints on the game screen: a bot thinks in a worker thread, its move is
announced, then played; a hint is the search bot's choice from the player's own view.

The table (:class:`~boardgames_tui.table.Table`) decides whose turn it is, hands out each bot
turn with a token and drops an answer that comes too late; this part only runs the thinking
in a worker thread, says what happens and keeps the announced move on screen a moment.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from boardgames_rules.core.i18n import _
from rich.cells import cell_len
from rich.text import Text

from boardgames_tui.table import BotTurn, Hint, HintRequest, Refused

if TYPE_CHECKING:
    from boardgames_tui.screens.game_base import GameScreen

HINT_BUDGET = 1.0  # seconds the search bot thinks for a hint
HINT_MARK = "💡 "  # before a hint's first line; its second line is indented as far


class BotDriver:
    def __init__(self, screen: GameScreen) -> None:
        self.screen = screen
        self.table = screen.table

    def start(self) -> None:
        """Let the bot of the current seat think in a worker thread (the UI stays live)."""
        screen = self.screen
        turn = self.table.start_bot_turn()
        if isinstance(turn, Refused):
            screen.say(turn.message, error=True)
            return
        from boardgames_rules.bots.base import strength_of  # the bots load with the first use

        name = self.table.players[turn.seat]
        message = _("⏳ {player} ({level} bot) is thinking…").format(
            player=name, level=strength_of(turn.level)
        )
        screen.message = Text(message, style="italic")
        screen.redraw()
        app = screen.app

        def think() -> None:
            try:
                action = turn.think()
            except Exception as err:  # noqa: BLE001 - a broken bot must not freeze the game
                app.call_from_thread(self.failed, turn, err)
                return
            app.call_from_thread(self.chose, turn, action)

        screen.run_worker(think, thread=True, group="bot", exit_on_error=False)

    def failed(self, turn: BotTurn, err: Exception) -> None:
        """Say so, and give the seat to a person: the game goes on instead of waiting."""
        screen = self.screen
        if not screen.is_attached or not self.table.bot_failed(turn.token, turn.seat):
            return
        screen.after_change()
        name = self.table.players[turn.seat]
        said = _("The bot failed: {problem}; {player}'s seat is now played by a person.")
        screen.say(said.format(problem=err, player=name), error=True)

    def chose(self, turn: BotTurn, action: Any) -> None:
        screen = self.screen
        if not screen.is_attached or not self.table.bot_chose(turn.token, action):
            return
        notation = self.table.in_words(self.table.describe(action))  # as the language types it
        delay = getattr(screen.app, "bot_delay", 0.6)
        if self.table.bot_hurry or delay <= 0:
            self.play(turn.token)
            return
        name = self.table.players[turn.seat]
        said = _("{player} plays: {action}   ('.' to go on now)")
        screen.message = Text(said.format(player=name, action=notation), style="italic")
        screen.redraw()
        screen.set_timer(delay, lambda: self.play(turn.token))

    def play(self, token: int) -> None:
        action = self.table.take_bot_move(token)
        if action is not None:
            self.screen.play(action, by_bot=True)

    def hurry(self) -> None:
        """'.': play the announced bot move now (or as soon as the bot has chosen)."""
        pending = self.table.pending_bot_move()
        if pending is not None:
            self.play(pending[0])
        elif self.table.bot_thinking:
            self.table.bot_hurry = True

    def hint(self) -> None:
        """The search bot's choice for the player to move, from that player's view only."""
        screen = self.screen
        request = self.table.hint_request()
        if isinstance(request, Refused):
            screen.say(request.message, error=True)
            return
        screen.say(_("💡 Thinking of a hint…"))
        app = screen.app

        def think() -> None:
            app.call_from_thread(self.hint_ready, request, request.think(HINT_BUDGET))

        screen.run_worker(think, thread=True, group="hint", exit_on_error=False)

    def hint_ready(self, request: HintRequest, hint: Hint) -> None:
        """Show the hint and why, in the message line's two lines (the table words them)."""
        screen = self.screen
        if not self.table.hint_wanted(request) or not screen.is_attached:
            return
        mark = cell_len(HINT_MARK)
        width = screen.query_one("#prompt").content_size.width or screen.app.size.width
        lines = hint.lines(max(20, width - mark))
        screen.say(
            "\n".join(
                HINT_MARK + line if not i else " " * mark + line for i, line in enumerate(lines)
            )
        )
