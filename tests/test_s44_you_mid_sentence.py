"""Issue 23 (session 44): the one person at a table of bots was "You" with a capital in mid-sentence: after a colon
("Bot 3 misses this turn: You spent a 10 to block Bot 3"), a semicolon ("...; You play first") and in NumberQuash's
opening re-roll ("so You before Bot 2"). A name that stands for the person is "you" wherever it does not open a
sentence; it opens one at the start, after a stop and on a line of its own, where it stays "You"."""

import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import put_name
from quash_table.ui.session import MatchSession


def _session(game_id, seats):
    return MatchSession(Match(game_id, ["human"] + ["bot:random"] * (seats - 1), 1), autosave=False)


def _you(text):
    i = text.index("Seat 1")
    return put_name(text, i, i + 6, "Ann", True)


def test_after_a_colon_semicolon_dash_or_bracket_the_person_is_you():
    assert _you("Skip: Seat 1 is skipped") == "Skip: you are skipped"
    assert _you("Round 2 begins; Seat 1 plays first") == "Round 2 begins; you play first"
    assert _you("Bot 2 plays \u2014 Seat 1 is skipped") == "Bot 2 plays \u2014 you are skipped"
    assert _you("Bot 4 wins (Seat 1 62, Bot 2 143)") == "Bot 4 wins (you 62, Bot 2 143)"


def test_a_sentence_still_opens_with_you():
    assert _you("Seat 1 plays the 7") == "You play the 7"
    assert _you("Quashed! Seat 1 has covered all 18 red cells") == "Quashed! You have covered all 18 red cells"
    assert _you("Round 2 is over. Seat 1 deals") == "Round 2 is over. You deal"
    assert _you("The game is lost.\nSeat 1 holds 3 cards") == "The game is lost.\nYou hold 3 cards"
    assert _you("\u25b8 Seat 1 is blocked") == "\u25b8 You are blocked"
    assert _you("it lands on Seat 1's pile") == "it lands on your pile"


def test_numberquash_a_block_by_you_is_told_with_you_in_mid_sentence():
    s = _session("numberquash", 3)
    event = {"kind": "skip", "seat": 2, "why": "blocked", "by": 0}
    said = s.words(s.game.describe_event(event, 3), short=True)
    assert said == "Bot 3 misses this turn: you spent a 10 to block Bot 3", said


@pytest.mark.parametrize("game_id,event,want", [
    ("flush", {"kind": "round_started", "round": 2, "mimic": 5, "mimic_card": "5", "first": 0}, "; you play first"),
    ("quash", {"kind": "round_dealt", "round": 3, "first": 0}, "Round 3 begins; you play first"),
])
def test_who_plays_first_after_a_semicolon_is_you(game_id, event, want):
    s = _session(game_id, 3 if game_id == "flush" else 4)      # (QUASH at two names its sides, RED and BLACK)
    for words in (s.game.describe_event(event, len(s.match.seats)), s.game.caption_event(event, len(s.match.seats)),
                  s.game.brief_event(event, len(s.match.seats))):
        if words:
            said = s.words(words, short=True)
            assert said.endswith(want) and "You" not in said, said


@pytest.mark.ui
def test_numberquash_opening_re_roll_says_you_in_mid_sentence_and_its_table_you():
    """Seed 1 at six seats: you and Bot 4 tie on 8 and roll again (tests/test_nq_s16_opening.py)."""
    from quash_table.ui.tables import board_for_match
    from tests.test_numberquash_scene import close
    from tests.ui_helpers import make_app, steps
    match = Match("numberquash", ["human"] + ["bot:normal"] * 5, 1, {})
    app = make_app((1280, 800), animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        tray = scene.tray.rect
        texts = [d.text for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        text = " ".join(texts)
        # in the turn order the re-roll made (session 49)
        assert "Tied on 8, rolled again: Bot 4 5+6=11, you 3+5=8, so Bot 4 before you" in text, text
        assert "You" in texts, texts          # the first round's table: your row is named as your plate is
    finally:
        close(app)
