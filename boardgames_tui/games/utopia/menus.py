"""Utopia's menus: what a player picks between, and each action said in words."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames_rules.core.i18n import N_, _, ngettext
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.actions import (
    CARD_COST,
    AddPrince,
    BuildWonder,
    Downfall,
    EndTurn,
    InfluenceKing,
    Move,
    PickForWonder,
    PlaceGuest,
    RemovePrince,
    Sail,
    SpecialGuest,
    TakeControl,
    TakeGuest,
    UsePrivilege,
)
from boardgames_rules.utopia.data import CIVS, Civ, board
from boardgames_rules.utopia.notation import format_action
from boardgames_rules.utopia.view import UtopiaView

# Shown translated: ``_(KIND_TITLES[kind])``.
KIND_TITLES = {
    "move": N_("Move by land"),
    "sail": N_("Sail by sea"),
    "add": N_("Add a prince at a monument"),
    "remove": N_("Remove a prince at a monument (+2)"),
    "special": N_("Special guest: a prince anywhere"),
}
DISTRICT_KINDS = (AddPrince, RemovePrince, SpecialGuest, PlaceGuest, PickForWonder, TakeControl)


@dataclass(frozen=True)
class GuestChoice:
    """A civilisation of waiting guests chosen in the menu; the district chosen on the map next
    says which island's guest it is (every district belongs to one island)."""

    civ: Civ
    islands: tuple[int, ...]


@dataclass(frozen=True)
class KindChoice:
    """A card action chosen in the menu (move, sail, add, remove, special)."""

    civ: Civ
    kind: str


def as_civ(letter: str) -> Civ:
    """The civilisation ``letter`` names (a click on the hand gives the view's letter, a str);
    a ValueError if it names none."""
    return CIVS[CIVS.index(letter)]


def cards(n: int) -> str:
    return ngettext("{count} card", "{count} cards", n).format(count=n)


def either(names: list[str]) -> str:
    """``Wind``, ``Wind or Fire``, ``Wind, Fire or Earth``: one of the names, in words."""
    if len(names) < 2:
        return "".join(names)
    return _("{some} or {last}").format(some=", ".join(names[:-1]), last=names[-1])


def describe(view: UtopiaView, action) -> str:
    """A menu entry for an action: its notation, or words where they say more."""
    b = board()
    text = labels.districts_in(format_action(action))
    if isinstance(action, TakeGuest) and action.district is None:
        return _("{civ} guest of {island}: no {civ} prince left, none placed").format(
            civ=labels.adjective(action.civ), island=labels.island(action.island)
        )
    if isinstance(action, BuildWonder):
        return _("Build the wonder of {island} (+6)").format(island=labels.island(action.island))
    if isinstance(action, TakeControl):
        return _("Take control of {district}: 3 {people} become your monument").format(
            district=labels.district(action.district), people=labels.people(action.civ)
        )
    if isinstance(action, InfluenceKing):
        return _("Influence the King: {people} up one (1 card)").format(
            people=labels.people(action.civ)
        )
    if isinstance(action, Downfall):
        return _("Downfall: {people} to the bottom (2 cards)").format(
            people=labels.people(action.civ)
        )
    if isinstance(action, UsePrivilege):
        left = view.seats[view.current or 0].privileges
        return ngettext(
            "Privilege: draw a guest blind ({count} token left)",
            "Privilege: draw a guest blind ({count} tokens left)",
            left,
        ).format(count=left)
    if isinstance(action, EndTurn):
        return _("End the turn")
    if isinstance(action, DISTRICT_KINDS):
        name = labels.place(b.names[b.index[action.district]])
        return f"{text}  ({name})"
    return text


def districts_of(action) -> tuple[str, ...]:
    """The districts an action names (a move's two, or its one)."""
    if isinstance(action, Move | Sail):
        return (action.origin, action.destination)
    district = getattr(action, "district", None)
    return (district,) if district else ()


def guest_label(civ: Civ, islands: list[int]) -> str:
    """A guest menu entry: the civilisation and every island where it waits, by name."""
    names = [labels.island(i) for i in sorted(islands)]
    return _("{civ} guest at {islands}").format(civ=labels.adjective(civ), islands=either(names))


# The decisions in which a key of the Utopia screen shows in the footer: t and f while they
# can act in them (pressed when they cannot, they say why); Enter on the city to choose a
# marked district, or to look at what can be done on one when nothing is chosen.
KEY_DECISIONS = {
    "end_turn": ("act", "after"),
    "free": ("guest", "act", "after"),
    "choose": ("guest", "place", "pick", "act"),
    "look": ("guest", "act", "after"),
}


# -- what the screen says while a choice is under way ------------------------------------------
def guest_chosen(guest: GuestChoice) -> str:
    islands = either([labels.island(i) for i in guest.islands])
    return _("{civ} guest to {islands}: a marked district (>); Esc: another guest").format(
        civ=labels.adjective(guest.civ), islands=islands
    )


def kind_chosen(choice: KindChoice) -> str:
    if choice.kind in ("move", "sail"):
        said = _("{action} ({people}): where it starts (>); Esc cancels")
    else:
        said = _("{action} ({people}): a marked district (>); Esc cancels")
    return said.format(action=_(KIND_TITLES[choice.kind]), people=labels.people(choice.civ))


def kind_entry(kind: str, ways: int) -> str:
    """A card action in a civilisation's menu: what it costs and in how many ways it can go."""
    return ngettext(
        "{action} ({cost}; {count} way)", "{action} ({cost}; {count} ways)", ways
    ).format(action=_(KIND_TITLES[kind]), cost=cards(CARD_COST[kind]), count=ways)


def no_move_from(kind: str, civ: Civ, district: str) -> str:
    return _("{action}: no {civ} move starts at {district}.").format(
        action=_(KIND_TITLES[kind]), civ=labels.adjective(civ), district=labels.district(district)
    )


def origin_chosen(kind: str, district: str) -> str:
    said = _("{action} from {district}: the destination (>); Esc cancels")
    return said.format(action=_(KIND_TITLES[kind]), district=labels.district(district))
