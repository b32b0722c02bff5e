"""Quadruple War (assets/rules/quadwar.md) on stacked decks: the deal, bidding, following suit with jokers,
the spade-lead rule, trick winners, scoring, bags, the target and its ties, options, views, words."""

import json

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game
from quash_table.games.quadwar import machine, rules
from quash_table.games.quadwar.rules import DECK_CODES, INT_OF, TRICKS, do_bid, do_play, trick_winner_index

from .contract_checks import assert_refused

G = get_game("quadwar")

# A 4-seat deal (52 cards: no 2C, 2D). Dealer 3, so seat 0 is dealt first and leads.
HANDS4 = [
    ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "2S", "3S", "4S", "3C", "4C", "5C"],
    ["7H", "6H", "5H", "4H", "3H", "2H", "5S", "6S", "7S", "8S", "6C", "7C", "8C"],
    ["BJ", "9C", "AS", "KS", "QS", "JS", "10S", "9S", "3D", "4D", "5D", "6D", "7D"],
    ["LJ", "8D", "9D", "10D", "JD", "QD", "KD", "AD", "10C", "JC", "QC", "KC", "AC"],
]


def stack(hands, dealer, seats=None):
    """The stacked deck that deals `hands` (the first cards of each seat, in the order received) one
    card at a time clockwise from the dealer's left. Where a seat's list is shorter, the unused cards
    of the deck fill in, in deck order; every card is placed, so the deal is fully fixed."""
    n = seats or len(hands)
    hands = list(hands) + [[]] * (n - len(hands))
    named = {c for h in hands for c in h}
    pool = [c for c in DECK_CODES[n] if c not in named]
    first = (dealer + 1) % n
    out = []
    for r in range(TRICKS[n]):
        for k in range(n):
            seat = (first + k) % n
            out.append(hands[seat][r] if r < len(hands[seat]) else pool.pop(0))
    assert not pool
    return out


def new4(**options):
    opts = {"dealer": 3}
    opts.update(options)
    return G.new_state(4, seed=5, options=opts, stacked=stack(HANDS4, 3))


def bid_all(state, bids):
    for b in bids:
        state = G.apply(state, {"type": "bid", "tricks": b})
    return state


def play(state, *codes):
    for c in codes:
        state = G.apply(state, {"type": "play", "card": c})
    return state


def refused_with(state, action, words):
    with pytest.raises(IllegalAction) as e:
        G.apply(state, action)
    assert words in str(e.value), str(e.value)
    assert_refused(G, state, action)


def hand_of(state, seat):
    return G.view(state, seat)["hand"]


def playing(s):
    """A state with the bidding done: seat order from the dealer's left, all bid 1."""
    return bid_all(s, [1] * s.seats)


# --- deck, deal and dealer -------------------------------------------------------------------------
@pytest.mark.parametrize("seats,tricks,removed", [
    (2, 26, {"2C", "2D"}), (3, 18, set()), (4, 13, {"2C", "2D"}), (5, 10, {"2S", "2H", "2D", "2C"})])
def test_deck_and_trick_counts(seats, tricks, removed):
    assert TRICKS[seats] == tricks
    s = G.new_state(seats, seed=3)
    hands = [hand_of(s, i) for i in range(seats)]
    assert [len(h) for h in hands] == [tricks] * seats
    everything = [c for h in hands for c in h]
    assert len(set(everything)) == len(everything) == tricks * seats
    full = {r + su for su in "SHDC" for r in ("2 3 4 5 6 7 8 9 10 J Q K A".split())} | {"BJ", "LJ"}
    assert set(everything) == full - removed
    assert G.view(s, 0)["tricks_per_hand"] == tricks
    legal = G.legal_actions(s)
    assert legal == [{"type": "bid", "tricks": k} for k in range(1, tricks + 1)]


def test_stacked_deal_goes_one_at_a_time_from_the_dealers_left():
    s = new4()
    for seat in range(4):
        assert set(hand_of(s, seat)) == set(HANDS4[seat])
    # dealer 1: the first stacked card goes to seat 2
    s = G.new_state(4, options={"dealer": 1}, stacked=["AH", "KH", "QH", "JH", "10H"])
    assert "AH" in hand_of(s, 2) and "KH" in hand_of(s, 3) and "QH" in hand_of(s, 0)
    assert "JH" in hand_of(s, 1) and "10H" in hand_of(s, 2)
    assert s.to_move == 2                      # the dealer's left bids first


def test_stacked_deck_refuses_foreign_and_repeated_cards():
    with pytest.raises(IllegalAction, match="2C"):
        G.new_state(4, stacked=["AS", "2C"])
    with pytest.raises(IllegalAction, match="2H"):
        G.new_state(5, stacked=["2H"])
    with pytest.raises(IllegalAction, match="more often"):
        G.new_state(3, stacked=["AS", "AS"])
    with pytest.raises(IllegalAction):
        G.new_state(3, stacked=["1S"])
    G.new_state(3, stacked=["2C", "2D", "BJ"])          # 3 seats keep every card


def test_first_dealer_is_drawn_with_the_rng_not_from_the_stacked_deck():
    dealers = {G.new_state(4, seed=seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    stacked = stack(HANDS4, 3)
    # same seed, with or without a stacked deck: the same dealer
    for seed in range(10):
        assert G.new_state(4, seed=seed, stacked=stacked).dealer == G.new_state(4, seed=seed).dealer
    assert G.new_state(4, seed=9, options={"dealer": 2}).dealer == 2
    # the same seed replays the same game
    assert G.dump(G.new_state(5, seed=77)) == G.dump(G.new_state(5, seed=77))


# --- bidding ---------------------------------------------------------------------------------------
def test_one_round_of_bids_from_the_dealers_left_no_pass():
    s = new4(dealer=1)
    assert s.to_move == 2
    for bad in ({"type": "bid", "tricks": 0}, {"type": "bid", "tricks": 14},
                {"type": "bid", "tricks": "4"}, {"type": "bid", "tricks": True}, {"type": "bid"},
                {"type": "pass"}):
        assert_refused(G, s, bad)
    refused_with(s, {"type": "bid", "tricks": 0}, "between 1 and 13")
    refused_with(s, {"type": "play", "card": hand_of(s, 2)[0]}, "bid first")
    order = []
    for b in (4, 3, 2, 1):
        order.append(s.to_move)
        s = G.apply(s, {"type": "bid", "tricks": b})
    assert order == [2, 3, 0, 1]
    assert G.view(s, 0)["bids"] == [2, 1, 4, 3]
    assert G.view(s, 0)["phase"] == "play"
    assert s.to_move == 2                      # the dealer's left leads the first trick
    refused_with(s, {"type": "bid", "tricks": 2}, "bidding is over")
    assert all(a["type"] == "play" for a in G.legal_actions(s))


# --- following suit, jokers, trick winners -----------------------------------------------------------
def test_follow_suit_and_a_joker_follows_spades():
    s = playing(new4())
    assert s.to_move == 0
    s = play(s, "AH")
    refused_with(s, {"type": "play", "card": "6C"}, "you must follow hearts: you hold the 2, the 3, the 4, the 5, the 6 and the 7 of hearts")
    assert {a["card"] for a in G.legal_actions(s)} == {"2H", "3H", "4H", "5H", "6H", "7H"}
    s = play(s, "2H")
    # seat 2 has no hearts: anything goes, a trump or a discard
    assert len(G.legal_actions(s)) == 13
    s = play(s, "9S", "8D")
    v = G.view(s, 0)
    assert v["won"] == [0, 0, 1, 0] and v["tricks"][0]["winner"] == 2     # the 9S trump beats AH
    assert v["spades_broken"] is True
    # seat 2 leads AS; seat 3's only spade is the little joker, so it must play it
    s = play(s, "AS")
    refused_with(s, {"type": "play", "card": "10C"}, "you must follow spades (a joker counts as a spade): you hold the little joker")
    assert G.legal_actions(s) == [{"type": "play", "card": "LJ"}]
    s = play(s, "LJ", "2S", "5S")
    v = G.view(s, 1)
    assert v["tricks"][1]["winner"] == 3 and v["won"] == [0, 0, 1, 1]     # LJ beats AS
    assert s.to_move == 3                                                  # the winner leads


def test_a_joker_does_not_follow_hearts():
    s = playing(G.new_state(4, options={"dealer": 3}, stacked=stack([["AH"], ["BJ", "2H"]], 3, 4)))
    s = play(s, "AH")
    legal = [a["card"] for a in G.legal_actions(s)]
    assert "2H" in legal and all(c.endswith("H") for c in legal)
    refused_with(s, {"type": "play", "card": "BJ"}, "you must follow hearts: you hold the 2, the 3, the 7 and the J of hearts")


def test_big_joker_beats_little_joker_beats_ace_of_spades():
    s = playing(new4())
    s = play(s, "AH", "2H", "BJ", "LJ")         # two jokers trump the ace: the big one wins
    assert G.view(s, 0)["tricks"][0]["winner"] == 2
    order = ["BJ", "LJ", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    for hi, lo in zip(order, order[1:]):
        for trick in ([hi, lo], [lo, hi]):
            w = trick_winner_index(tuple(INT_OF[c] for c in trick))
            assert trick[w] == hi, trick
    # the highest card of the suit led wins without trumps; an off-suit ace does not
    w = trick_winner_index(tuple(INT_OF[c] for c in ["9H", "AD", "10H", "AC"]))
    assert w == 2
    w = trick_winner_index(tuple(INT_OF[c] for c in ["9H", "AD", "2S", "AH"]))
    assert w == 2


# --- the spade lead ---------------------------------------------------------------------------------
def test_spades_and_jokers_may_not_be_led_before_one_was_played():
    s = playing(new4())
    refused_with(s, {"type": "play", "card": "2S"}, "spades are not broken")
    assert not any(a["card"].endswith("S") for a in G.legal_actions(s))
    # a spade played in trick 1 (a ruff) lets trick 2 open with spades
    s = play(s, "AH", "2H", "9S", "8D")
    assert {"type": "play", "card": "AS"} in G.legal_actions(s)
    assert {"type": "play", "card": "BJ"} in G.legal_actions(s)


def test_a_joker_may_not_be_led_early_either():
    s = G.new_state(4, options={"dealer": 0}, stacked=stack([[], ["BJ", "AH"]], 0, 4))
    s = playing(s)
    assert s.to_move == 1
    refused_with(s, {"type": "play", "card": "BJ"}, "spades are not broken")


def test_a_leader_holding_only_spades_may_lead_them():
    only = ["BJ", "LJ", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S"]
    s = G.new_state(5, options={"dealer": 4}, stacked=stack([only], 4, 5))
    assert set(hand_of(s, 0)) == set(only)
    s = playing(s)
    assert s.to_move == 0 and len(G.legal_actions(s)) == 10
    s = play(s, "7S")
    assert G.view(s, 1)["trick"] == [[0, "7S"]]


def test_following_with_spades_in_the_current_trick_does_not_break_spades_for_it():
    s = playing(new4())
    s = play(s, "AH", "2H", "9S")
    assert G.view(s, 0)["spades_broken"] is False     # only once the trick is complete


# --- scoring ---------------------------------------------------------------------------------------
def last_trick_state(seats, bids, won_before, last, leader, scores=None, bags=None, **options):
    """A state one trick from the end of hand 1: each seat holds one card (`last`, by seat),
    `won_before` tricks taken so far; built through load() like a saved game."""
    d = G.dump(G.new_state(seats, seed=1, options={"dealer": (leader - 1) % seats, **options}))
    d.update({"phase": "play", "bids": bids, "won": won_before, "hands": [[c] for c in last],
              "leader": leader, "to_move": leader, "trick": [], "broken": True, "tricks": []})
    if scores is not None:
        d["scores"] = scores
    if bags is not None:
        d["bags"] = bags
    return G.load(json.loads(json.dumps(d)))


def finish_trick(s):
    order = [(s.leader + i) % s.seats for i in range(s.seats)]
    return play(s, *[hand_of(s, seat)[0] for seat in order])


def test_scoring_examples_of_the_sheet():
    # 3 seats, 18 tricks: bid 7 made 7 = 70; bid 5 made 8 = 53; bid 4 made 3 = 0
    s = last_trick_state(3, [7, 5, 4], [6, 8, 3], ["AS", "2H", "3H"], leader=0)
    s = finish_trick(s)
    v = G.view(s, 0)
    assert v["last_hand"]["won"] == [7, 8, 3]
    assert v["last_hand"]["points"] == [70, 53, 0]
    assert v["scores"] == [70, 53, 0]
    assert v["bags"] == [0, 3, 0]                 # a broken contract gives no bags
    # the game goes on: the deal moves clockwise and a fresh hand is dealt
    assert v["hand_no"] == 2 and v["dealer"] == 0 and v["phase"] == "bid"
    assert v["hand_counts"] == [18, 18, 18] and s.to_move == 1
    assert v["tricks"] == [] and v["won"] == [0, 0, 0] and v["bids"] == [None, None, None]
    assert G.result(s)["over"] is False


def test_bags_cost_100_when_overtricks_reach_10_only_with_the_option():
    # seat 1 has 9 bags and takes 3 more overtricks: 53 - 100 = -47 with bags, 53 without
    d = G.dump(G.new_state(3, seed=1, options={"dealer": 2, "bags": True}))
    d.update({"phase": "play", "bids": [7, 5, 4], "won": [6, 8, 3], "hands": [["AS"], ["2H"], ["3H"]],
              "leader": 0, "to_move": 0, "trick": [], "broken": True, "tricks": [],
              "bags": [0, 9, 0], "scores": [0, 100, 0]})
    s = finish_trick(G.load(d))
    v = G.view(s, 2)
    assert v["last_hand"]["points"] == [70, -47, 0]
    assert v["last_hand"]["bag_penalties"] == [0, 1, 0]
    assert v["scores"] == [70, 53, 0] and v["bags"] == [0, 12, 0]
    d["options"]["bags"] = False
    s = finish_trick(G.load(d))
    assert G.view(s, 2)["last_hand"]["points"] == [70, 53, 0]
    # exactly 10 counts: 9 bags + 1 overtrick
    d["options"]["bags"] = True
    d.update({"bids": [7, 7, 4], "won": [6, 8, 3]})
    s = finish_trick(G.load(d))
    v = G.view(s, 2)
    assert v["last_hand"]["points"] == [70, 71 - 100, 0] and v["bags"] == [0, 10, 0]


def test_the_highest_score_at_or_past_the_target_wins():
    # both seats past 500: the higher wins, not the first to get there
    s = last_trick_state(3, [7, 5, 4], [6, 8, 3], ["AS", "2H", "3H"], leader=0, scores=[440, 460, 490])
    s = finish_trick(s)
    res = G.result(s)
    assert res["over"] and res["winners"] == [1] and res["scores"] == [510, 513, 490]
    assert s.to_move is None and G.legal_actions(s) == []
    assert "Seat 2 wins with 513" in res["summary"]
    assert res["summary"].count("513") == 1, res["summary"]     # review 15: the winner's score said twice
    assert "Seat 1: 510" in res["summary"] and "Seat 3: 490" in res["summary"]     # the others' still said
    assert_refused(G, s, {"type": "bid", "tricks": 1})
    # exactly on the target is enough
    s = finish_trick(last_trick_state(3, [7, 5, 4], [6, 8, 3], ["AS", "2H", "3H"], leader=0,
                                      scores=[430, 0, 0]))
    assert G.result(s)["winners"] == [0]
    # short game: target 200
    s = finish_trick(last_trick_state(3, [7, 5, 4], [6, 8, 3], ["AS", "2H", "3H"], leader=0,
                                      scores=[100, 150, 0], target=200))
    assert G.result(s)["winners"] == [1]


def test_a_tie_at_the_top_plays_another_hand():
    s = last_trick_state(3, [7, 5, 4], [6, 8, 3], ["AS", "2H", "3H"], leader=0, scores=[430, 447, 0])
    s = finish_trick(s)
    v = G.view(s, 0)
    assert v["scores"] == [500, 500, 0]
    assert not G.result(s)["over"] and v["hand_no"] == 2 and v["phase"] == "bid"
    # below the target nobody wins, whatever the scores
    s2 = finish_trick(last_trick_state(3, [7, 5, 4], [6, 8, 3], ["AS", "2H", "3H"], leader=0))
    assert not G.result(s2)["over"]
    # the next hand decides it: seat 0 makes its bid of 1, seat 1 fails
    d = G.dump(s)
    d.update({"phase": "play", "bids": [1, 9, 9], "won": [0, 5, 12], "hands": [["AS"], ["2H"], ["3H"]],
              "leader": 0, "to_move": 0, "trick": [], "broken": True, "tricks": []})
    s = finish_trick(G.load(d))
    res = G.result(s)
    assert res["over"] and res["winners"] == [0] and res["scores"] == [510, 500, 93]


# --- options ---------------------------------------------------------------------------------------
def test_options_and_their_validation():
    assert G.default_options == {"target": 500, "bags": False, "dealer": None}
    assert G.check_options({"target": 200}, 4)["target"] == 200
    assert G.check_options({"bags": "yes"}, 4)["bags"] is True
    assert G.check_options({"dealer": 4}, 5)["dealer"] == 4
    assert G.check_options({"dealer": None}, 2)["dealer"] is None
    for bad, words in [({"trumps": "hearts"}, "no option 'trumps'"),
                       ({"target": "lots"}, "whole number"),
                       ({"target": 0}, "between"),
                       ({"target": 2.5}, "whole number"),
                       ({"bags": "maybe"}, "true or false"),
                       ({"dealer": 4}, "seat from 1 to 4"),
                       ({"dealer": -1}, "seat from 1 to 5, not 0"),
                       ({"dealer": "north"}, "whole number")]:
        with pytest.raises(IllegalAction, match=words):
            G.new_state(4, options=bad)
    for seats in (1, 6):
        with pytest.raises(IllegalAction, match="2 to 5 seats"):
            G.new_state(seats)


# --- the contract's promises ------------------------------------------------------------------------
def test_illegal_actions_leave_the_state_unchanged_and_apply_never_mutates():
    s = playing(new4())
    for bad in ({"type": "play", "card": "KD"},          # another seat's card
                {"type": "play", "card": "2C"},          # not in a 4-seat deck
                {"type": "play", "card": "ah"},
                {"type": "play", "card": ["AH"]},
                {"type": "play", "card": "AH", "spot": 1},
                {"type": "play"}, {"type": "bid", "tricks": 3}, {"type": "discard", "card": "AH"}):
        assert_refused(G, s, bad)
    refused_with(s, {"type": "play", "card": "KD"}, "you do not hold KD")
    before = G.dump(s)
    nxt = G.apply(s, {"type": "play", "card": "AH"})
    assert G.dump(s) == before and G.dump(nxt) != before


def test_views_show_only_your_own_hand_and_the_public_table():
    s = playing(new4())
    s = play(s, "AH", "2H", "9S", "8D", "AS")
    v = G.view(s, 1)
    assert v["hand"] == ["5S", "6S", "7S", "8S", "3H", "4H", "5H", "6H", "7H", "6C", "7C", "8C"]
    assert v["hand_counts"] == [12, 12, 11, 12]
    assert v["trick"] == [[2, "AS"]] and v["leader"] == 2
    assert v["tricks"] == [{"leader": 0, "cards": [[0, "AH"], [1, "2H"], [2, "9S"], [3, "8D"]],
                            "winner": 2}]
    assert v["bids"] == [1, 1, 1, 1] and v["won"] == [0, 0, 1, 0] and v["scores"] == [0, 0, 0, 0]
    assert v["dealer"] == 3 and v["last_hand"] is None
    flat = json.dumps(v)
    for other in (0, 2, 3):
        for card in hand_of(s, other):
            assert f'"{card}"' not in flat
    spectator = G.view(s, None)
    assert spectator["hand"] is None
    json.dumps(spectator)
    with pytest.raises(IllegalAction):
        G.view(s, 4)


def test_dump_load_round_trip_and_replay():
    s = playing(new4(bags=True, target=300))
    s = play(s, "AH", "2H", "9S", "8D", "AS")
    d = G.dump(s)
    again = G.load(json.loads(json.dumps(d)))
    assert G.dump(again) == d
    assert G.legal_actions(again) == G.legal_actions(s)
    with pytest.raises(IllegalAction):
        G.load({"seats": 4})


def test_describe_in_plain_words():
    assert G.describe({"type": "play", "card": "QH"}, 1, 4) == "Seat 2 plays the Q of hearts"
    assert G.describe({"type": "bid", "tricks": 4}, 2, 4) == "Seat 3 bids 4"
    assert G.describe({"type": "play", "card": "BJ"}, 0, 4) == "Seat 1 plays the big joker"
    assert G.describe({"type": "play", "card": "10S"}, 0, 4) == "Seat 1 plays the 10 of spades"


def test_a_whole_game_is_played_to_the_end_with_a_low_target():
    s = G.new_state(4, seed=4, options={"target": 30})
    steps = 0
    while s.to_move is not None:
        legal = G.legal_actions(s)
        s = G.apply(s, legal[steps % len(legal)])
        steps += 1
    res = G.result(s)
    assert res["over"] and len(res["winners"]) == 1
    w = res["winners"][0]
    assert res["scores"][w] >= 30 and res["scores"].count(res["scores"][w]) == 1
    sheet = G.view(s, 0)["sheet"]
    assert [sum(line["points"][i] for line in sheet) for i in range(4)] == res["scores"]
    assert all(sum(line["won"]) == 13 for line in sheet)


# --- work the contract does not redo ------------------------------------------------------------------
def test_the_legal_action_list_is_built_once_per_state(monkeypatch):
    # legal_actions builds a state's list from three tables: the bids, the plays of a mask (play_actions)
    # and, following suit, the suit's byte tables (_FOLLOW); every read of them is counted
    built = []

    class Counted(tuple):
        def __getitem__(self, i):
            built.append(i)
            return tuple.__getitem__(self, i)

    class CountedDict(dict):
        def __getitem__(self, k):
            built.append(k)
            return dict.__getitem__(self, k)

    # apply (machine.after_play) finds the next seat's plays while the hand goes on, legal_actions the
    # rest: the tables are counted in both
    real_plays = rules.play_actions
    for module in (rules, machine):
        monkeypatch.setattr(module, "play_actions", lambda mask: built.append(mask) or real_plays(mask))
        monkeypatch.setattr(module, "FOLLOW", Counted(machine.FOLLOW))
    monkeypatch.setattr(rules, "BID_ACTIONS", CountedDict(rules.BID_ACTIONS))

    def fresh(s):           # the list a state's twin, never asked before, gets
        return G.legal_actions(G.load(G.dump(s)))

    s = G.new_state(4, seed=5)
    first = G.legal_actions(s)
    first.clear()                           # a caller's own list: changing it changes nothing
    assert G.legal_actions(s) == G.legal_actions(s) == fresh(s) != [] and len(built) == 2
    for _ in range(4):
        s = G.apply(s, G.legal_actions(s)[2])   # a new state builds its own
    built.clear()                           # the lead after the bids: found when first asked, once
    assert G.legal_actions(s) == G.legal_actions(s) == G.legal_actions(s) and len(built) == 1
    for _ in range(4):                      # three seats following (or not) suit, then the next lead
        built.clear()
        s = G.apply(s, G.legal_actions(s)[-1])      # the next seat's plays: found once, by apply
        assert G.legal_actions(s) == G.legal_actions(s) == G.legal_actions(s) and len(built) == 1
        assert G.legal_actions(s) == fresh(s)
    # a search bot's copy changed in place by do_bid / do_play drops the list it was handed
    w = s.copy()
    G.legal_actions(w)
    for _ in range(3):
        do_bid(w, 2)
    assert G.legal_actions(w) == G.legal_actions(G.load(G.dump(w)))
    assert {a["type"] for a in G.legal_actions(w)} == {"play"}
    do_play(w, INT_OF[G.legal_actions(w)[0]["card"]])
    assert G.legal_actions(w) == G.legal_actions(G.load(G.dump(w)))


def test_the_result_summary_is_written_only_when_read(monkeypatch):
    written = []
    real = G.summary
    monkeypatch.setattr(G, "summary", lambda *facts: written.append(facts) or real(*facts))
    s = G.new_state(4, seed=5)
    res = G.result(s)
    assert res["over"] is False and res["winners"] == [] and res["scores"] == [0, 0, 0, 0]
    assert written == []
    s2 = s.copy()
    do_bid(s2, 3)           # a search copy changing after result() does not change the words
    expected = "Hand 1, bidding: Seat 1: 0, Seat 2: 0, Seat 3: 0, Seat 4: 0."
    assert res["summary"] == expected and res["summary"] == expected and len(written) == 1
    # to every other reader it is the plain dict it always was, summary included
    for read in (json.dumps, dict, list, len, repr, lambda r: "summary" in r, lambda r: r.get("summary"),
                 lambda r: r == {}, lambda r: {**r}, lambda r: r.copy(), lambda r: list(r.items())):
        written.clear()
        fresh = G.result(s)
        read(fresh)
        assert written, read
        assert fresh == {"over": False, "winners": [], "scores": [0, 0, 0, 0], "summary": expected}
    assert json.loads(json.dumps(G.result(s)))["summary"] == expected
    with pytest.raises(KeyError):
        G.result(s)["nothing"]
