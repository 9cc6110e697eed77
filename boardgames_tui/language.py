"""Words on screen in the chosen language: what the app adds to ``boardgames_rules.core.i18n``.

The catalogues and the active language are the rules' (``i18n.use``, ``_``, ``ngettext``), so
the rules render their messages through the same catalogues; the app chooses the language
(``cli.choose_language``, ``BoardgamesApp.set_language``) and styles the words.
"""

from __future__ import annotations

from string import Formatter

from rich.style import Style
from rich.text import Text


def assemble(
    template: str, style: str | Style = "", **parts: str | Text | tuple[str, str | Style]
) -> Text:
    """A translated sentence whose placeholders are styled words, kept whole and in the
    translation's order: ``assemble(_("{enter} starts a game"), enter=("Enter", "bold"))``.

    The sentence stays one catalogue entry (never pieces glued together), and a translation
    moves the placeholders where its grammar puts them.  ``style`` is the sentence's own words'
    (the parts keep theirs)."""
    text = Text()
    for literal, field, _spec, _conversion in Formatter().parse(template):
        text.append(literal, style=style)
        if field is None:
            continue
        part = parts[field]
        if isinstance(part, tuple):
            text.append(part[0], style=part[1])
        else:
            text.append(part)  # a str, or a Text with its own styles (a seat's name)
    return text
