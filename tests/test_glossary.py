"""Each game's glossary (assets/<game>/glossary.json): terms a new player is told about in a few
words, found as whole words in any case, each note one line at 80 columns."""

from __future__ import annotations

import pytest
from boardgames_rules import GAMES
from boardgames_rules.core.glossary import glossary

PROMPT_WIDTH = 78  # 80 columns less the prompt's padding


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_has_terms_that_fit_one_prompt_row(name: str) -> None:
    terms = glossary(name)
    assert terms, f"{name} explains none of its terms"
    for term in terms:
        assert len(term.note()) <= PROMPT_WIDTH, term.note()
        assert GAMES[name].terms_in(f"... {term.term.upper()}, ...") == (term,)


def test_terms_are_whole_words_in_the_order_they_show() -> None:
    game = GAMES["continental"]
    found = game.terms_in("Blue: invest Moral in a skirmish; assign the stats")
    assert [t.term for t in found] == ["Moral", "Skirmish", "Stats"]
    assert game.terms_in("Immoral statistics") == ()
