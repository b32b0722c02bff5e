"""New card faces within a frame's budget.

A face is painted at twice its size and smoothscaled: a few tenths of a millisecond each. When a hand changes
size every card in it needs a new face on one frame (Flush's pickup of a dozen cards: 5 ms of a 15 ms frame,
issue 22). Within a frame (between `begin` and `end`, which the app's step calls) faces are made on demand
until FACE_BUDGET is spent; past it a face already made at another size stands in, scaled (the card is
usually gliding to its new place then), and the real one is wished for, made ahead on the next frames
(`Sprites.warm`); a board is not settled while a face stood in on its last frame (`stand_ins`: BoardScene.settled).
Outside a frame (tests, rules pages drawn at once) every face is made when asked for."""

import time

import pygame

from .sprites import SPRITES

FACE_BUDGET = 0.0015     # seconds of new faces a frame makes on demand


class FaceBudget:
    def __init__(self):
        self.spent = None       # seconds spent on new faces this frame; None outside a frame
        self.stand_ins = 0      # faces that stood in this frame (or the last, between frames): not yet settled

    def begin(self):
        self.spent = 0.0
        self.stand_ins = 0

    def end(self):
        self.spent = None

    def card(self, deck, code, size):
        """The face of `code` at `size`: made, made now, or (past the frame's budget) a stand-in."""
        face = SPRITES.made(deck, code, size)
        if face is not None:
            return face
        if self.spent is not None and self.spent >= FACE_BUDGET:
            other = SPRITES.made_any_size(deck, code)
            if other is not None:
                SPRITES.want(deck, [code], size)
                self.stand_ins += 1
                return pygame.transform.scale(other, (max(1, int(size[0])), max(1, int(size[1]))))
        start = time.perf_counter()
        face = SPRITES.card(deck, code, size)
        if self.spent is not None:
            self.spent += time.perf_counter() - start
        return face


FACES = FaceBudget()
