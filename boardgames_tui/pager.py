"""The pager for long text (``rules``): one that shows colours.

rich's default pager goes through pydoc, which runs ``less`` without ``-R``: the escape codes of
the styled rules then show as ``ESC[1m`` litter.  Here ``$PAGER`` (else ``less``) is run with
``R`` added to ``$LESS``, so less passes the colours through; with no pager at all, the text is
simply printed.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys

from rich.pager import Pager


def less_options(current: str | None) -> str:
    """``$LESS`` with R (raw colour codes) in it, keeping the player's own options."""
    if not current:
        return "-R"
    return current if "R" in current else f"{current} -R"


class ColourPager(Pager):
    def show(self, content: str) -> None:
        command = shlex.split(os.environ.get("PAGER") or "less")
        env = {**os.environ, "LESS": less_options(os.environ.get("LESS"))}
        try:
            subprocess.run(command, input=content, text=True, env=env, check=False)
        except (FileNotFoundError, PermissionError):
            sys.stdout.write(content)
