"""Which lessons a player has finished: ``lessons.json`` in the data folder, beside ``saves/``.

Never part of a save of a real game.  A file that cannot be read (a link, a FIFO, too big, too
deep, not JSON, not this shape) is left as it is, never written over with less: the player may
want it back.  Progress is then kept for this run only, and the first lesson finished says why
in one line.
"""

from __future__ import annotations

import json
from pathlib import Path

from boardgames_rules.core.i18n import _

from boardgames_tui.own_files import read_own_file
from boardgames_tui.storage import write_atomically

MAX_BYTES = 64 * 1024  # a few hundred lesson ids: anything larger is not ours


class Progress:
    def __init__(self, root: Path) -> None:
        self.path = root / "lessons.json"
        self.problem = ""  # why the file could not be read (then it is never written)
        self._done: dict[str, list[str]] = self._read()

    def _read(self) -> dict[str, list[str]]:
        try:
            data = json.loads(read_own_file(self.path, MAX_BYTES, "a lessons file"))
        except FileNotFoundError:
            return {}
        except OSError as err:
            self.problem = self._cannot_read(err.strerror or err)
            return {}
        except RecursionError:  # nested deeper than the parser goes: not ours either
            self.problem = _("{path} is not a lessons file (nested too deep)").format(
                path=self.path
            )
            return {}
        except ValueError as err:  # not UTF-8, or not JSON
            self.problem = self._cannot_read(str(err)[:80])
            return {}
        done = data.get("done") if isinstance(data, dict) else None
        if not isinstance(done, dict) or not all(
            isinstance(ids, list) and all(isinstance(i, str) for i in ids) for ids in done.values()
        ):
            self.problem = _("{path} is not a lessons file").format(path=self.path)
            return {}
        return {game: list(ids) for game, ids in done.items()}

    def _cannot_read(self, reason: object) -> str:
        return _("cannot read {path}: {reason}").format(path=self.path, reason=reason)

    def done(self, game: str) -> frozenset[str]:
        return frozenset(self._done.get(game, ()))

    def mark_done(self, game: str, lesson_id: str) -> str:
        """Remember a finished lesson; returns a problem to show, or ""."""
        ids = self._done.setdefault(game, [])
        if lesson_id not in ids:
            ids.append(lesson_id)
        if self.problem:
            return _("Progress is not kept: {problem}").format(problem=self.problem)
        try:
            write_atomically(self.path, json.dumps({"done": self._done}, indent=1) + "\n")
        except OSError as err:
            said = _("Progress is not kept: cannot write {path}: {reason}")
            return said.format(path=self.path, reason=err.strerror)
        return ""
