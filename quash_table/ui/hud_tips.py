"""The tooltips the header draws for a board: a header button's, a table button's and the replay bar's (`HudTips`,
a mixin of `hud.Hud`): where each goes, by the kit's one placer (`tip_place.best_form`), and how it is drawn, in
the one look (`tip_look`). Split from hud.py (session 30), which was at 597 lines."""

import pygame

from . import theme, tip_look
from .tip_place import CLEAR, REACH, apart, best_form
from .widgets import Panel

SLIDER_ID = "replay:slider"   # the replay bar's slider's tip spot (replay_bar.TipSpot)
# the replay bar's moving buttons, left of the slider under the hand (replay_bar's BACK_IDS, play, ON_IDS)
MOVING_IDS = ("replay:start", "replay:round_back", "replay:back", "replay:play", "replay:forward",
              "replay:round_next", "replay:end")
TIP_WIDEST = 420       # px at 1280x800: a tooltip wider than this on one line is wrapped (even lines, no wider)


class HudTips:
    def _tip_place(self, btn, sizes, up=False):
        """(which of the tip's forms of `sizes`, its top-left) beside `btn` (a header button, a table button
        or the replay bar's) by the menus' placer (`tip_place.best_form`): clear of the table's words, buttons, plates and pieces, the move
        log's lines, the open Scores panel and the header's band; None where it finds no place (review 25:
        the Undo tip 2 px over "Round 1 · FINISH at 1", over a plate's corner at 1024; a table button's tip
        was set above its button, over whatever lay there). The play the board draws itself (`play_rects`:
        QUASH's track and spots) counts as a button's face."""
        board = self.board
        table = getattr(board, "table", None)
        # worked out once while the screen under it stays the same (it is asked every frame of a hover)
        key = (btn.id, tuple(btn.rect), tuple(sizes), up, table, tuple(map(tuple, board.log.word_rects)),
               tuple(map(tuple, self.word_rects)),
               board.score_panel.showing(), tuple(tuple(b.rect) for b in self.buttons + list(board.overlay_buttons)))
        if self._tip_kept is None or len(self._tip_kept) > 32:
            self._tip_kept = {}         # a few kept (the slider's stretches: one placing for each)
        if key not in self._tip_kept:
            self._tip_kept[key] = self._tip_spot(btn, sizes, table, up)
        return self._tip_kept[key]

    _tip_kept = None
    word_rects = ()         # the header's words as drawn last (title, status lines, score line): no tip covers them

    def _tip_spot(self, btn, sizes, table, up):
        board, m = self.board, self.board.metrics
        faces = [b.rect for b in self.buttons + list(board.overlay_buttons) if b is not btn and b.rect.w]
        # the header's own words (title, status, race) are covered no more than a button: at 1024x640 Hint's
        # tip lay in the header over "You 0/18 · 2 players lead" (its band alone weighed as any words, session 29)
        faces += [pygame.Rect(r) for r in self.word_rects]
        if getattr(board, "replay", None) is not None:      # the replay bar's slider and counter, no buttons
            faces += [r for r in board.replay.face_rects() if r != btn.rect]
        words = list(board.log.word_rects) if not board.log_folded() else []
        if words and board.log.heading_rect is not None:
            faces.append(board.log.heading_rect)    # the column's name is never covered where a spot clears it
        soft = []
        if board.score_panel.showing():
            words.append(board.score_panel.rect())
        if table is not None:
            faces += [b.rect for b in table.buttons if b is not btn] + [pygame.Rect(r) for r in table.play_rects]
            soft = [d.rect for d in table.decor if isinstance(d, Panel)] + [p.rect for p in table.pieces]
            words += [r for r in table.text_rects() if r != btn.rect] + [pygame.Rect(r) for r in table.panels]
        # the tip stays off the header's own words and buttons (the band they stand in): it hangs under them
        top = min(b.rect.top for b in self.buttons)
        band = [pygame.Rect(0, top, m.w, max(b.rect.bottom for b in self.buttons) - top)]
        margin = m.px(tip_look.EDGE)
        screen = pygame.Rect(margin, margin, m.w - 2 * margin, m.h - 2 * margin)
        rivals = [b.rect for b in self.buttons + list(board.overlay_buttons) if b is not btn and b.rect.w]
        if getattr(board, "replay", None) is not None:      # the slider is a control a tip is read as, too
            # (not the bar's own band, nor the slider under the pointer its tip is anchored on)
            rivals += [r for r in board.replay.face_rects()[:2] if not r.contains(btn.rect)]
        if table is not None:
            rivals += [b.rect for b in table.buttons if b is not btn]
        # a replay's table is what the person watches while the slider moves it: the slider's tip keeps off its
        # cards and the play the board draws (QUASH's spots, NumberQuash's octagons) before all else, reaching past
        # them by their height to the cloth beyond rather than onto the bar's buttons (session 30: it lay over
        # the bottom of the hand just above the bar, cards weighing as cloth); so do the bar's moving buttons' (session
        # 34: the greyed ▶'s "Already at the last move" lay over the hand, review 33c); a live table's tips keep
        # them soft
        watched = [p.rect for p in table.pieces] + [pygame.Rect(r) for r in table.play_rects] \
            if table is not None and board.read_only and (btn.id == SLIDER_ID or btn.id in MOVING_IDS) else []
        reach = m.px(REACH) + max((r.h for r in watched), default=0)
        got = best_form(btn.rect, sizes, screen, faces, words, band, m.w // 2, m.px(tip_look.GAP), m.px(CLEAR), soft, up,
                        reach, rivals, watched)
        if watched and got is not None and btn.id in MOVING_IDS:
            # no room off the cards but on the bar itself, beside the button, over its neighbours (Quadruple War's
            # replay at 1024x640), or only past the cards, far from the button (NumberQuash's ▶| tip lay 250 px
            # above it, past your octagons, read as nobody's: session 42): over the cards then, not on the controls
            spot = pygame.Rect(got[1], sizes[got[0]])
            if spot.top < btn.rect.bottom and spot.bottom > btn.rect.top or spot.collidelist(rivals) != -1 \
                    or apart(spot, btn.rect) > m.px(REACH):
                got = best_form(btn.rect, sizes, screen, faces, words, band, m.w // 2, m.px(tip_look.GAP), m.px(CLEAR),
                                soft, up, m.px(REACH), rivals)
        return got

    def _draw_tip(self, surface, btn, reason=None, above=False):
        """Why a greyed button is greyed (`reason`, else its own), under it (`above`: over it, a table
        button low on the screen) while the pointer is on it (Undo against bots: "another player's move is
        final…"); a click on it says the same on the table (board_input)."""
        m = self.board.metrics
        reason = reason or btn.reason
        words = reason[:1].upper() + reason[1:]      # a sentence, as the table's message says it
        size = max(11, m.px(tip_look.TEXT))         # the menus' tooltips' look (tip_look: one style, review 29)
        # its forms: one line, and two even ones (at most the menus' wrap width, tip_look.WRAP) where one line
        # finds no room clear of the table's words; a long one (a badge's at six NumberQuash seats ran across
        # the table, session 29) only in even lines no wider than that
        wide = min(m.px(tip_look.WRAP) - 2 * m.px(tip_look.PAD_X), m.px(TIP_WIDEST))
        one = theme.text(words, size, theme.TEXT).get_width()
        # (a table tip's names are never broken: its `units`; a button has none)
        units = getattr(btn, "units", None)
        forms = [[words], theme.wrap_balanced(words, size, min(wide, one // 2 + m.px(40)), units=units)]
        if one > wide:
            forms = [theme.wrap_balanced(words, size, wide, units=units)]
        forms = [[theme.text(line, size, theme.TEXT) for line in lines] for lines in forms if lines]
        rects = [pygame.Rect(0, 0, max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs))
                 .inflate(2 * m.px(tip_look.PAD_X), 2 * m.px(tip_look.PAD_Y)) for imgs in forms]
        # where it covers least of the table's words and buttons, a few px clear of them: the menus' one
        # placer, for every button's tip (review 25: Undo's tip lay 2 px over "Round 1 · FINISH at 1", at
        # 1024 over a plate's corner)
        got = self._tip_place(btn, [r.size for r in rects], above)
        k = got[0] if got else 0
        imgs, r = forms[k], rects[k]
        if got:
            r.topleft = got[1]
        elif above:
            r.midbottom = (btn.rect.centerx, btn.rect.y - m.px(tip_look.GAP))
        else:
            r.topright = (btn.rect.right, btn.rect.bottom + m.px(tip_look.GAP))
        edge = m.px(tip_look.EDGE)
        r.left = max(edge, min(r.left, surface.get_width() - r.w - edge))
        theme.panel(surface, r, tip_look.BG, 255, m.px(tip_look.RADIUS), theme.PANEL_LINE)
        y = r.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:            # from the left, as a menu's tooltip's lines
            surface.blit(img, (r.x + m.px(tip_look.PAD_X), y))
            y += img.get_height()
        self.tip = (words, r)
