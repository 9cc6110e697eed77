"""The opening log says who plays which side, and only when the names do not say it already."""

from __future__ import annotations

from boardgames_rules.polis import GAME


def lines(state) -> list[str]:
    return [entry.text for entry in state.log]


def test_named_players_are_told_their_sides() -> None:
    state = GAME.new_game(("Ann", "Ben"), 3)
    assert "Ann plays Athens, Ben plays Sparta." in lines(state)


def test_sides_named_after_themselves_are_not_told_athens_plays_athens() -> None:
    state = GAME.new_game(("Athens", "Sparta"), 3)
    assert not any("plays Athens" in line for line in lines(state))
