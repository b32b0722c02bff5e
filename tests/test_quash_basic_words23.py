"""Session 23 (quashbasic): the basic game's hint words fit the basic game. A basic hint lays a card from hand
and a laid card never moves, so "spot 1 gives up 3-4-5" (read as a swap by new players, session 22) is said as
the run the laid card builds instead."""

from quash_table.games import get_game
from quash_table.games.quash.hints_plan import news_words
from quash_table.games.quash.laid_words import relaid_words
from tests.quash_spots import spots as side

G = get_game("quash")


def play(card, spot):
    return {"type": "play", "card": card, "spot": spot}


# basic, 2 players, seed 3: RED laid the 3♥ on spot 1 and holds the 4♠ and 5♠ (3-4-5 planned); their 5♥ 4♥
# lie opposite
PLAYS = [play("3H", 1), play("5H", 1), play("AS", 6), play("7S", 2), play("8D", 2), play("7C", 4), play("8H", 4),
         play("2H", 6), play("QD", 5), play("2D", 3), play("6D", 3), play("8S", 2), play("KD", 5), play("4C", 7),
         play("AH", 8), play("KC", 5), play("AC", 9), play("4H", 1), play("7D", 2), play("7H", 9)]


def position():
    s = G.new_state(2, seed=3, options={"variant": "basic"})
    for a in PLAYS:
        assert a in G.legal_actions(s), a
        s = G.apply(s, a)
    return G.view(s, 0)


def test_a_basic_play_that_changes_a_planned_run_says_what_it_builds_not_gives_up():
    view = position()
    assert view["variant"] == "basic" and list(view["board"][0][0]) == ["3H"]
    assert {"2S", "4S", "5S"} <= set(view["hand"])
    said = news_words(view, play("2S", 1))
    # a lower run with no other why (the 5♠ kept for nothing named, their 4♥ 5♥ beating nothing yet) says what it
    # frees (session 36: session 35 said nothing, and the change of plan went unsaid)
    assert said == "spot 1 settles for 2-3-4, not 3-4-5, freeing your 5\u2660 for other spots; ", said
    assert "gives up" not in said and "moves" not in said


def test_a_basic_play_that_spoils_a_planned_run_says_so_in_play_words():
    view = position()
    # spot 1's 3♥ with the 6♠: no run can hold both any more
    said = news_words(view, play("6S", 1))
    assert said == "spot 1 can no longer make 3-4-5; ", said


def test_a_swap_keeps_the_advanced_words():
    mine = [["3H"]] + [[] for _ in range(8)]
    assert relaid_words(mine, {"type": "play", "card": "2S", "spot": 1, "swap": [["3H", 4]]}, ["2S", "4S", "5S"]) == ""


def test_the_first_card_of_your_own_run_on_a_lost_spot_is_no_throw_away():
    """4 players, basic: their 8-9-10 on spot 1, your 4♥ goes there with the 5♥ and 6♠ in hand. "It only fills
    a slot" was said of the first card of the hint's own 4-5-6, which keeps their bonus point away."""
    from quash_table.games.quash.gist import gist_words
    from quash_table.games.quash.why import why_words
    mine, theirs = side(), side(s1=["9C", "10D", "8H"])
    hand = ["2H", "4H", "5H", "6S", "QS"]
    lay = {"type": "play", "card": "4H", "spot": 1}
    said = why_words(mine, theirs, lay, hand)
    assert said == ("spot 1 is lost to their 8-9-10, but your 5♥ 6♠ would make it the run "
                    "4-5-6: that keeps their bonus point away"), said
    assert gist_words(mine, theirs, lay, hand) == "a run there keeps their bonus point away"
    # with no run of yours to make there, the card does only fill a slot
    lay = {"type": "play", "card": "2H", "spot": 1}
    assert "only fills a slot" in why_words(mine, theirs, lay, ["2H", "QS", "KD"])
    assert "only fills a slot" in gist_words(mine, theirs, lay, ["2H", "QS", "KD"])


def test_a_spot_spoilt_in_the_sides_last_open_slot_says_why():
    """4 players, basic: a partner bot that spoils one of the team's spots gave no reason (session 22). Where
    it was the side's last open slot (public: the table shows it), the rules' event says so and the log's
    words tell it; elsewhere the words stay as they were."""
    import random
    from quash_table.games.quash.describe import describe_event
    from quash_table.games.quash.sequences import fails, open_slots
    found = {True: None, False: None}
    for seed in range(40):
        s = G.new_state(4, seed=seed, options={"variant": "basic"})
        rng = random.Random(seed)
        while s.phase == "play" and None in found.values():
            side = s.board[s.to_move % 2]
            last = open_slots(side) == 1
            spoil = [a for a in G.legal_actions(s)
                     if side[a["spot"] - 1] and fails(side[a["spot"] - 1], a["card"], a["spot"] - 1)]
            a = rng.choice(spoil) if spoil and found[last] is None else rng.choice(G.legal_actions(s))
            s = G.apply(s, a)
            if a in spoil and found[last] is None:
                found[last] = next(e for e in G.events(s) if e["kind"] == "sequence_failed")
        if None not in found.values():
            break
    at_last, earlier = found[True], found[False]
    assert at_last["last_slot"] is True and not earlier["last_slot"]
    side = "RED" if at_last["side"] == 0 else "BLACK"
    assert describe_event(at_last, 4).endswith(f"will be FAILED: it was {side}'s last open slot")
    assert describe_event(earlier, 4).endswith("will be FAILED")
