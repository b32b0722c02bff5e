"""Session 20: a card that closes a stack for good (no card still to come fits it) is said once by the rules
(a "stack_closed" event, with whether the mover had no other move), and the move log and the header's
caption read it; before, a forced block left no line at all."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.rules import DECK, GAME, SHOWN_EVENTS, fits
from tests.test_thegame_events import jump

# left to play: yellow 8 fits only ▲ (green 5) and nothing still to come goes on it there
LIVE = ("Y8", "R3", "B2")


def position(hand0, hand1, placed=0):
    s = GAME.new_state(2, 1)
    laid = [c for c in DECK if c not in LIVE]
    laid.remove("G5")
    laid.remove("P6")
    s.history = [[0, c, "up", 0] for c in laid] + [[1, "G5", "up", 1], [1, "P6", "down", 1]]
    s.up, s.down, s.pile = "G5", "P6", []
    s.hands = [list(hand0), list(hand1)]
    s.to_move, s.turn, s.placed, s.signals, s.signalled = 0, 2, placed, [], False
    return s


def closed_events(s, action):
    after = GAME.apply(s, action)
    return [e for e in GAME.events(after, None) if e["kind"] == "stack_closed"]


def test_a_forced_block_is_said_once_with_no_other_move():
    events = closed_events(position(["Y8"], ["R3", "B2"]), {"type": "play", "card": "Y8", "stack": "up"})
    assert len(events) == 1 and "stack_closed" in SHOWN_EVENTS
    e = events[0]
    assert (e["seat"], e["card"], e["stack"], e["forced"]) == (0, "Y8", "up", True)
    words = GAME.describe_event(e, 2)
    assert "no other move" in words and "\u25b2 for good" in words and "yellow 8" in words
    assert "\u25b2" in GAME.caption_event(e, 2) and len(GAME.caption_event(e, 2)) <= 40
    # a line of its own after the move's clause (the hand emptied): the move's line keeps its dash
    kinds = [x["kind"] for x in GAME.events(GAME.apply(position(["Y8"], ["R3", "B2"]),
                                                       {"type": "play", "card": "Y8", "stack": "up"}), None)]
    assert kinds.index("hand_emptied") < kinds.index("stack_closed")


def test_a_chosen_block_is_said_without_blaming_the_hand():
    # red 3 could have gone on ▼ without closing anything: laying yellow 8 on ▲ was a choice
    s = position(["Y8", "R3"], ["B2"])
    (e,) = closed_events(s, {"type": "play", "card": "Y8", "stack": "up"})
    assert e["forced"] is False and "no other move" not in GAME.describe_event(e, 2)
    # a second card closes a stack by choice too (the turn could have ended)
    s = GAME.apply(s, {"type": "play", "card": "R3", "stack": "down"})
    (e,) = closed_events(s, {"type": "play", "card": "Y8", "stack": "up"})
    assert e["forced"] is False


def test_a_card_that_leaves_the_stack_open_says_nothing():
    # red 3 on ▼ (purple 6): blue 2 still fits under it
    assert not closed_events(position(["R3", "Y8"], ["B2"]), {"type": "play", "card": "R3", "stack": "down"})
    # the last card of the game closes nothing: the game is won
    s = position(["B2"], [])
    s.history = [[0, c, "up", 0] for c in DECK if c not in ("B2", "G5", "P6")] + [[1, "G5", "up", 1],
                                                                                 [1, "P6", "down", 1]]
    assert not closed_events(s, {"type": "play", "card": "B2", "stack": "down"})


def every_close(games=400):
    """(seed, actions, event) of 2-seat games, each seat laying its closest card (ties at random), up to a
    move that closed a stack."""
    for g in range(games):
        rng = random.Random(g)
        s, acts = GAME.new_state(2, g), []
        while s.to_move is not None:
            plays = [x for x in GAME.legal_actions(s) if x["type"] == "play"]
            if plays and (s.placed == 0 or min(jump(s, x) for x in plays) <= 1):
                a = min(plays, key=lambda x: (jump(s, x), rng.random()))
            else:
                a = {"type": "end_turn"}
            acts.append(a)
            s = GAME.apply(s, a)
            closed = [e for e in GAME.events(s, None) if e["kind"] == "stack_closed"]
            if closed:
                yield g, acts, closed[0]
                break


def test_the_event_is_true_in_random_games():
    found = 0
    for g, acts, e in every_close():
        s = GAME.new_state(2, g)
        for a in acts[:-1]:
            s = GAME.apply(s, a)
        live = [c for c in DECK if c not in {h[1] for h in s.history} | {e["card"]}]
        assert live and not any(fits(c, e["stack"], e["card"]) for c in live)
        # forced: the turn's first card, and every card the mover held closes the stack it fits
        hand, tops = s.hands[s.to_move], {"up": s.up, "down": s.down}
        others = [(c, st) for c in hand for st in tops if fits(c, st, tops[st])
                  and any(fits(x, st, c) for x in DECK if x not in {h[1] for h in s.history} | {c})]
        assert e["forced"] == (s.placed == 0 and not others)
        found += 1
    assert found


@pytest.mark.ui
def test_the_board_logs_a_forced_block_and_captions_it():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    # a forced block by the person's seat: its move is made on the board, which tells it
    # (session 24: not a close every card still to come escapes, "spared", which is said without alarm; in
    # these games seat 0's forced closes are all such, so the person may sit at seat 1)
    g, acts, e = next((g, a, e) for g, a, e in every_close() if e["forced"] and not e["spared"])
    seats = ["human:Tess", "bot:random"] if e["seat"] == 0 else ["bot:random", "human:Tess"]
    match = Match("thegame", seats, seed=g)
    for a in acts[:-1]:
        match.play(a)
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        assert scene.act(acts[-1])
        steps = [s for s in scene.session.director.steps if s.event and s.event["kind"] == "stack_closed"]
        arrow = "\u25b2" if e["stack"] == "up" else "\u25bc"
        assert steps and steps[0].caption == f"You had to close {arrow} for good", \
            [s.caption for s in scene.session.director.steps]
        for _ in range(600):
            app.step(1 / 30)
        lines = [text for _, text in scene._log_lines()]
        closing = [line for line in lines if "no other move than to close" in line]
        assert closing and "for good" in closing[0], lines
        # the news is the line's last sentence: the move's clauses (a draw, an empty hand) stay on its line
        assert "\u2014" not in closing[0].split("\n")[-1], closing
    finally:
        close_board(app)
