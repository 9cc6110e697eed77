"""The 8x8 board: square names and the two adjacencies the rules use.

Squares are numbered 0-63, ``index = 8 * row + column`` with a1 = 0 at the bottom left,
so the state can hold the board as two flat 64-tuples.
"""

from __future__ import annotations

FILES = "abcdefgh"
SIZE = 8
SQUARE_COUNT = SIZE * SIZE

NAMES: tuple[str, ...] = tuple(f"{FILES[i % SIZE]}{i // SIZE + 1}" for i in range(SQUARE_COUNT))
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}


def _around(index: int, offsets: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    row, col = divmod(index, SIZE)
    return tuple(
        8 * (row + dr) + col + dc
        for dr, dc in offsets
        if 0 <= row + dr < SIZE and 0 <= col + dc < SIZE
    )


_KING = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
_ROOK = ((-1, 0), (0, -1), (0, 1), (1, 0))

# [decided] Building, claiming and the enemy prohibition use the 8 surrounding squares.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_around(i, _KING) for i in range(SQUARE_COUNT))
# Movement is orthogonal only: one step is up, down, left or right.
ORTHOGONAL: tuple[tuple[int, ...], ...] = tuple(_around(i, _ROOK) for i in range(SQUARE_COUNT))
ORTHOGONAL_SETS: tuple[frozenset[int], ...] = tuple(frozenset(n) for n in ORTHOGONAL)
