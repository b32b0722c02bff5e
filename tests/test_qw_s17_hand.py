"""Quadruple War, session 17 (helper qw3): your 26-card hand between two seats wraps into two rows of whole
cards (one row overlapped them to ~35 pixels each at 1280x800): every card shows its corner index and at
least half of itself, and a card of the upper row is dragged onto the trick by the part of it in view."""

import pytest

from tests.ui_helpers import board, close_board, drag, make_app, settle, target_rect


def _shown_share(piece, others):
    """The share of `piece`'s face no card drawn over it covers (sampled on a grid)."""
    r, over = piece.home, [o.home for o in others if o.z > piece.z and o.home.colliderect(piece.home)]
    pts = [(r.x + (i + 0.5) * r.w / 10, r.y + (j + 0.5) * r.h / 10) for i in range(10) for j in range(10)]
    return sum(1 for p in pts if not any(o.collidepoint(p) for o in over)) / len(pts)


def _index_hidden(piece, others):
    r = piece.home
    corner = r.copy()
    corner.w, corner.h = int(r.w * 0.29), int(r.h * 0.3)
    return any(o.z > piece.z and o.home.colliderect(corner) for o in others)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_26_card_hand_reads_and_drags_from_two_rows(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "quadwar", ["human", "bot:normal"], seed=3, options={"dealer": 1})   # you bid first
    try:
        s = scene.session
        settle(app, scene)
        s.play(next(a for a in s.screen_legal() if a.get("type") == "bid"))
        settle(app, scene)
        assert s.my_turn() and scene.session.table_view()["phase"] == "play"
        cards = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert len(cards) == 26
        for p in cards:
            assert not _index_hidden(p, cards), p.code
            assert _shown_share(p, cards) >= 0.5, (p.code, _shown_share(p, cards))
        assert min(p.home.h for p in cards) >= scene.metrics.px(80)      # not shrunk to slivers either
        # a card of the upper row, dragged by the part in view (its top), is played
        upper = min(p.home.y for p in cards)
        legal = {a["card"] for a in s.screen_legal() if a.get("type") == "play"}
        card = next(p for p in cards if p.home.y == upper and p.code in legal)
        start = (card.home.x + card.home.w // 2, card.home.y + card.home.h // 5)
        n = len(s.match.actions)
        drag(app, start, target_rect(scene, "trick").center)
        settle(app, scene)
        assert s.match.actions[n] == {"type": "play", "card": card.code} or \
            s.match.actions[n].get("card") == card.code, s.match.actions[n]
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("n", [2, 4, 5])
def test_the_word_won_beside_another_seats_tricks_is_not_under_its_cards(n):
    """The word "won" before another seat's won packets lay under that seat's backs (a lone "n" showed)."""
    import random

    from quash_table.engine.match import Match
    from tests.ui_helpers import match_board
    m = Match("quadwar", ["human"] + ["bot:normal"] * (n - 1), seed=4, options={"target": 100})
    rng = random.Random(4)
    while sum(1 for a in m.actions if a["type"] == "play") < 2 * n:      # two tricks played
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, size=(1024, 640))
    try:
        words = [d for d in scene.table.decor if getattr(d, "text", None) == "won"]
        cards = [p for p in scene.table.pieces if p.zone and p.zone.startswith("hand:") and p.zone != "hand:0"]
        assert words
        for w in words:
            assert not any(p.home.colliderect(w.text_rect()) for p in cards), w.text_rect()
    finally:
        close_board(app)
