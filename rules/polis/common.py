"""Small state changes shared by several rules: paying, polis ownership, the active era."""

from __future__ import annotations

from boardgames_rules.core.game import copy_with
from boardgames_rules.core.memo import memo_of
from boardgames_rules.core.messages import Message, place, term
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.data import FACTIONS, GOODS, data
from boardgames_rules.polis.state import GOOD_INDEX, PolisState, State

SIDE = ("Athens", "Sparta")


def side_word(seat: int) -> Message:
    """A side as a log line names it (Athens, Sparta), in the language on screen."""
    return said.SIDES[seat]()


def where(name: str) -> Message:
    """A place (polis, territory, sea, market) by its canonical name."""
    return place("polis", name)


def word(english: str) -> Message:
    """A word of the game's data (a good, an era's or a project's title)."""
    return term("polis", english)


def cost_said(cost: dict[str, int]) -> tuple[Message, ...]:
    """``cost_text`` as a log line's parameter: the goods paid, or nothing."""
    order = sorted(cost.items(), key=lambda x: GOODS.index(x[0]))
    return tuple(said.GOOD(n=n, good=word(g)) for g, n in order if n) or (said.NOTHING(),)


def faction(seat: int) -> str:
    return FACTIONS[seat]


def can_pay(s: State, seat: int, cost: dict[str, int]) -> bool:
    """The player holds ``cost``; while the opponent has passed, also 1 more resource.

    [decided here] The extra resource must be in hand when the action is taken (it is paid
    right after the action, choosing which good).
    """
    goods = s.sides[seat].goods
    for g, n in cost.items():
        if goods[GOOD_INDEX[g]] < n:
            return False
    if s.phase == "play" and s.sides[1 - seat].passed:
        return sum(goods) - sum(cost.values()) >= 1
    return True


def spare_needed(s: State, seat: int) -> int:
    """The resource ``can_pay`` keeps back: 1 while the opponent has passed, else 0.

    ``can_pay(s, seat, cost)`` is: every good of ``cost`` in hand, and the goods in hand less
    the whole cost at least ``spare_needed``.
    """
    return 1 if s.phase == "play" and s.sides[1 - seat].passed else 0


def turn_means(s: State, seat: int) -> tuple:
    """What every option function of a turn starts from: (the seat's player, its goods, the
    spare resource owed as a bool, the goods it may spend: their sum less that spare, the
    entries of the state's Memo: ``memo_of(s)``, read once for all of them).

    The listing works them out once and hands them to each kind's ``*_offered`` function;
    each ``*_options(s, seat)`` works them out for itself.
    """
    side = s.sides[seat]
    goods = side.goods
    spare = s.phase == "play" and s.sides[1 - seat].passed
    return side, goods, spare, sum(goods) - spare, memo_of(s)


def pay(s: State, seat: int, cost: dict[str, int]) -> State:
    return copy_with(s, paid(s, seat, cost))


def paid(s: State, seat: int, cost: dict[str, int]) -> dict:
    """``pay`` as an update, to make in one copy with other changes."""
    return s.gained(seat, **{g: -n for g, n in cost.items() if n})


def cost_text(cost: dict[str, int]) -> str:
    parts = [f"{n} {g}" for g, n in sorted(cost.items(), key=lambda x: GOODS.index(x[0])) if n]
    return ", ".join(parts) or "nothing"


def set_polis(s: State, name: str, **update) -> State:
    return copy_with(s, polis_update(s, name, **update))


def polis_update(s: State, name: str, **update) -> dict:
    """``set_polis`` as an update, to make in one copy with other changes."""
    i = data().p_index[name]
    poleis = list(s.poleis)
    poleis[i] = copy_with(poleis[i], update)
    return {"poleis": tuple(poleis)}


def polis(s: State, name: str) -> PolisState:
    return s.poleis[data().p_index[name]]


def take_polis(s: State, name: str, seat: int) -> State:
    """``seat`` now owns ``name`` with its cubes and projects; an enemy proxenos there is caught.

    [decided] A proxenos standing in a polis that the opponent takes is captured.
    """
    s = set_polis(s, name, owner=seat)
    other = s.sides[1 - seat]
    if other.proxenos == name and not other.captured:
        s = s.with_side(1 - seat, copy_with(other, {"captured": True}))
        s = s.log_line(
            said.PROXENOS_CAPTURED(side=side_word(1 - seat), polis=where(name)), seat=seat
        )
    return s


def make_neutral(s: State, name: str) -> State:
    """A polis turns neutral: it holds its base population again and no owner."""
    return copy_with(s, neutral_update(s, name))


def neutral_update(s: State, name: str) -> dict:
    """``make_neutral`` as an update, to make in one copy with other changes."""
    return polis_update(s, name, owner=None, pop=data().polis[name].base)


def era_id(s: State) -> str:
    return data().eras[s.era].id


def era_title(s: State) -> str:
    return data().eras[s.era].title


def goods_dict(s: State, seat: int) -> dict[str, int]:
    return dict(zip(GOODS, s.sides[seat].goods, strict=True))
