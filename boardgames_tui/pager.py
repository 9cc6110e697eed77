"""The pager for long text (``rules``): one that shows colours.

rich's default pager goes through pydoc, which runs ``less`` without ``-R``: the escape codes of
the styled rules then show as ``ESC[1m`` litter.  Here ``$PAGER`` (else ``less``) is run with
``R`` added to ``$LESS``, so less passes the colours through.  Without ``$PAGER`` and without
less: ``more`` where it passes colour codes through (not on Windows, whose ``more`` does not
know them), else the text is simply printed.  A ``$PAGER`` that cannot be run is printed past.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys

from rich.pager import Pager


def less_options(current: str | None) -> str:
    """``$LESS`` with R (raw colour codes) in it, keeping the player's own options."""
    if not current:
        return "-R"
    return current if "R" in current else f"{current} -R"


def pager_command(environ: dict[str, str] | None = None, windows: bool | None = None) -> list[str]:
    """The pager to run, as a command line, or [] to print the text instead."""
    environ = dict(os.environ) if environ is None else environ
    windows = os.name == "nt" if windows is None else windows
    if environ.get("PAGER", "").strip():
        # Windows paths keep their backslashes (POSIX quoting would eat them).
        return shlex.split(environ["PAGER"], posix=not windows)
    for name in ("less",) if windows else ("less", "more"):
        found = shutil.which(name, path=environ.get("PATH"))
        if found:
            return [found]
    return []


class ColourPager(Pager):
    def show(self, content: str) -> None:
        command = pager_command()
        env = {**os.environ, "LESS": less_options(os.environ.get("LESS"))}
        if command:
            try:
                subprocess.run(command, input=content, text=True, env=env, check=False)
            except OSError:  # not found, not allowed, not a program
                pass
            else:
                return
        sys.stdout.write(content)
