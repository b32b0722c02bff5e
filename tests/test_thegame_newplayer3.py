"""The Game as a new player met it (1 and 3 bots, pass-and-play, 1280x800 and 1024x640), round 13:
- the end screen said "You could lay none of: purple 3, purple 4." over a dimmed table: it now says what
  the cards met ("▲ shows yellow 7, ▼ shows blue 2", session 21);
- a seat that laid its last card kept its request ("Please leave the ascending stack alone") under its
  plate to the end of the game, long after the bots stopped heeding it: it has no next turn, so its words
  go after a round, as the bots' do;
- "you said “I can turn ▼ back”" vanished without a word when a bot covered that top (it had no other
  card): the move's log line now says it covered the top your card could turn back."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.rules import GAME, STACK_ARROWS, card_words, standing_signal

from .test_thegame_events import labels


def test_the_end_summary_says_what_the_stuck_cards_met():
    rng = random.Random(8)
    lost = 0
    for seed in range(40):
        s = GAME.new_state(2 + seed % 4, seed=seed)
        while s.to_move is not None:
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
        if s.outcome != "lost":
            continue
        lost += 1
        summary = GAME.result(s)["summary"]
        # "shows" once since session 36 (the line fits one line at 1024x640): "▲ shows yellow 7, ▼ blue 2"
        assert f"{STACK_ARROWS['up']} shows {card_words(s.up)}, {STACK_ARROWS['down']} {card_words(s.down)}." \
            in summary, summary
    assert lost > 10


def emptied_then_round():
    """Three seats, the pile spent: Bot 2 asks the team to leave ▲ alone and lays its last card; then Bot 3
    and Tess each play a turn (Bot 2, empty-handed, is skipped)."""
    d = GAME.dump(GAME.new_state(3, seed=1))
    hands = [["B5", "B6"], ["R9"], ["G3", "G4"]]
    laid = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if not any(c in h for h in hands)]
    laid = [c for c in laid if c != "P2"] + ["P2"]
    d.update(hands=hands, pile=[], up="P2", down=None, to_move=1, turn=47, placed=0, signalled=False,
             signals=[], history=[[k % 3, c, "up" if c == "P2" else "down", k] for k, c in enumerate(laid)])
    s = GAME.load(d)
    turns = [[{"type": "signal", "text": {"stack": "up", "ask": "leave"}},
              {"type": "play", "card": "R9", "stack": "down"}],
             [{"type": "play", "card": "G3", "stack": "up"}, {"type": "end_turn"}],
             [{"type": "play", "card": "B5", "stack": "up"}, {"type": "end_turn"}]]
    out = []
    for moves in turns:
        for a in moves:
            s = GAME.apply(s, a)
        out.append(s)
    return out


def test_the_words_of_a_seat_with_no_cards_left_go_after_a_round():
    from quash_table.games.thegame.bots import asks_this_round
    after_own, after_next, after_round = emptied_then_round()
    assert after_own.hands[1] == [] and after_round.outcome is None and after_round.to_move == 2
    for s in (after_own, after_next):
        assert standing_signal(GAME.view(s, 0), 1)["text"] == {"stack": "up", "ask": "leave"}
    view = GAME.view(after_round, 2)
    assert standing_signal(view, 1) is None
    assert not asks_this_round(view)          # the bots no longer heed it either: caption and bots agree


# Tess holds blue 2 and blue 9, the bot red 5 and red 6; Tess then draws yellow 7, the bot green 1
COVERED = ["B2", "R5", "B9", "R6", "Y7", "G1", "Y8", "P3"]


def covered_match():
    """Tess lays blue 2 on ▼; the bot red 6 on ▲; Tess says she can turn ▼ back (blue 9) and lays yellow 7
    on ▲; the bot, holding red 5 and green 1, has only green 1 on ▼ and covers the blue 2."""
    match = Match("thegame", ["human:Tess", "bot:normal"], stacked=COVERED)
    for a in ({"type": "play", "card": "B2", "stack": "down"}, {"type": "end_turn"},
              {"type": "play", "card": "R6", "stack": "up"}, {"type": "end_turn"},
              {"type": "signal", "text": {"stack": "down", "ask": "reverse"}},
              {"type": "play", "card": "Y7", "stack": "up"}, {"type": "end_turn"},
              {"type": "play", "card": "G1", "stack": "down"}):
        match.play(a)
    return match


def test_covering_a_top_a_teammate_can_turn_back_is_an_event():
    match = covered_match()
    events = GAME.events(match.state, None)
    assert {"kind": "turn_back_covered", "seat": 1, "of": 0, "stack": "down", "on": "B2"} in events
    assert standing_signal(GAME.view(match.state, 0), 0) is None
    words = GAME.describe_event(events[0], 2)
    assert words == "Seat 2 covers blue 2, which Seat 1's card could turn back"


def test_a_colour_kept_or_a_top_no_one_spoke_of_is_no_event():
    """Over random games: the event comes only from another seat's standing "I can turn it back" about
    that stack, for a card of another colour."""
    rng = random.Random(3)
    seen = 0
    for seed in range(150):
        s = GAME.new_state(2 + seed % 4, seed=seed)
        while s.to_move is not None:
            before = s
            legal = GAME.legal_actions(s)
            said = [a for a in legal if a["type"] == "signal" and a["text"].get("ask") == "reverse"]
            a = rng.choice(said if said and rng.random() < 0.8 else legal)     # the phrase comes up often
            s = GAME.apply(s, a)
            for e in GAME.events(s, None):
                if e["kind"] == "turn_back_covered":
                    spoke = standing_signal(GAME.view(before, None), e["of"])
                    assert spoke["text"] == {"stack": a["stack"], "ask": "reverse"}
                    assert a["card"][0] != e["on"][0] and e["of"] != e["seat"]
                    seen += 1
    assert seen > 5, seen


@pytest.mark.ui
def test_the_log_says_the_top_your_card_could_turn_back_was_covered():
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import close_board, make_app
    match = covered_match()
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        app.step(1 / 60)
        lines = [text for _, text in scene._log_lines()]
        line = next(text for text in lines if "lays green 1" in text)
        assert "\u2014 covering blue 2, which your card could turn back" in line, line
        assert not any("I can turn" in text for text in labels(scene) if "said" in text), labels(scene)
    finally:
        close_board(app)
