"""Session 44, Quadruple War at five seats, 1024x640 (review 43): a hint's short words went to the top of the mat over
two seats' card backs, far from their card, its why lay over your own hand's card indices, and its arrow ran through
the prompt left on the band ("Your lead: drag a card ..."). The hint now marks your place on the mat (Target.mark),
not the whole mat: its outline frames that place, its arrow points into it, and its words may lie on the mat's empty
cloth beside it; a place beside the arrow clear of every card wins over one up or down over cards that is no nearer
(message_spot.free_spot); and the hint's words stand for the prompt (Table.hint_for_prompt)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from quash_table.games.quadwar.composer import TRICK
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import GAME
from quash_table.ui.message_spot import cuts, free_spot
from tests.ui_helpers import close_board, hint_placed, match_board

pytestmark = pytest.mark.ui

# the short words and the why the hint gave on a lead at five seats (seed 21, hand 3), when they lay over card backs
SHORT = ("lead a winner: with your A and K, your Q is as good as the top, but a seat out of hearts may trump it")
WHY = ("lead a winner: with your A and K, your Q is as good as the top, but a seat out of hearts may trump it; from "
       "what you can see, this leaves you 12 points ahead of the others' average, 11 points ahead with the little joker")


def _your_lead(seed, tricks=3, seats=5):
    """A game at your lead, `tricks` tricks or more into a hand (random moves)."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while not (len(m.state.tricks) >= tricks and not m.state.trick and m.to_move == 0 and m.legal_actions()[0]["type"] == "play"):
        m.play(rng.choice(m.legal_actions()))
    return m


def _cards(scene):
    """{"yours": rects of your hand's cards, "theirs": of the other seats' hands}."""
    hands = [p for p in scene.table.pieces if p.zone.startswith("hand:")]
    return {"yours": [p.home for p in hands if p.zone == "hand:0"],
            "theirs": [p.home for p in hands if p.zone != "hand:0"]}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_lead_hint_lies_by_your_place_on_the_mat_clear_of_every_hand(seed):
    app, scene = match_board(_your_lead(seed), size=(1024, 640), animation="instant")
    try:
        m = scene.session.match
        action = NormalBot(GAME, 0).choose(GAME.view(m.state, 0), m.legal_actions())
        scene.hints.display(action, Reason(WHY, SHORT))
        short, band = hint_placed(app, scene)
        place = scene.geometry["slots"][0]
        # the hint frames your place, not the mat, and its arrow ends there
        framed = scene.hints._mark_rects([TRICK])[TRICK]
        assert framed.contains(place) and framed.w < place.w * 2, (framed, place)
        tip = scene.hints.arrow_parts()[-1][1]
        assert place.inflate(40, 40).collidepoint(tip), (tip, place)
        cards = _cards(scene)
        assert band and not cuts(short, band), (short, band)
        assert short.collidelist(cards["theirs"]) < 0 and short.collidelist(cards["yours"]) < 0, (short, cards)
        # the hint's words stand for the prompt: it is not drawn beside them for the arrow to cross
        assert scene.table.prompt and not scene.painter.shows_prompt()
        assert scene.hints.why()
        full, band = hint_placed(app, scene)
        assert scene.hints.full_shown() and not cuts(full, band)
        assert full.collidelist(cards["yours"]) < 0 and full.collidelist(cards["theirs"]) < 0, (full, cards)
        assert not scene.painter.message_crowded()
    finally:
        close_board(app)


def test_the_prompt_comes_back_when_the_hint_goes():
    app, scene = match_board(_your_lead(1), size=(1024, 640), animation="instant")
    try:
        m = scene.session.match
        assert scene.painter.shows_prompt()
        scene.hints.display(m.legal_actions()[0], Reason(SHORT))
        hint_placed(app, scene)
        assert not scene.painter.shows_prompt()
        scene.hints.forget()
        scene.message = None
        app.step(1 / 60)
        assert scene.painter.shows_prompt()
    finally:
        close_board(app)


def test_beside_clear_of_the_cards_wins_over_up_or_down_over_them_when_no_further():
    # a message's own column: words (keep) round its place, cards (soft) above and below them; the cloth beside
    R = pygame.Rect
    shape, bounds = R(300, 400, 200, 40), R(0, 0, 800, 600)
    words = [R(250, 150, 300, 420)]
    cards = [R(250, 0, 300, 150), R(250, 570, 300, 30)]
    rect, _ = free_spot([shape], words, cards, bounds, 4)
    assert rect.collidelist(cards + words) < 0 and rect.y == shape.y, rect       # beside, 250 px over, not 290 up
    # ... but over cards up or down where that is nearer than any place beside clear of them
    words = [R(250, 380, 300, 80)]
    cards = [R(250, 0, 300, 380), R(250, 460, 300, 140)]
    rect, _ = free_spot([shape], words, cards, bounds, 4)
    assert rect.x == shape.x and rect.collidelist(words) < 0 and rect.collidelist(cards) >= 0, rect


def test_a_clear_place_beside_wins_over_a_clear_one_further_up_or_down():
    # NumberQuash at 1024x640 (review 44): the hint went to the table's top by Bot 3's plate, its dice and cells at the
    # foot, with room beside its place; words fill its column but at the top
    R = pygame.Rect
    shape, bounds = R(300, 400, 200, 40), R(0, 0, 800, 600)
    words = [R(250, 60, 300, 540)]
    rect, _ = free_spot([shape], words, [], bounds, 4)
    assert rect.collidelist(words) < 0 and rect.y == shape.y, rect          # beside, 250 px over, not 340 up
    # ... and up or down where that is nearer
    words = [R(250, 360, 300, 240), R(0, 0, 250, 600), R(550, 0, 250, 600)]
    rect, _ = free_spot([shape], words, [], bounds, 4)
    assert rect.x == shape.x and rect.collidelist(words) < 0, rect


# a four-seat game (seed 21) played by the hints to hand 2's first trick, your A of hearts to play: the short words went
# to the mat's top right by Bot 3's card backs, the card at the foot, and the why to the band by the arrow (review 44)
FAR_GAME = ("b3 b2 b4 b3 KD 3D 6D AD KH 3H 10H 2H AH 5H 3S 8H 4D 8D 10D 4S KC 10C AC 4C LJ 2S 6S 5S BJ 4H 7S KS 9S 7H "
            "QS AS JC 3C 7C 5C 5D 10S JD 6C JS 8C 8S 7D JH 9C 6H 9D QH QD 9H QC b3 b4 b2 b1 KH")


def test_the_short_words_lie_by_the_arrow_not_across_the_table_from_it():
    from quash_table.ui.board_paint import FAR_MOVED
    from quash_table.ui.hint_side import eye_way
    from tests.test_qw_s43_why_off_arrow import recorded
    app, scene = match_board(recorded(FAR_GAME, 21), size=(1024, 640), animation="instant")
    try:
        scene.hints.display({"type": "play", "card": "AH"}, Reason(
            "you need 4 more tricks; the highest heart left, it wins 9 times in 10, as only someone with no hearts can "
            "trump it", "it is the highest heart left, and you need 4 more tricks"))
        short, band = hint_placed(app, scene)
        assert band and eye_way(short, band, short) <= scene.metrics.px(FAR_MOVED), (short, band[0], band[-1])
        cards = _cards(scene)
        assert not cuts(short, band) and short.collidelist(cards["yours"] + cards["theirs"]) < 0, short
        assert scene.hints.why()
        full, band = hint_placed(app, scene)
        assert not cuts(full, band) and full.collidelist(cards["yours"] + cards["theirs"]) < 0, full
        assert eye_way(full, band, full) <= scene.metrics.px(FAR_MOVED), full
    finally:
        close_board(app)


def test_a_why_over_your_hand_takes_more_lines_on_the_table_before_the_log():
    # five seats at 1024x640, the log full: the why lay over your hand's indices (review 43); the log's foot is far
    # from the card (review 44): where the table holds it clear of everything in two lines more, it stays there
    from tests.test_qw_s43_why_off_arrow import _a_full_log, _long_why_shown
    m = _a_full_log(3, 20, seats=5)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        full = _long_why_shown(app, scene, m)
        assert not scene.painter._log_rect().colliderect(full), full
        cards = _cards(scene)
        plates = [pygame.Rect(r) for r in scene.geometry["plates"].values()] + [pygame.Rect(scene.geometry["pad"])]
        assert full.collidelist(cards["yours"] + cards["theirs"] + plates) < 0, full
        assert not scene.painter.message_crowded() and not cuts(full, scene.hints.arrow_band())
    finally:
        close_board(app)
