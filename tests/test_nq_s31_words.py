"""NumberQuash, session 31 (a new player's 8 at six seats, 1024x640): the plates' latest turns say less in their
own type rather than shrink, a turn that placed nothing or was skipped is said, and a cell has one name, the
log's."""

from quash_table.engine.match import Match
from quash_table.games.numberquash.plate_news import fitted, latest_turns, placed_forms, spent_forms, turn_parts
from quash_table.games.numberquash.words import cell_words, cells_words, describe_event
from tests.test_nq_s30_words import named, whose

SIX = ["human"] + ["bot:normal"] * 5


def six_with_a_block():
    """6 seats, you first: you bank a 10 and, next round, block Bot 4 with it; Bot 3 then rolls 5 and 2 and covers
    its left yellow 2 and 5, and Bot 4's turn is skipped (Bot 5 to move)."""
    dice = [6, 4] + [1, 2] * 5 + [1, 3, 1, 2, 5, 2]
    moves = [{"type": "roll"}, {"type": "bank"}]
    for c in ("blue", "yellow", "green", "orange", "pink"):
        moves += [{"type": "roll"}, {"type": "place", "cells": [[c, 0, 3]]}]
    moves += [{"type": "bonus", "value": 10, "effect": "block", "seat": 3},
              {"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]},
              {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 1], ["blue", 0, 2]]},
              {"type": "roll"}, {"type": "place", "cells": [["yellow", 0, 2], ["yellow", 0, 5]]}]
    m = Match("numberquash", SIX, 3, {"order": list(range(6))}, dice)
    for a in moves:
        m.play(a)
    return m


def two_thieves():
    """6 seats, you first: Bot 2 and Bot 3 bank an 11 each and, next round, steal your left red 3 and 4 with
    them; your turn comes again."""
    dice = [1, 2, 5, 6, 5, 6] + [1, 2] * 3 + [1, 3] + [1, 2] * 5
    moves = [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]},
             {"type": "roll"}, {"type": "bank"}, {"type": "roll"}, {"type": "bank"}]
    for c in ("green", "orange", "pink"):
        moves += [{"type": "roll"}, {"type": "place", "cells": [[c, 0, 3]]}]
    moves += [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]}]
    for thief, cell in (("blue", 3), ("yellow", 4)):
        moves += [{"type": "bonus", "value": 11, "steals": [{"seat": 0, "from": ["red", 0, cell],
                                                             "to": [thief, 0, cell]}]},
                  {"type": "roll"}, {"type": "place", "cells": [[thief, 0, 1], [thief, 0, 2]]}]
    for c in ("green", "orange", "pink"):
        moves += [{"type": "roll"}, {"type": "place", "cells": [[c, 0, 1], [c, 0, 2]]}]
    m = Match("numberquash", SIX, 3, {"order": list(range(6))}, dice)
    for a in moves:
        m.play(a)
    return m


def test_a_plate_line_too_long_for_its_room_says_less_and_always_fits():
    """Defect 1: a part that did not fit came in smaller type; now the shorter forms of the same events are
    chosen by room, the dice said briefly, then the cells alone, then counted, and the line always fits."""
    events = [{"kind": "dice_rolled", "seat": 2, "dice": (5, 2)},
              {"kind": "placed", "seat": 2, "cells": [("yellow", 1, 5), ("yellow", 0, 2)]}]
    parts = turn_parts(events, 2, named, whose)
    whole = "left yellow 2 and right yellow 5"
    # (session 36: "rolled" said as long as it can, as on the other plates: review 35b saw "1+4: right orange 5"
    # on one plate beside "rolled 1+4: ..." on the others)
    # (review 60: the cells named before "rolled" or their count)
    assert parts == [("roll", (f"rolled 5+2: {whole}", f"5+2: {whole}", whole, "rolled 5+2: 2 cells", "5+2: 2 cells",
                               "2 cells"))], parts
    assert fitted(parts, lambda s: len(s) <= 44) == f"rolled 5+2: {whole}"
    assert fitted(parts, lambda s: len(s) <= 40) == f"5+2: {whole}"      # (review 60: the cells, not "2 cells")
    assert fitted(parts, lambda s: len(s) <= 19) == "rolled 5+2: 2 cells"
    assert fitted(parts, lambda s: len(s) <= 18) == "5+2: 2 cells"
    for room in range(2, 60):      # never more than the room: nothing is left for the label to shrink
        assert len(fitted(parts, lambda s, room=room: len(s) <= room)) <= room, room
    # two parts: the dice said briefly before any part is given up
    two = parts + [("steal", ("stole your left red 9", "stole from you"))]
    assert fitted(two, lambda s: len(s) <= 60) == f"5+2: {whole}; stole your left red 9"
    assert fitted(two, lambda s: len(s) <= 34) == "1 roll, then stole your left red 9"
    assert fitted(two, lambda s: len(s) <= 24) == "stole your left red 9"


def test_a_turn_that_placed_nothing_says_so_on_its_plate():
    """Defect 2: "rolled 5+2: nothing fit" is now what happened, "no place for 5+2"."""
    events = [{"kind": "dice_rolled", "seat": 1, "dice": (5, 2)},
              {"kind": "nothing_fits", "seat": 1, "dice": [5, 2], "auto": True, "then": "turn_over"}]
    assert turn_parts(events, 1, named, whose) == [("roll", ("no place for 5+2", "no place for 5+2", "5+2: no place"))]
    free = [{"kind": "dice_rolled", "seat": 1, "dice": (1, 1), "free": True}] + events[1:]
    assert turn_parts(free, 1, named, whose)[0][1][0] == "free roll: no place for 5+2"


def test_a_turn_the_rules_skipped_is_the_seats_latest_turn():
    """Defect 2: a seat blocked kept its turn before on its plate and the turn it missed said nowhere there."""
    m = six_with_a_block()
    assert m.to_move == 4
    turns = latest_turns(m, len(m.actions), 0)
    said = {seat: [forms[0] for _, forms in turn_parts(ev, seat, named, whose)] for seat, ev in turns.items()}
    assert said[3] == ["missed a turn: blocked by you"], said
    assert said[2] == ["rolled 5+2: left yellow 2 and 5"], said
    assert said[0] == ["blocked Bot 4", "rolled 1+3: left red 4"], said     # the blocker's turn: no skip in it
    # kept up move by move, it reads the same
    known = {}
    for upto in range(1, len(m.actions) + 1):
        assert latest_turns(m, upto, 0, known) == latest_turns(m, upto, 0)


def test_a_cell_is_named_on_a_plate_as_the_log_names_it():
    """Defect 4: plates said "yellow 9" where the log said "right yellow 9": both from words.cell_words."""
    cells = [("yellow", 1, 9)]
    event = {"kind": "placed", "seat": 2, "cells": cells}
    assert placed_forms(cells)[0] == cells_words(cells) == "right yellow 9"
    assert describe_event(event, 6).endswith("covers right yellow 9")
    steal = {"kind": "bonus_spent", "seat": 2, "value": 11, "effect": "steal",
             "steals": [{"seat": 0, "from": ("red", 1, 9), "to": ("yellow", 1, 9)}]}
    assert spent_forms(steal, named, whose)[0] == f"stole your {cell_words(('red', 1, 9))}" == "stole your right red 9"


def test_steals_by_several_players_are_one_sentence_in_the_narrow_header():
    """Defect 3: "Bot 3 stole your left red 9; Bot 4 stole …" was cut: who and what, whole, in fewer words."""
    from quash_table.games.numberquash.words import stolen_together_brief
    steals = [{"seat": 0, "from": ("red", 0, 4)}, {"seat": 0, "from": ("red", 1, 9)}, {"seat": 0, "from": ("red", 0, 3)}]
    assert stolen_together_brief(["Bot 2", "Bot 3"], steals) == \
        "Bot 2 and Bot 3 stole your red 3 and 4 on the left and red 9 on the right"
    assert stolen_together_brief(["Bot 2"], steals[:2]) == "Bot 2 stole your left red 4 and right red 9"


def test_a_hint_that_keeps_small_numbers_open_says_all_it_keeps_in_no_more_letters():
    """Defect 5: "it keeps the 1 and 4 open" where 1, 4 and 6 were open read as all there was."""
    from quash_table.games.numberquash.bots import Position
    from quash_table.games.numberquash.reasons import placement_reason, why_cells
    old = "it keeps the 1 and 4 open: one die alone can cover a small number later"
    assert why_cells([5], [1, 4]) == old       # (no open cells given: the words before)
    said = why_cells([5], [1, 4], [1, 4, 6])
    assert said == "it keeps 1, 4 and 6 open: a die alone can cover one later" and len(said) <= len(old), said
    assert why_cells([5], [1, 4], [1, 4, 4]).startswith("it keeps 1 and two 4s open")
    # a fresh board, 1 and 2 rolled: left red 3 keeps every small cell but its own 3 open, counted
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [1, 2])
    m.play({"type": "roll"})
    legal = m.legal_actions()
    action = next(a for a in legal if a.get("type") == "place" and [tuple(c) for c in a["cells"]] == [("red", 0, 3)])
    reason = placement_reason(Position(m.game.view(m.state, 0)), action, legal)
    assert reason.short == "it keeps 11 cells of 1 to 6 open: a die alone can cover one later", reason.short
