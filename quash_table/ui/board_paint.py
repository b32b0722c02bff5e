"""Painting a board: the still layer (felt, decor, prompt, log, header, the score panel's image) drawn
once per change, the pieces every frame, and the pill a prompt or message sits in."""

import pygame

from . import recent_marks, theme
from .board_input import greyed_reason
from .chosen_mark import draw_chosen
from .shown_part import shown_columns
from .hud_tips import SLIDER_ID
from .log_room import LogRoom
from .message_pulse import MessagePulse
from .piece_order import pieces_in_order
from .hint_side import NARROWER, SMALLER_MESSAGE, eye_way, narrower_place, same_side
from .hint_steady import steady_place
from .message_spot import AIR, breathe, cuts, free_spot
from .overlays import draw_summary_overlay, summary_rect
from .sprites import SPRITES
from .table_paint import TablePaint
from .widgets import Piece

PILL_PAD = 14       # design px a message's pill adds to its lines' height (pill_rect)
DIM_ALPHA = 110     # how dark a dimmed piece (dim=True) is shaded (0-255)

FAR_MOVED = 120          # design px: a message further from its arrow (its place) is tried narrower nearer (message_off_arrow)



def pill_height(px, size, lines=1):
    """The height of a message's pill of `lines` lines of bold type `size` (design px), as pill_rect makes it."""
    return theme.font(px(size), True).get_height() * lines + px(PILL_PAD)

class BoardPainter(TablePaint, LogRoom, MessagePulse):
    """Paints the still layer in three regions (the table with its felt and decor, the header, the move
    log). A move changes all three; redrawing them together made the frame after a move the slowest of
    all, so after a change each frame redraws one region, the table's first (it goes with the pieces,
    which move at once), the header and the log on the next frames: a region waits at most two frames.
    The curtain, a new window size and the first drawing paint everything at once."""

    REGIONS = ("table", "hud", "log")
    # a region cheap enough to ride along with another in one frame: the header says who is to play the
    # same frame the table shows it (a frame later, a slow machine showed "Bot 2 is thinking" under Bot 3's turn)
    CHEAP = frozenset({"hud"})

    def __init__(self, board):
        self.board = board
        self.dirty = list(self.REGIONS)    # regions to redraw, the longest waiting first
        self._left = set()                 # regions left waiting by the last frame's painting
        self._kept = {}                    # region -> (copy of its pixels, position): laid back over the felt
        self._scratch = None               # where the score panel is drawn before it is cut out
        self._curtain = None               # the curtain the layer was last painted with
        self._placed = None                # (what it was for, (rect, lines), crowded) of the message
        self._hint_side = None             # (the hint, -1 or 1): the side of its arrow its words lay on (hint_side)
        self._why_in_log = None            # a full reason placed at the log's foot, its lines ending above it
        self.message_drawn = None          # where the last frame drew the message (None: not drawn)
        self.chosen_at = None              # where this frame drew the chosen piece (its tick is drawn again on top)
        # the table has shown the moves it was showing: the log lists them now, the header says what follows
        director = getattr(board.session, "director", None)     # (none in a replay)
        if director is not None:
            director.on_shown = self.moves_shown
        # the table's buttons last painted, and the pointer's moves counted when they came: a button is lit
        # by the pointer only once it moved over them (see pointed)
        self._buttons_seen = None
        self._motions_then = 0

    def pointed(self):
        """Has the pointer moved since the table's buttons came? One resting where the last click left it
        (the window's middle) lit the bid 7 that came up under it, which read as a suggestion (review 16):
        a button lights for the pointer only once it is moved; a click presses it all the same."""
        ids = tuple(b.id for b in self.board.table.buttons)
        motions = self.board.input.motions
        if ids != self._buttons_seen:
            self._buttons_seen, self._motions_then = ids, motions
        return motions > self._motions_then

    def moves_shown(self):
        """The director's word that the table has shown every move (the log's count grew without the
        table being built again): the header and the log are redrawn. Every other change of what the log
        lists comes with a new build, which redraws every region: a move heard, an undo, a step of the
        director's begun or passed, and a board's own steps (QUASH's scoring spot by spot, Quadruple War's
        trick shown to the person taking the screen: each step builds the table again).
        The plates were built marking the mover of a move then on its way (marked_to_move): once the table
        has caught up the seat marked may be another, and the table is built again (a bot's plate kept
        "to move" under "Your turn" after it moved twice: review 18)."""
        if self.board.table.marked != self.board.marked_to_move():
            self.board.invalidate()
        self.board.hud.build()
        self.dirty += [region for region in ("hud", "log") if region not in self.dirty]

    def invalidate(self):
        """Something on the layer changed: every region is redrawn, one per frame, the table's first: the
        pieces are drawn from the new table at once, and its captions and plates must read the same
        position (the header and log, already waiting after a move shown, went first: while the bots
        finished, a move a frame, the pile's caption stayed a move behind its cards, review 18b)."""
        self.dirty = ["table"] + [r for r in self.dirty if r != "table"]
        for region in self.REGIONS:
            if region not in self.dirty:
                self.dirty.append(region)

    def still_layer(self, surface):
        """The felt, decor, prompt, log and header: drawn once per change (a region a frame), blitted
        every frame."""
        b = self.board
        layer = b._static
        # the curtain hides the whole window at once, and the table comes back whole from behind it
        at_once = b.session.curtain != self._curtain or (b.session.curtain is not None and bool(self.dirty))
        if layer is None or layer.get_size() != surface.get_size():   # one layer, redrawn in place
            layer = pygame.Surface(surface.get_size()).convert()
            at_once = True
        if at_once:
            self.invalidate()
            self._kept.clear()
            self.forget_table()
        self._curtain = b.session.curtain
        painted = 0
        left = self._left       # regions that already waited a frame ride along (a move a frame: the log)
        while self.dirty and (at_once or painted == 0 or self.dirty[0] in self.CHEAP or self.dirty[0] in left):
            region = self.dirty.pop(0)
            getattr(self, "_paint_" + region)(layer)
            painted += region not in self.CHEAP
        self._left = set(self.dirty)
        return layer

    def _keep(self, region, layer, rect):
        rect = rect.clip(layer.get_rect())
        self._kept[region] = (layer.subsurface(rect).copy(), rect.topleft)

    def _paint_log(self, layer):
        b = self.board
        if b.session.curtain is not None or b.log_folded():     # nothing but the curtain and the header
            if self._kept.pop("log", None) is not None:
                self.forget_table()     # the old column's pixels stay on the layer till the table is painted whole
            b.log.word_rects = []
            return
        log = self._log_rect()
        b.log.draw(layer, log, b.metrics, b.logbook, b.session.screen_seat, foot=self._log_foot(log))
        self._paint_log_box(layer, log)     # its own box under a board's panel down the column (log_room)
        self._keep("log", layer, self._log_kept())

    def _paint_hud(self, layer):
        b = self.board
        hud, _, _ = b.areas()
        b.hud.draw(layer, hud)
        self._keep("hud", layer, hud)

    def _prompt_pos(self):
        _, area, _ = self.board.areas()
        return self.board.table.prompt_pos or (area.centerx, area.y + self.board.metrics.px(22))

    def _message_width(self):
        _, area, _ = self.board.areas()
        return self.board.table.message_width or area.w - self.board.metrics.px(40)

    def message_lines(self, text):
        """How many lines `text` takes as a message at full width in the board's place for it."""
        t = self.board.table
        return len(self.pill_rect(text, t.message_pos or self._prompt_pos(), t.message_size or 16,
                                  self._message_width())[1])

    def _message_place(self):
        """(rect, line images) of the message: at the board's place for it (else the prompt's), or the
        nearest place where it covers no text on the table, nothing the hint marks, no lifted card and none of
        the play the board draws itself (`play_rects`)
        (message_spot.free_spot: one rule for every board). Worked out once per build and message."""
        b = self.board
        t, m = b.table, b.metrics
        text = b.message[0]
        keep = b.hints.keep_rects() + t.held_rects(b.drag)
        free = news = self._news_room()
        if (t.message_log or news is not None) and not b.log_folded() \
                and (free is None or self._in_log_room(text, free) is None):
            # the board has no room on the table for it now (QUASH: a question holds your hand), or news aside
            # finds the log full: at the foot of the move log, its lines making room (session 26: it lay over
            # your hand's cards; session 37: it still did where the log was full; review 55k: news did), where the
            # board has no place of its own for news (message_log_room says)
            free = self.message_log_room()
        dialogs = self.dialogs()
        # placed for a hint on a table against its arrow's quick way while the way is routed (off the frame), and once
        # again when the routed way comes, not at each band after (the arrow drawn goes round them where it must,
        # hint_way.arrow_parts): placed once (session 34, where the words went a size smaller and aside a moment
        # after they showed, review 33b), the short words lay off the quick way under load and the why (H) off the
        # routed one, elsewhere, not grown from them (issue 23, session 40): every message of a hint is placed
        # against the one way, the routed one, as on a machine that routes within QUICK_WAY_SECONDS
        key = (id(t), text, b.message_aside, tuple(map(tuple, keep)), b.metrics.rect.size, t.prompt,
               t.keeps_prompt(b.drag), tuple(free) if free is not None else None, tuple(map(tuple, dialogs)),
               b.hints.band_settled())
        if self._placed is not None and self._placed[0] == key:
            return self._placed[1]
        self._why_in_log = None
        band = b.hints.frame_band()     # the quick way's while its way is routed off the frame
        in_log = self._in_log_room(text, free)
        if in_log is not None and in_log[0].collidelist(dialogs) < 0:
            self._placed = (key, in_log, False)
            return in_log
        _, area, log = b.areas()
        if self.summary_drawn() and not b.log_folded():
            # the summary dims the table and the log alike and lies over the table: a message then goes at
            # the foot of the log's column, over its dimmed lines, clear of the panel (a notice that came
            # with the game's end lay on the table under the panel, half hidden, review 20 40.png)
            in_log = self._in_log_room(text, log.inflate(-m.px(8), -m.px(8)))
            if in_log is not None:
                self._placed = (key, in_log, False)
                return in_log
        aside = b.message_aside and t.aside_pos is not None      # news at the board's own place for it
        pos = (t.aside_pos if aside else None) or t.message_pos or self._prompt_pos()
        width = (t.aside_width if aside else None) or self._message_width()
        top = None if aside else t.message_top       # the messages' band is not the news's place
        # a board's most lines for a message (t.message_lines, one more for a hint's full reason): its shapes
        # of more lines are not tried (QUASH's hints at 64% of the width reached three and four, session 28)
        # (t.full_lines where the board sets the full reason's own)
        most = (t.full_lines or t.message_lines + 1 if b.hints.full_shown() else t.message_lines) \
            if t.message_lines else None

        def sized(size, widths, words=None):
            """(rect, line images) of the message (or `words`) in type `size` at each of `widths` (of its width)."""
            return [self.pill_rect(words or text, pos, size, int(width * f), top=top) for f in widths]

        def shaped(size, widths=(1, 0.8, 0.64)):
            got = sized(size, widths)
            return got if most is None else [g for g in got if len(g[1]) <= most] or got[:1]
        shapes = shaped(t.message_size or 16)
        if t.prompt and not (t.hint_for_prompt and b.hints.words_shown()):   # text too, where it is drawn under them
            prompt = self.pill_rect(t.prompt, self._prompt_pos(), 17)[0]
            # news never hides the prompt, nor any message a prompt the board keeps clear (t.prompt_kept)
            if b.message_aside or t.keeps_prompt(b.drag) or not shapes[0][0].colliderect(prompt):
                keep = keep + [prompt]
        keep = keep + dialogs       # never under a dialog: clear of it, else it waits (message_held)
        # where the cards lie, not where one is on its way: placed as an undone card flew home over the
        # band, the message went round it, over the stacks (and a refusal round the card springing back)
        cards = [p.home for p in t.pieces if not (t.message_over and p.zone.startswith(tuple(t.message_over)))]
        cards += t.plates  # the seats' plates as the cards: the replay's locked-view words lay over Bot 2's top
        soft = cards + list(band)   # beside the hint's arrow where it can be (session 22), not over it
        keep = keep + [pygame.Rect(r) for r in t.play_rects]        # the play the board draws itself
        keep = keep + [pygame.Rect(r) for r in t.panels]            # its plates, their edges with their words
        bounds = area.inflate(-m.px(8), -m.px(8))
        hard = t.text_rects() + keep
        if (steady := steady_place(self, sized, hard, soft, bounds, band, m.px(FAR_MOVED))) is not None:
            self._placed = (key, steady, False)     # (Table.hint_steady)
            return steady
        rect, i = free_spot([r for r, _ in shapes], hard, soft, bounds, m.px(4), band)

        def kept(got):
            """A place tried again (narrower, smaller, off the arrow) replaces the one found only where it lies
            over no text nor button that one kept clear of: free_spot's last resort, over the least text,
            put a hint over The Game's "Tell the team" buttons at 1280x800 though its own place was clear of
            them, only over cards (session 29)."""
            return got[0].collidelist(hard) < 0 or rect.collidelist(hard) >= 0
        if most is not None and rect.collidelist(soft) >= 0:
            # nowhere clear of the cards and the arrow: in its own type, narrower, in no more lines than the
            # board allows, beside the arrow, before a smaller type (QUASH: 7 of 24 brief hints came in the
            # smaller type, one line, where two in its own type fitted beside the arrow, session 28); a full reason
            # in a line more than the short words here, as the board promises it (H), even where its place held
            # it in theirs (t.full_lines): as wide as two lines took, it lay across the arrow, and went to the foot
            # of the log in five small lines (QUASH at 4 players, the arrow to spot 6, session 37)
            beside = max(most, t.message_lines + 1) if b.hints.full_shown() else most
            got = narrower_place(sized, (t.message_size or 16,), beside, hard, soft, bounds, m.px(4), band, kept)
            if got is not None:
                (rect, i), shapes = got
        if t.message_size is None and rect.collidelist(soft) >= 0:
            # nowhere clear of the cards in its own type: a little smaller, where that lies clear of them,
            # rather than over them (The Game at 1024x640: a hint's three-line reason lay over the very card in
            # your hand it spoke of, session 26; Flush's long_place does the same in its columns)
            small = shaped(SMALLER_MESSAGE)
            got = free_spot([r for r, _ in small], t.text_rects() + keep, soft, bounds, m.px(4), band)
            if got[0].collidelist(soft) < 0 and kept(got):
                (rect, i), shapes = got, small
        over_soft, types = rect.collidelist(soft) >= 0, (t.message_size or 16, SMALLER_MESSAGE)
        own_place = shapes[0][0]
        if t.message_off_arrow and (over_soft or eye_way(rect, band, own_place) > m.px(FAR_MOVED)):
            # still over cards or plates, or far from its place: narrower in a line more, then smaller, where that is
            # clear of them (and nearer) (Quadruple War at five seats, 1024x640: the why lay over two plates and their
            # cards, session 43; the short words over two seats' card backs at the mat's top, and at four seats at
            # the mat's top right, clear of them, with room by the arrow over your hand: review 44)
            got = narrower_place(sized, types, (most or 2) + 1, hard, soft, bounds, m.px(4), band,
                                 lambda g: kept(g) and (over_soft or eye_way(g[0], band, own_place) < eye_way(rect, band, own_place)))
            if got is not None:
                (rect, i), shapes = got
        if band and cuts(rect, band):
            # over the arrow's line itself, which it would cut: beside it or off it, in more lines if need be
            # (session 27: a full reason as wide as the table cut QUASH's arrow into spot 1 in two)
            # ... then narrower in its own type, then a little smaller, before it lies over the arrow, which then
            # goes round it (The Game at 1024x640: round the hint's two lines by the signal panel, review 32)
            spread_most = max(2, len(shapes[i][1])) + (1 if b.hints.full_shown() else 0)
            # (a line more, narrower, beside the arrow, rather than over it: the most lines it then takes)
            # (where the board allows it: t.message_off_arrow)
            tries = [(t.message_size or 16, (1, 0.8, 0.64), 0)]
            tries += [(t.message_size or 16, NARROWER, 1)] if t.message_off_arrow else []
            tries += [(SMALLER_MESSAGE, (1, 0.8, 0.64) + NARROWER, 0), (SMALLER_MESSAGE, NARROWER, 1)] \
                if t.message_size is None and t.message_off_arrow else []
            for size, widths, more in tries:
                own = shaped(size, widths) if not more else sized(size, widths)
                own = [g for g in own if len(g[1]) <= spread_most + more] or own[:1] if more else own
                got = free_spot([r for r, _ in own], t.text_rects() + keep, soft, bounds, m.px(4), band, spread=True)
                # ... but not onto cards or plates the place found kept clear of (The Game at 1280x800: a long hint
                # went in three lines over your second card and the team's signal buttons), nor past two lines
                # (the hint's promise; The Game's band above your hand holds two), one more for the full reason (H)
                if not cuts(got[0], band) and (got[0].collidelist(cards) < 0 or rect.collidelist(cards) >= 0) \
                        and len(own[got[1]][1]) <= spread_most + more and kept(got):
                    (rect, i), shapes = got, own
                    break
        rect, i, shapes = same_side(self, rect, i, shapes, sized, hard, soft, bounds, band)
        # the arrow's line is taken room as words are (review 36): a full reason over it, over words or over why_clear
        # goes to the foot of the move log where that holds it, as news aside does, or with the log full at the
        # column's foot, its lines ending above it (message_log_room, session 43); short words over it say less
        over_arrow = bool(band) and cuts(rect, band)
        why = hard + [pygame.Rect(r) for r in t.why_clear]
        crowded = b.hints.full_shown() and not b.log_folded() and (over_arrow or rect.collidelist(why) >= 0)
        # ... first on the table in up to two lines more, narrower, clear of everything (Quadruple War at five seats:
        # a long why went to the log's foot with the mat and the band by your hand empty, review 44)
        got = narrower_place(sized, types, (most or 2) + 2, why, soft, bounds, m.px(4), band,
                             lambda g: g[0].collidelist(why) < 0 and not (band and cuts(g[0], band))) if crowded else None
        if got is not None:
            ((rect, i), shapes), crowded, over_arrow = got, False, False
        in_log = self._in_log_room(text, b.log.free) if crowded else None
        if crowded and in_log is None:       # (above the Scores panel where that lies over the column's foot)
            got = self._in_log_room(text, self._above_scores(self._log_rect()))
            if got is not None and got[0].collidelist(dialogs) < 0:
                in_log, self._why_in_log = got, text
        if in_log is not None and in_log[0].collidelist(dialogs) < 0:
            self._placed = (key, in_log, False)
            return in_log
        # over what it keeps off (free_spot's last resort: nowhere clear): the hint says less (hints.say_less)
        rect = rect if over_arrow else breathe(rect, hard + soft, bounds, m.px(AIR))   # room round it where it can
        self._placed = (key, (rect, shapes[i][1]), rect.collidelist(hard) >= 0 or over_arrow)
        return self._placed[1]

    def summary_drawn(self):
        """Is the end-of-game summary drawn over the table this frame?"""
        b = self.board
        return b.summary_up() and not b.tweens.busy and b.session.curtain is None

    def dialogs(self):
        """Rects of the dialogs over the table now: the end-of-game summary's panel and the board's own
        (dialog_rects). A message never lies under one: it is placed clear of them and drawn over the
        summary's dimming, or waits until they are gone (message_held)."""
        rects = [pygame.Rect(r) for r in self.board.dialog_rects()]
        if self.summary_drawn():
            rects.append(summary_rect(self.board))
        return rects

    def message_held(self):
        """Is the message up waiting, undrawn, for a dialog to go (no place clear of it)? Its time does
        not run meanwhile (BoardScene.update)."""
        if self.board.message is None:
            return False
        dialogs = self.dialogs()
        return bool(dialogs) and self._message_place()[0].collidelist(dialogs) >= 0

    def message_crowded(self):
        """Does the message lie over something messages keep off (text, a marked card, the board's play, your
        prompt), no place on the table being clear of it?"""
        if self.board.message is None:
            return False
        self._message_place()
        return self._placed[2]

    def message_rect(self):
        """Where the message (a refusal, a hint) lies on the screen, or None without one."""
        if self.board.message is None:
            return None
        return self._message_place()[0]

    def shows_prompt(self):
        """Is the prompt drawn? Not after the game, in a replay, or where a message lies over its place (a
        board that puts its messages elsewhere keeps its prompt in view under a hint), nor while it is your
        turn and the table has not caught up with it (`turn_on_screen`, the rule of the header's "Your turn":
        "Your turn: drag a card" came over a deal still flying in, rev19b 74.png)."""
        b = self.board
        if not b.table.prompt or b.session.over or b.read_only:
            return False
        if b.session.my_turn() and not b.turn_on_screen():
            return False
        if b.table.hint_for_prompt and b.hints.words_shown():
            return False
        return not self.hides_prompt()

    def prompt_rect(self):
        """Where the prompt's pill lies, drawn or under a message, or None without one (a hint's arrow goes
        round it as round other words: HintOverlay._arrow)."""
        t = self.board.table
        return self.pill_rect(t.prompt, self._prompt_pos(), 17)[0] if t.prompt else None

    def hides_prompt(self):
        """Does the message lie over the prompt's place (the prompt is not drawn under it)? A short one
        stands there a moment only (board_words.message_outlived)."""
        b = self.board
        covering = self.message_rect()
        return covering is not None and bool(b.table.prompt) \
            and covering.colliderect(self.pill_rect(b.table.prompt, self._prompt_pos(), 17)[0])

    def pill_rect(self, text, center, size, max_width=None, ink=theme.TEXT, top=None):
        """Where the pill of `text` lies, and its lines' images (growing up no higher than `top`)."""
        b = self.board
        m = b.metrics
        px = m.px(size)
        _, area, _ = b.areas()
        # no wider than the table, whatever it says: a longer line wraps (QUASH's four-player tiebreaker
        # prompt ran from the window's left edge to the move log)
        room = area.w - m.px(16)
        max_width = min(max_width or room, room)
        # as few lines as plain wrapping, made even: a hint's last word ("it") never stands alone (review 20)
        # never "spot / 6" across two lines (theme.bind_numbered), unless no line can hold it whole
        bound = theme.wrap_balanced(theme.bind_numbered(text), px, max_width - m.px(36), bold=True)
        fits = all(theme.font(px, True).size(line)[0] <= max_width - m.px(36) for line in bound)
        lines = [line.replace(theme.NBSP, " ") for line in bound] if fits else \
            theme.wrap_balanced(text, px, max_width - m.px(36), bold=True)
        imgs = [theme.text(line, px, ink, True) for line in lines]
        w = max(i.get_width() for i in imgs) + m.px(36)
        lh = imgs[0].get_height()
        h = lh * len(imgs) + m.px(PILL_PAD)
        r = pygame.Rect(0, 0, w, h)
        # one line is centred on `center`; more grow upwards from there, so a long message over a prompt
        # placed just above the hand does not reach down over the cards
        r.midbottom = (int(center[0]), int(center[1]) + (lh + m.px(PILL_PAD)) // 2)
        if top is not None and r.top < top:
            r.top = top
        r.clamp_ip(area.inflate(-m.px(8), -m.px(8)))   # never off the table, whatever its length
        return r, imgs

    def pill(self, surface, text, center, ink, bg, size, max_width=None, top=None):
        """Text in a rounded band (the prompt, messages), kept on the table whatever its length."""
        self.pill_at(surface, *self.pill_rect(text, center, size, max_width, ink, top), bg)

    def pill_at(self, surface, r, imgs, bg):
        """The band `r` with its lines `imgs` (from pill_rect)."""
        m = self.board.metrics
        h, lh = r.h, imgs[0].get_height()
        theme.panel(surface, r, bg, 235, h // 2 if len(imgs) == 1 else m.px(14), theme.shade(bg, 0.35), 1)
        for i, img in enumerate(imgs):
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.y + m.px(7) + i * lh)))

    def order(self):
        """The pieces bottom to top (piece_order.pieces_in_order)."""
        return pieces_in_order(self.board)

    def pieces(self, surface, only=None):
        """Every piece where it is now (or the piece `only`), lifted ones with a longer shadow, turning cards narrowed."""
        b, held, m = self.board, self.board.drag.dragging, self.board.metrics
        order = [p for p in self.order() if only in (None, p.id)]
        in_place = b.hints.raised() if b.hints.on_top() is None else None
        for p in order:
            x, y, w, h = p.pos
            lift = b.drag.lift_offset(p)
            lifted = p.id == held or lift
            clip = surface.get_clip()
            if p.id == in_place and p.id not in (held, b.drag.selected):
                # raised in place (a hint, hint_on_top False): only its part the cards over it leave shows
                # rising; the rest of its top stuck up over its neighbour as a blank card (QUASH, review s21)
                strip = shown_columns(p, order, b.drag)
                surface.set_clip(clip.clip(pygame.Rect(strip[0], clip.y, strip[1] - strip[0], clip.h)))
            x, y, w, h = int(x), int(y + lift), int(w), int(h)
            if p.flip:
                # the first half of a turn shows the old face (as made for where the card was, scaled), so
                # the new face is drawn only once it shows: a dealt hand's faces come a card at a time
                k = abs(1 - 2 * p.flip)
                if p.flip >= 0.5:
                    img = p.image()
                elif p.kind == "card" and p.flip_code is not None:
                    img = SPRITES.some_card(p.deck, p.flip_code, p.home.size)
                else:
                    img = Piece(p.id, p.kind, p.home, deck=p.deck, code=p.flip_code, back=p.back).image()
                img = pygame.transform.scale(img, (max(1, int(w * k)), h))
                x += (w - img.get_width()) // 2
            else:
                img = p.image()
                if (w, h) != img.get_size():
                    img = pygame.transform.scale(img, (max(1, w), max(1, h)))
            shadow = p.shadow(p.home.size)   # cached at the home size: a card in flight changes size
            if (w, h) != tuple(p.home.size):
                sw, sh = shadow.get_size()
                shadow = pygame.transform.scale(shadow, (max(1, sw + w - p.home.w), max(1, sh + h - p.home.h)))
            off = m.px(10) if lifted else m.px(3)
            pad = (shadow.get_width() - w) // 2
            surface.blit(shadow, (x - pad + off, y - pad + off))
            surface.blit(img, (x, y))
            surface.set_clip(clip)
            if p.dim:       # True: the kit's shade; a number: a board's own (Quadruple War's unplayable cards)
                alpha = DIM_ALPHA if p.dim is True else int(p.dim)
                theme.panel(surface, (x, y, w, h), (0, 0, 0), alpha, int(w * 0.08))
            if p.id == b.drag.selected:     # ringed and ticked: a lift and a thin ring read as a hover (review 57)
                draw_chosen(surface, (x, y, w, h), m.px)
                self.chosen_at = (x, y, w, h)

    def frame(self, surface):
        """The still parts (felt, decor, HUD text, log) come from a layer drawn once per table build;
        each frame adds only what moves or reacts to the mouse. That keeps a frame well under 8 ms."""
        board = self.board
        m = board.metrics
        _, area, _ = board.areas()
        s = board.session
        if board._built is None:   # drawn under an overlay pushed before this scene's first update
            board.rebuild()
        # the prompt drawn or under the message, which a drag moves: drawn under it, or gone where it moved off (s37)
        key = (board._builds, s.version, s.curtain, board.log.scroll, surface.get_size(), s.over,
               board.message and board.message[0], board.score_panel.chart_open, board.message and self.hides_prompt(),
               board.table.hint_for_prompt and board.hints.words_shown())
        if board._static_key != key:
            board._static_key = key
            self.invalidate()
        elif self.paced_moved() and self.dirty[:1] != ["table"]:    # a count's piece landed: its plate repainted
            self.dirty = ["table"] + [r for r in self.dirty if r != "table"]
        board._static = self.still_layer(surface)
        surface.blit(board._static, (0, 0))
        mouse = pygame.mouse.get_pos()
        pressed = board.input.pressed
        if s.curtain is not None:
            for b in board.overlay_buttons:
                b.draw(surface, m, hover=b.rect.collidepoint(mouse))
            board.hud.draw_buttons(surface, mouse, pressed)
            return
        live = not board.read_only
        pointed = self.pointed()
        for b in board.table.buttons:   # under the pieces: a card in flight passes over buttons
            b.draw(surface, m, hover=live and pointed and b.rect.collidepoint(mouse), pressed=pressed == b.id,
                   lit=board.hints.lit(b))
        board.drag.draw_targets_under(surface, board.now)
        self.chosen_at = None
        self.pieces(surface)
        for r in board.still_over_pieces():       # what the board keeps readable over cards in flight
            surface.blit(board._static, r, r)
        recent_marks.draw(board, surface)           # under the lit places: a held card's green shows over gold
        board.drag.draw_targets_over(surface)
        board.draw_over_pieces(surface)
        board.hints.draw(surface)
        recent_marks.draw_tags(board, surface)      # a mark's word stays readable over the hint's outline
        if self.chosen_at is not None and board.hints.showing() is not None:   # its tick over the hint's outline and arrow (review 59)
            draw_chosen(surface, self.chosen_at, m.px)
        # the held piece over the board's tags and the marks' words, with what its drop would do (The Game at
        # 1024x640: a "new" mark's word lay over the red reason while a card was held, review 45c)
        board.drag.draw_held(surface, self.pieces)
        summary = board.summary_up() and not board.tweens.busy
        if board._scores_overlay is not None and not summary:   # over the pieces: a card never covers the chart
            surface.blit(*board._scores_overlay)
        kb = next((b for b in board.table.buttons if b.id == board.input.key_button), None)
        if kb is not None and live:
            pygame.draw.rect(surface, theme.GOLD, kb.rect.inflate(m.px(8), m.px(8)), max(2, m.px(3)),
                             border_radius=m.px(10))
        if board.replay is not None:
            board.replay.draw(surface)
            for b in board.overlay_buttons:
                b.draw(surface, m, hover=b.rect.collidepoint(mouse), pressed=pressed == b.id)
        board.hud.draw_buttons(surface, mouse, pressed)
        tip = board.replay.hovered_tip(mouse) if board.replay is not None else None
        if tip is not None and tip[0].id == SLIDER_ID:     # the slider's words in its help line (session 31)
            board.hud.tip = board.replay.draw_caption(surface, tip[1])
        elif tip is not None:       # what the replay bar's button does and its key (review 25), the hud's tip
            board.hud._draw_tip(surface, tip[0], tip[1], above=True)
        # a greyed table button says why while the pointer is on it, as a header button does and as a click
        # on it says on the table (review 19b, 53.png: The Game's End turn showed nothing on hover)
        off = next((b for b in board.table.buttons if live and pointed and not b.enabled
                    and b.rect.collidepoint(mouse) and greyed_reason(b)), None)
        if off is not None:
            board.hud._draw_tip(surface, off, greyed_reason(off), above=True)
        else:
            board.hud.draw_table_tip(surface, mouse, live and pointed, recent_marks.tag_tips(board, surface))
        board.draw_popups(surface)
        if summary:
            draw_summary_overlay(board, surface)
            if board._scores_overlay is not None:   # opened on the summary (C): over its dimming, not under
                surface.blit(*board._scores_overlay)
        # the message last, over every dialog's dimming and placed clear of the dialogs themselves, or not
        # yet (a notice drawn before the summary lay under its panel, half hidden, review 20)
        self.message_drawn = self.draw_message(surface)

    def draw_message(self, surface):
        """The message in its pill where it is placed, unless it waits for a dialog to go: where it was
        drawn, else None."""
        board = self.board
        if board.message is None or self.message_held():
            return None
        kind = board.message[1]
        bg = {"error": (120, 28, 24), "hint": (30, 60, 110)}.get(kind, (20, 40, 30))
        rect, lines = self._message_place()
        bg = self.draw_pulse_ring(surface, rect, lines, bg)
        self.pill_at(surface, rect, lines, bg)
        return rect
