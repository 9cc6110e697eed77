"""The language on screen: which one, and the words of the active catalogue.

The strings the players read are kept in one catalogue per *area*: ``app`` (the screens, the
CLI), ``core`` (what every game shares: the rules' core and the bots), and one per game
(its rules' messages, views, lessons, glossary and terms).  So a translator, or two working at
once, opens the file of the part they translate, and no two people edit one file.  The
catalogues live with the shipped data, ``assets/locale/<lang>/LC_MESSAGES/<area>.po``,
compiled beside it to ``<area>.mo`` (committed: see ``tests/test_i18n_catalogues.py``); this
module reads the ``.mo`` files with the standard library's :mod:`gettext` and chains them into
one translation, so the rules render their messages through the same catalogues as the app,
with no UI and no Babel at run time.

English is the source language: the msgids are the English strings, so anything a catalogue
lacks shows in English.  :func:`use` makes a language active for the whole process (the app
calls it when the player switches, then draws its screens again); :func:`_`,
:func:`ngettext` and :func:`pgettext` read the active one.  ``xx`` is a pseudo-language for
tests: every string accented and bracketed, placeholders kept, so that a screen shows at a
glance which text escaped the catalogue.

Choosing: :func:`choose` takes ``--lang``, then the ``language`` setting, then the
environment as gettext reads it (:func:`from_environment`).  No locale is ever set or
needed: ``LANG=es_ES.UTF-8`` is Spanish on a system without that locale installed.
"""

from __future__ import annotations

import gettext
import os
import re
from collections.abc import Iterable, Mapping
from functools import cache
from importlib.resources.abc import Traversable

from boardgames_rules.core.assets import asset

# The catalogues (gettext domains) that are not a game's, each with the source folders whose
# strings it holds; each game is an area too, with its rules and its assets (``areas``).  A
# string two areas share is looked up in this order, the games' last (the catalogue test keeps
# their translations equal).
SHARED_AREAS: dict[str, tuple[str, ...]] = {
    "app": ("boardgames_tui",),
    "core": ("rules/core", "rules/bots"),
}


def areas(games: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Every catalogue and the folders ``.ci/catalogues`` extracts it from."""
    return {**SHARED_AREAS, **{game: (f"rules/{game}", f"assets/{game}") for game in games}}


SOURCE = "en"  # the msgids' language: no catalogue, the strings as written
PSEUDO = "xx"  # test-only, never listed

# Read in this order, the first one set deciding, as gettext.find does.
ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@cache
def available() -> tuple[str, ...]:
    """The languages a player can choose: English, then every compiled catalogue's code."""
    try:
        folders = [entry for entry in asset("locale").iterdir() if entry.is_dir()]
    except OSError:  # no catalogues at all (a broken install): English still works
        folders = []
    found = sorted(
        entry.name
        for entry in folders
        if entry.name != SOURCE and _has_catalogue(entry.joinpath("LC_MESSAGES"))
    )
    return (SOURCE, *found)


def _has_catalogue(folder: Traversable) -> bool:
    return folder.is_dir() and any(path.name.endswith(".mo") for path in folder.iterdir())


def language_name(code: str) -> str:
    """A language's name in its own words, as its catalogue spells it ("Español")."""
    return _translation(code).pgettext("language name", "English")


# language[_territory][.encoding][@modifier], as POSIX writes a locale (or es-MX, as BCP 47).
_LOCALE = re.compile(
    r"([A-Za-z]{2,3})(?:[_-][A-Za-z0-9]+)?(?:\.[A-Za-z0-9_-]*)?(?:@[A-Za-z0-9_-]*)?"
)


def resolve(value: str) -> str | None:
    """The language a locale-like value means, or None if it names none we have.

    ``es``, ``es_ES.UTF-8``, ``es-MX`` and ``es_ES@euro`` are Spanish; ``C`` and ``POSIX``
    (with or without an encoding) are English.  Never raises, whatever the value.
    """
    value = value.strip()
    base = value.split(".", 1)[0]
    if base in ("C", "POSIX"):
        return SOURCE
    match = _LOCALE.fullmatch(value)
    if match is None:
        return None
    code = match.group(1).lower()
    if code == PSEUDO:
        return PSEUDO
    return code if code in available() else None


def from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language gettext would choose: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG
    that is set decides; LANGUAGE may list several (``fr:es``), the first we have winning.
    English when that variable names nothing we have."""
    environ = os.environ if environ is None else environ
    for name in ENVIRONMENT:
        value = environ.get(name)
        if value:
            for part in value.split(":"):
                code = resolve(part)
                if code is not None:
                    return code
            return SOURCE
    return SOURCE


def choose(
    given: str | None = None,
    setting: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> str:
    """``--lang`` if given, else the ``language`` setting, else the environment's."""
    for wanted in (given, setting):
        if wanted:
            code = resolve(wanted)
            if code is not None:
                return code
    return from_environment(environ)


# -- the active catalogue -------------------------------------------------------------------
_active: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE


def use(code: str) -> None:
    """Make ``code`` (from :func:`available`, or the pseudo-language) the active language."""
    global _active, _language
    _active = _translation(code)
    _language = code


def current() -> str:
    return _language


@cache
def _translation(code: str) -> gettext.NullTranslations:
    if code == PSEUDO:
        return Pseudo()
    if code == SOURCE:
        return gettext.NullTranslations()
    if code not in available():
        raise ValueError(f"no language {code!r}; the languages are: {', '.join(available())}")
    chain: gettext.NullTranslations | None = None
    folder = asset("locale", code, "LC_MESSAGES")
    found = {
        path.name.removesuffix(".mo") for path in folder.iterdir() if path.name.endswith(".mo")
    }
    shared = [area for area in SHARED_AREAS if area in found]
    for area in [*shared, *sorted(found - set(shared))]:  # an area not translated: English
        with folder.joinpath(f"{area}.mo").open("rb") as mo:
            translation = gettext.GNUTranslations(mo)
        if chain is None:
            chain = translation
        else:
            chain.add_fallback(translation)
    return Remembered(chain) if chain is not None else gettext.NullTranslations()


class Remembered(gettext.NullTranslations):
    """The chained catalogues, each answer kept for the next time it is asked.

    A word of the last area in the chain (a Utopia log line) is looked up in every catalogue
    before it, each miss costing a key built and the catalogue's plural rule run: rendering a
    long log at every repaint made Spanish screens slower than English ones (issue 43: within
    10%).  The answers depend only on the arguments, and the catalogues are read once, so a
    dict keeps them; it is emptied when full (far above the catalogues' size: the counts of
    plural messages are the only unbounded part)."""

    LIMIT = 100_000

    def __init__(self, chain: gettext.NullTranslations) -> None:
        super().__init__()
        self._chain = chain
        self._said: dict[tuple[object, ...], str] = {}

    def _keep(self, key: tuple[object, ...], said: str) -> str:
        if len(self._said) >= self.LIMIT:
            self._said.clear()
        self._said[key] = said
        return said

    def gettext(self, message: str) -> str:
        key = (message,)
        said = self._said.get(key)
        return self._keep(key, self._chain.gettext(message)) if said is None else said

    def pgettext(self, context: str, message: str) -> str:
        key = (context, message)
        said = self._said.get(key)
        return self._keep(key, self._chain.pgettext(context, message)) if said is None else said

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        key = (msgid1, msgid2, n)
        said = self._said.get(key)
        if said is None:
            said = self._keep(key, self._chain.ngettext(msgid1, msgid2, n))
        return said

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        key = (context, msgid1, msgid2, n)
        said = self._said.get(key)
        if said is None:
            said = self._keep(key, self._chain.npgettext(context, msgid1, msgid2, n))
        return said


def _(message: str) -> str:
    """``message`` (English) in the active language; English if the catalogue lacks it."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` in the active language (English: ``singular`` when n is 1)."""
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the active language, told apart from the same words elsewhere."""
    return _active.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _active.npgettext(context, singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - gettext's own name, which pybabel extracts
    """Marks ``message`` for the catalogue, to be translated where it is shown (a constant)."""
    return message


# -- the pseudo-language --------------------------------------------------------------------
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀćďéƒĝĥíĵķĺɱńóƥʠŕśťúʋŵẋýźÁƁĆĎÉƑĜĤÍĴĶĹϺŃÓƤɊŔŚŤÚƲŴẊÝŹ",
)
# Kept as they are: format placeholders ({name}, {list: and }) and Rich markup tags.
_KEPT = re.compile(r"(\{[^{}]*\}|\[/?[a-z#@][^\[\]]*\])")


def pseudo(text: str) -> str:
    """``text`` accented and bracketed, its placeholders and markup intact.

    The brackets are ``⟦ ⟧`` (one cell each), not ``[ ]``: filled in, ``[{player} ...]``
    would read as a Rich markup tag, and the text would vanish instead of showing."""
    parts = _KEPT.split(text)
    inside = "".join(
        _joined_list(part) if index % 2 else part.translate(_ACCENTED)
        for index, part in enumerate(parts)
    )
    return f"⟦{inside}⟧"


# A list's placeholder, joined with the words after its colon (``{losers: and }``, see
# messages.py): those words are the sentence's too, a translator's to change ({losers: y }).
_LIST = re.compile(r"^\{(\w+):([^{}]* )\}$")


def _joined_list(kept: str) -> str:
    """A kept part as is, but the joining words of a list's placeholder accented."""
    match = _LIST.match(kept)
    if match is None:
        return kept
    name, joint = match.groups()
    return "{" + name + ":" + joint.translate(_ACCENTED) + "}"


class Pseudo(gettext.NullTranslations):
    """Every string through :func:`pseudo`: what did not come through the catalogue shows."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)
