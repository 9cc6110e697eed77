"""What each region of the Polis map says, from one seat's view, fitted into its inside.

A region gets a list of items (its name, its units, its poleis, ...); each item has a few
ways to write it, longest first, and the longest that fits the row it lands on is used.  A
region with fewer rows than items packs its items side by side.  Colour is never alone:
``A3>S2`` reads "Athens 3 hoplites (galleys at sea), Sparta 2, Athens holds it" (the side
with more units controls a zone), ``0`` nobody there; a polis reads ``A▪5/5`` (owner,
cubes / base population), ``A▪5``, or ``▪5`` when neutral: its cubes always carry ``▪``, so
that Gythion's ``S▪1`` beside Lakedaemon's hoplites ``S1`` never reads as more hoplites;
``★`` a capital, ``@A`` Athens' proxenos, ``f4`` its fortification; ``✓`` tribute collected,
``⊘`` not collectable this era, ``! battle`` a battle pending there; a market ``A✓ S✗``
(route open for Athens, blocked for Sparta) and who holds each shipload.  Also the region
an action or a pending step is about (:func:`action_zone`), lit on the map as its target.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import _
from boardgames_rules.polis import words
from boardgames_rules.polis.data import data
from boardgames_rules.polis.view import MarketView, PolisView, View, ZoneView

from boardgames_tui.games.polis.drawing import drawing
from boardgames_tui.games.polis.scale import Scaled
from boardgames_tui.theme import seat_style

SIDE = ("A", "S")
CUBE = "▪"  # a polis's population cubes: "S▪2" is a polis, "S2" hoplites or galleys

Seg = tuple[str, str]  # text, style
Item = list[list[Seg]]  # ways to write it, longest first
Placed = dict[tuple[int, int], tuple[str, str]]  # character -> (glyph, style)


def owner_letter(seat: int | None) -> str:
    return "n" if seat is None else SIDE[seat]  # n: neutral


def place_kind(name: str) -> str:
    d = data()
    if name in d.t_index:
        return "land"
    if name in d.s_index:
        return "sea"
    if name in d.market_names:
        return "market"
    return "port"


def poleis_at(name: str) -> tuple[str, ...]:
    """A territory's poleis, or the port poleis of a sea zone that belong to no territory."""
    d = data()
    if name in d.t_index:
        return d.poleis_in[name]
    if name in d.s_index:
        return tuple(p.name for p in d.poleis if p.territory is None and p.ports[0] == name)
    return ()


def width(segs: list[Seg]) -> int:
    return sum(len(t) for t, _ in segs)


def units_item(zone: ZoneView) -> Item:
    a, s = zone.units
    core: list[Seg] = []
    if a:
        core.append((f"A{a}", seat_style(0)))
    if a and s:
        core.append((">" if a > s else "<" if s > a else "=", ""))
    if s:
        core.append((f"S{s}", seat_style(1)))
    if not core:  # "0", not nothing: an empty region never reads as one short of room
        none = _("no galleys") if zone.sea else _("no hoplites")
        return [[(none, "dim")], [("0", "dim")]]
    if zone.control is None:
        return [core + [("  " + _("nobody holds"), "dim")], core]
    holds = [
        ("  " + _("{side} holds").format(side=words.side(zone.control)), seat_style(zone.control))
    ]
    return [core + holds, core]


def cubes(p: PolisView) -> str:
    """A polis's owner and cubes, ``S▪2``: never written as units are (``S2``); a neutral
    polis has no owner letter, ``▪3`` (as wide as ``n3`` was: most poleis are neutral, and
    the narrow regions at 80x24 keep their poleis)."""
    owner = "" if p.owner is None else SIDE[p.owner]
    return f"{owner}{CUBE}{p.pop}"


def polis_item(p: PolisView) -> Item:
    owner = [(f"{cubes(p)}/{p.base}", seat_style(p.owner))]
    star = "★" if p.capital_of is not None else ""
    prox = [(f"@{''.join(SIDE[x] for x in p.proxenoi)}", "bold")] if p.proxenoi else []
    name = [(f"{star}{words.place(p.name)} ", "")]
    short = [(f"{star}{words.place_short(p.name)} ", "")]
    fort = [(f" f{p.fortification}", "dim")]
    tiny = [(cubes(p), seat_style(p.owner))]  # cubes only
    return [
        name + owner + fort + prox,
        name + owner + prox,
        short + owner + prox,
        short + tiny + prox,
        [(star, "")] + tiny + prox,
    ]


def poleis_line(poleis: list[PolisView]) -> Item:
    """All poleis of a region on one line (owner and cubes), for regions short of rows."""
    full: list[Seg] = []
    tiny: list[Seg] = []
    tight: list[Seg] = []  # no spaces: each polis still starts at its owner or its "▪"
    for i, p in enumerate(poleis):
        mark = ("★" if p.capital_of is not None else "") + ("@" if p.proxenoi else "")
        sep = [(" ", "")] if i else []
        full += sep + [(words.place_short(p.name) + " ", "")]
        full += [(f"{cubes(p)}{mark}", seat_style(p.owner))]
        tiny += sep + [(f"{cubes(p)}{mark}", seat_style(p.owner))]
        tight += [(f"{cubes(p)}{mark}", seat_style(p.owner))]
    # The last resort, where no polis fits: a capital's ★ still (lesson 1 teaches it).
    capital = [("★", "bold") for p in poleis if p.capital_of is not None]
    return [full, tiny, tight] + ([capital] if capital else [])


def zone_marks(zone: ZoneView, blocked_for: int | None) -> Item | None:
    if zone.sea:
        if blocked_for is not None and zone.control == 1 - blocked_for:
            whole, brief = "× " + _("blocks your routes"), "× " + _("blocks")
            return [[(whole, "bold red")], [(brief, "bold red")], [("×", "bold red")]]
        return None
    marks: list[list[Seg]] = []
    if zone.collected:
        marks.append([("✓ " + _("collected"), "italic")])
    if zone.blocked:
        marks.append([("⊘ " + _("no tribute"), "italic")])
    if not marks:
        return None
    long = [seg for m in marks for seg in m + [(" ", "")]][:-1]
    short = [("✓" if zone.collected else "", ""), ("⊘" if zone.blocked else "", "")]
    return [long, short]


def market_items(market: MarketView, rows: int) -> list[Item]:
    reach: list[Seg] = []
    for i, ok in enumerate(market.reachable):
        reach += [(" " if i else "", ""), (f"{SIDE[i]}{'✓' if ok else '✗'}", seat_style(i))]
    items: list[Item] = [[[(_("route") + " ", "dim")] + reach, reach]]
    loads = market.shiploads
    if rows >= 2 + len(loads):
        for load in loads:
            give, get = words.good(load.good), words.good(load.reward)
            who = (
                (owner_letter(load.merchant), seat_style(load.merchant))
                if load.merchant is not None
                else (_("open"), "")
                if load.usable
                else ("✗", "dim")
            )
            items.append(
                [
                    [(f"{give}→{load.amount} {get} ", "dim"), who],
                    [(f"{give[:3]}→{load.amount}{get[0]} ", "dim"), who],
                ]
            )
    else:
        free = sum(1 for load in loads if load.usable)
        held = "".join(owner_letter(load.merchant) for load in loads if load.merchant is not None)
        some_open = _("{free}/{all} open").format(free=free, all=len(loads)) + f" {held}".rstrip()
        items.append([[(some_open, "dim")], [(f"{free}/{len(loads)}", "dim")]])
    return items


def region_items(view: View, name: str, rows: int, blocked_for: int | None) -> list[Item]:
    """The items of one region, the label first."""
    labels: Item = [
        [(label, "bold")] for label in words.board_labels(name, tuple(drawing().labels[name]))
    ]
    kind = place_kind(name)
    if kind == "market":
        market = next(m for m in view.markets if m.name == name)
        return [labels, *market_items(market, rows)]
    if kind == "port":
        seat = view.trade_ports.index(name)
        side = view.sides[seat]
        style = seat_style(seat)
        m, on = side.merchants_in_port, side.merchants_on_shiploads
        return [
            labels,
            [
                [(_("merchants {here} here, {out} out").format(here=m, out=on), style)],
                [(f"m{m} +{on}", style)],
            ],
        ]
    zone = next(z for z in view.territories + view.seas if z.name == name)
    items: list[Item] = [labels, units_item(zone)]
    if view.battle is not None and view.battle.zone == name:  # after the units: they come first
        items.insert(2, [[("! " + _("battle"), "bold red")], [("!", "bold red")]])
    poleis = [p for n in poleis_at(name) for p in view.poleis if p.name == n]
    marks = zone_marks(zone, blocked_for)
    if poleis and rows >= 2 + len(poleis) + (marks is not None):
        items += [polis_item(p) for p in poleis]
    elif poleis:
        items.append(poleis_line(poleis))
    if marks is not None:
        items.append(marks)
    return items


def place_items(scaled: Scaled, name: str, items: list[Item]) -> tuple[Placed, str | None]:
    """Write the items into the region's rows: the characters, and the label that was used.

    One item a row if they all fit so, else packed side by side (long ways, then short);
    text that leaves rows free is centred vertically when that loses nothing.
    """
    rows = sorted(scaled.rows[name].items())
    best: list[list[Seg]] = []
    count, mode = -1, (False, False)
    # A shorter label is worth it only when it lets more of what the region holds in.
    for k in range(len(items[0])):
        tried = [items[0][k:], *items[1:]]
        for pack, shortest in ((False, False), (True, False), (True, True)):
            lines, n = _fill(rows, tried, pack, shortest)
            if n > count:
                best, count, mode = lines, n, (pack, shortest)
                items = tried
            if count == _total(items):
                break
        if count == _total(items):
            break
    used = max((i + 1 for i, line in enumerate(best) if line), default=0)
    start = (len(rows) - used) // 2
    if start > 0:
        moved, n = _fill(rows[start:], items, *mode)
        if n == count and _width(moved) >= _width(best):
            best = [[] for _ in range(start)] + moved
    out: Placed = {}
    label = None
    for (y, (x0, length)), line in zip(rows, best, strict=False):
        if not line:
            continue
        if label is None:
            label = line[0][0]
        x = x0 + (length - width(line)) // 2
        for text, style in line:
            for char in text:
                out[x, y] = (char, style)
                x += 1
    return out, label


def _weight(i: int, items: list[Item]) -> int:
    return len(items) if i == 1 else 1


def _total(items: list[Item]) -> int:
    return sum(_weight(i, items) for i in range(len(items)))


def _width(lines: list[list[Seg]]) -> int:
    return sum(width(line) for line in lines)


def _fill(
    rows: list[tuple[int, tuple[int, int]]], items: list[Item], pack: bool, shortest: bool
) -> tuple[list[list[Seg]], int]:
    """Items in order into the rows, and how much went in (one that fits nowhere is left
    out; the units, right after the label, weigh more than everything after them)."""
    lines: list[list[Seg]] = [[] for _ in rows]
    r = placed = 0
    for i, item in enumerate(items):
        if i == 0:  # the label: its longest way on the first row wide enough for it
            r = next(
                (j for way in item for j, (_, (_, n)) in enumerate(rows) if width(way) <= n), 0
            )
        optional = any(not w for w in item)  # an item with an empty way may be left out
        ways = [w for w in (item[::-1] if shortest and i else item) if w]
        if not ways or (optional and shortest):
            placed += _weight(i, items)
            continue
        if optional and not any(
            width(w) <= (n - width(lines[j]) - 1 if lines[j] else n)
            for w in ways
            for j, (_, (_, n)) in enumerate(rows[r : r + 2], start=r)
        ):
            placed += _weight(i, items)
            continue
        if pack and r < len(rows) and lines[r]:
            room = rows[r][1][1] - width(lines[r]) - 1
            way = next((w for w in ways if width(w) <= room), None)
            if way is not None:
                lines[r] += [(" ", "")] + way
                placed += _weight(i, items)
                continue
            r += 1
        if not pack and i:  # the row (of those later items leave free) with the longest way
            last = max(r + 1, len(rows) - (len(items) - i - 1))
            fits = [
                (next((k for k, w in enumerate(ways) if width(w) <= n), len(ways)), j)
                for j, (_, (_, n)) in enumerate(rows[r:last], start=r)
            ]
            if i == 1 and min(fits, default=(len(ways), 0))[0] == len(ways):
                r = last  # the units take a row a later item wanted rather than none
                fits = []
            if fits:
                r = min(fits)[1]
        while r < len(rows):
            way = next((w for w in ways if width(w) <= rows[r][1][1]), None)
            if way is not None:
                lines[r] = list(way)
                placed += _weight(i, items)
                if not pack:
                    r += 1
                break
            if i > 1 or (i == 1 and pack and not lines[r]):
                break
            r += 1  # the label looks for a row wide enough, and so do the units
    return lines, placed


# The actions and steps about a polis: their zone is the polis's territory (or port).
POLIS_ACTIONS = ("hoplites", "merchants", "project", "siege", "civilwar", "proxenos")
POLIS_STEPS = ("starve", "grow", "betray")


def polis_zone(polis: str) -> str:
    info = data().polis[polis]
    return info.territory if info.territory is not None else info.ports[0]


def action_zone(a) -> str | None:
    """The map region an action or step is about (where its target is lit)."""
    k = a.kind
    if k in POLIS_ACTIONS or k in POLIS_STEPS:
        return polis_zone(a.polis)
    if k in ("move", "sail"):
        return a.dst
    if k in ("galleys", "egypt"):
        return a.sea
    if k in ("collect", "persia"):
        return a.territory
    if k == "trade":
        return a.market
    if k == "also":
        return a.src
    if k in ("remove", "withdraw"):
        return a.zone
    return None
