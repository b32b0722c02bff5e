"""What the third new-player review of Flush (session 15) found: hint frames ran over the next card of a fanned
hand, ... (headless, real mouse and key events)."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seed", [3, 10])
def test_a_hint_frames_only_the_shown_part_of_each_hinted_card_in_the_fanned_hand(seed):
    # review 15 (04.png, 65.png): the frame round a hinted card ran over the card beside it, which then
    # looked hinted too. Seed 3 hints the 1st and 3rd cards of the hand, seed 10 the first three and the 7th.
    app = make_app(size=(1280, 800))
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=seed)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 2)
        marks = scene.hints.current["marks"]
        hand = [m for m in marks if m in scene.table.piece_by_id and scene.table.piece_by_id[m].zone.startswith("hand:0")]
        assert len(hand) >= 2, marks
        frames = scene.hints._mark_rects(marks)
        order = scene.painter.order()
        margin = scene.metrics.px(6) + 1
        lift = scene.drag.lift_offset
        for mark in hand:
            p = scene.table.piece_by_id[mark]
            for q in order[order.index(p) + 1:]:
                if q.id in marks:
                    continue
                over = frames[mark].clip(q.rect.move(0, lift(q)))
                assert over.w <= margin, (mark, q.id, frames[mark], q.rect)
            # the frame still goes round the card's shown part: its whole height and some of its width
            shown = p.rect.move(0, lift(p))
            assert frames[mark].top < shown.top and frames[mark].bottom > shown.bottom
            assert frames[mark].w >= 2 * margin
    finally:
        close_board(app)


def test_pass_and_play_keeps_the_movers_side_while_their_move_shows_and_the_curtain_says_why():
    """Review 15 (62.png, 64.png): the mover saw their move under a second, and meanwhile the table turned
    to the first seat's side (their bases jumped to the top); the curtain said only "Pass to Ann". Now the
    mover's side stays at the bottom a clear moment, and the curtain says what the next turn starts on."""
    import pygame

    from quash_table.ui.tables import new_board
    from tests.test_flush_s14 import _passing_move
    from tests.ui_helpers import key

    app = make_app()          # "fast" animation: the moment is shortest there
    scene = new_board(app, "flush", ["human:Ann", "human:Bob"], 3, {"first": 1})
    app.push(scene)
    s = scene.session
    try:
        steps(app, 95)                      # the curtain takes no key in its first 1.5 s (CURTAIN_KEY_GUARD)
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.curtain is None and s.screen_seat == 1 and scene._g["bottom"] == 1
        action = _passing_move(s.match)
        scene.act(action)
        shown = 0
        while shown < 900:
            steps(app, 1)
            if s.curtain is not None:
                break
            shown += 1
            assert s.screen_seat is None
            assert scene._g["bottom"] == 1, shown       # Bob's side stays while his move shows
            plate = [d.text for d in scene.table.decor if hasattr(d, "text") and d.text == "Bob"]
            assert plate, shown
        assert s.curtain == 0
        assert shown / 60 >= 1.5, shown                 # a clear moment even at fast animation (was 0.9 s)
        view = s.match.game.view(s.match.state, None)
        curtain = next(o for o in scene.layout_info()["objects"] if o["kind"] == "curtain")
        why = curtain["why"]
        assert why.startswith("Ann: your turn") and f"play {view['pile_value']} or lower" in why, why
        # public facts only: no card Ann holds is named
        assert "hand" not in why
    finally:
        close_board(app)


@pytest.mark.parametrize("seats", [5, 6])
def test_a_refusal_beside_the_middle_stands_clear_of_your_band_and_the_score_sheet(seats):
    # review 15 (42.png, 6 seats at 1024x640): the red refusal in the column under Bot 6 ended 3 px over
    # your band, on "You"'s panel and the score sheet's header
    app = make_app(size=(1024, 640))
    scene = board(app, "flush", ["human"] + ["bot:normal"] * (seats - 1), seed=1)
    try:
        settle(app, scene)
        g, px = scene._g, scene.metrics.px
        assert g.get("aside_if_fits"), g.get("aside")
        band = g["band"].inflate(px(6), px(6))            # the band's panel as drawn
        for text in ["A Flush card goes alone onto the pile", "Play 7 or lower: a 9 is higher than the pile"]:
            scene.show_message(text, "error")
            steps(app, 3)
            shown = scene.painter.message_rect()
            assert shown.colliderect(g["aside"]), (shown, g["aside"])     # beside the middle, not over the hand
            assert band.top - shown.bottom >= px(12), (shown, band)
            assert not shown.colliderect(g["sheet"])
    finally:
        close_board(app)


def test_a_card_drawn_after_another_seats_flush_plus_is_marked_in_your_hand_until_you_move():
    # review 15 (12.png): Bot 3's Flush Plus gave you a card from the stock, and nothing showed which
    from tests.test_flush_s14 import _passing_move, _played
    from tests.ui_helpers import match_board

    def drew(m):
        return m.actors and m.actors[-1] != 0 and any(
            e["kind"] == "card_drawn" and e.get("to") == 0 for e in m.game.events(m.state, 0))

    m = _played(3, drew, seeds=range(40))
    assert m is not None
    code = next(e["card"] for e in m.game.events(m.state, 0) if e["kind"] == "card_drawn")
    app, scene = match_board(m)
    try:
        settle(app, scene)
        assert scene.session.my_turn()

        def marked():
            # the "new" tags lie on the cards' faces since session 24 (new_tags.py)
            from quash_table.games.flush.new_tags import new_tags
            marks = [r for r, _ in new_tags(scene)]
            hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
            return [p.code for p in hand for r in marks if pygame.Rect(p.rect).contains(r)]

        assert marked() == [code], (marked(), code)
        scene.act(_passing_move(scene.session.match))
        settle(app, scene)
        assert marked() == []
    finally:
        close_board(app)
