"""QUASH fixes of review 15 (4 players and pass-and-play tiebreakers), driven through the board (headless,
dummy video driver)."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _fan(scene, seat):
    backs = [p.home for p in scene.table.pieces if p.zone == f"hand:{seat}"]
    return backs[0].unionall(backs[1:])


@pytest.mark.parametrize("dealer", [1, 2])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_four_players_the_partners_plate_has_the_same_fan_as_the_others(size, dealer):
    """You with Bot 3 as dealer (its plate's line is the longest: "13 cards · dealer · your partner"): at
    1024x640 its fan was a stub (a back and a sliver) beside the other plates' tall fans; Bot 2 dealing,
    its fan was squeezed the same way beside Bot 4's."""
    m = Match("quash", ["human", "bot:normal", "bot:normal", "bot:normal"], 4, {"dealer": dealer})
    app, scene = match_board(m, size=size)
    try:
        fans = {q: _fan(scene, q) for q in (1, 2, 3)}
        assert len({r.h for r in fans.values()}) == 1, fans          # one kind of fan
        widest = max(r.w for r in fans.values())
        assert all(r.w >= widest * 0.8 for r in fans.values()), fans
        assert fans[2].h >= scene._deco["g"]["header"]["bottom"].h * 0.6   # as tall as the plate
        plates = {s["seat"]: s["rect"] for side in scene.layout_info()["sides"] for s in side["seats"]}
        for q, r in fans.items():             # inside its own plate
            x, y, w, h = plates[q]
            assert x <= r.x and r.right <= x + w
    finally:
        close_board(app)


def _labels(scene):
    from quash_table.ui.widgets import Label
    return " ".join(d.text for d in scene.table.decor if isinstance(d, Label))


def _round_without_a_tie(seats):
    """A 4-player Match whose first round was scored with no tie (RED never named its player)."""
    import random
    for seed in range(1, 200):
        m = Match("quash", seats, seed, {"dealer": 1})
        rnd = random.Random(seed)
        while m.state.phase == "play":
            m.play(rnd.choice(m.legal_actions()))
        if m.state.phase == "deal" and m.state.named == [None, None]:
            return m
    raise AssertionError("no round without a tie")


def test_four_players_where_your_leftover_cards_are_is_said_in_player_words_and_drawn_where_they_lie():
    """RED: you (seat 1) and Bot 3 (seat 3), Bot 2 dealing: RED's first seat from the dealer's left is Bot 3,
    which holds the pool. The words under your plate said "Your 4 leftover cards go to Bot 3, pooled for
    RED's tiebreakers" over 8 backs where your hand was (as if the bot had taken your cards, and as if
    they were yours); then who held RED's pool on whose plate. Since review 18b the pool of a team of you and
    a bot shows as yours from the start: you play it whenever a spot ties."""
    seats = ["human", "bot:random", "bot:random", "bot:random"]
    full = _round_without_a_tie(seats)
    m = Match("quash", seats, full.seed, {"dealer": 1}, None, full.actions[:-1])
    assert m.to_move != 0
    app, scene = match_board(m, settled=False)
    try:
        during = None
        for _ in range(60 * 30):
            app.step(1 / 60)
            if m.state.phase == "deal" and scene.animating and during is None:
                during = _labels(scene)
            if during is not None and not scene.animating:      # the round shown scored
                break
        assert m.state.hands[2] and not m.state.hands[0] and m.state.round == 1
        # review 18b: the rules' holder is Bot 3 until a tie names you, but a team of you and a bot always
        # has you play its pool (the rules page), so it shows as yours: your own 4 face up, Bot 3's 4 as
        # backs, in your hand; Bot 3's plate holds none (before: "You 0 cards", your cards gone)
        assert "You 8 pooled cards" in during and "Bot 3 (random) 0 cards" in during, during
        words = _labels(scene)
        assert "leftover cards go to" not in words
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert len(hand) == 8 and len([p for p in hand if p.code is None]) == 4
        assert not [p for p in scene.table.pieces if p.zone == "hand:2"]
        assert "8 pooled cards" in words
    finally:
        close_board(app)


def test_the_pool_words_follow_the_rules_ruling():
    """captions.pool_words in each case of the ruling (who holds the pool, who plays it, when)."""
    from quash_table.games.quash.captions import pool_words

    class Session:
        def __init__(self, bots):
            self.bots = bots

        def is_bot(self, seat):
            return seat in self.bots

        def short_name(self, seat):
            return ["You", "Bot 2", "Ann" if 2 not in self.bots else "Bot 3", "Bot 4"][seat]

    view = {"seat": 0, "side": 0, "seats": 4, "phase": "scoring", "choosers": [2, 3], "named": [None, None],
            "hand_counts": [0, 0, 8, 8],
            "events": [{"type": "pool", "side": 0, "from": 0, "to": 2, "count": 4},
                       {"type": "pool", "side": 1, "from": 1, "to": 3, "count": 4}]}
    bot_partner = pool_words(Session({1, 2, 3}), view, False)
    assert bot_partner == ("Bot 3 holds RED's pool of 8 leftover cards (4 of them yours). If a spot ties, the "
                           "pool comes to you: you play RED's tiebreakers")
    person = pool_words(Session({1, 3}), view, False)
    assert "Ann holds RED's pool" in person and "Ann names who plays RED's tiebreakers: Ann or you" in person
    assert pool_words(Session({1, 2, 3}), view, True).startswith("No spot tied: RED's pool of 8")
    named = dict(view, phase="tiebreak", named=[2, None], hand_counts=[0, 0, 7, 8])
    assert pool_words(Session({1, 3}), named, False) == ("Ann plays RED's tiebreakers this round, with RED's "
                                                         "pool of 7 leftover cards")
    spent = dict(named, hand_counts=[0, 0, 0, 8])
    assert pool_words(Session({1, 3}), spent, False) == "RED's pooled leftover cards are all played"


def test_the_fail_dialog_says_which_side_scores_what_for_the_spot():
    """Your KS dropped on your triple spot 1 (2H, 3D) makes it fail; BLACK's spot 1 (3C, 4C) may still be
    proper. The dialog said "if the other side's sequence there ends up proper, it scores 2", which read as
    if the failing sequence scored: now "BLACK scores 2 for spot 1 ..., RED 0"."""
    from tests.ui_helpers import drag, grab, steps, target_rect
    stacked = ["2H", "3C", "KS", "4C", "3D", "5C"]           # you: 2H, KS, 3D; BLACK deals, you play first
    m = Match("quash", ["human", "bot:easy"], 7, {"dealer": 1}, stacked)
    for a in ({"type": "play", "card": "2H", "spot": 1}, {"type": "play", "card": "3C", "spot": 1},
              {"type": "play", "card": "3D", "spot": 1}, {"type": "play", "card": "4C", "spot": 1}):
        m.play(a)
    app, scene = match_board(m)
    try:
        drag(app, grab(scene, f"r{m.state.round}:KS"), target_rect(scene, "spot:1").center)
        steps(app, 30)
        said = " ".join(scene._modal["lines"])
        assert "it scores" not in said
        assert "if BLACK's spot there ends up a run, BLACK scores 2 for spot 1 (the spot and a bonus point), " \
               "RED 0; if it fails too, each side scores 1 for spot 1" in said, said
    finally:
        close_board(app)


def test_pass_and_play_the_curtain_mid_scoring_says_why_the_screen_goes_to_that_person():
    """Ann and Bob, a tie on spot 9: the curtain said only "Pass to Bob"; it now says why, drawn on the
    curtain (the layout's curtain object) and nothing hidden in it."""
    from tests.test_quash_scene import TIE_DECK, _tie_on_spot_9
    played = _tie_on_spot_9()
    m = Match("quash", ["human:Ann", "human:Bob"], 5, {"dealer": 0}, TIE_DECK, played.actions)
    assert m.state.phase == "tiebreak"
    app, scene = match_board(m)
    try:
        curtain = next(o for o in scene.layout_info()["objects"] if o["kind"] == "curtain")
        who = scene.session.name(m.to_move)
        side = "RED" if m.to_move == 0 else "BLACK"
        assert curtain["label"] == f"Pass to {who}"
        assert curtain["why"] == (f"{who}: spot 9 is tied \u2014 choose {side}'s tiebreaker card from your "
                                  "leftover cards"), curtain
    finally:
        close_board(app)


def test_a_tiebreaker_card_dropped_may_be_taken_back_until_it_is_laid():
    """A tiebreaker card dropped on the mat was laid at once, for good. Now it waits there, face up for
    you and out of your hand: Esc or "Take it back" puts it back, another card dropped replaces it, and
    only "Lay it" (or Enter) sends it to the rules."""
    import pygame

    from tests.test_quash_scene import _tie_on_spot_9
    from tests.ui_helpers import button, click, drag, grab, key, settle, target_rect
    m = _tie_on_spot_9()
    app, scene = match_board(m)
    try:
        rnd = m.state.round
        n = len(m.actions)
        assert m.to_move == 0 and m.state.phase == "tiebreak"
        drag(app, grab(scene, f"r{rnd}:JS"), target_rect(scene, "tiebreak").center)
        settle(app, scene)
        assert len(m.actions) == n                                   # not sent yet
        laid = [o for o in scene.layout_info()["objects"] if o.get("zone") == "tiebreak:laid"]
        assert [o["card"] for o in laid] == ["JS"] and "not laid yet" in scene.table.prompt
        key(app, pygame.K_ESCAPE)                                    # taken back
        settle(app, scene)
        assert len(m.actions) == n and app.top is scene
        assert any(p.zone == "hand:0" and p.code == "JS" for p in scene.table.pieces)
        drag(app, grab(scene, f"r{rnd}:JS"), target_rect(scene, "tiebreak").center)
        settle(app, scene)
        click(app, button(scene, "tiebreak:back").rect.center)      # the button takes it back too
        settle(app, scene)
        assert len(m.actions) == n and scene.composer.laid is None
        drag(app, grab(scene, f"r{rnd}:JS"), target_rect(scene, "tiebreak").center)
        settle(app, scene)
        drag(app, grab(scene, f"r{rnd}:JH"), target_rect(scene, "tiebreak").center)   # replaces it
        settle(app, scene)
        assert scene.composer.laid == "JH" and len(m.actions) == n
        click(app, button(scene, "tiebreak:lay").rect.center)
        assert m.actions[-1] == {"type": "tiebreak", "card": "JH"} and len(m.actions) == n + 1
    finally:
        close_board(app)
