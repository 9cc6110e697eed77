"""What one seat may see: the whole board, both panels, its own battle hand only."""

from __future__ import annotations

from boardgames_rules.core import Frozen, GameView, LogEntry, Outcome, SeatScore, visible_log
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.polis import words
from boardgames_rules.polis.actions import Action
from boardgames_rules.polis.actions_political import price, shipload_usable
from boardgames_rules.polis.availability import availability
from boardgames_rules.polis.battle import deck
from boardgames_rules.polis.common import SIDE, goods_dict
from boardgames_rules.polis.data import FACTIONS, data
from boardgames_rules.polis.engine import current_player, legal_actions
from boardgames_rules.polis.forecast import (
    Forecast,
    end_question,
    feeding_forecast,
    pass_question,
    pass_refusal,
)
from boardgames_rules.polis.labels import effect
from boardgames_rules.polis.scoring import outcome, scores
from boardgames_rules.polis.state import EraSummary, State
from boardgames_rules.polis.topology import controller, era_limit, population, route_open, units


class ZoneView(Frozen):
    name: str
    title: str
    sea: bool
    units: tuple[int, int]  # Athens, Sparta (hoplites on land, galleys at sea)
    control: int | None
    poleis: tuple[str, ...] = ()
    collected: bool = False
    blocked: bool = False  # an event forbids collecting it this era


class PolisView(Frozen):
    name: str
    territory: str | None
    owner: int | None
    pop: int
    base: int
    growth: int
    max: int
    fortification: int
    ports: tuple[str, ...]
    capital_of: int | None
    allowed_projects: tuple[str, ...]
    project: str | None
    finished: tuple[str, ...]
    proxenoi: tuple[int, ...]  # seats whose proxenos stands here


class ShiploadView(Frozen):
    good: str
    reward: str
    amount: int
    merchant: int | None
    usable: bool  # no merchant on it, passes this era's gate, not closed by the event

    @property
    def status(self) -> str:
        """What the market panel says of it: open, taken by a side, or closed."""
        if self.merchant is not None:
            return _("taken by {side}").format(side=words.side(self.merchant))
        return _("open") if self.usable else _("closed (era gate or event)")


class MarketView(Frozen):
    name: str
    title: str
    reachable: tuple[bool, bool]  # route open for Athens, Sparta
    shiploads: tuple[ShiploadView, ...]


class PriceView(Frozen):
    good: str
    position: int
    price: int


class ProjectView(Frozen):
    id: str
    title: str
    cost: dict[str, int]
    prestige: str
    posterity: int


class SideView(Frozen):
    seat: int
    name: str
    faction: str
    goods: dict[str, int]
    prestige: int
    population: int
    merchants_in_port: int
    merchants_on_shiploads: int
    proxenos: str
    proxenos_captured: bool
    passed: bool
    turns: int


class BattleView(Frozen):
    zone: str
    sea: bool
    attacker: int
    round: int
    stage: str
    deciding: int
    units: tuple[int, int]
    hand_sizes: tuple[int, int]
    hand: tuple[str, ...] | None  # the viewing seat's own hand; None for onlookers
    revealed: tuple[str, ...]  # the attacker's cards waiting for an answer
    last: tuple[str, ...]  # the previous exchange
    deck_size: int
    discard: tuple[str, ...]
    doubled: tuple[bool, bool]
    gained: tuple[int, int]


class ActionAvailability(Frozen):
    name: str
    available: bool
    reason: str


class View(GameView):
    era: str
    era_title: str
    stacking_limit: int
    market_gate: int
    event: str
    event_title: str
    event_text: str
    phase: str
    era_stage: str
    current: int | None
    prompt: str
    territories: tuple[ZoneView, ...]
    seas: tuple[ZoneView, ...]
    poleis: tuple[PolisView, ...]
    markets: tuple[MarketView, ...]
    routes: tuple[tuple[str, str], ...]
    trade_ports: tuple[str, str]
    prices: tuple[PriceView, ...]
    projects: tuple[ProjectView, ...]
    projects_left: int
    sides: tuple[SideView, SideView]
    actions_taken: tuple[str, ...]
    actions: tuple[ActionAvailability, ...]  # for the seat viewing (the current one if None)
    step: str  # the pending step, if any
    battle: BattleView | None
    battles_due: tuple[str, ...]
    abroad: tuple[tuple[str, int, int], ...]
    summaries: tuple[EraSummary, ...]
    scores: tuple[SeatScore, ...]
    outcome: Outcome | None
    log: tuple[LogEntry, ...]
    # What the screen asks of the seat at the keyboard, worked out here from the state so that
    # the screen draws from the view alone.  Only the seat to play sees its actions (a battle
    # choice lists its own hand); for the others, and the public view, they are empty.
    forecast: tuple[Forecast, Forecast]  # the feeding at the era's end (public figures)
    legal: tuple[Action, ...]  # the viewing seat's legal actions, while it is to play
    effects: tuple[str, ...]  # each legal action's effect for its menu entry, or ''
    pass_words: str  # what p says to the viewing seat: the question first, or why it cannot
    end_words: str  # what e asks the viewing seat first ('' when e ends the turn at once)


def _zone(s: State, name: str, sea: bool) -> ZoneView:
    d = data()
    return ZoneView(
        name=name,
        title=d.sea_title[name] if sea else name,
        sea=sea,
        units=units(s, name),
        control=controller(s, name),
        poleis=() if sea else d.poleis_in[name],
        collected=name in s.collected,
        blocked=name in s.blocked,
    )


def _polis(s: State, i: int) -> PolisView:
    d = data()
    info, p = d.poleis[i], s.poleis[i]
    return PolisView(
        name=info.name,
        territory=info.territory,
        owner=p.owner,
        pop=p.pop,
        base=info.base,
        growth=info.growth,
        max=info.max,
        fortification=info.fortification,
        ports=info.ports,
        capital_of=FACTIONS.index(info.capital_of) if info.capital_of else None,
        allowed_projects=info.projects,
        project=p.project,
        finished=p.finished,
        proxenoi=tuple(seat for seat in (0, 1) if s.side(seat).proxenos == info.name),
    )


def _markets(s: State) -> tuple[MarketView, ...]:
    d = data()
    out = []
    for m in d.markets:
        loads = tuple(
            ShiploadView(
                good=load.good,
                reward=load.reward,
                amount=load.amount,
                merchant=s.shiploads[i],
                usable=shipload_usable(s, i),
            )
            for i, (name, load) in enumerate(d.shiploads)
            if name == m.name
        )
        reach = (route_open(s, 0, m.name), route_open(s, 1, m.name))
        out.append(MarketView(name=m.name, title=m.title, reachable=reach, shiploads=loads))
    return tuple(out)


def _battle(s: State, seat: int | None) -> BattleView | None:
    from boardgames_rules.polis.battle import battle_seat

    b = s.battle
    if b is None:
        return None
    return BattleView(
        zone=b.zone,
        sea=b.sea,
        attacker=b.attacker,
        round=b.round,
        stage=b.stage,
        deciding=battle_seat(b),
        units=units(s, b.zone),
        hand_sizes=(len(b.hands[0]), len(b.hands[1])),
        hand=b.hands[seat] if seat is not None else None,
        revealed=b.revealed,
        last=b.last,
        deck_size=len(deck(s)),
        discard=b.discard,
        doubled=b.doubled,
        gained=b.gained,
    )


def _side(s: State, seat: int) -> SideView:
    p = s.side(seat)
    return SideView(
        seat=seat,
        name=s.players[seat],
        faction=SIDE[seat],
        goods=goods_dict(s, seat),
        prestige=p.prestige,
        population=population(s, seat),
        merchants_in_port=p.merchants,
        merchants_on_shiploads=s.shiploads.count(seat),
        proxenos=p.proxenos,
        proxenos_captured=p.captured,
        passed=p.passed,
        turns=p.turns,
    )


def build_view(s: State, seat: int | None, prompt: str) -> View:
    d = data()
    era = d.eras[s.era]
    event = d.events[s.event]
    current = current_player(s)
    who = seat if seat is not None else current
    acts = availability(s, who) if who is not None else []
    legal = tuple(legal_actions(s)) if seat is not None and seat == current else ()
    if seat is None:
        pass_words = ""
    elif any(a.kind == "pass" for a in legal):
        pass_words = pass_question(s)
    else:
        pass_words = pass_refusal(s)
    return View(
        seat=seat,
        players=s.players,
        era=era.id,
        era_title=era.title,
        stacking_limit=era_limit(s),
        market_gate=era.gate,
        event=s.event,
        event_title=event.title,
        event_text=event.text,
        phase=s.phase,
        era_stage=s.era_stage,
        current=current,
        prompt=prompt,
        territories=tuple(_zone(s, t, False) for t in d.territory_names),
        seas=tuple(_zone(s, z, True) for z in d.sea_names),
        poleis=tuple(_polis(s, i) for i in range(len(d.poleis))),
        markets=_markets(s),
        routes=d.routes,
        trade_ports=(d.trade_port[0], d.trade_port[1]),
        prices=tuple(
            PriceView(good=g, position=s.prices[i], price=price(s, g))
            for i, g in enumerate(d.price_goods)
        ),
        projects=tuple(
            ProjectView(
                id=p,
                title=d.projects[p].title,
                cost={good: n for good, n in d.projects[p].cost.items()},
                prestige=N_("half the capital's population")
                if d.projects[p].half_capital_population
                else str(d.projects[p].prestige),
                posterity=d.projects[p].posterity,
            )
            for p in s.projects
        ),
        projects_left=len(s.project_pool),
        sides=(_side(s, 0), _side(s, 1)),
        actions_taken=s.done,
        actions=tuple(ActionAvailability(name=n, available=ok, reason=r) for n, ok, r in acts),
        step=s.steps[0].kind if s.steps else "",
        battle=_battle(s, seat),
        battles_due=s.battle_queue,
        abroad=s.abroad,
        summaries=s.summaries,
        scores=scores(s),
        outcome=outcome(s),
        log=visible_log(s, seat),
        forecast=(feeding_forecast(s, 0), feeding_forecast(s, 1)),
        legal=legal,
        effects=tuple(effect(s, a) for a in legal),
        pass_words=pass_words,
        end_words=end_question(s) if any(a.kind == "end" for a in legal) else "",
    )
