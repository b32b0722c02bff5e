"""Quadruple War plays exactly as it did before the speed work of round 13 (issue 22): fingerprints of many
random games, recorded with the code as it was before that work (tests/fixtures/quadwar_fingerprint.json),
must come out the same. They cover every seat count, the deals of a thousand seeds each (first dealer's
draw, its ties and the shuffle), first hands played through the contract as the OpenSpiel comparison plays
them, whole games with every seat's view, the events and the result at every move, refusals of moves that
are not legal, the search bots' in-place path (copy, legal_mask, do_bid, do_play) and scored_position.
A result is hashed as its facts, without its summary's words (`facts`): recorded again so in session 16 by
the code that still matched the first recording, with only the summary left out of what is hashed.

To record the fixture again (only on purpose, with code known to play right):
    python tests/test_quadwar_fingerprint.py --record
"""

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.games import get_game
from quash_table.games.quadwar.rules import DECK_INTS, CODE, do_bid, do_play, legal_mask

G = get_game("quadwar")
# the recording is of deal 1 (games/quadwar/deals.py): a new game's defaults deal the current way since
# session 27, so the games recorded with no options name deal 1 (their options dump as before: unnamed)
DEAL_1 = {"deal": 1}
FIXTURE = Path(__file__).parent / "fixtures" / "quadwar_fingerprint.json"
SEATS = (2, 3, 4, 5)


def _h():
    return hashlib.sha256()


def _put(h, obj):
    h.update(json.dumps(obj, sort_keys=True, default=repr).encode())
    h.update(b"\n")


def facts(result):
    """A result as its facts: everything but the summary's words, which are composed from these facts
    (words.summary_words) and tested where they are said (test_quadwar_rules), so a change of wording
    never moves a fingerprint of how the game plays."""
    return {k: v for k, v in result.items() if k != "summary"}


def deals(n):
    """new_state for seeds 0..999: the dump (hands, dealer, RNG) of each, with the dealer drawn, the
    dealer fixed, and a stacked first hand."""
    h = _h()
    for seed in range(1000):
        _put(h, G.dump(G.new_state(n, seed=seed, options=DEAL_1)))
    for seed in range(0, 200, 7):
        _put(h, G.dump(G.new_state(n, seed=seed, options={"dealer": seed % n, "bags": True})))
    deck = [CODE[c] for c in DECK_INTS[n]]
    for seed in range(0, 60, 3):
        stacked = deck[seed % len(deck):] + deck[:seed % len(deck)]
        _put(h, G.dump(G.new_state(n, seed=seed, options=DEAL_1, stacked=stacked)))
        _put(h, G.dump(G.new_state(n, seed=seed, options=DEAL_1, stacked=stacked[:5])))
    return h.hexdigest()


def first_hands(n):
    """The comparison script's path: random first hands through legal_actions and apply, then result();
    every state's dump, its legal actions, the events and the result's facts are in the fingerprint."""
    h = _h()
    choice = random.Random(n).choice
    for seed in range(150):
        s = G.new_state(n, seed=seed, options=DEAL_1)
        while s.to_move is not None and s.hand_no == 1:
            legal = G.legal_actions(s)
            a = choice(legal)
            s = G.apply(s, a)
            _put(h, [a, legal, G.dump(s), G.events(s)])
        _put(h, [G.dump(s), facts(G.result(s))])
    return h.hexdigest()


def _refusal(state, action):
    """Refused or not: the rules' verdict, not its words (their wording is tested where it is said; session 28
    named only the suits a refused lead could take, and the games still played exactly as recorded)."""
    try:
        G.apply(state, action)
    except IllegalAction:
        return "refused"
    return "accepted"


def whole_games(n):
    """Random whole games (short targets, bags on and off): at every move the dump, every seat's view
    and the table's, the events, the result's facts (not its summary's words), and the refusal of a move not legal."""
    h = _h()
    rnd = random.Random(100 + n)
    for seed in range(4):
        options = {"target": 120, "bags": bool(seed % 2)}
        s = G.new_state(n, seed=seed, options=options)
        moves = 0
        while s.to_move is not None and moves < 1500:
            legal = G.legal_actions(s)
            if moves % 5 == 0:      # a card the seat may not play now, or a bid out of turn or range
                wrong = {"type": "play", "card": CODE[rnd.choice(DECK_INTS[n])]}
                if wrong not in legal:
                    _put(h, ["refused", wrong, _refusal(s, wrong)])
                _put(h, ["refused", _refusal(s, {"type": "bid", "tricks": moves % 30})])
            if moves % 3 == 0:
                a = rnd.choice(legal)
                _put(h, ["scored_position", G.dump(p) if (p := G.scored_position(s, a)) else None])
            a = rnd.choice(legal)
            s = G.apply(s, a)
            moves += 1
            _put(h, [a, G.dump(s), G.events(s), facts(G.result(s))])
            _put(h, [G.view(s, seat) for seat in (None, *range(n))])
        _put(h, [moves, G.dump(s), facts(G.result(s)), G.match_stats(s)])
    return h.hexdigest()


def search_path(n):
    """The search bots' path: copies played in place with legal_mask, do_bid and do_play, to the end of
    the hand, from positions of a random game; the position itself must stay as it was."""
    h = _h()
    rnd = random.Random(200 + n)
    s = G.new_state(n, seed=7, options={"target": 300, "bags": True})
    moves = 0
    while s.to_move is not None and moves < 400:
        before = json.dumps(G.dump(s), sort_keys=True)
        c = s.copy()
        hand_no = c.hand_no
        while c.to_move is not None and c.hand_no == hand_no:
            if c.phase == 0:
                do_bid(c, rnd.randint(1, 3))
            else:
                mask = legal_mask(c)
                cards = [k for k in range(64) if mask >> k & 1]
                do_play(c, rnd.choice(cards))
        _put(h, G.dump(c))
        assert json.dumps(G.dump(s), sort_keys=True) == before
        s = G.apply(s, rnd.choice(G.legal_actions(s)))
        moves += 1
    return h.hexdigest()


PARTS = {"deals": deals, "first_hands": first_hands, "whole_games": whole_games, "search_path": search_path}


def fingerprint(part, n):
    return PARTS[part](n)


def _recorded():
    return json.loads(FIXTURE.read_text())["fingerprints"]


@pytest.mark.parametrize("n", SEATS)
@pytest.mark.parametrize("part", PARTS)
def test_random_games_play_exactly_as_recorded_before_the_speed_work(part, n):
    assert fingerprint(part, n) == _recorded()[part][str(n)]


if __name__ == "__main__" and "--record" in sys.argv:
    FIXTURE.write_text(json.dumps({
        "about": "tests/test_quadwar_fingerprint.py: sha256 fingerprints of random Quadruple War games, "
                 "recorded before the speed work of round 13 (issue 22); recorded again in session 16, by code that "
                 "matched the first recording, with results hashed as their facts (no summary words)",
        "fingerprints": {part: {str(n): fingerprint(part, n) for n in SEATS} for part in PARTS},
    }, indent=1) + "\n")
    print("recorded", FIXTURE)
