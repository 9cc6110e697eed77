"""A hint that says why: the search bot's move for the seat to play, from its own view, with
its runners-up, each one's estimated chance to win, and what the move changes for the seat
(goods, units, a place taken, points: the game's ``hint_changes``).

:class:`HintRequest` thinks (in a worker thread, like a bot turn) and gives a :class:`Hint`:
data (notation, chance, the changes as messages), which :func:`hint_lines` alone turns into
words, in the language on screen when it is called.
"""

from __future__ import annotations

import random
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from boardgames_rules.core.i18n import _
from boardgames_rules.core.messages import Message, render
from boardgames_rules.core.typed import in_words

if TYPE_CHECKING:
    from boardgames_rules.core.game import Game, GameState

# The widest line a hint makes unless told: the message line at 80 columns.
HINT_WIDTH = 80


@dataclass(frozen=True)
class HintMove:
    """One move a hint names: its notation, estimated chance to win (0 to 1, None when the
    search did not rate it) and what it changes for the seat, most significant first."""

    notation: str
    chance: float | None
    changes: tuple[Message, ...]


@dataclass(frozen=True)
class Hint:
    """The move to play (``action``) and why: ``moves`` (that move first, then runners-up)."""

    action: Any
    moves: tuple[HintMove, ...]

    def lines(self, width: int = HINT_WIDTH) -> tuple[str, ...]:
        return hint_lines(self.moves, width)


@dataclass(frozen=True)
class HintRequest:
    """The search bot's choice for the seat to play, from its own view (like ``BotTurn``)."""

    token: int
    steps: int
    game: Game
    state: GameState
    seat: int

    @property
    def seed(self) -> str:
        return f"hint:{self.steps}"

    def think(self, budget: float | None, simulations: int | None = None) -> Hint:
        """The search bot's choice after ``budget`` seconds of thought (or ``simulations``),
        and why.  The bot gets the state only through ``Bot.choose`` (its own view); the
        reasons are worked out in the view it searched."""
        from boardgames_rules.bots import make_bot
        from boardgames_rules.bots.explain import explain

        bot = make_bot("search", budget=budget, max_simulations=simulations)
        action = bot.choose(self.game, self.state, self.seat, random.Random(self.seed))
        found = getattr(bot, "last_report", None)
        reasons = explain(self.game, self.state, self.seat, action, found)
        moves = tuple(
            HintMove(self.describe(reason.action), reason.chance, reason.changes)
            for reason in reasons
        )
        return Hint(action, moves)

    def describe(self, action: Any) -> str:
        """The action as a player of the language on screen may type it (in a worker thread:
        the language is the process's)."""
        return in_words(self.game.name, self.game.format_action(self.state, action))


def cell_len(text: str) -> int:
    """Terminal cells ``text`` takes (wide characters two; the table imports no rich)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def percent(chance: float) -> str:
    value = round(chance * 100)
    if value <= 0:
        return "<1%"
    if value >= 100:
        return ">99%"
    return f"{value}%"


def cut(text: str, width: int) -> str:
    """``text`` in at most ``width`` cells, its end replaced by … when it does not fit."""
    if cell_len(text) <= width:
        return text
    while text and cell_len(text) > width - 1:
        text = text[:-1]
    return text.rstrip() + "…"


def rated(move: HintMove, best: HintMove) -> str:
    """A runner-up and its chance.  The search plays the move it tried most, so a runner-up
    it tried less may show a higher chance: said so, or the hint would seem to contradict
    itself ("a3 (32%) · also: b3 (35%)")."""
    assert move.chance is not None
    if best.chance is not None and move.chance > best.chance:
        said = _("{action} ({chance}, tried less)")
        return said.format(action=move.notation, chance=percent(move.chance))
    return f"{move.notation} ({percent(move.chance)})"


def hint_lines(moves: tuple[HintMove, ...], width: int = HINT_WIDTH) -> tuple[str, ...]:
    """The hint in the language on screen, in two lines of at most ``width`` cells:

    ``Hint: collect Attika (62%) · also: pass (55%), trade wine (41%)``
    ``collect Attika: +2 wheat, +1 metal, −1 prestige``

    Runners-up that do not fit are left out (whole, never cut); only the best move's own
    notation is cut, should it alone be too long.
    """
    if not moves:
        return ()
    best = moves[0]
    if best.chance is None:
        first = _("Hint: {action}").format(action=best.notation)
    else:
        said = _("Hint: {action} ({chance} to win)")
        first = said.format(action=best.notation, chance=percent(best.chance))
    others = [rated(m, best) for m in moves[1:] if m.chance is not None]
    while others:
        line = _("{hint} · also: {others}").format(hint=first, others=", ".join(others))
        if cell_len(line) <= width:
            first = line
            break
        others.pop()
    changes = [render(change) for change in best.changes]
    what = ", ".join(changes) if changes else _("no change yet")
    second = f"{best.notation}: {what}"
    while changes and cell_len(second) > width:
        changes.pop()
        what = ", ".join(changes) or _("more than the line can hold")
        second = f"{best.notation}: {what}"
    return (cut(first, width), cut(second, width))
