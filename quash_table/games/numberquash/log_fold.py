"""NumberQuash's move log at 5 or 6 seats in a small window: folded away so the other seats' octagons have its
column, and opened (Moves, L) at the table's right from the middle band's top down, the middle band, your
octagons and the dice tray planned beside it (layout.geometry's log_room), the other seats' columns above it
keeping the whole width. Opened beside the whole table it took the octagons' room back (66 px at 6 seats and
1024x640, numbers about 8 px); laid over the table's top right it covered the last column's octagons and the
"steal from each" octagon (session 21). Your area has room to spare beside your two octagons: nothing shrinks."""

import pygame

from ...ui.board import LOG_W
from ...ui.board_words import LOG_SHOWN_WORDS
from ...ui.hud import header_button
from .layout import others_cramped


class LogFold:
    """Mixed into the board (scene.NumberQuashBoard): the kit's hooks log_folded, areas, still_over_pieces and
    summary_came."""

    log_open = False     # the person opened the folded log (Moves, L)
    log_shown_words = LOG_SHOWN_WORDS     # (the kit's: L where the log is always there says so)
    open_log = None      # where the last build laid the opened log (layout.geometry's "log")

    def _cramped(self):
        """Would the other seats' octagons, side by side beside the move log, read less easily than at
        1280x800 (5 or 6 seats at 1024x640: layout.others_cramped)? Their columns: every other seat, or
        half of them when nobody sits at the bottom (layout.geometry). Only 5 or 6 seats are ever cramped,
        and they have one colour each (6 colours)."""
        s, m = self.session, self.metrics
        n = len(s.match.seats) - 1
        columns = n if s.screen_seat is not None or n < 2 else (n + 1) // 2
        return columns >= 2 and others_cramped(m, LOG_W, columns)

    def log_folded(self):
        """The kit's hook: the log's column goes to the other seats' octagons while they would be cramped
        beside it, until the person opens it (the header's Moves button, L). A replay keeps its log (its
        bar and face-up column lie by it)."""
        return not self.read_only and not self.log_open and self._cramped()

    def log_over_table(self):
        """Is the opened log lying over the table (cramped, opened with Moves) rather than beside it?"""
        return not self.read_only and self.log_open and self._cramped()

    def log_room(self):
        """The width the board plans its middle band and your area without (layout.geometry): the opened
        log's over a cramped table, else none."""
        return self.metrics.px(LOG_W) if self.log_over_table() else 0

    def areas(self, full=False):
        """The kit's areas, but an opened log over a cramped table leaves the table its whole width (the other
        seats' octagons stay as they are, above the log) and lies where the last build made room for it:
        from the middle band's top down, beside the dice tray (the plates, the octagons, the bonus octagons
        and your buttons all in view and in reach)."""
        hud, table, log = super().areas(full)
        if self.log_over_table():
            table.w = self.metrics.w
            if self.open_log is not None and self.open_log.x == log.x:     # (not one of another window size)
                log = pygame.Rect(self.open_log)
            if not self._laying_out and self.summary_up():
                # the end-of-game summary keeps to the table's left of the log, the table laid out as it was
                table.w = log.x - table.x
        return hud, table, log

    _laying_out = False     # the table is being built (rebuild): laid out whole under the log, as ever

    def rebuild(self):
        self._laying_out = True
        try:
            super().rebuild()
        finally:
            self._laying_out = False

    def still_over_pieces(self):
        """The opened log is drawn over any piece that strays under it (a glide across the table)."""
        return (self.areas()[2],) if self.log_over_table() else ()

    def _click_on_log(self, event):
        """A press on the opened log does not reach the octagons under it (the wheel still scrolls it)."""
        return (self.log_over_table() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                and event.button in (1, 2, 3) and self.areas()[2].collidepoint(event.pos))

    def header_buttons(self):
        said = []      # (the kit adds Let the bots finish while you watch: ui/out_choice.py)
        if self._cramped():
            said.append(header_button(self.metrics, "hud:log", "Hide moves" if self.log_open else "Moves",
                                      self.toggle_log, "L", pygame.K_l))
        return said

    def summary_came(self):
        """The kit's hook: the result comes over the table. An opened log stays open, as the player left it (it
        folded itself at game over, review 36b), where it lay, the summary to its left, clear of it (`areas`;
        centred on the window it lay under the log, its places cut, "3rd plac", review 20)."""

    def toggle_log(self):
        """Open the folded move log (at the table's right, from the middle band down), or fold it again."""
        self.log_open = not self.log_open
        self.resized()
