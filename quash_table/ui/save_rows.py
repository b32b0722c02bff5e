"""The Load list's rows, read a page at once and the rest a slice a frame (no pygame).

A line needs the save's header, and reading a thousand headers took most of the Load screen's first
draw. The files are listed newest first; the first PAGE lines (all a window shows, and more) are read at
once, every other row says the file's name until its line is read on the next frames, a few
milliseconds a frame. Two rows never read the same (a repeated line starts with its file's name), and a row's
text depends only on the rows above it, so the rows on screen keep their texts when the rest come in.
"""

import time
from pathlib import Path

PAGE = 50                   # lines read before the first draw
SLICE_SECONDS = 0.005       # reading the rest, per frame


def waiting_line(path):
    return f"{Path(path).name} \u00b7 reading\u2026"


class SaveRows:
    """`line_of(path)`: the list's line for a save (never raises); `fit(text)`: the line as it fits the
    list's width."""

    def __init__(self, files, line_of, fit=lambda text: text, page=PAGE):
        self.files = list(files)
        self.line_of, self.fit = line_of, fit
        self._lines = [None] * len(self.files)
        self._next = 0
        self.read(count=page)

    @property
    def done(self):
        return self._next >= len(self.files)

    def read(self, count=None, seconds=SLICE_SECONDS):
        """Read the next `count` lines (or for `seconds`, at least one); True once every line is read."""
        end = time.perf_counter() + seconds
        stop = len(self.files) if count is None else min(len(self.files), self._next + count)
        while self._next < stop:
            self._lines[self._next] = self.fit(self.line_of(self.files[self._next]))
            self._next += 1
            if count is None and time.perf_counter() >= end:
                break
        return self.done

    def reread(self, path):
        """Read `path`'s line again (a save found damaged when opened)."""
        for i, f in enumerate(self.files):
            if f == path and self._lines[i] is not None:
                self._lines[i] = self.fit(self.line_of(f))

    def rows(self):
        """[(text, path)] newest first, each text its own."""
        out, seen = [], set()
        for line, f in zip(self._lines, self.files):
            text = line if line is not None else self.fit(waiting_line(f))
            if text in seen:         # two saves of one position: the file's name tells them apart
                text = self.fit(f"{Path(f).stem} \u00b7 {line or waiting_line(f)}")
            while text in seen:
                text += " "          # and two identical lines still name their own files
            seen.add(text)
            out.append((text, f))
        return out
