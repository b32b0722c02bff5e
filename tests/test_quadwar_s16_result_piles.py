"""Review 16 (65.png): in a Quadruple War replay at 1024x640, your won-trick packet lay on the "Hand 1 is
over" panel and hid part of its "bid made..." line. While the panel shows, no won-trick packet lies on it
(its Took column counts them); the other seats' packets stay where they were."""


import pygame
import pytest

from tests.qw_games import first_hand
from tests.ui_helpers import close_board, key, replay_of, steps

pytestmark = pytest.mark.ui




@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_no_won_trick_packet_lies_on_the_hands_result(size):
    m = first_hand(5, 4)
    assert m.game.view(m.state, None)["last_hand"]["won"][0] > 0     # you took tricks: your packet is there
    app, scene = replay_of(m, size=size)
    try:
        key(app, pygame.K_END, frames=5)
        # End goes to the last step of the last move (session 28): the next hand's bidding, its result beside;
        # one step back is the hand's result on the table
        key(app, pygame.K_LEFT, frames=5)
        steps(app, 30)
        objs = scene.layout_info()["objects"]
        panel = next(o for o in objs if o["id"] == "result")
        assert panel["label"] == "Hand 1 is over"
        box = pygame.Rect(panel["rect"])
        packets = [o for o in objs if o.get("kind") == "card" and str(o.get("zone", "")).startswith("won:")]
        assert packets                                                      # the piles are shown
        assert not [o["id"] for o in packets if box.colliderect(pygame.Rect(o["rect"]))]
    finally:
        close_board(app)


def test_each_seats_won_trick_packets_are_labelled():
    """Review 16 (61.png): the won-trick packets beside each player's box had no label; face down beside a
    hand's backs they read as more of its cards. Each seat's packets now say "won" beside them."""
    from quash_table.games.quadwar.piles import WORD as PILE_WORD     # (session 22: piles.py, with the count)
    m = first_hand(5, 4)
    app, scene = replay_of(m, size=(1024, 640))
    try:
        key(app, pygame.K_END, frames=5)
        for _ in range(8):
            key(app, pygame.K_LEFT, frames=3)
        steps(app, 30)
        objs = scene.layout_info()["objects"]
        seats = {o["zone"] for o in objs if o.get("kind") == "card" and str(o.get("zone", "")).startswith("won:")}
        assert len(seats) >= 3
        words = [d for d in scene.table.decor if getattr(d, "text", None) == PILE_WORD
                 or str(getattr(d, "text", "")).startswith(PILE_WORD + " ")]
        assert len(words) == len(seats)
    finally:
        close_board(app)
