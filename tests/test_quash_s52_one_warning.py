"""QUASH hint words warn of one answer on a spot once (session 52, found playing advanced in a real window): a run
just made where a face-up card of theirs may move there said "it makes the run 2-3-4 there, though they may still
beat it with a 5, though their face-up 5♦ may still move there". The face-up card's warning (reply.py) is the
surer one and stands alone; a run with no such card still says what unseen card may beat it (run_answer)."""

import json
import os

from quash_table.engine.match import Match
from quash_table.games.quash.run_answer import answer_words
from quash_table.games.quash.single_odds import Odds
from quash_table.ui.botrunner import build_bot

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "quash_s52_advanced_seed52.json")


def _hint_at_the_end_of_the_fixture():
    with open(FIXTURE) as f:
        game = json.load(f)
    m = Match("quash", game["seats"], game["seed"], game["options"])
    for a in game["actions"]:
        m.play(a)
    seat = m.to_move
    bot = build_bot("quash", m.game.hint_level, seat, len(m.actions))
    bot.for_person = True
    action = bot.choose(m.game.view(m.state, seat), m.legal_actions())
    return action, bot.reason


def test_the_face_up_card_that_may_move_there_is_the_one_warning():
    action, reason = _hint_at_the_end_of_the_fixture()
    assert action == {"type": "play", "card": "3S", "spot": 1}
    for words in (str(reason), reason.short, reason.brief):
        assert words.count("though") == 1, words
        assert "5♦ may still move" in words, words
        assert "beat it with a 5" not in words, words


def test_a_run_with_no_face_up_answer_still_names_the_unseen_card():
    # your 2-3-4 on triple spot 1; their 5♥ 6♥ there: an unseen 4 or 7 makes 4-5-6 or 5-6-7, higher than yours
    unseen = ["4D", "7C", "KH", "2S", "9D", "JC"]
    words = answer_words(["2C", "3S", "4C"], ["5H", "6H"], 0, Odds(unseen, 5))
    assert words.startswith(", though they may still beat it with"), words
    assert answer_words(["2C", "3S", "4C"], ["5H", "6H"], 0, Odds(unseen, 5).moving("7H")) == ""
