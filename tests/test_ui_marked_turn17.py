"""Review 17: the header said "Bot 3 (normal) is thinking…" while Bot 4's plate already said "to play" and
Bot 3's card was still sliding to the trick (Quadruple War; Flush and QUASH showed the same). While the table
has still to show another seat's move, the plate marked is that move's mover: header and plates name one
turn; once the header says "Your turn" (turn_on_screen) the plate marked is yours, by the same rule."""

import pytest

from tests.ui_helpers import board, close_board, make_app, steps


@pytest.mark.parametrize("game_id, seats", [
    ("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"]),
    ("flush", ["bot:normal", "bot:normal", "bot:normal"]),
])
def test_while_a_bots_move_is_on_its_way_its_mover_is_the_seat_marked(game_id, seats):
    app = make_app(animation="normal")
    scene = board(app, game_id, seats, seed=4)
    try:
        s, checked = scene.session, 0
        for _ in range(1500):
            steps(app)
            if s.my_turn() and scene.turn_on_screen() and not scene.tweens.busy:
                # the person moves on, so the bots' cards come (a bid has nothing to glide: it is on the table
                # in the frame it is made, never on its way, session 23)
                scene.act(s.screen_legal()[0])
                continue
            d = s.director
            if s.match.over or not d.news_unshown() or s.table_to_move() is None:
                continue
            mover = s.match.actors[d.shown()]
            if mover == s.match.to_move:
                continue
            checked += 1
            if scene.turn_on_screen():
                # the header says "Your turn" (Quadruple War: a finished trick still held on the mat): the
                # plate follows the header's rule and marks you (session 19: it marked the trick's last
                # mover under "Your turn")
                assert scene.marked_to_move() == s.screen_seat
                continue
            assert scene.marked_to_move() == mover
            said = scene.hud.status()
            if "thinking" in said:
                assert s.short_name(mover) in said, said
            if checked > 40:
                break
        assert checked, "a bot's move was seen on its way with the turn already passed"
    finally:
        close_board(app)
