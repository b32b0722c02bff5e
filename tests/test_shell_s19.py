"""Session 19's shell fixes: the main menu's tooltips where they are first drawn, a bot's mechanical step
named for what it is in the header, Flush's SKIPPED tag at six seats, and the marked plate following the
header's turn."""

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_main_menu_tooltip_is_beside_its_button_on_the_frame_it_is_first_drawn(monkeypatch, size):
    """pygame_gui makes a tooltip in its own update, at the pointer, after the screen's update has placed
    the tooltips: it was drawn there, below the pointer and over the next button, for a frame before it
    jumped beside its button (note 18: "tooltips sit far from their buttons"). Every frame it is drawn,
    the first included, it is beside its button."""
    a = make_app(size)
    try:
        a.nav.main_menu()
        steps(a, 2)
        scene = a.top
        drawn = []
        real_draw_ui = a._gui.draw_ui

        def draw_ui(surface):
            for el in scene.widgets.values():
                tip = getattr(el, "tool_tip", None)
                if tip is not None:
                    drawn.append((el, pygame.Rect(tip.rect)))
            real_draw_ui(surface)

        monkeypatch.setattr(a._gui, "draw_ui", draw_ui)
        for wid in ("new", "load", "about", "quit"):
            el = scene.widgets[wid]
            # the pointer on the button's left part, as a person reaches it from the side
            pos = (el.rect.left + el.rect.w // 5, el.rect.centery)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda pos=pos: pos)     # pygame_gui polls it
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            drawn.clear()
            steps(a, 90)                                                         # the tooltip's delay
            assert drawn, wid
            for owner, tip in drawn:
                assert owner is el, wid
                assert not tip.colliderect(el.rect), (wid, tip, el.rect)
                assert el.rect.top < tip.centery < el.rect.bottom, (wid, tip, el.rect)
                gap = tip.left - el.rect.right if tip.left >= el.rect.right else el.rect.left - tip.right
                assert 0 < gap <= scene.m.px(16), (wid, tip, el.rect)
                assert pygame.Rect(0, 0, *size).contains(tip), (wid, tip)
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
            steps(a, 5)
    finally:
        pygame.display.quit()


def test_a_bot_about_to_deal_is_said_to_deal_not_to_think():
    """Note 18: "Bot 2 is thinking…" stood in QUASH's header for about a second before the bot dealt: a
    deal is no choice. The game names the step (game.step_words): "Bot 2 deals…" until the deal is made."""
    import random

    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, match_board
    m = Match("quash", ["human", "bot:easy"], 2, {"variant": "advanced", "dealer": 1})
    rng = random.Random(2)
    while not (m.state.phase == "deal" and m.to_move == 1):
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, settled=False, animation="normal")
    try:
        said = []
        for _ in range(60 * 8):
            if not (m.state.phase == "deal" and m.to_move == 1):
                break
            said.append(scene.hud.status())
            app.step(1 / 60)
        assert m.state.phase != "deal", "the bot never dealt"
        assert not [w for w in said if "thinking" in w], set(said)
        assert scene.session.sentence(1, "deals\u2026") in said, set(said)
    finally:
        close_board(app)


def test_step_words_name_only_a_step_with_no_choice():
    from quash_table.engine.standing import sole_kind
    from quash_table.games import get_game
    game = get_game("quash")
    assert game.step_words.get(sole_kind([{"type": "deal"}])) == "deals"
    assert game.step_words.get(sole_kind([{"type": "roll"}, {"type": "bank"}])) is None
    assert game.step_words.get(sole_kind([{"type": "play", "card": "AS"}])) is None


def _tag_room(size, skipped, monkeypatch, long_names=False):
    """Each skipped seat's plate, its SKIPPED pill and the pill's word (rects) at a six-seat Flush table."""
    from quash_table.games.flush.paint_seats import SKIP_ORANGE
    from quash_table.ui.widgets import Label, Panel
    from tests.ui_helpers import board, close_board, settle
    from quash_table.games.flush import paint_seats
    seats = ["human"] + ["bot:easy"] * 5
    if long_names:          # a name too long to share its line with the tag: the tag goes to the second line
        monkeypatch.setattr(paint_seats, "plate_name", lambda s, seat: f"Maximiliana Bartholomew {seat}")
    app = make_app(size)
    try:
        scene = board(app, "flush", seats, seed=3)
        settle(app)
        scene._skipped = lambda: list(skipped)
        scene.rebuild()
        steps(app, 3)
        plates = scene._g["plates"]
        pills = [d.rect for d in scene.table.decor if isinstance(d, Panel) and tuple(d.colour[:3]) == SKIP_ORANGE]
        words = [d.text_rect() for d in scene.table.decor if isinstance(d, Label) and d.text == "SKIPPED"]
        names = [d.text_rect() for d in scene.table.decor if isinstance(d, Label) and d.text != "SKIPPED"]
        return scene.metrics.px, plates, pills, words, names
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("long_names", [False, True])
def test_flush_six_seats_skipped_tag_has_room_on_its_plate(size, long_names, monkeypatch):
    """Note 18: at six seats the SKIPPED tag on a seat's compact plate was cramped, its pill against the
    plate's rounded edge and its word filling the pill. The pill keeps clear of the plate's edges and of
    the plate's words, and its word has room inside it."""
    px, plates, pills, words, names = _tag_room(size, [1, 2, 3, 4, 5], monkeypatch, long_names)
    assert len(pills) == 5 and len(words) == 5
    for pill, word in zip(pills, words):
        plate = next(p for p in plates.values() if p.contains(pill))
        # off the plate's edges and clear of its rounded corner (its radius is 12)
        assert pill.top - plate.top >= px(6), (pill, plate)
        assert plate.right - pill.right >= px(12), (pill, plate)
        assert plate.bottom - pill.bottom >= px(5), (pill, plate)
        # the word has room in its pill
        assert word.left - pill.left >= px(9) and pill.right - word.right >= px(9), (word, pill)
        assert pill.top - 1 <= word.top and word.bottom <= pill.bottom + 1, (word, pill)
        for name in names:
            if plate.contains(name):
                assert not name.inflate(px(12), 0).colliderect(pill), (name, pill, plate)


def test_quadwar_your_plate_is_marked_when_the_header_says_your_turn():
    """The plate marked and the header name one turn by one rule (turn_on_screen): in Quadruple War, with a
    finished trick still held on the mat on your turn, the header said "Your turn" while the plate marked
    was the bot that won the trick (the kit's old rule: the mover of a move the table still shows). Your
    plate is marked whenever the header says "Your turn"; The Game follows the kit's rule with no rule of
    its own."""
    import random

    from tests.ui_helpers import board, close_board
    app = make_app(animation="normal")
    scene = board(app, "quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=4)
    rng = random.Random(4)
    try:
        s, held, checked = scene.session, 0, 0
        for _ in range(6000):
            steps(app)
            if s.match.over:
                break
            if scene.turn_on_screen():
                checked += 1
                assert scene.hud.status().startswith("Your turn"), scene.hud.status()
                assert scene.marked_to_move() == s.screen_seat
                if s.match.actors and s.match.state.trick == () and s.match.actors[-1] != s.screen_seat:
                    held += 1           # you lead after a trick a bot's card ended (it was held on the mat)
                s.play(rng.choice(s.match.legal_actions()))
            if held > 3 and checked > 40:
                break
        # session 48: the director hears the table settle in the frame it settles (BoardScene.update), so a
        # bot's move is never "unshown" on a frame of your turn: the header said its step for that one frame
        assert held, "no turn of yours came after a trick a bot ended"
    finally:
        close_board(app)
