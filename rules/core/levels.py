"""The bots' playing levels by name: what saves, settings, options and screens call them.

Only words live here, never a bot: the core reads and checks the levels a save names without
importing the bots (``rules/core`` imports no bot), and the bots take their names from here.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import N_, _

# The levels by what they do: the names the code, the save files and the simulator's JSON use.
LEVELS = ("random", "greedy", "search")
# The same levels by strength, the words players read and type.  Both names are accepted
# wherever a level is read (options, settings, saves), so older commands and files still work.
STRENGTHS = {"random": "easy", "greedy": "medium", "search": "hard"}
# How a screen names each strength, in the language on screen (the typed words stay as above).
_SHOWN = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}
# What each level does, as a screen says it in brackets after the strength: "Hard (search)".
_HOW = {"random": N_("random"), "greedy": N_("greedy"), "search": N_("search")}
STRENGTH_WORDS = tuple(STRENGTHS.values())
LEVEL_WORDS = ", ".join(STRENGTH_WORDS[:-1]) + " or " + STRENGTH_WORDS[-1]  # for messages


def level_named(word: str) -> str | None:
    """The level (``search``) a player's word means (``hard``, ``Hard`` or ``search``), or None."""
    name = word.strip().lower()
    if name in LEVELS:
        return name
    for level, strength in STRENGTHS.items():
        if name == strength:
            return level
    return None


def strength_of(level: str) -> str:
    """``Hard`` for ``search`` (or ``hard``): how a level is named on screen."""
    known = level_named(level)
    return _(_SHOWN[STRENGTHS[known]]) if known else level


def level_label(level: str) -> str:
    """``Hard (search)``: the strength, and what the bot does to get it."""
    known = level_named(level) or level
    return _("{strength} ({level})").format(strength=strength_of(known), level=_how(known))


def bot_label(level: str) -> str:
    """``Hard bot (search)``: a bot of that level, as a menu of who plays a seat says it."""
    known = level_named(level) or level
    return _("{strength} bot ({level})").format(strength=strength_of(known), level=_how(known))


def _how(level: str) -> str:
    """``search`` in the language on screen (a level it does not know, as it is)."""
    return _(_HOW[level]) if level in _HOW else level
