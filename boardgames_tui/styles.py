"""Style sheets kept in ``.tcss`` files beside the modules that use them.

A module reads its sheet once, as it is imported, into the class variable the inline string
used to be: a widget's ``DEFAULT_CSS`` (default priority, scoped to the widget), a screen's or
the app's ``CSS`` (above its ``CSS_PATH``). So the rules keep their place in Textual's cascade,
and the sheet is read by Textual's own parser like any other ``.tcss`` file.
"""

from __future__ import annotations

from pathlib import Path


def beside(module_file: str, name: str | None = None) -> str:
    """The text of the style sheet beside ``module_file`` (pass ``__file__``): the module's
    own name with ``.tcss`` (``board.py`` reads ``board.tcss``), or the file ``name`` in the
    same folder, for a module with a second sheet of another priority."""
    path = Path(module_file)
    return path.with_name(name or f"{path.stem}.tcss").read_text(encoding="utf-8")
