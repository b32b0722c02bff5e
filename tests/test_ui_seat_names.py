"""One name for a seat on every part of the screen: the one person at a table of bots is "You" on the
plate, the score pad, the move log, hints and summaries alike (the log and hints said "Player 1" while
the plate said "You"); in pass-and-play each person keeps their own name."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import put_name, you_verb
from quash_table.ui.narration import MoveLogBook
from quash_table.ui.replay import ReplaySession
from quash_table.ui.session import MatchSession
from tests.ui_helpers import ask_hint, board, make_app, settle

SOLO = {"quash": 2, "numberquash": 2, "thegame": 3, "quadwar": 4, "flush": 3}


def _played(game_id, seats, moves=40, seed=2):
    m = Match(game_id, seats, seed)
    rng = random.Random(seed)
    while len(m.actions) < moves and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("word,want", [("plays", "play"), ("is", "are"), ("has", "have"), ("passes", "pass"),
                                       ("reaches", "reach"), ("says:", "say:"), ("wins,", "win,"),
                                       ("bid", "bid"), ("can't", "can't"), ("+13,", "+13,"), ("RED", "RED")])
def test_a_verb_after_you_agrees(word, want):
    assert you_verb(word) == want


def test_you_in_a_sentence():
    def you(text):
        i = text.index("Seat 1")
        return put_name(text, i, i + 6, "Ann", True)
    assert you("Seat 1 plays the 7") == "You play the 7"
    # mid-sentence after a colon (issue 23: "Skip: You are skipped" had a capital You in mid-sentence)
    assert you("Skip: Seat 1 is skipped") == "Skip: you are skipped"
    assert you("a pile taken by Seat 1 onto 4") == "a pile taken by you onto 4"
    assert you("it lands on Seat 1's pile") == "it lands on your pile"
    assert put_name("Seat 1 plays", 0, 6, "Ann", False) == "Ann plays"


@pytest.mark.parametrize("game_id", sorted(SOLO))
def test_the_person_is_you_in_the_log_as_on_the_plate(game_id):
    n = SOLO[game_id]
    m = _played(game_id, ["human"] + ["bot:random"] * (n - 1))
    s = MatchSession(m, autosave=False)
    assert s.name(0) == s.short_name(0) == s.short_name(0, 0) == "You"
    entries = MoveLogBook(s).entries()
    mine = [words for seat, words in entries if seat == 0 and words]    # "": folded into a later move's line
    assert mine and all(w.startswith("You ") for w in mine), mine[:3]
    assert not any("Player 1" in w for _, w in entries), [w for _, w in entries if "Player 1" in w][:3]
    assert not any("You plays" in w or "You is " in w or "You has " in w for _, w in entries)
    assert s.possessive(0) == "your" and s.possessive(1) != "your"


@pytest.mark.parametrize("game_id", ["thegame", "quadwar"])
def test_pass_and_play_names_each_person(game_id):
    n = SOLO[game_id]
    names = ["Ann", "Bob", "Cy", "Di"][:n]
    m = _played(game_id, [f"human:{x}" for x in names])
    s = MatchSession(m, autosave=False)
    assert [s.name(i) for i in range(n)] == names
    entries = MoveLogBook(s).entries()
    assert all(words.startswith(names[seat]) for seat, words in entries), entries[:3]
    assert not any("You" in w for _, w in entries)


def test_a_replay_of_your_game_says_you():
    m = _played("thegame", ["human", "bot:random", "bot:random"], moves=10 ** 6)     # finished: every view
    r = ReplaySession(m, position=len(m.actions))
    assert r.view_label() == "As you saw it"
    assert r.name(0) == "You"
    r.cycle_view()                     # all cards face up (second since session 20, revFL), then
    r.cycle_view()                     # as Bot 2 saw it: the person is still "You" (review 19a: one name
    # for a seat everywhere), and the list of views still says "As you saw it"
    assert r.name(0) == "You" and r.name(1) == "Bot 2 (random)" and r.view_label() == "As Bot 2 (random) saw it"
    assert r.view_label(0) == "As you saw it"


@pytest.mark.ui
def test_the_hint_names_you_as_the_plate_does():
    app = make_app()
    scene = board(app, "numberquash", ["human", "bot:easy"], seed=3)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        text = scene.hints.current["text"]
        # NumberQuash words a hint as advice to you ("roll the dice"): no seat name at all
        assert "Player 1" not in text and text.startswith("Hint: roll the dice"), text
    finally:
        app.pop()


@pytest.mark.ui
def test_a_hints_reason_names_a_seat_as_the_log_does():
    """A reviewer read "block Seat 2, who leads" while the board called that player "Bot 2 (normal)"; a
    later one found "Bot 2 (normal)'s middle purple card" wrapping a hint to two lines: the hint names a seat
    as the log does, "Bot 2", its level being on its plate."""
    app = make_app()
    scene = board(app, "numberquash", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        action = scene.session.screen_legal()[0]
        scene.hints.display(action, "block Seat 2, who leads")
        text = scene.hints.current["text"]
        assert "Seat 2" not in text and "(normal)" not in text, text
        assert f"block {scene.session.short_name(1)}, who leads" in text, text
    finally:
        app.pop()
