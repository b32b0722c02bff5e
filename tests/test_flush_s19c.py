"""Session 19, a new player's review of Flush (rev19e): each test fails on the code before its fix."""

import random

import pygame
import pytest

from tests.ui_helpers import close_board, match_board, steps


def _seat_with_empty_hand(seats=3, seeds=range(1, 60)):
    """A match (you and bots) mid round 1 where a bot's hand is empty while it still holds base or hidden
    cards; (match, seat) or None."""
    from quash_table.engine.match import Match
    for seed in seeds:
        m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            s = m.state
            if m.over or s.round > 1:
                break
            for x in range(1, seats):
                if (not s.out[x] and not sum(s.hands[x].values())
                        and any(top is not None or hid is not None for top, hid in s.bases[x])):
                    return m, x
            m.play(rng.choice(m.legal_actions()))
    return None


def test_an_empty_hand_beside_held_bases_says_no_zero_in_hand():
    """rev19e 12.png (Bot 2), 35.png (Bot 6): a seat whose hand is empty but which still holds base or
    hidden cards showed a lone "0 in hand" floating under its bases. The plate already says the cards it
    holds; an empty hand says nothing."""
    from tests.test_flush_fit import drawn_labels
    found = _seat_with_empty_hand()
    assert found is not None
    m, seat = found
    app, scene = match_board(m)
    try:
        steps(app, 3)
        said = [text for text, _, _ in drawn_labels(scene) if text.endswith(" in hand")]
        assert "0 in hand" not in said, (seat, said)
    finally:
        close_board(app)


def _picker_to_round_ones_result(size, seed=7):
    """rev19e 51.png: 4 seats (you and three normal bots), out at 20 points, you always picking up the pile
    where you may (else the normal bot's move), until round 1's result shows; (app, scene)."""
    from quash_table.engine.match import Match
    from quash_table.games.flush.bots import NormalBot
    from tests.ui_helpers import step_until
    m = Match("flush", ["human"] + ["bot:normal"] * 3, seed=seed, options={"elimination_at": 20})
    app, scene = match_board(m, size=size, animation="instant", settled=False, round_pause=True)
    s = scene.session
    me = NormalBot(m.game, 0, seed=seed)
    while not s.showing_result():
        step_until(app, lambda: s.showing_result() or (s.my_turn() and scene.settled()), timeout=60)
        if s.showing_result():
            break
        legal = s.screen_legal()
        pick = [a for a in legal if a["type"] == "pickup"]
        s.play(pick[0] if pick else me.choose(m.game.view(m.state, 0), legal))
    steps(app, 3)
    return app, scene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_big_hand_in_a_four_seat_result_wraps_onto_readable_lines(size):
    """rev19e 51.png: the round's result of a 4-seat game lay in the middle's ~500 px: a 19-card hand was one
    overlapping strip ("10" cut to "1("), and "out of the game" touched the next seat's name. Every card
    shows at least its rank's corner, every card and word lies in the panel, and no two words overlap."""
    from quash_table.ui import theme
    from tests.test_flush_fit import drawn_labels
    app, scene = _picker_to_round_ones_result(size)
    try:
        scored = scene._round_result()
        assert scored is not None and max(len(h) for h in scored["held"] if h) >= 12, scored["held"]
        panel = scene._g["result"]
        cards = sorted((p for p in scene.table.pieces if p.zone == "round_end"), key=lambda p: (p.home.y, p.home.x))
        assert cards
        for p in cards:
            r = p.home
            assert panel.contains(r), (p.code, r, panel)
            nxt = [q.home for q in cards if q is not p and abs(q.home.y - r.y) < r.h // 2 and q.home.x > r.x]
            seen = min([q.x for q in nxt] + [r.right]) - r.x
            rank = p.code.rstrip("SLD+") or p.code
            words = int(r.w * 0.1) + theme.text(rank, max(10, int(r.h * 0.12)), bold=True).get_width()
            assert seen >= words, (p.code, seen, words, r)
        # (a label's box holds its font's whole line: two lines of a paragraph may share a pixel)
        said = [(text, r.inflate(0, -2)) for text, r, _ in drawn_labels(scene) if panel.collidepoint(r.center)]
        for text, r in said:
            assert panel.contains(r), (text, r, panel)
        for text, r in said:        # a card's points under it, clear of the next line's cards
            assert not [p.code for p in cards if p.home.inflate(-2, -2).colliderect(r)], (text, r)
        for i, (a, ra) in enumerate(said):
            for b, rb in said[i + 1:]:
                assert not ra.colliderect(rb), (a, ra, b, rb)
    finally:
        close_board(app)


def test_the_mimic_badges_of_a_six_seat_face_up_replay_never_cover_a_rank():
    """rev19e 40.png (6 seats, 1024x640, the all-face-up replay): the gold M on an opponent's small
    overlapping card of the Mimic value sat at the top, over the next card's corner rank. Each badge lies on
    its own card's part in view, clear of every corner rank in view."""
    from quash_table.engine.match import Match
    from quash_table.games.flush.cards import is_mimic
    from quash_table.ui import theme
    from tests.ui_helpers import replay_of
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=4, options={"format": "arena", "rounds": 1})
    rng = random.Random(4)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=(1024, 640), face_up=True)
    try:
        steps(app, 3)
        checked = 0
        for position in range(1, scene.session.length + 1, 3):
            scene.session.goto(position)
            steps(app, 2)
            order = sorted(scene.table.pieces, key=lambda q: q.z)
            ranks = []      # the corner ranks in view (a card 40 px tall or more has them)
            for k, q in enumerate(order):
                if q.code is None or q.home.h < 40 or q.code.startswith("F"):
                    continue
                img = theme.text(q.code.rstrip("SLD"), max(10, int(q.home.h * 0.12)), bold=True)
                r = pygame.Rect(q.home.x + int(q.home.w * 0.1), q.home.y + int(q.home.h * 0.06), *img.get_size())
                if not any(o.home.collidepoint(r.center) for o in order[k + 1:]):
                    ranks.append((q.code, r))
            mimic = scene._prev["mimic"]
            marked = [p for p in order if p.code and (p.zone or "").startswith(("hand:", "base:", "hidden:", "faceup:"))
                      and is_mimic(p.code, mimic)]
            for r, _ in scene.mimic_badges():
                card = next((p.home for p in marked if p.home.collidepoint(r.center)), None)
                assert card is not None, (position, r, [(p.code, p.zone, p.home) for p in marked])
                assert card.contains(r), (r, card)
                hit = [(code, c) for code, c in ranks if c.colliderect(r)]
                assert not hit, (position, r, hit)
                checked += 1
        assert checked
    finally:
        close_board(app)
