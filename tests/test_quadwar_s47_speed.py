"""Session 47 (issue 22): Quadruple War's hand end and trick end make no Python call of their own (the facts'
copy, open_bidding, the rng property and the lead's plays were calls each: about 9% of a random hand's
instructions went to a hand's last card and the trick ends), and do what the rules' steps did before, field for
field: scoring with and without bags, the game won, the table as the hand is scored (deal_next False), the next
hand opened with its deal owed."""

import random
import sys

import pytest

from quash_table.games import get_game
from quash_table.games.quadwar import machine
from quash_table.games.quadwar.machine import BAG_LIMIT, BAG_PENALTY, open_bidding
from quash_table.games.quadwar.state import OVER, HandFacts, State
from quash_table.games.quadwar.cards import DECK_MASK

G = get_game("quadwar")
FIELDS = [f for f in State.__slots__ if f not in ("facts", "cause")]


def fields(s):
    return {**{f: getattr(s, f) for f in FIELDS}, **{f: getattr(s.facts, f) for f in HandFacts.__slots__}}


def reference_end_hand(s, deal_next=True):
    """machine.end_hand as it was before session 47, step by step: the rules' scoring, the spec."""
    old = s.facts
    n = old.seats
    bags_on = old.options["bags"]
    target = old.options["target"]
    points, penalties, scores, bags = [], [], [], []
    for bid, won, score, bag in zip(s.bids, s.won, old.scores, old.bags):
        if won < bid:
            p = over = times = 0
        else:
            over = won - bid
            times = (bag + over) // BAG_LIMIT - bag // BAG_LIMIT if bags_on else 0
            p = 10 * bid + over - BAG_PENALTY * times
        points.append(p)
        penalties.append(times)
        scores.append(score + p)
        bags.append(bag + over)
    f = old.copy()
    f.scores, f.bags = tuple(scores), tuple(bags)
    f.sheet = old.sheet + [{"hand": s.hand_no, "dealer": old.dealer, "bids": list(s.bids),
                            "won": list(s.won), "points": points, "bag_penalties": penalties,
                            "scores": list(scores)}]
    s.facts = f
    top = max(scores)
    if top >= target and scores.count(top) == 1:
        f.winners = [scores.index(top)]
        s.phase, s.to_move = OVER, None
        return
    if not deal_next:
        s.to_move = None
        return
    s.hand_no += 1
    f.dealer = (old.dealer + 1) % n
    f.owed, f.rng, f.dealt = s.rng, None, None
    s._dealt, s.left = None, DECK_MASK[n]
    open_bidding(s)


def hand_ends(seats, seed, options):
    """Every position of a random game (three hands at most) before a hand's last card, with that card."""
    choice = random.Random(seed).choice
    s = G.new_state(seats, seed=seed, options=options)
    found = []
    while s.to_move is not None and s.hand_no <= 3:
        actions = G.legal_actions(s)
        a = choice(actions)
        if s.phase == machine.PLAY and s.left.bit_count() == 1:
            found.append((s, a))
        s = G.apply(s, a)
    return found


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("options", [None, {"bags": True, "target": 60}, {"target": 40, "deal": 2}])
def test_the_hand_end_scores_as_the_rules_steps_did(seats, options):
    checked = 0
    for seed in range(4):
        for s, a in hand_ends(seats, seed, options):
            for deal_next in (True, False):
                ours, ref = s.copy(), s.copy()
                ours.left -= 1 << a.card_int
                ref.left -= 1 << a.card_int
                machine.end_hand(ours, deal_next)
                reference_end_hand(ref, deal_next)
                assert fields(ours) == fields(ref)
                assert ours.rng == ref.rng and (ours.phase == OVER or ours.hands == ref.hands)
                checked += 1
    assert checked >= 8


def python_calls(fn, *args):
    """The Python functions fn's body calls (its own call left out), by name."""
    names = []

    def hook(frame, event, arg):
        if event == "call":
            names.append(frame.f_code.co_name)
    sys.setprofile(hook)
    try:
        fn(*args)
    finally:
        sys.setprofile(None)
    return names[1:]


def test_a_hand_end_makes_no_python_call():
    for s, a in hand_ends(4, 3, None):
        t = s.copy()
        t.left -= 1 << a.card_int
        assert python_calls(machine.end_hand, t) == []
        assert t.hand_no == s.hand_no + 1 and t.facts.dealt is None     # the next deal owed, not shuffled


def test_a_new_game_builds_its_state_without_blank_or_facts_init():
    calls = python_calls(G.new_state, 4, 7)
    assert "blank" not in calls and "__init__" not in calls, calls
    s = G.new_state(4, seed=7)
    ref = State.blank()     # the way a loaded state is begun: every fact set, nothing chosen or caused
    assert {f: getattr(s.facts, f) is None for f in ("owed", "dealt", "winners")} == \
        {f: getattr(ref.facts, f) is None for f in ("owed", "dealt", "winners")}
    assert s.cause is None and s.legal is None and s.playable is None
    assert G.dump(s) == G.dump(G.load(G.dump(s)))
