"""The rules as players read them: the reference's ``[decided]`` tags taken out.

``assets/<game>/rules.md`` marks every point this edition settled itself (``[decided]``,
``[decided here]``) for whoever checks it against the published rules; a player reads those
points as rules like any other, so the app and ``boardgames rules`` show them without tags.
"""

from __future__ import annotations

import re

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
