"""Issue 43's speed: a language's chained catalogues keep their answers (``i18n.Remembered``).

Kept answers must be the chain's own, for every entry of every area, asked twice and in any
order (a word of the last area in the chain, a Utopia log line, included).
"""

from __future__ import annotations

import gettext

from boardgames_rules import GAMES
from boardgames_rules.core import i18n
from boardgames_rules.core.assets import asset
from boardgames_rules.core.messages import KINDS


def entries() -> list[tuple[str | None, str, str | None]]:
    """(context, msgid, plural msgid) of every entry of the Spanish catalogues."""
    found: list[tuple[str | None, str, str | None]] = []
    folder = asset("locale", "es", "LC_MESSAGES")
    for path in folder.iterdir():
        if path.name.endswith(".mo"):
            with path.open("rb") as mo:
                catalogue = gettext.GNUTranslations(mo)
            for key in catalogue._catalog:  # noqa: SLF001 - the stdlib's parsed entries, read only
                msgid = key[0] if isinstance(key, tuple) else key
                if not msgid:
                    continue  # the header
                context, _, text = msgid.rpartition("\x04")
                found.append((context or None, text, None))
    return found


def test_kept_answers_are_the_chains_own() -> None:
    remembered = i18n._translation("es")  # noqa: SLF001 - the object under test
    assert isinstance(remembered, i18n.Remembered)
    chain = remembered._chain  # noqa: SLF001
    asked = entries()
    assert len(asked) > 500
    for _ in range(2):
        for context, text, _plural in asked:
            if context is None:
                assert remembered.gettext(text) == chain.gettext(text)
            else:
                assert remembered.pgettext(context, text) == chain.pgettext(context, text)
    assert all(GAMES[name] for name in sorted(GAMES))  # loaded: their messages are made
    counted = [kind for kind in KINDS.values() if kind.plural is not None]
    assert len(counted) > 10
    for kind in counted:
        if kind.plural is not None:
            for n in (0, 1, 2, 5, 21, 1, 0):
                said = remembered.npgettext(kind.id, kind.english, kind.plural, n)
                assert said == chain.npgettext(kind.id, kind.english, kind.plural, n)
                assert remembered.ngettext(kind.english, kind.plural, n) == chain.ngettext(
                    kind.english, kind.plural, n
                )


def test_the_source_language_needs_no_catalogue() -> None:
    assert not isinstance(i18n._translation(i18n.SOURCE), i18n.Remembered)  # noqa: SLF001
