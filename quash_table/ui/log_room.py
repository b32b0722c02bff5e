"""The move log's column as a place for a message (a mixin of board_paint.BoardPainter): news aside in the room
under its last line, a board's message there (`t.message_log`: QUASH's hint while a failing placement's question
holds your hand), its lines ending above the room the message takes, and above the Scores panel where it lies
over the column's foot."""

import pygame

from . import theme

LOG_BOX_INSET = 4       # design px: the log's box in from the column's sides where a board's panel lies over its top

class LogRoom:

    def _log_rect(self):
        """The move log's column less what lies over its top: the replay's hands, a board's panel down the column
        (`t.log_over`: Quadruple War's last trick where the table has no room for it, which lay over the Moves
        heading and first lines at 1024x640, review 46); the log's heading and lines begin under them."""
        b = self.board
        _, _, log = b.areas()
        hands = b.replay.hands_rect(log) if b.replay is not None else None
        over = [r for r in (hands, b.table.log_over) if r is not None and pygame.Rect(r).colliderect(log)]
        if over:
            top = min(log.bottom, max(pygame.Rect(r).bottom for r in over)
                      + (b.metrics.px(8) if b.table.log_over in over else 0))
            log = pygame.Rect(log.x, top, log.w, log.bottom - top)
        return log

    def _log_kept(self):
        """The part of the column the log's painting covers: the whole column where the log is boxed under a
        board's panel (its ground goes on up beside the panel), else the log's rect."""
        log = self._log_rect()
        if self.log_box(log) is None:
            return log
        column = self.board.areas()[2]
        return pygame.Rect(column.x, column.y, column.w, log.bottom - column.y)

    def _paint_log_box(self, layer, log):
        """The log's box (log_box) where it has one, the column's ground and edge line going on up beside the board's
        panel: one column of two boxes (the panel lay on the felt over a column that began under it)."""
        box = self.log_box(log)
        if box is None:
            return
        m = self.board.metrics
        column = self._log_kept()
        top = pygame.Rect(column.x, column.y, column.w, log.y - column.y)
        pygame.draw.rect(layer, theme.PANEL, top)
        pygame.draw.line(layer, theme.PANEL_LINE, top.topleft, top.bottomleft)
        pygame.draw.rect(layer, theme.PANEL_LINE, box, max(1, m.px(2)), border_radius=m.px(10))

    def log_box(self, log):
        """The frame of the log's own box where a board's panel lies over the column's top (`t.log_over`), the
        panel's edges with it, else None: the log under Quadruple War's last trick read as lines the panel
        covered (review 46-2); boxed, the column reads as two parts, each under its heading."""
        b = self.board
        over = b.table.log_over
        if over is None or b.log_folded() or not pygame.Rect(over).colliderect(b.areas()[2]):
            return None
        edge = b.metrics.px(LOG_BOX_INSET)
        return pygame.Rect(log.x + edge, log.y, log.w - 2 * edge, max(0, log.h - b.metrics.px(6)))

    def _log_foot(self, log):
        """Where the log's lines end: above the Scores panel where it lies over the column's foot (its
        newest lines lay under the panel, review 24), above a board's message at its foot (message_log_room),
        else None (the column's own foot)."""
        room = self.message_log_room(log)
        foot = room.top if room is not None else None
        above = self._above_scores(log)
        if above is log:
            return foot                     # no panel, or over the column's top or beside it: the newest lines show
        return min(above.bottom, foot if foot is not None else above.bottom)

    def _above_scores(self, log):
        """The log's column less the Scores panel where that lies over its foot, else `log` itself: the log's lines
        end above the panel (_log_foot), and a message at the column's foot goes above it, not under it."""
        b = self.board
        if not b.score_panel.showing():
            return log
        panel = b.score_panel.rect()
        if not panel.colliderect(log) or panel.centery < log.centery:
            return log
        return pygame.Rect(log.x, log.y, log.w, max(0, panel.top - b.metrics.px(6) - log.y))

    def message_log_room(self, log=None):
        """The room at the foot of the move log's column that a board's message goes in (`t.message_log`, its
        words up and not news aside), its lines ending above it; None where it has none there (the column
        folded, or too short for the words). QUASH's hint while the question of a failing placement holds your
        hand lay low over your hand, where the log had no room under its last line (session 37, 4 seats at
        1024x640)."""
        b = self.board
        msg, t = b.message, b.table
        if msg is None or t is None or b.log_folded():
            return None
        # news aside (a game kept in Load) too, where the board has no place of its own for it (t.aside_pos): with
        # the log full it went on the table, over Quadruple War's hand's corners in the bidding (review 55k)
        news = b.message_aside and msg[1] == "info" and t.aside_pos is None
        if b.message_aside and not news:
            return None
        if not news and not t.message_log:
            # a full reason no place on the table holds goes at the column's foot (board_paint._message_place), placed
            # here before the log's lines are drawn
            if not b.hints.full_shown() or self._message_place() is None or msg[0] != self._why_in_log:
                return None
        log = log or self._log_rect()
        got = self._in_log_room(msg[0], self._above_scores(log))
        if got is None:
            return None
        top = got[0].top - b.metrics.px(8)
        return pygame.Rect(log.x, top, log.w, log.bottom - top)

    def _news_room(self):
        """The move log's room under its last line while news aside (show_message(aside=True), kind info:
        a game kept in Load) is up, else None (a board's hint placed aside stays on the table)."""
        b = self.board
        if b.message is None or not b.message_aside or b.message[1] != "info" or b.log_folded():
            return None
        return b.log.free

    def news_in_log(self):
        """Does the news aside up now lie in the move log's column (so a board need make no room for it)?"""
        free = self._news_room()
        return free is not None and self._in_log_room(self.board.message[0], free) is not None

    def fits_in_log(self, text, making_room=False):
        """Does `text` fit as a message at the foot of the move log's column now (`t.message_log`'s place): in the
        room under its last line, or (`making_room`) in the column, its lines then ending above it
        (message_log_room): a hint's full reason asked for with H, which no place on a full table held, fell back
        to its short words, so H did nothing (Flush at six seats, review 55m)?"""
        b = self.board
        if b.log_folded():
            return False
        room = self._above_scores(self._log_rect()) if making_room else b.log.free
        return self._in_log_room(text, room) is not None

    def _in_log_room(self, text, free):
        """(rect, line images) of news aside (a game kept in Load) at the foot of the move log's column, in
        the room under its last line; None where it does not fit there. On the table it covered
        NumberQuash's turn order and sat in a narrow box beside Flush's Declare (review 18)."""
        if free is None:
            return None
        m = self.board.metrics
        px, pad = m.px(14), m.px(10)
        lines = theme.wrap(text, px, free.w - 2 * pad - m.px(24), bold=True)
        imgs = [theme.text(line, px, theme.TEXT, True) for line in lines]
        r = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + m.px(24),
                        imgs[0].get_height() * len(imgs) + m.px(14))
        r.midbottom = (free.centerx, free.bottom - pad)
        # a word longer than the column (a save's file name) ran off the window's edge: not there then
        return (r, imgs) if r.top >= free.top + m.px(8) and r.w <= free.w else None
