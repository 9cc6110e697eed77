"""The typeable notation of every Polis action and step (see rules.md, "Notation").

Names are matched without regard to case, and a unique beginning is enough
(``move att->boi 2``).  ``format_action`` always writes the full canonical form.
"""

from __future__ import annotations

import re
from typing import Literal

from boardgames_rules.core import Frozen, MalformedAction, quote, read_number
from boardgames_rules.core.i18n import N_, _, pgettext
from boardgames_rules.core.numbers import check_length, is_number
from boardgames_rules.core.typed import in_words
from boardgames_rules.polis import actions as A
from boardgames_rules.polis.data import GOODS, data


def format_action(a) -> str:
    k = a.kind
    if k == "hoplites":
        return f"hoplites {a.polis} {a.count} {_payment(a.count, a.silver, 'metal')}"
    if k == "galleys":
        where = a.polis if len(data().polis[a.polis].ports) == 1 else f"{a.polis}->{a.sea}"
        return f"galleys {where} {a.count} {_payment(a.count, a.silver, 'wood')}"
    if k == "merchants":
        return f"merchants {a.polis} {a.count} {_payment(a.count, a.silver, 'wood')}"
    if k == "project":
        extra = f" silver for {' '.join(a.in_silver)}" if a.in_silver else ""
        return f"project {a.project} {a.polis}{extra}"
    if k in ("move", "sail"):
        return f"{k} {a.src}->{a.dst} {a.count}"
    if k == "trade":
        return f"{'buy' if a.buy else 'trade'} {a.market} {a.good}->{a.reward}"
    if k == "proxenos":
        return f"proxenos {a.polis} {a.by}"
    if k in ("siege", "civilwar", "starve", "betray"):
        return f"{k} {a.polis}"
    if k == "collect":
        return f"collect {a.territory}"
    if k in ("also",):
        return f"also {a.src} {a.count}"
    if k == "tribute":
        return f"tribute {a.good} {a.count}"
    if k in ("peace",):
        return f"peace {a.count}"
    if k == "pay":
        return f"pay {a.good}"
    if k == "hunger":
        return "pay prestige"
    if k == "grow":
        return f"grow {a.polis} {a.count}"
    if k in ("phoros", "treasury"):
        return f"{k} {a.amount}"
    if k == "remove":
        return f"remove {a.zone}"
    if k == "egypt":
        return f"egypt {a.sea} {a.count}"
    if k == "persia":
        return f"persia {a.territory} {a.count}"
    if k == "commanders":
        return f"commanders {'double' if a.double else 'no'}"
    if k == "withdraw":
        return f"withdraw {a.zone}" if a.zone else "withdraw"
    if k in ("attack", "defend"):
        return f"{k} {' '.join(a.cards)}"
    return k  # pass, end, done, fight, redeem


def _payment(count: int, silver: int, good: str) -> str:
    if silver == 0:
        return good
    if silver == count:
        return "silver"
    return f"{good} {count - silver} silver {silver}"


def _names(category: str) -> tuple[str, ...]:
    d = data()
    return {
        "polis": d.polis_names,
        "territory": d.territory_names,
        "sea": d.sea_names,
        "zone": d.territory_names + d.sea_names,
        "market": d.market_names,
        "project": d.project_ids,
        "good": GOODS,
    }[category]


# A typed name that is none of a category's ("{word} is not a polis (try one of ...)").
_NOT_A = {
    "polis": N_("{word} is not a polis (try one of {names})"),
    "territory": N_("{word} is not a territory (try one of {names})"),
    "sea": N_("{word} is not a sea (try one of {names})"),
    "zone": N_("{word} is not a zone (try one of {names})"),
    "market": N_("{word} is not a market (try one of {names})"),
    "project": N_("{word} is not a project (try one of {names})"),
    "good": N_("{word} is not a good (try one of {names})"),
}


def _name(text: str, word: str, category: str) -> str:
    names = _names(category)
    low = word.lower()
    exact = [n for n in names if n.lower() == low]
    if exact:
        return exact[0]
    starts = [n for n in names if n.lower().startswith(low)]
    if len(starts) == 1:
        return starts[0]
    if starts:
        raise MalformedAction(
            text, _("{word} could be {names}").format(word=quote(word), names=", ".join(starts))
        )
    raise MalformedAction(
        text, _(_NOT_A[category]).format(word=quote(word), names=", ".join(names))
    )


def _arrow(text: str, word: str, first: str, second: str) -> tuple[str, str]:
    if "->" not in word:
        raise MalformedAction(text, _("expected FROM->TO, got {word}").format(word=quote(word)))
    a, b = word.split("->", 1)
    return _name(text, a, first), _name(text, b, second)


def _pay(text: str, words: list[str], count: int, good: str) -> int:
    """How many are paid in silver, from 'metal', 'silver' or 'metal 2 silver 1'."""
    if not words:
        return 0
    parts: dict[str, int | None] = {}
    i = 0
    while i < len(words):
        g = _name(text, words[i], "good")
        if g not in (good, "silver"):
            raise MalformedAction(
                text, _("pay in {good} or silver, not {other}").format(good=good, other=g)
            )
        n = None
        if i + 1 < len(words) and is_number(words[i + 1]):
            n = read_number(text, words[i + 1])
            i += 1
        parts[g] = n
        i += 1
    if "silver" not in parts:
        return 0
    if parts["silver"] is None:
        other = parts.get(good)
        return count - other if other is not None else count if good not in parts else 0
    return parts["silver"]


def _card(text: str, word: str) -> str:
    card = word[:1].upper() + word[1:].lower()
    if card not in data().cards:
        raise MalformedAction(
            text,
            _("{word} is not a battle card (e.g. Sp1, Sh2, Fl3, Ch1)").format(word=quote(word)),
        )
    return card


# The ways a proxenos goes, as typed (the Literal the action holds).
_WAYS: dict[str, Literal["land", "sea"]] = {"land": "land", "sea": "sea"}

# Every word an action may start with, for the message that answers a word that is none.
VERBS = frozenset(
    "pass end done fight redeem civilwar hoplites galleys merchants project move sail trade buy "
    "proxenos siege starve betray collect remove pay also tribute grow egypt persia phoros "
    "treasury peace commanders withdraw attack defend".split()
)


def placeholders() -> dict[str, str]:
    """A usage line's placeholders (``siege POLIS``) in the language on screen."""
    # The context keeps them apart from the same words in lower case (typed words, places).
    return {
        "POLIS": pgettext("polis.placeholder", "POLIS"),
        "SEA": pgettext("polis.placeholder", "SEA"),
        "FROM": pgettext("polis.placeholder", "FROM"),
        "TO": pgettext("polis.placeholder", "TO"),
        "MARKET": pgettext("polis.placeholder", "MARKET"),
        "GOOD": pgettext("polis.placeholder", "GOOD"),
        "REWARD": pgettext("polis.placeholder", "REWARD"),
        "PROJECT": pgettext("polis.placeholder", "PROJECT"),
        "TERRITORY": pgettext("polis.placeholder", "TERRITORY"),
        "ZONE": pgettext("polis.placeholder", "ZONE"),
        "CARD": pgettext("polis.placeholder", "CARD"),
    }


def usage_in_words(usage: str) -> str:
    """A usage line as a player of the language on screen types it: its words as
    :func:`in_words` writes them (``siege`` is ``asediar``), its placeholders in capitals
    translated (``POLIS``, ``MAR``); itself in English."""
    names = placeholders()

    def word(match: re.Match[str]) -> str:
        found = match.group(0)
        if found.isupper():
            return names.get(found, found)
        return in_words("polis", found)

    return re.sub(r"[\w'’]+", word, usage)


def parse_action(text: str):
    check_length(text)
    words = text.replace(" ->", "->").replace("-> ", "->").split()
    if not words:
        raise MalformedAction(text, _("empty input"))
    verb, args = words[0].lower(), words[1:]

    def need(n: int, usage: str) -> None:
        if len(args) < n:
            raise MalformedAction(text, _("usage: {usage}").format(usage=usage_in_words(usage)))

    simple = {
        "pass": A.Pass,
        "end": A.EndTurn,
        "done": A.Done,
        "fight": A.Fight,
        "redeem": A.Redeem,
    }
    if verb in simple and not args:
        return simple[verb]()
    if verb == "civil" and args and args[0].lower() == "war":
        verb, args = "civilwar", args[1:]
    if verb == "hoplites":
        need(2, "hoplites POLIS N [metal|silver|metal N silver N]")
        n = read_number(text, args[1])
        return A.CreateHoplites(
            polis=_name(text, args[0], "polis"), count=n, silver=_pay(text, args[2:], n, "metal")
        )
    if verb == "galleys":
        need(2, "galleys POLIS[->SEA] N [wood|silver|wood N silver N]")
        if "->" in args[0]:
            name, sea = _arrow(text, args[0], "polis", "sea")
        else:
            name = _name(text, args[0], "polis")
            ports = data().polis[name].ports
            if len(ports) != 1:
                raise MalformedAction(
                    text,
                    _("{name} has {count} port arrows: write {name}->{sea}").format(
                        name=name, count=len(ports), sea=placeholders()["SEA"]
                    ),
                )
            sea = ports[0]
        n = read_number(text, args[1])
        return A.CreateGalleys(polis=name, sea=sea, count=n, silver=_pay(text, args[2:], n, "wood"))
    if verb == "merchants":
        need(2, "merchants POLIS N [wood|silver|wood N silver N]")
        n = read_number(text, args[1])
        return A.CreateMerchants(
            polis=_name(text, args[0], "polis"), count=n, silver=_pay(text, args[2:], n, "wood")
        )
    if verb == "project":
        need(2, "project PROJECT POLIS [silver for GOOD...]")
        rest = [w for w in args[2:] if w.lower() not in ("silver", "for")]
        in_silver = tuple(sorted({_name(text, w, "good") for w in rest}, key=GOODS.index))
        return A.StartProject(
            project=_name(text, args[0], "project"),
            polis=_name(text, args[1], "polis"),
            in_silver=in_silver,
        )
    if verb in ("move", "sail"):
        need(2, f"{verb} FROM->TO N")
        cat = "territory" if verb == "move" else "sea"
        src, dst = _arrow(text, args[0], cat, cat)
        move = A.MoveHoplites if verb == "move" else A.MoveGalleys
        return move(src=src, dst=dst, count=read_number(text, args[1]))
    if verb in ("trade", "buy"):
        need(2, f"{verb} MARKET GOOD->REWARD")
        good, reward = _arrow(
            text, "->".join(args[1:3]) if len(args) > 2 else args[1], "good", "good"
        )
        return A.Trade(
            market=_name(text, args[0], "market"), good=good, reward=reward, buy=verb == "buy"
        )
    if verb == "proxenos":
        need(2, "proxenos POLIS land|sea")
        by = _WAYS.get(args[1].lower())
        if by is None:
            raise MalformedAction(text, _("say 'land' or 'sea'"))
        return A.MoveProxenos(polis=_name(text, args[0], "polis"), by=by)
    # The field each action names is chosen by the verb, so the classes are typed as models.
    one_name: dict[str, tuple[type[Frozen], str, str]] = {
        "siege": (A.Siege, "polis", "polis"),
        "civilwar": (A.CivilWar, "polis", "polis"),
        "starve": (A.Starve, "polis", "polis"),
        "betray": (A.Betray, "polis", "polis"),
        "collect": (A.Collect, "territory", "territory"),
        "remove": (A.Remove, "zone", "zone"),
        "pay": (A.Pay, "good", "good"),
    }
    if verb == "pay" and args and "prestige".startswith(args[0].lower()) and len(args[0]) > 1:
        return A.PayPrestige()
    if verb in one_name:
        named, field, cat = one_name[verb]
        need(1, f"{verb} {cat.upper()}")
        return named(**{field: _name(text, args[0], cat)})
    name_count: dict[str, tuple[type[Frozen], str, str]] = {
        "also": (A.Also, "src", "zone"),
        "tribute": (A.Tribute, "good", "good"),
        "grow": (A.Grow, "polis", "polis"),
        "egypt": (A.SendEgypt, "sea", "sea"),
        "persia": (A.SendPersia, "territory", "territory"),
    }
    if verb in name_count:
        counted, field, cat = name_count[verb]
        need(2, f"{verb} {cat.upper()} N")
        return counted(**{field: _name(text, args[0], cat), "count": read_number(text, args[1])})
    if verb in ("phoros", "treasury", "peace"):
        need(1, f"{verb} N")
        n = read_number(text, args[0])
        return (
            A.Peace(count=n)
            if verb == "peace"
            else {"phoros": A.Phoros, "treasury": A.Treasury}[verb](amount=n)
        )
    if verb == "commanders":
        need(1, "commanders double|no")
        return A.Commanders(double=args[0].lower() in ("double", "yes", "y"))
    if verb == "withdraw":
        return A.Withdraw(zone=_name(text, args[0], "zone") if args else None)
    if verb in ("attack", "defend"):
        need(1, f"{verb} CARD [CARD]")
        cards = tuple(_card(text, w) for w in args)
        return A.Attack(cards=tuple(sorted(cards))) if verb == "attack" else A.Defend(cards=cards)
    if verb in simple:
        raise MalformedAction(text, _("write just {verb}").format(verb=repr(verb)))
    raise MalformedAction(
        text,
        _("unknown action {word}; the actions are: {verbs}").format(
            # In the words the player may type in the language on screen.
            word=quote(words[0]), verbs=", ".join(sorted(in_words("polis", v) for v in VERBS))
        ),
        tuple(sorted(VERBS)),
    )
