"""QUASH board fixes after the new players' review of session 18, driven by real pygame events and the
app's own clock (a frame is 1/60 s)."""

import pygame
import pytest

from quash_table.games.quash import art, over_pieces, spot_cards
from quash_table.ui import theme
from tests.test_quash_board_fixes import _advanced_four_at_a_swap
from tests.ui_helpers import click, close_board, grab, match_board, steps

pytestmark = pytest.mark.ui


def _near(a, b, tol=40):
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3])) <= tol


def test_a_card_you_may_swap_out_stands_in_no_amber_frame():
    """Advanced: the key under your seats says "amber: ... that spot will be FAILED", and a spot where the
    lifted card would fail was outlined amber all round, the card on it (a green swap target: "swaps it
    out") inside that orange frame. A spot holding cards now lights only its open slots; amber is drawn
    round no card you may swap out, and the key's amber still marks the failing places."""
    m = _advanced_four_at_a_swap()
    app, scene = match_board(m)
    try:
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        found = None
        for p in hand:
            click(app, grab(scene, p.id))
            lit = scene.drag.legal_targets(p)
            warned = scene.drag.warned(p, lit)
            swaps = [x for x in lit if x.startswith("swap:")]
            spots_of = {x: f"spot:{scene.table.piece_by_id[f'r{m.state.round}:{x[5:]}'].zone.split(':')[2]}"
                        for x in swaps}
            both = [x for x in swaps if spots_of[x] in warned]
            if both:
                found = (p, both[0], spots_of[both[0]])
                break
            click(app, grab(scene, p.id))
        assert found is not None, "no lifted card had a swap target on a spot where laying it fails"
        piece, swap, spot = found
        pygame.mouse.set_pos((2, 2))
        steps(app, 30)      # (the cards of a spot it goes before glide aside first: session 44, held_room)
        px = scene.metrics.px
        card = scene.table.piece_by_id[f"r{m.state.round}:{swap[5:]}"].rect
        tgt = scene.table.target_by_id[spot]
        # the spot's light no longer reaches round the card it holds: at most the open slot, card-wide at the spot's
        # right end (session 50), lies over the card's right part, as the next card would; its index stays clear
        assert tgt.mark.x >= card.x + scene._deco["g"]["step"] - px(2) or not tgt.mark.inflate(-2, -2).colliderect(
            card.inflate(-px(4), -px(4))), (tgt.mark, card)
        outline = tgt.rect.inflate(px(8), px(8))       # where the whole spot's amber frame was drawn
        for pos in ((outline.x + 1, outline.centery), (outline.centerx, outline.y + 1),
                    (outline.centerx, outline.bottom - 2)):
            assert not _near(tuple(app.screen.get_at(pos)), theme.WARN), pos
        # ... while its open slots still say it in the key's amber (outlined round the spot's light: on the
        # right of the cards, or on their left where they made room for the card, session 44)
        mark = tgt.light.inflate(px(8), px(8))
        edge = mark.right - 2 if tgt.light.x > card.x else mark.x + 1
        assert _near(tuple(app.screen.get_at((edge, mark.centery))), theme.WARN)
        _, items = over_pieces.legend(scene)
        # (session 46: swap targets light blue, and the key says so between green and amber)
        assert [c for c, _ in items] == [theme.LEGAL, theme.SWAP, theme.WARN]
        assert "FAILED" in items[2][1] and "swaps" in items[1][1]   # the rules page's word (review 54f)
    finally:
        close_board(app)


def test_the_can_mend_tag_wears_no_colour_of_the_key():
    """"can mend" (a spot that cannot make a run now, but a later swap may mend) was drawn in the key's
    amber, which the key gives "that spot will be FAILED": one colour, two meanings side by side."""
    class T:
        px = staticmethod(lambda n: n)
        text_px = staticmethod(lambda n: n)

    pygame.font.init()              # the tag is measured in the theme's font: alone, no board has started it
    frame = pygame.Rect(0, 0, 100, 140)
    side = [[] for _ in range(9)]
    side[1] = ["2H", "JC"]                   # a double: 2-J can never be proper, a swap of either may mend it
    _, text, colour, _ = art.failing_tag(T, frame, side, 2, True)
    assert text == "can mend"
    for key_colour in (theme.LEGAL, theme.WARN):
        assert sum(abs(a - b) for a, b in zip(colour, key_colour)) > 120, (colour, key_colour)
    _, text, colour, _ = art.failing_tag(T, frame, side, 2, False)
    assert text == "FAILS"


def test_a_spots_open_part_is_beside_its_cards():
    rects = [pygame.Rect(10 + 25 * i, 0, 60, 84) for i in range(3)]
    row = pygame.Rect(0, -20, 200, 18)      # the spot's badge row (over the bottom half's spots)
    assert spot_cards.open_part(rects, [], lambda n: n, row) is None
    assert spot_cards.open_part(rects, [0, 1, 2], lambda n: n, row) is None
    assert spot_cards.open_part(rects, [0], lambda n: n, row) == pygame.Rect(70, 0, 50, 84)
    # a gap's open slot: over the middle slot's place, in the badge row, not over the first card (session 27);
    # a card wide, down to the cards (session 28)
    assert spot_cards.open_part(rects, [0, 2], lambda n: n, row) == pygame.Rect(35, -19, 60, 18)


def _chain_board(size):
    """tests/test_quash_scene's swap position (K of hearts may swap out the J of hearts), at `size`."""
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests import test_quash_scene as ts
    from tests.ui_helpers import make_app, settle
    options, stacked, actions, _ = ts.advanced_log(
        ["JH", "QH", "KH", "10D", "6C", "5S", "4S", "9H", "8H"], [],
        red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5), ("5S", 3), ("9H", 7), ("8H", 4)])
    m = Match("quash", ["human", "bot:easy"], 4, options, stacked, actions)
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene, m


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_menu_opened_in_a_swap_says_in_the_menu_that_the_swap_was_put_back(size):
    """Menu in the middle of a swap: the swap is put back first (a save keeps whole moves), and the table
    said so behind the Pause dialog, where nobody could read it. The dialog itself now says it, inside
    its panel."""
    from quash_table.ui.screens.pause import PauseScene
    from tests.test_quash_scene import target
    from tests.ui_helpers import drag, settle
    app, scene, m = _chain_board(size)
    try:
        n = len(m.actions)
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        assert scene.composer.chain is not None
        menu = next(b for b in scene.hud.buttons if b.id == "hud:menu")
        click(app, menu.rect.center)
        pause = app.top
        assert isinstance(pause, PauseScene)
        assert scene.composer.chain is None and len(m.actions) == n
        assert scene.table.piece_by_id["r1:KH"].zone == "hand:0"
        words = " ".join(w.text for wid, w in pause.widgets.items() if wid.startswith("note"))
        assert "Swap put back" in words and "K\u2665" in words and "a save keeps whole moves" in words, words
        box = pause.box()
        for wid, w in pause.widgets.items():
            if wid.startswith("note"):
                assert box.contains(w.rect), (wid, w.rect, box)
                assert theme.font(pause.m.px(14)).size(w.text)[0] <= w.rect.w, w.text
    finally:
        while app.top is not scene and len(app.scenes) > 1:
            app.pop()
        close_board(app)


def test_the_pause_menu_without_a_swap_has_no_note():
    from quash_table.ui.screens.pause import PauseScene
    app, scene, m = _chain_board((1280, 800))
    try:
        menu = next(b for b in scene.hud.buttons if b.id == "hud:menu")
        click(app, menu.rect.center)
        assert isinstance(app.top, PauseScene)
        assert not [wid for wid in app.top.widgets if wid.startswith("note")]
    finally:
        while app.top is not scene and len(app.scenes) > 1:
            app.pop()
        close_board(app)


def test_four_players_your_face_up_tiebreaker_card_is_said_hidden_from_the_others():
    """4 players: your tiebreaker card lies face up to you on the mat while the log said "You lay a
    tiebreaker card face down". The words say whom it is face down to."""
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.test_quash_scene import _four_player_tie_match
    from tests.ui_helpers import make_app
    m = _four_player_tie_match(["human", "bot:easy", "bot:easy", "bot:easy"])
    assert isinstance(m, Match) and m.state.phase == "tiebreak" and m.to_move == 0
    m.play({"type": "tiebreak_chooser", "seat": 0})
    card = next(a for a in m.legal_actions() if a["type"] == "tiebreak")["card"]
    m.play({"type": "tiebreak", "card": card})
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 2)
        mine = [text for _, text in scene._log_lines() if text.startswith("You lay a tiebreaker card")]
        assert mine and "face down (hidden from the others)" in mine[-1], mine
        shown = [p for p in scene.table.pieces if p.code == card]
        assert shown and all(p.face_up for p in shown)          # the card is face up to you
    finally:
        close_board(app)


@pytest.mark.parametrize("players", [2, 4])
def test_after_next_the_header_says_the_deal_until_your_hand_has_landed(players):
    """Round 1's last play, its scoring shown, Next (Enter): a bot deals round 2 and you play first. The
    header said "Your turn" while the 13 cards were still flying into your hand; it says "Dealing round
    2…" until the last has landed, then "Your turn" (and Hint waits with it: turn_on_screen)."""
    import random

    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import key, make_app
    seats = ["human"] + ["bot:easy"] * (players - 1)
    rng, acts = random.Random(5), []
    m = Match("quash", seats, 5, {"dealer": 0 if players == 2 else 2})
    while m.state.phase == "play":
        acts.append(rng.choice(m.legal_actions()))
        m.play(acts[-1])
    m = Match("quash", seats, 5, {"dealer": 0 if players == 2 else 2}, None, acts[:-1])
    app = make_app(animation="normal", round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 30)
        if m.to_move == 0:
            scene.act(acts[-1])
        flying = told = 0
        for f in range(60 * 60):
            app.step(1 / 60)
            d = scene.session.director
            if (f % 30 == 29 and d is not None and d.gate()) or scene.scoring_show.waiting:
                key(app, pygame.K_RETURN)
            if m.state.round < 2 or m.state.phase != "play":
                continue
            hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
            status = scene.hud.status()
            if any(scene.tweens.has(p.id) for p in hand):
                flying += 1
                assert not status.startswith("Your turn"), (flying, status)
                assert not scene.turn_on_screen()
                told += status == "Dealing round 2\u2026"
            elif flying and m.to_move == 0:
                assert status.startswith("Your turn"), status
                break
        assert flying > 20 and told == flying, (flying, told)
    finally:
        close_board(app)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_failing_placement_question_leaves_your_seats_plates_uncovered(size, players):
    """Played as a new player (s18): the question "This spot will fail" stood on your seats' plates,
    hiding your card count and "to move" (and at four players your partner's plate). It closes up between
    the plates and your hand, covering neither, nor the spots."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import drag, target_rect
    seats = ["human"] + ["bot:easy"] * (players - 1)
    # you: 2H, KS, 3D (the deal goes round the seats, one card each)
    stacked = ["2H", "3C", "KS", "4C", "3D", "5C"] if players == 2 else \
        ["2H", "3C", "9S", "9D", "KS", "4C", "10S", "10D", "3D", "5C", "JS", "JD"]
    m = Match("quash", seats, 7, {"dealer": players - 1}, stacked)
    assert m.to_move == 0 and {"2H", "KS", "3D"} <= set(m.state.hands[0])
    m.play({"type": "play", "card": "2H", "spot": 1})
    while m.to_move != 0:
        m.play(next(a for a in m.legal_actions() if a["spot"] in (4, 5, 6, 7, 8, 9)))
    app, scene = match_board(m, size=size)
    try:
        drag(app, grab(scene, f"r{m.state.round}:KS"), target_rect(scene, "spot:1").center)
        steps(app, 30)
        md = scene._modal
        assert md is not None and md["title"] == "This spot will fail"
        shadowed = md["rect"].union(md["rect"].move(0, scene.metrics.px(6)))
        plates = [pygame.Rect(seat["rect"]) for side in scene.layout_info()["sides"] for seat in side["seats"]]
        g = scene._deco["g"]
        plates.append(g["header"]["bottom"])           # your side's badge and plates
        assert not any(md["rect"].colliderect(r) for r in plates), (md["rect"], plates)
        hand = [p.rect for p in scene.table.pieces if p.zone == "hand:0"]
        assert hand and not any(shadowed.colliderect(r) for r in hand)
        for bid in ("confirm:play", "confirm:cancel"):
            assert md["rect"].contains(next(b for b in scene.table.buttons if b.id == bid).rect)
    finally:
        close_board(app)
