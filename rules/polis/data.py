"""The board of Polis, loaded once from ``assets/polis/*.json`` and checked as a whole.

Every cross-reference (a neighbour, a port arrow, a project on a polis tile, an event's zone…)
is resolved here and *all* problems are reported together, so a broken asset file says
everything that is wrong with it at once.  Topology is precomputed for the engine.
"""

from __future__ import annotations

import json
from collections.abc import Container
from functools import cache
from pathlib import Path
from typing import Any, Literal

from boardgames_rules.core.assets import asset
from pydantic import BaseModel, ConfigDict, Field, ValidationError

Faction = Literal["athens", "sparta"]
Good = Literal["silver", "wheat", "metal", "wood", "wine", "oil"]
GOODS: tuple[Good, ...] = ("silver", "wheat", "metal", "wood", "wine", "oil")
FACTIONS = ("athens", "sparta")


class Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Territory(Model):
    name: str
    coasts: tuple[str, ...]
    land: tuple[str, ...]


class Sea(Model):
    name: str
    title: str
    adjacent: tuple[str, ...]


class Polis(Model):
    name: str
    territory: str | None
    base: int = Field(ge=1)
    growth: int = Field(ge=0)
    max: int = Field(ge=1)
    ports: tuple[str, ...]
    projects: tuple[str, ...]
    capital_of: Faction | None = None
    commercial_for: Faction | None = None

    @property
    def fortification(self) -> int:
        # [decided] Fortification = base population, capped at 4.
        return min(self.base, 4)


class MapFile(Model):
    territories: tuple[Territory, ...]
    seas: tuple[Sea, ...]
    poleis: tuple[Polis, ...]


class Port(Model):
    name: str
    title: str
    faction: Faction


class Shipload(Model):
    good: Good
    reward: Literal["wheat", "silver"]
    amount: int = Field(ge=1)


class Market(Model):
    name: str
    title: str
    shiploads: tuple[Shipload, ...]


class TradeFile(Model):
    ports: tuple[Port, ...]
    routes: tuple[tuple[str, str], ...]
    markets: tuple[Market, ...]
    price_goods: tuple[Good, ...]


class Project(Model):
    id: str
    title: str
    cost: dict[Good, int]
    prestige: int = Field(ge=0)
    posterity: int = Field(ge=0)
    half_capital_population: bool = False
    only: str | None = None


class ProjectsFile(Model):
    projects: tuple[Project, ...]


class CardType(Model):
    code: str
    name: str


class BattleFile(Model):
    types: tuple[CardType, ...]
    values: tuple[int, ...]
    threshold: int = Field(ge=2)
    land_first: Faction
    sea_first: Faction


class Era(Model):
    id: str
    title: str
    limit: int = Field(ge=1)
    gate: int = Field(ge=1)
    prices: tuple[int, ...]
    events: dict[str, int]


class ErasFile(Model):
    eras: tuple[Era, ...]


class Placement(Model):
    faction: Faction
    unit: Literal["hoplite", "galley"]
    zone: str


class Gain(Model):
    faction: Faction
    what: Literal["silver", "wheat", "metal", "wood", "wine", "oil", "prestige"]
    amount: int


class Event(Model):
    id: str
    title: str
    text: str
    place: tuple[Placement, ...] = ()
    gain: tuple[Gain, ...] = ()
    no_collect: tuple[str, ...] = ()
    no_trade: tuple[str, ...] = ()


class EventsFile(Model):
    events: tuple[Event, ...]


class FactionSetup(Model):
    faction: Faction
    poleis: tuple[str, ...]
    goods: dict[Good, int]
    prestige: int
    hoplites: dict[str, int]
    galleys: dict[str, int]
    merchants: int
    proxenos: str


class SetupFile(Model):
    factions: tuple[FactionSetup, ...]
    price_start: int
    projects_per_era: int


class LayoutFile(Model):
    """Drawing data only (the screen reads it; the rules never do): the poleis' short names.
    The map itself is drawn from ``drawing.json``, which the app reads and checks."""

    doc: str = Field("", alias="_doc")
    polis_short: dict[str, str]  # polis -> 3-letter name, where the full name does not fit


class PolisDataError(ValueError):
    """The Polis asset files are inconsistent; the message lists every problem."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("Polis data is invalid:\n" + "\n".join(f"- {p}" for p in problems))


class Data:
    """Validated board data plus the indexes and adjacency the engine needs."""

    def __init__(
        self,
        board: MapFile,
        trade: TradeFile,
        tribute: dict[str, dict[Good, tuple[int, ...]]],
        projects: ProjectsFile,
        battle: BattleFile,
        eras: ErasFile,
        events: EventsFile,
        setup: SetupFile,
        layout: LayoutFile,
    ) -> None:
        self.territories = board.territories
        self.seas = board.seas
        self.poleis = board.poleis
        self.territory_names = tuple(t.name for t in board.territories)
        self.sea_names = tuple(s.name for s in board.seas)
        self.polis_names = tuple(p.name for p in board.poleis)
        self.t_index = {n: i for i, n in enumerate(self.territory_names)}
        self.s_index = {n: i for i, n in enumerate(self.sea_names)}
        self.p_index = {n: i for i, n in enumerate(self.polis_names)}
        self.polis = {p.name: p for p in board.poleis}
        self.land = {t.name: t.land for t in board.territories}
        self.coasts = {t.name: t.coasts for t in board.territories}
        self.sea_adj = {s.name: s.adjacent for s in board.seas}
        self.sea_title = {s.name: s.title for s in board.seas}
        self.poleis_in = {
            t: tuple(p.name for p in board.poleis if p.territory == t) for t in self.territory_names
        }
        self.capital = {
            FACTIONS.index(p.capital_of): p.name for p in board.poleis if p.capital_of is not None
        }
        self.commercial = {
            seat: tuple(p.name for p in board.poleis if p.commercial_for == FACTIONS[seat])
            for seat in (0, 1)
        }
        self.ports = trade.ports
        self.trade_port = {FACTIONS.index(p.faction): p.name for p in trade.ports}
        self.markets = trade.markets
        self.market_names = tuple(m.name for m in trade.markets)
        self.shiploads = tuple((m.name, s) for m in trade.markets for s in m.shiploads)
        self.routes = trade.routes
        self.route_adj: dict[str, tuple[str, ...]] = {}
        for a, b in trade.routes:
            self.route_adj[a] = self.route_adj.get(a, ()) + (b,)
            self.route_adj[b] = self.route_adj.get(b, ()) + (a,)
        self.price_goods = trade.price_goods
        self.tribute = tribute
        self.projects = {p.id: p for p in projects.projects}
        self.project_ids = tuple(p.id for p in projects.projects)
        self.battle = battle
        self.cards = tuple(f"{t.code}{v}" for t in battle.types for v in battle.values)
        self.card_type = {t.code: t.name for t in battle.types}
        self.eras = eras.eras
        self.events = {e.id: e for e in events.events}
        self.setup = setup
        self.polis_short = layout.polis_short


def _load_json(folder: Path | Any, name: str, problems: list[str]) -> Any:
    try:
        return json.loads(folder.joinpath(name).read_text("utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        problems.append(f"{name}: cannot be read ({err})")
        return None


def _parse(model: type[BaseModel], raw: Any, name: str, problems: list[str]) -> Any:
    if raw is None:
        return None
    try:
        return model.model_validate(raw)
    except ValidationError as err:
        for e in err.errors():
            where = ".".join(str(x) for x in e["loc"])
            problems.append(f"{name}: {where}: {e['msg']}")
        return None


def _check_refs(d: dict[str, Any], problems: list[str]) -> None:
    """Every name used anywhere must exist; adjacency must be symmetric."""
    board: MapFile = d["map"]
    terr = {t.name for t in board.territories}
    seas = {s.name for s in board.seas}
    poleis = {p.name for p in board.poleis}
    projects = {p.id for p in d["projects"].projects}
    trade: TradeFile = d["trade"]
    markets = {m.name for m in trade.markets}
    port_names = {p.name for p in trade.ports}

    def need(kind: str, value: str, known: Container[str], where: str) -> None:
        if value not in known:
            problems.append(f"{where}: unknown {kind} {value!r}")

    def need_both_ways(
        kind: str, field: str, name: str, near: tuple[str, ...], of: dict[str, tuple[str, ...]]
    ) -> None:
        """Each of ``name``'s neighbours exists and has ``name`` as its neighbour too."""
        link = "land" if kind == "territory" else kind
        for n in near:
            need(kind, n, of, f"map.json {kind} {name} {field}")
            if n in of and name not in of[n]:
                problems.append(f"map.json: {name}-{n} {link} adjacency is not symmetric")

    all_names = [t.name for t in board.territories] + [s.name for s in board.seas]
    all_names += [p.name for p in board.poleis] + [m.name for m in trade.markets]
    all_names += [p.name for p in trade.ports]
    dupes = {n for n in all_names if all_names.count(n) > 1}
    for n in sorted(dupes):
        problems.append(f"name {n!r} is used more than once")
    # By name, the first of a name winning (a name used twice is reported above).
    land = {t.name: t.land for t in reversed(board.territories)}
    sea_adj = {s.name: s.adjacent for s in reversed(board.seas)}
    for t in board.territories:
        need_both_ways("territory", "land", t.name, t.land, land)
        for coast in t.coasts:
            need("sea", coast, seas, f"map.json territory {t.name} coasts")
    for s in board.seas:
        need_both_ways("sea", "adjacent", s.name, s.adjacent, sea_adj)
    for p in board.poleis:
        where = f"map.json polis {p.name}"
        if p.territory is not None:
            need("territory", p.territory, terr, where)
        elif not p.ports:
            problems.append(f"{where}: a polis outside every territory needs a port")
        for port in p.ports:
            need("sea", port, seas, f"{where} ports")
            home = next((x for x in board.territories if x.name == p.territory), None)
            if home is not None and port not in home.coasts:
                problems.append(f"{where}: port to {port} but {home.name} has no coast there")
        for pr in p.projects:
            need("project", pr, projects, f"{where} projects")
        if not p.base <= p.max:
            problems.append(f"{where}: base population {p.base} above maximum {p.max}")
    for f in FACTIONS:
        caps = [p.name for p in board.poleis if p.capital_of == f]
        if len(caps) != 1:
            problems.append(f"map.json: {f} needs exactly one capital, has {caps}")
        if not any(p.commercial_for == f for p in board.poleis):
            problems.append(f"map.json: {f} has no commercial polis")
    for pr in d["projects"].projects:
        if pr.only is not None:
            need("polis", pr.only, poleis, f"projects.json {pr.id} only")
    nodes = seas | markets | port_names
    for a, b in trade.routes:
        need("route node", a, nodes, "trade.json routes")
        need("route node", b, nodes, "trade.json routes")
    for m in trade.markets:
        keys = [(s.good, s.reward) for s in m.shiploads]
        if len(set(keys)) != len(keys):
            problems.append(f"trade.json market {m.name}: two shiploads with the same goods")
    for t, row in d["tribute"].items():
        need("territory", t, terr, "tribute.json")
        for good, values in row.items():
            if good not in GOODS:
                problems.append(f"tribute.json {t}: unknown good {good!r}")
            if list(values) != sorted(values) or any(v < 1 for v in values):
                problems.append(f"tribute.json {t} {good}: values must be positive and rising")
    battle: BattleFile = d["battle"]
    codes = [t.code for t in battle.types]
    if len(set(codes)) != len(codes) or any(len(c) != 2 for c in codes):
        problems.append("battle.json: card type codes must be distinct and two letters long")
    for era in d["eras"].eras:
        if len(era.prices) != 11:
            problems.append(f"eras.json era {era.id}: the price row needs 11 entries")
        for ev in era.events:
            need("event", ev, {e.id for e in d["events"].events}, f"eras.json era {era.id}")
    if len(d["eras"].eras) != 4:
        problems.append("eras.json: Polis has exactly 4 eras")
    for ev in d["events"].events:
        for pl in ev.place:
            known = terr if pl.unit == "hoplite" else seas
            need(f"{pl.unit} zone", pl.zone, known, f"events.json {ev.id}")
        for t in ev.no_collect:
            need("territory", t, terr, f"events.json {ev.id} no_collect")
        for m in ev.no_trade:
            need("market", m, markets, f"events.json {ev.id} no_trade")
    setup: SetupFile = d["setup"]
    for fs in setup.factions:
        where = f"setup.json {fs.faction}"
        for polis in fs.poleis:
            need("polis", polis, poleis, where)
        for z in fs.hoplites:
            need("territory", z, terr, f"{where} hoplites")
        for z in fs.galleys:
            need("sea", z, seas, f"{where} galleys")
        need("polis", fs.proxenos, poleis, f"{where} proxenos")
    if sorted(fs.faction for fs in setup.factions) != sorted(FACTIONS):
        problems.append("setup.json: needs one entry per faction")
    polis_short: dict[str, str] = d["layout"].polis_short
    for name in sorted(poleis - set(polis_short)):
        problems.append(f"layout.json polis_short: no short name for {name}")
    for name, short in sorted(polis_short.items()):
        need("polis", name, poleis, "layout.json polis_short")
        if not 1 <= len(short) <= 3:
            problems.append(f"layout.json polis_short: {short!r} for {name} is not 1-3 characters")
    values = list(polis_short.values())
    for short in sorted({v for v in values if values.count(v) > 1}):
        problems.append(f"layout.json polis_short: short name {short!r} is used more than once")


def load_data(folder: Path | Any | None = None) -> Data:
    """Read and check every asset file; raise :class:`PolisDataError` listing all problems."""
    folder = folder if folder is not None else asset("polis")
    problems: list[str] = []
    files: dict[str, tuple[str, type[Model]]] = {
        "map": ("map.json", MapFile),
        "trade": ("trade.json", TradeFile),
        "projects": ("projects.json", ProjectsFile),
        "battle": ("battle.json", BattleFile),
        "eras": ("eras.json", ErasFile),
        "events": ("events.json", EventsFile),
        "setup": ("setup.json", SetupFile),
        "layout": ("layout.json", LayoutFile),
    }
    parsed: dict[str, Any] = {}
    for key, (name, model) in files.items():
        parsed[key] = _parse(model, _load_json(folder, name, problems), name, problems)
    raw_tribute = _load_json(folder, "tribute.json", problems)
    tribute: dict[str, dict[str, tuple[int, ...]]] | None = None
    if isinstance(raw_tribute, dict):
        tribute = {t: {g: tuple(v) for g, v in row.items()} for t, row in raw_tribute.items()}
    elif raw_tribute is not None:
        problems.append("tribute.json: must be an object of territories")
    parsed["tribute"] = tribute
    if all(v is not None for v in parsed.values()):
        _check_refs(parsed, problems)
    if problems:
        raise PolisDataError(problems)
    return Data(
        parsed["map"],
        parsed["trade"],
        parsed["tribute"],
        parsed["projects"],
        parsed["battle"],
        parsed["eras"],
        parsed["events"],
        parsed["setup"],
        parsed["layout"],
    )


@cache
def data() -> Data:
    return load_data()
