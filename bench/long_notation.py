"""The slowest refusal of a long or zero-padded action line, per game (issue 44: under 50 ms).

Each game's ``parse_action`` is handed lines up to 1 MB built from its own legal notation (a
number blown up with leading zeros, the line repeated, junk appended) and a few shapes that
make a regex or a quoting backtrack; the slowest one per game is printed.  A measurement, not a
test, though tests/test_refusal_time.py holds every one of these under the budget.  Run:
``python bench/long_notation.py``.
"""

from __future__ import annotations

import time

from boardgames_rules.core import MalformedAction
from boardgames_rules.core.errors import IllegalAction
from boardgames_rules.core.numbers import MAX_ACTION_CHARS
from boardgames_rules.registry import GAMES

# At the longest line a parser reads, and far past it.
SIZES = (MAX_ACTION_CHARS - 40, 1_000_000)


def lines(sample: str, size: int) -> dict[str, str]:
    SIZE = size  # noqa: N806  (the shapes below read best with it capitalised)
    first_digit = next((i for i, c in enumerate(sample) if c.isdigit()), None)
    padded = (
        sample[:first_digit] + "0" * SIZE + sample[first_digit:]
        if first_digit is not None
        else sample + " " + "0" * SIZE + "1"
    )
    return {
        "leading zeros": padded,
        "repeated": (sample + " ") * (SIZE // (len(sample) + 1)),
        "junk after": sample + "x" * SIZE,
        "spaces": sample + " " * SIZE + "x",
        "digits": "1" * SIZE,
        "digits and spaces": "1 " * (SIZE // 2),
        "arrows": "->" * (SIZE // 2),
        "dashes": "-" * SIZE,
        "letters": "a" * SIZE,
        "commas": "1," * (SIZE // 2),
        "words": "silver " * (SIZE // 7),
    }


def main() -> None:
    for name, game in sorted(GAMES.items()):
        state = game.new_game([f"P{i}" for i in range(game.min_players)], seed=7)
        sample = game.format_action(state, game.legal_actions(state)[0])
        worst = (0.0, "")
        shapes = [
            (f"{label}, {len(text):,} chars", text)
            for size in SIZES
            for label, text in lines(sample, size).items()
        ]
        for label, text in shapes:
            started = time.perf_counter()
            try:
                game.parse_action(state, text)
            except (MalformedAction, IllegalAction):
                pass
            took = time.perf_counter() - started
            worst = max(worst, (took, label))
        print(f"{name:12} slowest refusal {worst[0] * 1000:7.2f} ms  ({worst[1]}; from {sample!r})")


if __name__ == "__main__":
    main()
