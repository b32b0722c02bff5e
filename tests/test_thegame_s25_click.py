"""Session 25, The Game: a click on your card in the still moment before your turn (the bot's card landed and
its words said, its End turn still to come at its pace) was told "Wait: it is Bot 2's turn", and the message
went with the turn a moment later: the first click after the bot's turn was lost. It now lifts the card once
the turn is yours (ui/early_click.py); since session 26 so does a click made before another visible move of
the bot."""

from tests.ui_helpers import board, button, centre, click, close_board, make_app, piece_rect, settle, step_until, steps, \
    target_rect


def _open(seed=3):
    app = make_app(size=(1024, 640), animation="normal")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=seed)
    settle(app, scene)
    return app, scene


def _first_turn(app, scene):
    """Lay the first card that fits and end the turn, with the mouse: the bot is to move."""
    s = scene.session
    play = next(a for a in s.screen_legal() if a["type"] == "play")
    click(app, centre(piece_rect(scene, play["card"])))
    click(app, centre(target_rect(scene, f"stack:{play['stack']}")))
    step_until(app, lambda: scene.settled() and s.my_turn())
    click(app, centre(button(scene, "end_turn").rect))
    assert s.match.to_move == 1, s.match.actions


def test_a_click_on_your_card_just_before_your_turn_lifts_it_when_the_turn_comes():
    app, scene = _open()
    s, m = scene.session, scene.session.match
    try:
        _first_turn(app, scene)
        # seed 3: the bot lays purple 4 on ▲, says "I have a middle blue card", then ends its turn at its
        # pace: the table stands still with nothing more to show
        step_until(app, lambda: m.actions[-1]["type"] == "signal" and scene.settled(), timeout=20)
        assert m.to_move == 1
        steps(app, 20)
        card = m.state.hands[0][0]
        click(app, centre(piece_rect(scene, card)))
        assert scene.drag.selected is None and "Wait" in scene.message[0], scene.message   # not yet its turn
        step_until(app, lambda: s.my_turn(), timeout=20)
        steps(app, 2)
        assert scene.drag.selected == card, "the click before the turn came was lost"
        assert scene.message is None or "Wait" not in scene.message[0], scene.message
        # the next click, on a stack the card fits, lays it: the first click counted
        stack = next(a["stack"] for a in s.screen_legal() if a.get("card") == card)
        click(app, centre(target_rect(scene, f"stack:{stack}")))
        assert m.actions[-1] == {"type": "play", "card": card, "stack": stack}, m.actions[-1]
    finally:
        close_board(app)


def test_a_click_before_another_move_of_the_bot_is_carried_too():
    # session 25 dropped this click (the table changed under it) while telling it the same "Wait" words;
    # session 26 keeps it, and says so (test_thegame_s26_handover)
    app, scene = _open()
    s, m = scene.session, scene.session.match
    try:
        _first_turn(app, scene)
        step_until(app, lambda: not scene.tweens.busy)     # your drawn cards in hand, Bot 2 thinking
        n = len(m.actions)
        assert m.to_move == 1 and n == len(m.actions)
        card = m.state.hands[0][0]
        click(app, centre(piece_rect(scene, card)))        # the bot has laid nothing yet
        assert scene.drag.selected is None
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=20)
        steps(app, 2)
        assert len(m.actions) > n + 1                      # the bot laid a card and spoke before its End turn
        assert scene.drag.selected == card
    finally:
        close_board(app)
