"""Session 45, Quadruple War at five seats, 1024x640 (review 45): a hint's words jumped about. The short words lay in the
band right of the arrow and the why (H), with no room there, at the mat's top left; from one trick to the next they
went left of your place, then right of it; and clicking a card of your hand to lift it moved them. The kit now finds
the place of a hint's full reason and puts the short words at its corner by the arrow's tip (hint_steady), the next
hint's words on the side of the tip the last one's lay on where that has room, and counts every card you may lift as
lifted."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import GAME
from quash_table.ui.hint_steady import nearest_corner
from tests.ui_helpers import ask_hint, board, click, close_board, grab, hint_placed, make_app, match_board, settle, \
    step_until

pytestmark = pytest.mark.ui


def _played_to(seed, hand, tricks, seats=5):
    """A game where every seat played as the normal bot up to your card at `tricks` tricks into hand `hand`."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    while not (m.state.hand_no == hand and len(m.state.tricks) >= tricks and m.to_move == 0
               and m.legal_actions()[0]["type"] == "play"):
        m.play(NormalBot(GAME, m.to_move).choose(GAME.view(m.state, m.to_move), m.legal_actions()))
    return m


def test_the_why_grows_from_the_short_words_place():
    # seed 1, hand 2's first trick: the short words lay in the band right of the arrow, the why at the mat's top left
    app, scene = match_board(_played_to(1, 2, 0), size=(1024, 640), animation="instant")
    try:
        ask_hint(app, scene, 120)
        short, band = hint_placed(app, scene)
        assert scene.hints.why()
        full, band = hint_placed(app, scene)
        assert scene.hints.full_shown() and full.h > short.h
        tip = pygame.Vector2(band[-1].center)
        corner = nearest_corner(full, tip)
        assert getattr(short, corner) == getattr(full, corner), (short, full, corner)
        assert full.contains(short), (short, full)
    finally:
        close_board(app)


def test_the_words_keep_their_side_of_your_place_from_trick_to_trick():
    # seed 1, hand 1 played by the hints: the words lay left of your place, and at trick 5 right of it
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 4, seed=1)
    m = scene.session.match
    try:
        sides = []
        while m.state.hand_no == 1 and len(sides) < 8:
            settle(app, scene)
            step_until(app, lambda: m.to_move == 0 or m.state.hand_no > 1, timeout=120)
            settle(app, scene)
            legal = m.legal_actions()
            if m.state.hand_no > 1:
                break
            if legal[0]["type"] == "play" and len(legal) > 1:
                slot = pygame.Rect(scene.geometry["slots"][0])
                ask_hint(app, scene, 120)
                short, _ = hint_placed(app, scene)
                sides.append((len(m.state.tricks) + 1, short.centerx < slot.centerx))
                scene.hints.forget()
                scene.message = None
            scene.session.play(NormalBot(GAME, 0).choose(GAME.view(m.state, 0), legal))
        assert len(sides) >= 4 and len({left for _, left in sides}) == 1, sides
    finally:
        close_board(app)


def test_lifting_the_hinted_card_does_not_move_the_hint_words():
    # clicking the hinted card lifts it from half a lift to a whole one, its outline with it, and the prompt says what
    # to do with a card lifted: the words moved (review 45: at seed 1, hand 1, trick 3 they went 60 px left)
    for tricks, why in ((2, False), (2, True), (6, False), (3, True)):
        app, scene = match_board(_played_to(1, 1, tricks), size=(1024, 640), animation="instant")
        try:
            ask_hint(app, scene, 120)
            words, _ = hint_placed(app, scene)
            if why:
                assert scene.hints.why()
                words, _ = hint_placed(app, scene)
            hinted = scene.table.piece_by_id[scene.hints.raised()]
            click(app, grab(scene, hinted))
            assert scene.drag.selected == hinted.id
            app.step(1 / 60)
            assert pygame.Rect(scene.painter.message_rect()) == words, (tricks, why)
        finally:
            close_board(app)
