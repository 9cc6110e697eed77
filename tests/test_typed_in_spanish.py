"""A Spanish table may type the game's Spanish words after `:`: the same action as the notation.

The notation stays canonical (saves, replays, `run --moves`); what a player types is read as
the notation first, then, in Spanish, with the game's Spanish words put into it
(rules/core/typed.py, from the terms in the catalogue).
"""

from __future__ import annotations

import random

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.errors import MalformedAction
from boardgames_rules.core.session import Session
from boardgames_rules.core.typed import canonical, in_words
from boardgames_rules.registry import get_game

# (game, Spanish as a player types it, the notation it means)
SAME = [
    ("continental", "tirar dados", "roll"),
    ("continental", "Lanzar dados", "roll"),
    ("continental", "construir Granja c3", "build G c3"),
    ("continental", "construir G c3", "build G c3"),
    ("continental", "CONSTRUIR iglesia b1", "build I b1"),
    ("continental", "reclutar c3", "recruit c3"),
    ("continental", "torre d4", "tower d4"),
    ("continental", "ciudad d4", "city d4"),
    ("continental", "defender personas", "defend people"),
    ("continental", "defender recursos", "defend resources"),
    ("continental", "no defender", "yield"),
    ("continental", "terminar turno", "end"),
    ("continental", "estadísticas 2431", "stats 2431"),
    ("polis", "recolectar Ática", "collect Attika"),
    ("polis", "mover Ática->Beocia 3", "move Attika->Boiotia 3"),
    ("polis", "mover galeras Cícladas->Mar de Mirtos 2", "sail Kyklades->Myrtoon 2"),
    ("polis", "navegar cicladas->mar de mirtos 2", "sail Kyklades->Myrtoon 2"),
    ("polis", "asediar Tebas", "siege Thebai"),
    ("polis", "hoplitas Atenas 2 metal", "hoplites Athinai 2 metal"),
    ("polis", "galeras Corinto->Mar Jónico 2 plata", "galleys Korinthos->Ionion 2 silver"),
    ("polis", "barcos mercantes Atenas 1 madera", "merchants Athinai 1 wood"),
    ("polis", "proyecto Teatro Atenas", "project Theatre Athinai"),
    ("polis", "proyecto Zeus Esparta plata por metal", "project Zeus Sparti silver for metal"),
    ("polis", "comercio Egipto aceite->trigo", "trade Egypt oil->wheat"),
    ("polis", "comprar Ponto Euxino vino->trigo", "buy Pontos wine->wheat"),
    ("polis", "proxeno Tebas tierra", "proxenos Thebai land"),
    ("polis", "guerra civil Argos", "civilwar Argos"),
    ("polis", "liberar", "redeem"),
    ("polis", "pasar", "pass"),
    ("polis", "terminar", "end"),
    ("simplicity", "tomar 3 construir c5", "take 3 build c5"),
    ("simplicity", "3 en c5", "3 c5"),
    ("simplicity", "demoler 4", "demolish 4"),
    ("utopia", "mover 2M T1-T2", "move 2M E1-E2"),
    ("utopia", "invitado Tierra maya T3", "guest Earth Maya E3"),
    ("utopia", "navegar P F3-A4", "sail P F3-W4"),
    ("utopia", "controlar griegos T3", "control G E3"),
    ("utopia", "rey chinos", "king C"),
    ("utopia", "caída C", "downfall C"),
    ("utopia", "invitado especial egipcio A1", "special E W1"),
    ("utopia", "descartar maya persa", "discard M P"),
    ("utopia", "maravilla Fuego", "wonder Fire"),
    ("utopia", "añadir G T3", "add G E3"),
    ("utopia", "retirar G T3", "remove G E3"),
    ("utopia", "terminar", "end"),
]


@pytest.fixture
def spanish():
    i18n.use("es")
    yield
    i18n.use(i18n.SOURCE)


@pytest.mark.parametrize(("game", "spanish_words", "notation"), SAME)
def test_the_spanish_words_and_the_notation_are_the_same_action(
    game, spanish_words, notation, spanish
) -> None:
    rules = get_game(game)
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    assert rules.read_typed(state, spanish_words) == rules.parse_action(state, notation)


@pytest.mark.parametrize(("game", "spanish_words", "notation"), SAME)
def test_the_notation_still_reads_in_spanish(game, spanish_words, notation, spanish) -> None:
    rules = get_game(game)
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    assert rules.read_typed(state, notation) == rules.parse_action(state, notation)


def test_in_english_the_spanish_words_are_refused_with_the_notations_reason() -> None:
    rules = get_game("continental")
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    with pytest.raises(MalformedAction, match="not an action of Continental"):
        rules.read_typed(state, "tirar dados")
    assert canonical("continental", "tirar dados") is None


def test_a_line_of_neither_is_refused_with_the_words_a_spanish_player_types(spanish) -> None:
    rules = get_game("continental")
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    with pytest.raises(MalformedAction, match="no es una acción; puedes escribir .*tirar") as no:
        rules.read_typed(state, "bailar c3")
    assert no.value.text == "bailar c3" and "la notación también vale" in no.value.reason


GAMES = ("continental", "polis", "simplicity", "utopia")
NONSENSE = ("xyzzy", "bailar c3", "3 zz", "recolectar")


def refusal(game: str, text: str) -> MalformedAction:
    rules = get_game(game)
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    with pytest.raises(MalformedAction) as refused:
        rules.read_typed(state, text)
    return refused.value


def listed(reason: str) -> list[str]:
    """The words a Spanish refusal lists: 'puedes escribir a, b, c (la notación …)'."""
    assert "puedes escribir " in reason, reason
    return reason.split("puedes escribir ", 1)[1].rsplit(" (la notación", 1)[0].split(", ")


@pytest.mark.parametrize("game", GAMES)
def test_a_spanish_refusal_lists_what_a_spanish_player_types(game, spanish) -> None:
    refused = refusal(game, "xyzzy")
    words = listed(refused.reason)
    assert refused.words and len(words) == len(set(refused.words))  # one form per word
    english_only = [w for w in refused.words if in_words(game, w) != w and w in words]
    assert not english_only, english_only  # the notation's words Spanish writes otherwise
    assert not set(words) & {"roll", "build", "move", "collect", "demolish", "discard", "end"}
    rules = get_game(game)
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    for word in words:  # each is read as the action it names (a refusal is about the rest)
        try:
            rules.read_typed(state, word)
        except MalformedAction as err:
            assert not err.words, (word, err.reason)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("text", NONSENSE)
def test_in_english_a_refusal_is_the_notations_own(game, text) -> None:
    rules = get_game(game)
    state = Session.start(rules, rules.default_players(rules.min_players), 1).state
    with pytest.raises(MalformedAction) as parsed:
        rules.parse_action(state, text)
    refused = refusal(game, text)
    assert (refused.text, refused.reason) == (parsed.value.text, parsed.value.reason)
    assert "puedes" not in refused.reason and "you can type" not in refused.reason


def test_a_spanish_action_word_with_a_wrong_rest_is_refused_for_the_rest(spanish) -> None:
    refused = refusal("polis", "recolectar Xyz")
    assert refused.text == "recolectar Xyz" and "'Xyz' no es un territorio" in refused.reason


@pytest.mark.parametrize("game", ["continental", "polis", "simplicity", "utopia"])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_action_of_random_games_reads_back_from_its_spanish_words(
    game, seed, spanish
) -> None:
    # The examples a Spanish screen shows (in_words) are what a Spanish player may type: each
    # reads back as the same action, for a sample of every kind of action in random games.
    rules = get_game(game)
    players = rules.default_players(rules.max_players if seed == 2 else rules.min_players)
    state = rules.new_game(players, seed)
    chance = random.Random(seed)
    seen: set[str] = set()
    for _ in range(400):
        if rules.outcome(state) is not None:
            break
        legal = rules.legal_actions(state)
        for action in chance.sample(legal, min(4, len(legal))):
            notation = rules.format_action(state, action)
            words = in_words(game, notation)
            assert rules.format_action(state, rules.read_typed(state, words)) == notation, words
            seen.add(notation.split()[0] if notation.split() else notation)
        state = rules.apply(state, chance.choice(legal))
    assert len(seen) >= 2
