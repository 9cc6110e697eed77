"""What a crash shows: one line on screen, and a report file, neither with a hidden card.

Textual's own crash screen prints the local variables of every frame, which at a game screen
is the whole state, every hand included, on the screen the whole table reads.  The report here
keeps the frames (file, line, function, source line) and the exception types, and leaves out
local variables and exception messages: a message can name a card (``KeyError: 'Sh2'``) or
echo a state (a validation error repeats its input).
"""

from __future__ import annotations

import traceback
from datetime import UTC, datetime
from pathlib import Path

from boardgames_rules.core.i18n import _

from boardgames_tui.storage import write_atomically

REPORTS = "crash-reports"


def report_text(error: BaseException) -> str:
    """The traceback of ``error`` and of its causes, without locals or messages."""
    lines = [
        "boardgames crash report (local variables and exception messages are left out: "
        "they can show a hidden card)",
        "",
    ]
    seen: set[int] = set()
    chain: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        chain.append(current)
        current = current.__cause__ or current.__context__
    for number, exc in enumerate(reversed(chain)):
        if number:
            lines += ["", "During the above, another exception occurred:", ""]
        lines.append("Traceback (most recent call last):")
        for frame in traceback.extract_tb(exc.__traceback__):
            lines.append(f'  File "{frame.filename}", line {frame.lineno}, in {frame.name}')
            if frame.line:
                lines.append(f"    {frame.line.strip()}")
        lines.append(_type_name(exc))
    return "\n".join(lines) + "\n"


def _type_name(exc: BaseException) -> str:
    kind = type(exc)
    if kind.__module__ == "builtins":
        return kind.__qualname__
    return f"{kind.__module__}.{kind.__qualname__}"


def where(error: BaseException) -> str:
    """The innermost frame as ``file.py:line in function`` (the file name only)."""
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return "an unknown place"
    last = frames[-1]
    return f"{Path(last.filename).name}:{last.lineno} in {last.name}"


def write_report(error: BaseException, root: Path) -> tuple[Path | None, str]:
    """Write the report under ``root``; (its path, "") or (None, why it could not be)."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    path = root / REPORTS / f"crash-{stamp}.txt"
    try:
        write_atomically(path, report_text(error))
    except OSError as err:
        return None, err.strerror or type(err).__name__
    return path, ""


def crash_line(error: BaseException, root: Path, save: Path | None, save_problem: str) -> str:
    """The one line a crash prints: what happened, where the save is, where the report went."""
    report, failed = write_report(error, root)
    if save is None:
        game = _("No game was open.")
    elif save_problem:
        said = _("The game's last good save is {path} (saving had failed: {problem}).")
        game = said.format(path=save, problem=save_problem)
    else:
        said = _("The game is saved in {path}: `boardgames resume` goes on from the last action.")
        game = said.format(path=save)
    if report is not None:
        told = _("Report: {path}").format(path=report)
    else:
        told = _("No report could be written: {reason}.").format(reason=failed)
    said = _("boardgames stopped on an error ({error} at {place}). {game} {report}")
    return said.format(error=_type_name(error), place=where(error), game=game, report=told)
