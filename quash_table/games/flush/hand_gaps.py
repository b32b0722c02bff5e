"""Your hand's gaps where staged cards were (a mixin of FlushBoard). A card staged leaves its gap, so a card
clicked, then the pile, then the next card where it was seen takes that card (session 22: a re-centred hand
gave the neighbour); the gaps close, gliding like a real hand closing up (the board animates every new home),
once the pointer has stayed away from the hand HAND_CLOSE_AFTER, or has rested HAND_REST_CLOSE wherever it is
(a pointer left lying on the hand, cards staged with the keys: the hand kept its holes, review 34; until
Declare, session 29), and stay closed: cards staged after that leave gaps of their own until then again. A card
taken back from the tray comes back into the hand's row."""

import pygame

HAND_CLOSE_AFTER = 0.5     # seconds the pointer is away from your hand before staged cards' gaps close (was 1.0)
HAND_REST_CLOSE = 1.2      # seconds the pointer rests, over the hand or not, before they close


class HandGaps:
    _over_hand = False          # the pointer over your hand
    _away = 0.0                 # seconds since the pointer left your hand
    _rest = 0.0                 # seconds since the pointer last moved or pressed
    _closed_to = None           # keys of the hand cards laid out when the gaps last closed (None: the whole hand)

    def handle(self, event):
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            area = (self._g or {}).get("hand_area")
            self._over_hand = area is not None and area.collidepoint(event.pos)
            if self._over_hand:
                self._away = 0.0
            self._rest = 0.0
        return super().handle(event)

    def update(self, dt):
        super().update(dt)
        self._rest += dt
        if not self._over_hand:
            self._away += dt
        c = self.composer
        if not gaps_close(self._over_hand, self._away, self._rest) or c is None or not c.staged \
                or self.drag.active() is not None or self.drag.held():
            return
        laid = set(self._laid_keys)
        if any(k in laid for k in c.staged):         # a gap shows: close it (a rebuild under a held card dropped it)
            self._closed_to = laid - set(c.staged)
            self.rebuild()

    _laid_keys = ()             # keys of the hand cards the hand last built was laid out for, gaps included

    def hand_laid_out(self, hand):
        """The entries (pid, code, key) of your hand to lay out, staged ones included where they leave a gap
        (paint_seats.my_hand draws those not staged): the whole hand, less the cards staged before the gaps
        last closed; with nothing staged the whole hand again."""
        c = self.composer
        if c is None or not c.staged:
            self._closed_to = None
        keep = self._closed_to
        out = [h for h in hand if keep is None or h[2] in keep or not self.staged_key(h[2])]
        self._laid_keys = [h[2] for h in out]
        return out


def gaps_close(over_hand, away, rest):
    """Whether staged cards' gaps close now: the pointer away from the hand HAND_CLOSE_AFTER (`away` seconds;
    `over_hand`: it is over it now), or resting HAND_REST_CLOSE (`rest` seconds since it moved), anywhere."""
    return (not over_hand and away >= HAND_CLOSE_AFTER) or rest >= HAND_REST_CLOSE
