"""Utopia's side column and the lines under the city: scores, the King's scale, a district."""

from __future__ import annotations

from collections.abc import Sequence

from boardgames_rules.core.i18n import N_, _
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.data import CIVS
from boardgames_rules.utopia.view import DistrictView, UtopiaView
from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from boardgames_tui.games.utopia.princes import owner_mark
from boardgames_tui.language import assemble
from boardgames_tui.theme import seat_name, seat_style


def panel(view: UtopiaView, compact: bool = False, name_cells: int = 11) -> RenderableType:
    """The round and phase, the King's scale, the players' table and what is left.

    ``compact``: a narrow side column with a menu open, where the menu needs the rows;
    ``name_cells``: the players' column's width (turn marker, seat digit and name)."""
    parts: list[RenderableType] = [Text(panel_title(view), style="bold")]
    if compact:
        # The scores and the King's scale are on the line under the city anyway.
        return Group(*parts)
    scale = Text(_("King") + " ")
    for step in view.scale:
        scale.append(f"{step.value}", style="dim")
        scale.append(f"{step.civ} ", style="bold")
    parts.append(scale)
    table = Table(box=None, padding=(0, 0, 0, 1), show_header=True, expand=False)
    # Short headings: the 80x24 side column is 26 cells (the legend under it says them whole).
    table.add_column(_("Player"), no_wrap=True)
    table.add_column(_("Pts"), justify="right")
    table.add_column(_("Hand"), justify="right")
    table.add_column(_("Priv"), justify="right")
    for seat in view.turn_order:
        p = view.seats[seat]
        marker = "▶" if seat == view.current else " "
        name = Text.assemble(marker, (owner_mark(seat), seat_style(seat)), " ")
        name.append_text(seat_name(view.players, seat))
        name.truncate(name_cells)
        tied = sum(1 for o in view.seats if o.score == p.score) > 1
        score = f"{p.score}" + (f"/{p.arrival}" if tied else "")
        due = f" -{p.discard_due}" if p.discard_due else ""
        used = "*" if p.privilege_used else ""
        # The rows are in turn order (the first plays first): no column for the place.
        table.add_row(name, score, f"{p.hand_size}{due}", f"{p.privileges}{used}")
    parts.append(table)
    tie = tie_legend(view)
    if tie is not None:  # the one figure no heading explains: first, and not dimmed
        parts.append(Text(tie))
    parts.extend(Text(line, style="dim") for line in table_legend(view))
    # Counts are written before the letter (8M: eight Maya), as the King's values are; on the
    # city a digit after a letter is an owner (M1: a Maya prince of player 1).
    parts.append(Text(_("Princes left:")))
    for seat in view.turn_order:
        p = view.seats[seat]
        line = Text.assemble((owner_mark(seat), seat_style(seat)), " ")
        line.append(counts(p.princes_left))
        parts.append(line)
    left = _("Monuments left {counts}").format(counts=counts(view.monuments_left))
    parts.append(Text(left, style="dim"))
    pile = counts(view.discard_pile, zeros=False)
    piles = _("Deck {deck} · discards {discards} · bag {bag}").format(
        deck=view.deck_size, discards=pile or "-", bag=view.bag_size
    )
    parts.append(Text(piles, "dim"))
    if view.blind_guest is not None:
        island, civ = view.blind_guest
        blind = _("Drawn blind: {civ} for {island}").format(
            civ=labels.adjective(civ), island=labels.place(island)
        )
        parts.append(Text(blind, "bold"))
    if view.wonder is not None:
        building = _("Wonder of {island} being built").format(
            island=labels.place(view.wonder.island)
        )
        parts.append(Text(building, "bold"))
    parts.append(Text(" ".join(f"{c} {labels.people(c)}" for c in CIVS), style="dim"))
    return Group(*parts)


def panel_title(view: UtopiaView) -> str:
    """The round and its phase, short enough for the 80x24 side column (26 cells)."""
    if view.phase == "welcome":
        if view.guest_pass > 3:
            return _("Round {number} · leftover guests").format(number=view.round)
        return _("Round {number} · guests {guest_pass}/3").format(
            number=view.round, guest_pass=view.guest_pass
        )
    if view.phase == "develop":
        return _("Round {number} · cards").format(number=view.round)
    return _("Game over")


# "Pts 0/2": on a tie the score is followed by the order its players reached it in (the tie
# rule).  Whole sentences per place, so each language words its own ordinal.
TIE_PLACES = (
    N_("Pts {points}/{place}: 1st to reach {points}."),
    N_("Pts {points}/{place}: 2nd to reach {points}."),
    N_("Pts {points}/{place}: 3rd to reach {points}."),
    N_("Pts {points}/{place}: 4th to reach {points}."),
    N_("Pts {points}/{place}: 5th to reach {points}."),
)


def tie_legend(view: UtopiaView) -> str | None:
    """A tied score's ``/2``, read from a figure the table shows: the line right under the
    table (a new player met ``Pts 0/1`` with its meaning only at the panel's end)."""
    tied = [p for p in view.seats if sum(1 for o in view.seats if o.score == p.score) > 1]
    if not tied:
        return None
    shown = max(tied, key=lambda p: (p.arrival, -p.score))
    place = min(shown.arrival, len(TIE_PLACES))
    return _(TIE_PLACES[place - 1]).format(points=shown.score, place=shown.arrival)


def table_legend(view: UtopiaView) -> list[str]:
    """What the players' table's other figures mean, in short whole lines, only those on show."""
    lines = [_("Hand: cards held."), _("Priv: privileges, * used.")]
    if any(p.discard_due for p in view.seats):
        lines.append(_("Hand 7 -2: discards 2."))
    return lines


def counts(per_civ: Sequence[int], zeros: bool = True) -> str:
    """``8M 8P 7E``: how many of each civilisation, the count before its letter."""
    return " ".join(f"{n}{c}" for c, n in zip(CIVS, per_civ, strict=True) if n or zeros)


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
    line.append(" │ " + _("King") + " ", style="dim")
    for n, step in enumerate(view.scale):
        line.append(" " if n else "")
        line.append(f"{step.value}", style="dim")
        line.append(step.civ, style="bold")
    return line


def district_facts(view: UtopiaView, district: DistrictView) -> list[Text]:
    """A district in words, the most useful fact first: its name, its princes by owner, its
    monument, then where its land and sea lead."""
    facts: list[Text] = []
    head = Text(f"{labels.district(district.id)} {labels.place(district.name)}", style="bold")
    head.append(
        " "
        + _("({island}) value {value}").format(
            island=labels.place(district.island), value=district.value
        )
    )
    if district.ship:
        head.append(_(", ship in sea {sea}").format(sea=district.sea))
    facts.append(head)
    princes = [(seat, counts) for seat, counts in enumerate(district.princes) if any(counts)]
    if princes:
        # In words a player is their name (a digit is the city's mark for a player).
        fact = Text(_("princes"))
        for n, (seat, held) in enumerate(princes):
            fact.append(", " if n else " ")
            fact.append_text(seat_name(view.players, seat))
            fact.append(" " + counts(held, zeros=False))
        facts.append(fact)
    if district.monument is not None:
        m = district.monument
        # The owner's name keeps its seat colour, placed where the language puts it.
        fact = assemble(
            _("{people} monument of {player}"),
            people=labels.people(m.civ),
            player=seat_name(view.players, m.owner),
        )
        facts.append(fact)
    if district.land:
        land = " ".join(map(labels.district, district.land))
        facts.append(Text(_("by land to {districts}").format(districts=land), style="dim"))
    if district.sea_reach:
        sea = " ".join(map(labels.district, district.sea_reach))
        facts.append(Text(_("by sea to {districts}").format(districts=sea), style="dim"))
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
            _("Play a civilisation (its letter): {cards}").format(cards=", ".join(held))
            if held
            else _("No cards left")
        )
        parts.append(_("t ends the turn"))
    if decision in ("discard", "limit"):
        chosen = " ".join(discards) or _("none yet")
        parts.append(
            _("Press a civilisation per card to discard ({chosen}; {due} in all)").format(
                chosen=chosen, due=due
            )
        )
    if free:
        parts.append(_("Free action available: press f"))
    if not parts:
        return None
    return Text(" · ".join(parts), style="bold" if free else "dim")
