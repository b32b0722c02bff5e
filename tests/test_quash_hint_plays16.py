"""Review 16: QUASH basic, 4 players. A seat lays only half its side's open slots (9 of its 13 cards in a
round), but the hint promised runs as if the seat would lay every card it holds ('your Q♣ and A♥ would make
it Q-K-A' with one play left), and held its plan for them. The seat's remaining plays (plans.plays_left) now
bound what the hint promises and the plan it keeps."""

from quash_table.games.quash.plans import moving_again, plays_left
from quash_table.games.quash.why import promised, why_words


def view(open_slots_spot4=2, seats=4):
    """Seat 0 (RED), its K♠ alone on triple spot 4; every other spot of RED full but spot 9 and what spot 4
    leaves open; the hand holds the Q♣ and A♥ that would make Q-K-A."""
    mine = [["2C", "3C", "4C"], ["5D", "6D"], ["7H"], ["KS"], ["8C", "9C"], ["10H"], ["2D", "3D", "4D"],
            ["6C", "7C"], []]
    theirs = [[] for _ in range(9)]
    history = [{"seat": 0, "card": "KS", "spot": 4}, {"seat": 1, "card": "9S", "spot": 1}]
    return {"seat": 0, "side": 0, "seats": seats, "hand": ["QC", "AH", "2S", "3H"], "history": history,
            "board": [mine, theirs], "round": 1, "turn": 2, "scores": [0, 0], "hand_counts": [4, 4, 4, 4]}


def test_plays_left_is_half_the_open_slots_less_this_one():
    v = view()
    # 3 open slots on RED (2 on spot 4, spot 9): this seat lays 2 of them, this play included: 1 more
    assert plays_left(v) == 1
    v["board"][0][8] = ["JD"]
    assert plays_left(v) == 0
    assert plays_left(view(seats=2)) is None


def test_a_run_the_seat_cannot_finish_is_not_promised_nor_held():
    v = view()
    mine = v["board"][0]
    # at 2 players the K♠ waits for the Q♣ and A♥; at 4 with one play left after this one, it cannot
    assert promised(mine, v["hand"]) == {3: ["QC", "AH"]}
    assert promised(mine, v["hand"], plays=plays_left(v)) == {}
    assert moving_again(v)[6] == {}          # (the promises; the spoiling cards come last)
    assert moving_again(view(seats=2))[6] == {"KS": 4, "QC": 4, "AH": 4}


def test_the_hint_words_promise_only_what_the_seat_still_lays():
    v = view()
    mine, theirs = v["board"]
    act = {"type": "play", "card": "QC", "spot": 4}
    # Q-K with one play left: the A♥ can still finish it
    said = why_words(mine, theirs, act, v["hand"], plays=plays_left(v))
    assert "your A♥ would make it" in said, said
    # no play left after this one: the run waits for the partner's card, not yours
    v["board"][0][8] = ["JD"]
    said = why_words(mine, theirs, act, v["hand"], plays=plays_left(v))
    # (session 24: and the words say it is the partner's to fill, "it needs your partner's J or A on spot 4")
    assert "your A" not in said and "only your partner can add" in said, said
