"""NumberQuash's input on its own table (a mixin of scene.NumberQuashBoard): clicks on your cells and number
keys for a split or a block, the dice chip kept beside the pointer, and H while your dice still tumble kept
for when they land. Moved out of scene.py (at 597 lines of its 600)."""

import pygame

from ...ui.drag import digit_key
from ...ui.hint_clear import hinted_places
from .composer import PAIR, cell_key, numbered
from .layout import chip_in_hand


class CellInput:
    """Mixed into the board: reads its table (`table_geo`, `composer`, `drag`, `session`)."""

    _press = None          # a cell pressed with no piece on it (the click path of a split)

    # --- input: clicks on your cells and number keys (a split, a block) ---------------------------------
    def handle(self, event):
        if self._click_on_log(event):
            return True
        if self._hint_while_rolling(event):
            return True
        if self._board_event(event):
            return True
        used = super().handle(event)
        if event.type == pygame.MOUSEMOTION and self.drag.dragging == PAIR:
            self._chip_clear_of_cells(event.pos)
        return used

    def _chip_clear_of_cells(self, pointer):
        """The dice chip in the air lies beside the pointer, not over the cell it is dropped on nor the hinted one
        (layout.py)."""
        chip = self.drag.piece(PAIR)
        cells = [t.rect for t in self.table.targets if t.id.startswith("cell:")]
        if chip is None or not cells:
            return
        side = max(max(r.w, r.h) for r in cells)
        hinted = hinted_places(self).values()      # the cells the hint marks stay in sight (review 47b)
        chip.pos[0], chip.pos[1] = chip_in_hand(chip.rect.size, pointer, side, self.areas()[1], self.metrics.px(6),
                                                hinted)

    _hint_waits = False     # H pressed while your dice tumble: the hint comes when they land

    def _hint_while_rolling(self, event):
        """H while your roll is still shown tumbling (or told) is kept, not dropped: pressed then it showed
        nothing (review 15). The table says so, and the hint comes when the dice land (update)."""
        if not (event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL):
            return False
        if self.turn_on_screen() or not self.hud.turn_is_yours() or self.read_only:
            return False
        self._hint_waits = True
        self.show_message("A moment: the dice are rolling (the hint comes when they land)", "hint", 3)
        return True

    def _hint_when_landed(self):
        if not self._hint_waits:
            return
        if self.turn_on_screen():
            self._hint_waits = False
            self.hint()
        elif not self.hud.turn_is_yours():     # the turn went on (nothing fitted): no hint for it
            self._hint_waits = False

    def _can_pick_cells(self):
        c = self.composer
        s = self.session
        return (c is not None and s.my_turn() and s.curtain is None and not s.over and PAIR in c.pieces()
                and self.drag.selected is None and not self.drag.busy())

    def _board_event(self, event):
        if self.handover is not None and self.handover.handle(event) or self.opening.handle(event):
            return True
        if not self._can_pick_cells():
            self._press = None
            if event.type == pygame.KEYDOWN and self.composer is not None and self.drag.selected is None:
                n = digit_key(event.key)
                if n is not None and any(b.id == f"block:{n - 1}" for b in self.composer.buttons()):
                    self.compose(self.composer.press(f"block:{n - 1}"))
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press = None
            if any(b.rect.collidepoint(event.pos) for b in self.table.buttons):
                return False
            p = self.drag.piece_at(event.pos)
            if p is not None and p in self.drag.movable():
                return False
            self._press = self._cell_at(event.pos)
            return self._press is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            cell, self._press = self._press, None
            if self._cell_at(event.pos) == cell:
                self.compose(self.composer.drop(PAIR, cell_key(cell)))
            return True
        if event.type == pygame.KEYDOWN:
            n = digit_key(event.key)
            if n is None:
                return False
            lit = numbered(self.composer.targets(PAIR), n)
            if not lit:
                self.show_message(f"No {n} can help cover {self.composer.target_words()} now", "error")
                return True
            self.compose(self.composer.drop(PAIR, lit[-1] if event.mod & pygame.KMOD_SHIFT else lit[0]))
            return True
        return False

    def numbered_target(self, n, lit):
        """Digit n picks your cell n for a lifted die or stolen quasher, as it does for a split (the kit's
        hook): its first lit cell n, else your first cell n (Enter on that says why it may not go there)."""
        mine = [cell_key(c) for c, g in self.table_geo.items() if g["mine"]]
        return next(iter(numbered(lit, n) + numbered(mine, n)), None)

    def _cell_at(self, pos):
        """The cell under `pos`, yours or another player's (a click on theirs is refused with why: the composer's
        words; it did nothing, review 57)."""
        for cell, g in self.table_geo.items():
            if g["rect"].collidepoint(pos):
                return cell
        return None
