"""Where a hint's arrow goes on the Flush board, mixed into it (scene.FlushBoard): the kit's arrow hooks
(ui/board_hooks.py) answered from the places the board laid out (its `_g`)."""

import pygame

from ...ui.hint_way import PANEL_COST, WORD_COST

STAGED_COST = 6 * WORD_COST     # a pixel of a staged card under the arrow: it goes round them where it can
UNDER_ALPHA = 255       # the words a hint's arrow crosses are laid back over it whole: it passes under them


class FlushArrow:
    def arrow_soft(self):
        """The stock and its count (the kit's hook): a hint's arrow pays to cross them as a word, where it ran
        over the stock on its way round the tray (six seats, 1024x640, Moves open: session 30); the tray's left
        edge, the way past the stock (paint_tray.arrow_lane); and the piles' mats (the kit leaves out the one it
        goes to): across the new pile's, between its words, the arrow to the pile seemed to go there (session 49)."""
        g = self._g or {}
        block = g.get("stock_block")
        mats = [(g[k], WORD_COST) for k in ("mat", "new") if k in g]
        return ([(block, WORD_COST)] if block is not None else []) + [g[k] for k in ("tray_lane",) if k in g] + mats

    def arrow_crossable(self):
        """The tray but its left edge (paint_tray.arrow_wall): a straight or one-bend arrow crosses it at a panel's
        cost, its words read through; the way round turned 3-4 times (hand to pile, session 36). The cards staged in
        it, but one the hint moves, are crossed dearly: it lay over the staged 4's corner on its way from the third 4
        to the pile (review 59, seed 581, three seats)."""
        wall = self._g.get("tray_wall") if self._g else None
        out = [(wall, PANEL_COST)] if wall is not None else []
        h = self.hints.showing() if self.hints is not None else None
        moved = set(h.marks) if h is not None else set()
        staged = [p.rect for p in self.table.pieces if p.zone == "stage" and p.id not in moved] \
            if self.table is not None else []
        return out + [(pygame.Rect(r), STAGED_COST) for r in staged]

    _tray_hint_seen = None      # hint_to_middle() when the tray was last painted (paint_tray.tray)

    def hint_to_middle(self):
        """Is a hint's arrow on the table, from a card to the pile or the new pile (across the tray under them)?"""
        h = self.hints.showing() if self.hints is not None else None
        if h is None or h.set_aside or self.table is None:
            return False
        return bool({"pile", "newpile"} & set(h.marks)) and any(i in self.table.piece_by_id for i in h.marks)

    def update(self, dt):
        super().update(dt)
        if self.table is not None and self.hint_to_middle() != self._tray_hint_seen:
            self.invalidate()       # the tray's news gives way to the hint's arrow, or comes back (paint_tray.tray)

    def arrow_under(self):
        """The kit's hook: the words the arrow still crosses (the tray's caption over staged cards, the piles' captions,
        the prompt's pill, "you may turn it up") are laid back over it whole: it passes under them. It ran across the
        tray's news and the label (review 55m, revm_20, 22, 75); the news gives way while the arrow is up (paint_tray)."""
        g = self._g or {}
        # the tray's words (its caption over staged cards) and the piles' own (the head went over "with a Skip")
        places = [g[k] for k in ("tray", "mat", "new") if g.get(k) is not None]
        covers = [r for r in map(pygame.Rect, self.table.text_rects()) if any(p.contains(r) for p in places)] \
            if self.table is not None else []
        covers += [g["turn_words"]] if g.get("turn_words") is not None else []
        prompt = self.painter.prompt_rect() if self.painter is not None and self.painter.shows_prompt() else None
        return covers + ([prompt] if prompt is not None else []), UNDER_ALPHA
