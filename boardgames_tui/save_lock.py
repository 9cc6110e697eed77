"""One writer per save: a game holds its file while it is open, and never writes over a newer one.

The hold is an OS lock (``flock``) on a small lock file beside the save, ``.NAME.json.lock``:
the kernel lets go of it when the process ends, however it ends, so a crash or a kill never
leaves a game locked for good.  The lock file keeps the holder's process id while it is held
and is emptied on a clean close; a file found still naming a process whose lock is free was
left by a crash or a kill, and the note says so when the game is taken over.

The lock is the first guard; the generation in the save is the second (for a copy of the app
that holds no lock, e.g. an older version or a network drive that does not lock): every write
counts one up, and a writer that finds a higher count on disk than its own refuses.
"""

from __future__ import annotations

import fcntl
import json
import os
from pathlib import Path

from boardgames_rules.core.save import SaveError, SaveFile, dump_save

from boardgames_tui.storage import read_regular_file, write_atomically


class SaveInUse(Exception):
    """The save is open in another copy of the app; the message says which process."""

    def __init__(self, path: Path, holder: str) -> None:
        self.path = path
        self.holder = holder
        who = f" (process {holder})" if holder else ""
        super().__init__(f"{path.name} is open in another boardgames{who}")


class NewerSaveOnDisk(Exception):
    """Another copy of the app wrote the save after this one: writing would lose its moves."""


def lock_path(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


def _generation_on_disk(path: Path) -> int:
    """The save's write count as the file has it now (0 if there is none or it is unreadable).

    Only this field is read, without a replay: it runs before every write."""
    try:
        raw = json.loads(read_regular_file(path))
    except (SaveError, ValueError):
        return 0
    generation = raw.get("generation", 0) if isinstance(raw, dict) else 0
    return generation if type(generation) is int else 0


class SaveHandle:
    """An open game's hold on its save file; :meth:`open` takes it, :meth:`release` lets go."""

    def __init__(self, path: Path, fd: int | None, generation: int, note: str = "") -> None:
        self.path = path
        self._fd = fd
        self.generation = generation  # the count this copy last read or wrote
        self.note = note  # what the player should know about taking the file over

    @classmethod
    def open(cls, path: Path) -> SaveHandle:
        """Hold ``path``; :class:`SaveInUse` if another process holds it.

        A folder where no lock file can be made (read-only, gone) still opens the game: the
        first save fails the same way and the game screen says so."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(lock_path(path), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        except OSError as err:
            generation = _generation_on_disk(path)
            return cls(path, None, generation, f"cannot lock {path.name}: {err.strerror}")
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 64, 0).decode("ascii", "replace").strip()
            os.close(fd)
            raise SaveInUse(path, holder) from None
        left = os.pread(fd, 64, 0).decode("ascii", "replace").strip()
        note = ""
        if left and left != str(os.getpid()):
            note = (
                f"{path.name} was left open by process {left}, which ended without closing it "
                "(a crash or a kill): taken over"
            )
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, str(os.getpid()).encode(), 0)
        except OSError:
            pass  # a full disk: the lock holds all the same, only the note for others is lost
        return cls(path, fd, _generation_on_disk(path), note)

    @property
    def holds_lock(self) -> bool:
        return self._fd is not None

    def write(self, save: SaveFile) -> None:
        """Write the save as the next generation; NewerSaveOnDisk or OSError if it cannot be."""
        on_disk = _generation_on_disk(self.path)
        if on_disk > self.generation:
            raise NewerSaveOnDisk(
                f"another copy of boardgames saved {self.path.name} after this one "
                f"(write {on_disk}, this game is at {self.generation}): not written over"
            )
        following = self.generation + 1
        write_atomically(self.path, dump_save(save.model_copy(update={"generation": following})))
        self.generation = following

    def release(self) -> None:
        """Let go (emptied first: an empty lock file means the last game closed cleanly)."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            os.ftruncate(fd, 0)
        except OSError:
            pass
        os.close(fd)  # closing the descriptor drops the flock


def delete_save(path: Path) -> None:
    """Remove a save and its lock file; SaveInUse if a copy of the app has the game open.

    The hold is taken first, so a game open elsewhere is never deleted under it (its next
    write would bring the file back, or lose the player's moves with it)."""
    handle = SaveHandle.open(path)
    try:
        path.unlink(missing_ok=True)
        if handle.holds_lock:
            # Unlinked while held: a copy that opens the name later makes a fresh lock file.
            lock_path(path).unlink(missing_ok=True)
    finally:
        handle.release()

