"""Saving off the frame thread: one writer thread that writes files for the rest of the app.

`submit(path, make_bytes, done)` returns at once; the thread calls `make_bytes()` (the serialising, which
grows with the game; None: nothing to write after all) and writes the result atomically (temp file, fsync, rename: engine/saves). Jobs for
the same path coalesce: while one waits, a newer one replaces it, so the newest snapshot of a file wins
and a slow disk never builds a queue. `done(error)` is called on the writer thread with None or the
exception. `flush()` waits until everything submitted is on disk (leaving a board, quitting, reading the
autosave back). engine/saves holds the app's one writer and flushes it at interpreter exit.
"""

import threading


class SaveWriter:
    def __init__(self, write):
        self._write = write      # write(path, bytes): the atomic write
        self._cond = threading.Condition()
        self._pending = {}       # path -> (make_bytes, done), newest wins
        self._busy = False
        self._thread = None

    def submit(self, path, make_bytes, done=None):
        with self._cond:
            self._pending[str(path)] = (path, make_bytes, done)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout=10.0):
        """Wait until every submitted file is written; False if `timeout` seconds were not enough."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def _run(self):
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending)
                key = next(iter(self._pending))
                path, make_bytes, done = self._pending.pop(key)
                self._busy = True
            error = None
            try:
                data = make_bytes()
                if data is not None:
                    self._write(path, data)
            except Exception as e:      # reported to the caller through done(); the thread goes on
                error = e
            if done is not None:
                try:
                    done(error)
                except Exception:
                    pass
            with self._cond:
                self._busy = False
                self._cond.notify_all()

