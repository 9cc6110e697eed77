"""Files the app opens by a fixed name in folders anything may have been put in.

Only the standard library (and the catalogue's marks): `config.toml` is read by every
command, `--version` and `list` too, which must not pay for the save code's models.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from stat import S_ISDIR, S_ISREG

from boardgames_rules.core.i18n import N_


def read_own_file(path: Path, max_bytes: int, what: str) -> bytes:
    """The bytes of a file the app opens by a fixed name (``lessons.json``, ``config.toml``):
    OSError says why not (FileNotFoundError if there is none).

    The name sits in a folder anything may have been put in, so it is read only as a regular
    file of its own: never through a link (``O_NOFOLLOW`` where the OS has it, and a look
    without following first elsewhere), never a FIFO or a device (opened without blocking and
    checked on the descriptor), and never past ``max_bytes`` (``what`` the file should be)."""
    mode = os.lstat(path).st_mode  # FileNotFoundError when there is none
    if S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR))
    if not S_ISREG(mode):
        raise OSError(errno.EINVAL, f"{path.name} is not a regular file (a link, FIFO or device)")
    # O_NONBLOCK and O_NOFOLLOW are POSIX's (Windows has neither, nor FIFOs to block on);
    # O_BINARY is Windows's.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    flags |= getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except OSError as err:
        if err.errno == errno.ELOOP:  # swapped for a link since the look
            raise OSError(errno.ELOOP, f"{path.name} is a link") from None
        raise
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(fd)
        if not S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, f"{path.name} is not a regular file")
        if info.st_size > max_bytes:
            raise OSError(errno.EFBIG, f"{path.name} is larger than {what} ({max_bytes:,} bytes)")
        data = handle.read(max_bytes + 1)  # it may grow after the look
    if len(data) > max_bytes:
        raise OSError(errno.EFBIG, f"{path.name} is larger than {what} ({max_bytes:,} bytes)")
    return data


# What the data folder holds, by name ($BOARDGAMES_HOME, else the platform's data folder):
# `boardgames config` prints where each is, and the man page's FILES lists them.  The names
# are those of storage.py, lesson_progress.py, debug_log.py, screenshots.py and crash.py
# (tests/test_cli_places.py checks they agree), written out so that printing them loads none.
DATA_FOLDER_ITEMS = (
    (N_("Saves"), "saves", N_("one file per game, written after every action")),
    (N_("Lessons done"), "lessons.json", N_("the lessons you have finished")),
    (N_("Debug log"), "debug.log", N_("written with --debug or BOARDGAMES_DEBUG=1")),
    (N_("Screenshots"), "screenshots", N_("F12 saves the screen there, as SVG")),
    (N_("Crash reports"), "crash-reports", N_("written when the app stops on an error")),
)
