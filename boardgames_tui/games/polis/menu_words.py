"""What a Polis menu entry says for an action.

The whole notation (what a player may also type) where a menu mixes actions; shorter where
the menu's title already names the action, so that an entry keeps to one row of the side
column at 80x24: "Lakedaemon->Attika 2" under "Move hoplites — Attika", and "2 hoplites: +3
wine" under "Tribute".  Also which entry a lesson's step asks for (the menu shows it lit).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames_rules.core.i18n import _
from boardgames_rules.core.typed import in_words
from boardgames_rules.polis.notation import format_action
from boardgames_rules.polis.view import View
from rich.text import Text

if TYPE_CHECKING:
    from boardgames_tui.table import Table

TRIBUTE = "Tribute"  # the tribute step's menu title where the prompt does not fit


@dataclass(frozen=True)
class ChooseKind:
    """An entry of the actions menu: one of the 12 actions, possible now or not (and why)."""

    kind: str
    available: bool
    reason: str


def menu_label(view: View, action, extra: str, titled: str = "", pairing: bool = True) -> str:
    """The entry for ``action`` (``extra``: its effect, from the view's ``effects``;
    ``pairing``: a defence says which card answers which, left out where the battle panel shows
    the cards answered and a row is short).
    ``titled``: the zone of a menu titled with the action and
    that zone, whose entries all start with the same word (the notation loses it, unless only
    the zone would be left), or TRIBUTE (the tribute step's menu: what each row pays)."""
    text = format_action(action)
    if titled == TRIBUTE and action.kind == "tribute" and extra:
        return extra  # "2 hoplites: +3 wine" for "tribute wine 2"
    if titled and titled != TRIBUTE and " " in text:
        rest = text.split(" ", 1)[1]
        if rest != titled:  # "collect Attika" stays whole under "Collect tribute — Attika"
            text = rest
    text = in_words("polis", text)  # the notation as a player may type it in the language
    if pairing and action.kind == "defend" and view.battle is not None:
        pairs = zip(action.cards, view.battle.revealed, strict=False)
        against = _("{mine} against {theirs}")
        text += "  (" + ", ".join(against.format(mine=m, theirs=t) for m, t in pairs) + ")"
    if extra:
        text += f"  ({extra})"
    return text


def same_verb(actions: list) -> bool:
    """Whether every action's notation starts with its kind's word, the one the menu's title
    stands for ("buy Pontos ..." is a trade: its verb stays)."""
    return all(format_action(a).split(" ", 1)[0] == a.kind for a in actions)


def asked_entry(table: Table, entries: list[tuple[Text, object]]) -> int | None:
    """The entry of ``entries`` a lesson's move step asks for, when the step names its keys (a
    step on your own names only the goal: its menu is not shown the way)."""
    lesson = table.lesson
    step = lesson.step if lesson is not None else None
    if step is None or step.kind != "move" or step.on_your_own or step.move is None:
        return None
    wanted = " ".join(step.move.split())
    kind = next((a.kind for a in table.legal() if table.describe(a) == wanted), None)
    for number, (_label, choice) in enumerate(entries):
        if isinstance(choice, ChooseKind):
            if choice.kind == kind:
                return number
        elif not isinstance(choice, Spent) and table.describe(choice) == wanted:
            return number
    return None


# The steps a player pays in several picks (a tribute's goods, a surcharge's goods, a feeding's
# cubes): their menus keep each entry's number from pick to pick (see steady_entries).
STEADY_STEPS = ("tribute", "surcharge", "feed")


@dataclass(frozen=True)
class Spent:
    """An entry offered earlier in the same payment, no longer possible: kept in its place,
    struck out, so that the entries after it keep their numbers."""

    action: object


def steady_entries(before: list[tuple[Text, object]], fresh: list[tuple[Text, object]]) -> list:
    """``fresh``'s entries in the places ``before`` gave them, the ones gone struck out in
    theirs, new ones after: a player who pressed 3 for silver got `done` once the numbers
    moved up after a pick (issue 42)."""
    offered = {choice: (label, choice) for label, choice in fresh}
    out: list[tuple[Text, object]] = []
    for label, choice in before:
        action = choice.action if isinstance(choice, Spent) else choice
        if action in offered:
            out.append(offered.pop(action))
        else:
            out.append((Text(label.plain, style="dim strike"), Spent(action)))
    return out + list(offered.values())
