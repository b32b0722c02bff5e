"""A placement hint says why these cells (issue 23, third review: every placement hint read "the quickest way
to finish from here, keeping the hard numbers coverable"): the number no single die covers, or the small ones
kept for a die, what it leaves to cover, and the turns to finish against the best other placement, from the race
table the bot plays by (reasons.py)."""

import random
import re

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.reasons import best_other, open_numbers, turns_left
from tests.test_numberquash_scene import ROLL, close, open_table
from tests.ui_helpers import ask_hint

STOCK = "the quickest way to finish from here"


@pytest.mark.ui
def test_the_hint_for_a_roll_says_why_this_cell_and_not_the_others():
    texts = {}
    for dice in ([2, 5], [2, 1]):
        app, scene, match = open_table(dice, before=[ROLL])
        try:
            ask_hint(app, scene)
            texts[tuple(dice)] = scene.hints.current["full"]
        finally:
            close(app)
    seven, three = texts[(2, 5)], texts[(2, 1)]
    # 2 and 5: the 7 in one cell, because no die shows a 7; 3 and 4 (or 2 and 5) left for later rolls
    assert "cover left red 7" in seven and "a 7 needs both dice" in seven, seven
    # the race table's comparison in plain words, not "about 15.6 turns to finish, against 18.3 after ..."
    assert "your left red 3 and 4 stay open, not the 7" in seven and not re.search(r"\d\.\d", seven), seven
    # 2 and 1: the 3, keeping the 1 and 2 open for a die alone (the reason is about this roll, not a stock
    # line; session 13: what a die alone does is said outright)
    # (session 31: every small cell it keeps, counted, not "the 1 and 2" as if they were all)
    # (session 47: the full reason says the leftovers of both placements; the short hint keeps the die alone)
    assert "cover left red 3" in three and "your left red 1 and 2 stay open, not the 3" in three, three
    assert STOCK not in seven + three


def _positions(n_games=6):
    """(view, legal, bot's action, bot's reason) of every placement the normal bot makes in a few games."""
    out = []
    for seed in range(n_games):
        rng = random.Random(seed)
        match = Match("numberquash", ["bot:normal", "bot:normal", "bot:random"], seed)
        bots = [make_bot("numberquash", "normal", s, seed) for s in range(3)]
        while not match.over:
            seat = match.to_move
            view, legal = match.game.view(match.state, seat), match.legal_actions()
            action = bots[seat].choose(view, legal) if seat < 2 else rng.choice(legal)
            if seat < 2 and action["type"] == "place":
                out.append((view, legal, action, bots[seat].reason))
            match.play(action)
    return out


def test_every_placement_reason_is_the_race_tables_own_comparison():
    found = _positions()
    assert len(found) > 50
    kinds = set()
    for view, legal, action, reason in found:
        assert reason and STOCK not in reason and "my " not in reason, reason
        pos = Position(view)
        after = pos.after([tuple(c) for c in action["cells"]])
        other = best_other(pos, action, legal)
        colour = action["cells"][0][0]
        left = open_numbers(after[colour])
        if not left:
            assert "Quashed!" in reason, reason
            continue
        if view["fallback"]:
            assert reason.startswith(f"nothing adds up to {sum(view['dice'])}"), reason
        elif other is None:
            kinds.add("only")
            assert " of yours that add" in reason or "Quashed!" in reason, reason
        elif "you should finish " in reason:
            kinds.add("turns")       # the turns said are the table's difference to the other placement
            later = turns_left(pos, pos.after([tuple(c) for c in other["cells"]]))
            figure = later - turns_left(pos, after)
            sooner = round(figure)
            assert later > turns_left(pos, after), reason
            about = sooner >= 2 and abs(figure - sooner) <= 0.25     # near a whole number: "about N"
            assert (f"about {sooner} turns sooner" in reason) == about, reason
            between = not about and figure >= 1.5       # else the two whole numbers it lies between
            assert (f"{int(figure)} to {int(figure) + 1} turns sooner" in reason) == between, reason
            assert "turns to finish" not in reason and not re.search(r"\d\.\d", reason), reason
        if len(left) <= 2 and len({c for c, _, _ in action["cells"]}) == 1:
            assert f"leaves {colour} only" in reason, reason
    assert {"only", "turns"} <= kinds, kinds


def teardown_module():
    pygame.display.quit()
