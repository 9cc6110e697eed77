"""What a Polis menu entry says for an action.

The whole notation (what a player may also type) where a menu mixes actions; shorter where
the menu's title already names the action, so that an entry keeps to one row of the side
column at 80x24: "Lakedaemon->Attika 2" under "Move hoplites — Attika", and "2 hoplites: +3
wine" under "Tribute".
"""

from __future__ import annotations

from boardgames_rules.polis.notation import format_action
from boardgames_rules.polis.view import View

TRIBUTE = "Tribute"  # the tribute step's menu title where the prompt does not fit


def menu_label(view: View, action, extra: str, titled: str = "") -> str:
    """The entry for ``action`` (``extra``: its effect, from the view's ``effects``).
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
    if action.kind == "defend" and view.battle is not None:
        pairs = zip(action.cards, view.battle.revealed, strict=False)
        text += "  (" + ", ".join(f"{mine} against {theirs}" for mine, theirs in pairs) + ")"
    if extra:
        text += f"  ({extra})"
    return text


def same_verb(actions: list) -> bool:
    """Whether every action's notation starts with its kind's word, the one the menu's title
    stands for ("buy Pontos ..." is a trade: its verb stays)."""
    return all(format_action(a).split(" ", 1)[0] == a.kind for a in actions)
