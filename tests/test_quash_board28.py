"""Session 28 (QUASH's board, new players): what still bothered them at 4 players and at 1024x640."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle

pytestmark = pytest.mark.ui


def _lit(scene):
    """The seat whose plate the table drew lit as the one to move (the layout file's account), or None."""
    lit = [q["seat"] for side in scene.layout_info()["sides"] for q in side["seats"] if q.get("to_move")]
    assert len(lit) <= 1
    return lit[0] if lit else None


@pytest.mark.parametrize("seed", [3, 8])
def test_four_players_the_lit_plate_is_the_seat_the_header_names(seed):
    """At 4 players the header said "Bot 3 is thinking…" while Bot 4's plate was already lit as the seat to
    move: the plate read the match's next seat while the header kept the mover of the move still gliding."""
    app = make_app(animation="normal")
    scene = board(app, "quash", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=seed,
                  options={"dealer": 3})
    try:
        settle(app, scene, timeout=30)
        s = scene.session
        assert s.my_turn()
        s.play(s.screen_legal()[0])
        named = set()
        for _ in range(60 * 20):
            app.step(1 / 60)
            status = scene.hud.status()
            lit = _lit(scene)
            if status.startswith("Your turn"):
                assert lit == s.screen_seat, "the header says your turn, your plate is not lit"
                break
            for q in (1, 2, 3):
                if status.startswith(s.name(q)) and "thinking" in status:
                    named.add(q)
                    assert lit == q, f"{status!r} while seat {lit}'s plate is lit"
                    d = s.director
                    assert d.shown() == 0 or s.match.actors[d.shown() - 1] != q, "the log already has its move"
        assert named == {1, 2, 3}
    finally:
        close_board(app)
