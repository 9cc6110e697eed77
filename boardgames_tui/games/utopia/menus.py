"""Utopia's menus: what a player picks between, and each action said in words."""

from __future__ import annotations

from dataclasses import dataclass

from boardgames_rules.core.words import counted
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.actions import (
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
from boardgames_rules.utopia.data import CIV_ADJECTIVES, CIV_NAMES, CIVS, Civ, board
from boardgames_rules.utopia.notation import format_action
from boardgames_rules.utopia.view import UtopiaView

KIND_TITLES = {
    "move": "Move by land",
    "sail": "Sail by sea",
    "add": "Add a prince at a monument",
    "remove": "Remove a prince at a monument (+2)",
    "special": "Special guest: a prince anywhere",
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
    return f"{n} card" + ("" if n == 1 else "s")


def describe(view: UtopiaView, action) -> str:
    """A menu entry for an action: its notation, or words where they say more."""
    b = board()
    text = labels.districts_in(format_action(action))
    if isinstance(action, TakeGuest) and action.district is None:
        adjective = CIV_ADJECTIVES[action.civ]
        island = b.islands[action.island].name
        return f"{adjective} guest of {island}: no {adjective} prince left, none placed"
    if isinstance(action, BuildWonder):
        return f"Build the wonder of {b.islands[action.island].name} (+6)"
    if isinstance(action, TakeControl):
        where = labels.district(action.district)
        people = CIV_NAMES[action.civ]
        return f"Take control of {where}: 3 {people} become your monument"
    if isinstance(action, InfluenceKing):
        return f"Influence the King: {CIV_NAMES[action.civ]} up one (1 card)"
    if isinstance(action, Downfall):
        return f"Downfall: {CIV_NAMES[action.civ]} to the bottom (2 cards)"
    if isinstance(action, UsePrivilege):
        left = view.seats[view.current or 0].privileges
        return f"Privilege: draw a guest blind ({counted(left, 'token')} left)"
    if isinstance(action, EndTurn):
        return "End the turn"
    if isinstance(action, DISTRICT_KINDS):
        name = b.names[b.index[action.district]]
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
    names = [board().islands[i].name for i in sorted(islands)]
    where = " or ".join(names)
    return f"{CIV_ADJECTIVES[civ]} guest at {where}"


# The decisions in which a key of the Utopia screen shows in the footer: t and f while they
# can act in them (pressed when they cannot, they say why); Enter on the city to choose a
# marked district, or to look at what can be done on one when nothing is chosen.
KEY_DECISIONS = {
    "end_turn": ("act", "after"),
    "free": ("guest", "act", "after"),
    "choose": ("guest", "place", "pick", "act"),
    "look": ("guest", "act", "after"),
}
