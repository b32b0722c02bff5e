"""The Game: Quick & Easy, rule by rule, with stacked decks (assets/rules/thegame.md and the printed sheet)."""

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game

G = get_game("thegame")


def play(card, stack):
    return {"type": "play", "card": card, "stack": stack}


END = {"type": "end_turn"}


def fresh(stacked, seats=3, **options):
    return G.new_state(seats, seed=1, options=options or None, stacked=stacked)


def test_deal_is_one_card_at_a_time_from_seat_0_and_the_rest_is_the_pile():
    s = fresh(["R7", "B4", "B5", "G2", "Y1", "Y2", "P9"])
    assert s.hands == [["R7", "G2"], ["B4", "Y1"], ["B5", "Y2"]]
    assert G.view(s, 0)["pile_count"] == 44
    assert s.pile[-1] == "P9"   # the next card drawn is the first stacked card after the deal


def test_the_sheets_example_turns():
    # Sarah (0) lays the red 7 on the descending stack and draws one; Tim (1) lays blue 4 and green 2 on
    # it and draws two; Linus (2) lays the blue 5 on the ascending stack.
    s = fresh(["R7", "B4", "B5", "Y9", "G2", "Y8"])
    s = G.apply(s, play("R7", "down"))
    s = G.apply(s, END)
    assert len(s.hands[0]) == 2 and s.to_move == 1
    s = G.apply(s, play("B4", "down"))
    s = G.apply(s, play("G2", "down"))   # two cards end the turn by themselves
    assert s.down == "G2" and len(s.hands[1]) == 2 and s.to_move == 2
    s = G.apply(s, play("B5", "up"))
    assert s.up == "B5" and G.view(s, 0)["laid"] == 4


def test_reverse_trick_same_colour_any_number():
    # Maria lays green 8 on the green 2 on the descending stack.
    s = fresh(["G2", "G8", "B3", "B9"], seats=2)
    s = G.apply(s, play("G2", "down"))
    s = G.apply(s, END)
    s = G.apply(s, play("G8", "down"))
    assert s.down == "G8"


def test_wrong_direction_and_equal_numbers_are_refused_with_reasons():
    s = fresh(["R7", "B7", "R5", "B3"], seats=2)
    s = G.apply(s, play("R7", "up"))
    s2 = G.apply(s, END)
    before = G.dump(s2)
    with pytest.raises(IllegalAction, match="same number"):
        G.apply(s2, play("B7", "up"))
    with pytest.raises(IllegalAction, match="not higher"):
        G.apply(s2, play("B3", "up"))
    assert G.dump(s2) == before


def test_up_card_on_down_rules_and_reverse_on_up():
    s = fresh(["Y4", "Y9", "G2", "B1"], seats=2)
    s = G.apply(s, play("Y4", "up"))
    s = G.apply(s, END)
    with pytest.raises(IllegalAction, match="not higher"):
        G.apply(s, play("B1", "up"))   # lower on ascending, different colour
    s = G.apply(s, play("B1", "down"))
    s = G.apply(s, play("Y9", "up"))   # higher on ascending
    assert (s.up, s.down, s.to_move) == ("Y9", "B1", 0)


def test_wrong_seat_card_not_held_and_third_card_are_refused():
    s = fresh(["R1", "B2", "R2", "B3", "R3", "B4"], seats=2)
    with pytest.raises(IllegalAction, match="not in the hand"):
        G.apply(s, play("B2", "up"))   # seat 1's card
    with pytest.raises(IllegalAction, match="not in the hand"):
        G.apply(s, play("P10", "up"))
    with pytest.raises(IllegalAction, match="no stack"):
        G.apply(s, play("R1", "sideways"))
    with pytest.raises(IllegalAction, match="at least one card"):
        G.apply(s, END)


def test_professional_lays_exactly_one_card_and_signals_no_heights():
    s = fresh(["R1", "B2", "R2", "B3"], seats=2, professional=True)
    legal = G.legal_actions(s)
    assert not any(a["type"] == "end_turn" for a in legal)
    assert all("height" not in a["text"] for a in legal if a["type"] == "signal")
    s = G.apply(s, play("R1", "up"))
    assert s.to_move == 1   # the turn ended after one card
    assert len(s.hands[0]) == 2


def test_signals_are_truthful_free_and_once_a_turn():
    s = fresh(["R9", "B2", "Y1", "B3"], seats=2)
    s1 = G.apply(s, {"type": "signal", "text": {"colour": "R", "height": "high"}})
    assert s1.to_move == 0 and s1.placed == 0
    assert G.view(s1, 1)["signals"][0]["text"] == {"colour": "R", "height": "high"}
    with pytest.raises(IllegalAction, match="already given a signal"):
        G.apply(s1, {"type": "signal", "text": {"stack": "up", "ask": "leave"}})
    with pytest.raises(IllegalAction, match="really hold"):
        G.apply(s, {"type": "signal", "text": {"colour": "G", "height": "low"}})
    with pytest.raises(IllegalAction):
        G.apply(s, {"type": "signal", "text": {"number": 9}})


REVERSE_UP = {"type": "signal", "text": {"stack": "up", "ask": "reverse"}}
REVERSE_DOWN = {"type": "signal", "text": {"stack": "down", "ask": "reverse"}}


@pytest.mark.parametrize("professional", [False, True])
def test_i_can_turn_this_stack_back_is_offered_only_to_a_seat_holding_the_top_colour(professional):
    # Seat 0 lays the red 7 up; seat 1 (blue 4, red 2) then holds the stack's colour: it may say so,
    # on the ascending stack only, in both versions. Seat 0 (yellow 1 drawn, blue 3) may not.
    s = fresh(["R7", "B4", "B3", "R2", "Y1"], seats=2, professional=professional)
    assert REVERSE_UP not in G.legal_actions(s)      # an empty stack has no colour to turn back with
    s = G.apply(s, play("R7", "up"))
    if not professional:
        s = G.apply(s, END)
    assert s.to_move == 1 and s.hands[1] == ["B4", "R2"]
    legal = G.legal_actions(s)
    assert REVERSE_UP in legal and REVERSE_DOWN not in legal
    before = G.dump(s)
    with pytest.raises(IllegalAction, match="hold a card of its top card's colour"):
        G.apply(s, REVERSE_DOWN)
    assert G.dump(s) == before
    s = G.apply(s, REVERSE_UP)
    assert G.view(s, 0)["signals"][-1] == {"seat": 1, "turn": 1, "laid": len(s.history),
                                           "text": {"stack": "up", "ask": "reverse"}}
    assert G.describe(REVERSE_UP, 1, 2) == "Seat 2 says: \u201cI can turn \u25b2 back\u201d"


def test_drawing_stops_when_the_pile_is_empty_and_empty_hands_are_skipped():
    s = fresh(None, seats=2)
    d = G.dump(s)
    # A hand-made late position: pile empty, seat 1 has no cards.
    d.update(hands=[["R5", "R6"], []], pile=[], up="B2", down=None, history=[[0, "B2", "up"]] * 1)
    s = G.load(d)
    s = G.apply(s, play("R5", "up"))
    s = G.apply(s, END)
    assert s.to_move == 0 and s.hands[0] == ["R6"]   # seat 1 skipped, nothing drawn


def test_loss_when_the_seat_to_move_cannot_lay():
    d = G.dump(fresh(None, seats=2))
    d.update(hands=[["R5", "B1"], ["G3", "Y9"]], pile=["P4"], up="R4", down="B2", to_move=0,
             history=[[0, "R4", "up"], [1, "B2", "down"]])
    s = G.load(d)
    s = G.apply(s, play("R5", "up"))
    s = G.apply(s, END)
    # seat 1 holds G3 and Y9: G3 is not above R5 nor below B2... Y9 fits up, so the game goes on
    assert s.to_move == 1
    s = G.apply(s, play("Y9", "up"))
    s = G.apply(s, END)
    # seat 0 holds B1 and P4: B1 is below B2? no (equal colour: reverse) -> still playable
    assert s.to_move == 0
    d = G.dump(s)
    d.update(hands=[["G6", "P7"], ["G3"]], up="Y9", down="B2")
    s = G.load(d)
    s = G._start_turn(s, 0) or s
    assert s.outcome == "lost" and s.to_move is None
    assert G.legal_actions(s) == []
    r = G.result(s)
    assert r["over"] and r["winners"] == [] and "lost" in r["summary"]


def test_win_when_all_fifty_are_laid():
    d = G.dump(fresh(None, seats=2))
    laid = [[0, "X", "up"]] * 49
    d.update(hands=[["R10"], []], pile=[], up="B9", down="G1", to_move=0, history=laid)
    s = G.load(d)
    s = G.apply(s, play("R10", "up"))
    r = G.result(s)
    assert r["over"] and r["winners"] == [0, 1] and r["scores"] == [50, 50]


def test_options_are_validated():
    with pytest.raises(IllegalAction, match="no option"):
        G.new_state(2, seed=1, options={"speed": 3})
    with pytest.raises(IllegalAction, match="true or false"):
        G.new_state(2, seed=1, options={"professional": "maybe"})
    with pytest.raises(IllegalAction, match="seat from 1 to 2"):
        G.new_state(2, seed=1, options={"first": 3})
    with pytest.raises(IllegalAction, match="2 to 5 seats"):
        G.new_state(6, seed=1)
    s = G.new_state(3, seed=1, options={"first": 2})
    assert s.to_move == 2


def test_stacked_decks_are_validated():
    with pytest.raises(IllegalAction, match="not a card"):
        fresh(["R11"])
    with pytest.raises(IllegalAction, match="more often"):
        fresh(["R1", "R1"])
    with pytest.raises(IllegalAction, match="list"):
        fresh("R1,R2")


def test_seeds_replay_and_differ():
    a, b, c = (G.dump(G.new_state(3, seed=x)) for x in (5, 5, 6))
    assert a == b and a != c


def test_view_hides_other_hands_but_shows_counts():
    s = fresh(["R1", "B2", "R2", "B3"], seats=2)
    v = G.view(s, 0)
    assert v["hand"] == ["R1", "R2"] and v["hand_counts"] == [2, 2]
    assert "B2" not in str(v) and G.view(s, None)["hand"] is None


def test_a_lost_game_says_who_was_stuck_and_with_what():
    # the seat to move when no card fits is named with its hand (the game is over: nothing is secret)
    import random
    from quash_table.games.thegame.rules import card_words, fits
    rng = random.Random(8)
    for seed in range(30):
        s = G.new_state(3, seed=seed)
        before = None
        while s.to_move is not None:
            before = s
            s = G.apply(s, rng.choice(G.legal_actions(s)))
        if s.outcome == "lost":
            break
    assert s.outcome == "lost"
    summary = G.result(s)["summary"]
    stuck = next(seat for seat in ((before.to_move + k) % 3 for k in range(1, 4)) if s.hands[seat])
    assert f"\nSeat {stuck + 1} could not lay " in summary
    assert all(card_words(c) in summary for c in s.hands[stuck])
    assert not any(fits(c, "up", s.up) or fits(c, "down", s.down) for c in s.hands[stuck])


def test_i_can_turn_this_stack_back_needs_a_card_that_goes_the_wrong_way():
    """It was offered for any card of the top's colour: green 6 over green 1 on the ascending stack only
    climbs on. Now only a lower card (ascending) or a higher one (descending) of that colour counts."""
    s = fresh(["G1", "B4", "G6", "B9", "Y1"], seats=2)
    s = G.apply(s, play("G1", "up"))
    assert s.hands[0] == ["G6"]
    assert REVERSE_UP not in G.legal_actions(s)
    with pytest.raises(IllegalAction, match="goes the other way"):
        G.apply(s, REVERSE_UP)
    s = fresh(["G6", "B4", "G3", "B9", "G8"], seats=2)
    s = G.apply(s, play("G6", "down"))
    assert REVERSE_DOWN not in G.legal_actions(s)                 # green 3 under green 6 only falls on
    s = fresh(["G6", "B4", "G8", "B9"], seats=2)
    s = G.apply(s, play("G6", "down"))
    assert REVERSE_DOWN in G.legal_actions(s)                     # green 8 over green 6 turns it back
