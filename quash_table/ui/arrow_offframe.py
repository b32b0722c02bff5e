"""The hint's arrow routed off the window's thread (a mixin of hints.HintOverlay, over hint_way.HintArrowWays):
the frame draws the hint's words at once and its arrow from the frame its way is known. At NumberQuash's six
seats one arrow took 108 route searches, 3-4 s of one frame on a loaded machine, and the window stood still that
long after H (session 33); QUASH's took 0.1-0.3 s.

A way not yet known (`HintArrowWays._way`, the same arguments, for the same hint and marks, on the same table)
is worked out by a helper thread on a copy of the overlay (its own `_tip`, `_whole`, `_costs`; the routes it
finds kept in the shared `_routes`), and the frame asks again once it has ended: the way then comes from
`_routes` at no routing cost. Only one way is routed at a time. The frame's own callers (`frame_band`, the
painter's message place; `frame_drawn`, the arrow drawn) get no arrow meanwhile; any other caller (a test, a
tool) waits for the way, as before. What the helper reads of the board (its table, marks, metrics) is only
read; a table built anew meanwhile is a new table (its way asked for again), and a way found for a hint no
longer shown is never drawn: its key names the hint's record and its marks."""

import copy
import threading
from contextlib import contextmanager

import pygame

from .hint_way import HintArrowWays


# how long a frame waits for a new way before drawing the hint's words without it: a stall once a hint, short
# enough not to read as the window hanging
QUICK_WAY_SECONDS = 0.3


class _Routing:
    """One way being worked out in a helper thread: `HintArrowWays._way(shadow, said, prompt)`."""

    def __init__(self, key, shadow, said, prompt):
        self.key = key
        self.shadow = shadow
        self.error = None
        self.thread = threading.Thread(target=self._run, args=(said, prompt), name="hint-arrow", daemon=True)
        self.thread.start()

    def _run(self, said, prompt):
        try:
            HintArrowWays._way(self.shadow, said, prompt)
        except Exception as e:      # given to the window's thread when it next asks (ended)
            self.error = e

    def ended(self):
        return not self.thread.is_alive()

    def wait(self):
        self.thread.join()


class ArrowOffFrame:
    _routing = None         # the _Routing under way, or the last one ended
    _routed = frozenset()   # the keys of the ways known (kept in `_routes`): the frame draws those
    _in_frame = False       # within frame_band / frame_drawn: a way not known is not waited for

    def _way_key(self, said, prompt):
        """What a way is for, as the frame knows it before routing: the hint (its record and marks), the table
        built, and the message's and prompt's rects it goes round."""
        h = self.current
        return (id(h), h and tuple(h["marks"]), id(self.board.table), len(self.board.table.pieces),
                tuple(tuple(r) for r in said or ()), prompt and tuple(prompt))

    def _take_ended(self):
        """The helper's way, once it has ended: known from now on. A helper that failed (it may have read a
        table the window was changing) leaves its way to be routed on the window's thread, where a real fault
        raises as it always did: the app never ends on a fault seen only by the helper."""
        r = self._routing
        if r is None or not r.ended():
            return
        self._routing = None
        if r.error is not None:
            self._in_window = self._in_window | {r.key}
            return
        self._routed = self._routed | {r.key} if len(self._routed) < 16 else frozenset({r.key})
        self._costs = r.shadow._costs        # the cards' costs, worked out there: not priced again here
        self._memo = r.shadow._memo          # ... and what its segments cross: the way round the message shares it

    _in_window = frozenset()   # the keys of ways a helper failed to route: routed in the frame instead

    _unknown = False        # the last _way asked in the frame is not known yet: `_arrow` keeps no answer

    def _arrow(self, said=None, prompt=None):
        """`HintArrowWays._arrow`, its answer for the frame not kept while the way is not known (a caller after
        the frame, or the next frame, asks again)."""
        self._unknown = False
        got = HintArrowWays._arrow(self, said, prompt)
        if self._unknown:
            self._frame_ways = None
        return got

    def _way(self, said=None, prompt=None):
        if self.current is None:
            return HintArrowWays._way(self, said, prompt)
        key = self._way_key(said, prompt)
        if self._routing is not None and not self._in_frame:
            self._routing.wait()             # a caller outside the frame waits for the way under way
        self._take_ended()
        if self._routing is None and self._in_frame and not self._known(key):
            # not known: routed by a helper, one at a time. A quick way (QUASH's, 0.1-0.3 s) is waited for a
            # moment: the words and the arrow then come in the same frame, where the words came alone and jumped
            # aside when the arrow came (review 33a)
            self._routing = _Routing(key, copy.copy(self), said, prompt)
            self._routing.thread.join(QUICK_WAY_SECONDS)
            self._take_ended()
        if self._known(key) or not self._in_frame:
            got = HintArrowWays._way(self, said, prompt)
            self._routed = self._routed | {key} if len(self._routed) < 16 else frozenset({key})   # known now
            if self._in_frame and got:
                self._last_drawn = (key[:4], list(got), self._tip, self._whole)
            return got
        self._unknown = True
        kept = self._kept_way(key, said)
        if kept is not None:
            return kept
        self._tip, self._whole = None, ([], None, [])
        return []

    _last_drawn = None      # (the hint and table, parts, tip, whole) of the last way the frame drew

    def _kept_way(self, key, said):
        """While the way round a new message (the why grown from the hint's words, H again) is routed, the way
        drawn last for the same hint on the same table, where it crosses none of the new message's rects: the
        arrow vanished for seconds on a loaded machine whenever the box changed (Flush, six seats, review 33b).
        None where there is none to keep."""
        last = self._last_drawn
        if last is None or last[0] != key[:4] or not last[1]:
            return None
        legs = last[3][0] or last[1]
        if any(pygame.Rect(r).clipline(u, v) for r in said or () for u, v in legs):
            return None
        self._tip, self._whole = last[2], last[3]
        return list(last[1])

    def _known(self, key):
        """Is the way `key` to be had in the frame: routed already, or left to the window by a failed helper?"""
        return key in self._routed or key in self._in_window

    def arrow_pending(self):
        """Is the shown hint's arrow still being routed (the frame draws no arrow yet)?"""
        return self._routing is not None and not self._routing.ended()

    @contextmanager
    def _framing(self):
        was, self._in_frame = self._in_frame, True
        try:
            yield
        finally:
            self._in_frame = was

    def frame_band(self):
        """`arrow_band` as the frame's message place asks it: [] while the way is routed (not waited for)."""
        with self._framing():
            return self.arrow_band()

    def frame_drawn(self):
        """`arrow_drawn` as the frame draws it: ([], None, []) while its way is routed (not waited for)."""
        with self._framing():
            return self.arrow_drawn()
