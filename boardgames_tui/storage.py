"""Where saves live, and writing them so that a crash never leaves half a file.

Every finished action is written at once (temp file, fsync, rename), so a crash or a kill
loses at most the action in progress.  A file that cannot be loaded is never written over.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from boardgames_rules.core.save import SaveError, SaveFile, dump_save, read_save
from platformdirs import user_data_path

ENV_HOME = "BOARDGAMES_HOME"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """``--data-dir`` first, then ``$BOARDGAMES_HOME``, then the platform's user data folder."""
    if override:
        return Path(override).expanduser()
    if os.environ.get(ENV_HOME):
        return Path(os.environ[ENV_HOME]).expanduser()
    return user_data_path("boardgames", appauthor=False)


@dataclass(frozen=True)
class Storage:
    root: Path

    @property
    def saves(self) -> Path:
        return self.root / "saves"

    def new_save_path(self, game: str) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        path = self.saves / f"{game}-{stamp}.json"
        counter = 2
        while path.exists():
            path = self.saves / f"{game}-{stamp}-{counter}.json"
            counter += 1
        return path

    def write(self, path: Path, save: SaveFile) -> None:
        write_atomically(path, dump_save(save))

    def latest_unfinished(self) -> tuple[Path, SaveFile] | None:
        """The most recently written save of a game that has not ended (unreadable skipped)."""
        if not self.saves.is_dir():
            return None
        candidates = sorted(
            self.saves.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True
        )
        for path in candidates:
            try:
                save = load_file(path)
            except SaveError:
                continue
            if not save.finished:
                return path, save
        return None


def load_file(path: Path) -> SaveFile:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"no such file: {path}") from None
    except OSError as err:
        raise SaveError(f"cannot read {path}: {err.strerror}") from None
    return read_save(data)


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
