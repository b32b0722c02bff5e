"""Session 27 (QUASH advanced): a swap hint said "your J♠ leaves spot 4 for a better place": which gain, it did
not say. Session 26 named the moved card's gain where it lands, which the reason after it says already (its
best step), and took hints past two lines; reverted. Now the news says what the old spot gains from the card
that takes the place there (leave_words, from the move's facts), and the reason what the moved card gains
where it lands: each part says a different fact, once."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.hints_plan import news_words, play_words
from quash_table.games.quash.leave_words import leave_words
from tests.test_quash_hint_news16 import plays

G = get_game("quash")
HAND = ["5S", "6S", "7C", "2D", "3H", "9C", "KD"]
SWAP = {"type": "play", "card": "5S", "spot": 4, "swap": [["JS", 6]]}


FIRST = plays(("JS", 4), ("8D", 2))


def view(hand=HAND, history=FIRST):
    # every field the hint reads, as rules.view gives them (since session 32 a swap's reason asks reply.py of
    # the cards unseen: "spent", "hand_counts", "discard_count")
    board = [[[] for _ in range(9)], [[] for _ in range(9)]]
    for h in history:
        board[h["seat"] % 2][h["spot"] - 1].append(h["card"])
    return {"variant": "advanced", "seat": 0, "side": 0, "seats": 2, "hand": list(hand), "history": history,
            "board": board, "round": 1, "turn": len(history), "scores": [0, 0], "pile_count": 0, "spent": [],
            "hand_counts": [len(hand), len(hand)], "discard_count": 0}


def test_the_news_says_what_the_old_spot_gains_and_the_reason_what_the_card_gains_where_it_lands():
    v = view()
    news = news_words(v, SWAP, "")
    assert news == "your J\u2660 leaves spot 4 for the 5-6-7 your 6\u2660 7\u2663 would make; ", news
    reason, told = play_words(HardBot(G, 0, 1), v, [SWAP], SWAP, lambda: 0.5)
    # the news and the reason about the same card are one sentence (session 28, hints_plan.named_once)
    assert told == news[:-2] + " and " and "better place" not in reason
    rest = reason[len(told):]
    # the reason's fact is spot 6 (where the J♠ lands), the news's spot 4: none said twice
    assert "spot 6" in rest and "spot 4" not in rest and "spot 6" not in news, reason
    assert "5-6-7" not in rest, reason


def test_where_the_reason_is_about_the_old_spot_the_news_only_says_the_card_leaves():
    # the 7♠ makes 5-6-7 on spot 4 with the 5♣ 6♣ there: the reason says that run, the news no gain again
    history = plays(("5C", 4), ("8D", 2), ("6C", 4), ("9D", 2), ("JS", 4), ("2C", 8))
    v = view(["7S", "3H", "KD"], history)
    mend = {"type": "play", "card": "7S", "spot": 4, "swap": [["JS", 6]]}
    assert leave_words(v["board"][0], v["board"][1], mend, v["hand"]) == {"JS": "your J\u2660 leaves spot 4"}


def test_a_single_spot_the_card_coming_there_wins_is_said():
    # the 9♥ makes 9-10 on spot 2 (the reason's step); on spot 3 the K♦ now beats their Q (the news)
    mine, theirs = [[] for _ in range(9)], [[] for _ in range(9)]
    mine[1], mine[2], theirs[2] = ["10S"], ["9H"], ["QC"]
    swap = {"type": "play", "card": "KD", "spot": 3, "swap": [["9H", 2]]}
    assert leave_words(mine, theirs, swap, ["KD", "2S"]) == \
        {"9H": "your 9\u2665 leaves spot 3 to a card that beats their Q"}
    # their A beats the K♦ too: spot 3 gains nothing to tell
    theirs[2] = ["AC"]
    assert leave_words(mine, theirs, swap, ["KD", "2S"]) == {"9H": "your 9\u2665 leaves spot 3"}
