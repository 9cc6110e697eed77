"""Who decides now, what they may do (legal actions) and whether an action is allowed.

``legal_actions`` builds the list directly and ``validate`` checks one action (the details in
:mod:`rules.utopia.checks`); the tests hold the two to each other on many positions.
``resolve`` lives in :mod:`rules.utopia.effects`.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from boardgames_rules.core import Frozen, Rejection
from boardgames_rules.core.memo import holds, memo_of, put_legal
from boardgames_rules.utopia import messages as said
from boardgames_rules.utopia.actions import (
    CARD_COST,
    AddPrince,
    Count,
    Discard,
    Downfall,
    EndTurn,
    InfluenceKing,
    Move,
    PickForWonder,
    PlaceGuest,
    RemovePrince,
    Sail,
    SpecialGuest,
    TakeGuest,
    UsePrivilege,
)
from boardgames_rules.utopia.checks import CHECKS, privilege_refusal
from boardgames_rules.utopia.city import civ_to_pick, free_actions, wonder_sources
from boardgames_rules.utopia.data import CIV_INDEX, CIVS, Civ, Layout, board
from boardgames_rules.utopia.flow import decision, discard_due
from boardgames_rules.utopia.state import Monument, UtopiaState

# What each decision allows, by action kind.
ALLOWED: dict[str, frozenset[str]] = {
    "guest": frozenset({"guest", "privilege", "wonder", "control"}),
    "place": frozenset({"place"}),
    "after": frozenset({"wonder", "control", "end"}),
    "discard": frozenset({"discard"}),
    "act": frozenset({*CARD_COST, "wonder", "control", "end"}),
    "limit": frozenset({"discard"}),
    "pick": frozenset({"pick"}),
    "over": frozenset(),
}


def current_player(state: UtopiaState) -> int | None:
    return None if state.phase == "over" else state.turn


# -- legal actions ---------------------------------------------------------------------------
# ``legal_actions`` keeps its list in the state's Memo (``put_legal``): ``validate`` accepts
# an action found there without checking it again.


def legal_actions(state: UtopiaState) -> list[Frozen]:
    actions = _legal_actions(state)
    put_legal(state, actions)
    return list(actions)


def _legal_actions(state: UtopiaState) -> list[Frozen]:
    kind = decision(state)
    seat = state.turn
    if kind == "over" or seat is None:
        return []
    b = board()
    if kind == "pick":
        pending = state.wonder
        assert pending is not None
        civ = civ_to_pick(pending)
        assert civ is not None
        sources = wonder_sources(state, seat, pending.island)[CIV_INDEX[civ]]
        return [PickForWonder(civ=civ, district=b.ids[d]) for d in sources]
    if kind == "place":
        assert state.blind is not None
        return [PlaceGuest(district=b.ids[d]) for d in b.islands[state.blind.island].districts]
    if kind in ("discard", "limit"):
        return [_discard(cards=c) for c in _selections(state.hands[seat], discard_due(state))]
    actions: list[Frozen] = []
    if kind == "guest":
        actions.extend(_guest_choices(state, seat))
        if privilege_refusal(state, seat) is None:
            actions.append(_PRIVILEGE)
    if kind == "act":
        actions.extend(_card_actions(state, seat))
    actions.extend(free_actions(state, seat))
    if kind in ("after", "act"):
        actions.append(_END)
    return actions


# Actions are immutable values: the legal lists hand out one shared instance per value.
@cache
def _take_guest(island: int, civ: Civ) -> tuple[TakeGuest, ...]:
    """The choices for a waiting guest: one per district of its island."""
    b = board()
    return tuple(
        TakeGuest(island=island, civ=civ, district=b.ids[d]) for d in b.islands[island].districts
    )


_take_guest_no_prince = cache(TakeGuest)
_PRIVILEGE = UsePrivilege()
_END = EndTurn()
_discard = cache(Discard)


def _guest_choices(state: UtopiaState, seat: int) -> list[TakeGuest]:
    out: list[TakeGuest] = []
    supply = state.supply[seat]
    # each kind of waiting guest once, in order (plain tuples hash faster than the models)
    for island, civ in dict.fromkeys([(g.island, g.civ) for g in state.waiting]):
        if supply[CIV_INDEX[civ]] == 0:
            out.append(_take_guest_no_prince(island=island, civ=civ))
        else:
            out += _take_guest(island, civ)
    return out


@cache
def _travels(layout: Layout, c: int, d: int, n: Count) -> tuple[Frozen, ...]:
    """The moves then sails of ``n`` princes of civilisation ``c`` from district ``d``."""
    b, civ = board(), CIVS[c]
    moves = [
        Move(civ=civ, count=n, origin=b.ids[d], destination=b.ids[to]) for to in layout.land[d]
    ]
    sails = [Sail(civ=civ, count=n, origin=b.ids[d], destination=b.ids[to]) for to in layout.sea[d]]
    return (*moves, *sails)


@cache
def _specials(layout: Layout, c: int) -> tuple[SpecialGuest, ...]:
    b = board()
    return tuple(SpecialGuest(civ=CIVS[c], district=b.ids[d]) for d in layout.districts)


_add = cache(AddPrince)
_remove = cache(RemovePrince)
_king = cache(InfluenceKing)
_downfall = cache(Downfall)


_NO_PRINCES = (0,) * len(CIVS)


def _built(state: UtopiaState, layout: Layout) -> tuple[tuple[int, Monument], ...]:
    """The districts with a monument, kept in the state's Memo with the monuments tuple they
    were read from (monuments are rarely built: most turns read the same tuple; the entry
    keeps it alive).  A game's layout never changes."""
    memo, monuments = memo_of(state), state.monuments
    entry = memo.get("built")
    if entry is not None and entry[0] is monuments:
        return entry[1]
    built = tuple((d, m) for d in layout.districts if (m := monuments[d]) is not None)
    memo["built"] = (monuments, built)
    return built


def _card_actions(state: UtopiaState, seat: int) -> list[Frozen]:
    b = board()
    layout = b.layout(state.count)
    hand = state.hands[seat]
    if not any(hand):
        return []  # every card action costs a card
    supply = state.supply[seat]
    princes = state.princes
    out: list[Frozen] = []
    # The districts holding any prince of the seat, and those with a monument, in order:
    # the only ones the loops below act on.
    mine = [(d, here) for d in layout.districts if (here := princes[d][seat]) != _NO_PRINCES]
    built = _built(state, layout)
    for c, civ in enumerate(CIVS):
        if hand[c] == 0:
            continue
        for d, counts in mine:
            count = counts[c]
            if count == 0:
                continue
            out += _travels(layout, c, d, 1)
            if count >= 2:
                out += _travels(layout, c, d, 2)
        for d, monument in built:
            if monument.civ != civ:
                continue
            if supply[c] > 0:
                out.append(_add(civ=civ, district=b.ids[d]))
            if princes[d][seat][c] > 0:
                out.append(_remove(civ=civ, district=b.ids[d]))
        place = state.scale.index(civ)
        if place < len(CIVS) - 1:
            out.append(_king(civ=civ))
        if hand[c] >= 2 and place > 0:
            out.append(_downfall(civ=civ))
        if hand[c] >= 3 and supply[c] > 0:
            out += _specials(layout, c)
    return out


def _selections(hand: tuple[int, ...], k: int, start: int = 0) -> Iterator[tuple[str, ...]]:
    """Every way to pick ``k`` cards from ``hand`` (counts), as sorted tuples of letters."""
    if k == 0:
        yield ()
        return
    for c in range(start, len(CIVS)):
        if hand[c] == 0:
            continue
        rest = hand[:c] + (hand[c] - 1,) + hand[c + 1 :]
        for tail in _selections(rest, k - 1, c):
            yield (CIVS[c],) + tail


# -- validation ------------------------------------------------------------------------------
def validate(state: UtopiaState, action: Frozen) -> Rejection | None:
    if holds(state, action):
        return None  # listed by legal_actions, which lists exactly what is accepted
    kind = decision(state)
    action_kind = getattr(action, "kind", None)
    if kind == "over":
        return Rejection(rule="game-over", message=said.NO_MORE_ACTIONS())
    if action_kind not in ALLOWED[kind]:
        return Rejection(
            rule="not-now",
            message=said.NOT_NOW(
                action=str(action_kind),
                player=state.players[state.turn or 0],
                expected=said.MUST[kind](),
            ),
        )
    seat = state.turn
    assert seat is not None
    check = CHECKS.get(action_kind)
    return check(state, seat, action) if check else None
