"""NumberQuash rules (assets/rules/numberquash.md), each rule with stacked dice, the sheet's examples included."""

import hashlib
import json
from pathlib import Path

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.match import Match
from quash_table.engine.saves import load_match
from quash_table.games import get_game
from quash_table.games.numberquash.rules import COLOURS, QUASHERS, opening_rolls
from quash_table.engine.rng import Rng

G = get_game("numberquash")

ROLL = {"type": "roll"}
BANK = {"type": "bank"}
END = {"type": "end"}


def place(*cells):
    return {"type": "place", "cells": sorted([list(c) for c in cells])}


def row(open0=range(1, 10), open1=range(1, 10), letter="r"):
    """A colour's octagons string with only the given numbers open on octagon 0 and octagon 1."""
    a = "".join("." if n in open0 else letter for n in range(1, 10))
    b = "".join("." if n in open1 else letter for n in range(1, 10))
    return a + "|" + b


def make(seats=2, dice=(), octagons=None, supply=None, bonus=None, **options):
    """A state with a fixed order 0,1,..., stacked dice and (optionally) a prepared table."""
    options.setdefault("order", list(range(seats)))
    s = G.new_state(seats, seed=1, options=options, stacked=list(dice))
    if octagons or supply or bonus:
        d = G.dump(s)
        for name, r in (octagons or {}).items():
            d["octagons"][name] = r
            d["supply"][name] = QUASHERS - r.count(name[0])
        for name, b in (bonus or {}).items():
            d["bonus"][name] = list(b)
            d["supply"][name] -= sum(b)
        for name, n in (supply or {}).items():
            d["supply"][name] = n
        s = G.load(json.loads(json.dumps(d)))
    return s


def play(s, *actions):
    for a in actions:
        s = G.apply(s, a)
    return s


def refused(s, action, words=""):
    before = G.dump(s)
    with pytest.raises(IllegalAction) as e:
        G.apply(s, action)
    assert G.dump(s) == before
    assert words.lower() in str(e.value).lower(), str(e.value)
    return str(e.value)


def conserved(s):
    for c in range(6):
        if c >= sum(len(x) for x in s.colours):
            continue
        total = s.supply[c] + sum(s.bonus[c * 3:c * 3 + 3]) + s.quashers_of(c)
        assert total == QUASHERS, (COLOURS[c], total)


# --- options and setup ---------------------------------------------------------------------------
def test_options_defaults_and_validation():
    assert G.id == "numberquash" and G.title == "NumberQuash" and G.has_dice
    assert (G.min_seats, G.max_seats) == (2, 6)
    assert G.default_options == {"colours_per_seat": 1, "stalemate_rounds": 5, "places": 3, "doubles": "used",
                                 "split_single_die": False, "auto_end": True, "order": None, "colours": None}
    with pytest.raises(IllegalAction, match="only 6"):
        G.new_state(3, options={"colours_per_seat": 3})
    with pytest.raises(IllegalAction, match="only 6"):
        G.new_state(4, options={"colours_per_seat": 2})
    G.new_state(3, options={"colours_per_seat": 2})
    G.new_state(2, options={"colours_per_seat": 3})
    for bad in ([0, 0], [0, 1, 2], [1], ["a", 0], [True, 0], "x,y"):
        with pytest.raises(IllegalAction, match="order"):
            G.new_state(2, options={"order": bad})
    assert G.new_state(3, options={"order": "2,0,1"}).order == (2, 0, 1)
    with pytest.raises(IllegalAction, match=r"each seat 1 to 2 exactly once, not 3,1"):   # as people count
        G.new_state(2, options={"order": [2, 0]})
    with pytest.raises(IllegalAction, match="stalemate_rounds"):
        G.new_state(2, options={"stalemate_rounds": 0})
    with pytest.raises(IllegalAction, match="no option"):
        G.new_state(2, options={"colour": "red"})
    with pytest.raises(IllegalAction, match="2 to 6"):
        G.new_state(7)
    with pytest.raises(IllegalAction, match="die value"):
        G.new_state(2, stacked=[7])


def test_colours_are_handed_out_in_seat_order():
    s = G.new_state(3, options={"colours_per_seat": 2})
    v = G.view(s, None)
    assert v["colours"] == [["red", "blue"], ["yellow", "green"], ["orange", "pink"]]
    assert v["supply"] == {c: 25 for c in COLOURS}
    s = G.new_state(4)
    v = G.view(s, 0)
    assert v["colours"] == [["red"], ["blue"], ["yellow"], ["green"]]
    assert set(v["octagons"]) == {"red", "blue", "yellow", "green"}
    assert v["octagons"]["red"] == [[None] * 9, [None] * 9]


def test_opening_rolls_order_the_seats_and_ties_reroll():
    tie_seen = False
    for seed in range(60):
        s = G.new_state(5, seed=seed, stacked=[1, 1, 1])
        assert sorted(s.order) == list(range(5))
        assert s.queue == [1, 1, 1], "the opening rolls never use the stacked dice"
        first = {seat: a + b for seat, a, b in s.opening[0]}
        totals = [first[seat] for seat in s.order]
        assert totals == sorted(totals, reverse=True)
        assert s.to_move == s.order[0]
        if len(s.opening) > 1:
            tie_seen = True
            tied = [seat for seat, _, _ in s.opening[1]]
            assert len({first[x] for x in tied}) == 1 and len(tied) >= 2
        # the same seed gives the same rolls
        assert opening_rolls(Rng(seed), 5) == (list(s.order), [[list(r) for r in rnd]
                                                               for rnd in s.opening])
        assert G.view(s, None)["opening"][0][0][0] == 0
    assert tie_seen


def test_order_option_skips_the_opening_rolls():
    s = G.new_state(3, options={"order": [2, 0, 1]})
    assert s.opening == () and s.to_move == 2
    s = play(s, ROLL)
    s = play(s, G.legal_actions(s)[-1])
    if s.to_move != 2:
        assert s.to_move == 0


# --- the sheet's examples ------------------------------------------------------------------------
def test_three_and_six_cover_three_and_six_or_nine():
    s = make(dice=[3, 6])
    s = play(s, ROLL)
    legal = G.legal_actions(s)
    assert place(("red", 0, 3), ("red", 0, 6)) in legal
    assert place(("red", 0, 9)) in legal
    assert place(("red", 0, 4), ("red", 0, 5)) in legal
    assert place(("red", 0, 1), ("red", 0, 2), ("red", 0, 6)) in legal
    assert BANK not in legal and END not in legal
    t = play(s, place(("red", 0, 3), ("red", 0, 6)))
    v = G.view(t, 1)
    assert v["octagons"]["red"][0][2] == "red" and v["octagons"]["red"][0][5] == "red"
    assert v["supply"]["red"] == 23 and t.to_move == 1
    conserved(t)


def test_five_and_two_cover_seven_or_split_into_three_and_four():
    s = play(make(dice=[5, 2]), ROLL)
    legal = G.legal_actions(s)
    for cells in ([("red", 0, 7)], [("red", 0, 5), ("red", 0, 2)], [("red", 0, 3), ("red", 0, 4)]):
        assert place(*cells) in legal
    t = play(s, place(("red", 0, 3), ("red", 0, 4)))
    assert t.cells[0] == row(open0={1, 2, 5, 6, 7, 8, 9})


def test_same_number_on_both_octagons_and_every_form_listed_once():
    s = play(make(dice=[4, 4]), ROLL)
    legal = G.legal_actions(s)
    assert place(("red", 0, 4), ("red", 1, 4)) in legal
    cells = [tuple(map(tuple, a["cells"])) for a in legal if a["type"] == "place"]
    assert len(cells) == len(set(cells))
    for a in legal:
        assert a["cells"] == sorted(a["cells"])
        assert sum(n for _, _, n in a["cells"]) == 8
    # either octagon's cell is listed (a board lights both), and the octagon-1 form does what it says
    assert place(("red", 0, 8)) in legal and place(("red", 1, 8)) in legal
    assert place(("red", 0, 3), ("red", 1, 5)) in legal and place(("red", 1, 3), ("red", 1, 5)) in legal
    t = play(s, place(("red", 1, 8)))
    assert t.cells[0][10 + 7] == "r" and t.cells[0][7] == "."


def test_wrong_placements_are_refused_with_reasons():
    s = play(make(dice=[5, 2], octagons={"red": row(open0=set(range(1, 9)))}), ROLL)
    refused(s, place(("red", 0, 5)), "add up to 5")
    refused(s, place(("red", 0, 9)), "already covered")
    refused(s, place(("blue", 0, 7)), "not your colour")
    refused(s, place(("mauve", 0, 7)), "not a colour")
    refused(s, {"type": "place", "cells": [["red", 2, 7]]}, "octagon")
    refused(s, {"type": "place", "cells": [["red", 0, 10]]}, "numbered 1 to 9")
    refused(s, {"type": "place", "cells": [["red", 0, 3], ["red", 0, 3], ["red", 0, 1]]}, "twice")
    refused(s, {"type": "place", "cells": []}, "at least one")
    refused(s, {"type": "place", "cells": "red 7"}, "at least one")
    refused(s, {"type": "place"}, "cells")
    refused(s, ROLL, "already on the table")
    refused(s, END, "still place")
    refused(s, BANK, "10, 11 or 12")
    refused(s, {"type": "bonus", "value": 10, "effect": "free_roll"}, "before your first roll")
    refused(s, {"type": "fly"}, "not a move")
    fresh = make()
    refused(fresh, place(("red", 0, 7)), "roll the dice")
    refused(fresh, BANK, "roll the dice")
    refused(fresh, END, "can't be used")


# --- fallback and ending ----------------------------------------------------------------------
def test_fallback_covers_one_die_and_ends_the_turn():
    s = play(make(dice=[2, 5], octagons={"red": row(open0={2, 9}, open1=())}), ROLL)
    assert G.view(s, 0)["fallback"] is True
    assert G.legal_actions(s) == [place(("red", 0, 2))]
    refused(s, END, "still place")
    t = play(s, place(("red", 0, 2)))
    assert t.to_move == 1 and t.cells[0] == row(open0={9}, open1=())


def test_fallback_is_either_die_and_full_use_comes_first():
    s = play(make(dice=[3, 4], octagons={"red": row(open0={3, 4, 9}, open1=())}), ROLL)
    assert G.legal_actions(s) == [place(("red", 0, 3), ("red", 0, 4))]
    refused(s, place(("red", 0, 3)), "adding up to 7")
    # under the house rule split_single_die one die's worth may be split: 7 can't be made from 1, 4, 9,
    # but 5 = 1 + 4 can
    s = play(make(dice=[2, 5], octagons={"red": row(open0={1, 4, 9}, open1=())}, split_single_die=True), ROLL)
    assert G.legal_actions(s) == [place(("red", 0, 1), ("red", 0, 4))]
    refused(s, place(("red", 0, 1)), "one die")
    s = play(make(dice=[6, 5], octagons={"red": row(open0={5, 6}, open1=(6,))}, supply={"red": 1}), ROLL)
    assert G.legal_actions(s) == [BANK, place(("red", 0, 6)), place(("red", 1, 6)), place(("red", 0, 5))]


def test_end_only_when_nothing_can_be_placed():
    s = play(make(dice=[1, 2], octagons={"red": row(open0={9}, open1=())}, auto_end=False), ROLL)
    assert G.legal_actions(s) == [END]
    refused(s, place(("red", 0, 9)), "")
    t = play(s, END)
    assert t.to_move == 1 and t.supply[0] == 25 - 17


def test_doubles_placed_in_full_roll_again():
    s = play(make(dice=[2, 2, 1, 3]), ROLL)
    s = play(s, place(("red", 0, 4)))
    assert s.to_move == 0 and s.phase == "roll_again" and s.doubles == 1
    assert G.legal_actions(s) == [ROLL]
    refused(s, {"type": "bonus", "value": 10, "effect": "free_roll"}, "")
    s = play(s, ROLL, place(("red", 0, 1), ("red", 0, 3)))
    assert s.to_move == 1 and s.doubles == 0


def test_doubles_used_only_in_part_give_no_further_roll():
    s = play(make(dice=[3, 3], octagons={"red": row(open0={3, 8}, open1=())}), ROLL)
    assert G.legal_actions(s) == [place(("red", 0, 3))]
    s = play(s, place(("red", 0, 3)))
    assert s.to_move == 1


def test_third_double_is_used_then_the_next_turn_is_forfeit():
    s = make(dice=[1, 1, 2, 2, 3, 3, 1, 2, 1, 2])
    s = play(s, ROLL, place(("red", 0, 2)), ROLL, place(("red", 0, 4)), ROLL)
    assert s.doubles == 3 and s.forfeit[0] == 1
    assert G.view(s, 1)["forfeit"] == [1, 0]
    s = play(s, place(("red", 0, 6)))
    assert s.to_move == 1, "the third double gives no further roll"
    s = play(s, ROLL, place(("blue", 0, 3)))
    assert s.to_move == 1, "seat 0 forfeits its turn, so seat 1 plays again"
    assert s.forfeit == [0, 0]
    assert any(e["kind"] == "skip" and e["seat"] == 0 for e in G.view(s, None)["log"])
    s = play(s, ROLL, place(("blue", 0, 1), ("blue", 0, 2)))
    assert s.to_move == 0


# --- banking and bonuses ------------------------------------------------------------------------
def test_bank_ten_eleven_twelve_instead_of_placing():
    s = play(make(dice=[4, 6, 5, 6, 6, 6, 1, 2]), ROLL)
    assert BANK in G.legal_actions(s)
    s = play(s, BANK)
    assert s.bonus[0:3] == [1, 0, 0] and s.supply[0] == 24 and s.to_move == 1
    s = play(s, ROLL, BANK)
    assert s.bonus[3:6] == [0, 1, 0]
    s = play(s, ROLL, BANK)
    assert s.bonus[0:3] == [1, 0, 1] and s.supply[0] == 23
    assert s.to_move == 0 and s.phase == "roll_again", "banked doubles roll again"
    v = G.view(s, 1)
    assert v["bonus"]["red"] == {"10": 1, "11": 0, "12": 1} and v["supply"]["red"] == 23
    conserved(s)
    s = play(s, ROLL)
    refused(s, BANK, "not 3")


def test_bank_needs_a_quasher_in_supply():
    s = play(make(dice=[5, 6], octagons={"red": row(open0={1}, open1=())}, supply={"red": 0},
                  bonus={"red": [0, 0, 0]}, auto_end=False), ROLL)
    assert G.legal_actions(s) == [END]
    refused(s, BANK, "no quasher left")


def test_free_roll_comes_after_the_turns_rolls():
    s = make(dice=[1, 2, 3, 4, 1, 1], bonus={"red": [1, 0, 0]})
    legal = G.legal_actions(s)
    assert {"type": "bonus", "value": 10, "effect": "free_roll"} in legal
    assert {"type": "bonus", "value": 10, "effect": "block", "seat": 1} in legal
    assert {"type": "bonus", "value": 10, "effect": "block", "seat": 0} not in legal
    s = play(s, {"type": "bonus", "value": 10, "effect": "free_roll"})
    assert s.bonus[0] == 0 and s.supply[0] == 25, "the spent quasher returns to its supply"
    assert G.legal_actions(s) == [ROLL]
    refused(s, {"type": "bonus", "value": 10, "effect": "free_roll"}, "only one")
    s = play(s, ROLL, place(("red", 0, 3)))
    assert s.to_move == 0 and G.view(s, 0)["free_roll"] == "now"
    s = play(s, ROLL, place(("red", 0, 7)))
    assert s.to_move == 1
    # a double on the free roll gives nothing more
    s = make(dice=[1, 2, 1, 1], bonus={"red": [1, 0, 0]})
    s = play(s, {"type": "bonus", "value": 10, "effect": "free_roll"}, ROLL, place(("red", 0, 3)), ROLL,
             place(("red", 0, 2)))
    assert s.to_move == 1 and s.forfeit == [0, 0]


def test_block_makes_a_seat_miss_its_next_turn():
    s = make(seats=3, dice=[1, 2, 1, 2, 1, 2], bonus={"red": [1, 0, 0]})
    refused(s, {"type": "bonus", "value": 10, "effect": "block", "seat": 0}, "yourself")
    refused(s, {"type": "bonus", "value": 10, "effect": "block", "seat": 5}, "no seat")
    refused(s, {"type": "bonus", "value": 10, "effect": "nap"}, "free_roll or block")
    refused(s, {"type": "bonus", "value": 11, "steals": []}, "no quasher banked")
    s = play(s, {"type": "bonus", "value": 10, "effect": "block", "seat": 1})
    assert G.view(s, 2)["blocked"] == [0, 1, 0]
    s = play(s, ROLL, place(("red", 0, 3)))
    assert s.to_move == 2 and s.blocked == [0, 0, 0]
    assert G.view(s, None)["log"][-1]["kind"] == "skip" and G.view(s, None)["log"][-1]["seat"] == 1
    s = play(s, ROLL, place(("yellow", 0, 3)))
    assert s.to_move == 0
    s = play(s, ROLL, place(("red", 0, 1), ("red", 0, 2)))
    assert s.to_move == 1


def test_steal_one_moves_a_quasher_onto_your_octagon():
    s = make(dice=[1, 2], octagons={"blue": row(open0=set(range(1, 7)), open1=range(1, 10), letter="b")},
             bonus={"red": [0, 1, 0]})
    steal = {"type": "bonus", "value": 11, "steals": [{"seat": 1, "from": ["blue", 0, 7], "to": ["red", 0, 3]}]}
    assert steal in G.legal_actions(s)
    refused(s, dict(steal, steals=[{"seat": 1, "from": ["blue", 0, 1], "to": ["red", 0, 3]}]), "not covered")
    refused(s, dict(steal, steals=[{"seat": 0, "from": ["red", 0, 1], "to": ["red", 0, 3]}]), "yourself")
    refused(s, dict(steal, steals=[{"seat": 1, "from": ["blue", 0, 7], "to": ["blue", 0, 3]}]), "not your")
    refused(s, dict(steal, steals=steal["steals"] * 2), "exactly one")
    refused(s, dict(steal, steals=[{"seat": 1, "from": ["blue", 0, 7], "to": ["red", 0, 3], "x": 1}]), "each steal")
    refused(s, dict(steal, value=12), "no quasher banked")
    before_blue = s.supply[1]
    t = play(s, steal)
    assert t.cells[1][6] == "." and t.cells[0][2] == "b"
    assert t.supply[1] == before_blue, "the victim's supply does not get it back"
    assert t.supply[0] == 25 and t.bonus[1] == 0
    v = G.view(t, 1)
    assert v["octagons"]["red"][0][2] == "blue" and v["octagons"]["blue"][0][6] is None
    conserved(t)
    assert t.phase == "roll_again" and G.legal_actions(t) == [ROLL]
    # no bonus after the roll, and a steal needs a victim with a covered cell
    s2 = make(bonus={"red": [0, 1, 0]})
    assert G.legal_actions(s2) == [ROLL]
    refused(s2, steal, "no other seat")


def test_a_stolen_quasher_can_be_stolen_again():
    s = make(dice=[1, 2], octagons={"red": "b........|.........", "blue": row(open0=set(range(2, 10)),
                                                                           letter="b")},
             bonus={"blue": [0, 1, 0]}, order=[1, 0])
    d = G.dump(s)
    d["supply"]["blue"] = 25 - 2 - 1
    s = G.load(d)
    conserved(s)
    t = play(s, {"type": "bonus", "value": 11, "steals": [{"seat": 0, "from": ["red", 0, 1],
                                                             "to": ["blue", 1, 5]}]})
    assert t.cells[1][10 + 4] == "b" and t.cells[0][0] == "."
    conserved(t)


def test_steal_from_each_seat_still_playing():
    octs = {"blue": row(open0={1, 2}, letter="b"), "yellow": row(open0=set(range(1, 5)) | {6, 7, 8, 9},
                                                                             letter="y")}
    s = make(seats=4, dice=[1, 2], octagons=octs, bonus={"red": [0, 0, 1]})
    # seat 3 (green) has nothing covered, so only seats 1 and 2 are robbed
    act = {"type": "bonus", "value": 12, "steals": [
        {"seat": 1, "from": ["blue", 0, 9], "to": ["red", 0, 8]},
        {"seat": 2, "from": ["yellow", 0, 5], "to": ["red", 0, 9]}]}
    legal = G.legal_actions(s)
    assert act in legal
    twelves = [a for a in legal if a.get("value") == 12]
    assert all(len(a["steals"]) == 2 for a in twelves)
    refused(s, dict(act, steals=act["steals"][:1]), "name 2")
    refused(s, dict(act, steals=[act["steals"][0], dict(act["steals"][1], seat=3)]), "no covered cell")
    refused(s, dict(act, steals=[act["steals"][0], dict(act["steals"][1], to=["red", 0, 8])]), "only one")
    refused(s, dict(act, steals=[act["steals"][0], dict(act["steals"][0], to=["red", 0, 1])]), "only once")
    t = play(s, act)
    assert t.cells[1][8] == "." and t.cells[2][4] == "."
    assert t.cells[0][7] == "b" and t.cells[0][8] == "y"
    conserved(t)
    # any other cells are accepted too, even if not listed
    t = play(s, dict(act, steals=[{"seat": 1, "from": ["blue", 0, 3], "to": ["red", 1, 1]},
                                  {"seat": 2, "from": ["yellow", 0, 5], "to": ["red", 0, 1]}]))
    assert t.cells[0][0] == "y" and t.cells[0][10] == "b"


def test_twelve_with_fewer_open_cells_than_victims_robs_as_many_and_can_finish():
    octs = {"red": row(open0={4}, open1=()), "blue": row(open0=set(range(1, 9)), letter="b"),
            "yellow": row(open0=set(range(1, 9)), letter="y")}
    s = make(seats=3, dice=[], octagons=octs, bonus={"red": [0, 0, 1]})
    twelves = [a for a in G.legal_actions(s) if a.get("value") == 12]
    assert {a["steals"][0]["seat"] for a in twelves} == {1, 2} and all(len(a["steals"]) == 1 for a in twelves)
    t = play(s, twelves[0])
    assert t.status[0] == "finished" and t.places[0] == 1 and t.to_move == 1


# --- the end of the game -------------------------------------------------------------------------
def test_finishing_places_and_playing_on():
    octs = {"red": row(open0={9}, open1=()), "blue": row(open0={9}, open1=(), letter="b"),
            "yellow": row(open0={1, 9}, open1=(), letter="y")}
    s = make(seats=3, dice=[4, 5, 4, 5], octagons=octs)
    s = play(s, ROLL, place(("red", 0, 9)))
    assert s.status == ["finished", "playing", "playing"] and s.places == [1, None, None]
    assert s.to_move == 1 and G.result(s)["over"] is False
    assert "Quashed" in G.view(s, None)["log"][-1]["text"]
    s = play(s, ROLL, place(("blue", 0, 9)))
    assert s.to_move is None and s.places == [1, 2, 3]
    r = G.result(s)
    assert r["over"] and r["winners"] == [0] and r["scores"] == [18, 18, 16]
    assert G.legal_actions(s) == []
    refused(s, ROLL, "over")


def test_places_one_ends_the_game_at_the_first_finisher():
    octs = {"red": row(open0={9}, open1=())}
    s = make(seats=3, dice=[4, 5], octagons=octs, places=1)
    s = play(s, ROLL, place(("red", 0, 9)))
    assert s.to_move is None and G.result(s)["winners"] == [0] and s.places == [1, None, None]


def test_finishing_with_one_of_several_colours():
    octs = {"blue": row(open0={9}, open1=(), letter="b")}
    s = make(seats=2, dice=[4, 5], octagons=octs, colours_per_seat=2)
    s = play(s, ROLL)
    assert place(("blue", 0, 9)) in G.legal_actions(s) and place(("red", 0, 9)) in G.legal_actions(s)
    s = play(s, place(("blue", 0, 9)))
    assert G.result(s)["winners"] == [0] and s.to_move is None


def test_retiring_when_every_quasher_is_used():
    # red has 15 cells covered and lost 8 quashers to blue's thefts: 2 are left in supply
    octs = {"red": row(open0={1, 2, 3}, open1=()), "blue": row(open1={9}, letter="r")}
    s = make(seats=3, dice=[1, 2, 1, 2], octagons=octs, supply={"red": 2})
    conserved(s)
    s = play(s, ROLL)
    assert place(("red", 0, 1), ("red", 0, 2)) in G.legal_actions(s)
    s = play(s, place(("red", 0, 1), ("red", 0, 2)))
    assert s.status[0] == "retired" and s.places[0] is None and s.to_move == 1
    assert G.view(s, None)["log"][-1]["kind"] == "retire"
    conserved(s)
    # the supply limits what can be placed: with one quasher left, 3 must be one cell
    octs1 = {"red": row(open0={1, 2, 3}, open1=()), "blue": row(open1=(), letter="r")}
    s = play(make(dice=[1, 2], octagons=octs1, supply={"red": 1}), ROLL)
    conserved(s)
    assert G.legal_actions(s) == [place(("red", 0, 3))]
    refused(s, place(("red", 0, 1), ("red", 0, 2)), "only 1")
    # two seats: the other one is the last seat playing and takes first place
    s = make(seats=2, dice=[1, 2], octagons=octs1, supply={"red": 1})
    s = play(s, ROLL, place(("red", 0, 3)))
    assert s.to_move is None and s.status == ["retired", "playing"] and G.result(s)["winners"] == [1]
    assert s.places == [None, 1]
    # something banked keeps a seat in the game
    octs2 = {"red": row(open0={1, 2, 3}, open1=()), "blue": row(open1={9}, letter="r")}
    s = make(seats=2, dice=[1, 2], octagons=octs2, supply={"red": 1}, bonus={"red": [1, 0, 0]})
    conserved(s)
    s = play(s, ROLL, place(("red", 0, 3)))
    assert s.status == ["playing", "playing"] and s.to_move == 1


def test_stalemate_rounds_end_in_a_draw():
    octs = {"red": row(open0={9}, open1=()), "blue": row(open0={9}, open1=(), letter="b"),
            "yellow": row(open0={9}, open1=(), letter="y")}
    s = make(seats=3, dice=[1, 2] * 9, octagons=octs, stalemate_rounds=3, auto_end=False)
    for rnd in range(3):
        for seat in range(3):
            assert s.to_move == seat
            s = play(s, ROLL, END)
        if rnd < 2:
            assert s.stalemate == rnd + 1 and G.view(s, 0)["stalemate"] == rnd + 1
    assert s.to_move is None and s.ended == "stalemate"
    r = G.result(s)
    # a draw among the players still in: no winners, the drawn seats (session 20: they were "winners")
    assert r["winners"] == [] and r["drawn"] == [0, 1, 2] and "draw" in r["summary"]


def test_a_covered_cell_resets_the_stalemate_count_and_finishers_keep_their_place():
    octs = {"red": row(open0={9}, open1=()), "blue": row(open0={9, 3}, open1=(), letter="b"),
            "yellow": row(open0={9}, open1=(), letter="y")}
    s = make(seats=3, dice=[1, 2] * 3 + [4, 5] + [1, 2] * 6, octagons=octs, stalemate_rounds=2, auto_end=False)
    s = play(s, ROLL, END, ROLL, place(("blue", 0, 3)), ROLL, END)
    assert s.stalemate == 0 and s.round_no == 2
    s = play(s, ROLL, place(("red", 0, 9)), ROLL, END, ROLL, END)
    assert s.stalemate == 0 and s.places == [1, None, None]
    s = play(s, ROLL, END, ROLL, END)
    assert s.stalemate == 1 and s.to_move == 1
    s = play(s, ROLL, END, ROLL, END)
    assert s.to_move is None and s.places == [1, 2, 2]
    r = G.result(s)
    assert r["winners"] == [0] and "stalemate" in r["summary"]


def test_steals_do_not_count_against_a_stalemate():
    octs = {"red": row(open0={9}, open1=()), "blue": row(open0={9}, open1=(), letter="b")}
    s = make(seats=2, dice=[1, 2] * 4, octagons=octs, stalemate_rounds=1,
             bonus={"red": [0, 1, 0]})
    s = play(s, {"type": "bonus", "value": 11,
                 "steals": [{"seat": 1, "from": ["blue", 0, 1], "to": ["red", 0, 9]}]})
    assert s.status[0] == "finished" and s.to_move is None
    s = make(seats=2, dice=[1, 2, 1, 1], octagons={"red": row(open0={8, 9}, open1=()),
                                                   "blue": row(open0={9}, open1=(), letter="b")},
             stalemate_rounds=1, bonus={"red": [0, 1, 0]}, auto_end=False)
    s = play(s, {"type": "bonus", "value": 11,
                 "steals": [{"seat": 1, "from": ["blue", 0, 8], "to": ["red", 0, 9]}]}, ROLL, END)
    s = play(s, ROLL, END)
    assert s.to_move is None and s.ended == "stalemate"


# --- contract details ----------------------------------------------------------------------------
def test_apply_never_changes_its_input_and_replays():
    s0 = G.new_state(4, seed=9)
    s, actions = s0, []
    for _ in range(120):
        if s.to_move is None:
            break
        legal = G.legal_actions(s)
        a = legal[len(actions) * 7 % len(legal)]
        before = G.dump(s)
        t = G.apply(s, a)
        assert G.dump(s) == before
        s = t
        actions.append(a)
    again = G.new_state(4, seed=9)
    for a in actions:
        again = G.apply(again, a)
    assert G.dump(again) == G.dump(s)
    assert G.dump(G.load(json.loads(json.dumps(G.dump(s))))) == G.dump(s)


def test_load_refuses_a_bad_state():
    d = G.dump(G.new_state(2))
    d["octagons"]["red"] = "xx"
    with pytest.raises(IllegalAction):
        G.load(d)
    with pytest.raises(IllegalAction):
        G.load({"seats": 2})


def test_view_is_complete_for_a_scene():
    s = play(make(dice=[3, 3]), ROLL)
    v = G.view(s, 1)
    json.dumps(v)
    for key in ("octagons", "supply", "bonus", "blocked", "forfeit", "stalemate", "dice", "phase", "doubles",
                "places", "status", "log", "order", "to_move", "free_roll"):
        assert key in v
    assert v["dice"] == [3, 3] and v["phase"] == "place" and v["doubles"] == 1
    assert v["log"][-1]["kind"] == "roll" and v["log"][-1]["dice"] == [3, 3]
    assert G.view(s, None) == dict(v, seat=None)


def test_describe_in_plain_words():
    assert G.describe(place(("blue", 0, 3), ("blue", 0, 4)), 1, 3) == "Seat 2 covers left blue 3 and 4"
    assert G.describe(ROLL, 0, 2) == "Seat 1 rolls the dice"
    assert "block Seat 3" in G.describe({"type": "bonus", "value": 10, "effect": "block", "seat": 2}, 0, 3)
    assert "free roll" in G.describe({"type": "bonus", "value": 10, "effect": "free_roll"}, 0, 3)
    assert "left blue 7 from Seat 2 onto left red 3" in G.describe(
        {"type": "bonus", "value": 11, "steals": [{"seat": 1, "from": ["blue", 0, 7], "to": ["red", 0, 3]}]}, 0)
    assert "banks" in G.describe(BANK, 0) and "ends" in G.describe(END, 0)


def test_twelve_listing_stays_bounded_with_six_seats():
    octs = {c: row(open0={1, 2}, open1={1, 2, 3}, letter=c[0]) for c in COLOURS[1:]}
    s = make(seats=6, octagons=octs, bonus={"red": [0, 1, 1]})
    legal = G.legal_actions(s)
    assert len(legal) < 3000
    assert all(len(a["steals"]) == 5 for a in legal if a.get("value") == 12)


def test_listed_placements_are_every_legal_form_by_brute_force():
    from itertools import combinations
    octs = {"red": row(open0={1, 2, 3, 5, 8}, open1={2, 3, 4, 9}), "blue": row(open0={1, 4, 6}, open1={1, 6, 7},
                                                                            letter="b")}
    for dice in ([5, 6], [2, 2], [6, 6], [1, 3]):
        s = play(make(dice=dice, octagons=octs, colours_per_seat=2), ROLL)
        open_cells = [(c, o, n) for c in ("red", "blue") for o in (0, 1) for n in range(1, 10)
                      if s.cells[COLOURS.index(c)][o * 10 + n - 1] == "."]
        t = sum(dice)
        forms = set()
        for k in range(1, 8):
            for combo in combinations(open_cells, k):
                if sum(n for _, _, n in combo) == t:
                    forms.add(tuple(sorted(combo)))
        listed = [tuple(map(tuple, a["cells"])) for a in G.legal_actions(s) if a["type"] == "place"]
        assert len(listed) == len(set(listed)) and set(listed) == forms
        for cells in listed:
            G.apply(s, {"type": "place", "cells": [list(c) for c in cells]})


# --- the revised rules: one die, doubles, places, old options ------------------------------------------
def test_one_usable_die_covers_the_cell_of_its_own_number():
    # 7 can't be placed from 1, 4, 9; neither 2 nor 5 is open: the sheet ends the turn ("only one die
    # number can be used"), a split of one die is the house rule
    s = play(make(dice=[2, 5], octagons={"red": row(open0={1, 4, 9}, open1=())}, auto_end=False), ROLL)
    assert G.view(s, 0)["fallback"] is True
    assert G.legal_actions(s) == [END]
    refused(s, place(("red", 0, 1), ("red", 0, 4)), "split_single_die")
    t = play(s, END)
    assert t.to_move == 1 and t.cells[0] == row(open0={1, 4, 9}, open1=())
    # the die's own number, on either octagon
    s = play(make(dice=[2, 5], octagons={"red": row(open0={2, 9}, open1={2, 4})}), ROLL)
    assert G.legal_actions(s) == [place(("red", 0, 2)), place(("red", 1, 2))]
    refused(s, place(("red", 0, 2), ("red", 1, 2)), "one cell numbered 2 or 5")
    refused(s, place(("red", 1, 4)), "one cell")


def test_split_single_die_is_refused_with_a_reason_when_not_true_or_false():
    with pytest.raises(IllegalAction, match="split_single_die"):
        G.new_state(2, options={"split_single_die": "maybe"})
    assert G.new_state(2, options={"split_single_die": "true"}).house.split_single_die is True


def test_doubles_always_roll_again_even_when_not_used_in_full():
    octs = {"red": row(open0={3, 8}, open1=())}
    s = play(make(dice=[3, 3, 1, 2], octagons=octs, doubles="always"), ROLL)
    s = play(s, place(("red", 0, 3)))
    assert s.to_move == 0 and s.phase == "roll_again", "a double used in part rolls again"
    # and a double that can't be used at all
    s = play(make(dice=[4, 4, 1, 2], octagons={"red": row(open0={9}, open1=())}, doubles="always",
                  auto_end=False), ROLL)
    s = play(s, END)
    assert s.to_move == 0 and s.phase == "roll_again"
    s = play(s, ROLL, END)
    assert s.to_move == 1
    # the default ruling: no further roll
    s = play(make(dice=[4, 4], octagons={"red": row(open0={9}, open1=())}, auto_end=False), ROLL, END)
    assert s.to_move == 1


def test_doubles_always_go_on_past_the_third_which_forfeits_one_turn():
    s = make(dice=[1, 1, 2, 2, 3, 3, 1, 1, 1, 2], doubles="always")
    s = play(s, ROLL, place(("red", 0, 2)), ROLL, place(("red", 0, 4)), ROLL)
    assert s.doubles == 3 and s.forfeit[0] == 1
    s = play(s, place(("red", 0, 6)))
    assert s.to_move == 0 and s.phase == "roll_again", "rolling goes on while doubles come"
    s = play(s, ROLL, place(("red", 1, 2)))
    assert s.doubles == 4 and s.forfeit[0] == 1 and s.phase == "roll_again"
    s = play(s, ROLL, place(("red", 0, 3)))
    assert s.to_move == 1 and s.forfeit == [1, 0]
    with pytest.raises(IllegalAction, match="doubles"):
        G.new_state(2, options={"doubles": "sometimes"})


def test_places_the_game_ends_when_that_many_seats_have_finished():
    octs = {"red": row(open0={9}, open1=()), "blue": row(open0={9}, open1=(), letter="b"),
            "yellow": row(open0={9}, open1=(), letter="y"), "green": row(open0={9}, open1=(), letter="g")}
    # the default, 3: first, second and third are played for, then the game ends
    s = make(seats=4, dice=[4, 5] * 3, octagons=octs)
    s = play(s, ROLL, place(("red", 0, 9)), ROLL, place(("blue", 0, 9)))
    assert s.to_move == 2 and s.places == [1, 2, None, None]
    s = play(s, ROLL, place(("yellow", 0, 9)))
    # ... and the one seat still playing takes the next place, as at every ending (review 17: a 2-player
    # race's loser had no place when the places played for were taken by the winner)
    assert s.to_move is None and s.ended == "all_placed" and s.places == [1, 2, 3, 4]
    assert G.result(s)["summary"].startswith("1st: Seat 1, ")
    assert [w for w in G.result(s)["summary"].split() if w in ("1st:", "2nd:", "3rd:", "4th:")] == \
        ["1st:", "2nd:", "3rd:", "4th:"]
    s = make(seats=4, dice=[4, 5] * 2, octagons=octs, places=2)
    s = play(s, ROLL, place(("red", 0, 9)), ROLL, place(("blue", 0, 9)))
    assert s.to_move is None and s.places == [1, 2, None, None]
    for bad in (0, 7, "x", 2.5, True):
        with pytest.raises(IllegalAction, match="places"):
            G.new_state(2, options={"places": bad})


def test_options_of_old_saves_keep_their_shape_and_their_rules():
    # first_finisher_ends true is places 1
    octs = {"red": row(open0={9}, open1=())}
    s = make(seats=3, dice=[4, 5], octagons=octs, first_finisher_ends=True)
    assert s.options == {"colours_per_seat": 1, "stalemate_rounds": 5, "first_finisher_ends": True,
                         "order": [0, 1, 2]}
    s = play(s, ROLL, place(("red", 0, 9)))
    assert s.to_move is None and s.places == [1, None, None] and s.ended == "first_finisher"
    # false is every place; a game begun then split a single die, and doubles were "used"
    s = make(seats=4, dice=[4, 5] * 3, octagons=dict(octs, blue=row(open0={9}, open1=(), letter="b"),
                                                    yellow=row(open0={9}, open1=(), letter="y")),
             first_finisher_ends=False)
    s = play(s, ROLL, place(("red", 0, 9)), ROLL, place(("blue", 0, 9)), ROLL, place(("yellow", 0, 9)))
    assert s.to_move is None and s.places == [1, 2, 3, 4] and s.ended == "all_placed"
    s = play(make(dice=[2, 5], octagons={"red": row(open0={1, 4, 9}, open1=())}, first_finisher_ends="false"),
             ROLL)
    assert G.legal_actions(s) == [place(("red", 0, 1), ("red", 0, 4))]
    assert G.dump(G.load(json.loads(json.dumps(G.dump(s))))) == G.dump(s)
    with pytest.raises(IllegalAction, match="old form of 'places'"):
        G.new_state(2, options={"first_finisher_ends": True, "places": 1})
    with pytest.raises(IllegalAction, match="first_finisher_ends"):
        G.new_state(2, options={"first_finisher_ends": "sometimes"})


def test_the_shipped_example_save_replays():
    m = load_match(Path(__file__).resolve().parent.parent / "saves" / "numberquash-example.json")
    assert "first_finisher_ends" in m.options and len(m.actions) == 65


def test_stalemate_is_a_round_without_a_quasher_placed_from_a_supply():
    help_text = next(o.help for o in G.options if o.key == "stalemate_rounds")
    assert "supply" in help_text and "steals do not count" in help_text


# --- odd input is refused with a reason, and each action is written one way --------------------------
def test_a_bonus_value_or_an_octagon_that_is_not_a_whole_number_is_refused():
    s = make(bonus={"red": [1, 1, 1]}, octagons={"blue": row(open0=set(range(1, 7)), letter="b")})
    refused(s, {"type": "bonus", "value": 10.0, "effect": "free_roll"}, "10, 11 and 12, not 10.0")
    refused(s, {"type": "bonus", "value": 11.0, "steals": []}, "not 11.0")
    refused(s, {"type": "bonus", "value": 11, "steals": [{"seat": 1, "from": ["blue", 0.0, 7],
                                                          "to": ["red", 0, 3]}]}, "octagon must be 0 or 1")
    refused(s, {"type": "bonus", "value": 11, "steals": [{"seat": 1, "from": ["blue", 0, 7.0],
                                                          "to": ["red", 0, 3]}]}, "numbered 1 to 9")
    s = play(make(dice=[3, 6]), ROLL)
    refused(s, {"type": "place", "cells": [["red", 0.0, 9]]}, "octagon must be 0 or 1")


def test_a_twelve_s_steals_and_a_placement_s_cells_come_in_one_order():
    octs = {"blue": row(open0={1, 2}, letter="b"), "yellow": row(open0=set(range(1, 9)), letter="y")}
    s = make(seats=3, octagons=octs, bonus={"red": [0, 0, 1]})
    act = {"type": "bonus", "value": 12, "steals": [
        {"seat": 1, "from": ["blue", 0, 9], "to": ["red", 0, 8]},
        {"seat": 2, "from": ["yellow", 0, 9], "to": ["red", 0, 9]}]}
    assert act in G.legal_actions(s)
    refused(s, dict(act, steals=act["steals"][::-1]), "seat order (Seat 2 before Seat 3)")
    play(s, act)
    s = play(make(dice=[3, 6]), ROLL)
    refused(s, {"type": "place", "cells": [["red", 0, 6], ["red", 0, 3]]}, "in order")
    play(s, place(("red", 0, 6), ("red", 0, 3)))


# A game saved by the rules before `places` replaced `first_finisher_ends`: 5 seats, seed 33, 46 moves, the
# last one splitting a single die (4 = 1 + 3, which today's default refuses). The hash is of the state that
# those rules reached (json.dumps(dump, sort_keys=True)), so the replay must be exact, not merely legal.
OLD_SAVE_ACTIONS = json.loads(
    '[{"type":"roll"},{"type":"place","cells":[["green",0,6]]},{"type":"roll"},{"type":"place","cells":[["orange",1,3]]},'
    '{"type":"roll"},{"type":"place","cells":[["blue",0,9],["blue",1,3]]},{"type":"roll"},{"type":"place","cells":'
    '[["blue",0,8],["blue",1,4]]},{"type":"roll"},{"type":"place","cells":[["blue",1,1],["blue",1,5]]},{"type":"roll"},'
    '{"type":"place","cells":[["yellow",0,3],["yellow",1,5]]},{"type":"roll"},{"type":"place","cells":[["red",0,9]]},'
    '{"type":"roll"},{"type":"place","cells":[["green",1,3],["green",1,5]]},{"type":"roll"},{"type":"place","cells":'
    '[["orange",0,7]]},{"type":"roll"},{"type":"place","cells":[["blue",0,6],["blue",1,6]]},{"type":"roll"},'
    '{"type":"place","cells":[["blue",0,4],["blue",1,2]]},{"type":"roll"},{"type":"place","cells":[["blue",0,2],'
    '["blue",0,5]]},{"type":"roll"},{"type":"place","cells":[["yellow",0,6]]},{"type":"roll"},{"type":"place",'
    '"cells":[["red",0,2]]},{"type":"roll"},{"type":"place","cells":[["red",0,8]]},{"type":"roll"},{"type":"place",'
    '"cells":[["green",0,7]]},{"type":"roll"},{"type":"place","cells":[["orange",0,4]]},{"type":"roll"},'
    '{"type":"place","cells":[["blue",1,9]]},{"type":"roll"},{"type":"place","cells":[["yellow",1,6]]},'
    '{"type":"roll"},{"type":"place","cells":[["red",0,1],["red",0,3],["red",1,1],["red",1,2]]},{"type":"roll"},'
    '{"type":"place","cells":[["green",0,5]]},{"type":"roll"},{"type":"place","cells":[["orange",1,7]]},'
    '{"type":"roll"},{"type":"place","cells":[["blue",0,1],["blue",0,3]]}]')
OLD_SAVE_STATE_SHA256 = "ed064c48a2510068720339f2ef5f3d3c59e38f510c01dbd3118835ddedf3c33e"


def test_a_game_saved_under_the_old_options_replays_exactly():
    old = {"colours_per_seat": 1, "stalemate_rounds": 3, "first_finisher_ends": True, "order": None}
    m = Match("numberquash", ["bot:easy"] * 5, seed=33, options=old, actions=OLD_SAVE_ACTIONS)
    dump = json.dumps(G.dump(m.state), sort_keys=True)
    assert hashlib.sha256(dump.encode()).hexdigest() == OLD_SAVE_STATE_SHA256
    assert m.options == old
    # the same moves under today's options: the last one splits a single die and is refused
    with pytest.raises(IllegalAction, match="action 46 .*split_single_die"):
        Match("numberquash", ["bot:easy"] * 5, seed=33,
              options={"stalemate_rounds": 3, "places": 1, "auto_end": False}, actions=OLD_SAVE_ACTIONS)


# --- a roll nothing can use ends the turn by itself (option auto_end, on by default) -------------------
def test_a_roll_nothing_can_use_ends_the_turn_by_itself():
    s = play(make(dice=[1, 2], octagons={"red": row(open0={9}, open1=())}), ROLL)
    assert s.to_move == 1 and s.phase == "before_roll" and s.dice is None and s.last_roll == (1, 2)
    assert [e["kind"] for e in G.events(s)] == ["dice_rolled", "nothing_fits"]
    assert G.events(s)[1] == {"kind": "nothing_fits", "seat": 0, "dice": [1, 2], "auto": True,
                              "then": "turn_over", "tells_move": False, "own_line": True}
    assert G.view(s, None)["log"][-1]["kind"] == "end"
    refused(s, END, "can't be used")
    # a roll that may still be banked leaves the choice to the player
    s = play(make(dice=[5, 6], octagons={"red": row(open0={9}, open1=())}), ROLL)
    assert s.to_move == 0 and G.legal_actions(s) == [BANK, END]
    # ...and with nothing in supply to bank, it ends by itself too
    s = play(make(dice=[5, 6], octagons={"red": row(open0={1}, open1=())}, supply={"red": 0},
                  bonus={"red": [0, 0, 1]}), ROLL)
    assert s.to_move == 1 and G.events(s)[-1]["then"] == "turn_over"


def test_an_unusable_roll_still_gets_its_double_or_free_roll():
    s = play(make(dice=[4, 4, 1, 2], octagons={"red": row(open0={9}, open1=())}, doubles="always"), ROLL)
    assert s.to_move == 0 and s.phase == "roll_again" and G.events(s)[-1]["then"] == "roll_again"
    s = play(s, ROLL)
    assert s.to_move == 1 and G.events(s)[-1]["then"] == "turn_over"
    s = play(make(dice=[1, 2, 1, 2], octagons={"red": row(open0={9}, open1=())}, bonus={"red": [1, 0, 0]}),
             {"type": "bonus", "value": 10, "effect": "free_roll"}, ROLL)
    assert s.to_move == 0 and s.phase == "roll_again" and G.events(s)[-1]["then"] == "free_roll"
    assert "free roll" in G.describe_event(G.events(s)[-1], 2)
    s = play(s, ROLL)
    assert s.to_move == 1


def test_stalemate_rounds_pass_by_themselves_when_nothing_fits():
    octs = {"red": row(open0={9}, open1=()), "blue": row(open0={9}, open1=(), letter="b"),
            "yellow": row(open0={9}, open1=(), letter="y")}
    s = make(seats=3, dice=[1, 2] * 9, octagons=octs, stalemate_rounds=3)
    for _ in range(9):
        assert G.legal_actions(s) == [ROLL]
        s = play(s, ROLL)
    assert s.to_move is None and s.ended == "stalemate"
    assert [e["kind"] for e in G.events(s)] == ["dice_rolled", "nothing_fits", "stalemate_round", "draw"]


def test_games_begun_before_auto_end_keep_ending_turns_by_hand():
    before = {"colours_per_seat": 1, "stalemate_rounds": 5, "places": 3, "doubles": "used",
              "split_single_die": False, "order": [0, 1]}
    assert G.check_options(before, 2) == before, "its options keep their shape, so its save compares equal"
    octs = {"red": row(open0={9}, open1=())}
    s = G.new_state(2, seed=1, options=before, stacked=[1, 2])
    d = G.dump(s)
    d["octagons"]["red"] = octs["red"]
    d["supply"]["red"] = QUASHERS - 17
    s = play(G.load(d), ROLL)
    assert G.legal_actions(s) == [END] and s.to_move == 0
    m = Match("numberquash", ["human", "bot:easy"], seed=4, options=before, actions=[ROLL])
    assert m.options == before and "auto_end" not in G.dump(m.state)["options"]
    with pytest.raises(IllegalAction, match="without 'auto_end'"):
        G.check_options({"first_finisher_ends": True, "auto_end": True}, 2)
