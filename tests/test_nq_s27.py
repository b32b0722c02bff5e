"""Session 27, NumberQuash: a many-steal move's header in short, small quashers taken by a drag at 6 seats,
the hint clear of the octagons' labels, a missed turn said plainly."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_numberquash_rules import make, row
from tests.ui_helpers import match_board, steps

pytestmark = pytest.mark.ui

OTHERS = ("yellow", "green", "orange", "pink")


def made_match(state, seats):
    """A match that starts at the made `state` (tests.test_numberquash_rules.make) rather than a new deal."""
    m = Match("numberquash", list(seats), seed=1, options={"order": list(state.order)})
    m.initial = m.state = state
    m._checkpoints = [state]
    return m


def test_a_twelve_from_five_players_is_said_short_in_the_header_and_whole_in_the_log():
    # "Bot 4 steals the pink quasher on your right red 9, Bot 2's right blue 9, … (12)" ran past the header:
    # there it is counted ("Bot 2 steals 5 quashers (12)", from the event), the log keeps each cell
    octs = {c: row(open0=set(range(1, 9)), letter=c[0]) for c in ("red",) + OTHERS}
    state = make(seats=6, octagons=octs, bonus={"blue": [0, 0, 1]}, order=[1, 2, 3, 4, 5, 0])
    m = made_match(state, ["human"] + ["bot:normal"] * 5)
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        said = []
        for _ in range(900):
            steps(app, 1)
            status = (scene.hud.shown or {}).get("status")
            if status and status not in said:
                said.append(status)
            if m.actions and m.actions[0].get("value") == 12 and not scene.session.director.busy():
                break
        assert m.actions[0]["type"] == "bonus" and len(m.actions[0]["steals"]) == 5
        assert "Bot 2 steals 5 quashers (12)" in said, said
        assert not any("Bot 2 steals" in s and "9" in s for s in said), said
        entry = next(text for _, text in scene.session.log_lines() if "12" in text)
        for colour in ("red",) + OTHERS:
            assert f"left {colour} 9 from" in entry, entry
    finally:
        pygame.display.quit()


def test_the_brief_steal_counts_quashers_from_the_event():
    from quash_table.games.numberquash.words import caption_brief
    steals = [{"seat": s, "from": [c, 1, 9], "to": ["red", 0, s], "quasher": c} for s, c in enumerate(OTHERS, 1)]
    assert caption_brief({"kind": "bonus_spent", "effect": "steal", "seat": 3, "value": 12,
                          "steals": steals}) == "Seat 4 steals 4 quashers (12)"
