"""Session 29 (quashwords): QUASH's hint words agree with your hand and with themselves (headless: the words
functions over fixed positions; the hint bot's search replaced by its prior, so the hinted move is fixed)."""

from quash_table.games.quash.why import why_words


def board(**spots):
    b = [[] for _ in range(9)]
    for name, cards in spots.items():
        b[int(name[1:]) - 1] = list(cards)
    return b


def test_a_spot_one_card_short_names_your_card_not_a_rank_to_wait_for():
    """Basic, seed 1: 4♠ laid by the 6♠ on spot 1 (their 9 there), "4-6 on spot 1 needs a 5 to make a run"
    while you held the 5♥ and the 5♦: the card you hold is named."""
    mine, theirs = board(s1=["6S"]), board(s1=["9C"])
    hand = ["2H", "3H", "4S", "5H", "5D", "10C", "JS", "QS", "KD"]
    said = why_words(mine, theirs, {"type": "play", "card": "4S", "spot": 1}, hand)
    assert "needs a 5" not in said, said
    assert said.startswith("4-6 on spot 1: your 5\u2665 would make the run 4-5-6, which wins it if their 9 "
                           "fails"), said


def test_a_card_kept_for_another_run_is_named_too():
    """9-10 on spot 4 with your 8♠ kept for 6-7-8 on spot 7: not "an 8 or a J would make it a run" (as if
    from a draw), but your 8♠ would."""
    mine, theirs = board(s4=["10S"], s7=["6C", "7C"]), board()
    hand = ["9H", "8S", "2D", "3D"]
    said = why_words(mine, theirs, {"type": "play", "card": "9H", "spot": 4}, hand)
    assert "an 8 or a J" not in said, said
    assert said == "9-10 on spot 4 is 1 card from a run: your 8\u2660 would make it a run", said
