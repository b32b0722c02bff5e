"""The hint's arrow routed off the window's thread (a mixin of hints.HintOverlay, over hint_way.HintArrowWays):
the frame draws the hint's words at once, with a quick way (a straight line or one bend) until its way is known,
then moved into that one (session 38: the arrow came seconds after the words on a loaded machine). At NumberQuash's six
seats one arrow took 108 route searches, 3-4 s of one frame on a loaded machine, and the window stood still that
long after H (session 33); QUASH's took 0.1-0.3 s.

A way not yet known (`HintArrowWays._way`, the same arguments, for the same hint and marks, on the same table)
is worked out by a helper thread on a copy of the overlay (its own `_tip`, `_whole`, `_costs`; the routes it
finds kept in the shared `_routes`), and the frame asks again once it has ended: the way then comes from
`_routes` at no routing cost. Only one way is routed at a time. The frame's own callers (`frame_band`, the
painter's message place; `frame_drawn`, the arrow drawn) get the quick way meanwhile (`_quick_way`); any other
caller (a test, a tool) waits for the way, as before. What the helper reads of the board (its table, marks, metrics) is only
read; a table built anew meanwhile is a new table (its way asked for again), and a way found for a hint no
longer shown is never drawn: its key names the hint's record and its marks."""

import copy
import threading
from contextlib import contextmanager

import pygame

from . import hint_arrow
from .arrow_calm import QUICK_STEP, quick_way
from .arrow_cut import blend_ways
from .arrow_head import HeadRoom
from .arrow_route import crosses_any, first_entry
from .hint_way import EDGE_ROOM, HintArrowWays
from .tween import ease_out_cubic


# how long a frame waits for a new way before drawing the hint's words without it: a stall once a hint, short
# enough not to read as the window hanging
QUICK_WAY_SECONDS = 0.3
# how long the quick way drawn meanwhile (arrow_calm.quick_way) takes to move into the routed way once it is known
SWAP_SECONDS = 0.3


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
            elif not self._in_frame:
                # a caller outside the frame (a test, a tool) has waited for the way: the next frame draws it, as
                # before, not moved into from the quick way
                self._drawn = None
            return got
        self._unknown = True
        kept = self._kept_way(key, said)
        if kept is not None:
            return kept
        return self._quick_way(key, said)

    _quick_drawn = False    # the way the frame asked for last is a quick one (`_quick_way`): not yet routed

    def _quick_way(self, key, said):
        """The way drawn while the way `key` is routed, where no way of the hint is kept (`_kept_way`): a straight line
        or a single bend round the words, plates and tags (arrow_calm.quick_way), from where the routed way may leave
        (`_starts`), its head by head_tip. On a loaded machine the hint's words came at once and their arrow
        seconds later, the routed way 0.1-0.8 s of CPU on the helper (session 38); the routed way takes its place
        when known, moved into it (`frame_drawn`)."""
        got = self._quick_ways.get(key)
        if got is None:
            got = self._quick_parts(said)
            self._quick_ways = dict(list(self._quick_ways.items())[-7:]) | {key: got}
        parts, self._tip, self._whole = got
        self._quick_drawn = bool(parts)
        return list(parts)

    _quick_ways = {}        # {way key: (parts, tip, whole)} of the quick ways drawn for it

    def _quick_parts(self, said):
        """(parts, tip, whole) of `_quick_way`: the legs drawn whole, see-through over the words they cross."""
        none = ([], None, ([], None, []))
        h, table, m = self.current, self.board.table, self.board.metrics
        p = next((table.piece_by_id[i] for i in h["marks"] if i in table.piece_by_id), None)
        t = next((table.target_by_id[i] for i in h["marks"] if i in table.target_by_id), None)
        if p is None or t is None:
            return none
        shown = self._shown_part(p)
        z = pygame.Vector2(t.frame.center)
        # where the routed way may leave (`_starts`), not on another card (a hand card's side): from the middle of a
        # fanned card's shown strip it left from the card's corner index, its top left (QUASH, 4 players, session 39)
        others = [q.rect.inflate(m.px(6), m.px(6)) for q in table.pieces if q is not p]
        starts = self._starts(p, shown, z, others)[0]
        if min((z - q).length() for q in starts) <= m.px(40):
            return none         # (as HintArrowWays._way: no arrow so short)
        away = [pygame.Rect(r) for r in list(table.text_rects()) + list(said or ())]
        words = [r for r in away if not shown.colliderect(r) and not t.frame.colliderect(r)]
        walls = [pygame.Rect(r) for r in table.arrow_clear]
        crossable = [pygame.Rect(r) for r, _ in self.board.arrow_crossable()]
        walls, crossable = ([r for r in rects if not r.colliderect(shown) and not r.colliderect(t.frame)]
                            for rects in (walls, crossable))
        tags = self._tags(shown, t.frame)
        bounds = self.board.areas()[1].inflate(-2 * m.px(EDGE_ROOM), -2 * m.px(EDGE_ROOM))
        tight = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE) + 1
        # a crossable part (Flush's tray) and its words are crossed, read through, as the routed way crosses them:
        # gone round, the quick way to the pile from your hand ran out to the table's left edge and back (seed 2,
        # four seats), shown until the routed way came
        inside = [r for r in words if any(c.inflate(2 * m.px(2), 2 * m.px(2)).contains(r) for c in crossable)]
        words = [r for r in words if r not in inside]
        path = first_entry(quick_way(starts, z, words + walls + tags, tight, bounds, m.px(QUICK_STEP)), t.frame)
        path[-1] = HeadRoom(self._head_size(), self._head_keep(p, t.frame, shown, said)).tip(path, t.frame)
        legs = [(u, v) for u, v in zip(path, path[1:]) if u != v]
        if not legs:
            return none
        veils = [r for r in words + inside + walls if any(crosses_any(u, v, [r]) for u, v in legs)]
        tip = (legs[-1][1], (legs[-1][1] - legs[-1][0]).normalize())
        return legs, tip, (legs, tip, veils)

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
        """Is the shown hint's arrow still being routed (the frame draws its quick way, or none), or moving from its
        quick way into the routed one (`frame_drawn`)?"""
        # (routed and not yet drawn too: the quick way drawn last gives way to it in the next frame)
        hint, r, drawn = self._way_key(None, None)[:4], self._routing, self._drawn
        routing = r is not None and (not r.ended() or r.key[:4] == hint)
        return routing or drawn is not None and drawn[4] and drawn[0] == hint or self._swap_left() is not None

    @contextmanager
    def _framing(self):
        was, self._in_frame = self._in_frame, True
        try:
            yield
        finally:
            self._in_frame = was

    def frame_band(self):
        """`arrow_band` as the frame's message place asks it: the quick way's band while the way is routed (not waited
        for)."""
        with self._framing():
            return self.arrow_band()

    def band_settled(self):
        """Is the band the frame's message place gets (`frame_band`) the shown hint's routed first way, not the quick
        way drawn meanwhile? True without a hint. The painter places a hint's words again once it is (session 40)."""
        if self.current is None:
            return True
        self._take_ended()
        return self._known(self._way_key(None, None))

    def frame_drawn(self):
        """`arrow_drawn` as the frame draws it: its quick way (`_quick_way`) while its way is routed (not waited for),
        and from the frame the routed way is known, moving from the quick way into it over SWAP_SECONDS (shown
        at once, the new way jumped across the table where it went round the other side of a caption)."""
        with self._framing():
            self._quick_drawn = False
            legs, tip, veils = self.arrow_drawn()
        quick = self._quick_drawn
        hint = self._way_key(None, None)[:4]
        last, self._drawn = self._drawn, (hint, legs, tip, veils, quick)
        if last is not None and last[0] == hint and last[4] and not quick and last[1] and legs and last[1] != legs \
                and self.board.tweens.speed > 0:
            self._swap = (hint, last[1], last[2], last[3], self.board.now)
        left = self._swap_left()
        if left is None or quick or not legs:
            return legs, tip, veils
        _, was, was_tip, was_veils, _ = self._swap
        t = ease_out_cubic(1.0 - left)
        way = blend_ways([was[0][0]] + [v for _, v in was], [legs[0][0]] + [v for _, v in legs], t)
        moved = [(u, v) for u, v in zip(way, way[1:]) if u != v]
        if not moved:
            return legs, tip, veils
        ahead = was_tip[1].lerp(tip[1], t) if was_tip is not None and tip is not None else None
        ahead = ahead.normalize() if ahead is not None and ahead.length() > 1e-6 else (moved[-1][1] - moved[-1][0]).normalize()
        return moved, (moved[-1][1], ahead), list(veils) + [r for r in was_veils if r not in veils]

    _drawn = None           # (the hint and table, legs, tip, veils, quick?) of the arrow `frame_drawn` gave last
    _swap = None            # (the hint and table, legs, tip, veils, when) of the quick way moving into the routed one

    def _swap_left(self):
        """How much of the quick way's move into the routed one is left (1 to 0), or None where none is under way."""
        sw = self._swap
        if sw is None or sw[0] != self._way_key(None, None)[:4] or self.board.tweens.speed <= 0:
            return None
        left = 1.0 - (self.board.now - sw[4]) * self.board.tweens.speed / SWAP_SECONDS
        return left if left > 0 else None
