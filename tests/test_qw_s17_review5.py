"""Quadruple War, review 17 (helper qw4): a 26-card hand's two rows each show whole cards (the second row
covered the lower 40% of the first, so only its corners showed)."""

import pygame
import pytest

from tests.ui_helpers import board, close_board, make_app, settle


def _covered_from_below(piece, others):
    """The share of `piece`'s height, from its foot up, that cards of a lower row drawn over it cover."""
    r = piece.home
    over = [o.home for o in others if o.z > piece.z and o.home.y > r.y and o.home.colliderect(r)]
    top = min([o.y for o in over] + [r.bottom])
    return (r.bottom - max(r.y, top)) / r.h


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_first_row_of_a_26_card_hand_is_covered_no_more_than_its_lower_quarter(size):
    app = make_app(size=size, animation="instant")
    scene = board(app, "quadwar", ["human", "bot:normal"], seed=3, options={"dealer": 1})   # you bid first
    try:
        s = scene.session
        settle(app, scene)
        s.play(next(a for a in s.screen_legal() if a.get("type") == "bid"))
        settle(app, scene)
        cards = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert len(cards) == 26
        upper = min(p.home.y for p in cards)
        first = [p for p in cards if p.home.y == upper]
        assert 0 < len(first) < 26
        for p in first:
            assert _covered_from_below(p, cards) <= 0.25, (p.code, _covered_from_below(p, cards))
        # in a row, each card's corner reads beside the next (review 19c: whole cards in each row left them
        # ~45 px wide at 1024x640 with room unused; a row now overlaps as a fan, bigger cards, corners clear)
        for y in {p.home.y for p in cards}:
            xs = sorted(p.home.x for p in cards if p.home.y == y)
            assert all(b - a >= cards[0].home.w // 4 for a, b in zip(xs, xs[1:])), (y, xs)
        assert min(p.home.h for p in cards) >= scene.metrics.px(80)
        assert max(p.home.bottom for p in cards) <= scene.table.area.bottom
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("n", [4, 2])
def test_face_up_hands_at_the_seats_are_not_said_again_in_the_log_column(n, size):
    """Review 17: "All cards face up" showed every hand twice, at the seats and again in the log column's
    "Hands, face up" panel (crowded at 1024x640). Where the hands lie at the seats the panel is dropped and
    the log has its column; a round's hands as dealt (played out at the seats) keep it."""
    import random

    from quash_table.engine.match import Match
    from tests.ui_helpers import replay_of, step_until, steps
    m = Match("quadwar", ["human"] + ["bot:normal"] * (n - 1), seed=5, options={"target": 100})
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=size, face_up=True)
    try:
        s = scene.session
        s.goto(n + 3)       # the bids made, a trick under way
        step_until(app, lambda: all(sc.settled() for sc in app.scenes))
        steps(app, 2)
        hands = s.hands()
        assert hands and any(hands.values())
        for seat, cards in hands.items():     # every hand face up at its seat
            assert sorted(p.code for p in scene.table.pieces if p.zone == f"hand:{seat}") == sorted(cards)
        assert not [p for p in scene.table.pieces if p.zone and p.zone.startswith("faceup:")]
        words = [d.text for d in scene.table.decor if hasattr(d, "text")]
        assert "Hands, face up" not in words, words
        assert scene.replay.hands_rect(scene.areas()[2]) is None
        s.goto(len(m.actions))      # the game's end: the last hand played out, its hands as dealt in the panel
        step_until(app, lambda: all(sc.settled() for sc in app.scenes))
        steps(app, 2)
        assert [p for p in scene.table.pieces if p.zone and p.zone.startswith("faceup:")]
    finally:
        close_board(app)


def _drawn(scene, p):
    r = p.home.copy()
    r.y += scene.drag.lift_offset(p)
    return r


@pytest.mark.ui
@pytest.mark.parametrize("seed", [3, 4])
def test_the_hinted_card_is_raised_without_hiding_a_neighbours_index(seed):
    """Review 17, 1024x640: the card a hint raised was drawn over the next card of your hand, hiding its
    corner index. Every card of your hand shows its index as drawn, the hinted one raised among them."""
    from tests.ui_helpers import ask_hint
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=seed, options={"dealer": 3})
    try:
        s = scene.session
        settle(app, scene)
        s.play(next(a for a in s.screen_legal() if a.get("type") == "bid"))
        settle(app, scene)
        assert s.my_turn() and s.table_view()["phase"] == "play"
        ask_hint(app, scene)
        raised = scene.hints.raised()
        cards = [p for p in scene.table.pieces if p.zone == "hand:0"]
        order = [p for p in scene.painter.order() if p.zone == "hand:0"]
        assert raised in [p.id for p in cards[:-1]], raised       # a card with a neighbour on its right
        assert scene.drag.lift_offset(scene.table.piece_by_id[raised]) < 0
        for i, p in enumerate(order):
            r = _drawn(scene, p)
            corner = pygame.Rect(r.x, r.y, int(r.w * 0.29), int(r.h * 0.3))
            assert not any(_drawn(scene, q).colliderect(corner) for q in order[i + 1:]), p.code
    finally:
        close_board(app)


@pytest.mark.ui
def test_your_last_card_against_bots_is_played_by_one_click_and_the_table_says_so():
    """Review 17: at the last trick against bots your one card had to be clicked and then the middle,
    with the table saying "drag a card into the middle". It says "Your last card: click it (or press
    Enter)", and one click plays it (the rules play it for you only on a shared screen)."""
    from tests.ui_helpers import click
    app = make_app(size=(1280, 800), animation="instant")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=4, options={"dealer": 3})
    try:
        s = scene.session
        settle(app, scene)
        while len(s.table_view()["hand"]) > 1:
            assert s.my_turn(), s.table_view()["phase"]
            s.play(s.screen_legal()[0])
            settle(app, scene)
        assert s.my_turn() and s.table_view()["phase"] == "play"
        assert scene.table.prompt.startswith("Your last card: click it (or press Enter)"), scene.table.prompt
        card = next(p for p in scene.table.pieces if p.zone == "hand:0")
        n = len(s.match.actions)
        click(app, card.home.center)
        settle(app, scene)
        assert len(s.match.actions) > n and s.match.actions[n] == {"type": "play", "card": card.code}
    finally:
        close_board(app)
