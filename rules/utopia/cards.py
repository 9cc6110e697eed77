"""Action cards: drawing from the deck multiset, the reshuffle, discards, and resampling.

There is no stored deck order: a card is drawn with the state's rng at the moment of the draw,
from the deck's counts per civilisation.  So the only hidden things are the hands and the
deck's make-up, and :func:`determinize` can resample exactly those.
"""

from __future__ import annotations

from boardgames_rules.core import Rng
from boardgames_rules.core.game import log_entry
from boardgames_rules.core.messages import Message
from boardgames_rules.core.messages import seat as seat_of
from boardgames_rules.utopia import messages as said
from boardgames_rules.utopia.data import CARDS_PER_CIV, CIV_ADJECTIVES, CIV_INDEX, CIVS, Civ
from boardgames_rules.utopia.state import Counts, UtopiaState, put


def cards_said(counts: Counts) -> Message | tuple[Message, ...]:
    """``card_names`` as the log says them."""
    names = tuple(said.ADJECTIVE[c]() for c, n in zip(CIVS, counts, strict=True) for _ in range(n))
    return names or said.NOTHING()


def card_names(counts: Counts) -> str:
    names = [CIV_ADJECTIVES[c] for c, n in zip(CIVS, counts, strict=True) for _ in range(n)]
    return ", ".join(names) if names else "nothing"


def draw_cards(state: UtopiaState, seat: int, k: int) -> UtopiaState:
    """``seat`` draws ``k`` cards; an empty deck takes the discards first (the reshuffle)."""
    deck = list(state.deck)
    discard = list(state.discard)
    drawn = [0] * len(CIVS)
    rng = state.rng
    reshuffled = False
    for _ in range(k):
        if sum(deck) == 0:
            if sum(discard) == 0:
                break  # every card is in a hand: there is nothing left to draw
            deck, discard = discard, [0] * len(CIVS)
            reshuffled = True
        pick, rng = rng.randint(0, sum(deck) - 1)
        for c, n in enumerate(deck):
            if pick < n:
                deck[c] -= 1
                drawn[c] += 1
                break
            pick -= n
    hand = tuple(h + d for h, d in zip(state.hands[seat], drawn, strict=True))
    # the draw and its log lines, in one copy
    lines = []
    if reshuffled:
        lines.append(log_entry(said.RESHUFFLE(), None, None))
    draws = said.DRAWS(player=seat_of(seat), count=sum(drawn))
    lines.append(log_entry(draws, seat, None))
    lines.append(log_entry(said.YOU_DRAW(cards=cards_said(tuple(drawn))), seat, seat))
    return state.model_copy(
        update={
            "deck": tuple(deck),
            "discard": tuple(discard),
            "rng": rng,
            "reveal": state.reveal + 1,
            "hands": put(state.hands, seat, hand),
            "log": state.log + tuple(lines),
        }
    )


def spend_cards(state: UtopiaState, seat: int, cards: Counts) -> UtopiaState:
    """Cards leave ``seat``'s hand face up onto the discard pile (a play or a discard)."""
    return state.model_copy(update=spend_cards_update(state, seat, cards))


def spend_cards_update(state: UtopiaState, seat: int, cards: Counts) -> dict:
    """The ``model_copy`` update of :func:`spend_cards`, to merge with other updates."""
    hand = tuple(h - c for h, c in zip(state.hands[seat], cards, strict=True))
    pile = tuple(p + c for p, c in zip(state.discard, cards, strict=True))
    return {"hands": put(state.hands, seat, hand), "discard": pile}


def spend_update(state: UtopiaState, seat: int, civ: Civ, k: int) -> dict:
    """``k`` cards of ``civ`` leave ``seat``'s hand for the discard pile, as a ``model_copy``
    update to merge with other updates."""
    cards = [0] * len(CIVS)
    cards[CIV_INDEX[civ]] = k
    return spend_cards_update(state, seat, tuple(cards))


def as_counts(cards: tuple[str, ...]) -> Counts:
    return tuple(cards.count(c) for c in CIVS)


def determinize(state: UtopiaState, seat: int, rng: Rng) -> UtopiaState:
    """Deal every card ``seat`` cannot see (other hands and the deck) afresh, sizes kept.

    The other seats' private log lines (the cards they drew) go too: they would tell the
    true hands.
    """
    seen = [h + p for h, p in zip(state.hands[seat], state.discard, strict=True)]
    unseen = [c for i, c in enumerate(CIVS) for _ in range(CARDS_PER_CIV - seen[i])]
    shuffled, rng = rng.shuffle(unseen)
    at = 0
    hands = list(state.hands)
    for other in range(state.count):
        if other == seat:
            continue
        size = sum(state.hands[other])
        hands[other] = as_counts(shuffled[at : at + size])
        at += size
    deck = as_counts(shuffled[at:])
    future, _ = rng.next_u64()
    return state.model_copy(
        update={
            "hands": tuple(hands),
            "deck": deck,
            "rng": Rng.from_seed(future),
            "log": tuple(e for e in state.log if e.private_to in (None, seat)),
        }
    )
