"""The drag controller every board shares: three ways to move a piece, one way to act.

- drag: press on a piece, move it, release over a target;
- click: click a piece (it lifts, its targets light up), then a target; a double-click plays a piece with one place
  (on a board with one target, asks for it there: a card that may not go says why); or the click is the move itself;
- keyboard: Tab / Shift+Tab or Left / Right choose a piece, Up / Down or 1..9 choose its target (a
  target the board marks with an arrow is the one that arrow key picks), Enter plays, Esc puts it down
  (a move finished by a button, Flush's Declare: Space adds the lifted piece, Enter presses the button).
All three end in the board's composer (engine/composer.py): it says which pieces may be picked, which
targets light up, and what a drop does (an action for the rules, a step of a move built in several, or a
refusal with its reason). The controller never judges legality itself; a refused drop springs back
(animated) and the board shows the reason.
"""

import math

import pygame

from ..engine.composer import Outcome
from . import drop_near, theme, tween
from .early_click import EarlyClick, carry_to_place
from .key_place import choose_words, enter_hint, enter_lifted_hint, preset_target
from .refusal_tip import RefusalTip
from .shown_part import shown_columns

DRAG_THRESHOLD = 6       # design pixels the mouse must travel before a press becomes a drag
LIFT = 18                # design pixels a selected piece rises
DOUBLE_CLICK = 0.4       # seconds between two clicks on a piece that make a double-click


class DragController:
    def __init__(self, board):
        self.board = board
        self.pressed = None      # id of the piece under a held mouse button
        self.press_pos = (0, 0)
        self.grab = (0, 0)       # mouse offset inside the piece when grabbed
        self.dragging = None     # id of the piece following the mouse
        self.refused = None      # id of a piece pressed that may not be picked (it said why) while held
        self.selected = None     # id of the lifted piece (click and keyboard paths)
        self.key_target = None   # the target chosen with the keyboard for the selected piece
        self.last_click = (None, 0.0, False)   # (piece id, board time, moved it) of the last click on a piece
        self.walk_from = None    # after a keyboard drop of a move still being built: where Tab goes on
        self.key_preset = None   # the place a lift chose itself (preset_target): a digit naming it picks it, not the next
        self.early = EarlyClick()  # a click on an own card just before the turn came: lifts it then
        self.refusal_tip = RefusalTip(board)    # why the place the held piece is over refuses it

    # --- what the board offers -----------------------------------------------------------------
    def pieces(self):
        return self.board.table.pieces

    def piece(self, pid):
        return self.board.table.piece_by_id.get(pid)

    def movable(self):
        """Pieces the person at the screen may pick up now, in reading order."""
        if not self.board.session.my_turn():
            return []
        c = self.board.composer
        if c is None:
            return []
        keys = set(c.pieces())
        return [p for p in self.pieces() if p.key in keys]

    def keyboard_pieces(self, tab=False):
        """The pieces Tab and the arrows walk: those with a legal place now (a dimmed card that cannot be
        played is skipped), or every movable piece when none has (so the walk is never empty); Tab's (`tab`) not
        those Composer.walked keeps out (Flush's staged cards: the arrows still reach them, session 45)."""
        movable = [p for p in self.movable() if not tab or self.board.composer is None or self.board.composer.walked(p.key)]
        return [p for p in movable if self.legal_targets(p)] or movable

    def legal_targets(self, piece):
        c = self.board.composer
        if c is None:
            return []
        keys = c.targets(piece.key)
        by_key = {t.key: t.id for t in self.board.table.targets}
        return [by_key[k] for k in keys if k in by_key]

    def warned(self, piece, lit=None):
        """{target id: the composer's one-line warning} among `piece`'s lit targets (composer.warning:
        allowed, but the rules judge it bad for the mover), drawn in a warning tint."""
        c = self.board.composer
        if c is None:
            return {}
        ids = self.legal_targets(piece) if lit is None else lit
        keys = {t.id: t.key for t in self.board.table.targets}
        out = {}
        for tid in ids:
            why = c.warning(piece.key, keys.get(tid, tid))
            if why:
                out[tid] = why
        return out

    def _own_face_up(self, piece):
        """A face-up card in the hand of the seat at the screen: picking it up out of turn is answered
        ("Wait: it is Bot 2's turn") rather than ignored."""
        seat = self.board.session.screen_seat
        return seat is not None and piece.zone == f"hand:{seat}" and piece.face_up

    def key_order(self, piece):
        """The targets Up / Down walk and 1..9 pick for the lifted piece, in that order."""
        return self.legal_targets(piece)

    def _droppable(self, piece, target):
        """Whether dropping `piece` on `target` means anything: the composer answers every drop, if only
        to say why not."""
        return self.board.composer is not None

    def piece_at(self, pos):
        """The piece under `pos` as the table draws it: the painter's order, top first, each where it is drawn
        (lifted, or raised by a hint), one a hint raises in place (hint_on_top False) only in the columns it
        shows. Picked at its place in the fan, QUASH's raised card's top was no card and the part of a lifted
        card drawn over its neighbour picked the neighbour (session 26). A point in a hint's frame (drawn
        over every piece) picks the card it frames: in QUASH's two-row hand a click in the frame of a card
        of the row behind picked up the front card, and the wrong card was played (session 32)."""
        hints = self.board.hints
        framed = hints.framed_piece(pos)     # the hint's frame is drawn over every piece
        if framed is not None:
            return framed
        painter = getattr(self.board, "painter", None)
        order = painter.order() if painter is not None else sorted(self.pieces(), key=lambda p: p.z)
        in_place = hints.raised() if hints.on_top() is None else None
        for p in reversed(order):
            r = p.rect.move(0, self.lift_offset(p))
            if p.id == in_place and p.id not in (self.dragging, self.selected):
                left, right = shown_columns(p, order, self)
                r = pygame.Rect(left, r.y, right - left, r.h)
            if r.collidepoint(pos) and gap(p, r, pos) <= 0:
                return p
        # on no piece: the nearest whose reach holds it (a small counter pressed on the ring that lights it;
        # the drag did not take, session 27)
        near = [(gap(p, p.rect.move(0, self.lift_offset(p)), pos), -i, p) for i, p in enumerate(order)
                if p.reach > 0]
        near = [n for n in near if n[0] <= n[2].reach]
        return min(near, key=lambda n: n[:2])[2] if near else None

    def target_at(self, pos, piece=None):
        """The target under `pos`; while dragging, else the target the held card overlaps most. Where
        targets overlap, one whose light is drawn apart from its rect (its `mark`: QUASH's open slot between
        a gap's two cards) takes a drop on that drawn part: the card beside it reached over the open slot
        and was swapped out (review 18c)."""
        over = self.board.target_over(pos, piece)      # the board's own rule first (QUASH: a raised card)
        if over is not None:
            return over
        targets = self.board.table.targets
        for t in targets:
            if t.mark != t.rect and t.mark.collidepoint(pos) and (piece is None or self._droppable(piece, t)):
                return t
        for t in targets:
            if t.rect.collidepoint(pos) and (piece is None or self._droppable(piece, t)):
                return t
        if piece is not None:
            return drop_near.target(targets, set(self.legal_targets(piece)), pos, piece.rect,
                                    self.board.metrics.px(drop_near.GAP_REACH))
        return None

    def active(self):     # the piece being dragged or lifted, if any
        return self.piece(self.dragging) if self.dragging else self.piece(self.selected)

    def busy(self):
        return self.dragging is not None

    def held(self):
        """Is the mouse button held on a piece (following the mouse, about to, or pressed and refused)?
        Esc then only puts it back (board_input)."""
        return self.dragging is not None or self.pressed is not None or self.refused is not None

    def reset(self):
        self.pressed = self.dragging = self.selected = self.key_target = self.key_preset = self.walk_from = self.refused = None

    def cancel(self):
        """Let go of everything: a piece being dragged is back home at once (nothing is played; the
        overlay would hide a spring), a lifted one is put down. For an overlay coming over the board (Esc's
        pause, F1's rules, a dialog)."""
        p = self.piece(self.dragging) if self.dragging else None
        was = self.selected
        self.reset()
        if p is not None:
            self.board.tweens.cancel(p.id)
            p.set_pos(tuple(p.home))
        if was is not None:
            self._word_prompt()

    def put_back(self):
        """Esc while a piece follows the mouse: it springs home and nothing is played; the button still
        held moves nothing more (its release is no drop). Nothing else happens: no pause over it."""
        p = self.piece(self.dragging) if self.dragging else None
        self.pressed = self.dragging = None
        if p is not None:
            self.spring_back(p)
        if self.refused is not None:    # a piece that may not be picked, held: its reason goes with it, quietly
            self.refused = None         # (NumberQuash's die: the Pause menu came over the drop's error)
            b = self.board
            if b.message is not None and b.message[1] == "error":
                b.message = None

    def after_rebuild(self):
        """Forget pieces that left the table (or that can no longer move)."""
        movable = {p.id for p in self.movable()}
        if self.selected not in movable:
            self.selected, self.key_target = None, None
        if self.dragging and self.dragging not in movable:
            self.dragging = None
        if self.pressed and self.pressed not in movable:
            self.pressed = None

    # --- events ----------------------------------------------------------------------------------
    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.refused = None
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _press(self, pos):
        self.walk_from = None
        p = self.piece_at(pos)
        movable = self.movable()
        if p is not None and p in movable:
            self.pressed = p.id
            self.press_pos = pos
            self.grab = (pos[0] - p.pos[0], pos[1] - p.pos[1])
            return True
        if self.selected is not None:
            piece = self.piece(self.selected)
            t = self.target_at(pos, piece)
            if t is not None:
                self._drop(piece, t, spring=False)
                return True
            if p is None:
                self._unselect()
                return False
        if p is not None and self._own_face_up(p) and not self.board.session.my_turn():
            self.early.keep(p.id, self.board.session.screen_seat)
            self.board.not_your_turn(kept=True)
            return True
        if p is None and not self.board.session.my_turn() and self.target_at(pos) is not None \
                and self.early.keep_again():
            self.board.not_your_turn(kept=True, lay_later=True)    # a stack clicked after the kept card
            return True
        why = self.board.composer.why_not_pick(p.key) if p is not None and self.board.composer is not None \
            else None
        if why:                  # a piece that may not be picked up says why, rather than nothing
            self.board.compose(Outcome.refused(why))
            self.refused = p.id
            return True
        return False

    def _motion(self, pos):
        if self.pressed is None:
            return False
        p = self.piece(self.pressed)
        if p is None:
            self.pressed = None
            return False
        if self.dragging is None:
            dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
            if dx * dx + dy * dy < self.board.metrics.px(DRAG_THRESHOLD) ** 2:
                return True
            self.dragging = p.id
            self.selected = None
            self.board.hints.picked(p.id)
            self.board.tweens.cancel(p.id)
        p.pos[0] = pos[0] - self.grab[0]
        p.pos[1] = pos[1] - self.grab[1]
        return True

    def _release(self, pos):
        if self.pressed is None:
            return False
        p = self.piece(self.pressed)
        was_drag = self.dragging is not None
        self.pressed = self.dragging = None
        if p is None:
            return True
        if not was_drag:  # a click: lift it or put it down; a double-click plays it where it can only go
            c, now = self.board.composer, self.board.now
            double = self.last_click[0] == p.id and now - self.last_click[1] <= DOUBLE_CLICK
            if double and self.last_click[2]:   # a double-click's second click on the piece its first moved is no
                self.last_click = (None, 0.0, False)    # second move (Flush: staged, then sent back at once)
                return True
            out = c.click(p.key) if c is not None else None
            to = c.click_target(p.key) if c is not None and out is None else None
            self.last_click = (None, 0.0, False) if double else (p.id, now, out is not None or to is not None)
            if out is not None:          # a click that is the move itself (the composer says)
                self._unselect()
                if not self.board.compose(out):
                    self.spring_back(p)
                return True
            if to is not None:           # a click that drops it where the composer says (Flush: staged, or back)
                self.board.hints.picked(p.id)     # as a drag's pick: another card than the hinted one puts it away
                self._drop(p, next(t for t in self.board.table.targets if t.key == to), spring=True)
                return True
            again = self.selected == p.id and self.board.click_again_plays()
            if (double or again) and self._play_on_only_target(p):
                return True
            if self.selected == p.id:
                self._unselect()
            elif not self._said_nowhere(p):
                self._select(p)
            return True
        t = self.target_at(pos, p)
        if t is None:           # let go where nothing takes it: the composer may say why (off_target),
            #                     unless it is let go over its own place (put back, not refused)
            c = self.board.composer
            why = c.off_target(p.key) if c is not None and not p.home.collidepoint(pos) else None
            if why:
                self.board.compose(Outcome.refused(why))
            self.spring_back(p)
        else:
            self._drop(p, t, spring=True)
        return True

    def _key(self, event):
        k = event.key
        movable = self.keyboard_pieces(k == pygame.K_TAB)
        if k in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT):
            if not movable:
                return k == pygame.K_TAB
            back = k == pygame.K_LEFT or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            ids = [p.id for p in movable]
            went_on = self.went_on(movable, back)
            if went_on is not None and self.selected not in ids:
                self._select(went_on)
                return True
            if self.selected in ids:
                i = (ids.index(self.selected) + (-1 if back else 1)) % len(ids)
            else:
                i = len(ids) - 1 if back else 0
            self._select(movable[i])
            return True
        piece = self.piece(self.selected) if self.selected else None
        if piece is None:     # Enter with nothing lifted takes the hint's step, when one shows
            return k in (pygame.K_RETURN, pygame.K_KP_ENTER) and enter_hint(self.board)
        order = self.key_order(piece)
        if k in (pygame.K_UP, pygame.K_DOWN):
            arrow = "up" if k == pygame.K_UP else "down"
            named = next((t.id for t in self.board.table.targets if t.arrow == arrow), None)
            if named is not None:   # the target the board marks with this arrow, as the person sees it
                self.key_target = named     # (lit or not: Enter on an unlit one is refused with the reason)
                return True
        if k in (pygame.K_UP, pygame.K_DOWN) and order:
            i = order.index(self.key_target) if self.key_target in order else -1
            i = (i + (1 if k == pygame.K_DOWN else -1)) % len(order)
            self.key_target = order[i]
            return True
        if digit_key(k) is not None:
            n = digit_key(k) - 1
            # a board whose places carry numbers (QUASH's spots) says which target digit n + 1 means; else
            # digits walk the lit targets
            tid, self.key_preset = self.board.numbered_target(n + 1, order), None
            if tid is not None:
                self.key_target = tid
            elif n < len(order):
                self.key_target = order[n]
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.enter_finishes():
            return enter_lifted_hint(self.board, piece)  # else Enter presses the main button (enter_main): Declare
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            t = self.board.table.target_by_id.get(self.key_target)
            if t is not None:
                after = [p.id for p in movable]
                after = after[after.index(piece.id) + 1:] + after[:after.index(piece.id)] if piece.id in after \
                    else after
                self._drop(piece, t, spring=False)
                self._walk_on(piece.id, t.id, after)
            else:               # several places and none chosen: say which keys choose, play nothing
                self.board.show_message(choose_words(self.board, order), "info")
            return True
        if k == pygame.K_ESCAPE:
            self._unselect()
            return True
        return False

    # --- acting ----------------------------------------------------------------------------------
    def enter_finishes(self):
        """Does Enter finish the move being built rather than drop the lifted piece? Where the composer's move
        is finished by the main button (Composer.finished_by_button: Flush's Declare) and a piece is already
        dropped into it: Space drops the lifted piece, Enter presses the main button."""
        c = self.board.composer
        return c is not None and c.finished_by_button and c.busy() and self.board.session.my_turn()

    def _walk_on(self, dropped, target, after):
        """After a keyboard drop that left the move still being built (the composer busy: Flush's staged
        cards), the walk goes on from where it was: the next Tab / Right lifts the next piece (`after`: the
        ids that followed the dropped one) that may go where it went, Shift+Tab / Left the one before. The
        focus never jumps elsewhere, such as onto the card just dropped with the hand it may go back to lit.
        Where the main button finishes the move (enter_finishes: Flush), that next piece is lifted at once, so
        Space goes on staging and Enter still declares (review 45: the focus was gone after Space); where
        none may go there, the piece just dropped stays lifted if it may still move (a card taken back to the
        hand with nothing left staged), else nothing is (Enter declares)."""
        c = self.board.composer
        self.walk_from = None
        if c is None or not self.board.session.my_turn():
            return
        if c.finished_by_button:
            movable = self.keyboard_pieces()
            self.walk_from = ([i for i in after if i != dropped], target)
            nxt = self.went_on(movable, False) if c.busy() else None
            if nxt is None and not c.busy():
                nxt = next((p for p in movable if p.id == dropped), None)
            if nxt is not None:
                self._select(nxt, walking=True)
                if self.key_target is None and target in self.legal_targets(nxt):
                    self.key_target = target        # Space sends it where the one before went
            self.walk_from = None
        elif c.busy():
            self.walk_from = ([i for i in after if i != dropped], target)

    def _said_nowhere(self, p):
        """A click on a piece with no place now (a greyed card) says why, as its drag would (composer.why_nowhere),
        and lifts nothing (review 34). False where the composer has nothing to say: the click lifts."""
        c = self.board.composer
        why = c.why_nowhere(p.key) if c is not None and not self.legal_targets(p) else None
        if not why:
            return False
        self._unselect()
        self.board.compose(Outcome.refused(why))
        return True

    def _play_on_only_target(self, p):
        """A double-click: drop `p` on its only lit target; with none lit, on the table's only target (refused with
        its reason). False when there is no single place: two clicks stay two."""
        ids = self.legal_targets(p) or [t.id for t in self.board.table.targets]
        if len(ids) != 1:
            return False
        self._drop(p, self.board.table.target_by_id[ids[0]], spring=False)
        return True

    def went_on(self, movable, back):
        """The piece the walk goes on to after a drop that left the move being built (by key, _walk_on; by mouse,
        _drop; Tab's walk reads it too, BoardInput.key_walk), or None."""
        if self.walk_from is None:
            return None
        after, target = self.walk_from
        self.walk_from = None
        c = self.board.composer
        if c is None or not c.busy():        # the move was sent or taken back meanwhile
            return None
        now = {p.id: p for p in movable}
        fits = [now[i] for i in after if i in now and target in self.legal_targets(now[i])]
        tid = self.board.table.target_by_id.get(target)
        ranks = [c.walk_rank(p.key, tid.key if tid is not None else target) for p in fits]
        fits = [p for p, r in zip(fits, ranks) if r == min(ranks)]     # the composer's best first (walk_rank)
        return (fits[-1] if back else fits[0]) if fits else None

    def _select(self, p, walking=False):
        """Lift `p`; Enter's place is preset only where nobody need choose (key_place.preset_target). `walking`: by
        Tab, which chooses nothing: a hint stays (Flush, session 37); a drop another way still puts it away."""
        self.walk_from = None
        self.selected = p.id
        self.key_target = self.key_preset = preset_target(self.board, p, self.legal_targets(p))
        if not walking:
            self.board.hints.picked(p.id)
        self._word_prompt()

    def carry_early_click(self):
        """Lift the card clicked before the turn came, once the turn is the person's (early_click.py): the "Wait"
        said then goes with it. A card with no place then (Quadruple War's spade when a heart was led) is not
        lifted: the click says why, as it would have if made then (_said_nowhere; review 35)."""
        if self.early.kept is None:      # (asked every frame: nothing kept, nothing to work out)
            return
        s = self.board.session
        mine = s.my_turn() and self.selected is None and self.dragging is None
        ids = {p.id for p in self.movable()} if mine else None
        pid = self.early.take(s.screen_seat, ids)
        if pid is not None:
            if self.board._message_turn is not None:      # the "Wait: it is Bot 2's turn" it was told
                self.board.message = None
            p = self.piece(pid)
            if not carry_to_place(self, p) and not self._said_nowhere(p):
                self._select(p)

    def _unselect(self):
        was = self.selected
        self.selected = None
        self.key_target = None
        if was is not None:
            self._word_prompt()

    def _word_prompt(self):
        """A board whose prompt says what to do with a lifted piece ("Now click a stack") words it again
        (its `prompt_now()`): the table is not built again for a lift, so only the still layer is redrawn."""
        words = self.board.prompt_now()
        if words is not None and self.board.table is not None:
            self.board.table.prompt = words
            self.board.redraw_still()

    def _drop(self, piece, target, spring):
        """Ask the composer; a refusal springs the piece home and the board shows the reason. A piece that
        was lifted (a click, then a wrong target) stays lifted: the person tries another target with it
        (it fell back into the hand unselected, review 18b)."""
        was = (self.selected, self.key_target)
        self._unselect()
        c = self.board.composer
        if c is None or not self.board.compose(c.drop(piece.key, target.key)):
            self.spring_back(piece)
            kept = self.piece(was[0]) if was[0] is not None else None
            if kept is not None and kept in self.movable():
                self.selected, self.key_target = was
                self._word_prompt()
        elif c.busy():      # a click-stage too: Tab goes on to what may join the move (_walk_on; it lifted a base Mimic)
            self.walk_from = ([p.id for p in self.keyboard_pieces() if p.id != piece.id], target.id)

    def spring_back(self, piece):
        self.board.tweens.add(piece.set_pos, tuple(piece.pos), tuple(piece.home), 0.35,
                              ease=tween.ease_out_back, key=piece.id)

    # --- drawing ---------------------------------------------------------------------------------
    def lift_offset(self, piece):
        """How far up `piece` is drawn: a lift when selected (Board.select_lift: less on a board), half when hinted."""
        if piece.id == self.selected:
            return -int(self.board.metrics.px(LIFT) * self.board.select_lift(piece))
        return self.board.hints.lift(piece)

    def draw_targets_under(self, surface, t_now):
        """Glow behind the targets the held piece may go to."""
        p = self.active()
        if p is None or not self.board.target_glow:
            return
        m = self.board.metrics
        glow = 0.35 + 0.4 * tween.pulse(t_now)
        legal = set(self.legal_targets(p))
        warned = self.warned(p, legal)
        for t in self.board.table.targets:
            if t.id in legal:
                r = t.light.inflate(m.px(16), m.px(16))
                theme.panel(surface, r, theme.target_colour(t.look, t.id in warned), int(90 * glow + 30), m.px(14))

    def draw_targets_over(self, surface):
        """Outlines over the pieces: green for legal targets (amber for one the composer warns about), and
        round the one the keyboard or mouse picks a white ring outside its outline. The ring says only which
        place is chosen; what the place means keeps its own colour inside it (the chosen place was framed
        gold, which read as the amber "will fail" of QUASH's colour key)."""
        p = self.active()
        if p is None:
            return
        m = self.board.metrics
        legal = set(self.legal_targets(p))
        warned = self.warned(p, legal)
        hot = self.hot_target(p)
        for t in self.board.table.targets:
            if not self._droppable(p, t):
                continue
            r = t.light.inflate(m.px(8), m.px(8))
            if t.id in legal or t.id == hot:
                colour = theme.target_colour(t.look, t.id in warned, t.id in legal)
                pygame.draw.rect(surface, colour, r, m.px(3), border_radius=m.px(12))
            if t.id == hot:
                ring = r.inflate(m.px(10), m.px(10))
                pygame.draw.rect(surface, theme.PANEL, ring.inflate(m.px(2), m.px(2)), m.px(5),
                                 border_radius=m.px(16))
                pygame.draw.rect(surface, theme.FOCUS, ring, m.px(3), border_radius=m.px(15))

    def draw_held(self, surface, pieces):
        """The piece held in a drag drawn again over the board's tags and open slots (`pieces(surface, id)`: the
        painter's; QUASH's badges and a gap's "7 here" lay over it, review 45a), then over it what a drop there
        would do: the board's words (draw_over_held) and, red, why not, before the piece is let go."""
        p = self.active()
        if p is None:
            return
        if self.dragging:
            pieces(surface, self.dragging)
        self.board.draw_over_held(surface)
        hot = self.board.table.target_by_id.get(self.hot_target(p))
        if hot is not None and hot.id not in set(self.legal_targets(p)):
            self.refusal_tip.draw(surface, p, hot)
        elif hot is not None:
            self.refusal_tip.draw_fit(surface, p, hot)

    def hot_target(self, p):    # the place held piece `p` is aimed at: under the pointer in a drag, else the keys'
        if self.dragging:
            t = self.target_at(pygame.mouse.get_pos(), p)
            return t.id if t else None
        return self.key_target if self.selected else None


def digit_key(key):
    """1-9 for a digit key (the row or the keypad), else None."""
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_1 + 1
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None


def gap(piece, rect, pos):
    """How far `pos` lies outside `piece` drawn at `rect` (0 or less: on it): a round piece's disc, another's
    rect."""
    if piece.round:
        return math.hypot(pos[0] - rect.centerx, pos[1] - rect.centery) - min(rect.w, rect.h) / 2
    dx = max(rect.left - pos[0], 0, pos[0] - rect.right + 1)
    dy = max(rect.top - pos[1], 0, pos[1] - rect.bottom + 1)
    return math.hypot(dx, dy)

