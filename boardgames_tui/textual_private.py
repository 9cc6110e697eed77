"""The only names the app takes from Textual's private modules, each with the reason.

Textual may move or rename anything under a leading underscore in any release, even a patch
one.  Every such import lives here, so that a Textual release that moves one fails in one
place, with a message naming the Textual version, instead of somewhere deep in a screen.
``tests/test_textual_private.py`` checks that each name is still where we take it from and
still does what we use it for; run it first after raising the Textual range in pyproject.toml.

Where Textual has a public way to do the same, the app uses it instead (``widget.app``, not
``textual._context.active_app``).
"""

from __future__ import annotations

from importlib.metadata import version

try:
    # ``Markdown.goto_anchor`` finds a heading by the slug that this class makes of its title
    # (GitHub's way, with its own rules for punctuation and repeats); Textual has no public
    # function that makes it, and a slug made any other way can miss the heading.
    from textual._slug import TrackedSlugs

    # A key of a ``[keys]`` entry as Textual's keymap will bind it ("?" is "question_mark"):
    # the same function, so that what keymap.py checks for clashes is what Textual binds.
    from textual.keys import _character_to_key as character_to_key

    # The footer's key widget, which Textual does not export.  ``SteadyFooter`` gives the
    # mounted keys their new labels in place rather than composing the footer again, and it
    # must know that what the footer composes is all keys (not a group or a label).
    from textual.widgets._footer import FooterKey
except ImportError as error:  # pragma: no cover - only on a Textual we do not support
    raise ImportError(
        f"boardgames takes {error.name or 'a name'} from a private module of Textual, and "
        f"Textual {version('textual')} no longer has it there "
        f"(boardgames_tui/textual_private.py says why it is needed): {error}"
    ) from error

__all__ = ["FooterKey", "TrackedSlugs", "character_to_key"]
