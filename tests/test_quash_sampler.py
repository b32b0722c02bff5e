"""QUASH `hard`: the deals it samples agree with everything its seat has seen (board, spent tiebreaker
cards, its hand; a face-down tiebreaker card stays unseen), the sampler reads only the view, the playout
policy is sound, and the search returns legal moves."""

import json
from collections import Counter

import pytest

from quash_table.bots import make_bot
from quash_table.engine.cards import STANDARD_DECK
from quash_table.engine.rng import Rng
from quash_table.games import get_game

from .positions import game_steps
from quash_table.games.quash.bots import LEVELS, HardBot, normal_ranking, NormalBot, sample_world
from quash_table.games.quash.fast_bot import FastBot
from quash_table.games.quash.playout import fast_choice
from quash_table.games.quash.rules import SIZES

G = get_game("quash")


def everything(s):
    cards = Counter(s.pile) + Counter(s.discards) + Counter(s.spent)
    for h in s.hands:
        cards.update(h)
    for side in s.board:
        for spot in side:
            cards.update(spot)
    if s.tb:
        cards.update(c for c in s.tb if c is not None)
    return cards


def positions(games, seed=0):
    """(state, seat) at every step of random/easy games: 2 and 4 seats, basic and advanced, short races
    (so many rounds, tiebreakers and finishes), every seat's point of view."""
    def table(k):
        opts = {"variant": ("basic", "advanced")[k % 2], "target": 8 + k % 5}
        return (2, 2, 4)[k % 3], ("random", "easy")[k % 2], opts, None
    for state, _ in game_steps("quash", games, table, seed):
        for seat in range(state.seats):
            yield state, seat


@pytest.mark.slow
def test_thousands_of_samples_agree_with_the_seat_view():
    rng = Rng(2)
    checked = hidden_tb = 0
    for state, seat in positions(40):
        view = G.view(state, seat)
        world = sample_world(G, json.loads(json.dumps(view)), rng)
        assert G.view(world, seat) == view
        cards = everything(world)
        if state.phase != "over":          # a finished game keeps no deck
            assert cards == Counter(STANDARD_DECK) == everything(state)
        if state.tb and view["tiebreak"]["chosen"] != [False, False]:
            for side in (0, 1):
                if world.tb[side] is not None and view["tiebreak"]["my_card"] != world.tb[side]:
                    # a face-down card this seat cannot see: drawn from the cards it has not seen
                    assert world.tb[side] not in view["hand"] and world.tb[side] not in view["spent"]
                    hidden_tb += 1
        if world.to_move is not None:
            G.apply(world, G.legal_actions(world)[0])
        checked += 1
    assert checked > 5000 and hidden_tb > 20, (checked, hidden_tb)


def test_the_sampler_reads_only_the_view():
    """Two states that differ only in cards the seat cannot see give the same samples."""
    checks = 0
    for n, (state, seat) in enumerate(positions(9, seed=3)):
        if n % 5 or state.phase != "play":
            continue
        d = G.dump(state)
        other = (seat + 1) % d["seats"]
        if not d["hands"][other] or not (d["pile"] or d["discards"]):
            continue
        where = "pile" if d["pile"] else "discards"
        d["hands"][other][0], d[where][0] = d[where][0], d["hands"][other][0]
        twin = G.load(d)
        assert G.view(twin, seat) == G.view(state, seat) and not G.same_state(twin, state)
        a = sample_world(G, G.view(state, seat), Rng(n))
        b = sample_world(G, G.view(twin, seat), Rng(n))
        assert G.dump(a) == G.dump(b)
        checks += 1
    assert checks > 100


def test_every_hidden_card_can_be_anywhere_unseen():
    """Over many samples an unseen card turns up in the other hand and in the pile, in proportion."""
    state = G.new_state(2, seed=5, options={"dealer": 1})
    view = G.view(state, 0)
    rng = Rng(9)
    target = state.hands[1][0]
    in_hand = 0
    trials = 1000
    for _ in range(trials):
        w = sample_world(G, view, rng)
        in_hand += target in w.hands[1]
    share = view["hand_counts"][1] / (view["hand_counts"][1] + view["pile_count"])      # 13 of 39
    assert abs(in_hand / trials - share) < 0.05


def test_fast_policy_places_legally_and_never_breaks_a_sure_sequence():
    checked = 0
    for n, (state, seat) in enumerate(positions(12, seed=6)):
        if seat != state.to_move or state.phase != "play" or n % 2:
            continue
        side = seat % 2
        card, spot = fast_choice(state.board[side], state.board[1 - side], state.hands[seat], 0.2)
        assert {"type": "play", "card": card, "spot": spot} in G.legal_actions(state)
        checked += 1
    assert checked > 300
    # 9H 10S on a triple and JD in hand, 4C the other card: the run is completed, 4C never breaks it
    full = [("2S", "3S", "4S"), ("5S", "6S"), ("7S",), ("8S", "9S", "10H"), ("JS", "QS"), ("KS",),
            ("2H", "3H", "4H"), ("5H", "6H"), ()]
    mine = [("9H", "10S")] + full[1:]
    theirs = [()] * 9
    assert fast_choice(mine, theirs, ["JD", "4C"], 0.2) == ("JD", 1)
    assert fast_choice(mine, theirs, ["4C", "JD"], 0.0) == ("JD", 1)
    # a card that cannot fit the started runs goes where it fails least
    mine = [("9H", "10S"), ("4C",), (), ("5D", "6D"), ("8C",), ("KS",), ("QH", "KH"), ("2S",), ()]
    card, spot = fast_choice(mine, theirs, ["7C"], 0.0)
    assert card == "7C" and spot in (5, 9) and SIZES[spot - 1] in (1, 2)


def test_the_playout_policy_beats_easy_and_hard_picks_from_the_normal_ranking():
    wins = 0
    for deal in range(6):
        for rot in (0, 1):
            bots = [FastBot(G, s, s) if (s == 0) == (rot == 0) else make_bot("quash", "easy", s, s)
                    for s in range(2)]
            s = G.new_state(2, seed=deal, options={"target": 15})
            while s.to_move is not None:
                s = G.apply(s, bots[s.to_move].choose(G.view(s, s.to_move), G.legal_actions(s)))
            wins += s.winner == (0 if rot == 0 else 1)
    assert wins >= 10
    state = G.new_state(2, seed=11)
    view, legal = G.view(state, state.to_move), G.legal_actions(state)
    ranked = normal_ranking(NormalBot(G, state.to_move), view, legal)
    assert len(ranked) == len(legal)
    assert ranked[0][1] == NormalBot(G, state.to_move).choose(view, legal)
    bot = make_bot("quash", "hard@30", state.to_move, 4)
    assert bot.candidates(view, legal) == [a for _, a in ranked[:HardBot.TOP]]
    a = bot.choose(view, legal)
    assert a in bot.candidates(view, legal)


@pytest.mark.slow
def test_hard_is_a_level_and_chooses_legal_moves_reproducibly():
    assert LEVELS["hard"] is HardBot
    checked = 0
    for n, (state, seat) in enumerate(positions(3, seed=8)):
        if seat != state.to_move or n % 11:
            continue
        view, legal = G.view(state, seat), G.legal_actions(state)
        a = make_bot("quash", "hard@12", seat, 5).choose(view, legal)
        b = make_bot("quash", "hard@12", seat, 5).choose(json.loads(json.dumps(view)), legal)
        assert a in legal and a == b
        checked += 1
    assert checked > 15
