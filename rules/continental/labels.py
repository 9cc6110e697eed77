"""Continental's words on its screens, in the language on screen when they are drawn.

The log lines and refusals keep their English here (they are stored: issue 43's messages turn
them into Messages); what the screen computes each time it draws (the panel, the legend, the
prompts, the menus' entries and costs) comes from these functions, so it lands in Continental's
catalogue.  The game's terms (pieces, People, Moral, Resources, Providence…) are the seed's, read
from ``assets/continental/terms.json`` through the catalogue (``data_strings.shown``); the
phrases around them are translated here with the seed's words.  Nothing here is cached: every
call reads the active language.
"""

from __future__ import annotations

from boardgames_rules.core.data_strings import shown, shown_plural
from boardgames_rules.core.i18n import N_, _, pgettext

GAME = "continental"

# Each piece's term in terms.json, singular and plural (the plural is its catalogue entry's).
PIECE_TERMS: dict[str, tuple[str, str]] = {
    "C": ("City", "Cities"),
    "T": ("Tower", "Towers"),
    "A": ("Army", "Armies"),
    "I": ("Church", "Churches"),
    "E": ("School", "Schools"),
    "G": ("Farm", "Farms"),
    "Q": ("Barracks", "Barracks"),
}

# The default players' names (terms.json's seat_blue and seat_red), as the catalogue has them.
SEAT_TERMS = ("Blue", "Red")


def term(english: str) -> str:
    """A term of terms.json without a plural (People, Moral, Resources, Territory…)."""
    return shown(GAME, "term", english)


def piece_name(letter: str) -> str:
    """ "City", "Farm"…: the seed's name of a piece (Ciudad, Granja)."""
    singular, plural = PIECE_TERMS[letter]
    return shown_plural(GAME, "term", singular, plural, 1)


def seat_names() -> tuple[str, ...]:
    return tuple(term(name) for name in SEAT_TERMS)


def attack_name(kind: str) -> str:
    """ "direct battle" or "skirmish", as a menu or the prompt names the attack."""
    if kind == "battle":
        return pgettext("continental attack kind", "direct battle")
    return pgettext("continental attack kind", "skirmish")


def price(people: int = 0, moral: int = 0, resources: int = 0) -> str:
    """What an action costs: "-1 People, -2 Resources" ("" if free)."""
    amounts = ((people, "People"), (moral, "Moral"), (resources, "Resources"))
    parts = [f"-{n} {term(label)}" for n, label in amounts if n]
    return ", ".join(parts)


def providence_label(providence: int | None, built: tuple[str, ...], phase: str | None) -> str:
    """ "Prosperity (Providence 7)", "Providence 2 (Farm)" (``built``: the structures it
    allows; ``phase``: "Military" or "Prosperity" for a 6 or a 7)."""
    if providence is None:
        return _("not rolled yet")
    if phase is not None:
        return _("{phase} (Providence {number})").format(phase=term(phase), number=providence)
    names = ", ".join(piece_name(s) for s in built)
    return _("Providence {number} ({buildings})").format(number=providence, buildings=names)


def period(turn: int) -> str:
    """The stretch of play a replay jumps to (and ``:`` finds): "turn 3"."""
    return _("turn {number}").format(number=turn)


# -- the side panel --------------------------------------------------------------------------
def panel_rows() -> tuple[str, ...]:
    """The panel's row labels, at most 10 columns each (the side column is 28 wide): People,
    Moral, Resources, Territory, Armies/Q, City Tower, IEGQ built, IEGQ stats."""
    return (
        term("People"),
        term("Moral"),
        term("Resources"),
        term("Territory"),
        pgettext("continental panel, 10 columns", "Armies/Q"),
        pgettext("continental panel, 10 columns", "City Tower"),
        pgettext("continental panel, 10 columns", "IEGQ built"),
        pgettext("continental panel, 10 columns", "IEGQ stats"),
    )


def turn_line(turn: int, limit: int, dice: tuple[int, int] | None, rolled: bool) -> str:
    """ "Turn 3/60  dice 2+5": the panel's first line, 28 columns at most.  Before this turn's
    roll the dice shown are the previous player's (``rolled`` False): "last roll"."""
    if dice is None:
        shown_dice = _("dice -")
    elif rolled:
        shown_dice = _("dice {first}+{second}").format(first=dice[0], second=dice[1])
    else:
        shown_dice = _("last roll {first}+{second}").format(first=dice[0], second=dice[1])
    return _("Turn {turn}/{limit}  {dice}").format(turn=turn, limit=limit, dice=shown_dice)


def attack_line(target: str, moral: int, kind: str) -> str:
    return _("Attack on {square}: {moral} Moral ({kind})").format(
        square=target, moral=moral, kind=attack_name(kind)
    )


# -- the board's legend ----------------------------------------------------------------------
def legend_words() -> dict[str, str]:
    """What the legend's marks mean: a moved army, where to go or act, what an action claims,
    what changed, the chosen army."""
    return {
        "moved": pgettext("continental legend", "moved"),
        "target": pgettext("continental legend", "go/act"),
        "claim": pgettext("continental legend", "claims"),
        "changed": pgettext("continental legend", "new"),
        "selected": pgettext("continental legend", "chosen"),
    }


# -- the menus and what the screen says --------------------------------------------------------
def build_entry(text: str, letter: str, cost: str) -> str:
    return _("{action}  ({building}: {cost})").format(
        action=text, building=piece_name(letter), cost=cost
    )


def defend_entry(text: str, cost: str, attacker: str | None, share: int) -> str:
    """ "defend resources  (repel it: -3 Resources, Red receives 1)"."""
    if attacker is not None:
        cost = _("{cost}, {player} receives {amount}").format(
            cost=cost, player=attacker, amount=share
        )
    return _("{action}  (repel it: {cost})").format(action=text, cost=cost)


def yield_entry(text: str, square: str, letter: str | None) -> str:
    if letter is None:
        return _("{action}  (lose {square})").format(action=text, square=square)
    return _("{action}  (lose {square} and its {piece})").format(
        action=text, square=square, piece=piece_name(letter)
    )


def priced_entry(text: str, cost: str) -> str:
    return _("{action}  ({cost})").format(action=text, cost=cost)


def attack_entry(text: str, kind: str, moral: int) -> str:
    return _("{action}  ({kind}, {moral} Moral)").format(
        action=text, kind=attack_name(kind), moral=moral
    )


def army_menu_title(origin: str, square: str) -> str:
    return _("Army {origin} to {square}").format(origin=origin, square=square)


def square_menu_title(square: str) -> str:
    return _("On {square}").format(square=square)


def army_chosen(square: str) -> str:
    return _("Army {square}: choose a highlighted destination").format(square=square)


def nothing_here(square: str, off_board: bool) -> str:
    if off_board:
        return _(
            "Nothing you can do on {square} now: choose from the list below (press its number "
            "or click it)"
        ).format(square=square)
    return _("Nothing you can do on {square} now.").format(square=square)


def cannot_now(what: str, prompt: str) -> str:
    """``what``: "roll" or "end"; ``prompt``: what the player is asked instead."""
    if what == "roll":
        return _("You cannot roll the dice now. {prompt}.").format(prompt=prompt)
    return _("You cannot end the turn now. {prompt}.").format(prompt=prompt)


# The help's section on Continental's keys (the screen's EXTRA_KEYS), Markdown.
KEYS_HELP = N_(
    "## Continental keys\n\n- **r**: roll the dice; **e**: end the turn\n"
    "- Enter on a square: what can be done there; on one of your armies: then Enter on a "
    "highlighted destination (it goes at once if there is one way there; otherwise, or to "
    "attack, a menu offers the paths or the Moral to invest; **u** takes a move back)\n"
    "- On the board: the owner's letter top left, the piece's glyph and letter in the "
    "middle; `+` a highlighted destination or a square with something to do, `◇` a square "
    "the highlighted action would claim, `◆` (beside the owner's letter) changed since "
    "your last turn, `»` the chosen army\n"
    "- Lower-case `a` (its glyph greyed) is an army that has already moved this turn\n"
    "- While a menu is open, Enter picks its highlighted entry and the arrows move in it; "
    "h j k l still move the board's cursor (leaving the square closes its menu)"
)
