"""The still layer's table region: the felt, the board's decor (panels, labels, images, its own drawing), the prompt,
and the header and log laid back over them; or the curtain.

A move changes a few places of the table (a plate's gold edge, a count, a caption) and leaves the rest as it was:
repainting the whole felt and every panel was most of the frame after a move (issue 22: QUASH's 75 panels and its
felt, 2 ms of a 5.5 ms frame). Each painting notes what it drew, each thing as a look (a value that differs
whenever its drawing does) and the rect it covers; the next painting redraws, clipped to them, only the places
where a look came, went or moved. The whole table is painted where a look is not known: the first painting, the
curtain, a new size, an item of decor with no look (a chart), a board drawing its own decor with no
`decor_look`, a change of the decor's order, a kept region dropped.

A paced count (paced_label.PacedLabel: a plate's "2 cards in hand" as its drawn backs land) changes its words with
no build: the table is painted again, where it lies, the frame its words differ from those last painted (the replay's
"As you saw it" kept "1 card in hand" under two landed backs: nothing repainted the plate, review 60)."""

from collections import Counter

import pygame

from . import theme
from .chrome import curtain_news_rows, draw_curtain
from .curtain_news import curtain_news, curtain_why
from .paced_label import PacedLabel
from .undo_reasons import curtain_undo_note

MOST_RECTS = 8      # more places than this changed: their union is painted once (each place loops over the decor)


def frozen(value):
    """`value` as a value that compares and hashes (a board's decor_look from its drawing's dicts, lists, rects);
    raises TypeError where a part of it cannot hash."""
    if isinstance(value, dict):
        return frozenset((k, frozen(v)) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    if isinstance(value, (set, frozenset)):
        return frozenset(frozen(v) for v in value)
    if isinstance(value, pygame.Rect):
        return tuple(value)
    return value


def decor_looks(board, painter):
    """[(look, rect)] of what the table region draws over the felt, in drawing order; None where one is not known."""
    try:
        own = board.decor_look()
    except TypeError:           # a part of its drawing that cannot hash (frozen): not known
        return None
    if own is None:
        return None
    out = []
    for d in board.table.decor:
        look = getattr(d, "look", None)
        got = look() if look is not None else None
        if got is None:
            return None
        out.append(got)
    # the board's own drawing (QUASH's tracks) is redrawn, clipped, in every place repainted: it changing is a
    # change of the whole table
    out.append((("board", own), None))
    if painter.shows_prompt():
        rect, _ = painter.pill_rect(board.table.prompt, painter._prompt_pos(), 17)
        out.append((("prompt", board.table.prompt, tuple(painter._prompt_pos())), pygame.Rect(rect)))
    return out


def paced_words(board):
    """The words the table's paced counts say now (paced_label.PacedLabel), in the decor's order."""
    return tuple(d.text for d in board.table.decor if isinstance(d, PacedLabel))


def changed_places(before, now, bounds):
    """The rects to repaint going from the looks `before` to `now` (decor_looks), within `bounds`; None: all."""
    if before is None or now is None:
        return None
    try:
        was = Counter((look, None if r is None else tuple(r)) for look, r in before)
        will = Counter((look, None if r is None else tuple(r)) for look, r in now)
    except TypeError:           # a look that cannot be compared as a value
        return None
    gone, came = was - will, will - was
    if not gone and not came:
        # the same things: repainted only if their order changed (what lies over what)
        return [] if [look for look, _ in before] == [look for look, _ in now] else None
    places = []
    for (look, r), _ in list(gone.items()) + list(came.items()):
        if r is None:
            return None
        place = pygame.Rect(r).clip(bounds)
        if place.w and place.h:
            places.append(place)
    if len(places) > MOST_RECTS:
        places = [places[0].unionall(places[1:])]
    return places


class TablePaint:
    """BoardPainter's table region (see the module's docstring)."""

    _table_looks = None     # what the last painting of the table drew (decor_looks), None: painted whole next
    _paced_drawn = ()       # the words of the table's paced counts as the last painting of the table drew them

    def paced_moved(self):
        """Do the table's paced counts say other words than the table was last painted with (a piece they count
        landed since)? The table region is then painted again (BoardPainter.frame)."""
        return paced_words(self.board) != self._paced_drawn

    def forget_table(self):
        """The next painting of the table is whole (the layer was made anew, or painted over)."""
        self._table_looks = None

    def _paint_table(self, layer):
        """The felt and everything the board lays on it (or the curtain); the header and log kept from
        their last painting go back over the felt."""
        b = self.board
        s = b.session
        self._paced_drawn = paced_words(b)
        self._paint_scores_overlay(layer)
        if s.curtain is not None:
            self._table_looks = None
            layer.blit(theme.felt(layer.get_size()), (0, 0))
            draw_curtain(layer, b.metrics, s.name(s.curtain), curtain_why(s, b.curtain_words(s.curtain)),
                         curtain_news_rows(b.metrics, *curtain_news(s, b.newsbook)),
                         curtain_undo_note(s, s.curtain))
            self._drop_moved_kept()
            self._lay_kept(layer, None)
            return
        dropped = self._drop_moved_kept()
        looks = decor_looks(b, self)
        places = None if dropped else changed_places(self._table_looks, looks, layer.get_rect())
        self._table_looks = looks
        if places is None:
            self._paint_decor(layer, None, looks)
            return
        for place in places:
            layer.set_clip(place)
            self._paint_decor(layer, place, looks)
            layer.set_clip(None)

    def _paint_decor(self, layer, place, looks):
        """The felt, the decor, the board's own drawing and the prompt (and the kept regions over them), all of them
        (`place` None) or those over `place` (the layer clipped to it)."""
        b = self.board
        felt = theme.felt(layer.get_size())
        if place is None:
            layer.blit(felt, (0, 0))
        else:
            layer.blit(felt, place, place)
        for i, d in enumerate(b.table.decor):
            if place is None or looks is None or place.colliderect(looks[i][1]):
                d.draw(layer)
        b.draw_decor(layer)
        if self.shows_prompt():
            self.pill(layer, b.table.prompt, self._prompt_pos(), theme.GOLD, (20, 40, 30), 17)
        self._lay_kept(layer, place)

    def _paint_scores_overlay(self, layer):
        """The score panel, drawn once per change like the still layer, but blitted over the pieces each frame."""
        b, m = self.board, self.board.metrics
        b._scores_overlay = None
        if b.session.curtain is None and b.score_panel.showing():
            if self._scratch is None or self._scratch.get_size() != layer.get_size():
                self._scratch = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
            box = b.score_panel.rect().inflate(m.px(16), m.px(16)).clip(self._scratch.get_rect())
            self._scratch.set_clip(box)
            self._scratch.fill((0, 0, 0, 0), box)
            b.score_panel.draw(self._scratch)
            self._scratch.set_clip(None)
            b._scores_overlay = (self._scratch.subsurface(box).copy(), box.topleft)

    def _drop_moved_kept(self):
        """Drop the log's kept pixels where its column changed shape (the replay's face-up hands came or went):
        its old pixels would lie over the hands panel; the log is repainted in its new place a frame or two later
        (a folded log's column is the table's). True when one was dropped: the table is then painted whole."""
        b = self.board
        kept = self._kept.get("log")
        if kept is not None and (b.log_folded() or pygame.Rect(kept[1], kept[0].get_size()) != self._log_kept()):
            del self._kept["log"]
            return True
        return False

    def _lay_kept(self, layer, place):
        """The header and log, kept from their last painting, back over the felt (where they meet `place`)."""
        for img, pos in self._kept.values():
            if place is None or place.colliderect(pygame.Rect(pos, img.get_size())):
                layer.blit(img, pos)
