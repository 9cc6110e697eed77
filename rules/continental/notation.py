"""The text form of every action, e.g. ``build G c3``, ``c3-c4-c5``, ``c3-c4xd4 2``.

Parsing is forgiving of case and spacing; formatting gives the one canonical form.
"""

from __future__ import annotations

import re

from boardgames_rules.continental.actions import (
    Action,
    AssignStats,
    Attack,
    Build,
    Defend,
    EndTurn,
    MakeCity,
    MakeTower,
    Move,
    Recruit,
    Roll,
    Yield,
)
from boardgames_rules.continental.data import STRUCTURES, Structure
from boardgames_rules.core import MalformedAction, read_number
from boardgames_rules.core.i18n import _
from boardgames_rules.core.numbers import check_length

_SQUARE = r"[a-h][1-8]"
# [0-9], not \d: only ASCII digits are numbers here (see core/numbers.py).
_PATH = re.compile(rf"^({_SQUARE}(?:-{_SQUARE})*)(?:x({_SQUARE})\s*([0-9]+)?)?$")
_STRUCTURE_WORDS: dict[str, Structure] = {
    "i": "I", "church": "I",
    "e": "E", "school": "E",
    "g": "G", "farm": "G",
    "q": "Q", "barracks": "Q",
}  # fmt: skip
_SQUARE_VERBS = {"recruit": Recruit, "tower": MakeTower, "city": MakeCity}
_SIMPLE = {"roll": Roll, "yield": Yield, "end": EndTurn, "end turn": EndTurn}
# What a line may be, as the refusal of any other line lists it (in the language on screen
# where a player types: ``core.typed.refusal``): the actions' words, a move, an attack.
LISTED: tuple[str, ...] = ("stats", "roll", "build", "recruit", "tower", "city", "c3-c4")
LISTED += ("c3xc4 2", "defend", "yield", "end")


def format_action(action: Action) -> str:
    if isinstance(action, AssignStats):
        return "stats " + " ".join(
            f"{s}{v}" for s, v in zip(STRUCTURES, action.values, strict=True)
        )
    if isinstance(action, Build):
        return f"build {action.structure} {action.square}"
    if isinstance(action, Recruit | MakeTower | MakeCity):
        return f"{action.kind} {action.square}"
    if isinstance(action, Move):
        return "-".join(action.path)
    if isinstance(action, Attack):
        return f"{'-'.join(action.path[:-1])}x{action.path[-1]} {action.moral}"
    if isinstance(action, Defend):
        return f"defend {action.means}"
    return action.kind  # roll, yield, end


def parse_action(text: str) -> Action:
    check_length(text)
    clean = " ".join(text.lower().split())
    if clean in _SIMPLE:
        return _SIMPLE[clean]()
    verb, _space, rest = clean.partition(" ")
    if verb in _SIMPLE:
        raise MalformedAction(text, _("write just {verb}").format(verb=repr(verb)))
    if verb == "stats":
        return _parse_stats(text, rest)
    if verb == "build":
        return _parse_build(text, rest)
    if verb in _SQUARE_VERBS:
        if not re.fullmatch(_SQUARE, rest):
            raise MalformedAction(
                text, _("write {verb} and a square, e.g. '{verb} c3'").format(verb=verb)
            )
        return _SQUARE_VERBS[verb](square=rest)
    if verb == "defend":
        for means in ("people", "resources"):
            if rest and means.startswith(rest):
                return Defend(means=means)
        raise MalformedAction(text, _("write 'defend people' or 'defend resources'"))
    return _parse_path(text, clean)


def _parse_stats(text: str, rest: str) -> AssignStats:
    compact = rest.replace(" ", "")
    if re.fullmatch(r"[0-9]{4}", compact):  # the short form: I, E, G, Q in order
        i, e, g, q = (int(c) for c in compact)
        return AssignStats(values=(i, e, g, q))
    pairs = re.findall(r"([iegq])([0-9]+)", compact)
    if not re.fullmatch(r"(?:[iegq][0-9]+){4}", compact) or len({p[0] for p in pairs}) != 4:
        raise MalformedAction(
            text, _("write the four stats, e.g. 'stats I2 E4 G1 Q3' or 'stats 2413'")
        )
    value = {letter: read_number(text, v) for letter, v in pairs}
    i, e, g, q = (value[s.lower()] for s in STRUCTURES)
    return AssignStats(values=(i, e, g, q))


def _parse_build(text: str, rest: str) -> Build:
    words = rest.split()
    if len(words) == 2:
        for what, where in (words, words[::-1]):
            if what in _STRUCTURE_WORDS and re.fullmatch(_SQUARE, where):
                return Build(structure=_STRUCTURE_WORDS[what], square=where)
    raise MalformedAction(
        text, _("write build, the structure (I, E, G or Q) and a square, e.g. 'build G c3'")
    )


def _parse_path(text: str, clean: str) -> Move | Attack:
    compact = re.sub(r"\s*([-x])\s*", r"\1", clean)
    match = _PATH.match(compact)
    if not match:
        raise MalformedAction(
            text,
            _(
                "not an action of Continental: stats, roll, build, recruit, tower, city, a move "
                "('c3-c4'), an attack ('c3xc4 2'), defend, yield or end"
            ),
            LISTED,
        )
    squares, target, moral = match.groups()
    path = tuple(squares.split("-"))
    if target is None:
        if len(path) < 2:
            raise MalformedAction(text, _("a move names every square of its path, e.g. 'c3-c4'"))
        return Move(path=path)
    if moral is None:
        raise MalformedAction(
            text, _("say how much Moral to invest, e.g. '{example} 3'").format(example=compact)
        )
    return Attack(path=(*path, target), moral=read_number(text, moral))
