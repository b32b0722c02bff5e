"""Session 25 (second wave), Flush as a new player found it: the tray's news, its words, the Continue note."""

import re

import pytest

from quash_table.games.flush.reasons import high_card_words
from quash_table.ui.curtain_news import first_since
from quash_table.games.thegame.why import a_number
from tests.ui_helpers import board, close_board, make_app, step_until, steps


def test_an_before_a_number_said_with_a_vowel_sound():
    # "8s fit only on a 8 to 10" (review 25): Flush's reasons use the one shared rule (engine/naming.a_or_an)
    assert high_card_words(8, ()).startswith("8s fit only on an 8 to 10")
    assert high_card_words(7, ()).startswith("7s fit only on a 7 to 10")
    # The Game's cards run to 99: 11, 18 and the 80s are said with "an" too
    assert [a_number(n) for n in (8, 11, 18, 84, 7, 81 - 1)] == ["an 8", "an 11", "an 18", "an 84", "a 7", "an 80"]


def test_the_mimic_line_says_what_was_turned_and_what_it_does():
    # "Round 6: the Mimic is 1 (1 turned)" left a new player asking what "1 turned" meant (review 25)
    from quash_table.games.flush.telling import describe_event
    said = describe_event({"kind": "round_started", "round": 6, "mimic": 1, "mimic_card": "1S", "first": 0}, 3)
    assert said == ("Round 6: the Mimic is 1 (the stock's turned-up card is a 1 Skip; 1s join any group); "
                    "Seat 1 plays first")
    # the state's own log line keeps its old words: saves hold it and are checked against it on load
    from .test_flush_rules import new
    assert new().log[-1]["text"] == "Round 1: the Mimic is 5 (5 turned); Seat 1 plays first"


def test_an_unfinished_replay_says_when_each_seats_view_comes():
    from types import SimpleNamespace

    from quash_table.games.flush.rules import GAME
    from quash_table.ui.privacy import replay_locked_words
    for humans in ([0], [0, 1]):
        match = SimpleNamespace(game=GAME, human_seats=lambda h=humans: h)
        assert replay_locked_words(match, False).endswith("each seat's view comes after the game ends")
    assert replay_locked_words(SimpleNamespace(game=GAME, human_seats=lambda: [0]), True) == ""


def test_a_turned_hidden_card_alone_is_said_to_lie_on_the_pile():
    # the tray read only "“a 5”" over "Declare: nothing can join your 5" (review 25)
    from .test_flush_composer import composer
    from .test_flush_rules import P, new, play
    s = play(new(), P(["6", "6", "6S", "b1"], 6), {"type": "hidden", "base": 1})
    c = composer(s)
    assert c.words() == "your turned-up 2 is on the pile"
    assert c.drop("b0", "pile").kind == "step"
    assert c.words() == "two 2s"


@pytest.mark.ui
def test_the_tray_says_the_newest_moves_in_the_logs_words_from_its_top():
    # review 25 (34-tray-c05.png): "Player 1 lays a turned-up 8" where the log said which base's hidden card
    # it was and that a Mimic 8 Link joined, small, at the foot of a tray whose top half was empty
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=3)
    try:
        s, m = scene.session, scene.session.match
        crowded = 0
        for _turn in range(6):
            step_until(app, lambda: s.my_turn() and scene.settled(), timeout=120)
            steps(app, 3)
            n = len(m.actions)
            # (session 33: where the log's full words leave a move out, the tray says each in its fewest)
            forms = [[" ".join(w.split()) for _, w in scene.logbook.entries(first_since(m, 0, n), n, brief=b) if w]
                     for b in (False, True)]
            tray = scene._g["tray"]
            drawn = sorted((d.pos[1], d.text) for d in scene.table.decor
                           if getattr(d, "text", None) and tray.collidepoint(d.pos))
            said = " ".join(text for _, text in drawn)
            # (the moves since yours, when they crowd the tray, have it from its top, with no "Your play" over
            # them: session 32)
            told = next((f for f in forms if f and f[-1] in said), forms[0])
            if scene._prev["stage"] is None and told and told[-1] in said:     # the newest, whole
                earlier = re.search(r"\+(\d+) earlier: see Moves", said)
                if "Your play" not in said:         # crowded: the moves have the tray
                    crowded += 1
                    left = int(earlier.group(1)) if earlier else 0
                    assert all(w in said for w in told[left:]), (told, said)
                    # at the tray's top, its top half used
                    assert min(y for y, _ in drawn) < tray.centery, (drawn, tray)
            s.play(m.legal_actions()[0])
            steps(app, 3)
        assert crowded >= 1
    finally:
        close_board(app)


def test_continue_says_the_moment_the_load_row_says_after_next(tmp_path):
    # review 25: after Next at "Round 1 is over", Continue's note said "round 1's result" while the Load row
    # of the same autosave said "round 2, Player 3 to play": Continue read the state, the row its header
    import random

    from quash_table.engine.match import Match
    from quash_table.engine.saves import load_match, save_match
    from quash_table.ui.save_list import save_parts
    from quash_table.ui.screens.main_menu import continue_note
    m = Match("flush", ["human:Ann", "human:Bob", "human:Cy"], seed=4)
    rng = random.Random(4)
    while m.state.round == 1:
        m.play(rng.choice(m.legal_actions()))
    assert "round 1 scored" in continue_note(m)            # the table waits for Next: so does the note
    m.pass_result(len(m.actions))                            # Next
    path = save_match(m, tmp_path / "after-next.json") or tmp_path / "after-next.json"
    row, _, _ = save_parts(path)
    loaded = load_match(path)
    note = continue_note(loaded)
    assert "round 2" in row and "round 2" in note and "result" not in note, (row, note)
    where = re.search(r"round 2, \w+ to play", row).group(0)      # "round 2, Ann to play"
    assert f" · {where} · " in note, (where, note)          # the row's words (session 34: one voice)
    # saved again before a move, the loaded game keeps that moment
    again, _, _ = save_parts(save_match(loaded, tmp_path / "again.json") or tmp_path / "again.json")
    assert "result" not in again, again
