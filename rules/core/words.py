"""Counted nouns in the log and the prompts: "1 card", "2 cards", never "card(s)"."""

from __future__ import annotations


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """``counted(1, "card")`` is ``"1 card"``; ``counted(3, "galley")`` is ``"3 galleys"``."""
    return f"{number} {noun if number == 1 else plural or noun + 's'}"
