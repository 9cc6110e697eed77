"""Battles: 8+ units of both sides in one zone after a turn, fought with the battle deck.

The deck is the multiset of 24 cards minus what is in hands, revealed or discarded; a card
is drawn with the rng when it is drawn, so no hidden order sits in the state.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations

from boardgames_rules.core.game import copy_with
from boardgames_rules.core.memo import memo_of
from boardgames_rules.core.messages import Message
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import Attack, Commanders, Defend, Fight, Withdraw
from boardgames_rules.polis.common import side_word, where
from boardgames_rules.polis.data import FACTIONS, data
from boardgames_rules.polis.state import Battle, State
from boardgames_rules.polis.topology import enemy_controls, era_limit, is_sea, set_units, units


def threshold(s: State) -> int:
    return 7 if s.event == "alcibiades" else data().battle.threshold


def battle_zones(s: State) -> tuple[str, ...]:
    """Zones due a battle, in map order [decided]: territories first, then sea zones."""
    # The last answer is kept in the state's Memo with the hoplites and galleys tuples it came
    # from (every turn end asks, and the units rarely changed since the last one).
    least, memo = threshold(s), memo_of(s)
    last = memo.get("battle_zones")
    if last is not None and last[0] is s.hoplites and last[1] is s.galleys and last[2] == least:
        return last[3]
    d = data()
    if not (any(map(all, s.hoplites)) or any(map(all, s.galleys))):
        found: tuple[str, ...] = ()  # no zone holds units of both sides (most turn ends)
        memo["battle_zones"] = (s.hoplites, s.galleys, least, found)
        return found
    # units(s, z) for every zone: territories in map order, then sea zones
    found = tuple(
        z
        for names, rows in ((d.territory_names, s.hoplites), (d.sea_names, s.galleys))
        for z, (a, b) in zip(names, rows, strict=True)
        if a > 0 and b > 0 and a + b >= least
    )
    memo["battle_zones"] = (s.hoplites, s.galleys, least, found)
    return found


def card_type(card: str) -> str:
    return card[:2]


def card_value(card: str) -> int:
    return int(card[2:])


def deck(s: State) -> list[str]:
    b = s.battle
    assert b is not None
    left = Counter(data().cards)
    left.subtract(b.discard + b.revealed + b.hands[0] + b.hands[1])
    return sorted(left.elements())


def _draw(s: State, seat: int, n: int) -> State:
    if n <= 0:
        return s
    b = s.battle
    assert b is not None
    pool = deck(s)
    rng, got = s.rng, []
    for _ in range(n):
        i, rng = rng.randint(0, len(pool) - 1)
        got.append(pool.pop(i))
    hands = list(b.hands)
    hands[seat] = tuple(sorted(hands[seat] + tuple(got)))
    b = copy_with(b, {"hands": (hands[0], hands[1])})
    s = copy_with(s, {"battle": b, "rng": rng, "reveal": s.reveal + 1})
    s = s.log_line(said.DRAWS(side=side_word(seat), n=n), seat=seat)
    return s.log_line(said.YOU_DRAW(cards=" ".join(sorted(got))), seat=seat, private_to=seat)


def start_next(s: State) -> State:
    """Begin the first battle still due in the queue (one that no longer qualifies is skipped)."""
    zone, rest = s.battle_queue[0], s.battle_queue[1:]
    s = copy_with(s, {"battle_queue": rest})
    if zone not in battle_zones(s):
        return s
    sea = is_sea(zone)
    first = FACTIONS.index(data().battle.sea_first if sea else data().battle.land_first)
    s = copy_with(s, {"battle": Battle(zone=zone, sea=sea, attacker=first)})
    a, b = units(s, zone)
    s = s.log_line(said.BATTLE_IN(zone=where(zone), athens=a, sparta=b, side=side_word(first)))
    s = _draw(s, first, units(s, zone)[first])
    s = _draw(s, 1 - first, units(s, zone)[1 - first])
    if s.event == "great_commanders":
        askers = [seat for seat in (0, 1) if not s.commanders_used[seat]]
        if askers:
            return _set(s, stage="commanders", asking=askers[0])
    return _open_round(s)


def _set(s: State, **update) -> State:
    assert s.battle is not None
    return copy_with(s, {"battle": copy_with(s.battle, update)})


def _can_withdraw(s: State, seat: int) -> bool:
    return s.sides[seat].prestige >= 1


def _open_round(s: State, after: int | None = None) -> State:
    """Start-of-round withdrawal questions (attacker first), then the attack."""
    b = s.battle
    assert b is not None
    order = [b.attacker, 1 - b.attacker]
    if after is not None:
        order = order[order.index(after) + 1 :]
    for seat in order:
        if _can_withdraw(s, seat):
            return _set(s, stage="withdraw", asking=seat)
    return _set(s, stage="attack", slots=2, asking=b.attacker)


def battle_seat(b: Battle) -> int:
    if b.stage in ("commanders", "withdraw"):
        return b.asking
    return b.attacker if b.stage == "attack" else 1 - b.attacker


def withdraw_zones(s: State, seat: int) -> list[str]:
    b = s.battle
    assert b is not None
    near = data().sea_adj[b.zone] if b.sea else data().land[b.zone]
    return [z for z in near if not enemy_controls(s, z, seat)]


def legal(s: State) -> list:
    b = s.battle
    assert b is not None
    if b.stage == "commanders":
        return [Commanders(double=True), Commanders(double=False)]
    if b.stage == "withdraw":
        zones = withdraw_zones(s, b.asking)
        return [Fight()] + ([Withdraw(zone=z) for z in zones] or [Withdraw(zone=None)])
    if b.stage == "attack":
        hand = b.hands[b.attacker]
        return [Attack(cards=c) for c in sorted(set(combinations(hand, b.slots)))]
    hand = b.hands[1 - b.attacker]
    return [Defend(cards=c) for c in sorted(set(permutations(hand, len(b.revealed))))]


def resolve(s: State, a) -> State:
    b = s.battle
    assert b is not None
    if isinstance(a, Commanders):
        seat = b.asking
        if a.double:
            doubled = list(b.doubled)
            doubled[seat] = True
            used = list(s.commanders_used)
            used[seat] = True
            s = copy_with(s, {"commanders_used": (used[0], used[1])})
            s = _set(s, doubled=(doubled[0], doubled[1]))
            s = s.log_line(said.GREAT_COMMANDER(side=side_word(seat)))
        if seat == 0 and not s.commanders_used[1]:
            return _set(s, asking=1)
        return _open_round(s)
    if isinstance(a, Fight):
        return _open_round(s, after=b.asking)
    if isinstance(a, Withdraw):
        return _withdraw(s, b.asking, a.zone)
    if isinstance(a, Attack):
        hand = list(b.hands[b.attacker])
        for c in a.cards:
            hand.remove(c)
        hands = list(b.hands)
        hands[b.attacker] = tuple(hand)
        s = _set(s, hands=(hands[0], hands[1]), revealed=a.cards, stage="defend")
        s = copy_with(s, {"reveal": s.reveal + 1})
        return s.log_line(
            said.ATTACKS(side=side_word(b.attacker), cards=" ".join(a.cards)), b.attacker
        )
    return _exchange(s, a)


def _exchange(s: State, a: Defend) -> State:
    b = s.battle
    assert b is not None
    att, dfn = b.attacker, 1 - b.attacker
    losses = gain = replays = 0
    notes, lines = [], []
    for x, y in zip(b.revealed, a.cards, strict=True):
        if s.event == "superstition" and x == y:
            replays += 1
            notes.append(f"{x}/{y} same card: replayed")
            lines.append(said.REPLAYED(attack=x, defence=y))
        elif card_type(x) != card_type(y):
            losses += 1
            gain += card_value(x)
            notes.append(f"{x}/{y} hit")
            lines.append(said.HIT(attack=x, defence=y))
        else:
            gain += max(0, card_value(x) - card_value(y))
            notes.append(f"{x}/{y} parried")
            lines.append(said.PARRIED(attack=x, defence=y))
    if b.doubled[att]:
        gain *= 2
    hand = list(b.hands[dfn])
    for c in a.cards:
        hand.remove(c)
    hands = list(b.hands)
    hands[dfn] = tuple(hand)
    gained = list(b.gained)
    gained[att] += gain
    s = _set(
        s,
        hands=(hands[0], hands[1]),
        revealed=(),
        discard=b.discard + b.revealed + a.cards,
        gained=(gained[0], gained[1]),
        last=tuple(notes),
    )
    s = set_units(s, b.zone, dfn, units(s, b.zone)[dfn] - losses)
    s = copy_with(s.gain(att, prestige=gain), {"reveal": s.reveal + 1})
    s = s.log_line(
        said.ANSWERS(
            side=side_word(dfn),
            cards=" ".join(a.cards),
            notes=tuple(lines),
            losses=losses,
            other=side_word(att),
            gain=gain,
        ),
        seat=dfn,
    )
    if replays:
        slots = min(replays, len(hands[att]), len(hands[dfn]))
        if slots > 0:
            return _set(s, stage="attack", slots=slots)
    return _end_round(s)


def _end_round(s: State) -> State:
    b = s.battle
    assert b is not None
    have = units(s, b.zone)
    if min(have) < 2:
        return _finish(s, said.FEWER_THAN_TWO())
    need = [max(0, have[i] - len(b.hands[i])) for i in (0, 1)]
    if sum(need) > len(deck(s)):
        return _finish(s, said.DECK_SHORT())
    s = _draw(s, 0, need[0])
    s = _draw(s, 1, need[1])
    s = _set(s, attacker=1 - b.attacker, round=b.round + 1)
    return _open_round(s)


def _withdraw(s: State, seat: int, zone: str | None) -> State:
    b = s.battle
    assert b is not None
    s = s.gain(seat, prestige=-1).gain(1 - seat, prestige=1)
    n = units(s, b.zone)[seat]
    s = set_units(s, b.zone, seat, 0)
    moved = 0
    if zone is not None:
        moved = max(0, min(n, era_limit(s) - units(s, zone)[seat]))
        s = set_units(s, zone, seat, units(s, zone)[seat] + moved)
    them = side_word(seat), side_word(1 - seat)
    if zone:
        line = said.WITHDRAWS_TO(
            side=them[0], zone=where(zone), other=them[1], moved=moved, lost=n - moved
        )
    else:
        line = said.WITHDRAWS(side=them[0], other=them[1], moved=moved, lost=n - moved)
    s = s.log_line(line, seat=seat)
    return _finish(s, said.WITHDREW(side=them[0]))


def _finish(s: State, reason: Message) -> State:
    b = s.battle
    assert b is not None
    s = copy_with(s, {"battle": None})
    return s.log_line(
        said.BATTLE_ENDS(
            zone=where(b.zone),
            rounds=b.round,
            reason=reason,
            athens=b.gained[0],
            sparta=b.gained[1],
        )
    )
