"""A card lifted before H stays the one up when the hint is for another card: the hint does not raise its own then
(review 45a, Quadruple War seed 41: 10♦ lifted, H raised 7♦ too, two cards stood up; putting the 10♦ down for the
hint's card instead changed the person's choice without a word, review 45c). Enter plays the card you lifted."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, board, click, close_board, grab, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def test_a_lifted_card_stays_the_only_one_up_when_the_hint_is_for_another_and_enter_plays_it():
    app = make_app(size=(1280, 800), animation="instant")
    try:
        scene = board(app, "quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=41)
        m = scene.session.match
        for _ in range(8):          # bid (the suggested bid) until a card of yours is to play
            settle(app, scene)
            c = scene.composer
            if c is not None and c.pieces():
                break
            if c is not None and c.bids():
                scene.session.play({"type": "bid", "tricks": c.suggested_bid()})
        c = scene.composer
        assert c is not None and c.pieces(), "your card to play"
        ask_hint(app, scene)
        hinted = scene.hints.current.piece
        hinted_card = scene.table.piece_by_id[hinted].key
        others = [p for p in scene.table.pieces if p.id != hinted and p.key in c.pieces()
                  and c.targets(p.key)]
        if not others:
            pytest.skip("one legal card only at this turn")
        key(app, pygame.K_ESCAPE)
        steps(app, 3)
        click(app, grab(scene, others[0]))          # lift another card
        steps(app, 3)
        assert scene.drag.selected == others[0].id
        ask_hint(app, scene)
        steps(app, 3)
        assert scene.hints.current.piece == hinted
        assert scene.drag.selected == others[0].id, "yours stays lifted"
        assert scene.hints.raised() is None and scene.hints.lift(scene.table.piece_by_id[hinted]) == 0, \
            "the hint's card is not raised beside it: one card up"
        played = len(m.actions)
        key(app, pygame.K_RETURN)
        settle(app, scene)
        assert m.actions[played]["card"] == others[0].key != hinted_card, m.actions[played]
    finally:
        close_board(app)
