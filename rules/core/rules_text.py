"""The rules as players read them: in their language, the reference's ``[decided]`` tags out.

``assets/<game>/rules.md`` marks every point this edition settled itself (``[decided]``,
``[decided here]``) for whoever checks it against the published rules; a player reads those
points as rules like any other, so the app and ``boardgames rules`` show them without tags.

A language has its own whole text beside it, ``rules.<lang>.md`` (``rules.es.md``): a rules
text is prose to translate as a whole, not strings for a catalogue.  It keeps the English
text's headings in the same order and at the same levels (a test checks), so a lesson step
that names an English section (``"rules": "A turn"``) opens the same section in any language:
:func:`heading_in` finds it by its place.  A game without a text in the language on screen
shows its English one.
"""

from __future__ import annotations

import re
from functools import cache

from boardgames_rules.core import i18n
from boardgames_rules.core.assets import asset

_HEADING = re.compile(r"^(#+)\s+(.+?)\s*$", re.MULTILINE)

_TAG = r"[*]*\[decided(?:\s+here)?\][*]*"
# "… used in that order ([decided here]: the …)" keeps its bracket, loses the tag.
_IN_BRACKET = re.compile(r"\(\s*" + _TAG + r":?\s*")
# A tag opening a line or a list item: the text after it moves up to where the tag was.
_AT_START = re.compile(r"^([ \t]*(?:[-*] |\d+\. )?)" + _TAG + r":?[ \t]*", re.M)
_ANYWHERE = re.compile(r"[ \t]*" + _TAG)
# "*[decided here: at least one]*": the decision's words stay, in brackets.
_WITH_WORDS = re.compile(r"[*]*\[decided(?:\s+here)?:\s*([^\]]*)\][*]*")


def for_players(text: str) -> str:
    # The paragraph that explains the tags goes with them.
    paragraphs = text.split("\n\n")
    text = "\n\n".join(p for p in paragraphs if not ("marked" in p and "[decided" in p))
    text = _WITH_WORDS.sub(r"(\1)", text)
    text = _IN_BRACKET.sub("(", text)
    text = _AT_START.sub(r"\1", text)
    return _ANYWHERE.sub("", text)


def source(game: str, language: str | None = None) -> str:
    """The rules text of ``game`` as written, in ``language`` (default: the one on screen),
    English where that language has none."""
    return translation(game, language) or _read(game, i18n.SOURCE)


def translation(game: str, language: str | None = None) -> str | None:
    """The rules text of ``game`` in ``language`` (default: the one on screen), if it has
    one: never for English, the language the rules are written in."""
    language = language or i18n.current()
    if language == i18n.SOURCE or not asset(game, f"rules.{language}.md").is_file():
        return None
    return _read(game, language)


@cache
def _read(game: str, language: str) -> str:
    name = "rules.md" if language == i18n.SOURCE else f"rules.{language}.md"
    return asset(game, name).read_text("utf-8")


def headings(text: str) -> list[tuple[int, str]]:
    """Each heading of a Markdown text: its level and its words, in order."""
    return [(len(m.group(1)), m.group(2)) for m in _HEADING.finditer(text)]


def heading_in(game: str, english: str, language: str | None = None) -> str:
    """The heading of ``language``'s rules text that stands where ``english`` stands in the
    English one (matched without regard to case); ``english`` itself where there is none."""
    ours = headings(source(game, i18n.SOURCE))
    theirs = headings(source(game, language))
    wanted = english.strip().lower()
    for index, (_, words) in enumerate(ours):
        if words.lower() == wanted and index < len(theirs):
            return theirs[index][1]
    return english
