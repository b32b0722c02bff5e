"""Session 43, Quadruple War at 1024x640: a hint's long why (H) lay across its arrow from your hand, the arrow drawn
under the words (issue 23's list since review 36), and with three seats the short words went over Bot 2's plate,
which no message kept off (the board's plates were drawn as panels of its own, not the kit's plates). The board now
lets the why go beside the arrow in a line more (Table.message_off_arrow, as The Game and QUASH do), its plates are
the kit's plates and its score pad a panel no message covers."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import GAME
from quash_table.ui.hint_side import side_of
from quash_table.ui.message_spot import cuts
from tests.ui_helpers import ask_hint, board, close_board, hint_placed, key, make_app, match_board, settle, step_until

pytestmark = pytest.mark.ui

# a why as long as one the hint gave at trick 6 (seed 1, four seats), when it lay across the arrow
LONG_WHY = ("lead a winner: no club still out beats it, but a seat out of clubs may trump it; from what you can see, "
            "this leaves you 4 points ahead of the others' average, 2 points ahead with the big joker")



def _to_your_card(app, scene):
    """Bid, then let the bots play up to your first card."""
    m = scene.session.match
    settle(app, scene)
    scene.session.play({"type": "bid", "tricks": 3})
    step_until(app, lambda: m.to_move == 0 and m.legal_actions()[0]["type"] == "play", timeout=120)
    settle(app, scene)


def _a_full_log(seed, cards=24, seats=4):
    """A game some `cards` into its first hand, random moves, your card to play: the move log is full, so a why with
    no place on the table has no room under its last line."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while not (m.state.hand_no == 1 and len(m.state.tricks) * seats + len(m.state.trick) >= cards and m.to_move == 0):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_long_why_goes_beside_the_arrow_not_across_it(seed):
    app, scene = match_board(_a_full_log(seed), size=(1024, 640), animation="instant")
    try:
        m = scene.session.match
        legal = m.legal_actions()
        action = NormalBot(GAME, 0).choose(GAME.view(m.state, 0), legal)
        scene.hints.display(action, Reason(LONG_WHY, "lead a winner: no club still out beats it"))
        short, band = hint_placed(app, scene)
        assert band and not cuts(short, band), (short, band)
        assert scene.hints.why()
        full, band = hint_placed(app, scene)
        assert scene.hints.full_shown() and full.h > short.h, (short, full)
        assert not cuts(full, band), (full, band)
        assert not scene.painter.message_crowded()
        plates = [pygame.Rect(r) for r in scene.geometry["plates"].values()] + [pygame.Rect(scene.geometry["pad"])]
        assert full.collidelist(plates) < 0, (full, plates)
    finally:
        close_board(app)


def test_with_three_seats_the_hint_keeps_off_the_plates():
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 2, seed=1)
    try:
        _to_your_card(app, scene)
        ask_hint(app, scene, 120)
        short, band = hint_placed(app, scene)
        plates = [pygame.Rect(r) for r in scene.geometry["plates"].values()]
        assert short.collidelist(plates) < 0, (short, plates)
        assert scene.hints.why()
        full, band = hint_placed(app, scene)
        assert full.collidelist(plates) < 0, (full, plates)
        assert not cuts(short, band) and not cuts(full, band)
    finally:
        close_board(app)


FIVE_SEAT_WHY = ("you have no spades and nothing that wins: shed your only club; from what you can see, you make your "
                 "bid a little more often this way than with the 3 of diamonds (about 9 times in 10)")


def _long_why_shown(app, scene, m):
    """Show a hint with FIVE_SEAT_WHY, then its why (H): where its words lie once the log is repainted."""
    action = NormalBot(GAME, 0).choose(GAME.view(m.state, 0), m.legal_actions())
    scene.hints.display(action, Reason(FIVE_SEAT_WHY, "you have no spades and nothing that wins: shed your only club"))
    hint_placed(app, scene)
    assert scene.hints.why()
    full, _ = hint_placed(app, scene)
    for _ in range(6):      # the log is repainted a frame or two after the table
        app.step(1 / 60)
    return full


@pytest.mark.parametrize("seed, cards", [(2, 20)])
def test_a_why_no_place_on_the_table_holds_goes_to_the_foot_of_the_full_log(seed, cards):
    # five seats at 1024x640: no place on the table held the why clear of the plates' words and the arrow, and it lay
    # over two plates above the mat; the move log full, it had no room under its last line either. It now goes at
    # the column's foot, the log's lines ending above it, its newest line in view (since session 44 the table holds
    # the why of 4, 30 beside the arrow and of 3, 20 by your place on the mat: test_qw_s44_hint_on_mat)
    m = _a_full_log(seed, cards, seats=5)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        full = _long_why_shown(app, scene, m)
        log = scene.painter._log_rect()
        assert log.contains(full), (full, log)
        assert not scene.painter.message_crowded()
        words = scene.log.word_rects[1:]            # the lines drawn (the heading first)
        assert words and max(r.bottom for r in words) <= full.top, (words[-1], full)
        assert str(scene.logbook.count()) in [line[0] for line in scene.log.shown]      # the newest move shows
    finally:
        close_board(app)


def test_a_why_at_the_log_foot_never_lies_under_the_scores_panel():
    m = _a_full_log(2, 20, seats=5)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        key(app, pygame.K_c)        # the Scores panel
        settle(app, scene)
        assert scene.score_panel.showing()
        full = _long_why_shown(app, scene, m)
        panel = scene.score_panel.rect()
        assert not full.colliderect(panel), (full, panel)
        # above the panel in the log's column, the log's lines ending above it
        log = scene.painter._log_rect()
        assert log.contains(full) and full.bottom <= panel.top, (full, log, panel)
        assert max(r.bottom for r in scene.log.word_rects[1:]) <= full.top
    finally:
        close_board(app)


# a four-seat game at 1280x800 (seed 1) played by the hints to hand 2's fifth trick, your K of diamonds to play
SIDE_GAME = ("b2 b2 b2 b3 10D QD 3D AD AH 2H 3H KH QH 6H 4H 3S AC 8C 3C 5C 4D 7D KD 8D KC 7C 6C 9S 5H JH 9H 4S 5D QS "
             "KS 9D BJ 2S 8S 10S 4C QC 10C AS 7H 9C LJ 6D 5S JS 8H 7S JD 10H JC 6S b1 b4 b2 b3 AC 5C JC 3C 4C 10C KC "
             "9C 2H 4H 7H KH AH 6H 5H 8H 3D QD KD 5D AD 6D 4D 7D 8D JD 10D 9D 9H 3H JH 6S 6C 8C LJ 2S 5S KS AS 3S")


def recorded(words, seed, seats=4):
    """A Quadruple War game of `seats` (you and bots) and `seed` with the moves `words` played: "b3" a bid, "KH" a card."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=seed, options=GAME.options_from_user({}))
    for word in words.split():
        m.play({"type": "bid", "tricks": int(word[1:])} if word[0] == "b" else {"type": "play", "card": word})
    return m


def test_the_short_words_take_the_side_where_the_why_fits_in_its_lines():
    # the short words lay right of the arrow, where side_holding found room for the why in five lines; the why takes
    # four at most, found none there, and went left of them (session 43)
    app, scene = match_board(recorded(SIDE_GAME, 1), size=(1280, 800), animation="instant")
    try:
        ask_hint(app, scene, 120)
        short, band = hint_placed(app, scene)
        assert scene.hints.why()
        full, band = hint_placed(app, scene)
        # (since session 44 both may lie on the mat above your place, the arrow's end, off its line: no side)
        assert side_of(short, band) * side_of(full, band) >= 0, (short, full)
        assert not cuts(short, band) and not cuts(full, band), (short, full, band)
        pygame.image.save(pygame.display.get_surface(), "/tmp/side_game.png")
    finally:
        close_board(app)
