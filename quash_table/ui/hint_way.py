"""The hint arrow's way on the table (HintOverlay's part that finds it): from the hinted piece to its
target round the words, plates and tags, softly round the other cards, the message placed against its first
way (`arrow_band`) and gone round by the way drawn (`arrow_parts`). A mixin of `hints.HintOverlay`, which
holds the hint (`current`), its board and `_shown_part`."""

from typing import NamedTuple

import pygame

from . import hint_arrow
from .arrow_cut import band, clear_of, rect_less
from .arrow_calm import CALM_PRICE, CALM_TURN, calm_way
from .arrow_head import HeadRoom
from .arrow_route import (LONGEST, TIGHT_PRICE, TURN_COST, closer_if_cheaper, crosses_any, length, path_cost,
                          route_out_into, slide_start, way_cost)

CARD_COST = 2.0         # what a hint's arrow crossing a card costs a pixel, besides its length (a detour
INDEX_COST = 4.0        # round it is taken up to three times as long); over its corner index, more again
SOURCE_COST = 4.0       # ... and over the face of the card it comes from, as over an index: the arrow left The Game's red 1
                        # by its side and ran back across its own "1" (session 27)
PROMPT_COST = 1.5       # ... and over the drawn turn's prompt, less than a card: a short way round its end is taken,
                        # not a loop (right over QUASH's hand at 4 players the way across it stays: test_kit_s26_arrows2)
WORD_COST = INDEX_COST  # ... and over a board's words in its play (`arrow_soft`: NumberQuash's cell numbers)
PANEL_COST = 1.0        # ... and crossing a panel's empty part (`t.panels`: QUASH's plates), less than a card
ROUND_WORDS = 2.0       # how much longer than the straight line a way round the hint's own words may be; else it
                        # passes under them, left out there (at 3.6 it looped round The Game's pile, session 27)
EDGE_ROOM = 24          # a hint arrow's way round a panel keeps this far (px at 1280x800) inside the table
EDGE_INSET = 6         # a start slid along its piece's edge (arrow_route.slide_start) stays this far (px at 1280x800)
                        # from its corners
CALM_STEP = 20          # the grid (px at 1280x800) a calm way's single bend is looked for on (arrow_calm)
LONG_WAY = 1.25         # a way of one bend this many times its straight line is weighed against a calm one across the
                        # board's read-through panels (arrow_read_through: QUASH's own plate, review 40)
HEAD_IN = 16            # how far (px at 1280x800) the arrow's head goes into its target: just inside it


class WayAsk(NamedTuple):
    """What every way of one hint's arrow is routed with (arrow_route.route_out_into's, the calm way's): from `starts`
    into `target`, the soft costs, the target's own words (`own`, its ends' walls), the table less its edge, the
    longest way, the head (its length, how far in), the route memo, the head's room and the soft costs' reach."""
    starts: list
    target: pygame.Rect
    soft: list
    own: list
    bounds: pygame.Rect
    longest: float
    head: tuple
    memo: dict
    head_room: HeadRoom
    reach: int

    def out_into(self, rects, margin, end_clear=None, longest=None, within=None):
        """route_out_into round `rects` grown by `margin` (its ends clear of `own` unless `end_clear` is given)."""
        return route_out_into(self.starts, self.target, rects, margin, self.bounds,
                              self.longest if longest is None else longest, self.soft,
                              self.own if end_clear is None else end_clear, self.head, self.memo, self.head_room,
                              self.reach, within)


class Calm(NamedTuple):
    """What a calm way (hint_way._calm) weighs besides the WayAsk: the piece's edge points (`ways`), the cards beside
    them (`on_card`: no start there), its shown part, the words on the table (`texts`) and the message's (`said`),
    the board's walls, the tags, its crossable parts, the drawn prompt and the words in and beside the target (`own`,
    ungrown: WayAsk's `own` are them grown by the head)."""
    ways: list
    on_card: list
    shown: pygame.Rect
    texts: list
    said: list
    walls: list
    tags: list
    crossable: list
    prompt: object
    own: list


class HintArrowWays:
    _tip = None
    _route = None       # (what it was made for, the path) of the way drawn last
    _whole = ([], None, [])     # the way drawn whole: (legs, tip, the words it is see-through over)

    def _tags(self, piece, target):
        """Rects of the small tags drawn over the table now that the arrow goes round: the kit's marks on
        the other seats' moves ("new", "moved") and the board's own (`arrow_tags`: QUASH's "drawn", its
        badges), not those on the hinted piece itself (it starts there)."""
        got = [tag for _, tag, _, _ in self.board.marks.frames() if tag is not None]
        got += [pygame.Rect(r) for r in self.board.arrow_tags()]
        return [r for r in got if not r.colliderect(piece)]

    def arrow_parts(self):
        """The hint's arrow as drawn, the line parts [(from, to)]: its first way (`_first`), or one round the
        message where the first lies under its edge (the words' strip between QUASH's hand and board had no room
        beside it, session 23); the message is placed against the first way (arrow_band), so neither depends on the
        other's answer. The drawn turn's prompt is no wall: crossed, it reads through the arrow (arrow_drawn).
        [] when there is none."""
        first = self._first()
        painter = getattr(self.board, "painter", None)
        if not first or painter is None:
            return first
        # ... over its solid stroke, not its glow alone: round a message whose edge lay over the glow, The Game's
        # arrow made a dog-leg round the words placed beside it (review 32)
        grown = self._parts_grown(first, self.board.metrics.px(hint_arrow.EDGE))
        said = self._said_rect()
        if said is None or not any(said.clipline(u, v) for u, v in grown):
            return first
        # ... the prompt at its soft cost alone (PROMPT_COST): a wall, it sent the arrow along the top of QUASH's hand
        # round the pill's end, or round the plates by the table's edge, to a spot it crossed the pill straight to
        # (review 40); turned aside from the prompt alone, the way ran under the hint's words placed off the first
        # (QUASH at 1280x800, session 33): the first way stands over it
        prompt = self._prompt_place() if painter.shows_prompt() else None
        return self._arrow([said], prompt)

    def _prompt_place(self):
        """Where the turn's prompt lies (drawn, or under a message), or None."""
        painter = getattr(self.board, "painter", None)
        return painter.prompt_rect() if painter is not None else None

    def _first(self):
        """The arrow's first way, which the message is placed against: round everything but the message and
        the prompt (whose place the message may take)."""
        return self._arrow(None)

    def _said_rect(self):
        """Where the board's message lies on the table now, or None."""
        painter = getattr(self.board, "painter", None)
        if painter is None or self.board.message is None:
            return None
        return pygame.Rect(painter.message_rect())

    def _parts_grown(self, parts, beyond):
        """`parts` as the segments of the edges of the arrow's stroke grown by `beyond` px (its dark edge, its
        glow): a message over them is over it."""
        m = self.board.metrics
        half = hint_arrow.stroke_width(m) // 2 + beyond
        out = []
        for u, v in parts:
            if u == v:
                continue
            n = (v - u).normalize().rotate(90) * half
            out += [(u + n, v + n), (u - n, v - n), (u, v)]
        return out

    def _card_costs(self, moved, target):
        """(rect, weight) of the cards a hint's arrow should not cross, softly: every card on the table but the
        one to move and those on its target, their shown part, more for their corner indices (QUASH at 4
        players, session 22: it crossed other hand cards' rank corners, and a card played beside its
        target). The arrow crosses them only where no clean way is short enough."""
        table = self.board.table
        order = self.board.painter.order()
        lift = self.board.drag.lift_offset
        # the same cards where they were: the same costs (each card's shown part looks at every card above it)
        key = (tuple(target), moved.id, tuple((p.id, tuple(p.rect), lift(p)) for p in order))
        if self._costs is not None and self._costs[0] == key:
            return list(self._costs[1])       # a copy: the caller adds the panels to it
        out = []
        for p in table.pieces:
            if p is moved:
                continue
            r, corners = self._corners(p)
            on = r.clip(target)
            if on.w * on.h * 3 >= r.w * r.h:
                continue
            shown = self._shown_part(p, order)
            out.append((shown, CARD_COST))
            for corner in corners:
                index = corner.clip(shown)
                if index.w and index.h:
                    out.append((index, INDEX_COST))
        self._costs = (key, list(out))
        return out

    _costs = None       # (the cards as they lay, their costs) of `_card_costs`' last answer

    def _arrow(self, said=None, prompt=None):
        """`_way(said)`, worked out once a frame: the frame asks for it several times (the message's place,
        its band, the parts drawn), and each time priced every card on the table: at 6 seats NumberQuash
        took ~0.8 s a frame on a loaded machine, and the window seemed frozen while a hint showed
        (review 27)."""
        h = self.current
        key = (self.board.now, id(h), h and tuple(h["marks"]), id(self.board.table), len(self.board.table.pieces),
               tuple(tuple(r) for r in said or ()), prompt and tuple(prompt))
        memo = self._frame_ways
        if memo is None or memo[0] != key:
            parts = self._way(said, prompt)
            memo = self._frame_ways = (key, parts, self._tip, self._whole)
        self._tip, self._whole = memo[2], memo[3]
        return list(memo[1])

    _frame_ways = None      # (what for, parts, tip) of `_arrow`'s answer this frame

    def _way(self, said=None, prompt=None):
        """The hint's arrow from its piece to its target as the line parts drawn [(from, to)]: from the card
        (or die) to move, by the cheapest way round the words on the table (and `said`: the message's and
        the prompt's rects, when given), the board's `arrow_clear` rects (plates, panels) and the marks' tags, softly round the
        other cards (`_card_costs`), its head clear of them and of the target's own words (Quadruple War's
        trick caption, session 23) (arrow_route.route_into); where no way round everything is short
        enough, round the plates and tags alone, its parts over words left out; [] when there is none."""
        self._tip, self._whole = None, ([], None, [])
        h = self.current
        if h is None:
            return []
        m = self.board.metrics
        table = self.board.table
        p = next((table.piece_by_id[i] for i in h["marks"] if i in table.piece_by_id), None)
        t = next((table.target_by_id[i] for i in h["marks"] if i in table.target_by_id), None)
        if p is None or t is None:
            return []
        # into the part of the target the board frames (Target.frame), as the hint's outline does: to the
        # corner of Quadruple War's mat, its outline round your place on it, it pointed away (session 44)
        shown = self._shown_part(p)         # what shows of it, raised as drawn
        z = pygame.Vector2(t.frame.center)
        # from the middle of its edge that faces the target, or a quarter along it, or its side (`_starts`), not where
        # another card lies: from the side of a hand card it ran over its neighbour's face
        # (QUASH at 4 players, session 23)
        soft = self._card_costs(p, t.frame)
        on_card = [r.inflate(m.px(6), m.px(6)) for r, _ in soft]
        starts, ways, index, worded = self._starts(p, shown, z, on_card)
        # the board's panels (plates) are crossed at a cost, their words gone round as any: a plate is no wall
        soft += [(pygame.Rect(r), PANEL_COST) for r in table.panels
                 if not pygame.Rect(r).colliderect(shown) and not pygame.Rect(r).colliderect(t.frame)]
        # the board's own words in its play (NumberQuash's cell numbers): crossed at a cost, a way round them
        # taken where it is short (the arrow ran over your other cells' numbers on its way to one, session 29)
        soft += [(pygame.Rect(r), cost) for r, cost in self.board.arrow_soft()
                 if not pygame.Rect(r).colliderect(shown) and not pygame.Rect(r).colliderect(t.frame)]
        # the board's plates (NumberQuash's octagons): crossed at their cost, the one holding the target too: the
        # arrow ran across the rim and cells of your right octagon into its 4, by your caption (review 34b). ... less
        # the target and the margin round it (arrow_cut.rect_less): a plate's rect over an end point was left out of
        # that way's costs whole (arrow_route.priced_soft), so each of the target's end points had other costs, and
        # the route's corners and legs, kept for one set of costs, were worked out again for each (session 36:
        # NumberQuash's steal arrow took twice the CPU with its octagons)
        hole = t.frame.inflate(2 * (m.px(hint_arrow.ARROW_CLEAR) // 2 + 1), 2 * (m.px(hint_arrow.ARROW_CLEAR) // 2 + 1))
        soft += [(part, cost) for r, cost in self.board.arrow_plates() if not pygame.Rect(r).colliderect(shown)
                 for part in rect_less(r, hole)]
        # the turn's prompt where drawn (arrow_parts), at a word's cost: the arrow crossed it right over the
        # hinted card, where it is no word to go round, though a way round its end was short (QUASH at 4
        # players, 1024x640, session 27)
        if prompt is not None and not prompt.colliderect(shown) and not prompt.colliderect(t.frame):
            soft.append((pygame.Rect(prompt), PROMPT_COST))
        # its own card's face, a little inside the edges it starts from: route leaves out a soft rect grown
        # (by half its margin, at most half of ARROW_CLEAR) over a start
        inner = m.px(hint_arrow.ARROW_CLEAR) // 2 + 3
        if shown.w > 2 * inner and shown.h > 2 * inner:
            soft.append((shown.inflate(-2 * inner, -2 * inner), SOURCE_COST))
        # ... and its own corner index where it leaves past it (a fanned card's strip, `_starts`): the arrow ran back
        # along the edge over its rank and suit, seeming to leave from the card's top left corner (QUASH, session 39)
        if not any(q in ways for q in starts):
            soft += [(r, INDEX_COST) for r in index]
        if min((z - q).length() for q in starts) <= m.px(40):
            return []
        room = m.px(hint_arrow.ARROW_CLEAR)
        # the head is broader than the stroke: a tag keeps clear of it too (grown by the difference)
        head = m.px(hint_arrow.TIP_HALF) + m.px(hint_arrow.EDGE + hint_arrow.GLOW) - room
        # ... and the board's parts gone round as those but crossed by a calm way (arrow_crossable: Flush's tray)
        crossable = [(pygame.Rect(r), cost) for r, cost in self.board.arrow_crossable()]
        walls = [pygame.Rect(r) for r in table.arrow_clear]
        clear = walls + [r for r, _ in crossable]
        # ... but a tag on the target itself (the kit's "new" on Flush's pile) is its own words (`own`, below): walled
        # off at the pile's corner, it left the arrow from the right of your hand no way up into it (session 49)
        marks = self._tags(shown, t.frame)
        tags = [r.inflate(2 * head, 2 * head) for r in marks if not r.colliderect(t.frame)]
        # the words on the piece or the target themselves are not gone round: the arrow ends there, its
        # head clear of the target's own (end_clear)
        texts, own = [], []
        for r in map(pygame.Rect, table.text_rects()):
            if shown.contains(r):       # its own words
                continue
            if shown.colliderect(r):    # words over its edge: crossed at a word's cost, steeply, from a start clear
                soft.append((r, WORD_COST))     # of them, not along them ("you may turn it up", Flush, review 31)
                continue
            (own if t.frame.colliderect(r) else texts).append(r)
        own += [r for r in marks if r.colliderect(t.frame)]
        plain = list(texts)
        # the board's panels whose words a calm way may cross (arrow_read_through), the arrow whole over them
        through = [pygame.Rect(r) for r in self.board.arrow_read_through()]
        through_words = [r for r in texts if any(q.contains(r) for q in through)]
        # ... not those at its very start, which no way goes round: the arrow left out under them began past
        # them, away from its card (QUASH at 4 players, 1024x640: the prompt right over the hand)
        at_start = [r for r in said or () if any(pygame.Rect(r).inflate(2 * m.px(hint_arrow.ARROW_CLEAR),
                                                                         2 * m.px(hint_arrow.ARROW_CLEAR)).collidepoint(q)
                                                  for q in starts)]
        round_said = [r for r in said or () if not r.colliderect(shown) and not r.colliderect(t.frame) and r not in at_start]
        texts += round_said
        # ... and of words beside the target: a way into it squeezed past them had its broad head on them
        # (QUASH's spot labels, session 23)
        near = t.frame.inflate(2 * m.px(hint_arrow.TIP_LENGTH), 2 * m.px(hint_arrow.TIP_LENGTH))
        own_words = own + [r for r in texts if near.colliderect(r)]
        own = [r.inflate(2 * head, 2 * head) for r in own_words]
        key = (tuple(map(tuple, starts)), tuple(z), tuple(tuple(r) for r in clear + tags + texts + own),
               tuple((tuple(r), w) for r, w in soft))
        got = self._routes.get(key)
        if self.board.arrow_line:       # one line, the same for the hint's short words and its why, from the edge
            # point nearest the target whose line crosses no other card, under words over its edge or not: a line
            # crosses them steeply (from Flush's hidden base by its side, past "you may turn it up", over the next base)
            pool = [q for q in ways if not any(r.collidepoint(q) for r in on_card + index)] or starts
            got = ([min(pool, key=lambda q: (crosses_any(q, z, on_card), (z - q).length())), z], room)
        if got is None:
            bounds = self.board.areas()[1].inflate(-2 * m.px(EDGE_ROOM), -2 * m.px(EDGE_ROOM))
            tight = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE) + 1   # the solid stroke clear
            # its whole head on the last leg, its point inside the target (arrow_head.head_fits)
            head = (m.px(hint_arrow.TIP_LENGTH), m.px(HEAD_IN))

            # round the message (and the drawn prompt) only a little longer than the line (ROUND_WORDS): round
            # The Game's hint bar, across the table between hand and stacks, it looped round the draw pile
            longest = ROUND_WORDS if round_said else LONGEST
            # what the segments cross, kept over all the ways tried (arrow_route.Memo), and over this hint's later
            # ways: the way round its message prices the same cards between the same corners (session 34)
            memo = self._hint_memo(h)
            # the other cards, words and boxes paid for within half the full margin of the line, whichever margin a
            # way keeps. The drawn arrow's whole reach (0.8 of the margin, tried in session 33) moved QUASH's 4-player
            # hints into the smaller type (test_quash_messages28) and was removed unused (session 34)
            reach = room // 2
            # where its point goes and what its head covers there, weighed with each way (arrow_head.HeadRoom)
            room_for_head = HeadRoom(self._head_size(), self._head_keep(p, t.frame, shown, said))

            ask = WayAsk(starts, t.frame, soft, own, bounds, longest, head, memo, room_for_head, reach)

            def way(margin, words):
                return ask.out_into(clear + tags + words, margin) \
                    or ask.out_into(clear + tags + words, margin, end_clear=()) or None
            full = way(room, texts)
            # a closer way can be worth it only where the full one is this much longer than the line
            line = min((z - q).length() for q in starts)
            # ... and only for a way cheap enough to be taken (closer_if_cheaper): the searches for dearer ones
            # were most of NumberQuash's six-seat steal arrow's CPU (session 34)
            # (weighed without the turns, TURN_COST, as closer_if_cheaper weighs them: a closer way with up to two
            # turns more than the full one searched for)
            turns = full and TURN_COST * max(0, len(full[0]) - 2)
            close = ask.out_into(clear + tags + texts, tight, within=full and (full[1] - turns) / TIGHT_PRICE + turns
                                 + 2 * TURN_COST) \
                if full is None or full[1] - turns > TIGHT_PRICE * line else None
            path, which = closer_if_cheaper(full, close)
            if path is None and round_said:
                # no short way round the message: the way round the rest, its part under the message left out
                # (the cut below), rather than round the table
                path = (way(room, plain) or (None,))[0]
            if path is None:
                path = (ask.out_into(clear + tags, room, end_clear=(), longest=LONGEST) or ([starts[0], z],))[0]
            margin = tight if which == "tight" else room
            # ... or a straight line or a single bend, bending anywhere, where that costs at most CALM_PRICE times as
            # much: turning at corners alone, Flush's arrow went round the tray and the buttons in five legs where
            # one bend right of the buttons was clear (session 36)
            # ... and where it bends once but runs LONG_WAY times the line or more, across the board's read-through
            # panels too (arrow_read_through: QUASH's own plate), their words read through it: round your plate's
            # words, the arrow to spot 2 went up past it and back over spot 3's card, 1.6 times the line (review 40)
            long = which is not None and length(path) > LONG_WAY * line
            if which is not None and (len(path) > 3 or long):
                path = self._calm(path, ask, room, Calm(ways, on_card + index, shown, texts, round_said, walls, tags,
                                                        crossable + [(r, 0.0) for r in through if long], prompt,
                                                        own_words))
            # ... leaving its piece in line with a later leg where the edge allows: no hook round a caption beside
            # its start, no Z where a start a little along the edge has one bend (The Game, review 34)
            path = slide_start(path, self._edge_of(path[0], shown, m.px(EDGE_INSET)), clear + tags + texts, margin,
                               lambda q: path_cost(q, soft, room, reach=reach),
                               lambda q: not any(r.collidepoint(q) for r in on_card + worded + index))
            if self.board.straight_arrow and not gentle(path):    # one line, not a zigzag or a hook past its end
                path = [path[0], path[-1]]
            got = (path, margin)
            if len(self._routes) > 8:
                self._routes.clear()
            self._routes[key] = got
        path, cut = got
        self._route = (key, path)
        path = list(path)
        # ... its point at the target's edge, further in only as far as its head must to keep off what a player
        # reads there (arrow_head.head_tip)
        path[-1] = HeadRoom(self._head_size(), self._head_keep(p, t.frame, shown, said)).tip(path, t.frame)
        parts = []
        for u, v in zip(path, path[1:]):
            parts += clear_of(u, v, [r for r in texts if r not in through_words] + walls, cut)
        legs = [(u, v) for u, v in zip(path, path[1:]) if u != v]
        # the arrow is drawn whole all the same (arrow_drawn): where it had no clear way, see-through over the
        # words it crosses, so both read. Left out there, a 12's steal at 6 seats came in three pieces across
        # NumberQuash's middle band, and a new player could not follow it (review 28)
        if legs:
            veils = [r for r in texts + walls if any(crosses_any(u, v, [r]) for u, v in legs)]
            self._whole = (legs, (legs[-1][1], (legs[-1][1] - legs[-1][0]).normalize()), veils)
        while parts and (parts[-1][1] - parts[-1][0]).length() < m.px(hint_arrow.TIP_LENGTH) - 0.5:
            parts.pop()                  # text over its end: the arrow ends short of it (its head whole)
        if parts:
            # the head along the part it ends (a leg gone whole: not the direction of the leg after it)
            self._tip = (parts[-1][1], (parts[-1][1] - parts[-1][0]).normalize())
        return parts

    def _calm(self, path, ask, margin, c):
        """`path` (of two bends or more), or a straight line or a single bend (arrow_calm.calm_way) where one costs at
        most CALM_PRICE times as much, its turns after the first counted CALM_TURN more: turning at corners alone,
        Flush's arrow went round the tray and the buttons in five legs, and the turn-up's round the hand in seven
        (session 36). `ask`: the arrow's ways' WayAsk; `c`: what else the calm way weighs (Calm). It crosses the
        board's crossable parts (arrow_crossable: Flush's tray) and the words in them, the words by its piece (steeply
        across Flush's "you may turn it up", from any free edge) and the drawn turn's prompt at their costs, read
        through it (arrow_drawn); where none is, and `path` turns four times or more, any words but the message's
        and the target's own at a word's cost. Its head lies on no more words than `path`'s (session 37)."""
        m = self.board.metrics
        room = m.px(hint_arrow.ARROW_CLEAR)
        turns = len(path) - 2
        target, texts, said = ask.target, c.texts, c.said
        worth = CALM_PRICE * (way_cost(path, ask.soft, margin, target, ask.head_room, ask.reach)
                              + CALM_TURN * (turns - 1))
        by_piece = c.shown.inflate(2 * room, 2 * room)
        over = [r for r in texts if r not in said and (by_piece.colliderect(r) or any(g.colliderect(r) for g, _ in c.crossable))]
        if c.prompt is not None and c.prompt in texts:
            over.append(c.prompt)
        free = [q for q in c.ways if not any(r.collidepoint(q) for r in c.on_card)] or ask.starts
        # (four turns, not three: a way round the message in three turns, past the drawn prompt's end and between RED's
        # badge and your plate's words, gave way to one bend across "11 cards · dealer", the arrow left out there in
        # pieces: QUASH at 4 players, 1024x640, test_quash_board27; Flush's ways round its tray turned four to six times)
        tries = [over] + ([[r for r in texts if r not in said or r == c.prompt]] if turns >= 4 else [])
        # the target's own words are an end's wall only where the way it replaces kept off them: where none did
        # (route_out_into's way with no end_clear), the calm way ends as that one, its head priced on them
        # (head_room). Flush's pile at six seats, 1024x640: its words grown by the head left one end point, walled
        # in, and every arrow into it went round the tray and the stock in four or five legs (session 36)
        own = ask.own
        kept = not any(crosses_any(u, v, [r.inflate(2 * margin - 2, 2 * margin - 2) for r in own])
                       for u, v in zip(path, path[1:]))
        # ... and its head on no more words than that way's (session 37: into Flush's pile it lay on "play 10 or lower")
        glow = m.px(hint_arrow.GLOW)
        # (the tags too, a player reads them: the "new" on Flush's pile, crossed now, not gone round, session 49)
        read = HeadRoom(self._head_size(), [pygame.Rect(r).inflate(2 * glow, 2 * glow)
                                            for r in self.board.table.text_rects() + self._tags(c.shown, target)
                                            if not c.shown.colliderect(r)])
        # ... where it kept off them, the calm way's shaft crosses the target's own words at a word's cost, read through,
        # its head kept off them (`read`), not round them as walls: grown by the head, the pile's captions at its foot
        # and the tray's first line walled the pile in from below, and the arrow from your hand came round the
        # buttons, the discard and over the new pile's words (six seats, 1024x640, session 49)
        own_cost = [(r, WORD_COST) for r in c.own if kept and r not in texts]
        # ... and the words inside a crossable part (arrow_crossable: Flush's tray) at that part's cost alone, read
        # through as it says: each line of the tray's news at a word's cost more sent the arrow from the right of your
        # hand round the tray's far side, 1.7 times the line (session 49)
        read_through = [r for r in texts if any(g.contains(r) for g, _ in c.crossable)]
        for words in tries:
            calm = calm_way(free, target, c.walls + c.tags + [r for r in texts if r not in words], margin, ask.bounds,
                            ask.soft + c.crossable + [(r, WORD_COST) for r in words if r not in read_through] + own_cost,
                            (), ask.head,
                            ask.head_room, ask.reach, m.px(CALM_STEP), ask.longest, worth,
                            words=(read, read.price(path, target)))
            if calm is not None:
                return calm[0]
        return path

    def _starts(self, piece, shown, z, on_card):
        """Where the arrow from `piece` (its shown part `shown`) to the point `z` may leave: the middle of the edge of
        `shown` facing z (its top or foot unless z lies more beside it than above or below), the quarter of that edge
        towards z, the middle of its side, each not on another card (`on_card`), its own corner index or words over
        its edge. The routed way and the quick way drawn meanwhile (arrow_offframe) both leave from these: the quick
        one, from the middle of a fanned card's shown strip, left from its corner index, the card's top left (QUASH
        at 4 players, 1024x640, session 39). (starts, every edge point tried, the index's rects, the words' rects)."""
        m, table = self.board.metrics, self.board.table
        d = z - pygame.Vector2(shown.center)
        upright = pygame.Vector2(shown.centerx, shown.top - 1 if d.y < 0 else shown.bottom)
        beside = pygame.Vector2(shown.left - 1 if d.x < 0 else shown.right, shown.centery)
        # ... and the quarter of that edge towards the target: from its middle The Game's red 8 (1280x800) had
        # "Your hand" in its way and went round it, left, then back right over the table (session 27)
        leaning = pygame.Vector2(upright.x + (shown.w // 4 if d.x > 0 else -(shown.w // 4)), upright.y)
        # ... none of them (nor a start slid along the edge) with its foot on the card's own corner index, its rank
        # and suit: QUASH's 2 of spades at 1024x640, two rows, left by the quarter of its top towards spot 1 (session 36)
        index = self._own_index(piece, shown)
        for r in index:             # (the quarter moved in past it, towards the middle)
            if r.collidepoint(leaning):
                x = r.left - 1 if d.x > 0 else r.right
                leaning = pygame.Vector2(max(x, upright.x) if d.x > 0 else min(x, upright.x), upright.y)
        ways = [upright, leaning, beside] if abs(d.y) >= abs(d.x) else [beside, upright, leaning]
        # every free one of them: the way's cost chooses (route_out_into), not which faces the target more
        free = [q for q in ways if not any(r.collidepoint(q) for r in on_card + index)]
        # ... where none is (a fanned card's narrow shown strip: its top's middle on its index, its side on the next
        # card), the middle of what its facing edge shows past the index, not the index itself
        past = [pygame.Vector2((a + b) // 2, upright.y) for r in index if r.collidepoint(upright)
                for a, b in ((r.right, shown.right), (shown.left, r.left)) if b - a > 2]
        starts = free or [q for q in past if not any(r.collidepoint(q) for r in on_card + index)][:1] or ways[:1]
        # ... and not under words over its edge, where a way from there has them (left out: route) under its
        # start: from the top of Flush's freed hidden card it ran along "you may turn it up" (review 31)
        worded = [pygame.Rect(r).inflate(2 * m.px(hint_arrow.ARROW_CLEAR), 2 * m.px(hint_arrow.ARROW_CLEAR))
                  for r in table.text_rects() if not shown.contains(r)]
        starts = [q for q in starts if not any(r.collidepoint(q) for r in worded)] or starts
        return starts, ways, index, worded

    def _own_index(self, piece, shown):
        """The corner indices of the card the arrow leaves (top left, foot right, as `_card_costs` prices the other
        cards'), each grown by the arrow's foot (half its stroke, its dark edge): no start lies in them."""
        m = self.board.metrics
        foot = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)
        out = [c.clip(shown) for c in self._corners(piece)[1]]
        return [c.inflate(2 * foot, 2 * foot) for c in out if c.w and c.h]

    def _corners(self, piece):
        """(where `piece` lies now, lifted too; its two corner indices, rank and suit: top left and foot right, each
        30% of the card and at least 8 px): what the arrow prices, starts off and keeps its head from."""
        m = self.board.metrics
        r = piece.rect.move(0, self.board.drag.lift_offset(piece))
        w, h = max(m.px(8), int(r.w * 0.3)), max(m.px(8), int(r.h * 0.3))
        return r, [pygame.Rect(r.x, r.y, w, h), pygame.Rect(r.right - w, r.bottom - h, w, h)]

    @staticmethod
    def _edge_of(start, shown, inner):
        """The part of the edge of the piece's shown part `shown` that `start` lies on which the arrow may leave by
        (`inner` px short of its corners, EDGE_INSET): (a, b)."""
        if start.y in (shown.top - 1, shown.bottom):
            return (shown.left + inner, start.y), (shown.right - inner, start.y)
        return (start.x, shown.top + inner), (start.x, shown.bottom - inner)

    _memo = (None, None)    # (the hint and table, the route memo of its ways)

    def _hint_memo(self, h):
        """The route memo (arrow_route.Memo) kept for the ways of the hint `h` on this table: its first way and the
        way round its message share what their segments cross (its keys name the rects: a way with other rects
        works its own out). A helper thread routing a way (arrow_offframe) fills the same one."""
        key = (id(h), id(self.board.table))
        if self._memo[0] != key:
            self._memo = (key, {})
        return self._memo[1]

    def _head_size(self):
        """The head as drawn, its dark edge included (its glow: `_head_keep`'s rects grown by it): (length, half
        breadth) in screen px."""
        m = self.board.metrics
        return m.px(hint_arrow.TIP_LENGTH) + m.px(hint_arrow.EDGE), m.px(hint_arrow.TIP_HALF) + m.px(hint_arrow.EDGE)

    def _head_keep(self, moved, target, shown, said):
        """What the arrow's head keeps off (arrow_head.head_tip): every word on the table (its target's own
        too), the rects the board keeps the arrow off (`arrow_clear`), the marks' tags, the board's words in its
        play (`arrow_soft`: a score track's boxes, a cell's number) and the corner indices of the cards, those on
        the target too; not what lies on the piece it starts from."""
        table, m = self.board.table, self.board.metrics
        keep = [pygame.Rect(r) for r in table.text_rects()] + [pygame.Rect(r) for r in table.arrow_clear]
        keep += [pygame.Rect(r) for r, _ in self.board.arrow_crossable()]
        keep += self._tags(shown, target) + [pygame.Rect(r) for r in said or ()]
        keep += [pygame.Rect(r) for r, _ in self.board.arrow_soft()]
        for p in table.pieces:
            if p is moved:
                continue
            # ... those of the cards on the target too, a swap target's (a card's top strip) as well: the head
            # stops short of or beside its rank and suit, which say what the move takes (pointed at, the head lay
            # right over QUASH's target card's index, review 34)
            keep += self._corners(p)[1]
        glow = m.px(hint_arrow.GLOW)        # ... its glow too
        return [r.inflate(2 * glow, 2 * glow) for r in keep if not r.colliderect(shown)]

    def arrow_drawn(self):
        """The arrow as drawn: (its legs [(from, to)], its head (end, direction) or None, the rects of the words
        it is see-through over). Whole: `arrow_parts` are the stretches clear of words, drawn solid; where
        no way was clear, the rest lies over words, and there the words show through it (hint_arrow.draw)."""
        self.arrow_parts()
        legs, tip, veils = self._whole
        # ... and over the drawn turn's prompt it crosses: its words read through it (QUASH, review 32: the
        # arrow hid "onto" of "drag a card onto a spot of your side")
        painter = getattr(self.board, "painter", None)
        prompt = self._prompt_place()
        if prompt is not None and painter.shows_prompt() and any(prompt.clipline(u, v) for u, v in legs):
            veils = list(veils) + [prompt]
        return list(legs), tip, list(veils)

    def arrow_band(self):
        """Rects covering the arrow's first way, drawn whole (its glow and head included, the message left out
        of its obstacles): the message keeps clear of them where it can (board_paint), and the arrow drawn goes
        round the message where it could not (arrow_parts)."""
        self._first()
        legs, tip, _ = self._whole
        if not legs:
            return []
        m = self.board.metrics
        half = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE + hint_arrow.GLOW)
        return band(legs, tip, half, m.px(hint_arrow.TIP_LENGTH))


def gentle(path):
    """Is the way a straight line or a single bend that never turns back nor runs past its end, along the line from
    its start to its end (NumberQuash's arrows: a steal's zigzagged across the 10's octagon, a cover's ran past its
    cell to the window's edge and hooked back, review 60)?"""
    if len(path) > 3:
        return False
    line = path[-1] - path[0]
    if line.length() == 0:
        return True
    along = [(q - path[0]).dot(line) / line.length() for q in path]
    return all(b >= a for a, b in zip(along, along[1:])) and max(along) <= along[-1] + 1

