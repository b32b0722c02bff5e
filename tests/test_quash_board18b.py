"""QUASH board fixes after the second new player's review of session 18 (rev18b), driven by real pygame
events and the app's own clock (a frame is 1/60 s)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


def _one_move_from_the_end(seats, options, seed):
    """A match one move of seat 0 (the person) before its end, and that move."""
    for s in range(seed, seed + 200):
        m = Match("quash", list(seats), s, dict(options))
        rng = random.Random(s)
        played = []
        while not m.over:
            a = rng.choice(m.legal_actions())
            played.append((m.to_move, a))
            m.play(a)
        if played[-1][0] == 0:
            m = Match("quash", list(seats), s, dict(options), actions=[a for _, a in played[:-1]])
            return m, played[-1][1]
    raise AssertionError("no game ending on the person's move")


def test_enter_pressed_through_the_last_scoring_does_not_close_you_won():
    """rev18b (87-89.png): pressing Enter quickly (every 120 ms) through the last round's scoring closed the
    "You won!" window before it was seen: its See the table answers Enter after 0.8 s, however the key came.
    The summary takes a key as the curtain does: not within CURTAIN_KEY_GUARD (1.5 s) of its coming up;
    a deliberate press after that acts (T: onto the table)."""
    m, last = _one_move_from_the_end(["human", "bot:normal", "bot:normal", "bot:normal"], {"target": 5}, 1)
    app, scene = match_board(m, size=(1024, 640), round_pause=True, animation="normal")
    try:
        scene.act(last)
        presses = 0
        while not scene.summary_up():
            key(app, pygame.K_RETURN, frames=7)          # Enter, every 120 ms, while it is scored
            presses += 1
            assert presses < 200, "the game never ended"
        for _ in range(10):                              # and on for 1.2 s more: the summary is up
            key(app, pygame.K_RETURN, frames=7)
            assert scene.summary_up(), "a press meant for the scoring closed the You won! window"
        steps(app, 30)
        key(app, pygame.K_t, frames=3)                   # now on purpose: See the table (T; Enter is Play
        assert not scene.summary_up() and scene.session.match.over      # again since session 22)
    finally:
        close_board(app)


def _gold_inside(app, rect, inset=8):
    """How many pixels of the screen inside `rect` (less `inset` round it) are the gold of a frame or tag."""
    from quash_table.ui import theme
    gold = pygame.Color(theme.GOLD)
    inner = rect.inflate(-2 * inset, -2 * inset)
    return sum(1 for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom)
               if app.screen.get_at((x, y))[:3] == gold[:3])


def test_the_raised_card_is_drawn_over_its_neighbours_drawn_frame_and_tag():
    """rev18b (12.png, 12_zoom.png): the hinted card, raised above the cards fanned over it, was partly
    covered by the gold "drawn" frame and tag of the card you drew, its right neighbour: the frames are
    drawn over the pieces. The raised card (hinted, or lifted with a click: the same drawing, the one this
    position reaches by real events) is drawn over them, whole."""
    from quash_table.games.quash import over_pieces
    from tests.test_quash_rules import BLACK, RED, stacked_2p_basic
    from tests.ui_helpers import click, grab
    red = ["2C 4C 3C"] + RED[1:]
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1}, stacked=stacked_2p_basic(red, BLACK))
    for act in ({"card": "2C", "spot": 1}, {"card": "7H", "spot": 1}, {"card": "4C", "spot": 1},
                {"card": "9H", "spot": 1}):
        m.play(dict(act, type="play"))
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 3)
        drawn = scene.table.piece_by_id[scene._drawn]
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.rect.x)
        left = hand[hand.index(drawn) - 1]
        click(app, grab(scene, left))
        assert scene.drag.selected == left.id
        raised = left
        steps(app, 3)
        r = pygame.Rect(raised.rect)
        r.y += scene.drag.lift_offset(raised)
        frame = over_pieces.drawn_frame(scene, scene._drawn)
        assert frame.inflate(8, 8).colliderect(r), "the drawn frame reaches the raised card"
        assert _gold_inside(app, r) == 0, "a neighbour's gold frame or tag is drawn over the raised card"
    finally:
        close_board(app)


@pytest.mark.parametrize("late", [0, 8])
def test_h_pressed_as_a_bots_move_lands_asks_for_the_hint(late):
    """rev18b (90.png then 93.png): H pressed right after a bot's move sometimes did nothing: on your turn,
    while the bot's card still flew to its spot (about a third of a second), H was dropped unheard. It is
    kept and asked once the move has landed."""
    m = Match("quash", ["human", "bot:normal"], 5, {"dealer": 1})
    app, scene = match_board(m, size=(1024, 640), animation="normal")
    try:
        s = scene.session
        assert s.my_turn()
        scene.act(next(a for a in m.legal_actions() if a["type"] == "play"))
        n = len(m.actions)
        step_until(app, lambda: len(m.actions) > n and s.my_turn(), timeout=60)   # the bot has moved
        steps(app, late)
        assert not scene.turn_on_screen(), "the bot's card is still landing"
        key(app, pygame.K_h, frames=1)
        step_until(app, scene.turn_on_screen, timeout=10)
        steps(app, 2)
        assert scene.hints.waiting or scene.hints.current is not None, "H did nothing"
    finally:
        close_board(app)
