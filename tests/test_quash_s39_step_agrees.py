"""Review 39 (QUASH advanced, a swap half built, 10♠ in the air): the hint's short words said "drop your 10♠ on spot
8 — it starts a run there, which wins only if their K makes no run" and H said "it goes there, out of the way:
your cards cannot make a run there". A step onto a spot your cards cannot finish is said so in both. Headless."""

from quash_table.games.quash.step_why import step_reason

EMPTY = [[] for _ in range(9)]


def test_a_step_your_cards_cannot_finish_is_out_of_the_way_in_both_forms():
    theirs = [list(s) for s in EMPTY]
    theirs[7] = ["KD"]          # their K on double spot 8
    hand = ["5H", "5D", "7S", "QH", "AH"]   # nothing that makes a double run with a 10 (no 9, no J)
    said = step_reason(EMPTY, theirs, hand, "10S", [(8, None)], final=True)
    assert "cannot make a run there" in str(said), str(said)
    assert "starts" not in said.short and "out of the way" in said.short, said.short


def test_a_step_your_cards_can_finish_still_says_the_run():
    theirs = [list(s) for s in EMPTY]
    hand = ["JS", "5D"]          # the J finishes 10-J on the double spot
    said = step_reason(EMPTY, theirs, hand, "10S", [(8, None)], final=True)
    assert "out of the way" not in str(said) and "out of the way" not in said.short, (str(said), said.short)


def test_taking_back_a_swap_the_hints_move_moves_on_keeps_the_played_card_in_hand():
    """Review 39: "take back the swap of your A♠ for the A♣ on spot 2, then your 7♣ goes to spot 2, the A♣ there to
    spot 6 — it keeps your A♣ on spot 2": the hint's own move takes the A♣ off spot 2. Taking the swap back keeps
    the A♠ in hand, which the words now say."""
    from quash_table.games.quash.takeback import kept_words
    from tests.quash_spots import spots
    view = {"board": [spots(s1=["10S"], s2=["AC"]), spots(s1=["3H"], s7=["4S"], s8=["8H"])], "side": 0,
            "hand": ["7C", "3S", "QC"]}
    finish = {"type": "play", "card": "AS", "spot": 2, "swap": [["AC", 6]]}
    own = {"type": "play", "card": "7C", "spot": 2, "swap": [["AC", 6]]}
    assert "on spot 2" in kept_words(view, finish)            # without the hint's move: the A♣ kept there
    said = kept_words(view, finish, own=own)
    assert said == "taking the swap back keeps your A\u2660 in your hand", said
    assert kept_words(view, finish, brief=True, own=own) == "it keeps your A\u2660 in your hand"
    # the hint's move plays the A♠ itself: nothing kept to say
    assert kept_words(view, finish, own={"type": "play", "card": "AS", "spot": 6, "swap": [["AC", 9]]}) == ""
