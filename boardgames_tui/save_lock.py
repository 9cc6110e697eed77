"""One writer per save: a game holds its file while it is open, and never writes over a newer one.

The hold is an OS lock on a small lock file beside the save, ``.NAME.json.lock``, taken through
``filelock`` on a descriptor this module opens itself (``flock`` on Unix, ``LockFileEx`` on
Windows): the OS lets go of it when the process ends, however it ends, so a crash or a kill
never leaves a game locked for good.  Where the OS has no such lock (no ``fcntl``), a soft lock
takes its place: a marker file ``filelock`` creates exclusively and breaks once its writer has
died.  The lock file keeps the holder's process id while it is held and is emptied on a clean
close; a file found still naming a process whose lock is free was left by a crash or a kill,
and the note says so when the game is taken over.

The lock file is opened by a fixed name in a folder anyone may have written into, so it is
never followed through a link and never opened when it is not a regular file of its own (a
symbolic or hard link, a FIFO, a device): a planted one is left as it is, and the game opens
unlocked with a note saying why.  Only a process id (digits) is ever read back from it.

The lock is the first guard; the generation in the save is the second (for a copy of the app
that holds no lock, e.g. an older version or a network drive that does not lock): every write
counts one up, and a writer that finds a higher count on disk than its own refuses.
"""

from __future__ import annotations

import errno
import json
import os
import re
import warnings
from pathlib import Path
from stat import S_ISREG

from boardgames_rules.core.i18n import _
from boardgames_rules.core.save import SaveError, SaveFile, dump_save

from boardgames_tui.storage import read_regular_file, write_atomically

with warnings.catch_warnings():
    # filelock warns where the OS has no file locks (no fcntl): the soft lock is our answer.
    warnings.filterwarnings("ignore", "only soft file lock", UserWarning)
    from filelock import SoftFileLock, Timeout, lock_descriptor, unlock_descriptor

# A process id as the lock file keeps it; anything else read there is nobody's, and shown never.
_PID = re.compile(rb"\s*([0-9]{1,10})\s*")
# Windows locks the file's first byte for reads too: the id is written after it, and read
# from there when the first byte cannot be.
_PID_AT = 1


class SaveInUse(Exception):
    """The save is open in another copy of the app; the message says which process."""

    def __init__(self, path: Path, holder: str) -> None:
        self.path = path
        self.holder = holder
        if holder:
            said = _("{file} is open in another boardgames (process {process})")
        else:
            said = _("{file} is open in another boardgames")
        super().__init__(said.format(file=path.name, process=holder))


class NewerSaveOnDisk(Exception):
    """Another copy of the app wrote the save after this one: writing would lose its moves."""


class NotALockFile(OSError):
    """The lock file's name is taken by something the app must not open or write."""


def lock_path(save: Path) -> Path:
    return save.with_name(f".{save.name}.lock")


def soft_lock_path(save: Path) -> Path:
    """The marker of the soft lock, used only where the OS has no file locks."""
    return save.with_name(f".{save.name}.softlock")


def _refuse_unless_regular(path: Path) -> None:
    """NotALockFile if ``path`` exists as anything but a regular file with one name.

    Looked at without following a link, before anything opens it: opening a FIFO or a device
    can block or act, and a link's target would be written to."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    if not S_ISREG(info.st_mode):
        raise NotALockFile(errno.EEXIST, f"{path.name} is not a regular file: left as it is")
    if info.st_nlink > 1:
        raise NotALockFile(errno.EEXIST, f"{path.name} has other names (a hard link): left alone")


def _open_lock_file(path: Path) -> int:
    """A read-write descriptor on the lock file, made if missing; NotALockFile or OSError.

    ``O_NOFOLLOW`` (where the OS has it) and the check on the opened descriptor close the gap
    between the look and the open: a link or FIFO swapped in meanwhile is refused all the same."""
    _refuse_unless_regular(path)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as err:
        if err.errno == errno.ELOOP:  # O_NOFOLLOW met a link
            raise NotALockFile(errno.ELOOP, f"{path.name} is a link: left as it is") from None
        raise
    try:
        info = os.fstat(fd)
        if not S_ISREG(info.st_mode) or info.st_nlink > 1:
            raise NotALockFile(errno.EEXIST, f"{path.name} is not a lock file: left as it is")
    except BaseException:
        os.close(fd)
        raise
    return fd


def _holder(fd: int) -> str:
    """The process id the lock file names, or "" (garbage, unreadable, or empty)."""
    for offset in (0, _PID_AT):
        try:
            os.lseek(fd, offset, os.SEEK_SET)
            found = _PID.fullmatch(os.read(fd, 24))
        except OSError:
            continue  # Windows: the first byte is locked by the holder
        return found.group(1).decode("ascii") if found else ""
    return ""


def _write_holder(fd: int) -> None:
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, b"\n" + str(os.getpid()).encode("ascii") + b"\n")
    except OSError:
        pass  # a full disk: the lock holds all the same, only the note for others is lost


def _lock(path: Path, fd: int) -> SoftFileLock | None:
    """Take the OS lock on ``fd`` (None), or the soft lock where there is none; SaveInUse if
    another process holds it."""
    try:
        if lock_descriptor(fd, blocking=False):
            return None
    except OSError as err:
        if err.errno != errno.ENOSYS:  # no OS lock here (no fcntl): the soft lock below
            raise
    else:
        raise SaveInUse(path, _holder(fd))
    marker = soft_lock_path(path)
    _refuse_unless_regular(marker)
    soft = SoftFileLock(str(marker), timeout=0)
    try:
        soft.acquire()
    except Timeout:
        holder = soft.pid
        raise SaveInUse(path, str(holder) if holder else _holder(fd)) from None
    return soft


def _generation_on_disk(path: Path) -> int:
    """The save's write count as the file has it now (0 if there is none or it is unreadable).

    Only this field is read, without a replay: it runs before every write."""
    try:
        raw = json.loads(read_regular_file(path))
    except (SaveError, ValueError, RecursionError):
        return 0
    generation = raw.get("generation", 0) if isinstance(raw, dict) else 0
    return generation if type(generation) is int else 0


class SaveHandle:
    """An open game's hold on its save file; :meth:`open` takes it, :meth:`release` lets go."""

    def __init__(
        self,
        path: Path,
        fd: int | None,
        generation: int,
        note: str = "",
        soft: SoftFileLock | None = None,
    ) -> None:
        self.path = path
        self._fd = fd
        self._soft = soft  # the soft lock, where the OS has no file locks
        self.generation = generation  # the count this copy last read or wrote
        self.note = note  # what the player should know about taking the file over

    @classmethod
    def open(cls, path: Path) -> SaveHandle:
        """Hold ``path``; :class:`SaveInUse` if another process holds it.

        A folder where no lock file can be made (read-only, gone), or a lock file's name taken
        by a link, FIFO or device, still opens the game, unlocked, with a note saying why: the
        first save fails the same way and the game screen says so, or the generation guards."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = _open_lock_file(lock_path(path))
        except OSError as err:
            generation = _generation_on_disk(path)
            said = _("cannot lock {file}: {reason}").format(file=path.name, reason=err.strerror)
            return cls(path, None, generation, said)
        try:
            soft = _lock(path, fd)
        except SaveInUse:
            os.close(fd)
            raise
        except OSError as err:
            os.close(fd)
            generation = _generation_on_disk(path)
            said = _("cannot lock {file}: {reason}")
            return cls(
                path, None, generation, said.format(file=path.name, reason=err.strerror or err)
            )
        left = _holder(fd)
        note = ""
        if left and left != str(os.getpid()):
            note = _(
                "{file} was left open by process {process}, which ended without closing it "
                "(a crash or a kill): taken over"
            ).format(file=path.name, process=left)
        _write_holder(fd)
        return cls(path, fd, _generation_on_disk(path), note, soft)

    @property
    def holds_lock(self) -> bool:
        return self._fd is not None

    def write(self, save: SaveFile) -> None:
        """Write the save as the next generation; NewerSaveOnDisk or OSError if it cannot be."""
        on_disk = _generation_on_disk(self.path)
        if on_disk > self.generation:
            said = _(
                "another copy of boardgames saved {file} after this one "
                "(write {on_disk}, this game is at {here}): not written over"
            )
            raise NewerSaveOnDisk(
                said.format(file=self.path.name, on_disk=on_disk, here=self.generation)
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
        if self._soft is not None:
            self._soft.release()
            self._soft = None
        else:
            try:
                unlock_descriptor(fd)
            except OSError:
                pass  # closing the descriptor lets go all the same
        os.close(fd)


def delete_save(path: Path) -> None:
    """Remove a save and its lock file; SaveInUse if a copy of the app has the game open.

    The hold is taken first, so a game open elsewhere is never deleted under it (its next
    write would bring the file back, or lose the player's moves with it)."""
    handle = SaveHandle.open(path)
    try:
        path.unlink(missing_ok=True)
        if handle.holds_lock:
            # Unlinked while held: a copy that opens the name later makes a fresh lock file.
            try:
                lock_path(path).unlink(missing_ok=True)
            except PermissionError:
                pass  # Windows keeps an open file's name: left, empty, for the next game
    finally:
        handle.release()
