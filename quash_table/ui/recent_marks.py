"""What the other seats' moves changed since your latest action, marked quietly on the table until you act
again: a gold frame round each object a move changed (a card laid, a spot filled, the pile, an octagon's
cells) and, where the board names one, a small word at its foot ("new", "moved").

One source: what each move was (the action the rules took, from the match's log) and what it caused (the
rules' events as the seat at the screen may know them, `Game.events(state, seat)`); nothing is read by
diffing two views. The kit finds the moves (`others_moves`), each board maps a move to the objects it drew
for it (its hook `recent_marks(seat, action, events)`: [(piece or target id, word or None)]), and only
objects on the table now are marked, so nothing the viewer may not see is (a hidden card has no id the
move could name). Moves before a new round's deal (the director's NEXT_ROUND_KINDS) are not marked: that
table is gone. A board may keep only the latest move's marks (`marks_latest_only`: Quadruple War's trick
shows the others' cards in order already, NumberQuash marks the cells of the last roll).
"""

import pygame

from . import theme
from .curtain_news import LOOK_BACK, first_since
from .director import NEXT_ROUND_KINDS
from .paced_label import on_its_way
from .shown_part import shown_part
from .table import TableTip
from .widgets import Panel

INK = (40, 26, 6)       # text on gold
EDGE = (90, 60, 10)     # a gold tag's rim
# a card face's ink ends this far down it (ui/sprites: the lowest pips' centres at 0.8 of its height, at
# most 0.06 of it in half-size); below, left of the bottom-right index (from 0.71 of its width), it is bare
FACE_INK_END = 0.87
INDEX_LEFT = 0.71
WIDE_TAG = 1.7          # a tag with longer words may be this many times its card's width, left of its index


def others_moves(match, seat, upto=None, known=None, kept=()):
    """[(mover, action, events)] of the moves the other seats made since `seat`'s latest action (up to move
    `upto`, by default all), oldest first, each with the events it caused as `seat` may know them; none
    for no seat (a spectator, a curtain) and none from before the latest new deal. `known`: a dict kept by
    the caller, {(move index, undos, seat): events}, so a move's events are worked out once (the newest
    from the match's state; older ones, after a Load, by playing on from the nearest checkpoint once). `kept`:
    action types of the seat's own that, its latest with no one else's move after them, do not end the marks
    (the board's marks_kept_over: NumberQuash's roll)."""
    if seat is None:
        return []
    n = len(match.actions) if upto is None else min(upto, len(match.actions))
    start = first_since(match, seat, n)
    while start == n and n > 0 and match.actors[n - 1] == seat and match.actions[n - 1].get("type") in kept:
        n -= 1                  # your roll: the others' moves before it stay marked till your move is made
        start = first_since(match, seat, n)
    if start == n:
        return []
    game = match.game
    known = {} if known is None else known
    if len(known) > 4 * LOOK_BACK:
        known.clear()
    missing = [i for i in range(start, n) if (i, match.undos, seat) not in known]
    if missing == [len(match.actions) - 1]:
        known[(missing[0], match.undos, seat)] = game.events(match.state, seat)
    elif missing:
        state = match.state_after(missing[0])
        for i in range(missing[0], n):
            state = game.apply(state, match.actions[i])
            known[(i, match.undos, seat)] = game.events(state, seat)
    out = []
    for i in range(start, n):
        events = known[(i, match.undos, seat)]
        if any(e.get("kind") in NEXT_ROUND_KINDS for e in events):
            out = []            # a new deal: what came before lies on a table that is gone
            continue
        out.append((match.actors[i], match.actions[i], events))
    return out


def chosen(marks_by_move, latest_only=False):
    """[(id, word)] from each move's marks, oldest move first: each object once, with the word of the first
    move that marked it (a card laid and then moved by a later chain is still "new"); `latest_only`: the
    marks of the last move that has any."""
    if latest_only:
        marks_by_move = [m for m in marks_by_move if m][-1:]
    out, seen = [], set()
    for marks in marks_by_move:
        for pid, word in marks:
            if pid not in seen:
                seen.add(pid)
                out.append((pid, word))
    return out


class RecentMarks:
    """The board's marks (`board.marks`): worked out once a position (the match's length, undos, the seat
    at the screen, the table built) and read by the painter, `--layout` and the boards' own drawing."""

    def __init__(self, board):
        self.board = board
        self._key = None
        self._marks = []
        self._wide = set()      # ids whose tag holds a covered piece's words too (shown_marks): it may grow
        self._events = {}       # (move index, undos, seat): the events it caused as that seat knows them
        self._held = (None, set())  # (position, ids the person picked up there): marks they ended

    def marked(self):
        """[(id, word or None)] of the objects on the table marked now. A piece the person has picked up
        (dragged, lifted by a click or a key, QUASH's card in the air of a swap) is theirs to move: picking
        it up is acting, so its mark goes for the rest of this position (the partner's Q♣ swapped out rode
        in the air with its "new" tag, review s21)."""
        b = self.board
        s = b.session
        table = b.table
        m = s.match
        position = (len(m.actions), m.undos, s.screen_seat)
        if self._held[0] != position:
            self._held = (position, set())
        held = self._held[1]
        held.update(pid for pid in (b.drag.dragging, b.drag.selected) if pid is not None)
        return [(pid, word) for pid, word in self._marks_now(table, s, m) if pid not in held]

    def _marks_now(self, table, s, m):
        """The marks of the position, worked out once (the table built, the seat at the screen)."""
        b = self.board
        key = (len(m.actions), m.undos, s.screen_seat, s.curtain, id(table))
        if key != self._key:
            self._key = key
            self._marks = []
            if table is not None and s.screen_seat is not None and s.curtain is None:
                moves = others_moves(m, s.screen_seat, known=self._events, kept=b.marks_kept_over)
                got = chosen([b.recent_marks(seat, action, events) for seat, action, events in moves],
                             b.marks_latest_only)
                self._marks, self._wide = shown_marks(b, table, got)
        return self._marks

    def moves(self):
        """The other seats' moves since the seat at the screen last acted, [(mover, action, events)] (others_moves,
        each move's events worked out once, as the marks read them), for a board's own news of them (The Game's
        caption of a statement that replaced another); none behind a curtain or with no seat at the screen."""
        s = self.board.session
        if s.screen_seat is None or s.curtain is not None:
            return []
        return others_moves(s.match, s.screen_seat, known=self._events, kept=self.board.marks_kept_over)

    def frames(self):
        """[(frame, tag rect, word, round)] of each mark, where its object is now (a card in flight carries
        its frame); before overlapping tags are merged (merge_tags)."""
        return [got[1:] for got in self.framed()]

    def framed(self):
        """[(piece or None for a place, frame, tag rect, word, round)] of each mark, where its object is
        drawn: a card raised (half lifted where a hint names it) framed as raised, its tag in the bare
        strip the lift leaves under it (a picked-up card has no mark: `marked`). Frame and tag stayed where
        the card was before its lift: the frame's top edge ran across the card, and "moved" ran past its
        tag (QUASH at 1024x640, session 21)."""
        b = self.board
        px = b.metrics.px
        out = []
        for pid, word in self.marked():
            piece = b.table.piece_by_id.get(pid)
            lift = 0
            if piece is not None:
                lift = b.drag.lift_offset(piece)
                thing = pygame.Rect(piece.rect).move(0, lift)
                rounded = piece.kind not in ("card", "die")     # a counter (NumberQuash's quasher) gets a ring
            else:
                thing = pygame.Rect(b.table.target_by_id[pid].rect)
                rounded = False
            frame = thing.inflate(px(6), px(6))
            tag = None
            size = tag_size(b)
            w = tag_width(word, size, px) if word else 0
            spot = b.mark_tag_spot(pid, w, tag_height(word, size, px)) if word and piece is not None else None
            if word and piece is not None and in_flight(b, piece):
                pass        # no tag rides a card flying in or turning over: it waits for the card to land (review 40)
            elif spot is not None:
                tag = pygame.Rect(spot)
            elif word and piece is None:
                # a place (Flush's pile): on its frame's bottom edge at the right, off its own words
                tag = pygame.Rect(0, 0, w, px(16))
                tag.midright = (frame.right - px(10), frame.bottom)
            elif word and -lift >= px(16):
                tag = pygame.Rect(0, 0, min(w, frame.w), px(16))
                tag.midtop = (thing.centerx, thing.bottom + px(1))
            elif word:
                # at the thing's bottom left, which a card's face leaves bare (its ranks are at the top left
                # and the bottom right), and which shows on a card the next one covers too
                room = int(thing.w * INDEX_LEFT) - px(4)
                if w <= room or pid not in self._wide:
                    tag = foot_tag(thing, min(w, room), px(16), px)
                    tag.x = thing.x + px(2)
                else:
                    # longer words (a covered card's, shown_marks) are not shrunk past reading to the
                    # card's bare band: the tag grows past the card's left side, its right end where the
                    # band's is, off the bottom-right index (centred on the card it covered the index:
                    # The Game's "new · over new yellow 1" over its 10's corner at 1024x640, review 32)
                    tag = foot_tag(thing, min(w, int(thing.w * WIDE_TAG)), px(16), px)
                    tag.right = thing.x + px(2) + room
                    tag = kept_on_panel(tag, thing, b.table.decor, word, px)
            out.append((piece, frame, tag, word, rounded))
        return out

    def layout(self):
        """The marks for `--layout` (the board's "marks"): each object's id, word and frame."""
        by_id = dict(self.marked())
        frames = self.frames()
        ids = [pid for pid, _ in self.marked()]
        return [{"id": pid, "word": by_id[pid], "rect": list(frame)} for pid, (frame, _, _, _) in zip(ids, frames)]


def shown_marks(board, table, got):
    """The marks of `got` ([(id, word)]) on objects on the table now, never on a card drawn face down; a
    piece all but hidden under a later
    one is not framed, and where the board words it (`covered_mark_words`: a bot's first card on a stack
    covered by its second in the same turn, review 22) their words, all the pieces under one worded at once,
    nearest first, join the tag of the marked piece over it (after its own word), so every card can be read. Also the ids whose tags hold such words (their
    tags may grow past the card: frames)."""
    shown, covered = [], []
    for pid, word in got:
        if pid in table.target_by_id:
            shown.append([pid, word])
        elif pid in table.piece_by_id:
            piece = table.piece_by_id[pid]
            if piece.kind == "card" and piece.code is None:
                continue    # a back says nothing of what is new (a trick gathered face down: review 23)
            over = hidden_under(table, piece)
            if over is None:
                shown.append([pid, word])
            else:
                covered.append((pid, word, over))
    by_id, wide, under = {m[0]: m for m in shown}, set(), {}
    for pid, word, over in covered:
        under.setdefault(over.id, []).append((table.piece_by_id[pid].z, pid, word))
    for oid, pieces in under.items():
        said = board.covered_mark_words([(pid, word) for _, pid, word in sorted(pieces, reverse=True)])
        if said and oid in by_id:
            mark = by_id[oid]
            mark[1] = board.covered_tag(oid, mark[1], said) if mark[1] else said
            wide.add(oid)
    return [tuple(m) for m in shown], wide


def hidden_under(table, piece, share=0.75):
    """Is `piece` all but hidden under a piece drawn over it in its zone (The Game's card under the one
    laid on it after, offset by a few pixels)? Its frame would cross the card on top, to mark what no
    one sees. The piece over it (the topmost such), or None."""
    home = pygame.Rect(piece.home)
    area = max(1, home.w * home.h)
    found = None
    for other in table.pieces:
        if other is piece or other.zone != piece.zone or other.z <= piece.z:
            continue
        over = home.clip(pygame.Rect(other.home))
        if over.w * over.h >= share * area and (found is None or other.z > found.z):
            found = other
    return found


def kept_on_panel(tag, thing, decor, word, px):
    """A wide tag, its right end fixed, cut at the left to the smallest panel drawn round `thing` (The
    Game's stack mat: the tag ran past its edge at 1280x800) where its words still read there at 9 px
    (draw_tags fits them to the tag); else as it was."""
    around = [d.rect for d in decor if isinstance(d, Panel) and d.rect.contains(thing)]
    if not around:
        return tag
    edge = min(around, key=lambda r: r.w * r.h).x + px(3)
    least = theme.text(word, 9, INK, True).get_width() + px(4)
    left = min(max(tag.x, edge), tag.right - least)
    return pygame.Rect(left, tag.y, tag.right - left, tag.h) if left > tag.x else tag


def tag_size(board):
    """The type size of a board's tags: 11 design pixels, never under the board's `mark_tag_px`."""
    return max(board.mark_tag_px, board.metrics.px(11))


def in_flight(board, piece):
    """Is `piece` on its way (gliding home, flying in from its origin, turning over)?"""
    return on_its_way(board, piece.id)


def tag_width(word, size, px):
    """A tag's width for its words at type `size` (its widest line where a board breaks them: `covered_tag`)."""
    return max(theme.text(line, size, INK, True).get_width() for line in word.split("\n")) + px(8)


def tag_height(word, size, px):
    """A tag's height: one line px(16), each line more px(12), as tall as its type's lines at least (their
    spacing a pixel tighter than the font's: The Game's two lines of 12 px keep to the strip over the card)."""
    line = theme.font(size, True).get_linesize()
    return max(px(16), line + 1) + max(px(12), line - 1) * word.count("\n")


def foot_tag(card, w, h, px):
    """A tag `w` x `h` at the foot of `card`, on its bare band under the pips and left of the bottom-right
    index; where that band is lower than the tag, over the bottom edge as far as the mark's frame round the
    card (QUASH's "new" tag covered the 9♥'s bottom left pip at 1024x640: review 16)."""
    tag = pygame.Rect(0, 0, w, h)
    tag.top = min(card.y + int(card.h * FACE_INK_END) + px(1), card.bottom + px(3) - h)
    return tag


def merge_tags(marks):
    """Tags that would overlap (two marked cards on one spot: the covered card's tag ran under the next
    one's and read "movedred" at 1024x640) become one tag over both, on the first, saying each word once
    ("new · moved"); the others' tag is None (each object keeps its frame). Each entry is (frame, tag, the
    object's own word, the tag's words, round)."""
    out = []
    for frame, tag, word, rounded in marks:
        k = None if tag is None else next(
            (i for i, (_, t, _, _, _) in enumerate(out) if t is not None and t.colliderect(tag)), None)
        if k is None:
            out.append((frame, tag, word, word, rounded))
        else:
            f, t, w, text, r = out[k]
            out[k] = (f, t.union(tag), w, text if word in text.split(" \u00b7 ") else f"{text} \u00b7 {word}", r)
            out.append((frame, None, word, word, rounded))
    return out


def draw(board, surface):
    """The marks' frames (their tags: draw_tags, over the hint's outline), each where its object shows:
    drawn after the pieces, a frame round a card the next one partly covers ran across that card (QUASH at
    four seats, 1024x640: Bot 2's 9♦ under Bot 4's 10♣ on one spot, review 34a), so it stops at the cards
    drawn over it (frame_room)."""
    if board.table is None or board.session.curtain is not None:
        return
    px = board.metrics.px
    order = board.painter.order()
    clip = surface.get_clip()
    for piece, frame, _, _, rounded in board.marks.framed():
        if rounded:
            pygame.draw.circle(surface, theme.GOLD, frame.center, max(frame.w, frame.h) // 2, max(2, px(3)))
            continue
        if piece is not None:
            surface.set_clip(clip.clip(frame_room(piece, frame, order, board.drag)))
        pygame.draw.rect(surface, theme.GOLD, frame, max(2, px(3)), border_radius=px(8))
        surface.set_clip(clip)


def tag_tips(board, surface):
    """The marks' tags as places with a tooltip (table.TableTip), where the board says what its word means
    (`mark_tip`): Flush's pile said "new" and a new player asked what was new (review 59)."""
    if board.table is None or board.session.curtain is not None:
        return []
    out = []
    for i, (_, tag, _, word, _) in enumerate(merge_tags(board.marks.frames())):
        said = board.mark_tip(word) if tag is not None else None
        if said:
            out.append(TableTip(f"mark-tag:{i}", words_room(board, tag, word.split("\n"), surface.get_rect())[0], said))
    return out


def words_room(board, tag, lines, bounds):
    """(rect, type size) a tag of `lines` is drawn in: `tag` itself where its words fit it at the board's least
    size, else widened about its centre to hold them (inside `bounds`): a merged tag, as wide as the two it
    joins, cut "new · moved" to "w · moved" on a bot's overlapping double in QUASH (review 46-1b)."""
    px = board.metrics.px
    least = board.mark_tag_px
    size = min(theme.fit_size(line, tag_size(board), tag.w - px(4), True, least) for line in lines)
    need = max(theme.text(line, size, INK, True).get_width() for line in lines) + px(8)
    if need <= tag.w:
        return tag, size
    wide = tag.inflate(need - tag.w, 0)
    return wide.clamp(bounds), size


def frame_room(piece, frame, order, drag):
    """The part of `frame` (round `piece`) to draw: all of it, less the columns past a side of the card that
    a piece drawn over it (in `order`, bottom to top) covers and the rows under a row in front of its foot
    (shown_part): the frame's lines there would lie across that piece."""
    r = piece.rect.move(0, drag.lift_offset(piece))
    part = shown_part(piece, order, drag) if piece in order else r
    left = part.left if part.left > r.left else frame.left
    right = part.right if part.right < r.right else frame.right
    bottom = part.bottom if part.bottom < r.bottom else frame.bottom
    return pygame.Rect(left, frame.top, max(0, right - left), max(0, bottom - frame.top))


def drawn_tags(board, bounds):
    """[(rect, lines, type size)] of the marks' tags as drawn inside `bounds`: each merged tag (merge_tags) whose
    words do not fit it on one line stacked, a word a line (stacked_tag), each tag widened to hold its words only
    then (words_room)."""
    out = []
    for _, tag, own, word, _ in merge_tags(board.marks.frames()):
        if tag is None:
            continue
        if word != own:
            tag, word = stacked_tag(board, tag, word, bounds)
        lines = word.split("\n")
        rect, size = words_room(board, tag, lines, bounds)
        out.append((rect, lines, size))
    return out


def stacked_tag(board, tag, text, bounds):
    """(rect, words) of a merged tag ("new · moved"): as it is where its one line fits it at the board's least type
    size, else its words one under another, the tag grown upward over its own card's bare foot from the same bottom
    left: widened about its centre it ran over the next card's bottom-right rank and out of the spot (QUASH advanced,
    1024x640, review s60)."""
    px, least = board.metrics.px, board.mark_tag_px
    if theme.text(text, least, INK, True).get_width() + px(8) <= tag.w:
        return tag, text
    words = text.split(" \u00b7 ")
    size = tag_size(board)
    w = max(tag_width(line, least, px) for line in words)
    h = tag_height("\n".join(words), size, px)
    rect = pygame.Rect(tag.x, tag.bottom - h, max(w, tag.w), h)
    return rect.clamp(bounds), "\n".join(words)


def draw_tags(board, surface):
    """The marks' tags, over every frame and over the hint's outline and arrow (a hint on Flush's pile
    drew its blue outline across the pile's "new": session 22)."""
    if board.table is None or board.session.curtain is not None:
        return
    px = board.metrics.px
    for tag, lines, size in drawn_tags(board, surface.get_rect()):
        theme.panel(surface, tag, theme.GOLD, 250, min(tag.h // 2, px(8)), EDGE, 1)
        step = tag.h / len(lines)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, size, (tag.centerx, tag.y + int(step * (i + 0.5))), INK, True, "center")
