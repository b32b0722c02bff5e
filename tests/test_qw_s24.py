"""Review 23 (a new player's Quadruple War, session 24): the header's score line says the same every frame;
the replay bar's hand-by-hand jumps; the hint's words; a trick's pace."""

import pytest

from tests.ui_helpers import DT, board, close_board, make_app


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_headers_score_line_says_the_same_every_frame_of_a_hand(size):
    """The header said "Hand 1 · game to 500 · bags on" until the first told trick took its room, then "Hand 1
    · game to 500" for the rest of the game: its form is chosen for the longest told trick from the first
    frame, and "bags on" (it changes how to bid) stays."""
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"bags": True, "dealer": 1})
    s = scene.session
    try:
        said = set()
        for _ in range(4000):
            if len(s.match.actions) >= 4 + 4 * 4 + 2:      # the bids, four tricks told and the fifth begun
                break
            if s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
            said.add(scene.hud.shown["score"])
        assert len(s.match.actions) >= 22
        assert len(said) == 1, said
        assert "bags on" in said.pop() and "to 500" in scene.hud.shown["score"]
    finally:
        close_board(app)
