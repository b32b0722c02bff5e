"""NumberQuash's Load row says your place in the race ("you 3rd of 4", "joint 2nd" when level), read from
the saved standing (game.race_places, written with the save's header); it said only the round and each
seat's count. A save written before (no places in its standing) still loads and lists as before."""

import json

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, save_match
from quash_table.engine.standing import places_words, standing
from quash_table.paths import saves_dir
from quash_table.ui.save_list import describe_save

SEATS = ["human", "bot:easy", "bot:easy", "bot:easy"]


def played(moves, seed=2):
    m = Match("numberquash", SEATS, seed=seed)
    while len(m.actions) < moves and not m.over:
        bot = make_bot("numberquash", "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


def my_place(m):
    """Your place, counted here from the result: the seats ahead of you by their best colour, plus one."""
    scores = m.game.result(m.state)["scores"]
    return 1 + sum(1 for s in scores[1:] if s > scores[0]), sum(1 for s in scores if s == scores[0]) > 1


def test_the_load_row_says_the_counts_not_places_before_anybody_has_finished():
    # review 16 had "you 3rd of 4" here; review 17: places before anybody has one read as a result
    for moves in (20, 40, 80):
        m = played(moves)
        assert not m.over and not any(m.game.result(m.state)["places"])   # nobody finished yet
        path = save_match(m, saves_dir() / f"nq-{moves}.json")
        line, _ = describe_save(path)
        assert " of 4" not in line, line
        assert load_match(path).actions == m.actions


def test_a_save_without_places_still_loads_and_lists_without_them():
    m = played(60)
    path = save_match(m, saves_dir() / "old.json")
    data = json.loads(path.read_text())
    data["standing"].pop("places", None)    # as written before race places
    path.write_text(json.dumps(data))
    line, kind = describe_save(path)
    assert kind != "damaged" and " of 4" not in line and "round" in line, line
    assert load_match(path).actions == m.actions


def test_the_places_words():
    names = ["You", "Bot 2", "Bot 3", "Bot 4"]
    assert places_words([2, 1, 3, 4], names, 0, [1, 2, 3]) == "you 2nd of 4"
    assert places_words([2, 1, 2, 4], names, 0, [1, 2, 3]) == "you joint 2nd of 4"
    assert places_words([None, 1, 2, 3], names, 0, [1, 2, 3]) == "you not placed"     # review 19b
    assert places_words([3, 1, 2], ["Ann", "Bob", "Bot 3"], None, [2]) == "Ann 3rd, Bob 1st of 3"
    assert places_words(None, names, 0, [1, 2, 3]) == ""
    assert places_words([1, 2], ["Bot 1", "Bot 2"], None, [0, 1]) == ""     # nobody's place to say
    assert places_words([1, 1, 1, 1], names, 0, [1, 2, 3]) == ""            # all level: nothing to say


def test_a_finished_seat_keeps_its_awarded_place_ahead_of_the_racing_seats():
    m = played(10)
    s = m.game.load(m.game.dump(m.state))
    s.places = [None, 1, None, None]        # Bot 2 finished first
    s.status = ["playing", "finished", "retired", "playing"]
    places = m.game.race_places(s)
    assert places[1] == 1 and places[2] is None and places[0] >= 2 and places[3] >= 2
    assert standing(m.game, s)["places"] == places
