"""How the table moves between two builds: pieces glide to their new homes, new ones fly in, cards turn
over; and holds, pauses in a board's own staged animation (a trick shown before it is gathered)."""

from collections import Counter

from . import tween
from .sprites import DECK_CODES, SPRITES

HOLD_KEY = "board:hold"
WARM_SECONDS = 0.0008         # faces made ahead on a frame that has a move to show
WARM_SECONDS_IDLE = 0.003     # ... and on a quiet one
_NOBODY_YET = object()        # the eyes of a table not built yet


class Animator:
    def __init__(self, board):
        self.board = board
        self.hold_over = False        # a hold ran out and no update has stepped on yet
        self._sizes = {}              # deck -> card sizes this table shows
        self._codes = {}              # deck -> faces this table may show (the whole deck where known)
        self._eyes = _NOBODY_YET      # the seat whose view the last table showed (None: everyone's)

    def note_faces(self, table):
        """Every face this table may show, at every size it shows cards, is wished for ahead (a card first
        seen in a hand may next be shown on a trick, or a whole pile picked up into a hand)."""
        for p in table.pieces:
            if p.kind != "card" or p.code is None:     # sizes where only backs show need no faces
                continue
            sizes = self._sizes.setdefault(p.deck, set())
            codes = self._codes.get(p.deck)
            if codes is None:
                codes = self._codes[p.deck] = set(DECK_CODES.get(p.deck, ()))
            size = tuple(p.home.size)
            if size not in sizes:
                sizes.add(size)
                SPRITES.want(p.deck, sorted(codes | {p.code}), size)
            if p.code not in codes:
                codes.add(p.code)
                for s in sizes:
                    SPRITES.want(p.deck, [p.code], s)

    def warm(self, idle):
        """Make a few of the faces wished for: more on a quiet frame."""
        if SPRITES.wanted():
            SPRITES.warm(WARM_SECONDS_IDLE if idle else WARM_SECONDS)

    def animate_from(self, old, new, snap, eyes=None):
        """Pieces of `new` glide from where `old` had them, new ones fly in from their origin, a card
        whose face appears or goes turns over; `snap` lays the table out at once. `eyes` is the seat whose
        view `new` shows: when it is not the seat `old` showed (pass-and-play: a person's own view, then
        everyone's once their move is made) the same table is seen from another chair, and only what the
        move changed moves: a piece still in its zone, or new to a zone that did not grow (a hand now
        shown as backs), lies where it is (a deal nobody saw flew in from the dealer over the first trick,
        and every hand glided round the table as the chair turned)."""
        self.note_faces(new)
        arrived = None                  # zones that may have pieces flying in; None: all of them
        if self._eyes is not _NOBODY_YET and eyes != self._eyes:
            was = Counter(p.zone for p in old.pieces)
            now = Counter(p.zone for p in new.pieces)
            arrived = {z for z, k in now.items() if k > was[z]}
        self._eyes = eyes
        stagger = 0
        for p in new.pieces:
            before = old.piece_by_id.get(p.id)
            if snap:
                continue
            if before is not None:
                if p.id == self.board.drag.dragging:
                    p.pos = before.pos
                    continue
                if arrived is not None and before.zone == p.zone:
                    continue
                start = tuple(before.pos)
                if any(abs(a - b) > 0.5 for a, b in zip(start, p.home)):
                    p.pos = list(start)
                    self.board.tweens.add(p.set_pos, start, tuple(p.home), 0.32, key=p.id)
                if p.kind == "card" and (before.code is None) != (p.code is None):
                    self.flip(p, before.code)
            elif p.origin is not None and (arrived is None or p.zone in arrived):
                start = _flight_start(p)
                p.pos = list(start)
                delay = 0.07 * stagger
                self.board.tweens.add(p.set_pos, start, tuple(p.home), 0.38, delay=delay, key=p.id)
                if p.reveal and p.code is not None:
                    self.flip(p, None, delay)
                stagger += 1

    def flip(self, p, old_code, delay=0.0):
        """Turn `p` over: `old_code` (None = its back) shows for the first half, its face after."""
        p.flip_code = old_code
        p.flip = 0.001
        self.board.tweens.add(p.set_flip, 0.001, 1.0, 0.36, delay=delay, ease=tween.linear, key=("flip", p.id),
                        on_done=lambda: p.set_flip(0.0))

    # --- holds --------------------------------------------------------------------------------------------
    def hold(self, seconds):
        self.board.tweens.add(lambda v: None, 0.0, 1.0, seconds, key=HOLD_KEY, on_done=self._end_hold)

    def _end_hold(self):
        self.hold_over = True

    def holding(self):
        return self.board.tweens.has(HOLD_KEY)

    def cancel_hold(self):
        self.board.tweens.cancel(HOLD_KEY)
        self.hold_over = False

    def hold_ran_out(self):
        over, self.hold_over = self.hold_over, False
        return over


def _flight_start(p):
    """Where a piece flying in from its origin starts: at the origin's corner, no taller than the origin
    (a card dealt from a name plate's side grows on its way to a hand; at its full size it covered the
    dealer's name)."""
    w, h = p.home.size
    if len(p.origin) > 3 and 0 < p.origin[3] < h:
        w, h = max(1, round(w * p.origin[3] / h)), p.origin[3]
    return (p.origin[0], p.origin[1], w, h)
