"""Session 25: a 4-player hint read "it needs your partner's 6 on spot 7, the 6♣ a same-suit run (a 6 only)":
the spot said twice, a clause without a verb, and the rank said again in parentheses added after the
sentence (hints_plan's "(a 6 only)"). The reason is one sentence a person says: why.spot_words names the
rank a run waits for once, in its own sentence."""

import random
import re
from types import SimpleNamespace

from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot
from quash_table.games.quash.hints_plan import play_words

G = get_game("quash")


def four_player_view(mine_spot7, hand_out=("6",)):
    s = G.new_state(4, seed=3, options={"variant": "basic", "target": 99})
    seat = s.to_move
    board = [()] * 9
    board[6] = tuple(mine_spot7)
    s.board[seat % 2] = board
    s.board[1 - seat % 2] = [()] * 9
    others = [c for h in s.hands for c in h]
    # seat's hand: no 6 (the run is the partner's to finish), the 7♣ to lay
    hand = [c for c in s.hands[seat] if c[:-1] not in hand_out and c not in mine_spot7 and c != "7C"][:11] + ["7C"]
    assert "7C" in others or "7C" in hand
    for h in s.hands:
        if "7C" in h and h is not s.hands[seat]:
            h.remove("7C")
    s.hands[seat] = hand
    return s, seat


def test_the_partner_card_a_run_needs_is_one_sentence():
    s, seat = four_player_view(["5C"])
    view, legal = G.view(s, seat), G.legal_actions(s)
    action = {"type": "play", "card": "7C", "spot": 7}
    assert action in legal
    reason, _ = play_words(SimpleNamespace(), view, legal, action, lambda: 0.5)
    # session 30: the spot the move line numbered is "there"
    assert str(reason) == "there, 5-7 is 1 card from a same-suit run: only your partner can add a 6 there, " \
        "if they hold one; the 6\u2663 would keep it same-suit", reason


GARBLED = [
    ("a clause without a verb", re.compile(r"the [^ ;,]+( or [^ ;,]+)? a same-suit run")),
    ("the rank said again", re.compile(r"only\)")),
    ("brackets back to back", re.compile(r"\)\s*\(")),
    ("the partner's spot said twice", re.compile(r"on spot (\d)[^;]*only your partner can add [^;]* on spot \1")),
]


def test_many_four_player_hints_read_as_sentences():
    """Plays of many 4-player (and 2-player) basic positions, in the hint's words: none garbled."""
    bad = []
    for seats, seeds in ((4, range(8)), (2, range(3))):
        for seed in seeds:
            s = G.new_state(seats, seed=seed, options={"variant": "basic", "target": 99})
            bots = [NormalBot(G, i, seed + i) for i in range(seats)]
            rng = random.Random(seed)
            while s.round == 1 and s.phase == "play":
                if rng.random() < 0.4:
                    view, legal = G.view(s, s.to_move), G.legal_actions(s)
                    for a in rng.sample(legal, min(6, len(legal))):
                        text = str(play_words(SimpleNamespace(), view, legal, a, lambda: 0.5)[0])
                        bad += [(why, text) for why, pat in GARBLED if pat.search(text)]
                        if text.count("(") != text.count(")"):
                            bad.append(("stray bracket", text))
                s = G.apply(s, bots[s.to_move].choose(G.view(s, s.to_move), G.legal_actions(s)))
    assert not bad, bad[:5]


def test_the_partner_card_is_not_said_as_if_their_hand_were_known():
    """Session 25 review (second wave): "it needs your partner's 6" read as if the game knew the partner
    held a 6 (three 6s unseen): the words say only the partner can add it, if they hold one."""
    s, seat = four_player_view(["5C"])
    view, legal = G.view(s, seat), G.legal_actions(s)
    reason, _ = play_words(SimpleNamespace(), view, legal, {"type": "play", "card": "7C", "spot": 7}, lambda: 0.5)
    assert "partner's 6" not in str(reason), reason
    assert "only your partner can add a 6 there, if they hold one" in str(reason), reason
