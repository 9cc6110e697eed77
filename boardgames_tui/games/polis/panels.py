"""The side panels of Polis, all drawn from one seat's view: players, market, projects, zone.

Also the battle panel (the keyboard seat's own hand only) and the era summaries.  Battle cards
in a hand are always written ``[Sp3]`` so that a test can tell a hand on screen from the
public mentions of cards (revealed cards and the log write them bare).
"""

from __future__ import annotations

from boardgames_rules.core.i18n import N_, _, ngettext
from boardgames_rules.core.typed import in_words
from boardgames_rules.polis import words
from boardgames_rules.polis.data import GOODS, data
from boardgames_rules.polis.flow import MAX_TURNS
from boardgames_rules.polis.view import BattleView, PolisView, View
from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from boardgames_tui.games.polis.board import owner_letter, place_kind, poleis_at
from boardgames_tui.games.polis.regions import CUBE
from boardgames_tui.theme import seat_style

SIDES = ("Athens", "Sparta")
# The players note warns from this many turns left before the era's safety limit.
TURNS_WARNING = 5
# The end-of-era steps by their rules' names (era_end.STAGES), as the header says them.
# The ids read as words in English; the catalogue gives them words in other languages.
ERA_STAGES = {
    stage: stage
    for stage in (
        N_("projects"), N_("feed0"), N_("feed1"), N_("grow0"), N_("grow1"), N_("mega"),
        N_("phoros0"), N_("phoros1"), N_("finish"),
    )
}  # fmt: skip


def hand_card(card: str) -> str:
    """How a card of a hand is written on screen (and only a card of a hand)."""
    return f"[{card_code(card)}]"


def card_code(cards: str) -> str:
    """Card codes as the language on screen writes and types them (``Sh3``, Spanish ``Es3``),
    as the menus and the lessons do."""
    return in_words("polis", cards)


def card_name(card: str) -> str:
    return f"{words.term(data().card_type[card[:2]])} {card[2:]}"


def header(view: View) -> RenderableType:
    head = Text(words.term(view.era_title), style="bold")
    head.append(
        "  "
        + _("limit {limit}  market gate {gate}").format(
            limit=view.stacking_limit, gate=view.market_gate
        )
    )
    event = Text.assemble((_("Event:") + " ", "bold"), words.term(view.event_title))
    parts: list[RenderableType] = [head, event]
    if view.event != "none":
        parts.append(Text(words.event_text(view.event_text), style="dim"))
    if view.phase == "era_end":
        stage = _(ERA_STAGES.get(view.era_stage, view.era_stage))
        parts.append(Text(_("End of era: {stage}").format(stage=stage), style="bold"))
    return Group(*parts)


def players_table(view: View) -> Text:
    """Both players side by side (plain text: it is redrawn after every action)."""
    score = {s.seat: s.total for s in view.scores}
    # 11 + 2 x 7 columns: fits the side panel at 80 columns without wrapping.
    text = Text(" " * 11)
    for side in view.sides:
        marker = "▶" if side.seat == view.current else " "
        text.append(f"{marker}{words.side(side.seat):>6}", style=seat_style(side.seat))
    # Prestige and points first: in sight at the top of a tall column too (running out of
    # prestige loses the game, issue 42), the goods under them.
    rows: list[tuple[str, list[str]]] = [
        (_("prestige"), [str(s.prestige) for s in view.sides]),
        (_("points"), [str(score[s.seat]) for s in view.sides]),
    ]
    rows += [(words.good(good), [str(s.goods[good]) for s in view.sides]) for good in GOODS]
    rows += [
        (_("population"), [str(s.population) for s in view.sides]),
        (_("merchants"), [f"{s.merchants_in_port}+{s.merchants_on_shiploads}" for s in view.sides]),
        (_("turns"), [f"{s.turns}/{MAX_TURNS}" for s in view.sides]),
        (_("passed"), [_("PASSED") if s.passed else _("no") for s in view.sides]),
    ]
    bold = (_("prestige"), _("points"))
    for label, values in rows:
        text.append(f"\n{label:<11}")
        for value in values:
            text.append(f"{value:>7}", style="bold" if label in bold else "")
    return text


def own_seat(view: View) -> int:
    """The side whose goods are always in sight: the keyboard's, or the one to play while the
    table sees only public information (goods are public in Polis)."""
    if view.seat is not None:
        return view.seat
    return view.current if view.current is not None else 0


def own_goods(view: View) -> Text:
    """One side's six goods in two rows of three aligned columns: 27 cells at most with
    two-digit amounts, so that it fits the side column at 80x24 (28 cells); then its
    prestige and the other side's."""
    side = view.sides[own_seat(view)]
    cells = [f"{words.good(good)} {side.goods[good]}" for good in GOODS]
    rows = (cells[:3], cells[3:])
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    text = Text()
    for number, row in enumerate(rows):
        if number:
            text.append("\n")
        line = " ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        text.append(line.rstrip())
    # The prestige under the goods, the other side's beside it: a side with none takes no
    # military action and loses at the era's end (a player lost unaware of it, issue 42).
    other = view.sides[1 - side.seat]
    prestige = _("prestige {n} ({side} {other})").format(
        n=side.prestige, side=words.side(other.seat), other=other.prestige
    )
    text.append("\n" + prestige, style="bold red" if side.prestige == 0 else "bold")
    return text


def own_points(view: View) -> str:
    """The points of the side whose goods are in sight, and the other side's."""
    seat = own_seat(view)
    score = {s.seat: s.total for s in view.scores}
    return _("points {n} ({side} {other})").format(
        n=score[seat], side=words.side(1 - seat), other=score[1 - seat]
    )


def players_note(view: View) -> Text:
    notes = [
        _("{side}'s proxenos is captured (redeem: 2 silver)").format(side=words.side(s.seat))
        for s in view.sides
        if s.proxenos_captured
    ]
    notes += [
        ngettext(
            "{side}: {n} turn left this era (safety limit, then pass)",
            "{side}: {n} turns left this era (safety limit, then pass)",
            MAX_TURNS - s.turns,
        ).format(side=words.side(s.seat), n=MAX_TURNS - s.turns)
        for s in view.sides
        if not s.passed and MAX_TURNS - s.turns <= TURNS_WARNING
    ]
    # Where each proxenos is, in whole names (a column of the table cut them: "Syrako").
    where = ", ".join(
        _("{side} in {place}").format(side=words.side(s.seat), place=words.place(s.proxenos))
        + ("!" if s.proxenos_captured else "")
        for s in view.sides
    )
    text = Text(_("proxenos: {where}").format(where=where) + "\n")
    text.append(_("merchants: in port+on shiploads; ! captured"), style="dim")
    for note in notes:
        text.append("\n" + note, style="bold")
    return text


def market_panel(view: View) -> RenderableType:
    track = Text(_("Prices") + " ", style="bold")
    for p in view.prices:
        track.append(f"{words.good(p.good)} {p.price}", style="")
        track.append(f"(@{p.position}) ", style="dim")
    lines: list[RenderableType] = [
        track,
        Text(_("Projects ({left} left later):").format(left=view.projects_left), style="bold"),
    ]
    if not view.projects:
        lines.append(Text("  " + _("none left this era"), style="dim"))
    for pr in view.projects:
        cost = ", ".join(f"{n} {words.good(g)}" for g, n in pr.cost.items() if n)
        where = ", ".join(words.place(p.name) for p in view.poleis if pr.id in p.allowed_projects)
        gains = _("+{prestige} prestige, {posterity} posterity").format(
            prestige=_(pr.prestige), posterity=pr.posterity
        )
        lines.append(
            Text.assemble(
                f"  {words.term(pr.title)}: ",
                (cost, ""),
                (f"  {gains}", "dim"),
                ("  " + _("in {where}").format(where=where), "dim"),
            )
        )
    if view.actions_taken:
        done = ", ".join(view.actions_taken)
        lines.append(Text(_("This turn: {actions}").format(actions=done), style="italic"))
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
        what = _("sea zone") if zone.sea else _("territory")
        parts.append(Text(f"{words.place(zone.name)} ({what})", style="bold"))
        units = _("galleys") if zone.sea else _("hoplites")
        a, s = zone.units
        control = words.side(zone.control) if zone.control is not None else _("nobody")
        parts.append(
            Text(_("{units} A{a} S{s}, control {side}").format(units=units, a=a, s=s, side=control))
        )
        if zone.collected:
            parts.append(Text(_("tribute collected this era"), style="italic"))
        if zone.blocked:
            parts.append(Text(_("cannot be collected this era (event)"), style="italic"))
        for polis_name in poleis_at(name):
            p = next(x for x in view.poleis if x.name == polis_name)
            parts.append(polis_line(p, compact=False))
            extra = []
            if p.project:
                extra.append(_("building {project}").format(project=words.project(p.project)))
            if p.finished:
                extra.append(
                    _("done {projects}").format(projects=", ".join(map(words.project, p.finished)))
                )
            if p.ports:
                ports = "/".join(words.named(x) for x in p.ports)
                extra.append(_("port {ports}").format(ports=ports))
            if p.allowed_projects:
                extra.append(
                    _("tile {projects}").format(
                        projects=" ".join(map(words.project, p.allowed_projects))
                    )
                )
            if extra:
                parts.append(Text("  " + "; ".join(extra), style="dim"))
        if zone.sea:
            near = ", ".join(map(words.named, d.sea_adj[name]))
            coasts = ", ".join(words.named(t) for t in d.territory_names if name in d.coasts[t])
            seas = _("seas: {seas}; coasts: {coasts}").format(seas=near, coasts=coasts or "-")
            parts.append(Text(seas, style="dim"))
        else:
            land = ", ".join(map(words.named, d.land[name])) or "-"
            sea = ", ".join(map(words.named, d.coasts[name])) or "-"
            parts.append(
                Text(_("land: {land}; sea: {sea}").format(land=land, sea=sea), style="dim")
            )
            row = d.tribute.get(name)
            if row:
                tribute = "  ".join(
                    f"{words.good(g)} {'/'.join(map(str, v))}" for g, v in row.items()
                )
                parts.append(Text(_("tribute: {list}").format(list=tribute), style="dim"))
    elif kind == "market":
        market = next(m for m in view.markets if m.name == name)
        parts.append(
            Text(_("{market} (market)").format(market=words.place(market.name)), style="bold")
        )
        open_, blocked = _("open"), _("blocked")
        reach = ", ".join(
            f"{words.side(i)} {open_ if ok else blocked}" for i, ok in enumerate(market.reachable)
        )
        parts.append(Text(_("route: {reach}").format(reach=reach)))
        for load in market.shiploads:  # the rules module words it: open, taken, closed
            parts.append(
                Text(
                    "  "
                    + _("{good} for {amount} {reward}: {status}").format(
                        good=words.good(load.good),
                        amount=load.amount,
                        reward=words.good(load.reward),
                        status=load.status,
                    ),
                    style=seat_style(load.merchant),
                )
            )
    else:
        seat = view.trade_ports.index(name)
        side = view.sides[seat]
        parts.append(Text(words.place(name), style=f"bold {seat_style(seat)}"))
        parts.append(
            Text(
                _("merchants waiting {waiting}, on shiploads {out}").format(
                    waiting=side.merchants_in_port, out=side.merchants_on_shiploads
                )
            )
        )
    if kind != "land":
        routes = [words.named(b if a == name else a) for a, b in view.routes if name in (a, b)]
        if routes:
            to = _("trade routes to: {places}").format(places=", ".join(routes))
            parts.append(Text(to, style="dim"))
    return Group(*parts)


def polis_line(p: PolisView, compact: bool) -> Text:
    """A polis: owner, cubes / max, growth, fortification, capital and proxenos marks."""
    fort = "f" if compact else _("fort") + " "
    # Its cubes as the map writes them (A▪4, ▪2 neutral), here out of its maximum.
    owner = "" if p.owner is None else owner_letter(p.owner)
    line = Text.assemble(
        (f"{words.place(p.name)} {owner}", seat_style(p.owner)),
        f"{CUBE}{p.pop}/{p.max} +{p.growth} {fort}{p.fortification}",
    )
    if p.capital_of is not None:
        line.append(" ★" if compact else " " + _("capital"), style="bold")
    if p.proxenoi:
        who = (
            "".join(words.side(x)[0] for x in p.proxenoi)
            if compact
            else "&".join(words.side(x) for x in p.proxenoi)
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
    head = Text(words.place(zone.name), style="bold")
    head.append(" " + (_("galleys") if zone.sea else _("hoplites")) + " ")
    head.append(f"A{a}", style=seat_style(0))
    head.append(" ")
    head.append(f"S{s}", style=seat_style(1))
    if zone.control is None:
        head.append(", " + _("nobody holds"))
    else:
        holds = _("{side} holds").format(side=words.side(zone.control))
        head.append(", " + holds, style=seat_style(zone.control))
    if zone.collected:
        head.append(" ✓" + _("collected"), style="italic")
    if zone.blocked:
        head.append(" ⊘" + _("no tribute"), style="italic")
    parts: list[RenderableType] = [head]
    for polis_name in poleis_at(name):
        p = next(x for x in view.poleis if x.name == polis_name)
        line = polis_line(p, compact=True)
        if p.project:
            line.append(
                " " + _("building {project}").format(project=words.project(p.project)), style="dim"
            )
        if tiles and p.finished:
            done = _("done {projects}").format(projects=", ".join(map(words.project, p.finished)))
            line.append(" " + done, style="dim")
        if tiles and p.allowed_projects:
            tiles_left = _("tiles {projects}").format(
                projects=" ".join(map(words.project, p.allowed_projects))
            )
            line.append(" " + tiles_left, style="dim")
        parts.append(line)
    if zone.sea:
        coasts = ", ".join(words.named(t) for t in d.territory_names if name in d.coasts[t])
        near = ", ".join(map(words.named, d.sea_adj[name]))
        seas = _("seas {seas}; coasts {coasts}").format(seas=near, coasts=coasts or "-")
        parts.append(Text(seas, style="dim"))
    else:
        land = ", ".join(map(words.named, d.land[name])) or "-"
        sea = ", ".join(map(words.named, d.coasts[name])) or "-"
        parts.append(Text(_("land {land}; sea {sea}").format(land=land, sea=sea), style="dim"))
        row = d.tribute.get(name)
        if row:
            tribute = _("tribute {list}").format(list=tribute_words(row))
            parts.append(Text(tribute, style="dim"))
    return Group(*parts)


def tribute_words(row: dict) -> str:
    """A territory's tribute list with the goods that pay alike together ("wine, oil
    1/3/6/10; silver 1/3/6"): a row fewer in a short column."""
    alike: dict[str, list[str]] = {}
    for good, values in row.items():
        alike.setdefault("/".join(map(str, values)), []).append(words.good(good))
    return "; ".join(f"{', '.join(goods)} {values}" for values, goods in alike.items())


def battle_panel(view: View, battle: BattleView, compact: bool = False) -> RenderableType:
    """The battle, with the viewing seat's own hand only (``battle.hand``); ``compact``: three
    rows for a short column with a menu open (the title, your hand, the other side's cards
    on the table or the size of its hand), the prompt line says who decides now."""
    if compact:
        return compact_battle(view, battle)
    kind = _("sea") if battle.sea else _("land")
    a, s = battle.units
    title = _("Battle in {zone} ({kind}), round {round}").format(
        zone=words.named(battle.zone), kind=kind, round=battle.round
    )
    head = Text(title, style="bold red")
    attacks = _("{side} attacks").format(side=words.side(battle.attacker))
    head.append(f" — {attacks}", style="bold")
    sizes, won = battle.hand_sizes, battle.gained
    figures = _(
        "units A{a} S{s}  hand sizes A{ha} S{hs}  deck {deck}  prestige won A{wa} S{ws}"
    ).format(a=a, s=s, ha=sizes[0], hs=sizes[1], deck=battle.deck_size, wa=won[0], ws=won[1])
    lines: list[RenderableType] = [
        head,
        Text(
            figures
            + (
                "  ("
                + _("doubled: {sides}").format(
                    sides="/".join(words.side(i) for i in (0, 1) if battle.doubled[i])
                )
                + ")"
                if any(battle.doubled)
                else ""
            )
        ),
    ]
    stage = {
        "commanders": _("great commanders?"),
        "withdraw": _("fight or withdraw"),
        "attack": _("attacker chooses cards"),
        "defend": _("defender answers"),
    }[battle.stage]
    now = _("now: {side} — {stage}").format(side=words.side(battle.deciding), stage=stage)
    lines.append(Text(now, style="italic"))
    if battle.revealed:
        shown = "  ".join(f"{card_code(c)} ({card_name(c)})" for c in battle.revealed)
        reveals = _("{side} reveals: {cards}").format(side=words.side(battle.attacker), cards=shown)
        lines.append(Text(reveals, style="bold"))
    if battle.last:
        last = _("last exchange: {cards}").format(cards=card_code("; ".join(battle.last)))
        lines.append(Text(last, style="dim"))
    # The hand right under the title: in the side column it must stay in sight unscrolled.
    label = Text.assemble((_("Your hand"), "bold"), f" ({words.side(view.seat or 0)}): ")
    lines.insert(1, hand_line(view, battle, label))
    return Group(*lines)


def hand_line(view: View, battle: BattleView, label: Text, sep: str = " ") -> Text:
    """The viewing seat's hand after ``label``, or why it is not shown."""
    if battle.hand is None or view.seat is None:
        return Text(_("Hands are hidden until the keyboard is handed over."), style="dim")
    hand = sep.join(hand_card(c) for c in battle.hand) or _("(empty)")
    return Text.assemble(label, (hand, seat_style(view.seat)))


def compact_battle(view: View, battle: BattleView) -> RenderableType:
    title = _("Battle in {zone}, round {round}").format(
        zone=words.named(battle.zone), round=battle.round
    )
    head = Text(title, style="bold red")
    other = 1 - view.seat if view.seat is not None else battle.attacker
    style = seat_style(other)
    if battle.revealed and battle.attacker == other:
        cards = card_code(" ".join(battle.revealed))
        plays = _("{side} plays {cards}").format(side=words.side(other), cards=cards)
        theirs = Text(plays, style=f"bold {style}")
    else:
        attacks = battle.attacker == other
        said = _("{side} attacks: hand of {n}") if attacks else _("{side} defends: hand of {n}")
        theirs = Text(said.format(side=words.side(other), n=battle.hand_sizes[other]), style=style)
    hand = hand_line(view, battle, Text(_("Hand:") + " ", style="bold"), sep="")
    return Group(head, hand, theirs)


# The era summary's figures, each with the words it shows (whole words: a short column wraps
# them rather than cutting them, and the era-summary window fits 80 columns).
SUMMARY_ROWS = (
    ("projects", N_("prestige from projects")),
    ("fed", N_("wheat eaten")),
    ("hunger", N_("prestige lost to hunger")),
    ("starved", N_("cubes starved")),
    # How many (their names follow the table), in the rules' words: a polis left with no
    # cubes "turns neutral with its base population" (a player read "released" as freed).
    ("released", N_("poleis turned neutral")),
    ("grown", N_("cubes grown")),
    ("megalopolis", N_("megalopolis prestige")),
    ("spoiled", N_("goods spoiled")),
    ("phoros", N_("phoros paid")),
    ("prestige", N_("prestige at the end")),
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
    """One era's table, then a line for each side whose poleis turned neutral (their
    names)."""
    rows = sorted((s for s in view.summaries if s.era == era), key=lambda s: s.seat)
    table = Table(
        title=_("End of era {era}").format(era=era), title_style="bold", box=box.SIMPLE_HEAD,
        padding=(0, 0), show_edge=False, expand=False,
    )  # fmt: skip
    table.add_column("", min_width=12, max_width=30)
    for s in rows:
        side = Text(words.side(s.seat), style=seat_style(s.seat))
        table.add_column(side, justify="right", min_width=6, no_wrap=True)
    for field, row_words in SUMMARY_ROWS:
        values = [str(len(v) if isinstance(v := getattr(s, field), tuple) else v) for s in rows]
        table.add_row(_(row_words), *values, style="bold" if field == "prestige" else "")
    parts: list[RenderableType] = [table]
    for s in rows:
        if s.released:
            names = ", ".join(map(words.named, s.released))
            said = ngettext(
                "{side}: {poleis} turned neutral, left with no cubes.",
                "{side}: {poleis} turned neutral, left with no cubes.",
                len(s.released),
            )
            parts.append(Text(said.format(side=words.side(s.seat), poleis=names), style="dim"))
    return parts
