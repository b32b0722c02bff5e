"""Two copies of the app on one data folder: who owns it, and a lock around read-modify-write.

The first copy to start holds `instance.lock` (an OS lock on an open file, with its pid written inside)
for as long as it runs; the OS drops the lock when the process ends however it ends, so a stale lock
file never blocks anyone (its pid is only there to name the owner in a message). A second copy sees the
lock held: it leaves Continue (the autosave) to the first and keeps its own games in the Load list.
Statistics are read, changed and written under `statistics.lock`, so both copies' records are kept.
"""

import os
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:        # Windows
    fcntl = None
    import msvcrt

INSTANCE_LOCK = "instance.lock"

_held = {}      # resolved folder -> the open file whose lock this process holds


def _try_lock(fd, blocking):
    """Lock the open file `fd` for this process; False if another holds it (never False when blocking)."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
        else:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_LOCK if blocking else msvcrt.LK_NBLCK, 1)
        return True
    except OSError:
        if blocking:
            raise
        return False


def _unlock(fd):
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
    else:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def instance_owner(folder):
    """None if this process owns the data folder (taking it if free), else the owner's pid (0 when the
    lock file does not say). A folder whose lock cannot even be made counts as owned: nothing to share."""
    key = str(Path(folder).resolve())
    if key in _held:
        return None
    path = Path(folder) / INSTANCE_LOCK
    try:
        fd = os.open(str(path), os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        return None
    if _try_lock(fd, blocking=False):
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        _held[key] = fd
        return None
    try:
        text = os.pread(fd, 32, 0) if hasattr(os, "pread") else b""
        pid = int(text.decode("ascii", "replace").strip() or 0)
    except (OSError, ValueError):
        pid = 0
    os.close(fd)
    return pid


def release_instance(folder):
    """Give the folder up (tests; the OS does it at exit anyway)."""
    fd = _held.pop(str(Path(folder).resolve()), None)
    if fd is not None:
        try:
            _unlock(fd)
        finally:
            os.close(fd)


@contextmanager
def locked(path):
    """Hold an exclusive lock on the lock file `path` for a short read-modify-write."""
    fd = os.open(str(path), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        _try_lock(fd, blocking=True)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)
