"""Session 26, The Game: clicks at the hand-over to your turn.

A card clicked while the bot was still thinking was told "Wait: it is Bot 2's turn" and dropped, while one
clicked after the bot's card landed was told the same and lifted when the turn came: the same words, two
outcomes. Both are kept now, and the words say so. And Hint clicked in the moment between the turn becoming
yours and the header saying "Your turn" (your drawn cards still flying in) was lost: it is kept and given
once the turn is on the table, as H was (the button stays greyed until the header says "Your turn", as Quadruple
War's review 14 asked)."""

import pygame

from quash_table.ui.board_words import KEPT_CLICK_WORDS
from tests.test_thegame_s25_click import _first_turn, _open
from tests.ui_helpers import centre, click, close_board, key, piece_rect, step_until, steps


def _hud(scene, bid):
    return next(b for b in scene.hud.buttons if b.id == bid)


def test_a_card_clicked_while_the_bot_thinks_says_it_is_kept_and_lifts_when_the_turn_comes():
    app, scene = _open()
    s, m = scene.session, scene.session.match
    try:
        _first_turn(app, scene)
        step_until(app, lambda: not scene.tweens.busy)     # your drawn cards in hand, Bot 2 thinking
        n = len(m.actions)
        assert m.to_move == 1 and n == len(m.actions)
        card = m.state.hands[0][1]
        click(app, centre(piece_rect(scene, card)))        # Bot 2 has laid nothing yet
        assert scene.drag.selected is None
        assert scene.message is not None and "Bot 2" in scene.message[0] \
            and KEPT_CLICK_WORDS in scene.message[0], scene.message
        step_until(app, lambda: len(m.actions) > n, timeout=20)
        steps(app, 3)
        assert scene.message is not None and KEPT_CLICK_WORDS in scene.message[0], \
            "the promise went with the bot's first card while the click was still kept"
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=20)
        steps(app, 2)
        assert len(m.actions) > n + 1                      # the bot laid a card before its End turn
        assert scene.drag.selected == card, "the click made while the bot thought was lost"
        assert scene.message is None or KEPT_CLICK_WORDS not in scene.message[0], scene.message
    finally:
        close_board(app)


def test_a_kept_click_is_dropped_by_the_next_key():
    app, scene = _open()
    s, m = scene.session, scene.session.match
    try:
        _first_turn(app, scene)
        step_until(app, lambda: not scene.tweens.busy)
        click(app, centre(piece_rect(scene, m.state.hands[0][1])))
        assert scene.drag.early.kept is not None
        key(app, pygame.K_TAB)                             # another action replaces it
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=20)
        steps(app, 2)
        assert scene.drag.selected is None
    finally:
        close_board(app)


def _to_handover(app, scene):
    """Step to the frames where the match gives you the turn and the table is still landing the move."""
    s, m = scene.session, scene.session.match
    _first_turn(app, scene)
    step_until(app, lambda: m.to_move == 0, timeout=30)
    steps(app, 2)
    assert s.turn_due() and not scene.turn_on_screen(), "no hand-over moment to click in"


def test_hint_clicked_at_the_hand_over_is_given_when_the_turn_comes():
    app, scene = _open()
    try:
        _to_handover(app, scene)
        hint = _hud(scene, "hud:hint")     # greyed while the header does not say "Your turn" (review 14)
        click(app, centre(hint.rect))
        step_until(app, lambda: scene.turn_on_screen(), timeout=10)
        step_until(app, lambda: scene.hints.current is not None, timeout=30)
        assert scene.message is not None and scene.message[1] == "hint", scene.message
    finally:
        close_board(app)


def test_h_at_the_hand_over_is_given_when_the_turn_comes():
    app, scene = _open()
    try:
        _to_handover(app, scene)
        key(app, pygame.K_h)
        # said at once, not only once the move has landed (session 28: H seemed to do nothing)
        assert scene.message is not None and scene.message[1] == "hint" \
            and scene.message[0].startswith("Looking"), scene.message
        step_until(app, lambda: scene.hints.current is not None, timeout=30)
        assert scene.message is not None and scene.message[1] == "hint", scene.message
    finally:
        close_board(app)


def test_the_hints_full_reason_keeps_off_your_hand_at_1024x640():
    """Seed 2, after blue 7: the hint's full reason (three lines in its own type) lay at the table's foot over
    red 6, the card it speaks of; the kit now sets it a little smaller in the band over your hand."""
    from tests.ui_helpers import ask_hint, board, make_app, settle
    app = make_app(size=(1024, 640))
    scene = board(app, "thegame", ["human", "bot:normal"], seed=2)
    s, m = scene.session, scene.session.match
    try:
        settle(app, scene)
        ask_hint(app, scene)
        key(app, pygame.K_RETURN)                          # the hinted card goes
        step_until(app, lambda: len(m.actions) == 1 and scene.settled() and s.my_turn())
        ask_hint(app, scene)
        assert scene.hints.current["action"]["type"] == "signal", scene.hints.current
        key(app, pygame.K_h, frames=3)                     # H: why
        assert scene.message[0] == scene.hints.current["full"], scene.message
        said = scene.painter.message_rect()
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert hand and said.collidelist([p.rect for p in hand]) < 0, (said, [p.rect for p in hand])
    finally:
        close_board(app)
