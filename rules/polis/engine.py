"""Who decides now, what they may do, and what happens: the dispatch over actions and steps.

``validate`` accepts exactly what ``legal_actions`` lists (it checks membership in the list
for that kind of action), and explains a refusal with the most specific rule it can find.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import compress

from boardgames_rules.core import IllegalAction, Rejection
from boardgames_rules.core.game import copy_with
from boardgames_rules.core.memo import contains, holds, memo_of, put_legal
from boardgames_rules.polis import actions_development as dev
from boardgames_rules.polis import actions_military as mil
from boardgames_rules.polis import actions_political as pol
from boardgames_rules.polis import battle, era_end, events
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import ACTION_KINDS, MILITARY, EndTurn, Pass, Pay
from boardgames_rules.polis.common import side_word, word
from boardgames_rules.polis.data import GOODS
from boardgames_rules.polis.era_start import first_player
from boardgames_rules.polis.flow import MAX_TURNS, advance, end_turn
from boardgames_rules.polis.reasons import why_not
from boardgames_rules.polis.state import GOOD_INDEX, State, Step, shared_step

# Actions are immutable values: one shared instance each.
_PASS = Pass()
_END = EndTurn()
_PASS_ONLY_OPTION, _END_ONLY_OPTION = (_PASS,), (_END,)

# The options of each turn action kind for the active seat: sequences the engine keeps and
# never changes (many are shared, ready-made tuples; ``legal_of_kind`` hands out copies).
LEGAL: dict[str, Callable] = {
    "hoplites": dev.hoplite_options,
    "galleys": dev.galley_options,
    "merchants": dev.merchant_options,
    "project": dev.project_options,
    "move": mil.move_options,
    "sail": mil.sail_options,
    "siege": mil.siege_options,
    "collect": mil.collect_options,
    "trade": pol.trade_options,
    "proxenos": pol.proxenos_options,
    "redeem": pol.redeem_options,
    "civilwar": pol.civilwar_options,
    "pass": lambda s, seat: _PASS_ONLY_OPTION,
    "end": lambda s, seat: _END_ONLY_OPTION,
}
# The same options given what every one of them starts from (``common.turn_means``): the listing
# works that out once instead of thirteen times.
OFFERED: dict[str, Callable] = {
    "hoplites": dev.hoplites_offered,
    "galleys": dev.galleys_offered,
    "merchants": dev.merchants_offered,
    "project": dev.project_offered,
    "move": mil.move_offered,
    "sail": mil.sail_offered,
    "siege": mil.siege_offered,
    "collect": mil.collect_offered,
    "trade": pol.trade_offered,
    "proxenos": pol.proxenos_offered,
    "redeem": pol.redeem_offered,
    "civilwar": pol.civilwar_offered,
    "pass": lambda s, seat, side, goods, spare, budget, memo: _PASS_ONLY_OPTION,
    "end": lambda s, seat, side, goods, spare, budget, memo: _END_ONLY_OPTION,
}
# The turn actions that make their own state (the others are in ``UPDATES``).
RESOLVE: dict[str, Callable] = {
    "project": dev.resolve_project,
    "move": mil.resolve_move,
    "sail": mil.resolve_sail,
    "siege": mil.resolve_siege,
    "collect": mil.resolve_collect,
    "redeem": pol.resolve_redeem,
    "civilwar": pol.resolve_civilwar,
}


# The other turn actions return their changes as an update instead of a state, so that the
# engine makes them in the same copy as its own (the usual turn action moves the proxenos).
UPDATES: dict[str, Callable] = {
    "hoplites": dev.hoplites_update,
    "galleys": dev.galleys_update,
    "merchants": dev.merchants_update,
    "trade": pol.trade_update,
    "proxenos": pol.proxenos_update,
}

_PAY = {g: Pay(good=g) for g in GOODS}  # one shared instance per good


# The surcharge choices by which goods are in hand (at most 64 ways): one shared tuple each.
_SURCHARGE: dict[tuple[bool, ...], tuple[Pay, ...]] = {}


def _legal_surcharge(s: State, step: Step) -> tuple[Pay, ...]:
    held = tuple(map(_POSITIVE, s.sides[step.seat].goods))
    found = _SURCHARGE.get(held)
    if found is None:
        found = _SURCHARGE[held] = tuple(compress(_PAY.values(), held))
    return found


_POSITIVE = (0).__lt__  # n > 0


def _resolve_surcharge(s: State, step: Step, a: Pay) -> State:
    # s.gain(step.seat, **{a.good: -1}) (Player.plus for one good), made in the same copy
    # as the rest
    seat = step.seat
    side = s.sides[seat]
    goods = list(side.goods)
    i = GOOD_INDEX[a.good]
    goods[i] = max(0, goods[i] - 1)
    player = copy_with(side, {"goods": tuple(goods), "prestige": side.prestige})
    sides = (player, s.sides[1]) if seat == 0 else (s.sides[0], player)
    line = said.PAYS_SURCHARGE(side=side_word(seat), good=word(a.good))
    update = {"sides": sides, "steps": s.steps[1:]} | s.logged(line, seat)
    return copy_with(s, update)


STEP_LEGAL: dict[str, Callable] = {
    "more_hoplites": mil.legal_more,
    "more_galleys": mil.legal_more,
    "tribute": mil.legal_tribute,
    "surcharge": _legal_surcharge,
    "feed": era_end.legal_feed,
    "grow": era_end.legal_grow,
    "phoros": era_end.legal_phoros,
}
STEP_RESOLVE: dict[str, Callable] = {
    "more_hoplites": mil.resolve_more,
    "more_galleys": mil.resolve_more,
    "tribute": mil.resolve_tribute,
    "surcharge": _resolve_surcharge,
    "feed": era_end.resolve_feed,
    "grow": era_end.resolve_grow,
    "phoros": era_end.resolve_phoros,
}
# The choices an era's event asks for, all made before the era's first turn.
EVENT_STEPS = ("philopersians", "egypt", "persia", "betrayal", "treasury")
for _kind in EVENT_STEPS:
    STEP_LEGAL[_kind] = events.legal_step
    STEP_RESOLVE[_kind] = events.resolve_step


def current_player(s: State) -> int | None:
    if s.phase == "over":
        return None
    if s.steps:
        return s.steps[0].seat
    if s.battle is not None:
        return battle.battle_seat(s.battle)
    return s.active


def _plan(kinds: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[Callable, ...]]:
    """The kinds with their option functions (``OFFERED``), in the same order."""
    return kinds, tuple(OFFERED[k] for k in kinds)


_OPENING = _plan((*ACTION_KINDS, "pass"))
_PASS_ONLY = _plan(("pass",))


@cache
def _plan_after(done: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[Callable, ...]]:
    return _plan((*(k for k in ACTION_KINDS if k not in done), "end"))


def _turn_plan(s: State) -> tuple[tuple[str, ...], tuple[Callable, ...]]:
    if not s.done:
        return _PASS_ONLY if s.sides[s.active].turns >= MAX_TURNS else _OPENING
    return _plan_after(s.done)


def turn_kinds(s: State) -> tuple[str, ...]:
    """The kinds of turn actions open now, before looking at costs and the board."""
    return _turn_plan(s)[0]


def legal_of_kind(s: State, kind: str) -> list:
    return list(LEGAL[kind](s, s.active))


def _pending_options(s: State) -> list:
    """The options of the pending step or battle (do not change the list: ``legal_actions``
    keeps it)."""
    if s.steps:
        return STEP_LEGAL[s.steps[0].kind](s, s.steps[0])
    return battle.legal(s)


# ``legal_actions`` keeps the list it made (a turn's or a pending step's) in the state's Memo
# (``put_legal``): ``validate`` accepts an action found there without asking each kind again
# (the usual order is list, then apply).


def legal_actions(s: State) -> list:
    if s.phase == "over":
        return []
    if s.steps or s.battle is not None:
        options = _pending_options(s)
        put_legal(s, options)  # kept, never changed: ``apply`` finds the choice made there
        return list(options)
    out: list = []
    seat = s.active
    # turn_means(s, seat), inlined: once per listing for all the option functions
    side = s.sides[seat]
    goods = side.goods
    spare = s.phase == "play" and s.sides[1 - seat].passed
    budget = sum(goods) - spare
    memo = memo_of(s)
    # _turn_plan(s), inlined: the functions of turn_kinds(s), looked up once
    if s.done:
        plan = _plan_after(s.done)
    else:
        plan = _PASS_ONLY if side.turns >= MAX_TURNS else _OPENING
    for offered in plan[1]:
        out += offered(s, seat, side, goods, spare, budget, memo)
    put_legal(s, tuple(out))  # a copy: the caller may change its list
    return out


def apply(s: State, a) -> State:
    """``Game.apply``: an action from the list just made goes straight to ``resolve``."""
    if not holds(s, a):
        rejection = validate(s, a)
        if rejection is not None:
            raise IllegalAction(rejection)
    return resolve(s, a)


def validate(s: State, a) -> Rejection | None:
    if holds(s, a):
        return None  # listed by legal_actions, which lists only what the checks below accept
    if s.phase == "over":
        return Rejection(rule="game-over", message=said.GAME_OVER())
    if s.steps or s.battle is not None:
        options = _pending_options(s)
        if contains(options, a):
            return None
        kinds = sorted({o.kind for o in options})
        if a.kind not in kinds:
            return Rejection(
                rule="step-pending",
                message=said.STEP_PENDING(kind=a.kind, expected=", ".join(kinds)),
            )
        return Rejection(
            rule=f"{a.kind}-not-allowed",
            message=said.NOT_ALLOWED(kind=a.kind, n=len(options)),
        )
    if a.kind not in turn_kinds(s):
        return _turn_rejection(s, a.kind)
    if contains(LEGAL[a.kind](s, s.active), a):
        return None
    reason = why_not(s, s.active, a.kind) or said.VARIANT_NOT_POSSIBLE()
    return Rejection(
        rule=f"{a.kind}-not-possible", message=said.NOT_POSSIBLE(kind=a.kind, reason=reason)
    )


def _turn_rejection(s: State, kind: str) -> Rejection:
    if kind in s.done:
        return Rejection(
            rule="actions-must-differ",
            message=said.ACTIONS_MUST_DIFFER(kind=kind),
        )
    if kind == "pass":
        return Rejection(
            rule="pass-at-turn-start",
            message=said.PASS_AT_TURN_START(),
        )
    if kind == "end":
        return Rejection(
            rule="end-after-action",
            message=said.END_AFTER_ACTION(),
        )
    if s.sides[s.active].turns >= MAX_TURNS:
        return Rejection(
            rule="turn-limit",
            message=said.TURN_LIMIT(turns=MAX_TURNS),
        )
    return Rejection(rule="not-a-turn-action", message=said.NOT_A_TURN_ACTION(kind=kind))


def resolve(s: State, a) -> State:
    if s.steps:
        step = s.steps[0]
        s = STEP_RESOLVE[step.kind](s, step, a)
        if step.kind in EVENT_STEPS and not s.steps:
            s = copy_with(s, {"active": first_player(s)})  # §1: after the event
        return advance(s)
    if s.battle is not None:
        return advance(battle.resolve(s, a))
    seat = s.active
    if isinstance(a, Pass):
        sides = list(s.sides)
        sides[seat] = copy_with(sides[seat], {"passed": True})
        line = said.PASSES(side=side_word(seat))
        update = {"sides": tuple(sides), "turn_over": True} | s.logged(line, seat=seat)
        return advance(copy_with(s, update))
    if isinstance(a, EndTurn):
        if _at_rest(s) and not s.surcharge_due:
            # ``advance`` would end the turn first thing, and the end of the turn sets
            # ``turn_over`` again: the same state without the copy that sets it.
            return advance(end_turn(s))
        return advance(copy_with(s, {"turn_over": True}))
    owed = s.sides[1 - seat].passed
    changes = UPDATES.get(a.kind)
    if changes is None:
        s = RESOLVE[a.kind](s, seat, a)
        update = {}
    else:
        update = changes(s, seat, a)  # made in the one copy below
    done = s.done + (a.kind,)
    update |= {"done": done, "surcharge_due": owed, "turn_over": len(done) >= 2}
    if owed and _at_rest(s):
        # What ``advance`` would do first (it raises the surcharge step), in the same copy.
        update |= {"surcharge_due": False, "steps": (shared_step(kind="surcharge", seat=s.active),)}
    return advance(copy_with(s, update))


def _at_rest(s: State) -> bool:
    """Nothing comes before a pending surcharge or turn end in ``advance``."""
    return s.phase == "play" and not s.steps and s.battle is None and not s.battle_queue


__all__ = ["MILITARY", "apply", "current_player", "legal_actions", "resolve", "validate"]
