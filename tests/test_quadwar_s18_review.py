"""Review 18 (a new player's review of Quadruple War): the hint's words with two players, and where the
hand and the plates lie at 1024x640."""

import random

import pygame

from quash_table.engine.match import Match
from quash_table.games.quadwar.hard import HardBot


def _two_seat_positions(count):
    """Your turn to play a card at a two-seat table, from random games: (view, legal) pairs."""
    out = []
    for seed in range(40):
        m = Match("quadwar", ["human", "bot:normal"], seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(4, 40)):
            if m.over:
                break
            m.play(rng.choice(m.legal_actions()))
        while not m.over and m.to_move != 0:
            m.play(rng.choice(m.legal_actions()))
        legal = m.legal_actions()
        if not m.over and legal[0]["type"] == "play" and len(legal) > 1:
            out.append((m.game, m.game.view(m.state, 0), legal))
        if len(out) >= count:
            break
    return out


def test_with_two_players_the_hint_says_no_sampled_deals():
    """With two players every card you do not hold is in the other hand, yet the hint said "in 17 sampled
    deals it scores 98 points on average" (review 18, pp_turn_03): the search's figures are said as the
    hand played out with every card known."""
    searched = 0
    for game, view, legal in _two_seat_positions(14):
        bot = HardBot(game, 0, seed=7, iterations=160)
        bot.choose(view, legal)
        said = bot.reason or ""
        assert "sampled" not in said and "average" not in said, said
        searched += "every card known" in said
    assert searched, "no hint reason came from the search's figures"


def test_with_two_players_a_bid_reason_says_no_sampled_deals():
    from quash_table.games.quadwar.hard import bid_reason
    said = bid_reason(3, [2] * 40, -30.0, 3, 2)
    assert "sampled" not in said and "only 2 tricks" in said, said
    assert "from what you can see" in bid_reason(3, [2] * 20 + [4] * 20, 10.0, 3, 4)


def _your_cards(scene, seat=0):
    """Your hand's pieces in the order held: [(code, rect)]."""
    cards = [p for p in scene.table.pieces if p.zone == f"hand:{seat}"]
    return [(p.code, p.home) for p in sorted(cards, key=lambda p: p.z)]


def _suit(code):
    return "S" if code in ("BJ", "LJ") else code[-1]


def test_two_rows_of_your_26_cards_part_where_a_suit_ends_at_1024x640():
    """Two players at 1024x640: the 26 cards lay in two rows parted at the middle of the hand, so the sort
    order ran on from J\u2665 ending the top row to A\u2665 starting the bottom one (review 18, 61_pp_ann). The
    rows part where a suit ends (where that leaves rows of no more than 16), every card lies whole in the
    window and its corner index (rank and suit) is covered by no card laid over it."""
    from tests.ui_helpers import close_board, match_board
    parted = 0
    for seed in range(6):
        m = Match("quadwar", ["human", "bot:normal"], seed=seed, options={"dealer": 1})
        app, scene = match_board(m, size=(1024, 640))
        try:
            cards = _your_cards(scene)
            assert len(cards) == 26
            window = scene.metrics.rect
            rows = sorted({r.y for _, r in cards})
            assert len(rows) == 2
            top = [c for c, r in cards if r.y == rows[0]]
            suits = [_suit(c) for c, _ in cards]
            cuts = [i for i in range(1, 26) if suits[i] != suits[i - 1] and max(i, 26 - i) <= 16]
            if cuts:
                parted += 1
                assert _suit(top[-1]) != _suit(cards[len(top)][0]), (seed, [c for c, _ in cards], len(top))
            for k, (code, r) in enumerate(cards):
                assert window.contains(r), (code, r)
                corner = pygame.Rect(r.x, r.y, max(1, r.w * 28 // 100), max(1, r.h * 30 // 100))
                over = [c for c, o in cards[k + 1:] if o.colliderect(corner)]
                assert not over, (code, over)
        finally:
            close_board(app)
    assert parted
