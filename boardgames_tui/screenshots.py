"""Where F12 screenshots go: the data folder's ``screenshots/``, made when missing.

Textual saves into ~/Downloads, which is often missing on a machine reached over SSH, and then
says only "Failed to save screenshot".  Here the folder is made first and the notice gives the
file's full path, or why it could not be written (permission, a full disk, a file in the way).
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from boardgames_rules.core.i18n import _

FOLDER = "screenshots"


def screenshot_name(now: datetime | None = None) -> str:
    """``boardgames-2026-12-05T21-04-05-123456.svg``: sorts by time, valid on every OS."""
    stamp = (now or datetime.now()).strftime("%Y-%m-%dT%H-%M-%S-%f")
    return f"boardgames-{stamp}.svg"


def save_screenshot(svg: str, folder: Path, filename: str | None = None) -> tuple[Path | None, str]:
    """Write ``svg`` into ``folder``: (the file's absolute path, "") or (None, why not)."""
    path = folder / (filename or screenshot_name())
    made = False
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # "x": never over a file already there (a planted link among them).
        with open(path, "x", encoding="utf-8") as out:
            made = True
            out.write(svg)
    except OSError as err:
        if made:  # a full disk: no half picture left behind
            path.unlink(missing_ok=True)
        reason = err.strerror or type(err).__name__
        said = _("Cannot save the screenshot in {folder}: {reason}")
        return None, said.format(folder=folder, reason=reason)
    return Path(os.path.abspath(path)), ""
