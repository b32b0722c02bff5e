"""QUASH's events: what each move caused, as the rules record it (engine/game.py events).

Over random games of every configuration (2 and 4 seats, basic and advanced, long and short races):
every event is described in words, the events account for every point scored and match the round's
record, and no seat's events name a card it may not see. `pytest --games N` plays N games per test
(1,000 for the full check); the default is small enough for a normal run. A scene test checks that the
move log says what the rules said.
"""

import json
import random

import pytest

from quash_table.engine.cards import STANDARD_DECK
from quash_table.games.quash.rules import GAME, RECORD_KINDS, as_event
from quash_table.ui.tables import board_for_match
from tests.test_quash_scene import _tie_on_spot_9
from tests.ui_helpers import close_board, make_app, open_board, settle

DEFAULT_GAMES = 24
CODES = frozenset(STANDARD_DECK)
# kinds the move log always has words for (a card drawn is only told to the seat that drew it, and to
# the others when it was the pile's last card); the pooling of a team's leftovers is said whenever cards
# move (a seat with no leftovers gives none, and nothing is said)
ALWAYS_SAID = (set(RECORD_KINDS.values()) - {"leftovers_pooled"}) | {"sequence_failed", "round_dealt"}


def config(i):
    return {"seats": (2, 4)[i % 2], "variant": ("basic", "advanced")[i // 2 % 2], "target": (30, 9)[i // 4 % 2]}


def moves(n, seed=0):
    """(state before, action, state after) of every move of n random games."""
    for i in range(n):
        c = config(i)
        rng = random.Random(seed * 100_003 + i)
        state = GAME.new_state(c["seats"], seed * 100_003 + i, {"variant": c["variant"], "target": c["target"]})
        while state.to_move is not None:
            action = rng.choice(GAME.legal_actions(state))
            after = GAME.apply(state, action)
            yield state, action, after
            state = after


def codes_in(x):
    """Card codes anywhere in a view or an event (keys and values)."""
    out = set()
    if isinstance(x, str):
        if x in CODES:
            out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            out |= codes_in(k) | codes_in(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            out |= codes_in(v)
    return out


def hidden_from(state, seat):
    """Codes some other seat sees that neither the public view nor `seat`'s view shows."""
    public = codes_in(GAME.view(state, None))
    mine = codes_in(GAME.view(state, seat)) if seat is not None else public
    out = set()
    for other in range(state.seats):
        if other != seat:
            out |= codes_in(GAME.view(state, other)) - public
    return out - mine


def test_every_event_is_described_and_accounts_for_the_points(n_games):
    kinds = set()
    for before, action, after in moves(n_games or DEFAULT_GAMES):
        caused = after.caused
        assert isinstance(caused, list)
        json.dumps(caused)                                        # plain data
        # the scoring steps a move caused are the newest entries of the round's record, in order
        steps = [e for e in caused if e["kind"] in RECORD_KINDS.values()]
        tail = after.events[len(after.events) - len(steps):] if steps else []
        assert [dict(as_event(r), **{k: v for k, v in e.items() if k == "round_points"}) for r, e in
                zip(tail, steps)] == steps, (action, caused)
        # the events account for every point the move scored
        gained = [sum(e.get("points", [0, 0])[side] for e in caused) for side in (0, 1)]
        assert gained == [after.scores[0] - before.scores[0], after.scores[1] - before.scores[1]], caused
        if after.phase == "deal" and before.phase != "deal":
            assert caused[-1]["kind"] == "round_scored" and caused[-1]["round_points"] == after.rounds[-1]["points"]
        if action["type"] == "deal":
            assert caused == [{"kind": "round_dealt", "round": after.round, "dealer": after.dealer,
                               "first": after.to_move, "set_aside": len(after.discards)}]
        for seat in [None] + list(range(after.seats)):
            for e in GAME.events(after, seat):
                kinds.add(e["kind"])
                text = GAME.describe_event(e, after.seats)
                if e["kind"] in ALWAYS_SAID or "card" in e:
                    assert isinstance(text, str) and text.strip(), e
                    assert "None" not in text and "{" not in text, text
                else:
                    assert text is None or text.strip(), e
        assert "caused" not in GAME.dump(after)                  # saves stay as they were
    assert {"card_drawn", "sequence_failed", "round_dealt", "spot_scored", "failed_bonus", "tiebreak",
            "leftovers_pooled", "tiebreak_player_named", "round_scored", "finish"} <= kinds, kinds


def test_a_seats_events_never_name_a_card_it_may_not_see(n_games):
    told = 0
    for _, _, after in moves(n_games or DEFAULT_GAMES, seed=1):
        if not after.caused:
            continue
        for seat in [None] + list(range(after.seats)):
            named = codes_in(GAME.events(after, seat))
            assert not named & hidden_from(after, seat), (seat, after.caused)
            seen = codes_in(GAME.view(after, seat))
            assert named <= seen, (seat, named - seen)
        # the drawer alone hears which card it drew (the check above is about something)
        for e in after.caused:
            if e["kind"] == "card_drawn":
                drawer = e["seat"]
                assert e["card"] in codes_in(GAME.events(after, drawer))
                assert e["card"] in hidden_from(after, (drawer + 1) % after.seats)
                told += 1
    assert told > 0


def test_a_drawn_card_is_named_only_for_the_seat_that_drew_it():
    state = GAME.new_state(2, 3, {"dealer": 1})
    action = GAME.legal_actions(state)[0]
    after = GAME.apply(state, action)
    drawn = next(c for c in after.hands[0] if c not in state.hands[0])
    mine = [e for e in GAME.events(after, 0) if e["kind"] == "card_drawn"]
    theirs = [e for e in GAME.events(after, 1) if e["kind"] == "card_drawn"]
    nobody = [e for e in GAME.events(after, None) if e["kind"] == "card_drawn"]
    assert mine == [{"kind": "card_drawn", "seat": 0, "card": drawn, "pile_left": len(after.pile)}]
    assert theirs == nobody == [{"kind": "card_drawn", "seat": 0, "pile_left": len(after.pile)}]
    # named as the card shows it, as the hint names it (session 37: "the 9 of hearts" in the log beside a hint's "9♥")
    assert GAME.describe_event(mine[0], 2) == f"RED draws the {drawn[:-1]}" + \
        {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}[drawn[-1]]
    assert GAME.describe_event(theirs[0], 2) is None          # the log does not repeat every draw
    assert after.caused is not state.caused and state.caused == []


def test_a_failing_placement_and_a_round_are_told_in_words():
    m = _tie_on_spot_9()
    words = []
    for i in range(len(m.actions)):
        state = m.state_after(i + 1)
        words += [GAME.describe_event(e, 2) for e in GAME.events(state, None)]
    words = [w for w in words if w]
    assert any("will be FAILED" in w for w in words)
    assert "Spot 9: tie (equal ranks), a tiebreaker decides it" in words
    for card in ("JC", "JS", "10C", "JH"):
        m.play({"type": "tiebreak", "card": card})
        said = [GAME.describe_event(e, 2) for e in GAME.events(m.state, None)]
        if card == "JS":
            assert said == ["Tiebreaker on spot 9: J\u2660 against J\u2663, equal ranks: choose again"]
        if card == "JH":
            assert said[0] == "Tiebreaker on spot 9: J\u2665 beats 10\u2663, RED wins the spot (+1)"
            r, b = m.state.scores
            gained = m.state.rounds[-1]["points"]
            assert said[-1] == (f"Round 1 scored: RED {r}, BLACK {b} "
                                f"(this round RED +{gained[0]}, BLACK +{gained[1]})")
    m.play({"type": "deal"})
    assert [GAME.describe_event(e, 2) for e in GAME.events(m.state, None)] == \
        ["Round 2 begins; RED plays first"]


@pytest.mark.ui
def test_the_move_log_tells_each_spots_result_and_the_round():
    m = _tie_on_spot_9()
    last_play = len(m.actions) - 1
    for card in ("JC", "JS", "10C", "JH"):
        m.play({"type": "tiebreak", "card": card})
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        lines = [text for _, text in scene._log_lines()]
        scoring = lines[last_play]
        # the play that filled the board scores spots 1 to 8 and finds the tie on spot 9
        for spot in range(1, 10):
            assert f"Spot {spot}: " in scoring, scoring
        assert "Spot 9: tie (equal ranks), a tiebreaker decides it" in scoring
        assert "this round RED +" in lines[-1]
        assert any("will be FAILED" in line for line in lines[:last_play])
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_card_you_drew_is_framed_in_your_hand():
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1},
                            stacked=["2H", "3C", "KS", "4C"])
    try:
        m = scene.session.match
        rnd = m.state.round

        def framed():
            # the board frames the card it marks as drawn (over the pieces, see games/quash/over_pieces.py)
            return {code for code in m.state.hands[0]
                    if scene._drawn == f"r{rnd}:{code}" and scene.drawn_frame() is not None}
        assert framed() == set()                                  # nothing drawn yet
        hand = list(m.state.hands[0])
        assert scene.act({"type": "play", "card": "2H", "spot": 2})
        settle(app, scene)                                        # the bot answers: the mark stays
        assert len(m.actions) == 2
        drawn = [c for c in m.state.hands[0] if c not in hand]
        assert len(drawn) == 1 and framed() == set(drawn)
        assert scene.act({"type": "play", "card": drawn[0], "spot": 3})
        settle(app, scene)
        newer = [c for c in m.state.hands[0] if c not in hand]    # the next card drawn takes the mark
        assert len(newer) == 1 and framed() == set(newer)
    finally:
        close_board(app)
