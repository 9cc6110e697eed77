"""The end-of-era sequence, in order: projects, feeding, growth, megalopolis, spoilage, phoros.

``proceed`` runs one stage; stages that need a player's choice push a step and the engine
waits for it.  [decided here] Within a stage Athens decides first, then Sparta (the choices
do not affect each other).  Each player's figures go into an :class:`EraSummary`.
"""

from __future__ import annotations

from functools import cache

from boardgames_rules.core.game import copy_with
from boardgames_rules.polis import messages as said
from boardgames_rules.polis.actions import Done, Grow, PayPrestige, Phoros, Starve
from boardgames_rules.polis.common import (
    SIDE,
    era_id,
    neutral_update,
    polis,
    polis_update,
    side_word,
    where,
    word,
)
from boardgames_rules.polis.data import data
from boardgames_rules.polis.era_start import start_era
from boardgames_rules.polis.state import GOOD_INDEX, EraSummary, State, Step, shared_step
from boardgames_rules.polis.topology import owned, owned_names, population

# Actions are immutable values: the step lists hand out one shared instance per value.
_starve = cache(Starve)
_PAY = PayPrestige()
_grow = cache(Grow)
_phoros = cache(Phoros)
_DONE = Done()

STAGES = ("projects", "feed0", "feed1", "grow0", "grow1", "mega", "phoros0", "phoros1", "finish")


def next_stage(s: State, update: dict | None = None) -> State:
    """``s`` with ``update`` and the next stage, in one copy."""
    stage = {"era_stage": STAGES[STAGES.index(s.era_stage) + 1]}
    return copy_with(s, update | stage if update else stage)


def _summarised(s: State, seat: int, **delta) -> dict:
    """``_summary`` as an update, to make in one copy with other changes."""
    return {"summaries": _noted(s.summaries, era_id(s), seat, delta)}


def _noted(summaries: tuple, era: str, seat: int, delta: dict) -> tuple:
    """``summaries`` with ``delta`` added to (``prestige``: put in) the seat's entry for the
    era, so that several seats' notes can go into one copy of the state."""
    out = []
    for e in summaries:
        if e.seat == seat and e.era == era:
            upd = {k: (getattr(e, k) + v if k != "prestige" else v) for k, v in delta.items()}
            e = copy_with(e, upd)
        out.append(e)
    return tuple(out)


def _final_prestige(s: State) -> tuple:
    """The summaries with the prestige each side ends the sequence with."""
    era, summaries = era_id(s), s.summaries
    for seat in (0, 1):
        summaries = _noted(summaries, era, seat, {"prestige": s.sides[seat].prestige})
    return summaries


@cache
def _fresh_summary(era: str, seat: int) -> EraSummary:
    """``EraSummary(era=era, seat=seat)``, validated once (immutable, so shared)."""
    return EraSummary(era=era, seat=seat)


def last_era(s: State) -> bool:
    return s.era == len(data().eras) - 1


def proceed(s: State) -> State:
    stage = s.era_stage
    if stage == "projects":
        return next_stage(_projects(s))
    if stage.startswith("feed"):
        return _feed(s, int(stage[-1]))
    if stage.startswith("grow"):
        seat = int(stage[-1])
        if _can_grow(s, seat, ()):  # legal_grow(s, the step) offers more than "done"
            return copy_with(s, {"steps": (shared_step(kind="grow", seat=seat),)})
        return next_stage(s)
    if stage == "mega":
        return next_stage(_spoil(_megalopolis(s)))
    if stage.startswith("phoros"):
        seat = int(stage[-1])
        if not last_era(s) and s.sides[seat].prestige >= 2:
            return copy_with(s, {"steps": (shared_step(kind="phoros", seat=seat),)})
        return next_stage(s)
    return _finish(s)


def project_prestige(s: State, project: str, owner: int) -> int:
    """The prestige ``project`` gives ``owner`` when the era ends: its own, or half the
    owner's capital's cubes (Phidias)."""
    d = data()
    proj = d.projects[project]
    if proj.half_capital_population:
        return polis(s, d.capital[owner]).pop // 2
    return proj.prestige


def _projects(s: State) -> State:
    d, era = data(), era_id(s)
    update = {"summaries": s.summaries + (_fresh_summary(era, 0), _fresh_summary(era, 1))}
    s = copy_with(s, update | s.logged(said.ERA_ENDS(era=word(d.eras[s.era].title))))
    # The poleis of the state before these changes: only their projects are read, and
    # only the polis being finished changes its project.
    for name, p in zip(d.polis_names, s.poleis, strict=True):
        if p.project is None:
            continue
        proj = d.projects[p.project]
        update = polis_update(s, name, project=None, finished=p.finished + (p.project,))
        if p.owner is not None:
            gain = project_prestige(s, p.project, p.owner)  # the update changes no population
            line = said.PROJECT_FINISHED(
                project=word(proj.title), polis=where(name), side=side_word(p.owner), gain=gain
            )
            update |= s.gained(p.owner, prestige=gain) | _summarised(s, p.owner, projects=gain)
            update |= s.logged(line)
        s = copy_with(s, update)  # the project, its prestige, the note and the log: one copy
    return s


def removable(s: State, seat: int, name: str) -> int:
    """Cubes ``name`` may lose to feeding: the capital keeps its last one (§10.2), and
    Behind the Long Walls Athinai loses none."""
    cap = data().capital[seat]
    pop = polis(s, name).pop
    if name != cap:
        return pop
    return 0 if s.event == "long_walls" and seat == 0 else max(0, pop - 1)


def feed_choices(s: State, seat: int) -> int:
    """How many unfed cubes ``seat`` could cover at most: its prestige and removable cubes."""
    return s.sides[seat].prestige + sum(removable(s, seat, n) for n in owned(s, seat))


def _feed(s: State, seat: int) -> State:
    """1 wheat per cube; each cube left unfed is paid with 1 prestige or removed (§10.2).

    The player chooses cube by cube in a ``feed`` step.  When prestige and removable cubes
    together cannot cover the unfed cubes, the capital's last cube starves and the game is
    lost at once (nothing the player could choose would change it).
    """
    need, wheat = population(s, seat), s.sides[seat].has("wheat")
    eat = min(wheat, need)
    hunger = need - eat
    if hunger:
        line = said.FEEDS_UNFED(side=side_word(seat), eat=eat, need=need, hunger=hunger)
    else:
        line = said.FEEDS(side=side_word(seat), eat=eat, need=need)
    update = s.gained(seat, wheat=-eat) | _summarised(s, seat, fed=eat) | s.logged(line, seat)
    if not hunger:
        return next_stage(s, update)
    if hunger > feed_choices(s, seat):  # prestige and cubes: the update changes neither
        return _starved(copy_with(s, update), seat)
    step = shared_step(kind="feed", seat=seat, left=hunger)
    return _forced(copy_with(s, update | {"steps": (step,)}))


def _starved(s: State, seat: int) -> State:
    cap = data().capital[seat]
    line = said.CANNOT_FEED(side=side_word(seat), capital=where(cap))
    # the summary shows the prestige the game ended with
    update = s.logged(line) | {
        "summaries": _final_prestige(s),
        "phase": "over",
        "loser": seat,
    }
    return copy_with(s, update | {"end_reason": f"{SIDE[seat]} could not feed its capital"})


def legal_feed(s: State, step: Step) -> list:
    seat = step.seat
    out: list = [_PAY] if s.sides[seat].prestige > 0 else []
    return out + [_starve(polis=n) for n in owned(s, seat) if removable(s, seat, n)]


def _forced(s: State) -> State:
    """Play the feed step's only choice while there is just one (no walk-through)."""
    while s.steps and s.steps[0].kind == "feed":
        legal = legal_feed(s, s.steps[0])
        if len(legal) != 1:
            return s
        s = _feed_one(s, s.steps[0], legal[0])
    return s


def resolve_feed(s: State, step: Step, a: PayPrestige | Starve) -> State:
    return _forced(_feed_one(s, step, a))


def _feed_one(s: State, step: Step, a: PayPrestige | Starve) -> State:
    seat = step.seat
    if isinstance(a, PayPrestige):
        line = said.PAYS_FOR_UNFED(side=side_word(seat))
        update = s.gained(seat, prestige=-1) | _summarised(s, seat, hunger=1)
    else:
        pop = polis(s, a.polis).pop - 1
        if pop == 0:
            line = said.STARVES_NEUTRAL(polis=where(a.polis))
            update = neutral_update(s, a.polis)
            update |= _summarised(s, seat, starved=1, released=(a.polis,))
        else:
            line = said.STARVES(side=side_word(seat), polis=where(a.polis), left=pop)
            update = polis_update(s, a.polis, pop=pop) | _summarised(s, seat, starved=1)
    update |= s.logged(line, seat)
    if step.left > 1:
        more = copy_with(step, {"left": step.left - 1})
        return copy_with(s, update | {"steps": (more,) + s.steps[1:]})
    return next_stage(s, update | {"steps": s.steps[1:]})


def legal_grow(s: State, step: Step) -> list:
    d = data()
    wheat = s.sides[step.seat].has("wheat")
    out: list = []
    for name in owned(s, step.seat):
        info = d.polis[name]
        room = min(wheat, info.max - polis(s, name).pop, info.growth - step.used.count(name))
        out += [_grow(polis=name, count=n) for n in range(1, room + 1)]
    return out + [_DONE]


def _can_grow(s: State, seat: int, used: tuple[str, ...]) -> bool:
    """Some polis of ``seat`` can grow by 1: ``legal_grow`` lists more than "done", found
    without making its actions (the grow stage asks before every choice)."""
    wheat = s.sides[seat].goods[GOOD_INDEX["wheat"]]
    return _growable(s.poleis, wheat, owned_names(s, seat), used)


def _growable(poleis: tuple, wheat: int, mine: tuple[str, ...], used: tuple[str, ...]) -> bool:
    """``_can_grow`` on the poleis, the wheat and the names of the poleis owned."""
    if wheat < 1:
        return False
    d = data()
    p_index = d.p_index
    for name in mine:
        info = d.polis[name]
        if info.max > poleis[p_index[name]].pop and info.growth > used.count(name):
            return True
    return False


def resolve_grow(s: State, step: Step, a: Grow | Done) -> State:
    if isinstance(a, Done):
        return next_stage(s, {"steps": s.steps[1:]})
    # grow, pay the wheat, note it, log: in one copy
    line = said.GROWS(side=side_word(step.seat), polis=where(a.polis), n=a.count)
    update = polis_update(s, a.polis, pop=polis(s, a.polis).pop + a.count)
    update |= s.gained(step.seat, wheat=-a.count) | _summarised(s, step.seat, grown=a.count)
    update |= s.logged(line, seat=step.seat)
    step = copy_with(step, {"used": step.used + (a.polis,) * a.count})
    # legal_grow(the state after the update, step) offers more than "done"; growing changes
    # no owner, so the poleis owned are the same
    wheat = update["sides"][step.seat].goods[GOOD_INDEX["wheat"]]
    if _growable(update["poleis"], wheat, owned_names(s, step.seat), step.used):
        return copy_with(s, update | {"steps": (step,) + s.steps[1:]})
    return next_stage(s, update | {"steps": s.steps[1:]})


def _megalopolis(s: State) -> State:
    d = data()
    for seat in (0, 1):
        big = sum(1 for n in owned(s, seat) if polis(s, n).pop > d.polis[n].base)
        if big:
            # the prestige, the note and the log line in one copy
            update = s.gained(seat, prestige=big) | _summarised(s, seat, megalopolis=big)
            s = copy_with(s, update | s.logged(said.MEGALOPOLIS(side=side_word(seat), n=big)))
    return s


def _spoil(s: State) -> State:
    for seat in (0, 1):
        side = s.sides[seat]
        lost = {g: side.has(g) // 2 for g in ("wine", "oil", "wheat")}  # keep half, rounded up
        update = s.gained(seat, **{g: -n for g, n in lost.items()})
        s = copy_with(s, update | _summarised(s, seat, spoiled=sum(lost.values())))
    return s


def legal_phoros(s: State, step: Step) -> list[Phoros]:
    # [decided here] a player may not turn their last prestige point into silver
    return [_phoros(amount=n) for n in range(s.sides[step.seat].prestige)]


def resolve_phoros(s: State, step: Step, a: Phoros) -> State:
    # pay, note it, log, close the step, go on: in one copy
    update = s.gained(step.seat, prestige=-a.amount, silver=a.amount)
    update |= _summarised(s, step.seat, phoros=a.amount) | {"steps": s.steps[1:]}
    if a.amount:
        update |= s.logged(said.PHOROS(side=side_word(step.seat), n=a.amount))
    return next_stage(s, update)


def _finish(s: State) -> State:
    update: dict[str, object] = {"summaries": _final_prestige(s)}
    broke = [seat for seat in (0, 1) if s.sides[seat].prestige == 0]
    if len(broke) == 1:
        seat = broke[0]
        update |= s.logged(said.NO_PRESTIGE_LEFT(side=side_word(seat)))
        update |= {"phase": "over", "loser": seat}
        return copy_with(s, update | {"end_reason": f"{SIDE[seat]} ran out of prestige"})
    if broke or last_era(s):
        # [decided here] if both run out of prestige together, the score decides.
        reason = "both sides ran out of prestige" if broke else "the last era is over"
        return copy_with(s, update | {"phase": "over", "end_reason": reason})
    s = copy_with(s, update)
    return start_era(s, s.era + 1)
