"""NumberQuash, session 30 (a new player's 8 at six seats): the words of a hint and of the seats' last moves."""

from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.reasons import closer_words, placement_reason

OLD = ("you can expect to finish about 3 turns sooner than after left red 1 and 2",
       "you can expect to finish sooner than after left red 1 and 2")


def test_a_placement_reason_ends_in_plain_words_no_longer_than_before():
    """"so you can expect to finish sooner than after left red 1 and 2" read as a formula: the race table's
    same comparison says what the placement does for you, in no more letters."""
    new = (closer_words(3.2, "left red 1 and 2"), closer_words(1.1, "left red 1 and 2"))
    assert new == ("you should finish about 3 turns sooner than with left red 1 and 2",
                   "you should finish sooner than with left red 1 and 2"), new
    assert all(len(n) <= len(o) for n, o in zip(new, OLD)), new
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [1, 2])
    m.play({"type": "roll"})
    legal = m.legal_actions()
    action = next(a for a in legal if a.get("type") == "place" and [tuple(c) for c in a["cells"]] == [("red", 0, 3)])
    reason = placement_reason(Position(m.game.view(m.state, 0)), action, legal)
    assert "expect" not in reason and "after left" not in reason, reason
    # (session 47: the other placement is named where what it leaves open is said, review 46-2)
    assert reason.endswith(": smaller numbers are easier to cover later"), reason


def six_with_a_steal(drop=0):
    """6 seats, you first (the stacked dice of test_nq_s18.stolen_at_six): Bot 2 banks an 11 and, next round,
    steals your left red 3 with it, then rolls 1 and 2 and covers blue 1 and 2."""
    from tests.test_nq_s18 import SIX
    dice = [1, 2, 5, 6] + [1, 2] * 4 + [1, 3] + [1, 2]
    before = [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]}, {"type": "roll"}, {"type": "bank"}]
    for c in ("yellow", "green", "orange", "pink"):
        before += [{"type": "roll"}, {"type": "place", "cells": [[c, 0, 3]]}]
    before += [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]},
               {"type": "bonus", "value": 11, "steals": [{"seat": 0, "from": ["red", 0, 3], "to": ["blue", 0, 3]}]},
               {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 1], ["blue", 0, 2]]}]
    m = Match("numberquash", SIX, 3, {"order": list(range(6))}, dice)
    for a in before[:len(before) - drop]:       # `drop`: the last moves left out
        m.play(a)
    return m


def named(seat):
    return "you" if seat == 0 else f"Bot {seat + 1}"


def whose(seat):
    return "your" if seat == 0 else f"Bot {seat + 1}'s"


def test_each_seats_latest_turn_is_read_from_the_rules_events_in_a_few_words():
    from quash_table.games.numberquash.plate_news import latest_turns, turn_parts
    m = six_with_a_steal()
    turns = latest_turns(m, len(m.actions), 0)
    said = {seat: "; ".join(w[0] for _, w in turn_parts(ev, seat, named, whose)) for seat, ev in turns.items()}
    # (session 31: each cell named as the log names it, its octagon's side first)
    assert said[1] == "stole your left red 3; rolled 1+2: left blue 1 and 2", said      # this round's, not the bank
    assert said[2] == "rolled 1+2: left yellow 3" and said[0] == "rolled 1+3: left red 4", said
    # the moves the table has shown so far: Bot 2's turn before its steal was the bank
    earlier = latest_turns(m, len(m.actions) - 3, 0)
    assert "; ".join(w[0] for _, w in turn_parts(earlier[1], 1, named, whose)) == "rolled 5+6: banked 11"


def test_a_turn_too_long_for_its_plate_gives_up_its_first_rolls_and_keeps_the_steal():
    from quash_table.games.numberquash.plate_news import fitted
    parts = [("roll", ("rolled 6+6: banked 12",)), ("steal", ("stole your 9",)), ("roll", ("rolled 2+5: pink 7",))]
    assert fitted(parts, lambda s: True) == "rolled 6+6: banked 12; stole your 9; rolled 2+5: pink 7"
    # the rolls given up counted, not elided (session 36: "… 5+3: 2 cells" read as a cut to a new player)
    assert fitted(parts, lambda s: len(s) <= 50) == "1 roll, then stole your 9; rolled 2+5: pink 7"
    # the turn's last part stays where it fits (rev31b: "… stole your 9" hid how the turn ended), but a steal is
    # the news a player must not miss: it outlasts a plain roll, as a bank does (session 34: the thief's plate
    # read "… 5+3: left yellow 8", the steal before it given up); the rolls then counted after it
    assert fitted(parts, lambda s: len(s) <= 40) == "stole your 9 and 2 rolls"
    assert fitted(parts, lambda s: len(s) <= 20) == "stole your 9"
    # a 10 spent on a free roll is news too (review 37: a plate never said it): it outlasts the rolls
    free = [("bonus", ("spent 10: free roll", "free roll (10)")), ("roll", ("free roll 2+5: pink 7", "2+5: pink 7"))]
    assert fitted(free, lambda s: len(s) <= 30) == "free roll (10); 2+5: pink 7"
    assert fitted(free, lambda s: len(s) <= 20) == "free roll (10)"
    for room in range(1, 60):
        assert "\u2026" not in fitted(parts, lambda s, room=room: len(s) <= room)
        assert "\u2026" not in fitted(free, lambda s, room=room: len(s) <= room)


def test_the_bonuses_spent_are_counted_from_the_rules_events_and_the_tip_says_who():
    from quash_table.games.numberquash.bonus_marks import SpentCount, bonus_tip
    m = six_with_a_steal()
    counts = SpentCount().counts(m)
    assert counts == {("blue", 11): 1}, counts
    view = m.game.view(m.state, 0)
    tip = bonus_tip(11, view, counts, lambda o: named(o).capitalize())
    assert tip.startswith("Bonus octagon 11: a steal of one quasher, spent before a roll."), tip
    assert "ready to spend): nobody." in tip and tip.endswith("back in the supply): Bot 2."), tip
    m2 = six_with_a_steal(drop=3)     # before the steal: Bot 2's 11 banked, nothing spent
    assert SpentCount().counts(m2) == {}
    tip = bonus_tip(11, m2.game.view(m2.state, 0), {}, lambda o: named(o).capitalize())
    assert "ready to spend): Bot 2." in tip and tip.endswith("none yet."), tip


def test_the_plates_and_rings_read_each_move_once_and_say_what_a_fresh_reading_says():
    """The plates' latest turns and the spent count are kept up move by move (a move's events read once): after
    every move they are what reading the whole match afresh gives."""
    import random
    from quash_table.games.numberquash.bonus_marks import SpentCount
    from quash_table.games.numberquash.plate_news import latest_turns
    m, rng, known, spent = six_with_a_steal(drop=3), random.Random(4), {}, SpentCount()
    for _ in range(30):
        m.play(rng.choice(m.legal_actions()))
        assert latest_turns(m, len(m.actions), 0, known) == latest_turns(m, len(m.actions), 0)
        assert spent.counts(m) == SpentCount().counts(m)


def test_a_roll_that_banked_a_bonus_outlasts_the_plain_rolls_before_the_last_on_a_plate():
    # review 30: "… rolled 4+6: blue 1 and 9" hid the 12 that seat had banked earlier in its turn
    from quash_table.games.numberquash.plate_news import fitted, turn_parts
    events = [{"kind": "dice_rolled", "seat": 1, "dice": (6, 6)}, {"kind": "banked", "seat": 1, "value": 12},
              {"kind": "dice_rolled", "seat": 1, "dice": (4, 6)},
              {"kind": "placed", "seat": 1, "cells": [("blue", 0, 1), ("blue", 0, 9)]}]
    parts = turn_parts(events, 1, named, whose)
    assert parts == [("bank", ("rolled 6+6: banked 12", "6+6: banked 12", "banked 12")),
                     ("roll", ("rolled 4+6: left blue 1 and 9", "4+6: left blue 1 and 9", "left blue 1 and 9",
                               "rolled 4+6: 2 cells", "4+6: 2 cells", "2 cells"))], parts
    # (review 60: the cells named before "rolled" or their count)
    assert fitted(parts, lambda s: len(s) <= 42) == "6+6: banked 12; 4+6: left blue 1 and 9"
    # with no room for both whole, the roll that ended the turn in fewer words after the bank in its fewest (rev31b:
    # "… rolled 6+6: banked 12" hid how the turn ended; session 33: "… 4+6: left blue 1 and 9" hid the 12 banked)
    assert fitted(parts, lambda s: len(s) <= 30) == "banked 12; left blue 1 and 9"
    assert fitted(parts, lambda s: len(s) <= 20) == "banked 12; 2 cells"
    for room in range(9, 42):       # the bank never given up nor cut
        assert "banked 12" in fitted(parts, lambda s, room=room: len(s) <= room), room
