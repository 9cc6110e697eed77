"""A tiny seeded generator that lives inside the game state.

Python's ``random`` keeps hidden global state and cannot be stored in a frozen pydantic
model; this one is a single 64-bit integer (SplitMix64), so a state carries its own future
and the same seed with the same actions always gives the same game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel, ConfigDict

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng(BaseModel):
    model_config = ConfigDict(frozen=True)

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK)

    def next_u64(self) -> tuple[int, Rng]:
        state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), _made(state)

    def randint(self, lo: int, hi: int) -> tuple[int, Rng]:
        """A uniform integer in [lo, hi], both ends included."""
        if hi < lo:
            raise ValueError(f"empty range [{lo}, {hi}]")
        x, rng = self.next_u64()
        return lo + ((x * (hi - lo + 1)) >> 64), rng

    def dice(self, count: int, sides: int) -> tuple[tuple[int, ...], Rng]:
        rng: Rng = self
        rolls = []
        for _ in range(count):
            value, rng = rng.randint(1, sides)
            rolls.append(value)
        return tuple(rolls), rng

    def choice(self, items: Sequence[T]) -> tuple[T, Rng]:
        index, rng = self.randint(0, len(items) - 1)
        return items[index], rng

    def shuffle(self, items: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """Fisher-Yates; returns a new tuple and leaves ``items`` alone."""
        out = list(items)
        rng: Rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.randint(0, i)
            out[i], out[j] = out[j], out[i]
        return tuple(out), rng


_new = object.__new__
_setattr = object.__setattr__


def _made(state: int) -> Rng:
    """``Rng(state=state)`` without pydantic's checks, on the path every draw takes.

    The same value and set fields; ``state`` is always an int in range here.
    """
    rng = _new(Rng)
    _setattr(rng, "__dict__", {"state": state})
    _setattr(rng, "__pydantic_fields_set__", {"state"})
    _setattr(rng, "__pydantic_extra__", None)
    _setattr(rng, "__pydantic_private__", None)
    return rng
