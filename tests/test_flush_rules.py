"""Flush (assets/rules/flush.md): every rule with a stacked deal, the deck file, the options."""

import json

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game
from quash_table.games.flush import rules as R
from quash_table.games.flush.rules import GAME
from quash_table.paths import asset_path


def stack(hidden, tops, hands, mimic, stock=()):
    """A stacked deck (top first) that deals these cards: seat s receives hidden[s] (bases 0,1,2),
    then tops[s], then hands[s]; one card at a time from seat 0; then the Mimic card and the stock."""
    n = len(hands)
    per = [list(hidden[s]) + list(tops[s]) + list(hands[s]) for s in range(n)]
    for p in per:
        assert len(p) == 14
    return [per[s][k] for k in range(14) for s in range(n)] + [mimic] + list(stock)


# A plain two-seat deal used by many tests. Seat 0 holds small cards, seat 1 larger ones; the Mimic is 5.
HID = (["1", "2", "3"], ["8", "8", "8"])
TOPS = (["2", "6", "9"], ["10", "10", "7"])
HANDS = (["6", "6", "6S", "4", "4", "3", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])


# A three-seat deal (no code used more often than the deck holds it).
HID3 = (["1", "2", "3"], ["8", "8", "8"], ["10", "10", "10"])
TOPS3 = (["2", "6", "9"], ["10", "10", "7"], ["3", "3", "4"])
HANDS3 = (["6", "6", "5S", "4", "3", "1", "1", "1"], ["9", "9", "9", "7", "7", "7", "7", "6"],
          ["8", "8", "2", "2", "2", "4", "4", "1"])


def leaves(obj):
    if isinstance(obj, dict):
        for v in obj.values():
            yield from leaves(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from leaves(v)
    else:
        yield obj


def new(hidden=HID, tops=TOPS, hands=HANDS, mimic="5", stock=(), first=0, seed=1, **opts):
    opts["first"] = first
    return GAME.new_state(len(hands), seed=seed, options=opts,
                          stacked=stack(hidden, tops, hands, mimic, stock))


def play(s, *actions):
    for a in actions:
        s = GAME.apply(s, a)
    return s


def refused(s, action, *words):
    before = GAME.dump(s)
    with pytest.raises(IllegalAction) as e:
        GAME.apply(s, action)
    assert GAME.dump(s) == before, "a refused declaration changed the state"
    for w in words:
        assert w.lower() in str(e.value).lower(), f"{w!r} not in the reason {str(e.value)!r}"
    return str(e.value)


def P(cards, as_):
    return {"type": "play", "cards": list(cards), "as": as_}


def hand(s, seat):
    return GAME.view(s, seat)["hand"]


def edit(s, **fields):
    """A position reached by editing a dump (the save format): used to set scores and the like."""
    d = json.loads(json.dumps(GAME.dump(s)))
    d.update(fields)
    return GAME.load(d)


def all_cards(s):
    """Every card of the state, wherever it is (a multiset as a sorted list)."""
    out = []
    for h in s.hands:
        for c, n in h.items():
            out += [c] * n
    for row in s.bases:
        for top, hid in row:
            out += [c for c in (top, hid) if c is not None]
    out += [c for c, _ in s.pile] + [c for c, _ in s.adjacent] + list(s.stock) + list(s.discard)
    out.append(s.mimic_card)
    return sorted(out, key=R.ORDER.get)


# --- the deck ----------------------------------------------------------------------------------------

def test_shipped_deck_is_the_default_composition():
    comp = R.default_composition()
    deck = R.Deck(comp)
    assert len(deck.cards) == 90
    for v in range(1, 11):
        assert deck.counts[str(v)] == 5
        for k in "SLD":
            assert deck.counts[f"{v}{k}"] == 1
        assert deck.points[str(v)] == (1 if v <= 4 else 2 if v <= 7 else 3)
        assert deck.points[f"{v}D"] == deck.points[str(v)]
    assert deck.counts["F"] == 8 and deck.counts["F+"] == 2
    assert deck.points["F"] == deck.points["F+"] == 5
    raw = json.loads(asset_path("flush_deck.json").read_text())
    assert raw["format"] == "quash-table-flush-deck"


def good_deck():
    return json.loads(asset_path("flush_deck.json").read_text())


@pytest.mark.parametrize("change, words", [
    (lambda d: d["values"].pop(3), ["value 4 missing"]),
    (lambda d: d["values"][2].update(value=2), ["value 2 is listed twice"]),
    (lambda d: d["values"][0].update(skip=-1), ["skip count of value 1", "0 to 20"]),
    (lambda d: d["values"][0].update(points=0), ["points of value 1"]),
    (lambda d: d["values"][5].pop("link"), ["no 'link'"]),
    (lambda d: d["values"][5].update(colour="red"), ["unknown key 'colour'"]),
    (lambda d: d.update(jokers=2), ["unknown key 'jokers'"]),
    (lambda d: d.pop("flush"), ["no 'flush'"]),
    (lambda d: d["flush"].update(plain=12), ["Flush cards", "0 to 10"]),
    (lambda d: d["flush"].update(plain=9, plus=3), ["at most 10 Flush cards"]),
    (lambda d: d.update(format="something-else"), ["format"]),
    (lambda d: d.update(values="lots"), ["\"values\" must be a list"]),
    (lambda d: [e.update(plain=0, skip=0, link=0, deduction=1) for e in d["values"]], ["too few"]),
    (lambda d: d["values"][1].update(plain=2.5), ["plain count of value 2", "whole number"]),
])
def test_bad_decks_are_refused_with_a_reason(change, words):
    d = good_deck()
    change(d)
    with pytest.raises(IllegalAction) as e:
        R.check_deck(d)
    for w in words:
        assert w in str(e.value), str(e.value)
    with pytest.raises(IllegalAction):
        GAME.new_state(2, options={"deck": d})


def test_deck_file_problems_are_refused(tmp_path):
    # a deck file is read only where a person picks it (options_from_user), never by the option check
    with pytest.raises(IllegalAction, match="cannot read"):
        GAME.options_from_user({"deck": str(tmp_path / "nope.json")})
    bad = tmp_path / "bad.json"
    bad.write_text("{\"values\": [1, 2,,]}")
    with pytest.raises(IllegalAction, match="not valid JSON"):
        GAME.options_from_user({"deck": str(bad)})
    with pytest.raises(IllegalAction, match="must be a deck object"):
        GAME.check_options({"deck": str(bad)}, 2)
    with pytest.raises(IllegalAction, match="must be null or a deck object"):
        GAME.check_options({"deck": 7}, 2)


def test_custom_deck_from_a_file_is_kept_in_the_state(tmp_path):
    d = good_deck()
    for e in d["values"]:
        e["plain"] = 6          # 100 cards: one more plain copy of every value
    d["flush"]["points"] = 7
    path = tmp_path / "big.json"
    path.write_text(json.dumps(d))
    opts = GAME.check_options(GAME.options_from_user({"deck": str(path)}), 3)
    assert isinstance(opts["deck"], dict)          # the path is replaced by the checked composition
    s = GAME.new_state(3, seed=4, options=GAME.options_from_user({"deck": str(path)}))
    assert len(all_cards(s)) == 100
    assert s.deck.points["F"] == 7
    path.unlink()                                  # saves replay without the file
    again = GAME.load(json.loads(json.dumps(GAME.dump(s))))
    assert len(all_cards(again)) == 100
    s2 = GAME.new_state(3, seed=4, options=opts)
    assert GAME.dump(s2) == GAME.dump(s)
    # six plain 6s can now be stacked; seven cannot
    GAME.new_state(2, options=opts, stacked=["6"] * 6)
    with pytest.raises(IllegalAction, match="more often"):
        GAME.new_state(2, options=opts, stacked=["6"] * 7)


def test_inline_deck_and_too_small_for_the_table():
    d = good_deck()
    for e in d["values"]:
        e["plain"] = 2          # 50 cards: enough for 3 seats (43), not for 4 (57)
    d["flush"] = {"plain": 0, "plus": 0, "points": 5}
    GAME.new_state(3, options={"deck": d})
    with pytest.raises(IllegalAction, match="4 seats need 57"):
        GAME.new_state(4, options={"deck": d})


# --- options -------------------------------------------------------------------------------------------

def test_options():
    assert GAME.default_options == {"format": "elimination", "elimination_at": 30, "rounds": 5,
                                    "double_last": True, "first": None, "deck": None}
    assert get_game("flush") is GAME and GAME.min_seats == 2 and GAME.max_seats == 6
    for bad, words in [({"format": "league"}, "format"), ({"elimination_at": 0}, "elimination_at"),
                       ({"elimination_at": "many"}, "whole number"), ({"first": 3}, "seat from 1 to 3"),
                       ({"rounds": 0}, "'rounds' must be between 1 and 50"), ({"rounds": "few"}, "whole number"),
                       ({"double_last": "maybe"}, "'double_last' must be true or false"),
                       ({"double_last": 2}, "double_last"),
                       ({"jokers": True}, "no option 'jokers'")]:
        with pytest.raises(IllegalAction, match=words):
            GAME.new_state(3, options=bad)
    with pytest.raises(IllegalAction):
        GAME.new_state(7)
    with pytest.raises(IllegalAction):
        GAME.new_state(1)


# --- setup -----------------------------------------------------------------------------------------

def test_stacked_deal_layout_and_mimic():
    s = new(stock=["3L", "9D"])
    v0, v1 = GAME.view(s, 0), GAME.view(s, 1)
    assert v0["hand"] == sorted(HANDS[0], key=R.ORDER.get)
    assert v1["hand"] == sorted(HANDS[1], key=R.ORDER.get)
    assert [b["top"] for b in v0["bases"][0]] == TOPS[0]
    assert [b["top"] for b in v0["bases"][1]] == TOPS[1]
    assert [b["hidden"] for b in v0["bases"][1]] == [True, True, True]
    assert [hid for _, hid in s.bases[0]] == HID[0]          # the state knows the hidden cards...
    assert [hid for _, hid in s.bases[1]] == HID[1]
    assert v0["mimic"] == 5 and v0["mimic_card"] == "5"
    assert v0["stock_count"] == 90 - 28 - 1
    assert s.stock[-1] == "3L" and s.stock[-2] == "9D"         # the stock keeps the stacked order
    assert v0["hand_counts"] == [8, 8] and v0["held_counts"] == [14, 14]
    assert len(all_cards(s)) == 90
    assert v0["to_move"] == 0


def test_first_player_is_drawn_with_the_rng_unless_fixed():
    firsts = {GAME.new_state(4, seed=k).to_move for k in range(40)}
    assert firsts == {0, 1, 2, 3}
    a = GAME.new_state(3, seed=11)
    b = GAME.new_state(3, seed=11)
    assert a.to_move == b.to_move and GAME.dump(a) == GAME.dump(b)
    # a stacked deck never decides the first player
    st = stack(HID, TOPS, HANDS, "5")
    seen = {GAME.new_state(2, seed=k, stacked=st).to_move for k in range(20)}
    assert seen == {0, 1}
    assert GAME.new_state(2, seed=3, stacked=st, options={"first": 1}).to_move == 1


def test_stacked_deck_refusals():
    with pytest.raises(IllegalAction, match="not a card"):
        GAME.new_state(2, stacked=["11"])
    with pytest.raises(IllegalAction, match="more often"):
        GAME.new_state(2, stacked=["F+", "F+", "F+"])


def test_hidden_cards_are_in_no_view_until_turned():
    s = new()
    for seat in (0, 1, None):
        v = GAME.view(s, seat)
        text = json.dumps(v)
        assert "hidden\": true" in text
        for row in v["bases"]:
            for b in row:
                assert set(b) == {"top", "hidden"} and b["hidden"] is True
    # a view does not change when the hidden cards do
    other = edit(s, bases=[[[t, "10"] for t, _ in row] for row in GAME.dump(s)["bases"]])
    for seat in (0, 1, None):
        assert GAME.view(other, seat) == GAME.view(s, seat)


# --- the Mimic swap -----------------------------------------------------------------------------------

def test_flush_turned_as_the_mimic_is_swapped_by_the_first_player():
    s = new(mimic="F", first=1)
    assert s.stage == "swap" and s.to_move == 1 and s.mimic is None
    legal = GAME.legal_actions(s)
    assert all(a["type"] == "swap_mimic" for a in legal)
    assert {"type": "swap_mimic", "card": "7"} in legal and {"type": "swap_mimic", "card": "b1"} in legal
    assert {"type": "swap_mimic", "card": "F+"} not in legal
    refused(s, {"type": "swap_mimic", "card": "F+"}, "Flush card cannot be the Mimic")
    refused(s, P(["7"], 7), "swap")
    refused(s, {"type": "swap_mimic", "card": "4"}, "hold")
    t = GAME.apply(s, {"type": "swap_mimic", "card": "7"})
    assert t.mimic == 7 and t.mimic_card == "7" and t.stage is None and t.to_move == 1
    assert hand(t, 1).count("F") == 1 and hand(t, 1).count("7") == 1
    assert len(all_cards(t)) == 90
    u = GAME.apply(s, {"type": "swap_mimic", "card": "b0"})     # a base top: the Flush card takes its place
    assert u.mimic == 10 and GAME.view(u, 0)["bases"][1][0]["top"] == "F"
    assert GAME.describe({"type": "swap_mimic", "card": "7"}, 1, 2) == \
        "Seat 2 swaps a 7 for the Flush card turned as the Mimic"


# --- plays --------------------------------------------------------------------------------------------

def test_play_equal_or_lower_from_hand_and_base_tops():
    s = new()
    legal = GAME.legal_actions(s)
    assert P(["6", "6", "6S", "b1"], 6) in legal                # hand and base 1's top
    assert P(["9"], 9) not in legal                            # not seat 0's
    t = GAME.apply(s, P(["6", "6", "b1"], 6))
    assert t.to_move == 1 and t.pile == [("6", 6), ("6", 6), ("6", 6)]
    assert GAME.view(t, 0)["bases"][0][1]["top"] is None
    assert GAME.view(t, 1)["pile_value"] == 6 and GAME.view(t, 1)["pile_run"] == 3
    refused(t, P(["7"], 7), "cannot go on the pile's 6", "pick up")
    refused(t, P(["9", "7"], 9), "one value")
    refused(t, P(["2", "2", "2"], 2), "hold two 2")
    refused(t, P(["b3"], 7), "no base 4")
    refused(t, P(["2"], 3), "group of 2s, not 3s")
    refused(t, P(["F+"], 1), "Flush card has no value")
    refused(t, {"type": "play", "cards": ["2"]}, "play names exactly")
    u = GAME.apply(t, P(["2", "2"], 2))
    assert u.to_move == 0 and GAME.view(u, 0)["pile_value"] == 2
    assert GAME.describe(P(["6", "6", "b1"], 6), 1, 2) == "Seat 2 lays three 6s on the pile"


def test_void_declaration_leaves_the_same_player_to_declare_again():
    s = new()
    t = GAME.apply(s, P(["4", "4"], 4))
    reason = refused(t, P(["9", "9"], 9), "4")
    assert reason
    assert t.to_move == 1 and GAME.legal_actions(t)          # still seat 1, who declares again
    GAME.apply(t, P(["2"], 2))


def test_any_value_on_an_empty_pile_and_the_card_order_is_free():
    s = new()
    t = GAME.apply(s, P(["b1", "6S", "6"], 6))                # any order; stored canonically
    assert [e["cards"] for e in t.log if e["event"] == "play"] == [["6", "6S", "6"]]
    assert GAME.dump(t) == GAME.dump(GAME.apply(s, P(["6", "6S", "b1"], 6)))


def test_mimic_joins_a_group_and_keeps_the_imitated_value():
    # Mimic 5: seat 0 plays 6, 6 and a 5 as three 6s
    s = new(hands=(["6", "6", "5", "5S", "4", "3", "F", "1"], HANDS[1]))
    legal = GAME.legal_actions(s)
    assert P(["6", "6", "5"], 6) in legal and P(["6", "6", "5", "5S"], 6) in legal
    assert P(["5", "5S"], 5) in legal                         # alone on an empty pile, Mimics are 5s
    assert P(["5"], 6) not in legal
    refused(s, P(["5"], 6), "on an empty pile, Mimic cards played alone count as their own value (5)")
    t = GAME.apply(s, P(["6", "6", "5"], 6))
    assert t.pile[-1] == ("5", 6)                             # it keeps the value it imitated
    assert GAME.view(t, 1)["pile"][-1] == ["5", 6]
    assert GAME.describe(P(["6", "6", "5"], 6), 0, 2) == "Seat 1 lays three 6s on the pile"
    # which of them is a Mimic is what the move caused (a base top "b1" could be one too)
    assert [GAME.describe_event(e, 2) for e in GAME.events(t)] == ["Seat 1 lays two 6s and a Mimic on the pile"]


def test_a_mimic_skip_always_skips_even_when_imitating():
    s = new(hidden=HID3, tops=TOPS3, hands=HANDS3)
    t = GAME.apply(s, P(["6", "6", "5S"], 6))
    assert t.to_move == 2                                     # seat 1 skipped
    assert any(e["event"] == "skip" for e in t.log)


# --- Flush ----------------------------------------------------------------------------------------------

def test_four_of_a_value_across_turns_is_a_flush_and_the_player_plays_again():
    s = new()
    t = GAME.apply(s, P(["3"], 3))                     # seat 0: one 3... (pile 3)
    t = GAME.apply(t, P(["2", "2"], 2))                # seat 1: two 2s
    assert t.to_move == 0
    u = GAME.apply(t, P(["b0"], 2))                    # seat 0: a third 2 from base 0
    assert u.to_move == 1 and GAME.view(u, 1)["pile_run"] == 3
    # seat 1 has no 2 left; use a fresh deal for the classic "two 2s on two 2s"
    s = new(hands=(["2", "2", "6", "4", "4", "3", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2S", "F+"]))
    t = GAME.apply(s, P(["2", "2"], 2))
    before = len(t.pile)
    u = GAME.apply(t, P(["2", "2S"], 2))               # two 2s on two 2s: Flush (the Skip is ignored)
    assert before == 2 and u.pile == [] and u.to_move == 1
    assert sorted(u.discard) == sorted(["2", "2", "2", "2S"])
    assert u.stage is None and not any(e["event"] == "skip" for e in u.log)
    assert any(e["event"] == "flushed" for e in u.log)
    # plays again: any value on the new, empty pile
    assert P(["9", "9", "9S"], 9) in GAME.legal_actions(u)
    assert len(all_cards(u)) == 90


def test_flush_card_alone_on_any_turn():
    s = new()
    t = GAME.apply(s, P(["1"], 1))                     # the pile is a 1: seat 1 may still Flush
    assert {"type": "flush", "card": "F+"} in GAME.legal_actions(t)
    u = GAME.apply(t, {"type": "flush", "card": "F+"})
    assert u.pile == [] and u.to_move == 1 and "F+" in u.discard and "1" in u.discard
    # played onto the pile and discarded with it, on top: the discard shows the Flush Plus played last
    # (review 15: it showed the pile's card, the Flush Plus under it)
    assert u.discard[-2:] == ["1", "F+"] and GAME.view(u, 0)["discard"][-1] == "F+"
    # a save written before (the Flush card under the pile's cards) still matches its replay; other cards do not
    old = dict(GAME.dump(u), discard=["F+", "1"])
    assert GAME.saved_state_matches(GAME.dump(u), old)
    assert not GAME.saved_state_matches(GAME.dump(u), dict(old, discard=["F+", "2"]))
    assert not GAME.saved_state_matches(GAME.dump(u), dict(old, round=2))
    # Flush Plus: every opponent draws one from the stock
    assert GAME.view(u, 0)["hand_counts"][0] == 8 - 1 + 1
    assert GAME.view(u, 0)["stock_count"] == GAME.view(t, 0)["stock_count"] - 1
    refused(u, P(["F+"], 1), "hold")
    refused(t, {"type": "flush", "card": "9"}, "not a Flush card")
    # a plain Flush card on an empty pile: nobody draws, the same player goes on
    v = GAME.apply(s, {"type": "flush", "card": "F"})
    assert v.to_move == 0 and GAME.view(v, 1)["hand_counts"] == [7, 8]
    assert GAME.describe({"type": "flush", "card": "F+"}, 1, 2) == "Seat 2 plays a Flush Plus card"


def test_flush_plus_with_three_seats_and_an_empty_stock():
    hands = (["F+", "6", "5S", "4", "3", "1", "1", "1"], HANDS3[1], HANDS3[2])
    s = new(hidden=HID3, tops=TOPS3, hands=hands)
    t = GAME.apply(s, {"type": "flush", "card": "F+"})
    assert GAME.view(t, 0)["hand_counts"] == [7, 9, 9]
    empty = edit(s, stock=[])
    u = GAME.apply(empty, {"type": "flush", "card": "F+"})
    assert GAME.view(u, 0)["hand_counts"] == [7, 8, 8]
    assert "nobody draws" in u.log[-2]["text"] or any("nobody draws" in e["text"] for e in u.log)


def test_link_flush_counts_links_in_the_top_group_and_takes_no_other_card():
    hands = (["1L", "3L", "9L", "4", "4", "3", "F", "1"], ["7L", "7", "7S", "2", "2", "6", "10L", "F+"])
    s = new(hands=hands, tops=(["2L", "6", "9"], ["10", "10", "7"]))
    legal = GAME.legal_actions(s)
    assert {"type": "link_flush", "cards": ["1L", "3L", "9L", "b0"]} in legal
    assert not any(a["type"] == "link_flush" and len(a["cards"]) < 4 for a in legal)
    refused(s, {"type": "link_flush", "cards": ["1L", "3L", "9L"]}, "needs 4 Links", "make 3")
    refused(s, {"type": "link_flush", "cards": ["1L", "3L", "9L", "4"]}, "only Link cards")
    # Links in the pile's most recent value group count: seat 0 plays 7s? no: seat 1 builds a 7 group
    t = GAME.apply(s, P(["9L"], 9))                         # seat 0: a 9 Link as an ordinary card
    t = GAME.apply(t, P(["7L", "7"], 7))                      # seat 1: two 7s, one a Link
    assert GAME.view(t, 0)["pile_run_links"] == 1
    legal = GAME.legal_actions(t)
    assert {"type": "link_flush", "cards": ["1L", "3L", "b0"]} in legal   # 3 + the 7 Link = 4
    u = GAME.apply(t, {"type": "link_flush", "cards": ["1L", "3L", "b0"]})
    assert u.pile == [] and u.to_move == 0 and u.stage is None
    assert set(["1L", "3L", "2L", "7L", "7", "9L"]) <= set(u.discard)
    assert GAME.describe({"type": "link_flush", "cards": ["1L", "3L", "b0"]}, 0, 2) == \
        "Seat 1 declares a Link Flush with three Links"
    # Link cards alone are ordinary cards otherwise: a Link Flush cannot start a new pile
    assert not any(a["type"] == "pickup" and a["cards"] == ["1L", "3L", "9L", "b0"] for a in legal)


def test_super_flush_gives_a_base_to_the_seat_that_played_before():
    hands = (["3", "3", "3", "5", "5S", "4", "1", "1"], ["3L", "3D", "7", "7", "2", "2", "6", "F+"])
    s = new(hands=hands)
    t = GAME.apply(s, P(["1"], 1))                            # seat 0
    t = GAME.apply(t, {"type": "flush", "card": "F+"})         # seat 1: Flush, plays again
    t = GAME.apply(t, P(["3L", "3D"], 3))                     # seat 1: two 3s
    assert t.to_move == 0
    # seat 0: three 3s and two Mimics (5, 5S) on the two 3s: seven 3s on top
    u = GAME.apply(t, P(["3", "3", "3", "5", "5S"], 3))
    assert u.stage == "super" and u.to_move == 0 and u.pile == []
    assert not any(e["event"] == "skip" for e in u.log)       # the Mimic Skip is used in the Flush
    legal = GAME.legal_actions(u)
    assert {"type": "keep_bases"} in legal and {"type": "give_base", "base": 2} in legal
    refused(u, P(["1"], 1), "Super Flush")
    g = GAME.apply(u, {"type": "give_base", "base": 2})
    assert g.stage is None and g.to_move == 0                  # then plays again
    assert g.bases[0][2] == (None, None)
    assert g.bases[1][3] == ("9", "3")                         # top and hidden card go together
    v1 = GAME.view(g, 1)
    assert v1["bases"][1][3] == {"top": "9", "hidden": True} and v1["held_counts"][1] == 14 - 3 + 2
    assert "b3" in json.dumps(GAME.legal_actions(edit(g, to_move=1)))
    k = GAME.apply(u, {"type": "keep_bases"})
    assert k.stage is None and k.to_move == 0 and len(k.bases[1]) == 3
    assert len(all_cards(g)) == len(all_cards(k)) == 90


def test_super_flush_with_six_links_and_no_previous_player():
    hands = (["1L", "3L", "4L", "5L", "6L", "8L", "F", "1"], HANDS[1])
    s = new(hands=hands)
    t = GAME.apply(s, {"type": "link_flush", "cards": ["1L", "3L", "4L", "5L", "6L", "8L"]})
    # the round's first turn: nobody played before, so there is no base to give and play goes on
    assert t.stage is None and t.to_move == 0
    assert any("Super Flush" in e["text"] for e in t.log)
    t = GAME.apply(new(hands=(["F", "1L", "3L", "4L", "5L", "6L", "8L", "1"], HANDS[1]), first=1),
                   P(["2", "2"], 2))
    u = GAME.apply(t, {"type": "link_flush", "cards": ["1L", "3L", "4L", "5L", "6L", "8L"]})
    assert u.stage == "super" and u.staged == 1


def test_skips_skip_that_many_seats_and_the_turn_can_come_back():
    hands = (["6", "6S", "4S", "4", "3", "1", "1", "1"], HANDS3[1], HANDS3[2])
    s = new(hidden=HID3, tops=TOPS3, hands=hands)
    t = GAME.apply(s, P(["6", "6S"], 6))
    assert t.to_move == 2
    u = GAME.apply(edit(s, hands=[{"4S": 1, "5S": 1, "1": 3, "3": 1, "6": 1, "6S": 1}] + GAME.dump(s)["hands"][1:]),
                   P(["4S", "5S"], 4))                         # the 5 Skip is a Mimic: two Skips
    assert u.to_move == 0                                       # seats 1 and 2 skipped
    two = new()                                                 # two seats: a Skip gives the turn back
    w = GAME.apply(two, P(["6", "6S"], 6))
    assert w.to_move == 0


# --- hidden cards ---------------------------------------------------------------------------------------

def test_hidden_card_only_once_its_top_is_gone_and_first_in_a_turn():
    s = new()
    refused(s, {"type": "hidden", "base": 1}, "still covered")
    assert not any(a["type"] == "hidden" for a in GAME.legal_actions(s))
    t = GAME.apply(s, P(["6", "6", "6S", "b1"], 6))            # the Skip gives seat 0 the turn again
    assert t.to_move == 0
    assert {"type": "hidden", "base": 1} in GAME.legal_actions(t)
    refused(t, {"type": "hidden", "base": 0}, "covered")
    refused(t, P(["b1"], 6), "base 2 has no visible top")
    refused(t, {"type": "hidden", "base": 5}, "no base")
    h = GAME.apply(t, {"type": "hidden", "base": 1})          # the hidden 2 turns up onto the pile
    assert h.stage == "hidden" and h.pile[-1] == ("2", 2) and h.to_move == 0
    assert GAME.view(h, 1)["pile"][-1] == ["2", 2]             # turned up: everyone sees it now
    # one hidden card per turn, and only as the first thing
    refused(h, {"type": "hidden", "base": 1}, "turned up a hidden card")
    legal = GAME.legal_actions(h)
    assert {"type": "declare"} in legal
    assert P(["b0"], 2) in legal                               # a same-value card from base 0
    assert P(["4"], 2) not in legal
    refused(h, P(["4"], 4), "only 2s")
    refused(h, P(["b0"], 3), "count as 2s")
    a = GAME.apply(h, P(["b0"], 2))
    assert a.stage == "hidden" and a.staged == (2, True)
    refused(a, P(["1"], 2), "already added")
    d = GAME.apply(a, {"type": "declare"})
    assert d.stage is None and d.to_move == 1 and GAME.view(d, 1)["pile_run"] == 2
    assert GAME.describe({"type": "hidden", "base": 1}, 0, 2) == "Seat 1 turns up the hidden card of base 2"


def test_turned_card_that_completes_a_flush():
    s = new()
    t = GAME.apply(s, P(["6", "6", "6S", "b1"], 6))           # Flush: four 6s; seat 0 plays again
    assert t.pile == [] and t.to_move == 0
    t = GAME.apply(t, P(["b0"], 2))                            # seat 0: base 0's 2
    t = GAME.apply(t, P(["2", "2"], 2))                        # seat 1: two more 2s
    h = GAME.apply(t, {"type": "hidden", "base": 1})           # base 1's hidden card is a 2
    assert h.stage == "hidden" and GAME.view(h, 0)["pile_run"] == 4
    assert GAME.legal_actions(h) == [{"type": "declare"}]      # no 2 or Mimic left to add, no Links
    d = GAME.apply(h, {"type": "declare"})
    assert d.pile == [] and d.to_move == 0 and d.stage is None  # Flush: seat 0 plays again
    assert GAME.view(d, 1)["discard"].count("2") == 4


def test_link_flush_after_a_turned_link():
    hid = (["1", "2L", "3"], ["8", "8", "8"])
    tops = (["2", "6", "9"], ["10", "10", "7"])
    hands = (["6", "6", "6S", "3L", "1L", "4L", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])
    s = new(hidden=hid, tops=tops, hands=hands)
    t = GAME.apply(s, P(["6", "6", "6S", "b1"], 6))
    h = GAME.apply(t, {"type": "hidden", "base": 1})           # turns up the 2 Link
    legal = GAME.legal_actions(h)
    lf = {"type": "link_flush", "cards": ["1L", "3L", "4L"]}
    assert lf in legal                                         # the turned Link counts: 3 + 1
    u = GAME.apply(h, lf)
    assert u.pile == [] and u.stage is None and u.to_move == 0


def test_turned_card_higher_than_the_pile_starts_the_adjacent_pile_and_picks_up():
    hid = (["1", "9", "3"], ["8", "8", "8"])
    tops = (["2", "6", "9"], ["10", "10", "7"])
    hands = (["6", "6", "6S", "4", "3", "9L", "F", "1"], ["9", "9S", "7", "7", "2", "2", "1", "F+"])
    s = new(hidden=hid, tops=tops, hands=hands)
    t = GAME.apply(s, P(["6", "6", "6S", "b1"], 6))           # Flush; seat 0 again
    t = GAME.apply(t, P(["4"], 4))
    t = GAME.apply(t, P(["1"], 1))                             # seat 1: a 1
    h = GAME.apply(t, {"type": "hidden", "base": 1})           # the hidden 9 is higher than 1
    assert h.stage == "hidden_pickup" and h.adjacent == [("9", 9)] and h.pile == [("4", 4), ("1", 1)]
    v = GAME.view(h, 1)
    assert v["adjacent"] == [["9", 9]] and v["pile"] == [["4", 4], ["1", 1]]
    legal = GAME.legal_actions(h)
    assert P(["9L", "b2"], 9) in legal and {"type": "declare"} in legal
    assert not any(a["type"] == "link_flush" for a in legal)
    refused(h, {"type": "link_flush", "cards": ["9L"]}, "Link Flush cannot start the new pile")
    a = GAME.apply(h, P(["9L", "b2"], 9))
    assert a.adjacent == [("9", 9), ("9L", 9), ("9", 9)]
    d = GAME.apply(a, {"type": "declare"})
    assert d.pile == [("9", 9), ("9L", 9), ("9", 9)] and d.adjacent == []
    assert hand(d, 0).count("4") == 1 and "1" in hand(d, 0)    # took the old pile
    assert d.to_move == 1
    assert len(all_cards(d)) == 90


def test_hidden_flush_card_is_a_flush():
    hid = (["1", "F+", "3"], ["8", "8", "8"])
    s = new(hidden=hid)
    t = GAME.apply(s, P(["6", "6", "6S", "b1"], 6))
    u = GAME.apply(t, {"type": "hidden", "base": 1})
    assert u.stage is None and u.to_move == 0 and u.pile == []
    assert GAME.view(u, 0)["hand_counts"][1] == 9              # Flush Plus: seat 1 drew


# --- pick up --------------------------------------------------------------------------------------------

def test_pickup_starts_a_new_pile_higher_and_takes_the_old_one():
    s = new()
    t = GAME.apply(s, P(["3"], 3))
    legal = GAME.legal_actions(t)
    assert {"type": "pickup", "cards": ["7", "7"]} in legal
    assert {"type": "pickup", "cards": ["9", "9", "9S"]} in legal
    refused(t, {"type": "pickup", "cards": ["2"]}, "higher than the pile's 3")
    refused(t, {"type": "pickup", "cards": ["F+"]}, "Flush cards cannot start a new pile")
    refused(t, {"type": "pickup", "cards": ["7", "9"]}, "one value")
    refused(s, {"type": "pickup", "cards": ["6"]}, "pile is empty")
    u = GAME.apply(t, {"type": "pickup", "cards": ["9", "9", "9S"]})
    assert u.pile == [("9", 9), ("9", 9), ("9S", 9)]
    assert "3" in hand(u, 1) and GAME.view(u, 0)["hand_counts"][1] == 8 - 3 + 1
    assert u.to_move == 1                                      # the Skip skipped seat 0
    assert GAME.describe({"type": "pickup", "cards": ["9", "9"]}, 1, 2) == \
        "Seat 2 starts a new pile with two 9s and picks up the old pile"


def test_pickup_with_four_is_a_flush_and_plays_again():
    hands = (["6", "6", "6S", "4", "4", "3", "F", "1"], ["9", "9", "9S", "9L", "7", "2", "2", "F+"])
    s = new(hands=hands)
    t = GAME.apply(s, P(["4", "4"], 4))
    u = GAME.apply(t, {"type": "pickup", "cards": ["9", "9", "9S", "9L"]})
    assert u.pile == [] and u.to_move == 1 and hand(u, 1).count("4") == 2
    assert set(["9", "9S", "9L"]) <= set(u.discard)


# --- end of a round, scores, formats -----------------------------------------------------------------------

GO_OUT_HID = (["4D", "F", "F"], ["8", "8", "8"])
GO_OUT_TOPS = (["F", "F", "F+"], ["10", "10", "7"])
GO_OUT_HANDS = (["6", "6", "6", "6", "4", "4", "4", "F"], ["9", "9", "9S", "5", "5S", "2", "2", "1"])


def go_out(s):
    """Seat 0 sheds all 14 cards in one long turn; the last declaration holds a Deduction 4."""
    s = play(s, P(["6", "6", "6", "6"], 6), {"type": "flush", "card": "b0"}, {"type": "flush", "card": "b1"},
             {"type": "flush", "card": "b2"}, {"type": "flush", "card": "F"}, {"type": "hidden", "base": 1},
             {"type": "hidden", "base": 2}, {"type": "hidden", "base": 0})
    assert s.stage == "hidden" and s.to_move == 0
    s = GAME.apply(s, P(["4", "4", "4"], 4))
    return GAME.apply(s, {"type": "declare"})


def test_round_ends_when_a_seat_holds_nothing_and_the_others_score():
    s = new(hidden=GO_OUT_HID, tops=GO_OUT_TOPS, hands=GO_OUT_HANDS, mimic="5", stock=["10D"])
    before = go_out(s)
    r = before.rounds[-1]
    assert r["winner"] == 0 and r["round"] == 1
    # seat 1 held: 9 9 9S (3 each), 5 5S (Mimics: 2 x3 each), 2 2 1 (1 each), tops 10 10 7, hidden 8 8 8
    # and the 10D drawn from the Flush Plus: 9 + 12 + 3 + 3+3+2 + 9 + 3 = 44
    assert r["points"][1] == 44
    assert r["deduction"] == 5 and r["points"][0] == 0        # never below zero
    assert before.scores == [0, 44]
    # elimination at 30: seat 1 is out, seat 0 is the last seat in
    assert before.out == [False, True]
    res = GAME.result(before)
    assert res["over"] and res["winners"] == [0] and GAME.legal_actions(before) == []
    assert "Seat 1 wins" in res["summary"]


def test_deduction_on_the_last_turn_subtracts_value_plus_one():
    s = new(hidden=GO_OUT_HID, tops=GO_OUT_TOPS, hands=GO_OUT_HANDS, mimic="5", stock=["10D"],
            elimination_at=100)
    s = edit(s, scores=[12, 3])
    t = go_out(s)
    assert t.scores[0] == 12 - 5 and t.scores[1] == 3 + 44
    assert t.round == 2 and t.to_move == 0                     # the winner starts the next round
    assert t.stage in (None, "swap") and len(all_cards(t)) == 90
    s = edit(s, scores=[3, 3])
    assert go_out(s).scores[0] == 0                            # never below zero


def test_mimic_held_counts_triple_and_hidden_cards_count():
    s = new()
    assert GAME.held_points(s, 1) == 3 + 3 + 3 + 2 + 2 + 1 + 1 + 5 + 3 + 3 + 2 + 3 * 3
    s2 = new(mimic="9")
    # with Mimic 9, seat 1's three 9s count 9 each
    assert GAME.held_points(s2, 1) == GAME.held_points(s, 1) + 3 * 6


def test_arena_five_rounds_fifth_double_lowest_total_wins():
    s = new(hidden=GO_OUT_HID, tops=GO_OUT_TOPS, hands=GO_OUT_HANDS, mimic="5", stock=["10D"],
            format="arena")
    t = go_out(s)
    assert t.round == 2 and t.out == [False, False] and t.scores == [0, 44]
    # the fifth round counts double
    s5 = edit(s, round=5, scores=[10, 20])
    u = go_out(s5)
    assert u.rounds[-1]["double"] and u.rounds[-1]["points"][1] == 88
    assert u.scores == [0, 108]                               # the Deduction counts double too: 10-10
    res = GAME.result(u)
    assert res["over"] and res["winners"] == [0] and u.to_move is None
    assert "lowest total" in res["summary"]


def test_elimination_multi_round_skips_seats_that_are_out():
    hands3 = (GO_OUT_HANDS[0], GO_OUT_HANDS[1], ["7"] * 4 + ["3"] * 4)
    hid3 = (GO_OUT_HID[0], GO_OUT_HID[1], ["2", "2", "2"])
    tops3 = (GO_OUT_TOPS[0], GO_OUT_TOPS[1], ["1", "1", "1"])
    s = new(hidden=hid3, tops=tops3, hands=hands3, mimic="5", stock=["10D", "10S"])
    t = go_out(s)
    # the Flush Plus gave the 10D to seat 1 and the 10S to seat 2: seat 1 scores 44 and is out,
    # seat 2 scores 3 (hidden 2s) + 3 (1s) + 8 (7s) + 4 (3s) + 3 (10S) = 21 and plays on
    assert t.rounds[-1]["points"] == [0, 44, 21]
    assert t.out == [False, True, False]
    assert t.round == 2 and t.to_move == 0 and t.winners is None
    assert t.bases[1] == [] and t.hands[1] == {}              # seat 1 is dealt nothing
    assert GAME.view(t, 0)["held_counts"] == [14, 0, 14]
    # play goes on between seats 0 and 2 only
    seen = set()
    st = t
    for _ in range(60):
        if st.to_move is None or st.round != 2:
            break
        seen.add(st.to_move)
        st = GAME.apply(st, GAME.legal_actions(st)[0])
    assert 1 not in seen


def test_elimination_ranks_by_how_long_a_seat_stayed_in_then_by_lower_total():
    """Rulings: the later out, the better; ties by lower total (review 15: a seat out after round 2 with 33
    was ranked above one that lasted to round 4 with 35)."""
    from quash_table.ui.chrome import places, standings
    hands3 = (GO_OUT_HANDS[0], GO_OUT_HANDS[1], ["7"] * 4 + ["3"] * 4)
    hid3 = (GO_OUT_HID[0], GO_OUT_HID[1], ["2", "2", "2"])
    tops3 = (GO_OUT_TOPS[0], GO_OUT_TOPS[1], ["1", "1", "1"])
    t = go_out(new(hidden=hid3, tops=tops3, hands=hands3, mimic="5", stock=["10D", "10S"]))
    assert t.out == [False, True, False] and t.scores == [0, 44, 21]
    later = dict(t.rounds[-1], round=2, points=[0, 0, 29], out=[2])
    end = edit(t, scores=[0, 44, 50], out=[False, True, True], rounds=t.rounds + [later], winners=[0],
               to_move=None)
    res = GAME.result(end)
    assert res["over"] and res["winners"] == [0]
    assert res["places"] == [1, 3, 2]                # seat 2 lasted longer than seat 1, though it holds more
    order = standings(GAME, res)
    assert order == [0, 2, 1] and places(GAME, res, order) == {0: 1, 2: 2, 1: 3}
    # out in the same round: the lower total is better; the same total shares the place
    both = dict(t.rounds[-1], out=[1, 2])
    res = GAME.result(edit(t, scores=[0, 44, 40], out=[False, True, True], rounds=[both], winners=[0]))
    assert res["places"] == [1, 3, 2]
    res = GAME.result(edit(t, scores=[0, 40, 40], out=[False, True, True], rounds=[both], winners=[0]))
    assert res["places"] == [1, 2, 2]
    # arena ranks by the totals alone
    assert "places" not in GAME.result(edit(end, options=dict(GAME.dump(end)["options"], format="arena")))


# --- views, counts, words ----------------------------------------------------------------------------------

def test_views_show_counts_and_own_hand_only():
    s = new()
    v = GAME.view(s, 1)
    assert v["hand"] == sorted(HANDS[1], key=R.ORDER.get)
    spectator = GAME.view(s, None)
    assert spectator["hand"] is None and spectator["hand_counts"] == [8, 8]
    assert "F+" not in set(leaves(GAME.view(s, 0)))           # seat 1's Flush Plus is not shown to seat 0
    assert "F+" in set(leaves(GAME.view(s, 1)))
    with pytest.raises(IllegalAction):
        GAME.view(s, 2)


def test_apply_never_mutates_and_dump_load_round_trip():
    s = new()
    d = GAME.dump(s)
    t = GAME.apply(s, P(["6", "6", "6S", "b1"], 6))
    assert GAME.dump(s) == d
    again = GAME.load(json.loads(json.dumps(GAME.dump(t))))
    assert GAME.dump(again) == GAME.dump(t)
    assert GAME.legal_actions(again) == GAME.legal_actions(t)


def test_describe_words():
    assert GAME.describe(P(["6", "6", "6"], 6), 1, 3) == "Seat 2 lays three 6s on the pile"
    assert GAME.describe(P(["10"], 10), 0, 3) == "Seat 1 lays a 10 on the pile"
    assert GAME.describe({"type": "declare"}, 2, 3) == "Seat 3 declares the turned card"
    assert GAME.describe({"type": "declare", "as": 8}, 2, 3) == "Seat 3 declares the turned Mimic as an 8"
    assert GAME.describe({"type": "give_base", "base": 0}, 2, 3) == "Seat 3 gives base 1 to the previous player"
    assert GAME.describe({"type": "keep_bases"}, 2, 3) == "Seat 3 keeps every base"


def test_wrong_kind_of_move_for_the_moment():
    s = new()
    refused(s, {"type": "declare"}, "nothing to declare")
    refused(s, {"type": "give_base", "base": 0}, "only right after your Super Flush")
    refused(s, {"type": "keep_bases"}, "no")
    refused(s, {"type": "swap_mimic", "card": "6"}, "Mimic swap")
    refused(s, {"type": "dance"}, "not a move in Flush")
    refused(s, {"type": "play", "cards": [], "as": 6}, "at least one card")
    refused(s, {"type": "play", "cards": ["Q"], "as": 6}, "not a Flush card code")
    refused(s, {"type": "play", "cards": ["b1", "b1"], "as": 6}, "named twice")
    refused(s, {"type": "play", "cards": ["6"], "as": True}, "must be the group's value")


def cap_state(own):
    """Seat 0 holds many 6s and many Mimics (5) of a bigger custom deck: past GROUP_CAP choices."""
    d = good_deck()
    for e in d["values"]:
        if e["value"] in (5, 6):
            e.update(plain=8, skip=3, link=3, deduction=3)
    s = new(deck=d)
    hands = GAME.dump(s)["hands"]
    hands[0] = dict(own, **{"5": 5, "5S": 3, "5L": 3, "5D": 3})
    return edit(s, hands=hands)


def test_canonical_form_past_the_cap_mimics_by_count():
    # hand 6 6 6 6S 6L and base 1's top 6: 32 own choices x 384 Mimic choices > GROUP_CAP
    s = cap_state({"6": 3, "6S": 1, "6L": 1})
    legal = [a for a in GAME.legal_actions(s) if a["type"] == "play" and a["as"] == 6]
    assert len(legal) == 31 * 15                    # own (any but none) x Mimics by count (0 to 14)
    assert P(["6", "5"], 6) in legal and P(["6S", "5", "5", "5", "5", "5", "5S"], 6) in legal
    assert P(["6", "5D"], 6) not in legal           # a Mimic Deduction before the plain Mimics
    refused(s, P(["6", "5D"], 6), "table's order")
    GAME.apply(s, P(["6", "5"], 6))
    # the Mimic value's own groups are not capped: every multiset of 5s
    assert P(["5D"], 5) in GAME.legal_actions(s)


def test_canonical_form_past_the_cap_own_cards_by_count_too():
    s = cap_state({"6": 8, "6S": 3, "6L": 3, "6D": 3})
    legal = [a for a in GAME.legal_actions(s) if a["type"] == "play" and a["as"] == 6]
    assert len(legal) == 18 * 15                    # 1 to 18 own cards by count x 0 to 14 Mimics
    assert P(["5", "b1"], 6) in legal and P(["6", "6", "b1"], 6) in legal
    assert P(["6"], 6) not in legal                 # the base top comes first
    assert P(["6", "6S", "b1"], 6) not in legal     # then plain 6s before Skips
    refused(s, P(["6"], 6), "table's order")


def test_the_summary_of_a_game_under_way_names_each_seats_points():
    # a chart caption read "Round 1: scores 0, 0": whose is which? (boards turn "Seat N" into names)
    s = GAME.new_state(3, seed=2)
    summary = GAME.result(s)["summary"]
    assert summary.startswith("Round 1") and "Seat 1: 0, Seat 2: 0, Seat 3: 0" in summary    # session 26: "name: count"


# --- a lone Mimic takes the pile's value (issue 20) ----------------------------------------------------------

def test_the_sheets_example_a_mimic_5_onto_three_6s_makes_four_6s_a_flush():
    hands = (["5", "9", "9", "4", "4", "3", "F", "1"], ["6", "6", "6L", "7", "7", "2", "2", "F+"])
    s = new(hands=hands, first=1)
    t = GAME.apply(s, P(["6", "6", "6L"], 6))                 # seat 2: three 6s
    legal = GAME.legal_actions(t)
    assert P(["5"], 6) in legal and P(["5"], 5) in legal      # the pile's value, or its own
    u = GAME.apply(t, P(["5"], 6))
    assert u.pile == [] and u.to_move == 0 and u.stage is None     # four 6s: Flush, play again
    assert u.discard == ["6", "6", "6L", "5"]
    assert any(e["event"] == "flushed" and "four 6s" in e["text"] for e in u.log)
    own = GAME.apply(t, P(["5"], 5))                           # as its own value: a 5 on the 6s
    assert own.pile[-1] == ("5", 5) and own.to_move == 1
    refused(t, P(["5"], 4), "own value (5) or as the pile's top value (6), not 4")


def test_lone_mimics_take_the_pile_value_even_when_their_own_is_higher():
    # Mimic 5 onto a 3: as 5 it can only start a new pile; as the pile's 3 it is a play
    hands = (["5", "5S", "9", "4", "4", "6", "F", "1"], ["3", "7", "7", "2", "2", "6", "6", "F+"])
    s = new(hands=hands, first=1)
    t = GAME.apply(s, P(["3"], 3))
    legal = GAME.legal_actions(t)
    assert P(["5", "5S"], 3) in legal and P(["5"], 3) in legal and P(["5S"], 3) in legal
    assert {"type": "pickup", "cards": ["5", "5S"]} in legal and P(["5"], 5) not in legal
    refused(t, P(["5"], 5), "cannot go on the pile's 3")
    u = GAME.apply(t, P(["5S", "5"], 3))                       # any order; canonical on the pile
    assert u.pile == [("3", 3), ("5", 3), ("5S", 3)]
    assert u.to_move == 0                                      # the Mimic Skip still skips seat 2
    assert GAME.view(u, 1)["pile_run"] == 3


def hidden_mimic_table(pile_cards):
    """Seat 0 flushes with base 1's 6 (freeing its hidden card, a 5: the Mimic), plays base 2's 9, and
    seat 1 answers with `pile_cards` (as their value); seat 0 then turns up the hidden Mimic."""
    hid = (["1", "5", "3"], ["8", "8", "8"])
    hands = (["6", "6", "6S", "4", "3", "3", "F", "1"], ["6", "6", "6L", "3", "3", "2", "2", "F+"])
    s = new(hidden=hid, hands=hands)
    t = play(s, P(["6", "6", "6S", "b1"], 6), P(["b2"], 9), P(pile_cards, R.VALUE[pile_cards[0]]))
    assert t.to_move == 0
    return t, GAME.apply(t, {"type": "hidden", "base": 1})


def test_a_turned_hidden_mimic_may_take_the_pile_value_and_make_the_flush():
    _, h = hidden_mimic_table(["6", "6", "6L"])
    assert h.stage == "hidden" and h.pile[-1] == ("5", 5)      # on the pile as its own 5 for now
    legal = GAME.legal_actions(h)
    assert {"type": "declare"} in legal and {"type": "declare", "as": 6} in legal
    assert GAME.view(h, 0)["staged"]["mimic_as"] == 6
    d = GAME.apply(h, {"type": "declare", "as": 6})
    assert d.pile == [] and d.to_move == 0 and "5" in d.discard     # four 6s: Flush, play again
    assert any(e["event"] == "declare" and "one 6 (with one Mimic)" in e["text"] for e in d.log)
    assert any(e["event"] == "flushed" and "four 6s on top" in e["text"] for e in d.log)
    own = GAME.apply(h, {"type": "declare"})                    # its own value: a 5 on the 6s
    assert own.pile[-1] == ("5", 5) and own.to_move == 1
    refused(h, {"type": "declare", "as": 7}, "its own 5", "the pile's 6", "not 7")
    refused(h, {"type": "declare", "as": 6, "cards": []}, "declare takes nothing else")


def test_a_turned_hidden_mimic_higher_than_the_pile_may_join_it_instead_of_picking_up():
    _, h = hidden_mimic_table(["3", "3"])
    assert h.stage == "hidden_pickup" and h.adjacent == [("5", 5)]
    legal = GAME.legal_actions(h)
    assert {"type": "declare", "as": 3} in legal and P(["3"], 3) in legal and P(["3", "3"], 3) in legal
    d = GAME.apply(h, {"type": "declare", "as": 3})             # joins the 3s: no pickup
    assert d.adjacent == [] and d.pile[-3:] == [("3", 3), ("3", 3), ("5", 3)] and d.to_move == 1
    assert sorted(hand(d, 0)) == sorted(hand(h, 0))             # nothing taken
    a = GAME.apply(h, P(["3"], 3))                              # or add a 3 to it: four 3s
    assert a.stage == "hidden" and a.adjacent == [] and GAME.view(a, 0)["pile_run"] == 4
    assert GAME.legal_actions(a)[-1] == {"type": "declare"}
    f = GAME.apply(a, {"type": "declare"})
    assert f.pile == [] and f.to_move == 0                      # Flush
    refused(h, P(["4"], 3), "only 3s and Mimics (5s) may join your turned Mimic as a 3")
    p = GAME.apply(h, {"type": "declare"})                      # or its own 5: the pickup, as before
    assert p.pile == [("5", 5)] and "3" in hand(p, 0)


def test_a_turned_card_that_is_no_mimic_has_no_choice():
    hid = (["1", "4", "3"], ["8", "8", "8"])
    hands = (["6", "6", "6S", "4", "3", "3", "F", "1"], ["6", "6", "6L", "3", "3", "2", "2", "F+"])
    s = new(hidden=hid, hands=hands)
    t = play(s, P(["6", "6", "6S", "b1"], 6), P(["b2"], 9), P(["6", "6", "6L"], 6))
    h = GAME.apply(t, {"type": "hidden", "base": 1})            # a 4 (the Mimic is 5)
    assert not any(a.get("as") == 6 for a in GAME.legal_actions(h))
    assert GAME.view(h, 0)["staged"]["mimic_as"] is None
    refused(h, {"type": "declare", "as": 6}, "counts as itself")
    refused(h, P(["4"], 6), "count as 4s")


# --- the limit of rounds (arena) and deduction amounts ------------------------------------------------------

def test_arena_rounds_and_double_last_are_options():
    base = dict(hidden=GO_OUT_HID, tops=GO_OUT_TOPS, hands=GO_OUT_HANDS, mimic="5", stock=["10D"],
                format="arena")
    s = new(rounds=2, **base)
    t = go_out(s)
    assert t.round == 2 and not t.rounds[-1]["double"] and t.to_move is not None
    u = go_out(edit(s, round=2, scores=[10, 20]))              # the second and last round counts double
    assert u.rounds[-1]["double"] and u.scores == [0, 108] and u.to_move is None
    assert "after 2 rounds" in GAME.result(u)["summary"]
    flat = go_out(edit(new(rounds=2, double_last=False, **base), round=2, scores=[10, 20]))
    assert not flat.rounds[-1]["double"] and flat.scores == [5, 64] and flat.winners == [0]
    one = go_out(new(rounds=1, **base))
    assert one.winners == [0] and one.rounds[-1]["double"]
    v = GAME.view(s, 0)
    assert v["arena_rounds"] == 2 and v["double_last"] is True


def test_a_dump_leaves_the_later_options_out_at_their_default():
    # saves written before `rounds` and `double_last` existed hold no such keys; their replay must dump
    # the same state, so a dump writes them only when they differ from the default
    s = new()
    assert set(GAME.dump(s)["options"]) == {"format", "elimination_at", "first", "deck"}
    d = GAME.dump(new(rounds=3, double_last=False))
    assert d["options"]["rounds"] == 3 and d["options"]["double_last"] is False
    old = json.loads(json.dumps(GAME.dump(new(format="arena"))))
    loaded = GAME.load(old)
    assert loaded.options["rounds"] == 5 and loaded.options["double_last"] is True
    assert GAME.dump(loaded) == old


def test_the_deck_may_give_a_deduct_amount_per_value():
    d = good_deck()
    d["values"][3]["deduct"] = 9                                # a Deduction 4 takes 9 off
    d["values"][0]["deduct"] = 2                                # the default, written out
    comp = R.check_deck(d)
    assert comp["values"][3]["deduct"] == 9 and "deduct" not in comp["values"][0]
    assert R.check_deck(good_deck()) == R.default_composition()
    s = new(hidden=GO_OUT_HID, tops=GO_OUT_TOPS, hands=GO_OUT_HANDS, mimic="5", stock=["10D"],
            elimination_at=100, deck=d)
    t = go_out(edit(s, scores=[12, 3]))
    assert t.rounds[0]["deduction"] == 9 and t.scores[0] == 3
    assert GAME.view(t, 0)["deduct"][3] == 9
    for bad, words in [(-1, "0 to 50"), ("lots", "whole number"), (True, "whole number")]:
        d["values"][3]["deduct"] = bad
        with pytest.raises(IllegalAction) as e:
            R.check_deck(d)
        assert "the deduct amount of value 4" in str(e.value) and words in str(e.value)


def test_the_example_save_written_before_the_new_options_still_replays():
    from quash_table.engine.saves import load_match
    path = asset_path("flush_deck.json").parent.parent / "saves" / "flush-example.json"
    raw = json.loads(path.read_text())
    assert "rounds" not in raw["options"] and "rounds" not in raw["state"]["options"]
    m = load_match(path)                       # replays every move and compares the stored state
    assert m.options["rounds"] == 5 and m.options["double_last"] is True


def test_a_hint_is_advice_to_you_not_a_log_line():
    # the hint read "Hint: You declare a 1" and "You play a Flush card": it says what to do
    assert GAME.describe_hint(P(["1"], 1), 0, 3) == "lay a 1 on the pile"
    # (its cards' kinds named as a hinted lay's, session 44: it said "two 9s")
    assert GAME.describe_hint({"type": "pickup", "cards": ["9", "9L"]}, 0, 3) == \
        "start a new pile with two 9s (one a Link) and pick up the old one"
    assert GAME.describe_hint({"type": "flush", "card": "b2"}, 0, 3) == "play the Flush card on your base 3"
    assert GAME.describe_hint({"type": "declare", "as": 6}, 0, 3) == "declare the turned Mimic as a 6"
    assert GAME.describe_hint({"type": "hidden", "base": 0}, 0, 3) == "turn up the hidden card of your base 1"
    assert GAME.describe_hint({"type": "swap_mimic", "card": "b1"}, 0, 3) == \
        "swap the top card of your base 2 for the Flush card turned as the Mimic"
    assert GAME.describe_hint({"type": "nonsense"}, 0, 3) is None
