"""NumberQuash's move log at 5 or 6 seats in a small window: folded away so the other seats' octagons have its
column, and opened (Moves, L) over the table's right-hand top, down to the middle band's foot, not beside it:
opened beside the table it took the octagons' room back (66 px at 6 seats and 1024x640, numbers about 8 px)."""

import pygame

from ...ui.board import LOG_W
from ...ui.hud import header_button
from .layout import others_cramped


class LogFold:
    """Mixed into the board (scene.NumberQuashBoard): the kit's hooks log_folded, areas, still_over_pieces and
    summary_came."""

    log_open = False     # the person opened the folded log (Moves, L)
    mid_rect = None      # the middle band as the last build laid it (the opened log ends at its foot)

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

    def areas(self, full=False):
        """The kit's areas, but an opened log over a cramped table leaves the table its whole width (the
        octagons stay as they are) and ends at the middle band's foot: the dice tray and your buttons below
        it stay in view and in reach."""
        hud, table, log = super().areas(full)
        if self.log_over_table():
            table.w = self.metrics.w
            if self.mid_rect is not None:
                # below the plates it would lie over: their names and places stay read (review 20: it hid
                # Bot 2's plate, and its "3rd place")
                under = [r.bottom for r in self.badges.values() if r.right > log.x and r.bottom < self.mid_rect.y]
                bottom = self.mid_rect.bottom
                log.y = max([log.y] + [y + self.metrics.px(4) for y in under if bottom - y >= self.metrics.px(160)])
                log.h = max(self.metrics.px(120), bottom - log.y)
        return hud, table, log

    def still_over_pieces(self):
        """The opened log is drawn over the quashers of the seats under it."""
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
        """The kit's hook: the result comes over the table, so an opened log folds (it lay over the plates'
        places, "3rd plac", review 20); Moves opens it again."""
        if self.log_open:
            self.toggle_log()

    def toggle_log(self):
        """Open the folded move log (over the table's top right, the octagons as they are), or fold it again."""
        self.log_open = not self.log_open
        self.resized()
