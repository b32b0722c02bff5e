"""Pass-and-play's turn of the table: the board shows the mover's octagons at the front, so at each hand-over every
colour's pair of octagons changes place, and it did so at once, the whole table jumping under the next person
(review 55n: disorienting). Now each pair glides from where it lay to its new place (your red pair from the front up
to the top, the next person's blue down to the front) in half a second, the banner naming the next person over it
(handover.py). Drawn over the new table: each pair's new place is laid back to the felt and the picture of the pair
as it was last drawn goes there, growing or shrinking as it goes."""

import pygame

from ...ui import theme
from ...ui.tween import ease_in_out

SECONDS = 0.5       # at normal speed; none with the animations off


def picture(screen, felt, rect):
    """What `screen` shows in `rect` but the bare felt there, on a clear ground: moved over the felt elsewhere, its
    own felt (the table's vignette) showed as a box round the octagons."""
    shown = pygame.Surface(rect.size, pygame.SRCALPHA)
    shown.blit(screen, (0, 0), rect)
    mask = pygame.mask.from_threshold(screen.subsurface(rect), (0, 0, 0, 255), (4, 4, 4, 255),
                                      othersurface=felt.subsurface(rect))
    mask.invert()
    return mask.to_surface(pygame.Surface(rect.size, pygame.SRCALPHA), setsurface=shown, unsetcolor=(0, 0, 0, 0))


class TableTurn:
    def __init__(self, board):
        self.board = board
        self.seat = board.session.screen_seat
        self.at = {}            # colour -> its pair's rect (its name line and octagons) on the table last built
        self.flying = []        # [(picture, from rect, to rect)] while the table turns
        self.time = 0.0         # since it began
        self.length = 0.0       # how long it takes (the animation speed)

    def after_build(self, at):
        """`at`: each colour's pair's rect on the table just built. Where the screen turned to another person at a
        pass-and-play table, each pair that moved glides there from where it was (its picture from the screen,
        which still shows the table before the turn)."""
        s, before = self.board.session, self.at
        self.at = dict(at)
        if s.screen_seat == self.seat:
            return
        self.seat = s.screen_seat
        speed = self.board.tweens.speed
        screen = pygame.display.get_surface()
        if not s.pass_and_play or self.board.read_only or speed <= 0 or screen is None:
            return
        bounds, felt = screen.get_rect(), theme.felt(screen.get_size())
        self.flying = [(picture(screen, felt, before[c]), pygame.Rect(before[c]), pygame.Rect(to))
                       for c, to in at.items() if c in before and before[c] != to and bounds.contains(before[c])]
        self.time, self.length = 0.0, SECONDS / speed

    def turning(self):
        return bool(self.flying)

    def update(self, dt):
        if self.flying:
            self.time += dt
            if self.time >= self.length:
                self.flying = []

    def draw(self, surface):
        """Over the new table: each moving pair's new place as bare felt, and each pair's picture on its way."""
        if not self.flying:
            return
        k = ease_in_out(min(1.0, self.time / self.length))
        felt = theme.felt(surface.get_size())
        for _, _, to in self.flying:
            surface.blit(felt, to, to)
        for picture, frm, to in self.flying:
            r = pygame.Rect(round(frm.x + (to.x - frm.x) * k), round(frm.y + (to.y - frm.y) * k),
                            max(1, round(frm.w + (to.w - frm.w) * k)), max(1, round(frm.h + (to.h - frm.h) * k)))
            surface.blit(pygame.transform.smoothscale(picture, r.size), r)
