"""Every word a player reads comes through the catalogue (issue 43's pseudo-language test).

The app is walked in the pseudo-language ``xx`` (tests/ui/catalogue_walk.py says how and
where: title, new game, lessons, the game with its menus, typed line, rules and seats, the
game over, the saved games, the statistics and a replay), for each game at 80x24 and 120x40.
A plain word left on any screen did not come through the catalogue: a Spanish table would
read it in English.  ``python -m tests.ui.catalogue_walk GAME`` prints the same list, and
with ``WALK_SHOW=1`` every screen it looked at.
"""

from __future__ import annotations

import pytest
from boardgames_rules import GAMES

from tests.ui.catalogue_walk import NAMES, SIZES, escaped, walk


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("name", sorted(GAMES))
async def test_every_word_on_screen_comes_through_the_catalogue(
    name: str, size: tuple[int, int]
) -> None:
    found = await walk([name], sizes=(size,))
    lines = [f"  {where}: {' '.join(sorted(words))}" for where, words in found.items()]
    assert not found, "words that escaped the catalogue, by screen:\n" + "\n".join(lines)


def test_the_walk_tells_an_escaped_word_from_names_codes_and_keys() -> None:
    screen = (
        "⟦Ƥáśś ťĥé ķéýƀóáŕď ťó Ann⟧ Polis c3 Wi1 E3 12 esc ⟦Ɓáćķ⟧ xxxx 'zzz'\n"
        "⟦Śćóŕéś: Ann 11→9⟧ Bob: ⟦ƀúíĺď⟧ Sporades pass"
    )
    assert escaped(screen, NAMES) == {"Sporades", "pass"}
    # A title is a name as spelled; the game's word "polis" is to translate.
    assert escaped("⟦Ńéŵ ĝáɱé óƒ Polis⟧ polis") == {"polis"}
