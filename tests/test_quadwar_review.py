"""What a new player's review of Quadruple War found: hints told as statements about the player ("Hint: You
bid 5", "Ann plays 4 of clubs — ... gives up its lowest club"), a deal nobody saw flying in over the first
trick after a pass-and-play curtain, the bottom seat's backs over the mat's "Ann led", the deal flying
from over the dealer's name. Driven by real pygame events where it is the board."""

import random
import re

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quadwar.players import EasyBot, NormalBot
from quash_table.games.quadwar.rules import GAME
from tests.ui_helpers import (ask_hint, button, click, close_board, make_app, open_board, settle, step_until,
                              steps)

# the third person a reason must not be told in, now that it follows advice ("bid 5 — ...")
THIRD_PERSON = re.compile(r"\bits\b|^(needs|has|tries|bids|plays|leads|cannot|counts)\b|\b(gets|sheds|keeps) ")


def test_a_hinted_move_is_advice_not_a_statement():
    from quash_table.games.quadwar.words import hint_words
    assert hint_words({"type": "bid", "tricks": 5}) == "bid 5"
    assert hint_words({"type": "play", "card": "AD"}) == "play the A of diamonds"
    assert hint_words({"type": "play", "card": "LJ"}) == "play the little joker"
    assert hint_words({"type": "deal"}) is None
    assert GAME.describe_hint({"type": "play", "card": "4C"}, 0, 4) == "play the 4 of clubs"


@pytest.mark.parametrize("bot", [NormalBot, EasyBot])
def test_every_reason_is_written_to_the_person_the_hint_is_for(bot):
    """A bot's reason is shown after the hinted move: "gives up its lowest club" read as if about someone
    else; it says "you" and "your"."""
    said = set()
    for seed in range(6):
        m = Match("quadwar", ["bot:normal"] * 4, seed)
        bots = [bot(seat, seed) for seat in range(4)]
        while not m.over and m.state.hand_no < 3:
            seat = m.to_move
            legal = m.legal_actions()
            bots[seat].choose(GAME.view(m.state, seat), legal)
            said.add(bots[seat].reason)
            m.play(random.Random(len(m.actions)).choice(legal))     # reach every kind of position
    assert len(said) > 5
    for reason in said:
        assert not THIRD_PERSON.search(reason), reason
    if bot is NormalBot:
        assert any("your lowest" in r or "your only" in r for r in said), said


def _hint_text(app, scene):
    ask_hint(app, scene)
    return scene.hints.current["text"]


@pytest.mark.ui
def test_the_hint_against_bots_says_bid_and_play_not_you_bid_and_you_play():
    app, scene = open_board("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=3)
    try:
        m = scene.session.match
        text = _hint_text(app, scene)
        tricks = scene.hints.current["action"]["tricks"]
        assert text.startswith(f"Hint: bid {tricks} \u2014 your hand "), text      # ("will likely take", "takes")
        assert "You bid" not in text and "your " in text, text
        click(app, button(scene, f"bid:{tricks}").rect.center)
        settle(app, scene)
        step_until(app, lambda: scene.session.my_turn() and m.state.phase == 1, 30)
        settle(app, scene)
        text = _hint_text(app, scene)
        card = scene.hints.current["action"]["card"]
        assert text.startswith("Hint: play the "), text
        assert "You play" not in text and not THIRD_PERSON.search(text.split(" \u2014 ", 1)[1]), text
        assert card
    finally:
        close_board(app)


def _lift_curtain(app, scene):
    step_until(app, scene.session.curtain_ready)      # no click lifts it in its first moment
    ready = next(o for o in scene.layout_info()["objects"] if o["id"] == "curtain:ready")
    x, y, w, h = ready["rect"]
    click(app, (x + w // 2, y + h // 2))
    steps(app, 3)


@pytest.mark.ui
def test_in_pass_and_play_the_hint_is_advice_to_the_player_at_the_screen():
    app, scene = open_board("quadwar", ["human:Ann", "human:Bob", "bot:normal", "bot:normal"], seed=4,
                            options={"dealer": 3})
    try:
        _lift_curtain(app, scene)
        text = _hint_text(app, scene)
        assert text.startswith("Hint: bid "), text
        assert "Ann" not in text, text
    finally:
        close_board(app)


def _play(app, scene, code):
    """Click a card of the hand, then the mat (click-then-target)."""
    click(app, scene.table.piece_by_id[code].rect.move(8, 0).midleft)
    click(app, scene.table.target_by_id["trick"].rect.center)


@pytest.mark.ui
def test_after_a_curtain_no_deal_flies_in_over_the_first_trick():
    """Ann bids 5, Bob 2, Ann leads the A of clubs, Bob plays the 10: the screen turns to everyone's view,
    and Ann's and Bob's hands, now backs, flew in from the dealer over the trick mat and Bot 4's plate as
    if dealt then. They lie where they are; the card Bob played still glides to the mat."""
    app, scene = open_board("quadwar", ["human:Ann", "human:Bob", "bot:normal", "bot:normal"], seed=4,
                            options={"dealer": 3})
    try:
        s, m = scene.session, scene.session.match
        for who, tricks in (("Ann", 5), ("Bob", 2)):
            _lift_curtain(app, scene)
            assert s.match.seats[s.screen_seat]["name"] == who
            click(app, button(scene, f"bid:{tricks}").rect.center)
            settle(app, scene)
        step_until(app, lambda: s.curtain is not None and m.state.phase == 1, 30)
        for card in ("AC", "10C"):
            _lift_curtain(app, scene)
            _play(app, scene, card)
            assert m.actions[-1] == {"type": "play", "card": card}
            steps(app, 2)
            assert s.screen_seat is None              # everyone's view, the hands as backs
            hands = [p for p in scene.table.pieces if p.zone in ("hand:0", "hand:1")]
            counts = GAME.view(m.state, None)["hand_counts"]
            assert len(hands) == counts[0] + counts[1] and all(p.code is None for p in hands)
            flying = [p.id for p in hands if list(p.pos) != list(p.home)]
            assert flying == [], flying
            played = scene.table.piece_by_id[card]
            assert played.zone == "trick" and list(played.pos) != list(played.home)   # it glides there
            settle(app, scene)
            step_until(app, lambda: s.curtain is not None or m.state.trick == [], 30)
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_cards_beside_the_bottom_plate_keep_clear_of_the_mat(seats, size):
    """Between two people's turns the bottom seat's backs lay over the mat's "Ann led" (so did your own
    won tricks once you had a few): the mat keeps above them, or they stop short of it."""
    from quash_table.ui.table import TableBuilder
    from quash_table.ui.tables import board_for_match

    m = Match("quadwar", ["human:Ann", "human:Bob"] + ["bot:easy"] * (seats - 2), 3)
    rng = random.Random(seats)
    while m.state.phase != 1 or sum(1 for t in GAME.view(m.state, None)["tricks"] if t["winner"] == 0) < 3:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=size)
    scene = board_for_match(app, m, False)
    app.push(scene)
    try:
        for eyes in (None, 0):
            t = TableBuilder(scene, scene.areas()[1])
            scene.build(t, GAME.view(m.state, eyes), [])
            mat, bottom = scene.geometry["mat"], scene.geometry["bottom"]
            near = [p for p in t.pieces if p.zone in (f"hand:{bottom}", f"won:{bottom}")]
            assert any(p.zone.startswith("won") for p in near)
            for p in near:
                if p.zone.startswith("won") or eyes is None:
                    assert not pygame.Rect(p.home).colliderect(mat), (eyes, p.id, p.home, mat)
    finally:
        app.scenes.clear()


@pytest.mark.ui
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_a_new_deal_leaves_from_beside_the_dealers_plate_not_over_a_name(dealer):
    """Just after Next a large back flew from the dealer's plate (Bot 2's) and covered its name: every
    card of a deal leaves from the dealer's cards beside its plate, no taller than they are, and covers
    no plate as it starts."""
    from tests.ui_helpers import board
    app = make_app()
    try:
        scene = board(app, "quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=3,
                      options={"dealer": dealer})
        steps(app, 1)             # the deal is built: every card at its start but the first few, on their way
        plates = scene.geometry["plates"].values()
        strip = scene.geometry["strips"][dealer]
        cards = [p for p in scene.table.pieces if p.zone and p.zone.startswith("hand:")]
        assert len(cards) == 52
        for p in cards[4:]:
            start = pygame.Rect([int(v) for v in p.pos])
            assert start.h <= strip.h and start.y >= strip.y - 2, (p.id, start, strip)
            assert not any(start.colliderect(plate) for plate in plates), (p.id, start)
    finally:
        close_board(app)


def test_a_low_chance_says_which_higher_cards_are_still_out():
    """The little joker led "about a 30% chance it wins this one" fell to the big joker: the figure comes
    from what the seat has seen, and every card it has not seen is in someone's hand, so the words say
    which higher card is out."""
    from types import SimpleNamespace

    from quash_table.games.quadwar.cards import BIT, BJ, INT_OF, LJ
    from quash_table.games.quadwar.players import _why_it_may_win
    t = SimpleNamespace(unseen=BIT[BJ] | BIT[INT_OF["3H"]], trick=[], best=None, led=None)
    assert _why_it_may_win(t, LJ, 0.296) == "a gamble: it wins this one about 1 time in 3, as the big joker is still out"
    t.unseen = BIT[BJ] | BIT[INT_OF["AS"]] | BIT[INT_OF["2S"]]
    assert _why_it_may_win(t, INT_OF["QS"], 0.2).endswith("as 2 higher spades are still out")
    t.unseen = BIT[INT_OF["3H"]]
    assert _why_it_may_win(t, INT_OF["QS"], 0.11) == "a gamble: it wins this one about 1 time in 10"
