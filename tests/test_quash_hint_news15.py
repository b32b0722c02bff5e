"""Review 15 (rev15-quashadv d_1-d_4, k_1/k_6, 14, i_6): a hint announced a card ("your J♣ would make it
the same-suit run 10-J" on spot 5; "a K on single spot 6: only an A beats it") and the next hint spent it
elsewhere without a word of why. When the hint's move drops what an earlier hint announced, its reason starts
with what changed, one short clause ("their A♣ came to spot 6: ..."). And a partner's move of your card is
told only when the hint's move concerns it, as its own sentence (i_6: "your partner moved your 7♠ from spot
5 to spot 8: it makes the same-suit run 8-9-10 on spot 1" read as if the partner's move made the run)."""

from quash_table.games.quash.hints_plan import news_words


def view(history, hand, seats=2, mine=None, theirs=None):
    board = [[() for _ in range(9)], [() for _ in range(9)]]
    for h in history:                 # each play lays its card (enough for these positions: no swaps)
        side = board[h["seat"] % 2]
        side[h["spot"] - 1] = side[h["spot"] - 1] + (h["card"],)
    return {"seat": 0, "side": 0, "seats": seats, "hand": list(hand), "history": history, "board": board,
            "round": 1, "turn": len(history), "scores": [0, 0]}


def test_a_promised_card_laid_elsewhere_says_what_came_to_its_spot():
    h = [{"seat": 0, "card": "10C", "spot": 5}, {"seat": 1, "card": "QD", "spot": 5}]
    v = view(h, ["JC", "2S", "9H"])
    assert news_words(v, {"type": "play", "card": "JC", "spot": 2}) == \
        "their Q\u2666 on spot 5 can make Q-K, beating your 10-J; your J\u2663 was kept for spot 5, so "     # session 30: what it does
    # the promise kept: nothing to tell
    assert news_words(v, {"type": "play", "card": "JC", "spot": 5}) == ""
    assert news_words(v, {"type": "play", "card": "2S", "spot": 3}) == ""


def test_a_card_you_laid_moved_on_says_what_came_there():
    h = [{"seat": 0, "card": "KC", "spot": 6}, {"seat": 1, "card": "AC", "spot": 6}]
    v = view(h, ["2D", "JC", "QS"])
    act = {"type": "play", "card": "2D", "spot": 6, "swap": [["KC", 7]]}
    # session 30: what their card does against yours there, the reason it changed the plan
    assert news_words(v, act) == "their A\u2663 on spot 6 beats your K, so "


def test_no_news_says_where_the_card_goes_instead_of_the_run():
    h = [{"seat": 0, "card": "10C", "spot": 5}, {"seat": 1, "card": "QD", "spot": 9}]
    v = view(h, ["JC", "2S", "9H"])
    assert news_words(v, {"type": "play", "card": "JC", "spot": 2}) == \
        "your J\u2663 is no longer kept for 10-J on spot 5; "


def test_the_partner_move_is_told_only_when_the_hint_concerns_it():
    h = [{"seat": 0, "card": "7S", "spot": 5}, {"seat": 1, "card": "2D", "spot": 3},
         {"seat": 2, "card": "8S", "spot": 5, "swap": [["7S", 8]]}, {"seat": 3, "card": "4D", "spot": 2}]
    v = view(h[:1], ["9S", "10S", "JS", "2H"], seats=4)
    v["history"] = h
    v["board"][0][4], v["board"][0][7] = ("8S",), ("7S",)
    # the hint plays on spot 1: the partner's move is not why, not told
    assert news_words(v, {"type": "play", "card": "9S", "spot": 1}) == ""
    # it plays on spot 8, where the partner put your 7♠: told, as its own sentence
    assert news_words(v, {"type": "play", "card": "9S", "spot": 8}) == \
        "your partner moved your 7\u2660 from spot 5 to spot 8. "


def test_a_card_on_a_spot_it_cannot_win_is_said_as_a_throw_away():
    from quash_table.games.quash.why import spot_words, why_words
    theirs = ("9D", "10D", "JD")
    said = spot_words(("2S",), 3, theirs, ["5H"], "2S")
    assert said == "it only fills a slot on spot 4: no run there can beat their J", said
    # a card that can still reach J-Q-K or a tie is no throw-away
    assert "only fills a slot" not in spot_words(("9S",), 3, theirs, ["5H"], "9S")
    # and through the hint's words for a play
    mine = [[] for _ in range(9)]
    board_theirs = [[] for _ in range(9)]
    board_theirs[3] = list(theirs)
    assert "only fills a slot" in why_words(mine, board_theirs, {"type": "play", "card": "2S", "spot": 4},
                                            ["2S", "KH"])
