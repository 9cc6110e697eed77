"""The opening log says who plays which side, and only when the names do not say it already."""

from __future__ import annotations

from boardgames_rules.polis import GAME


def lines(state) -> list[str]:
    return [entry.english(state.players) for entry in state.log]


def test_named_players_are_told_their_sides() -> None:
    state = GAME.new_game(("Ann", "Ben"), 3)
    assert "Ann plays Athens, Ben plays Sparta." in lines(state)


def test_sides_named_after_themselves_are_not_told_athens_plays_athens() -> None:
    state = GAME.new_game(("Athens", "Sparta"), 3)
    assert not any("plays Athens" in line for line in lines(state))


def test_an_opening_made_from_the_shared_one_is_the_validated_opening() -> None:
    # setup_state copies one validated opening per game; names given as a list (which the
    # model turns into a tuple) take the validating path.  Both give the same game.
    from boardgames_rules.core import Rng
    from boardgames_rules.polis.flow import setup_state

    copied = setup_state(("Ann", "Ben"), 7, Rng.from_seed(7))
    validated = setup_state(["Ann", "Ben"], 7, Rng.from_seed(7))  # type: ignore[arg-type]
    assert copied.model_dump() == validated.model_dump()
    assert copied.model_fields_set == validated.model_fields_set
    assert copied.players == ("Ann", "Ben") and copied.seed == 7
    other = setup_state(("Cleo", "Dion"), 8, Rng.from_seed(8))
    assert other.players == ("Cleo", "Dion") and copied.players == ("Ann", "Ben")
