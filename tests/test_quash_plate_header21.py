"""Review 21 (QUASH basic): while the header said "Bot 2 (normal) is thinking…" your plate still said "to
move": the table was built as the bot's move was heard, before its card began to glide, so the board's "your
turn on screen" held. The plates and the header read one source for who moves, frame by frame."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seed", [4, 9])
def test_the_plates_mark_whom_the_header_names(seed):
    app = make_app(animation="normal")
    scene = board(app, "quash", ["human", "bot:normal"], seed=seed, options={"dealer": 1})
    try:
        settle(app, scene, timeout=30)
        s = scene.session
        s.play(s.screen_legal()[0])
        seen = set()
        for _ in range(60 * 8):
            app.step(1 / 60)
            status = scene.hud.status()
            if "is thinking" in status:
                seen.add("bot")
                assert scene.table.marked != s.screen_seat, "your plate says 'to move' while the bot thinks"
            elif status.startswith("Your turn"):
                seen.add("you")
                assert scene.table.marked == s.screen_seat, "the header says your turn, your plate does not"
                break
        assert seen == {"bot", "you"}
    finally:
        close_board(app)


def _spoil_position():
    """Your 2♥ on spot 1 and a move of Bot 2's since: the K♠ dragged there would spoil it (the question)."""
    from quash_table.engine.match import Match
    from tests.conftest import QUASH_STACKED
    m = Match("quash", ["human", "bot:easy"], 7, {"dealer": 1}, QUASH_STACKED)
    m.play({"type": "play", "card": "2H", "spot": 1})
    while m.to_move != 0:
        m.play(next(a for a in m.legal_actions() if a["spot"] in (4, 5, 6, 7, 8, 9)))
    return m


def test_undo_is_greyed_while_a_failing_placement_is_asked_about():
    """Review 21: over "This spot will fail" the header's Undo stood lit, though nothing was played yet."""
    from tests.ui_helpers import click, drag, grab, match_board, steps, target_rect

    def button(scene, bid):
        return next(b for b in scene.hud.buttons if b.id == bid)
    m = _spoil_position()
    app, scene = match_board(m)
    try:
        undo = button(scene, "hud:undo")
        was = undo.enabled
        drag(app, grab(scene, f"r{m.state.round}:KS"), target_rect(scene, "spot:1").center)
        steps(app, 30)
        assert scene._modal is not None and scene._modal["title"] == "This spot will fail"
        undo = button(scene, "hud:undo")
        assert not undo.enabled, "Undo is greyed: your K\u2660 is not played yet"
        reason = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo").get("reason")
        assert "your K\u2660 is not played yet" in reason and "Cancel (Enter or Esc)" in reason
        n = len(m.actions)
        click(app, undo.rect.center)
        assert scene._modal is not None and len(m.actions) == n, "nothing taken back, the question stands"
        assert "not played yet" in scene.message[0]
        steps(app, 2)
        assert not scene.painter.message_rect().colliderect(scene._modal["rect"]), "said clear of the question"
        scene.compose(scene.composer.press("cancel"))
        steps(app, 5)
        assert button(scene, "hud:undo").enabled == was       # the question gone: Undo as it was
    finally:
        close_board(app)
