"""Quadruple War, session 28: the hint's words a new player can follow, and words that never depend on a
hidden hand.

Review 28: "play the 5 of spades — over 93 sampled deals this leaves you 1 points behind the others' average,
9 points behind with the 10 of diamonds" (figures, and "1 points"); "play the 3 of clubs — the only sensible
move" beside the 4 of clubs; "lead a heart, diamond or club" to a hand with no diamonds; the pass-and-play
curtain's "follow diamonds" to a seat with none; the result's "Missed bid: 0" read as a count."""

import functools
import random

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.quadwar.cards import mask_of
from quash_table.games.quadwar.hard import HardBot
from quash_table.games.quadwar.painters import POINTS_KEY
from quash_table.games.quadwar.words import curtain_turn_words, play_refusal

G = get_game("quadwar")


@functools.cache
def play_hints():
    """(legal, candidates, reason) for seat 0's every play in seeded games with Bags on, as the hint's bot
    (hard, a fixed number of playouts) gives it; the others play normal."""
    out = []
    for seed in range(6):
        s = G.new_state(4, seed=seed, options={"bags": True})
        while s.phase != 2 and s.hand_no == 1:
            seat, legal = s.to_move, G.legal_actions(s)
            view = G.view(s, seat)
            if seat == 0 and legal[0]["type"] == "play":
                bot = HardBot(G, 0, seed=seed, iterations=60)
                action = bot.choose(view, legal)
                out.append((legal, bot.candidates(view, legal), bot.reason))
            else:
                action = make_bot("quadwar", "normal", seat, 3).choose(view, legal)
            s = G.apply(s, action)
    return out


def test_a_play_hint_says_first_what_the_card_does_the_figures_after():
    figured = 0
    for _legal, _cands, reason in play_hints():
        short = getattr(reason, "short", str(reason))
        assert "sampled deals" not in short and "points" not in short, short
        assert " 1 points" not in str(reason) and not str(reason).startswith("1 points"), str(reason)
        # the figures' words since session 45: "from what you can see, it scores you ..." ("sampled deals" before)
        if "from what you can see" in str(reason):
            figured += 1
            # what the card does first (the short words, maybe after the tricks still needed), the figures after
            full = str(reason)
            assert short in full and full.index(short) < full.index("from what you can see"), full
    assert figured >= 3       # the search chose or weighed cards often enough for the test to mean something


def test_cards_that_do_the_same_are_said_to_be_alike_never_the_only_move():
    alike = 0
    for legal, cands, reason in play_hints():
        assert "the only sensible move" not in str(reason), (legal, reason)
        if len(legal) > 1 and len(cands) == 1:
            alike += 1
            assert "the same here" in str(reason), (legal, reason)      # "does" for one other card (session 29)
    assert alike >= 2


def test_the_refusal_names_only_the_suits_you_hold():
    words = play_refusal(mask_of(["AS", "4H", "9C", "KC"]), None)
    assert words.endswith("; lead a heart or club"), words
    assert play_refusal(mask_of(["AS", "4D"]), None).endswith("; lead a diamond")


def test_the_curtain_says_the_suit_led_the_same_whatever_the_hand():
    rng = random.Random(4)
    checked = 0
    for seed in range(4):
        s = G.new_state(4, seed=seed)
        while s.phase != 2 and checked < 40:
            legal = G.legal_actions(s)
            if s.trick and legal[0]["type"] == "play":
                said = curtain_turn_words(G.view(s, None), "Ann")
                assert "follow" not in said and " led (by the " in said, said
                # the seat to move holding another seat's hand: the same words
                d = G.dump(s)
                other = (s.to_move + 1) % 4
                d["hands"][s.to_move], d["hands"][other] = d["hands"][other], d["hands"][s.to_move]
                assert curtain_turn_words(G.view(G.load(d), None), "Ann") == said
                checked += 1
            s = G.apply(s, make_bot("quadwar", "normal", s.to_move, 3).choose(G.view(s, s.to_move), legal)
                        if rng.random() < 0.8 else rng.choice(legal))
    assert checked >= 20


def test_the_result_key_says_what_a_missed_bid_scores():
    assert POINTS_KEY == "Made: 10 \u00d7 bid + 1 per extra trick, missed: 0 pts"
