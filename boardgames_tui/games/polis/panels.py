"""The side panels of Polis, all drawn from one seat's view: players, market, projects, zone.

Also the battle panel (the keyboard seat's own hand only) and the era summaries.  Battle cards
in a hand are always written ``[Sp3]`` so that a test can tell a hand on screen from the
public mentions of cards (revealed cards and the log write them bare).
"""

from __future__ import annotations

from boardgames_rules.polis.data import GOODS, data
from boardgames_rules.polis.flow import MAX_TURNS
from boardgames_rules.polis.view import BattleView, PolisView, View
from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from boardgames_tui.games.polis.board import owner_letter, place_kind, poleis_at
from boardgames_tui.theme import seat_style

SIDES = ("Athens", "Sparta")
# The players note warns from this many turns left before the era's safety limit.
TURNS_WARNING = 5


def hand_card(card: str) -> str:
    """How a card of a hand is written on screen (and only a card of a hand)."""
    return f"[{card}]"


def card_name(card: str) -> str:
    return f"{data().card_type[card[:2]]} {card[2:]}"


def header(view: View) -> RenderableType:
    head = Text(f"{view.era_title}", style="bold")
    head.append(f"  limit {view.stacking_limit}  market gate {view.market_gate}")
    event = Text.assemble(("Event: ", "bold"), view.event_title)
    parts: list[RenderableType] = [head, event]
    if view.event != "none":
        parts.append(Text(view.event_text, style="dim"))
    if view.phase == "era_end":
        parts.append(Text(f"End of era: {view.era_stage}", style="bold"))
    return Group(*parts)


def players_table(view: View) -> Text:
    """Both players side by side (plain text: it is redrawn after every action)."""
    score = {s.seat: s.total for s in view.scores}
    # 11 + 2 x 7 columns: fits the side panel at 80 columns without wrapping.
    text = Text(" " * 11)
    for side in view.sides:
        marker = "▶" if side.seat == view.current else " "
        text.append(f"{marker}{side.faction:>6}", style=seat_style(side.seat))
    rows: list[tuple[str, list[str]]] = [
        (good, [str(s.goods[good]) for s in view.sides]) for good in GOODS
    ]
    rows += [
        ("prestige", [str(s.prestige) for s in view.sides]),
        ("population", [str(s.population) for s in view.sides]),
        ("merchants", [f"{s.merchants_in_port}+{s.merchants_on_shiploads}" for s in view.sides]),
        ("proxenos", [s.proxenos[:6] + ("!" if s.proxenos_captured else "") for s in view.sides]),
        ("turns", [f"{s.turns}/{MAX_TURNS}" for s in view.sides]),
        ("passed", ["PASSED" if s.passed else "no" for s in view.sides]),
        ("points", [str(score[s.seat]) for s in view.sides]),
    ]
    for label, values in rows:
        text.append(f"\n{label:<11}")
        for value in values:
            text.append(f"{value:>7}", style="bold" if label in ("prestige", "points") else "")
    return text


def own_seat(view: View) -> int:
    """The side whose goods are always in sight: the keyboard's, or the one to play while the
    table sees only public information (goods are public in Polis)."""
    if view.seat is not None:
        return view.seat
    return view.current if view.current is not None else 0


def own_goods(view: View) -> Text:
    """One side's six goods in two rows of three aligned columns: 27 cells at most with
    two-digit amounts, so that it fits the side column at 80x24 (28 cells)."""
    side = view.sides[own_seat(view)]
    cells = [f"{good} {side.goods[good]}" for good in GOODS]
    rows = (cells[:3], cells[3:])
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    text = Text()
    for number, row in enumerate(rows):
        if number:
            text.append("\n")
        line = " ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        text.append(line.rstrip())
    return text


def players_note(view: View) -> Text:
    notes = [
        f"{s.faction}'s proxenos is captured (redeem: 2 silver)"
        for s in view.sides
        if s.proxenos_captured
    ]
    notes += [
        f"{s.faction}: {MAX_TURNS - s.turns} turn(s) left this era (safety limit, then pass)"
        for s in view.sides
        if not s.passed and MAX_TURNS - s.turns <= TURNS_WARNING
    ]
    text = Text("merchants: in port+on shiploads; ! captured", style="dim")
    for note in notes:
        text.append("\n" + note, style="bold")
    return text


def market_panel(view: View) -> RenderableType:
    track = Text("Prices ", style="bold")
    for p in view.prices:
        track.append(f"{p.good} {p.price}", style="")
        track.append(f"(@{p.position}) ", style="dim")
    lines: list[RenderableType] = [
        track,
        Text(f"Projects ({view.projects_left} left later):", style="bold"),
    ]
    if not view.projects:
        lines.append(Text("  none left this era", style="dim"))
    for pr in view.projects:
        cost = ", ".join(f"{n} {g}" for g, n in pr.cost.items() if n)
        where = ", ".join(p.name[:4] for p in view.poleis if pr.id in p.allowed_projects)
        lines.append(
            Text.assemble(
                f"  {pr.title}: ",
                (cost, ""),
                (f"  +{pr.prestige} prestige, {pr.posterity} posterity", "dim"),
                (f"  in {where}", "dim"),
            )
        )
    if view.actions_taken:
        lines.append(Text(f"This turn: {', '.join(view.actions_taken)}", style="italic"))
    return Group(*lines)


def zone_panel(view: View, name: str, compact: bool = False, tiles: bool = True) -> RenderableType:
    """Everything about the box under the cursor; ``compact``: the same facts in fewer lines
    (a short side column), the project tiles a polis may build and the projects it has done
    only with ``tiles`` (a short column with a menu open leaves them to the ``i`` window)."""
    d = data()
    kind = place_kind(name)
    parts: list[RenderableType] = []
    if compact and kind in ("land", "sea"):
        return compact_zone(view, name, tiles)
    if kind in ("land", "sea"):
        zone = next(z for z in view.territories + view.seas if z.name == name)
        title = Text(f"{zone.title} ({'sea zone' if zone.sea else 'territory'})", style="bold")
        parts.append(title)
        what = "galleys" if zone.sea else "hoplites"
        a, s = zone.units
        control = SIDES[zone.control] if zone.control is not None else "nobody"
        parts.append(Text(f"{what} A{a} S{s}, control {control}"))
        if zone.collected:
            parts.append(Text("tribute collected this era", style="italic"))
        if zone.blocked:
            parts.append(Text("cannot be collected this era (event)", style="italic"))
        for polis_name in poleis_at(name):
            p = next(x for x in view.poleis if x.name == polis_name)
            parts.append(polis_line(p, compact=False))
            extra = []
            if p.project:
                extra.append(f"building {p.project}")
            if p.finished:
                extra.append(f"done {', '.join(p.finished)}")
            if p.ports:
                extra.append(f"port {'/'.join(p.ports)}")
            if p.allowed_projects:
                extra.append(f"tile {' '.join(p.allowed_projects)}")
            if extra:
                parts.append(Text("  " + "; ".join(extra), style="dim"))
        if zone.sea:
            near = ", ".join(d.sea_adj[name])
            coasts = ", ".join(t for t in d.territory_names if name in d.coasts[t])
            parts.append(Text(f"seas: {near}; coasts: {coasts or '-'}", style="dim"))
        else:
            parts.append(
                Text(
                    f"land: {', '.join(d.land[name]) or '-'}; "
                    f"sea: {', '.join(d.coasts[name]) or '-'}",
                    style="dim",
                )
            )
            row = d.tribute.get(name)
            if row:
                tribute = "  ".join(f"{g} {'/'.join(map(str, v))}" for g, v in row.items())
                parts.append(Text(f"tribute: {tribute}", style="dim"))
    elif kind == "market":
        market = next(m for m in view.markets if m.name == name)
        parts.append(Text(f"{market.title} (market)", style="bold"))
        reach = ", ".join(
            f"{SIDES[i]} {'open' if ok else 'blocked'}" for i, ok in enumerate(market.reachable)
        )
        parts.append(Text(f"route: {reach}"))
        for load in market.shiploads:  # the rules module words it: open, taken, closed
            parts.append(
                Text(
                    f"  {load.good} for {load.amount} {load.reward}: {load.status}",
                    style=seat_style(load.merchant),
                )
            )
    else:
        seat = view.trade_ports.index(name)
        side = view.sides[seat]
        parts.append(Text(f"{side.faction}'s Trade Port", style=f"bold {seat_style(seat)}"))
        parts.append(
            Text(
                f"merchants waiting {side.merchants_in_port}, "
                f"on shiploads {side.merchants_on_shiploads}"
            )
        )
    if kind != "land":
        routes = [b if a == name else a for a, b in view.routes if name in (a, b)]
        if routes:
            parts.append(Text(f"trade routes to: {', '.join(routes)}", style="dim"))
    return Group(*parts)


def polis_line(p: PolisView, compact: bool) -> Text:
    """A polis: owner, cubes / max, growth, fortification, capital and proxenos marks."""
    line = Text.assemble(
        (f"{p.name} {owner_letter(p.owner)}", seat_style(p.owner)),
        f" {p.pop}/{p.max} +{p.growth} {'f' if compact else 'fort '}{p.fortification}",
    )
    if p.capital_of is not None:
        line.append(" ★" if compact else " capital", style="bold")
    if p.proxenoi:
        who = (
            "".join(SIDES[x][0] for x in p.proxenoi)
            if compact
            else "&".join(SIDES[x] for x in p.proxenoi)
        )
        line.append(f" @{who}", style="bold")
    return line


def compact_zone(view: View, name: str, tiles: bool) -> RenderableType:
    """A territory or sea zone in a few lines: units and control, each polis (owner, cubes /
    max, growth, fortification, capital, proxenos, project, and with ``tiles`` the projects
    done and those it may start), neighbours, tribute."""
    d = data()
    zone = next(z for z in view.territories + view.seas if z.name == name)
    a, s = zone.units
    head = Text(f"{zone.title}", style="bold")
    head.append(f" {'galleys' if zone.sea else 'hoplites'} ")
    head.append(f"A{a}", style=seat_style(0))
    head.append(" ")
    head.append(f"S{s}", style=seat_style(1))
    if zone.control is None:
        head.append(", nobody holds")
    else:
        head.append(f", {SIDES[zone.control]} holds", style=seat_style(zone.control))
    if zone.collected:
        head.append(" ✓collected", style="italic")
    if zone.blocked:
        head.append(" ⊘no tribute", style="italic")
    parts: list[RenderableType] = [head]
    for polis_name in poleis_at(name):
        p = next(x for x in view.poleis if x.name == polis_name)
        line = polis_line(p, compact=True)
        if p.project:
            line.append(f" building {p.project}", style="dim")
        if tiles and p.finished:
            line.append(f" done {', '.join(p.finished)}", style="dim")
        if tiles and p.allowed_projects:
            line.append(f" tiles {' '.join(p.allowed_projects)}", style="dim")
        parts.append(line)
    if zone.sea:
        coasts = ", ".join(t for t in d.territory_names if name in d.coasts[t])
        near = ", ".join(d.sea_adj[name])
        parts.append(Text(f"seas {near}; coasts {coasts or '-'}", style="dim"))
    else:
        land, sea = ", ".join(d.land[name]) or "-", ", ".join(d.coasts[name]) or "-"
        parts.append(Text(f"land {land}; sea {sea}", style="dim"))
        row = d.tribute.get(name)
        if row:
            parts.append(Text(f"tribute {tribute_words(row)}", style="dim"))
    return Group(*parts)


def tribute_words(row: dict) -> str:
    """A territory's tribute list with the goods that pay alike together ("wine, oil
    1/3/6/10; silver 1/3/6"): a row fewer in a short column."""
    alike: dict[str, list[str]] = {}
    for good, values in row.items():
        alike.setdefault("/".join(map(str, values)), []).append(good)
    return "; ".join(f"{', '.join(goods)} {values}" for values, goods in alike.items())


def battle_panel(view: View, battle: BattleView, compact: bool = False) -> RenderableType:
    """The battle, with the viewing seat's own hand only (``battle.hand``); ``compact``: three
    rows for a short column with a menu open (the title, your hand, the other side's cards
    on the table or the size of its hand), the prompt line says who decides now."""
    if compact:
        return compact_battle(view, battle)
    kind = "sea" if battle.sea else "land"
    a, s = battle.units
    head = Text(f"Battle in {battle.zone} ({kind}), round {battle.round}", style="bold red")
    head.append(f" — {SIDES[battle.attacker]} attacks", style="bold")
    sizes, won = battle.hand_sizes, battle.gained
    figures = (
        f"units A{a} S{s}  hand sizes A{sizes[0]} S{sizes[1]}  "
        f"deck {battle.deck_size}  prestige won A{won[0]} S{won[1]}"
    )
    lines: list[RenderableType] = [
        head,
        Text(
            figures
            + (
                "  (doubled: " + "/".join(SIDES[i] for i in (0, 1) if battle.doubled[i]) + ")"
                if any(battle.doubled)
                else ""
            )
        ),
    ]
    stage = {
        "commanders": "great commanders?",
        "withdraw": "fight or withdraw",
        "attack": "attacker chooses cards",
        "defend": "defender answers",
    }[battle.stage]
    lines.append(Text(f"now: {SIDES[battle.deciding]} — {stage}", style="italic"))
    if battle.revealed:
        shown = "  ".join(f"{c} ({card_name(c)})" for c in battle.revealed)
        lines.append(Text(f"{SIDES[battle.attacker]} reveals: {shown}", style="bold"))
    if battle.last:
        lines.append(Text(f"last exchange: {'; '.join(battle.last)}", style="dim"))
    # The hand right under the title: in the side column it must stay in sight unscrolled.
    label = Text.assemble(("Your hand", "bold"), f" ({SIDES[view.seat or 0]}): ")
    lines.insert(1, hand_line(view, battle, label))
    return Group(*lines)


def hand_line(view: View, battle: BattleView, label: Text, sep: str = " ") -> Text:
    """The viewing seat's hand after ``label``, or why it is not shown."""
    if battle.hand is None or view.seat is None:
        return Text("Hands are hidden until the keyboard is handed over.", style="dim")
    hand = sep.join(hand_card(c) for c in battle.hand) or "(empty)"
    return Text.assemble(label, (hand, seat_style(view.seat)))


def compact_battle(view: View, battle: BattleView) -> RenderableType:
    head = Text(f"Battle in {battle.zone}, round {battle.round}", style="bold red")
    other = 1 - view.seat if view.seat is not None else battle.attacker
    style = seat_style(other)
    if battle.revealed and battle.attacker == other:
        cards = " ".join(battle.revealed)
        theirs = Text(f"{SIDES[other]} plays {cards}", style=f"bold {style}")
    elif battle.attacker == other:
        theirs = Text(f"{SIDES[other]} attacks: hand of {battle.hand_sizes[other]}", style=style)
    else:
        theirs = Text(f"{SIDES[other]} defends: hand of {battle.hand_sizes[other]}", style=style)
    return Group(head, hand_line(view, battle, Text("Hand: ", style="bold"), sep=""), theirs)


# The era summary's figures, each with the words it shows (whole words: a short column wraps
# them rather than cutting them, and the era-summary window fits 80 columns).
SUMMARY_ROWS = (
    ("projects", "prestige from projects"),
    ("fed", "wheat eaten"),
    ("hunger", "prestige lost to hunger"),
    ("starved", "cubes starved"),
    ("released", "poleis released"),  # how many; their names follow the table
    ("grown", "cubes grown"),
    ("megalopolis", "megalopolis prestige"),
    ("spoiled", "goods spoiled"),
    ("phoros", "phoros paid"),
    ("prestige", "prestige at the end"),
)


def summary_table(view: View, era: str | None = None) -> RenderableType | None:
    """Each player's end-of-era figures, of ``era`` or of every era so far: one table per
    era, a row per figure and a column per side, so that it fits a side column of 28
    cells and 80 columns with every word whole (a label wraps, it is never cut)."""
    eras = [e for e in dict.fromkeys(s.era for s in view.summaries) if era is None or e == era]
    if not eras:
        return None
    parts: list[RenderableType] = []
    for e in eras:
        parts += [Text("")] if parts else []
        parts += era_table(view, e)
    return Group(*parts)


def era_table(view: View, era: str) -> list[RenderableType]:
    """One era's table, then a line for each side that released poleis (their names)."""
    rows = sorted((s for s in view.summaries if s.era == era), key=lambda s: s.seat)
    table = Table(
        title=f"End of era {era}", title_style="bold", box=box.SIMPLE_HEAD,
        padding=(0, 0), show_edge=False, expand=False,
    )  # fmt: skip
    table.add_column("", min_width=12, max_width=30)
    for s in rows:
        side = Text(SIDES[s.seat], style=seat_style(s.seat))
        table.add_column(side, justify="right", min_width=6, no_wrap=True)
    for field, words in SUMMARY_ROWS:
        values = [str(len(v) if isinstance(v := getattr(s, field), tuple) else v) for s in rows]
        table.add_row(words, *values, style="bold" if field == "prestige" else "")
    parts: list[RenderableType] = [table]
    for s in rows:
        if s.released:
            names = ", ".join(s.released)
            parts.append(Text(f"{SIDES[s.seat]} released {names}.", style="dim"))
    return parts
