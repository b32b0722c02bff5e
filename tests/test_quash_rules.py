"""QUASH rules (assets/rules/quash.md) on stacked decks: deals, placement, sequences, scoring, tiebreakers,
the race, advanced swap chains, options, views and words."""

import json

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game
from quash_table.games.quash.records import as_event
from quash_table.games.quash.rules import (CARD_ORDER, DECK, LISTED_SWAPS, RV, SIZES, can_become_proper, chooser_seats,
                                           compare_spots, is_proper)

from .contract_checks import _leaves, assert_refused

G = get_game("quash")


# --- helpers ---------------------------------------------------------------------------------------
def interleave(a, b):
    out = []
    for x, y in zip(a, b):
        out += [x, y]
    return out


def board_cards(board):
    """'JH QH KH' strings per spot -> [(card, spot)] in play order."""
    return [(c, k + 1) for k, spot in enumerate(board) for c in spot.split()]


def fill(used, given, n):
    """`given` leftovers padded to n with cards nobody else uses (deterministic)."""
    rest = [c for c in DECK if c not in used and c not in given]
    return list(given) + rest[: n - len(given)]


def stacked_2p_basic(red_board, black_board, red_left=(), black_left=()):
    """A full 52-card stack for 2 players, basic, dealer BLACK (seat 1), so RED plays first: RED's and
    BLACK's boards are laid spot by spot in that order, the leftovers are what each keeps."""
    rb, bb = [c for c, _ in board_cards(red_board)], [c for c, _ in board_cards(black_board)]
    used = set(rb) | set(bb) | set(red_left) | set(black_left)
    assert len(used) == len(rb) + len(bb) + len(red_left) + len(black_left), "a card used twice"
    rl = fill(used, red_left, 8)
    bl = fill(used | set(rl), black_left, 8)
    red, black = rb + rl, bb + bl
    return interleave(red[:13], black[:13]) + interleave(red[13:], black[13:])


def play_boards(state, red_board, black_board):
    """Lay both boards (RED and BLACK alternate; 4 seats: each side's seats share its cards)."""
    moves = [board_cards(red_board), board_cards(black_board)]
    while state.phase == "play":
        seat = state.to_move
        card, spot = moves[seat % 2].pop(0)
        assert card in state.hands[seat], (card, seat, state.hands[seat])
        state = G.apply(state, {"type": "play", "card": card, "spot": spot})
    return state


def round_2p(red_board, black_board, red_left=(), black_left=(), **options):
    options.setdefault("dealer", 1)
    s = G.new_state(2, seed=1, options=options,
                    stacked=stacked_2p_basic(red_board, black_board, red_left, black_left))
    return play_boards(s, red_board, black_board)


def tiebreak(state, card):
    return G.apply(state, {"type": "tiebreak", "card": card})


def points_events(state):
    return [e for e in state.events if "points" in e]


# Two boards where every spot is decided without a tiebreaker; used as a base for variations.
RED = ["2C 3C 4C", "9C 10C", "AC", "5D 6D 7D", "9D 10D", "KD", "8S 9S 10S", "2S 3S", "5S"]
BLACK = ["7H 8H 9H", "5H 6H", "QH", "3D 4D 2D", "5C 6C", "JC", "2H 3H 4H", "QS KS", "6S"]


# --- options, seats, stacked decks -----------------------------------------------------------------
def test_options_defaults_and_validation():
    assert G.id == "quash" and G.title == "QUASH"
    assert (G.min_seats, G.max_seats) == (2, 4)
    assert G.default_options == {"variant": "basic", "target": 30, "dealer": None}
    for bad in ({"variant": "expert"}, {"targte": 30}, {"target": "thirty"}, {"target": 0},
                {"dealer": 2}, {"dealer": -1}, {"target": True}):
        with pytest.raises(IllegalAction) as e:
            G.new_state(2, options=bad)
        assert str(e.value)
    with pytest.raises(IllegalAction, match="dealer"):
        G.new_state(2, options={"dealer": 3})
    assert G.new_state(4, options={"dealer": 3}).dealer == 3
    assert G.new_state(2, options={"target": "12"}).target == 12
    for seats in (1, 3, 5):
        with pytest.raises(IllegalAction):
            G.new_state(seats)


def test_stacked_decks_are_checked():
    with pytest.raises(IllegalAction, match="not a card"):
        G.new_state(2, stacked=["ZZ"])
    with pytest.raises(IllegalAction, match="more often"):
        G.new_state(2, stacked=["AS", "AS"])
    with pytest.raises(IllegalAction, match="not a card"):
        G.new_state(2, stacked=["BJ"])


def test_two_player_basic_deal_is_exact():
    deck = list(DECK)
    s = G.new_state(2, seed=3, options={"dealer": 0}, stacked=deck)
    # one at a time from the dealer's left: seat 1 gets the top card
    assert s.hands[1] == deck[0:26:2] and s.hands[0] == deck[1:26:2]
    assert s.pile[::-1] == deck[26:]      # the pile, top first
    assert s.to_move == 1
    v = G.view(s, 1)
    assert v["pile_count"] == 26 and v["hand_counts"] == [13, 13]
    # a turn: play one card, then draw the top card of the pile
    card = s.hands[1][0]
    s2 = G.apply(s, {"type": "play", "card": card, "spot": 3})
    assert len(s2.hands[1]) == 13 and deck[26] in s2.hands[1]
    assert s2.board[1][2] == (card,) and s2.to_move == 0
    assert len(s.hands[1]) == 13 and s.board[1][2] == ()   # the given state is untouched


def test_only_the_first_cards_may_be_stacked():
    s = G.new_state(2, seed=5, options={"dealer": 1}, stacked=["AS", "AH"])
    assert s.hands[0][0] == "AS" and s.hands[1][0] == "AH"
    cards = sorted(c for h in s.hands for c in h) + sorted(s.pile)
    assert sorted(cards) == sorted(DECK)


def test_two_player_advanced_discards_six_unseen_and_deals_23():
    deck = list(DECK)
    s = G.new_state(2, seed=3, options={"dealer": 1, "variant": "advanced"}, stacked=deck)
    assert list(s.discards) == deck[:6]
    assert s.hands[0] == deck[6:52:2] and s.hands[1] == deck[7:52:2]
    assert len(s.hands[0]) == len(s.hands[1]) == 23 and s.pile == []
    for seat in (0, 1, None):
        v = G.view(s, seat)
        leaves = set(_leaves(v))
        assert not leaves & set(deck[:6]), "a discard is visible"
        assert v["discard_count"] == 6 and v["pile_count"] == 0
    s2 = G.apply(s, {"type": "play", "card": s.hands[0][0], "spot": 1})
    assert len(s2.hands[0]) == 22, "no pile: nothing is drawn"


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_four_player_deal_and_turn_order(variant):
    deck = list(DECK)
    s = G.new_state(4, seed=3, options={"dealer": 2, "variant": variant}, stacked=deck)
    for i in range(4):
        assert s.hands[(3 + i) % 4] == deck[i::4]
    assert s.pile == [] and s.discards == ()
    order = []
    for _ in range(8):
        order.append(s.to_move)
        seat = s.to_move
        s = G.apply(s, {"type": "play", "card": s.hands[seat][0], "spot": 3 if len(order) < 3 else 4})
    assert order == [3, 0, 1, 2, 3, 0, 1, 2]
    assert s.board[1][2] and s.board[0][2], "seat 3 plays for BLACK, seat 0 for RED"
    assert [G.seat_name(i, 4) for i in range(4)] == ["RED (seat 1)", "BLACK (seat 2)",
                                                     "RED (seat 3)", "BLACK (seat 4)"]


def test_first_dealer_is_drawn_with_the_rng_and_ties_draw_again():
    dealers = set()
    tie_seen = False
    for seed in range(200):
        s = G.new_state(2, seed=seed)
        draws = s.dealer_draw
        order = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
        last = draws[-1]
        best = max(order.index(r) for _, r in last)
        assert [seat for seat, r in last if order.index(r) == best] == [s.dealer]
        for a, b in zip(draws, draws[1:]):
            top = max(order.index(r) for _, r in a)
            tied = [seat for seat, r in a if order.index(r) == top]
            assert len(tied) > 1 and [seat for seat, _ in b] == tied
            tie_seen = True
        dealers.add(s.dealer)
        assert s.to_move == (s.dealer + 1) % 2
    assert dealers == {0, 1} and tie_seen
    # never from the stacked list: the same seed draws the same dealer whatever is stacked
    for seed in range(20):
        a = G.new_state(4, seed=seed)
        b = G.new_state(4, seed=seed, stacked=list(reversed(DECK)))
        assert a.dealer == b.dealer and a.dealer_draw == b.dealer_draw
    assert G.new_state(2, seed=1, options={"dealer": 0}).dealer_draw == []


# --- sequences -------------------------------------------------------------------------------------
def test_proper_sequences_and_potential():
    assert is_proper(["5H", "6C", "7D"]), "5-6-7 is proper (the sheet's list skips it by a typo)"
    assert is_proper(["QS", "KS", "AS"]) and is_proper(["2S", "3D", "4C"]) and is_proper(["KD", "AH"])
    assert not is_proper(["AS", "2S", "3S"]), "aces are high only"
    assert not is_proper(["AS", "2S"]) and not is_proper(["7S", "7H"]) and not is_proper(["6S", "8S"])
    assert not is_proper(["6S", "7S", "9S"])
    assert can_become_proper(["10H", "JH"], 2) and not can_become_proper(["9H", "JH"], 2)
    assert can_become_proper(["9H", "JH"], 1) and can_become_proper(["9H"], 4)
    assert not can_become_proper(["6C", "10H", "JH"], 7) and not can_become_proper(["7C", "7H"], 1)
    assert can_become_proper(["AS"], 3) and can_become_proper([], 5)
    assert not can_become_proper(["AS", "2S"], 2)
    assert G.placement_warning(["10H"], "9C", 2) is None
    warn = G.placement_warning(["10H", "JH"], "6C", 1)
    assert "will be FAILED" in warn and "6\u2663" in warn


def test_free_placement_even_when_a_spot_can_no_longer_be_proper():
    s = G.new_state(2, seed=2, options={"dealer": 1}, stacked=["7H", "2S", "AC", "3S"])
    s = G.apply(s, {"type": "play", "card": "7H", "spot": 2})
    s = G.apply(s, {"type": "play", "card": "2S", "spot": 2})
    a = {"type": "play", "card": "AC", "spot": 2}
    assert a in G.legal_actions(s)
    s = G.apply(s, a)
    assert s.board[0][1] == ("7H", "AC")


def test_spot_comparisons():
    assert compare_spots(["JH", "QH", "KH"], ["JS", "QD", "KS"])[:2] == ("win", 0)
    assert compare_spots(["2H", "3H", "4H"], ["3S", "4D", "5S"])[:2] == ("win", 1)
    assert compare_spots(["2H", "3C"], ["2S", "3D"])[0] == "tie", "both mixed: tie"
    assert compare_spots(["2H", "3H"], ["2S", "3D"])[:2] == ("win", 0)
    assert compare_spots(["2H", "3H"], ["2S", "3S"])[0] == "tie", "both same-suited: tie"
    assert compare_spots(["9H"], ["9S"])[0] == "tie"
    assert compare_spots(["AH"], ["KH"])[:2] == ("win", 0)
    assert compare_spots(["2H", "9H"], ["2S", "3S"])[:2] == ("failed", 1)
    assert compare_spots(["2H", "9H"], ["2S", "4S"]) == ("both_failed",)


# --- scoring ---------------------------------------------------------------------------------------
def test_a_full_round_scores_spot_by_spot():
    s = round_2p(RED, BLACK)
    assert s.phase == "deal" and s.to_move == 0, "RED deals next"
    spots = [(e["spot"], e["outcome"], e.get("side")) for e in s.events if e["type"] == "spot"]
    assert spots == [(1, "win", 1), (2, "win", 0), (3, "win", 0), (4, "win", 0), (5, "win", 0),
                     (6, "win", 0), (7, "win", 0), (8, "win", 1), (9, "win", 1)]
    # section 2 is RED's QUASH: 1+1+1+2
    quash = [e for e in s.events if e["type"] == "quash"]
    assert [(e["section"], e["side"], e["points"]) for e in quash] == [(2, 0, [2, 0])]
    assert s.scores == [8, 3]
    assert s.won == [1, 0, 0, 0, 0, 0, 0, 1, 1]
    v = G.view(s, 0)
    assert v["face_down"][0] == [True] + [False] * 6 + [True, True]
    assert v["face_down"][1] == [False] + [True] * 6 + [False, False]
    # scores move one event at a time and each event carries the running score
    running = [0, 0]
    for e in points_events(s):
        running = [running[0] + e["points"][0], running[1] + e["points"][1]]
        assert e["scores"] == running
    assert s.rounds == [{"round": 1, "dealer": 1, "points": [8, 3], "scores": [8, 3]}]
    assert s.events[-1]["type"] == "round_end"


def test_the_sheets_example_spots_4_5_6_score_five():
    s = round_2p(RED, BLACK)
    section2 = [e for e in points_events(s) if e.get("spot") in (4, 5, 6) or e.get("section") == 2]
    assert sum(e["points"][0] for e in section2) == 5
    assert [e["points"][0] for e in section2] == [1, 1, 1, 2]


def test_suited_beats_mixed_and_higher_beats_suited():
    red = ["JH QH KH", "9C 10C", "AC", "5D 6D 7D", "9D 10D", "KD", "2H 3H 4H", "2D 3D", "5S"]
    black = ["JS QD KS", "5H 6H", "QC", "8C 9H 7C", "6C 7S", "JC", "3C 4D 5C", "2C 3S", "6S"]
    s = round_2p(red, black)
    spot = {e["spot"]: e for e in s.events if e["type"] == "spot"}
    assert spot[1]["side"] == 0 and spot[1]["why"] == "one suit beats mixed"   # JH QH KH > JS QD KS
    assert spot[7]["side"] == 1 and spot[7]["why"] == "higher top card"           # 3-4-5 mixed > 2-3-4
    assert spot[8]["side"] == 0 and spot[8]["why"] == "one suit beats mixed"
    assert spot[4]["side"] == 1 and spot[4]["why"] == "higher top card"           # 7-8-9 > 5-6-7


FAILED_RED = ["2C 3C 9H", "9C 10C", "AC", "5D 6D 7D", "9D JD", "KD", "8S 9S 10S", "2S 3S", "5S"]
FAILED_BLACK = ["7H 8H 6H", "4H 6C", "QH", "3D 4D 2D", "5C 7C", "JC", "2H 3H 4S", "QS KS", "6S"]


def test_failed_against_proper_gives_two_and_two_failed_give_one_each():
    s = round_2p(FAILED_RED, FAILED_BLACK)
    ev = {(e["type"], e["spot"]): e for e in s.events if "spot" in e}
    # RED's 2-3-9 fails against BLACK's 6-7-8: BLACK 1 for the spot + 1 bonus
    assert ev[("spot", 1)]["side"] == 1 and ev[("spot", 1)]["points"] == [0, 1]
    assert ev[("failed_bonus", 1)]["points"] == [0, 1]
    assert ev[("spot", 2)]["side"] == 0 and ev[("failed_bonus", 2)]["points"] == [1, 0]
    assert ev[("spot", 5)]["outcome"] == "both_failed" and ev[("spot", 5)]["points"] == [1, 1]
    assert ("failed_bonus", 5) not in ev
    assert s.won[4] == -1
    v = G.view(s, 1)
    assert v["face_down"][0][4] is False and v["face_down"][1][4] is False
    # section 2 is no QUASH for RED: nobody won spot 5
    assert not [e for e in s.events if e["type"] == "quash" and e["section"] == 2]


def test_quash_needs_all_three_spots_won():
    red = ["JH QH KH", "9C 10C", "AC", "5D 6D 7D", "9D 10D", "KD", "8S 9S 10S", "2S 3S", "5S"]
    black = ["7H 8H 9H", "5H 6H", "QC", "3D 4D 2D", "5C 6C", "JC", "2H 3H 4H", "QS KS", "6S"]
    s = round_2p(red, black)
    q = [e for e in s.events if e["type"] == "quash"]
    assert [(e["section"], e["side"], e["points"]) for e in q] == [(1, 0, [2, 0]), (2, 0, [2, 0])]
    kinds = [e["type"] for e in s.events]
    assert kinds[:4] == ["spot", "spot", "spot", "quash"], "the bonus comes right after spot 3"
    assert s.scores == [11, 2]


# --- tiebreakers -----------------------------------------------------------------------------------
TIED_RED = ["2C 3C 4C", "9C 10C", "AC", "5D 6D 7D", "9D 10D", "KD", "8S 9S 10S", "2S 3S", "5S"]
TIED_BLACK = ["7H 8H 9H", "5H 6H", "AD", "3D 4D 2D", "5C 6C", "KH", "2H 3H 4H", "QS KS", "6S"]


def tied_round(red_left=(), black_left=(), **options):
    """Spots 3 (AC v AD) and 6 (KD v KH) tie."""
    return round_2p(TIED_RED, TIED_BLACK, red_left, black_left, **options), TIED_RED, TIED_BLACK


def test_tiebreak_is_secret_until_both_have_chosen():
    s, _, _ = tied_round(red_left=["7C", "8C"], black_left=["4S", "JS"])
    assert s.phase == "tiebreak" and s.tb_spot == 2
    assert s.to_move == 0, "the chooser of the side left of the dealer chooses first"
    assert {a["card"] for a in G.legal_actions(s)} == set(s.hands[0])
    assert s.scores == [1, 1] and s.won[:2] == [1, 0]
    before = G.dump(s)
    s1 = tiebreak(s, "7C")
    assert G.dump(s) == before
    assert s1.to_move == 1 and s1.phase == "tiebreak"
    vb = G.view(s1, 1)
    assert "7C" not in set(_leaves(vb)), "BLACK must not see RED's tiebreaker card yet"
    assert vb["tiebreak"]["chosen"] == [True, False] and vb["tiebreak"]["my_card"] is None
    assert G.view(s1, 0)["tiebreak"]["my_card"] == "7C"
    assert "7C" not in set(_leaves(G.view(s1, None)))
    s2 = tiebreak(s1, "4S")
    reveal = [e for e in s2.events if e["type"] == "tiebreak"][0]
    assert reveal["cards"] == ["7C", "4S"] and reveal["side"] == 0 and reveal["points"] == [1, 0]
    assert "7C" in set(_leaves(G.view(s2, 1))) and "4S" in set(_leaves(G.view(s2, 0)))
    assert s2.won[2] == 0 and {"7C", "4S"} <= set(s2.spent)
    assert "7C" not in s2.hands[0] and "4S" not in s2.hands[1]
    assert len(s2.hands[0]) == len(s2.hands[1]) == 7
    # scoring went on to the next tie, spot 6
    assert s2.phase == "tiebreak" and s2.tb_spot == 5 and s2.to_move == 0


def test_repeated_tiebreakers_until_one_side_is_higher():
    s, _, _ = tied_round(red_left=["7C", "JH", "8D"], black_left=["7S", "JD", "4S"])
    s = tiebreak(tiebreak(s, "7C"), "7S")
    ties = [e for e in s.events if e["type"] == "tiebreak"]
    assert ties[-1]["outcome"] == "tie" and ties[-1]["points"] == [0, 0]
    assert s.phase == "tiebreak" and s.tb_spot == 2 and s.to_move == 0, "choose again"
    s = tiebreak(tiebreak(s, "JH"), "JD")
    s = tiebreak(tiebreak(s, "8D"), "4S")
    ties = [e for e in s.events if e["type"] == "tiebreak"]
    assert [(e["cards"], e["outcome"]) for e in ties] == [(["7C", "7S"], "tie"), (["JH", "JD"], "tie"),
                                                          (["8D", "4S"], "win")]
    assert s.won[2] == 0 and len(s.spent) == 6


def test_tiebreakers_without_leftovers():
    reds = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]
    blacks = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H"]
    red = ["JD QD KD", "9C 10C", "AC", "10D JS QS", "JH QH", "KC", "4D 5D 6D", "2C 3C", "5C"]
    black = ["JC QC KS", "2D 3D", "AD", "6C 7C 8C", "7D 8D", "KH", "4C AS 10H", "10S AH", "9D"]
    s = round_2p(red, black, reds, blacks)
    assert s.phase == "tiebreak" and s.tb_spot == 2
    for r, b in zip(reds, blacks):             # equal ranks every time: 8 repeats, then no cards left
        s = tiebreak(tiebreak(s, r), b)
    tb = [e for e in s.events if e["type"] == "tiebreak"]
    assert [e["outcome"] for e in tb] == ["tie"] * 8 + ["no_cards", "no_cards"]
    assert s.won[2] == -1 and s.won[5] == -1, "spot 6 ties too: settled at once, nobody wins"
    assert s.phase == "deal"
    assert not s.hands[0] and not s.hands[1] and len(s.spent) == 16


def test_a_side_without_leftovers_loses_the_tiebreaker():
    # Real play always leaves both sides the same number of leftovers, so build the position by hand:
    # one play before scoring, BLACK's leftovers gone (moved out of the round).
    s, red, black = tied_round()
    start = G.new_state(2, seed=1, options={"dealer": 1},
                        stacked=stacked_2p_basic(red, black))
    moves = [board_cards(red), board_cards(black)]
    while start.turn < 35:
        seat = start.to_move
        c, k = moves[seat % 2].pop(0)
        start = G.apply(start, {"type": "play", "card": c, "spot": k})
    d = G.dump(start)
    c, k = moves[1].pop(0)
    d["spent"] = [x for x in d["hands"][1] if x != c]
    d["hands"][1] = [c]
    s = G.load(d)
    s = G.apply(s, {"type": "play", "card": c, "spot": k})
    forfeits = [e for e in s.events if e["type"] == "tiebreak"]
    assert [(e["spot"], e["outcome"], e["side"]) for e in forfeits] == [(3, "forfeit", 0), (6, "forfeit", 0)]
    assert s.won[2] == 0 and s.won[5] == 0 and s.phase == "deal"


def four_player_deck(red=TIED_RED, black=TIED_BLACK):
    """The stacked deck for 4 players, dealer seat 3: seats 0 and 2 share RED's cards, 1 and 3 BLACK's."""
    rb, bb = [c for c, _ in board_cards(red)], [c for c, _ in board_cards(black)]
    rest = [c for c in DECK if c not in rb + bb]
    hands = {0: rb[0::2] + rest[0:4], 2: rb[1::2] + rest[4:8], 1: bb[0::2] + rest[8:12],
             3: bb[1::2] + rest[12:16]}
    return [hands[seat][i] for i in range(13) for seat in (0, 1, 2, 3)]


def four_player_tie(red=TIED_RED, black=TIED_BLACK):
    """4 players, dealer seat 3 (seat 0 plays first), both boards laid: the state at the first tie."""
    s = G.new_state(4, seed=1, options={"dealer": 3}, stacked=four_player_deck(red, black))
    red_moves = board_cards(red)
    black_moves = board_cards(black)
    while s.phase == "play":
        seat = s.to_move
        mv = red_moves if seat % 2 == 0 else black_moves
        c, k = next((c, k) for c, k in mv if c in s.hands[seat])
        mv.remove((c, k))
        s = G.apply(s, {"type": "play", "card": c, "spot": k})
    return s


def name(state, seat):
    return G.apply(state, {"type": "tiebreak_chooser", "seat": seat})


def test_four_players_pool_leftovers_and_the_first_seat_of_each_team_names_the_player():
    s = four_player_tie()
    assert chooser_seats(3, 4) == [0, 1]
    pools = [e for e in s.events if e["type"] == "pool"]
    assert [(e["side"], e["from"], e["to"], e["count"]) for e in pools] == [(0, 2, 0, 4), (1, 3, 1, 4)]
    assert len(s.hands[0]) == 8 and s.hands[2] == [] and len(s.hands[1]) == 8 and s.hands[3] == []
    v2 = G.view(s, 2)
    # the partner sees its own leftover cards in the pool (they were its own: dealt to it, not played), and
    # none of the holder's
    own = set(four_player_deck()[2::4]) & set(s.hands[0])
    assert v2["hand"] == [] and set(s.hands[0]) & set(_leaves(v2)) == own and len(own) == 4, own
    assert v2["pool"] == {"holder": 0, "mine": sorted(own, key=CARD_ORDER.get)} and G.view(s, 0)["pool"] == {
        "holder": 0, "mine": []}
    # the first tie of the round: RED's first seat names RED's tiebreaker player, itself or its partner
    assert s.phase == "tiebreak" and s.to_move == 0
    assert G.legal_actions(s) == [{"type": "tiebreak_chooser", "seat": 0},
                                  {"type": "tiebreak_chooser", "seat": 2}]
    s = name(s, 0)
    assert s.to_move == 0 and [a["type"] for a in G.legal_actions(s)] == ["tiebreak"] * 8
    s = tiebreak(s, s.hands[0][0])
    assert s.to_move == 1 and G.legal_actions(s)[0]["type"] == "tiebreak_chooser"
    pooled = sorted(s.hands[1])
    s = name(s, 3)                                   # BLACK's first seat hands the tiebreakers over
    assert s.to_move == 3 and s.hands[1] == [] and sorted(s.hands[3]) == pooled
    assert s.events[-1] == {"type": "named", "side": 1, "by": 1, "seat": 3, "count": 8}
    v1 = G.view(s, 1)
    assert v1["hand"] == [] and v1["choosers"] == [0, 3] and v1["named"] == [0, 3]
    assert not set(pooled) & set(_leaves(G.view(s, 0))), "RED never sees BLACK's pool"
    assert G.describe({"type": "tiebreak_chooser", "seat": 3}, 1, 4) == \
        "BLACK (seat 2) asks BLACK (seat 4) to play the team's tiebreakers this round"
    assert G.describe({"type": "tiebreak_chooser", "seat": 0}, 0, 4) == \
        "RED (seat 1) will play the team's tiebreakers this round"
    s = tiebreak(s, s.hands[3][0])
    assert [e for e in s.events if e["type"] == "tiebreak"][0]["spot"] == 3


def test_four_players_name_the_player_once_a_round():
    # both sides tie on spot 3 and spot 6: the second tie asks the named players at once
    s = four_player_tie()
    s = name(s, 2)
    assert s.to_move == 2 and s.hands[0] == [] and len(s.hands[2]) == 8
    s = tiebreak(s, max(s.hands[2], key=RV.get))
    s = name(s, 1)
    s = tiebreak(s, min(s.hands[1], key=RV.get))
    assert s.phase == "tiebreak" and s.tb_spot == 5, "the second tie (spot 6)"
    assert s.to_move == 2 and G.legal_actions(s)[0]["type"] == "tiebreak"
    assert_refused(G, s, {"type": "tiebreak_chooser", "seat": 0})
    with pytest.raises(IllegalAction, match="already named"):
        name(s, 0)


def test_naming_the_tiebreaker_player_is_refused_with_reasons():
    s = four_player_tie()
    for bad, reason in (({"type": "tiebreak_chooser", "seat": 1}, "not 1"),
                        ({"type": "tiebreak_chooser", "seat": "2"}, "not '2'"),
                        ({"type": "tiebreak_chooser", "seat": True}, "not True"),
                        ({"type": "tiebreak_chooser"}, "tiebreak_chooser"),
                        ({"type": "tiebreak_chooser", "seat": 0, "x": 1}, "tiebreak_chooser")):
        with pytest.raises(IllegalAction, match=reason):
            G.apply(s, bad)
        assert_refused(G, s, bad)
    with pytest.raises(IllegalAction, match="must first name who plays RED's tiebreakers"):
        G.apply(s, {"type": "play", "card": s.hands[0][0], "spot": 1})
    two = tied_round()[0]
    assert two.phase == "tiebreak"
    with pytest.raises(IllegalAction, match="4 players"):
        G.apply(two, {"type": "tiebreak_chooser", "seat": two.to_move})
    with pytest.raises(IllegalAction, match="RED already named its tiebreaker player"):
        name(name(s, 0), 2)
    basic = G.new_state(4, seed=1)
    with pytest.raises(IllegalAction, match="turn to play a card onto the board, not to name"):
        name(basic, basic.to_move)


def test_a_team_with_one_person_has_that_person_play_its_tiebreakers():
    s = four_player_tie()
    assert G.automatic_action(s, []) is None                      # bots only: the first seat decides
    assert G.automatic_action(s, [0, 2]) is None                  # two people: the first seat decides
    assert G.automatic_action(s, [0]) == {"type": "tiebreak_chooser", "seat": 0}
    assert G.automatic_action(s, [2, 3]) == {"type": "tiebreak_chooser", "seat": 2}
    assert G.automatic_action(s, [1, 3]) is None                  # RED is all bots
    s = name(s, 0)
    assert G.automatic_action(s, [0]) is None, "nothing to name any more"
    assert G.automatic_action(tied_round()[0], [0]) is None, "2 players: nobody names anyone"
    assert G.automatic_action(G.new_state(4, seed=1), [0]) is None


def test_saves_from_before_the_naming_still_replay():
    # then the first seat of each team laid its tiebreaker card at once: still taken, the same state
    s = four_player_tie()
    s1 = tiebreak(s, s.hands[0][0])
    assert s1.to_move == 1 and s1.named == [None, None]
    assert "named" not in G.dump(s1), "a state with nobody named dumps as before"
    s2 = tiebreak(s1, s1.hands[1][0])
    assert len([e for e in s2.events if e["type"] == "tiebreak"]) == 1


# --- the race --------------------------------------------------------------------------------------
def test_the_race_stops_mid_round_at_the_scoring_event_that_reaches_the_target():
    red = list(RED)
    black = list(BLACK)
    s = round_2p(red, black, target=5)
    # BLACK 1 (spot 1), RED 1,2,3,4 (spots 2..5), then spot 6 gives RED its 5th point: over at once
    assert s.phase == "over" and s.to_move is None and s.winner == 0
    assert s.scores == [5, 1]
    assert s.won[6:] == [None, None, None], "the rest of the round is not scored"
    assert not [e for e in s.events if e["type"] == "quash"], "no QUASH bonus after the finish"
    assert s.events[-1] == {"type": "finish", "side": 0, "scores": [5, 1]}
    res = G.result(s)
    assert res["over"] and res["winners"] == [0] and res["scores"] == [5, 1]
    assert G.legal_actions(s) == []
    assert_refused(G, s, {"type": "deal"})


def test_the_failed_bonus_can_finish_and_the_spot_point_comes_first():
    s = round_2p(FAILED_RED, FAILED_BLACK, target=1)     # RED fails spot 1: BLACK 1 + 1
    assert s.scores == [0, 1] and s.winner == 1
    assert [e["type"] for e in s.events] == ["spot", "finish"], "the bonus is never reached"
    s = round_2p(FAILED_RED, FAILED_BLACK, target=2)
    assert [e["type"] for e in s.events] == ["spot", "failed_bonus", "finish"] and s.winner == 1


def test_both_reaching_the_finish_at_once_with_equal_points_goes_on():
    black = list(FAILED_BLACK)
    black[0] = "7H 8H 10H"                 # both fail spot 1: 1 each, and both reach target 1
    s = round_2p(FAILED_RED, black, target=1)
    kinds = [(e["type"], e.get("spot")) for e in s.events]
    assert kinds[0] == ("spot", 1) and s.events[0]["scores"] == [1, 1]
    assert kinds[1:] == [("spot", 2), ("finish", None)]
    assert s.winner == 0 and s.scores == [2, 1]


def test_rounds_go_on_and_the_deal_rotates():
    s = round_2p(RED, BLACK)
    assert s.phase == "deal" and s.to_move == 0
    assert G.legal_actions(s) == [{"type": "deal"}]
    assert_refused(G, s, {"type": "play", "card": "2C", "spot": 1})
    assert_refused(G, s, {"type": "deal", "extra": 1})
    s2 = G.apply(s, {"type": "deal"})
    assert s2.dealer == 0 and s2.round == 2 and s2.to_move == 1 and s2.phase == "play"
    assert [len(h) for h in s2.hands] == [13, 13] and len(s2.pile) == 26
    assert s2.scores == [8, 3] and s2.events == [] and s2.history == []
    assert all(sp == () for side in s2.board for sp in side)
    assert sorted([c for h in s2.hands for c in h] + s2.pile) == sorted(DECK)
    assert G.describe({"type": "deal"}, 0, 2) == "RED shuffles and deals the next round"
    assert s2.rounds == s.rounds


# --- advanced play ---------------------------------------------------------------------------------
def advanced(red_hand, black_hand, red_plays=(), black_plays=()):
    """2 players advanced, dealer BLACK: RED's and BLACK's 23 cards, then the given plays alternately
    (RED first); afterwards it is RED's turn."""
    return advanced_log(red_hand, black_hand, red_plays, black_plays)[3]


def advanced_log(red_hand, black_hand, red_plays=(), black_plays=()):
    """advanced() as (options, stacked deck, actions, state): what a Match needs to reach the position."""
    used = set(red_hand) | set(black_hand)
    rest = [c for c in DECK if c not in used]
    red = list(red_hand) + rest[: 23 - len(red_hand)]
    rest = rest[23 - len(red_hand):]
    black = list(black_hand) + rest[: 23 - len(black_hand)]
    discards = rest[23 - len(black_hand):]
    assert len(discards) == 6
    options = {"variant": "advanced", "dealer": 1}
    stacked = discards + interleave(red, black)
    s = G.new_state(2, seed=4, options=options, stacked=stacked)
    rp, bp = list(red_plays), list(black_plays)
    actions = []
    while rp or bp:
        if s.to_move == 0:
            c, k = rp.pop(0) if rp else (s.hands[0][-1], 9)
        else:
            c, k = bp.pop(0) if bp else (s.hands[1][-1], next(
                kk + 1 for kk in range(9) if len(s.board[1][kk]) < SIZES[kk]))
        actions.append({"type": "play", "card": c, "spot": k})
        s = G.apply(s, actions[-1])
    if s.to_move == 1:
        actions.append({"type": "play", "card": s.hands[1][-1], "spot": 9})
        s = G.apply(s, actions[-1])
    return options, stacked, actions, s


def test_advanced_example_1_a_king_swaps_out_the_jack():
    s = advanced(["JH", "QH", "KH", "2C"], [], red_plays=[("JH", 2), ("QH", 2)])
    a = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 3]]}
    assert a in G.legal_actions(s)
    s2 = G.apply(s, a)
    assert sorted(s2.board[0][1]) == ["KH", "QH"] and s2.board[0][2] == ("JH",)
    assert G.view(s2, 1)["history"][-1] == {"seat": 0, "card": "KH", "spot": 2, "swap": [["JH", 3]]}
    assert G.describe(a, 0, 2) == "RED plays K\u2665 on spot 2, moving J\u2665 to spot 3"
    assert sum(len(sp) for sp in s2.board[0]) == sum(len(sp) for sp in s.board[0]) + 1


def test_advanced_rules_md_chain_example():
    # KH onto spot 2 displacing JH; JH onto spot 5 displacing 6C; 6C onto spot 3's open slot
    s = advanced(["JH", "QH", "KH", "10D", "6C"], [],
                 red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5)])
    a = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 5], ["6C", 3]]}
    assert a in G.legal_actions(s)
    s2 = G.apply(s, a)
    assert sorted(s2.board[0][1]) == ["KH", "QH"]
    assert sorted(s2.board[0][4]) == ["10D", "JH"] and s2.board[0][2] == ("6C",)
    assert G.describe(a, 0, 2) == ("RED plays K\u2665 on spot 2, moving J\u2665 to spot 5 "
                                   "and 6\u2663 to spot 3")
    assert json.loads(json.dumps(a)) in G.legal_actions(s)


def test_advanced_example_2_the_six_may_not_join_ten_jack():
    s = advanced(["6C", "7D", "8D", "9D", "10H", "JH", "10S", "JS"], [],
                 red_plays=[("6C", 4), ("7D", 4), ("8D", 4), ("10H", 7), ("JH", 7), ("10S", 5),
                            ("JS", 5)])
    legal = G.legal_actions(s)
    ok = {"type": "play", "card": "9D", "spot": 4, "swap": [["6C", 3]]}
    assert ok in legal
    s2 = G.apply(s, ok)
    assert sorted(s2.board[0][3]) == ["7D", "8D", "9D"] and s2.board[0][2] == ("6C",)
    for bad in ({"type": "play", "card": "9D", "spot": 4, "swap": [["6C", 7]]},           # 6 with 10-J
                {"type": "play", "card": "9D", "spot": 4, "swap": [["6C", 5], ["10S", 3]]}):  # 6 with J
        assert bad not in legal
        with pytest.raises(IllegalAction, match="6\u2663 cannot"):
            G.apply(s, bad)


def test_advanced_example_3_ten_jack_takes_a_queen_not_a_nine():
    s = advanced(["10S", "JS", "9C", "QC"], [], red_plays=[("10S", 2), ("JS", 2)])
    legal = G.legal_actions(s)
    good = {"type": "play", "card": "QC", "spot": 2, "swap": [["10S", 3]]}
    bad = {"type": "play", "card": "9C", "spot": 2, "swap": [["10S", 3]]}
    assert good in legal and bad not in legal
    with pytest.raises(IllegalAction, match="9\u2663 cannot replace 10\u2660"):
        G.apply(s, bad)
    s2 = G.apply(s, good)
    assert sorted(s2.board[0][1]) == ["JS", "QC"]


def test_advanced_chain_limits():
    s = advanced(["JH", "QH", "KH", "10D", "6C", "5S", "4S"], [],
                 red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5), ("5S", 3)])
    refusals = [
        ({"swap": [["JH", 2]]}, "may not return to spot 2"),
        ({"swap": [["JH", 5], ["6C", 2]]}, "spot 2 has no open slot"),
        ({"swap": [["JH", 5], ["6C", 3], ["5S", 5]]}, "spot 5 has no open slot for 5\u2660"),
        ({"swap": [["JH", 5], ["6C", 3], ["5S", 3]]}, "5\u2660 may not return to spot 3"),
        ({"swap": [["QS", 5]]}, "not on spot 2"),
        ({"swap": [["JH", 5]]}, "no open slot"),
        ({"swap": []}, "swap must be a list"),
        ({"swap": [["JH"]]}, "each swap step"),
        ({"swap": [["JH", 10]]}, "no spot 10"),
    ]
    for extra, reason in refusals:
        a = dict({"type": "play", "card": "KH", "spot": 2}, **extra)
        assert a not in G.legal_actions(s)
        with pytest.raises(IllegalAction, match=reason):
            G.apply(s, a)
        assert_refused(G, s, a)
    # swaps are for advanced play only
    b = round_state_basic_first_moves()
    with pytest.raises(IllegalAction, match="only allowed in advanced"):
        G.apply(b, {"type": "play", "card": b.hands[0][0], "spot": 2, "swap": [[b.board[0][0][0], 3]]})


def test_a_chain_may_be_as_long_as_the_cards_stay_playable():
    # The sheet: "continue in this fashion as long as the card you pick up is playable elsewhere".
    # KH takes JH's place on spot 2; JH takes 6C's on spot 5; 6C takes 5S's on spot 3; 5S lays on spot 6.
    s = advanced(["JH", "QH", "KH", "10D", "6C", "5S", "4S", "9H", "8H"], [],
                 red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5), ("5S", 3), ("9H", 7),
                            ("8H", 4)])
    three = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 5], ["6C", 3], ["5S", 6]]}
    assert three not in G.legal_actions(s), "only short chains are listed"
    s2 = G.apply(s, three)
    assert sorted(s2.board[0][1]) == ["KH", "QH"] and sorted(s2.board[0][4]) == ["10D", "JH"]
    assert s2.board[0][2] == ("6C",) and s2.board[0][5] == ("5S",)
    assert sum(len(sp) for sp in s2.board[0]) == sum(len(sp) for sp in s.board[0]) + 1
    assert G.view(s2, 1)["history"][-1]["swap"] == three["swap"]
    assert G.describe(three, 0, 2) == ("RED plays K\u2665 on spot 2, moving J\u2665 to spot 5, "
                                       "6\u2663 to spot 3 and 5\u2660 to spot 6")
    # four board cards: ... 5S takes 9H's place on spot 7 (5 alone there), 9H joins 8H on spot 4
    four = {"type": "play", "card": "KH", "spot": 2,
            "swap": [["JH", 5], ["6C", 3], ["5S", 7], ["9H", 4]]}
    s3 = G.apply(s, four)
    assert s3.board[0][6] == ("5S",) and sorted(s3.board[0][3]) == ["8H", "9H"]
    # no card goes back to a spot it left, and every step keeps its spot's potential
    for swap, reason in (([["JH", 5], ["6C", 3], ["5S", 7], ["9H", 7]], "9\u2665 may not return to spot 7"),
                         ([["JH", 5], ["6C", 7]], "6\u2663 cannot go to spot 7: 6-9"),
                         ([["JH", 5], ["6C", 3], ["5S", 4]], "5\u2660 cannot go to spot 4: 5-8")):
        a = {"type": "play", "card": "KH", "spot": 2, "swap": swap}
        with pytest.raises(IllegalAction, match=reason):
            G.apply(s, a)
        assert_refused(G, s, a)


def test_a_chain_may_pass_a_spot_twice_but_no_card_goes_back():
    # KH displaces JH (spot 2), JH displaces 9H (spot 7: J-10), 9H displaces QC (spot 4), and QC lays on
    # spot 7's open slot (10-J-Q): spot 7 is reached twice, but no card goes to a spot it left
    s = advanced(["JH", "QH", "KH", "9H", "10S", "QC"], [],
                 red_plays=[("JH", 2), ("QH", 2), ("9H", 7), ("10S", 7), ("QC", 4)])
    twice = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 7], ["9H", 4], ["QC", 7]]}
    assert twice not in G.legal_actions(s), "listed chains pass each spot once"
    s2 = G.apply(s, twice)
    assert sorted(s2.board[0][1]) == ["KH", "QH"] and sorted(s2.board[0][6]) == ["10S", "JH", "QC"]
    assert s2.board[0][3] == ("9H",)
    with pytest.raises(IllegalAction, match="9\u2665 may not return to spot 7"):
        G.apply(s, {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 7], ["9H", 7]]})


def round_state_basic_first_moves():
    s = G.new_state(2, seed=1, options={"dealer": 1}, stacked=["2C", "3C", "4C", "5C"])
    s = G.apply(s, {"type": "play", "card": "2C", "spot": 1})
    return G.apply(s, {"type": "play", "card": "3C", "spot": 1})


def chain_oracle(side, hand_card, spot, swap):
    """An independent, literal reading of the chain rule: each card moved goes to a spot it has not left
    this turn, every spot keeps the potential of a proper sequence after each move, the last card lands on
    an open slot. Returns (legal, passes each spot once)."""
    board = [list(sp) for sp in side]
    visits = [spot - 1]
    left = {}
    moving, at = hand_card, spot - 1
    for out, dest in swap:
        if out not in board[at]:
            return False, False
        board[at][board[at].index(out)] = moving
        if not can_become_proper(board[at], at + 1):
            return False, False
        left.setdefault(out, set()).add(at)
        if not 1 <= dest <= 9 or dest - 1 in left[out]:
            return False, False
        moving, at = out, dest - 1
        visits.append(at)
    if len(board[at]) >= SIZES[at]:
        return False, False
    board[at].append(moving)
    # listed: each spot passed once, but the last card may land on the spot the chain started on
    ends = visits[:-1] if len(visits) > 2 and visits[-1] == visits[0] else visits
    return can_become_proper(board[at], at + 1), len(set(ends)) == len(ends)


def test_swap_enumeration_matches_an_independent_oracle():
    """legal_actions lists exactly the legal chains of up to LISTED_SWAPS board cards that pass each spot
    once (but the last card may land on the open slot of the spot the chain started on); apply takes every legal chain (listed or not) and refuses the rest."""
    from quash_table.engine.rng import Rng
    rng = Rng(77)
    checked = 0
    assert LISTED_SWAPS == 2
    for seed in (3, 8):
        s = G.new_state(2, seed=seed, options={"variant": "advanced"})
        while s.phase == "play":
            legal = G.legal_actions(s)
            if s.turn in (11, 18, 25):
                keyed = {json.dumps(a, sort_keys=True) for a in legal}
                assert len(keyed) == len(legal), "an action is listed twice"
                side = s.board[s.to_move % 2]
                cards = [(c, k + 1) for k in range(9) for c in side[k]]
                expected, unlisted, illegal = set(), [], []
                for hc in s.hands[s.to_move][:6]:
                    for spot in range(1, 10):
                        chains = [[]] + [[[o, d]] for o, _ in cards for d in range(1, 10)]
                        chains += [[[o, d], [o2, d2]] for o, _ in cards for d in range(1, 10)
                                   for o2, k2 in cards if k2 == d for d2 in range(1, 10)]
                        for ch in chains:
                            a = {"type": "play", "card": hc, "spot": spot}
                            if ch:
                                a["swap"] = ch
                                okay, once = chain_oracle(side, hc, spot, ch)
                            else:
                                okay = once = len(side[spot - 1]) < SIZES[spot - 1]
                            if okay and once:
                                expected.add(json.dumps(a, sort_keys=True))
                            elif okay:
                                unlisted.append(a)
                            elif ch:
                                illegal.append(a)
                mine = {k for k in keyed if json.loads(k)["card"] in s.hands[s.to_move][:6]}
                assert mine == expected
                for a in legal[:: max(1, len(legal) // 50)]:
                    G.apply(s, a)
                for a in unlisted[:: max(1, len(unlisted) // 50)]:
                    G.apply(s, a)
                for a in illegal[:: max(1, len(illegal) // 50)]:
                    assert_refused(G, s, a)
                checked += 1
            s = G.apply(s, legal[rng.below(len(legal))])
    assert checked == 6


# --- moves refused, views, words -------------------------------------------------------------------
def test_illegal_moves_are_refused_with_reasons_and_change_nothing():
    s = round_state_basic_first_moves()
    other = s.hands[1][0]
    cases = [
        ({"type": "play", "card": other, "spot": 2}, "not a card in the hand of RED"),
        ({"type": "play", "card": s.hands[0][0], "spot": 10}, "no spot 10"),
        ({"type": "play", "card": s.hands[0][0], "spot": True}, "no spot"),
        ({"type": "play", "card": s.hands[0][0]}, "names a card and a spot"),
        ({"type": "play", "card": s.hands[0][0], "spot": 2, "extra": 1}, "names a card and a spot"),
        ({"type": "tiebreak", "card": s.hands[0][0]}, "turn to play"),
        ({"type": "deal"}, "turn to play"),
        ({"type": "pass"}, "not a move in QUASH"),
    ]
    for action, reason in cases:
        with pytest.raises(IllegalAction, match=reason):
            G.apply(s, action)
        assert_refused(G, s, action)
    s = G.apply(s, {"type": "play", "card": s.hands[0][0], "spot": 3})
    s = G.apply(s, {"type": "play", "card": s.hands[1][0], "spot": 3})
    with pytest.raises(IllegalAction, match="spot 3 is full: choose a spot with an open slot"):
        G.apply(s, {"type": "play", "card": s.hands[0][0], "spot": 3})


def test_views_show_only_what_a_seat_may_see():
    s = G.new_state(4, seed=9, options={"dealer": 0})
    for seat in range(4):
        v = G.view(s, seat)
        assert v["hand"] == sorted(v["hand"], key=lambda c: (["2", "3", "4", "5", "6", "7", "8", "9",
                                                              "10", "J", "Q", "K", "A"].index(c[:-1]),
                                                             "SHDC".index(c[-1])))
        assert set(v["hand"]) == set(s.hands[seat])
        leaves = set(_leaves(v))
        for other in range(4):
            if other != seat:
                assert not leaves & set(s.hands[other]), "another seat's hand (partner included)"
        assert v["hand_counts"] == [13, 13, 13, 13]
    spectator = G.view(s, None)
    assert spectator["hand"] is None and not set(_leaves(spectator)) & set(DECK)
    with pytest.raises(IllegalAction):
        G.view(s, 4)
    s = G.apply(s, {"type": "play", "card": s.hands[1][0], "spot": 6})
    v = G.view(s, 3)
    assert v["board"][1][5] == [s.board[1][5][0]] and v["history"][-1]["spot"] == 6


def test_words():
    assert G.seat_name(0, 2) == "RED" and G.seat_name(1, 2) == "BLACK"
    assert G.describe({"type": "play", "card": "QH", "spot": 4}, 0, 2) == "RED plays Q\u2665 on spot 4"
    assert G.describe({"type": "tiebreak", "card": "7C"}, 1, 4) == \
        "BLACK (seat 2) lays a tiebreaker card face down (hidden from the others)"
    assert "7C" not in G.describe({"type": "tiebreak", "card": "7C"}, 1, 2)


def test_dump_load_and_replay_round_trip():
    s, _, _ = tied_round(red_left=["7C"], black_left=["4S"])
    s = tiebreak(s, "7C")
    d = G.dump(s)
    again = G.load(json.loads(json.dumps(d)))
    assert G.dump(again) == d
    assert G.legal_actions(again) == G.legal_actions(s)
    assert G.dump(tiebreak(again, "4S")) == G.dump(tiebreak(s, "4S"))


def test_a_play_at_four_says_whose_spot():
    """A reviewer read "Bot 3 plays J of diamonds on spot 4" at four and could not tell whose side's spot."""
    a = {"type": "play", "card": "JD", "spot": 4}
    assert G.describe(a, 2, 4) == "RED (seat 3) plays J\u2666 on RED's spot 4"
    assert G.describe(a, 1, 4) == "BLACK (seat 2) plays J\u2666 on BLACK's spot 4"
    assert G.describe(a, 0, 2) == "RED plays J\u2666 on spot 4"


def test_a_quash_bonus_stops_at_the_finish_the_side_wins_at_the_point_that_reaches_it():
    """New players (FINISH at 8): a QUASH's +2 carried RED's marker past the FINISH. Markers move point by
    point and the first side to reach the FINISH wins at once: from one point short the bonus gives 1."""
    s = round_2p(RED, BLACK, target=6)         # RED 5 after spot 6, which completes its QUASH of section 2
    quash = [e for e in s.events if e["type"] == "quash"]
    assert quash == [{"type": "quash", "section": 2, "side": 0, "points": [1, 0], "scores": [6, 1],
                      "cut": [2, 0]}]
    assert s.scores == [6, 1] and s.winner == 0 and s.events[-1]["type"] == "finish"
    assert s.rounds[-1]["points"] == [6, 1], "the round's points are those given"
    assert G.describe_event(as_event(quash[0]), 2) == \
        "QUASH! RED won all three spots of section 2 (+1, reaching the FINISH)"
    whole = round_2p(RED, BLACK, target=7)      # exactly to the FINISH: the whole bonus, no cut
    q = [e for e in whole.events if e["type"] == "quash"][0]
    assert q["points"] == [2, 0] and "cut" not in q and whole.scores == [7, 1]
    assert G.describe_event(as_event(q), 2) == "QUASH! RED won all three spots of section 2 (+2)"
