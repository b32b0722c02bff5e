"""NumberQuash, session 38: with several colours a seat, the hint says which colour its placement brings to done
sooner and what done is ("you should finish sooner than with left blue 1" said neither, review 38)."""

import random

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.reasons import closer_words, nearest_colour, turns_left


def test_closer_words_name_the_colour_only_where_the_seat_has_several():
    assert closer_words(2.1, "left red 3") == "you should finish about 2 turns sooner than with left red 3"
    assert closer_words(1.6, "left red 3", "blue") == \
        "you should have all 18 blue cells covered 1 to 2 turns sooner than with left red 3"


def _reasons(per_seat, seeds=2):
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        match = Match("numberquash", ["bot:normal", "bot:random"], seed, {"colours_per_seat": per_seat})
        bot = make_bot("numberquash", "normal", 0, seed)
        while not match.over:
            view, legal = match.game.view(match.state, match.to_move), match.legal_actions()
            action = bot.choose(view, legal) if match.to_move == 0 else rng.choice(legal)
            if match.to_move == 0 and action["type"] == "place":
                out.append((view, action, str(bot.reason)))
            match.play(action)
    return out


def test_a_seat_of_two_colours_hears_which_colour_finishes_sooner():
    said = 0
    for view, action, reason in _reasons(2):
        assert "you should finish" not in reason and "closer to finishing" not in reason, reason
        if "sooner than" in reason:
            pos = Position(view)
            after = pos.after([tuple(c) for c in action["cells"]])
            colour = nearest_colour(pos, after)
            assert colour in view["colours"][0] and pos.E[after[colour]] == turns_left(pos, after)
            assert f"you should have all 18 {colour} cells covered" in reason, reason
            said += 1
    assert said, "no placement said sooner: the test sees nothing"
