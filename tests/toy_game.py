"""A tiny game for testing the shared machinery (sessions, saves, undo, handovers).

Two players take 1-3 pebbles in turn from a pile; taking the last one wins.  Each seat holds
a private secret card (to exercise hidden information) and may ``roll`` a die once per turn
to add pebbles (to exercise randomness).  It is not part of the product.
"""

from __future__ import annotations

from typing import Any, Literal

from boardgames_rules.core import (
    Frozen,
    Game,
    GameState,
    GameView,
    MalformedAction,
    Outcome,
    Rejection,
    Rng,
    SeatScore,
    visible_log,
)
from boardgames_rules.core.messages import SAID, MessageKind

LAST_PEBBLE = MessageKind("pebbles.last-pebble", "last pebble")


class Take(Frozen):
    kind: Literal["take"] = "take"
    count: int


class Roll(Frozen):
    kind: Literal["roll"] = "roll"


class PebbleState(GameState):
    pile: int
    turn: int = 0
    secrets: tuple[int, ...]
    rolled: bool = False
    winner: int | None = None


class PebbleView(GameView):
    pile: int
    turn: int
    secret: int | None


class PebbleGame(Game[PebbleState, Take | Roll, PebbleView]):
    name = "pebbles"
    title = "Pebbles"
    summary = "take the last pebble"
    min_players = 2
    max_players = 2
    rules_version = 1
    has_private_info = True
    default_names = ("Ann", "Bob")
    state_type = PebbleState

    def setup(self, players: tuple[str, ...], seed: int, rng: Rng, **options: Any) -> PebbleState:
        a, rng = rng.randint(1, 99)
        b, rng = rng.randint(1, 99)
        return PebbleState(
            players=players, seed=seed, rng=rng, pile=options.get("pile", 7), secrets=(a, b)
        )

    def current_player(self, state: PebbleState) -> int | None:
        return None if state.winner is not None else state.turn % 2

    def legal_actions(self, state: PebbleState) -> list[Take | Roll]:
        if state.winner is not None:
            return []
        takes: list[Take | Roll] = [Take(count=n) for n in (1, 2, 3) if n <= state.pile]
        return takes + ([] if state.rolled else [Roll()])

    def validate(self, state: PebbleState, action: Take | Roll) -> Rejection | None:
        if state.winner is not None:
            return Rejection(rule="game-over", message="the game is over")
        if isinstance(action, Roll):
            return Rejection(rule="one-roll", message="one roll per turn") if state.rolled else None
        if not 1 <= action.count <= min(3, state.pile):
            return Rejection(rule="take-1-3", message=f"take 1 to 3 pebbles, not {action.count}")
        return None

    def resolve(self, state: PebbleState, action: Take | Roll) -> PebbleState:
        seat = state.turn % 2
        if isinstance(action, Roll):
            value, rng = state.rng.randint(1, 6)
            return state.model_copy(
                update={
                    "rng": rng,
                    "pile": state.pile + value,
                    "rolled": True,
                    "reveal": state.reveal + 1,
                    **state.logged(SAID(text=f"rolls {value}"), seat=seat),
                }
            )
        pile = state.pile - action.count
        return state.model_copy(
            update={
                "pile": pile,
                "turn": state.turn + 1,
                "rolled": False,
                "winner": seat if pile == 0 else None,
                **state.logged(SAID(text=f"takes {action.count}"), seat=seat),
            }
        )

    def parse_action(self, state: PebbleState, text: str) -> Take | Roll:
        words = text.lower().split()
        if words == ["roll"]:
            return Roll()
        if len(words) == 2 and words[0] == "take" and words[1].isdigit():
            return Take(count=int(words[1]))
        raise MalformedAction(text, "write 'take N' or 'roll'")

    def format_action(self, state: PebbleState, action: Take | Roll) -> str:
        return "roll" if isinstance(action, Roll) else f"take {action.count}"

    def view(self, state: PebbleState, seat: int | None) -> PebbleView:
        return PebbleView(
            seat=seat,
            players=state.players,
            log=visible_log(state, seat),
            pile=state.pile,
            turn=state.turn,
            secret=None if seat is None else state.secrets[seat],
        )

    def scores(self, state: PebbleState) -> tuple[SeatScore, ...]:
        return tuple(
            SeatScore(seat=s, total=int(state.winner == s), breakdown={"won": 0}) for s in range(2)
        )

    def outcome(self, state: PebbleState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(winners=(state.winner,), scores=self.scores(state), reason=LAST_PEBBLE())

    def prompt(self, state: PebbleState) -> str:
        return f"{state.players[state.turn % 2]}: take 1-3 pebbles (pile {state.pile})"

    def rules_text(self) -> str:
        return "# Pebbles\n\nTake the last pebble.\n\n## Notation\n`take N`, `roll` [decided]"


PEBBLES = PebbleGame()
