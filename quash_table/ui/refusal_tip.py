"""Why a held piece may not go where it is aimed, said beside that place before it is let go (every board).

The kit outlines a place the held piece is over but may not go to in red (drag.draw_targets_over); that
outline said nothing, and the reason (the composer's refusal, `Composer.refusal`) came only once the piece
was let go and sprang back (QUASH, review 45: K♣ held over the Q♠ of a spot it cannot go on). The same words
now stand in a small red-edged tag over the outline while the piece is held there."""

import pygame

from . import theme
from .hint_clear import hinted_places

TEXT = 12           # design px of the words
WIDTH = 300         # design px the words wrap at
LINES = 3           # ... and wider, up to the table's width, where they would take more lines (Quadruple War's
                    # "Spades are not broken: ..." stood five lines tall at 1024x640, review 46)
NEAR = 200          # design px: a spot taken for being clear of words lies at most this far across from the place


class RefusalTip:
    def __init__(self, board):
        self.board = board
        self._said = (None, None, None, None)      # (composer, piece key, target key, words): asked once

    def words(self, piece, target):
        """The reason a drop of `piece` on `target` would be refused now (None: it would not be)."""
        c = self.board.composer
        if c is None:
            return None
        got = self._said
        if got[0] is c and got[1:3] == (piece.key, target.key):
            return got[3]
        words = c.refusal(piece.key, target.key)
        if words:       # a sentence, as the table's message says it once the piece is let go (board.show_message)
            words = words[:1].upper() + words[1:]
        self._said = (c, piece.key, target.key, words)
        return words

    def said_rects(self):
        """The table's words and the marks' tags: a spot clear of them is taken before one over them (The Game at
        1024x640: the words of green 6 lifted by Tab and aimed at ▼ by 2 lay over ▼'s rule and its "new" tag,
        session 60)."""
        b = self.board
        tags = [tag for _frame, tag, _word, _round in b.marks.frames() if tag is not None] \
            if b.session.curtain is None else []
        return list(b.table.text_rects()) + tags

    def place(self, words, light, keep_clear=(), cards=(), said=()):
        """(tag rect, lines, size) of `words` over the place lit at `light` (under it where the table's top
        leaves no room), inside the table; under it, or beside it, where over it the tag would lie on a rect of
        `keep_clear` (the places a hint marks, hint_clear.py: the tag over the cell under the hinted one hid it),
        and where one of those spots lies on none of the `cards` (the table's other cards), that one (Flush,
        review 54h: "Nothing is higher than the pile's 10 ..." over the pile lay on Bot 2's base cards); of those,
        one on none of the words and tags `said` (said_rects) first."""
        m = self.board.metrics
        size = max(11, m.px(TEXT))
        _, area, _ = self.board.areas()
        lines = self._lines(words, size, m.px(WIDTH), area.w - m.px(24))
        line_h = theme.text("Ag", size, theme.TEXT, True).get_height()
        w = max(theme.text(s, size, theme.TEXT, True).get_width() for s in lines) + m.px(16)
        gap = m.px(12)
        above, under = light.top - gap, light.bottom + gap
        # (anchor, point, over the place): the four sides centred, then the tag slid along them (tried only where
        # the centred spots all lie on cards)
        spots = [("midbottom", (light.centerx, above), True), ("midtop", (light.centerx, under), False),
                 ("midright", (light.left - gap, light.centery), False),
                 ("midleft", (light.right + gap, light.centery), False),
                 ("topleft", (light.left, under), False), ("topright", (light.right, under), False),
                 ("bottomleft", (light.left, above), True), ("bottomright", (light.right, above), True),
                 ("topright", (light.left - gap, light.top), False), ("topleft", (light.right + gap, light.top), False),
                 ("bottomright", (light.left - gap, light.bottom), False),
                 ("bottomleft", (light.right + gap, light.bottom), False)]
        tags = []
        for anchor, at, over in spots:
            tag = pygame.Rect(0, 0, w, line_h * len(lines) + m.px(8))
            setattr(tag, anchor, at)
            if over and tag.top < area.top:
                continue
            tag.clamp_ip(area)
            tags.append(tag)
        clear = [t for t in tags if not t.colliderect(light) and t.collidelist(list(keep_clear)) < 0]
        bare = [t for t in clear if t.collidelist(list(cards)) < 0]
        # (still by the place, within NEAR of its middle across: QUASH's refusal went right of spot 4, far off it)
        quiet = [t for t in bare if t.collidelist(list(said)) < 0 and abs(t.centerx - light.centerx) < m.px(NEAR)]
        return (quiet or bare or clear[:1] or tags[:4])[0], lines, size

    @staticmethod
    def _lines(words, size, width, widest):
        """`words` wrapped at `width`, or at the least width up to `widest` that keeps them in LINES lines."""
        lines = theme.wrap(words, size, width, bold=True)
        while len(lines) > LINES and width < widest:
            width = min(widest, width + max(8, width // 8))
            lines = theme.wrap(words, size, width, bold=True)
        return lines

    def draw(self, surface, piece, target):
        return self._draw(surface, self.words(piece, target), target, theme.ILLEGAL, piece)

    def draw_fit(self, surface, piece, target):
        """What a drop of `piece` on the lit `target` would do (the composer's drop_words), gold edged, in the
        same place the reason of a place it may not go stands."""
        c = self.board.composer
        words = c.drop_words(piece.key, target.key) if c is not None else None
        return self._draw(surface, words, target, theme.GOLD, piece)

    def _draw(self, surface, words, target, edge, piece=None):
        if not words:
            return None
        cards = [p.rect for p in self.board.table.pieces if p is not piece]
        tag, lines, size = self.place(words, target.light, hinted_places(self.board, target.id).values(), cards,
                                      self.said_rects())
        m = self.board.metrics
        theme.panel(surface, tag, theme.PANEL, 240, m.px(8), edge, max(1, m.px(2)))
        y = tag.y + m.px(4)
        for line in lines:
            img = theme.text(line, size, theme.TEXT, True)
            surface.blit(img, img.get_rect(midtop=(tag.centerx, y)))
            y += img.get_height()
        return tag
