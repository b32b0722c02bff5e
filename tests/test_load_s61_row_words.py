"""Review 61w (Load): one list named a table's bots two ways, "You: 62, Bot 2: 52, Bot 3: 83, Bot 4: 82" in one row,
"You: 0, Bots 2\u20134: 12, 41, 20" in the next, each as its own room held: past the longest form the bots are named
together in every form (quadwar/load_row.py). Headless."""

import random

from quash_table.engine.match import Match
from quash_table.ui.continue_source import match_head
from quash_table.ui.save_list import row_forms


def _played(seats, moves, seed=613):
    m = Match("quadwar", seats, seed)
    rng = random.Random(seed)
    while not m.over and len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_a_table_of_three_bots_is_named_one_way_past_the_longest_form():
    for moves in (30, 70, 110):
        m = _played(["human", "bot:normal", "bot:normal", "bot:normal"], moves, seed=612)
        forms = row_forms(m.game, match_head(m))[0]
        named = [i for i, f in enumerate(forms) if "Bot 2: " in f]
        together = [i for i, f in enumerate(forms) if "Bots 2\u20134: " in f]
        if together:
            # the bots' own names only in the longest form(s), before any form that names them together
            assert all(i < min(together) for i in named), forms
