"""Quadruple War's events: what each move caused, as the rules record it (engine/game.py events).

Over random games of 2 to 5 seats (bags on and off, short games so hands end and games are won): every
event is plain data described in words, the events say exactly what the state says happened (the trick's
winner and cards, each hand's bids, tricks and points, the next deal, the game's winner), and no seat's
events name a card that was hidden from it before the move. `pytest --games N` plays N games per test
(1,000 for the full check); the default keeps a normal run short. A board test checks that the move log
says who won each trick and how each hand was scored.
"""

import json
import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.quadwar.rules import CODE, GAME, TRICKS, INT_OF
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app

DEFAULT_GAMES = 40
PRIVACY_GAMES = 10     # the privacy check builds every seat's view at each trick: fewer games by default
CODES = frozenset(INT_OF)
KINDS = {"bidding_done", "trick_won", "spades_broken", "hand_scored", "hand_dealt", "game_won"}


def config(i):
    return {"seats": 2 + i % 4, "options": {"target": (60, 200)[i // 4 % 2], "bags": bool(i // 8 % 2)}}


def moves(n, seed=0):
    """(state before, action, state after) of every move of n random games."""
    for i in range(n):
        c = config(i)
        rng = random.Random(seed * 100_003 + i)
        state = GAME.new_state(c["seats"], seed * 100_003 + i, c["options"])
        while state.to_move is not None:
            action = rng.choice(GAME.legal_actions(state))
            after = GAME.apply(state, action)
            yield state, action, after
            state = after


def codes_in(x):
    """Card codes anywhere in a view or an event."""
    if isinstance(x, str):
        return {x} if x in CODES else set()
    if isinstance(x, dict):
        return set().union(*(codes_in(v) for v in x.values())) if x else set()
    if isinstance(x, (list, tuple)):
        return set().union(*(codes_in(v) for v in x)) if x else set()
    return set()


def hidden_codes(state):
    """For each seat (and None, the spectator): the codes another seat sees in `state` that neither the
    public view nor that seat's own view shows."""
    public = codes_in(GAME.view(state, None))
    own = [codes_in(GAME.view(state, seat)) - public for seat in range(state.seats)]
    out = {None: set().union(*own)}
    for seat in range(state.seats):
        out[seat] = set().union(*(own[o] for o in range(state.seats) if o != seat)) - own[seat]
    return public, out


def test_every_event_is_plain_data_and_described_in_words(n_games):
    kinds = set()
    for _, _, after in moves(n_games or DEFAULT_GAMES):
        caused = after.caused
        assert isinstance(caused, list)
        json.dumps(caused)
        for event in caused:
            assert event["kind"] in KINDS
            kinds.add(event["kind"])
            words = GAME.describe_event(event, after.seats)
            assert isinstance(words, str) and words.strip(), event
            assert "{" not in words and "None" not in words, words
    assert kinds == KINDS          # the random games met every kind


def test_the_events_say_what_the_state_says_happened(n_games):
    hand_tricks = 0
    for before, action, after in moves(n_games or DEFAULT_GAMES):
        caused = after.caused
        kinds = [e["kind"] for e in caused]
        n = before.seats
        if action["type"] == "bid":
            assert kinds == (["bidding_done"] if after.phase != before.phase else [])
            if kinds:
                assert caused[0]["bids"] == list(after.bids)
            continue
        if len(before.trick) < n - 1:
            assert caused == []                       # a card that does not complete a trick causes nothing
            continue
        won = caused[0]
        assert won["kind"] == "trick_won"
        leader = before.leader
        cards = [[(leader + k) % n, CODE[c]] for k, c in enumerate(before.trick)] + [[before.to_move, action["card"]]]
        assert won["cards"] == cards and won["trick"] == len(before.tricks) + 1 and won["hand"] == before.hand_no
        assert [won["seat"], won["card"]] in cards
        hand_tricks += 1
        if after.hand_no == before.hand_no and after.phase != 2:
            assert after.tricks[-1] == (leader, before.trick + (INT_OF[action["card"]],), won["seat"])
            assert kinds[1:] == (["spades_broken"] if after.broken and not before.broken else [])
            continue
        # the hand's last trick: the hand is scored, then the next one is dealt or the game is won
        assert hand_tricks == TRICKS[n]
        hand_tricks = 0
        line = after.sheet[-1]
        scored = caused[1]
        assert scored["kind"] == "hand_scored" and scored["hand"] == before.hand_no
        assert scored["bids"] == list(before.bids) == line["bids"]
        assert scored["tricks"] == line["won"] and sum(scored["tricks"]) == TRICKS[n]
        assert scored["tricks"][won["seat"]] == before.won[won["seat"]] + 1
        assert scored["points"] == line["points"] and scored["scores"] == list(after.scores)
        assert scored["bags"] == list(after.bags)          # running overtricks, for the board's score pad
        if after.phase == 2:
            assert caused[2] == {"kind": "game_won", "seat": after.winners[0], "scores": list(after.scores)}
        else:
            assert caused[2] == {"kind": "hand_dealt", "hand": after.hand_no, "dealer": after.dealer}
        assert len(caused) == 3


def test_a_seats_events_never_name_a_card_it_could_not_see(n_games):
    for before, action, after in moves(n_games or PRIVACY_GAMES, seed=1):
        if not after.caused:
            continue
        played = {action.get("card")}
        public, hidden = hidden_codes(before)
        for seat in [None] + list(range(before.seats)):
            named = codes_in(GAME.events(after, seat))
            # every card an event names was on the table before the move, or is the card just played
            assert named <= public | played, (seat, named)
            assert not named & (hidden[seat] - played)


def test_the_words_name_the_winner_the_card_and_each_seats_result():
    trick = {"kind": "trick_won", "seat": 2, "card": "KH", "cards": [[1, "2H"], [2, "KH"], [0, "5H"]],
             "trick": 4, "hand": 1}
    assert GAME.describe_event(trick, 3) == "Seat 1 plays the 5 of hearts and Seat 3's K of hearts wins trick 4"
    scored = {"kind": "hand_scored", "hand": 2, "bids": [3, 4, 2], "tricks": [8, 5, 0], "points": [-95, 41, 0],
              "bag_penalties": [1, 0, 0], "scores": [10, 120, 30]}
    assert GAME.describe_event(scored, 3) == ("Hand 2 is over: Seat 1 bid 3, took 8: -95 (100 lost to bags); "
                                              "Seat 2 bid 4, took 5: +41; Seat 3 bid 2, took 0: 0 (bid missed)")
    assert GAME.describe_event({"kind": "hand_dealt", "hand": 3, "dealer": 1}, 2) == "Hand 3: Seat 2 deals"


@pytest.mark.ui
def test_the_move_log_tells_trick_winners_and_hand_results():
    m = Match("quadwar", ["human", "bot:random"], seed=3, options={"dealer": 1})
    rng = random.Random(3)
    while m.state.hand_no == 1:
        m.play(rng.choice(m.legal_actions()))
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        lines = [text for _, text in scene._log_lines()]
        assert sum(("wins trick" in line or "win trick" in line) for line in lines) == TRICKS[2]
        last = lines[-1]
        assert ("wins trick 26" in last or "win trick 26" in last) and "Hand 1 is over: " in last and "Hand 2: " in last
        line = m.state.sheet[0]
        for seat in range(2):
            assert f"bid {line['bids'][seat]}, took {line['won'][seat]}" in last
    finally:
        close_board(app)
