"""Session 44, issue 23 (QUASH advanced, new players): a spot's open slot, where a drop adds the card, was
drawn on the right whatever the card held. Seed 11 at 1024x640: spot 4 held J♠-Q♠ and the player dropped the
10♣ left of them, where a 10 lies once laid; the J♠ was swapped out. Session 44 made the spot make room on the
left for the card held (its cards moved up a slot); review 49d found the targets then moved under the pointer.
Session 50 keeps every target where it lies at rest (tests/test_quash_s50_targets_stay.py) and the tag says
where the card will lie. This file keeps the seed-11 position and the drag helpers the later tests share."""

import contextlib

import pygame

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, grab, match_board, steps

J_Q = [(), (), (), ("JS", "QS"), (), (), (), (), ()]

TOP = 0.34      # a point high on a card's face (its top third): any point of its face swaps it (session 48)


def _seed_11():
    """Seed 11, advanced, 2 players: you (RED) have laid J♠ then Q♠ on spot 4, the bot its cards elsewhere;
    your 10♣ in hand, your turn."""
    m = Match("quash", ["human", "bot:easy"], 11, {"variant": "advanced"})

    def bot():
        m.play(next(a for a in m.legal_actions() if a["type"] == "play" and "swap" not in a and a["spot"] != 4))

    bot()
    for card in ("JS", "QS"):
        m.play({"type": "play", "card": card, "spot": 4})
        bot()
    assert m.to_move == 0 and tuple(m.state.board[0][3]) == ("JS", "QS") and "10C" in m.state.hands[0]
    return m


@contextlib.contextmanager
def _spot_4_board(size):
    """(match, app, scene, its round, spot 4's slots) at _seed_11's position on a board of `size`; closed after."""
    m = _seed_11()
    app, scene = match_board(m, size=size)
    try:
        yield m, app, scene, m.state.round, scene._deco["g"]["slots"]["bottom"][3]
    finally:
        close_board(app)


def _left_of_j(scene, rnd):
    """Where the J♠ lies at rest, at its left edge, halfway down: left of the J-Q, where a 10 goes."""
    j = scene.table.piece_by_id[f"r{rnd}:JS"].home
    return (j.x + scene.metrics.px(5), j.centery)


def _hold(app, scene, card, at):
    """Drag `card` to `at` and keep the button held (a few frames: the table builds for the held card)."""
    start = grab(scene, card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    steps(app, 1)
    for i in range(1, 9):
        pos = (start[0] + (at[0] - start[0]) * i // 8, start[1] + (at[1] - start[1]) * i // 8)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        steps(app, 1)
    steps(app, 30)      # the table built for the held card


def _move(app, at):
    """Move the held card to `at` (the button still held)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0)))
    steps(app, 3)


def _let_go(app, at):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    steps(app, 3)
