"""``--debug`` (or ``BOARDGAMES_DEBUG=1``): a log file in the data folder, to see what went
wrong short of a crash.

It records the start (versions, the command), each screen opened, each action as the PUBLIC
log tells it (who played, and the log lines every seat may read), saving and loading, and
errors with their tracebacks.  Never a hidden card or a seat's private information: an action
is logged by its public log lines, not its notation (a secret choice is in the notation), and
tracebacks leave out exception messages and local variables as the crash report does
(``crash.report_text``).

Every command may turn it on, so this module imports nothing at first (``logging`` only when
the log starts: `--version` and `list` answer in a blink, bench/cli_speed.py).  Off, each call
here costs one test.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from stat import S_ISREG
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import logging

    from boardgames_rules.core.session import Session, Step

ENV_DEBUG = "BOARDGAMES_DEBUG"
FILE_NAME = "debug.log"
# One older file is kept beside it (debug.log.1): a long session never fills the disk.
MAX_BYTES = 1_000_000

_log: logging.Logger | None = None  # set while the log is on


def wanted(flag: bool = False, environ: Any = None) -> bool:
    """``--debug`` given, or BOARDGAMES_DEBUG set to anything but "", 0, no, false or off."""
    value = (os.environ if environ is None else environ).get(ENV_DEBUG, "")
    return flag or value.strip().lower() not in ("", "0", "no", "false", "off")


def log_path(root: Path) -> Path:
    return root / FILE_NAME


def active() -> bool:
    return _log is not None


def start(root: Path, command: str) -> tuple[Path | None, str]:
    """Log into ``root``'s debug.log from now on: (its path, "") or (None, why not)."""
    path = log_path(root)
    try:
        root.mkdir(parents=True, exist_ok=True)
        # A name in the data folder, where anything may have been put: never written through
        # a link, never into a FIFO or a device.
        if path.is_symlink() or (path.exists() and not S_ISREG(path.lstat().st_mode)):
            return None, f"{path} is not a regular file"
        import logging
        from logging.handlers import RotatingFileHandler

        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=1, encoding="utf-8")
    except OSError as err:
        return None, f"cannot write {path}: {err.strerror or type(err).__name__}"
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    stop()
    global _log
    _log = logging.getLogger("boardgames")
    _log.propagate = False  # never onto the terminal the app draws on
    _log.addHandler(handler)
    _log.setLevel(logging.DEBUG)
    from boardgames_tui import __version__

    _log.info(
        "start: boardgames %s, Python %s on %s; command: %s",
        __version__,
        sys.version.split()[0],
        sys.platform,
        command,
    )
    return path, ""


def stop() -> None:
    global _log
    if _log is not None:
        for handler in list(_log.handlers):
            _log.removeHandler(handler)
            handler.close()
    _log = None


def note(text: str) -> None:
    """One line of what the app did (a screen, a save): no game content in it."""
    if _log is not None:
        _log.info("%s", text)


def played(session: Session, step: Step) -> None:
    """An action, told as the public log tells it: who, and the lines every seat reads."""
    if _log is None:
        return
    from boardgames_rules.core.game import visible_log

    before = len(visible_log(step.before, None))
    after = visible_log(step.after, None)[before:]
    lines = [entry.english(session.players) for entry in after]  # the log as the CLI reads it
    who = session.players[step.actor] if 0 <= step.actor < len(session.players) else "the game"
    told = " | ".join(lines) if lines else "(nothing in the public log)"
    _log.info("action %d by seat %d (%s): %s", len(session.steps), step.actor + 1, who, told)


def failed(error: BaseException, where: str = "") -> None:
    """An error's traceback without its message or locals (they can name a hidden card)."""
    if _log is None:
        return
    from boardgames_tui.crash import report_text

    _log.error("error%s:\n%s", f" in {where}" if where else "", report_text(error).rstrip())
