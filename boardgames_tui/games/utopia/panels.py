"""Utopia's side column and the lines under the city: scores, the King's scale, a district."""

from __future__ import annotations

from collections.abc import Sequence

from boardgames_rules.utopia.data import CIV_ADJECTIVES, CIV_NAMES, CIVS
from boardgames_rules.utopia.view import DistrictView, UtopiaView
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from boardgames_tui.games.utopia.princes import owner_mark
from boardgames_tui.theme import seat_name, seat_style


def panel(view: UtopiaView, compact: bool = False) -> RenderableType:
    """The round and phase, the King's scale, the players' table and what is left.

    ``compact``: a narrow side column with a menu open, where the menu needs the rows."""
    parts: list[RenderableType] = []
    phase = {"welcome": "phase 1 guests", "develop": "phase 2 cards"}.get(view.phase, "over")
    head = Text(f"Round {view.round} · {phase}", style="bold")
    if view.phase == "welcome":
        head.append(f" {view.guest_pass}/3" if view.guest_pass <= 3 else " (leftovers)")
    parts.append(head)
    if compact:
        # The scores and the King's scale are on the line under the city anyway.
        return Group(*parts)
    scale = Text("King ")
    for step in view.scale:
        scale.append(f"{step.value}", style="dim")
        scale.append(f"{step.civ} ", style="bold")
    parts.append(scale)
    table = Table(box=None, padding=(0, 0, 0, 1), show_header=True, expand=False)
    table.add_column("#", justify="right")
    table.add_column("Player", no_wrap=True)
    table.add_column("Pts", justify="right")
    table.add_column("Crd", justify="right")
    table.add_column("Prv", justify="right")
    for seat in view.turn_order:
        p = view.seats[seat]
        marker = "▶" if seat == view.current else " "
        name = Text.assemble(marker, (owner_mark(seat), seat_style(seat)), " ")
        name.append_text(seat_name(view.players, seat))
        name.truncate(11)
        tied = sum(1 for o in view.seats if o.score == p.score) > 1
        score = f"{p.score}" + (f"/{p.arrival}" if tied else "")
        due = f"-{p.discard_due}" if p.discard_due else ""
        used = "*" if p.privilege_used else ""
        table.add_row(str(p.place), name, score, f"{p.hand_size}{due}", f"{p.privileges}{used}")
    parts.append(table)
    parts.append(Text("Pts n/2: 2nd to reach n (plays later)", style="dim"))
    for seat in view.turn_order:
        p = view.seats[seat]
        left = " ".join(f"{c}{n}" for c, n in zip(CIVS, p.princes_left, strict=True))
        line = Text.assemble((owner_mark(seat), seat_style(seat)), f" left {left}")
        parts.append(line)
    monuments = " ".join(f"{c}{n}" for c, n in zip(CIVS, view.monuments_left, strict=True))
    parts.append(Text(f"Monuments {monuments}", style="dim"))
    pile = " ".join(f"{c}{n}" for c, n in zip(CIVS, view.discard_pile, strict=True) if n)
    parts.append(
        Text(f"Deck {view.deck_size} · discards {pile or '-'} · bag {view.bag_size}", "dim")
    )
    if view.blind_guest is not None:
        island, civ = view.blind_guest
        parts.append(Text(f"Drawn blind: {CIV_ADJECTIVES[civ]} for {island}", "bold"))
    if view.wonder is not None:
        parts.append(Text(f"Wonder of {view.wonder.island} being built", "bold"))
    parts.append(Text(" ".join(f"{c} {CIV_NAMES[c]}" for c in CIVS), style="dim"))
    return Group(*parts)


def ledger(view: UtopiaView) -> Text:
    """One line under the city, whatever the side column has room for: every player's
    score in turn order (``▶`` the one to play) and the King's prestige scale."""
    line = Text()
    for seat in view.turn_order:
        if line:
            line.append(" ")
        if seat == view.current:
            line.append("▶")
        line.append(owner_mark(seat), style=seat_style(seat))
        line.append(f":{view.seats[seat].score}")
    line.append(" │ King ", style="dim")
    for n, step in enumerate(view.scale):
        line.append(" " if n else "")
        line.append(f"{step.value}", style="dim")
        line.append(step.civ, style="bold")
    return line


def district_facts(view: UtopiaView, district: DistrictView) -> list[Text]:
    """A district in words, the most useful fact first: its name, its princes by owner, its
    monument, then where its land and sea lead."""
    facts: list[Text] = []
    head = Text(f"{district.id} {district.name}", style="bold")
    head.append(f" ({district.island}) value {district.value}")
    if district.ship:
        head.append(f", ship in {district.sea}")
    facts.append(head)
    princes = [(seat, counts) for seat, counts in enumerate(district.princes) if any(counts)]
    if princes:
        fact = Text("princes")
        for seat, counts in princes:
            fact.append(" ")
            fact.append(owner_mark(seat), style=seat_style(seat))
            fact.append(":" + "".join(f"{c}{n}" for c, n in zip(CIVS, counts, strict=True) if n))
        facts.append(fact)
    if district.monument is not None:
        m = district.monument
        fact = Text(f"{CIV_NAMES[m.civ]} monument of ")
        fact.append_text(seat_name(view.players, m.owner))
        facts.append(fact)
    if district.land:
        facts.append(Text(f"land {' '.join(district.land)}", style="dim"))
    if district.sea_reach:
        facts.append(Text(f"sea {' '.join(district.sea_reach)}", style="dim"))
    return facts


def fitted(facts: list[Text], width: int, rows: int, console: Console) -> Text:
    """The facts, in order, that fit ``rows`` rows of ``width`` (a fact is never cut)."""
    text = Text()
    for fact in facts:
        candidate = text.copy()
        if text:
            candidate.append("; ")
        candidate.append_text(fact)
        if text and len(candidate.wrap(console, width)) > rows:
            continue  # a later, shorter fact may still fit
        text = candidate
    return text


def key_hint(
    decision: str, hand: tuple[int, ...], discards: Sequence[str], due: int, free: bool
) -> Text | None:
    """What the keys do now, for the seat at the keyboard with nothing chosen yet."""
    parts: list[str] = []
    if decision == "act":
        held = [f"{civ} ×{n}" for civ, n in zip(CIVS, hand, strict=False) if n]
        parts.append(
            f"Play a civilisation (its letter): {', '.join(held)}" if held else "No cards left"
        )
        parts.append("e ends the turn")
    if decision in ("discard", "limit"):
        chosen = " ".join(discards) or "none yet"
        parts.append(f"Press a civilisation per card to discard ({chosen}; {due} in all)")
    if free:
        parts.append("Free action available: press f")
    if not parts:
        return None
    return Text(" · ".join(parts), style="bold" if free else "dim")
