"""NumberQuash, session 50: with only an 11 (or only a 12) banked there was no button to spend it (the steal is a
drag) and a new player thought Roll had wasted it. A lone banked steal has a lit button, as the 11 and the 12 have
when both are banked; pressing it sends nothing and says the steal is a drag and that Roll keeps the bonus banked;
the tray's words say so too."""

from quash_table.games.numberquash.composer import STEAL_HOW, NumberQuashComposer
from quash_table.games.numberquash.rules import GAME as G
from quash_table.games.numberquash.tray import Tray

from .test_numberquash_composer import _twelve_state
from .test_numberquash_rules import ROLL, make, place, play


def _eleven_state():
    """Seat 0 has banked an 11 (and nothing else); seats 1 and 2 each cover an 8 and a 3."""
    dice = [6, 5] + [4, 4, 1, 2] * 2
    acts = [ROLL, {"type": "bank"}]
    for colour in ("blue", "yellow"):
        acts += [ROLL, place((colour, 0, 8)), ROLL, place((colour, 0, 3))]
    return play(make(3, dice=dice), *acts)


def composer(state):
    return NumberQuashComposer(G.view(state, state.to_move), G.legal_actions(state))


def test_a_lone_banked_11_has_a_lit_button_that_says_how_and_that_roll_keeps_it():
    s = _eleven_state()
    c = composer(s)
    assert c.ix.steal11 and not c.ix.has12
    how = next(b for b in c.buttons() if b.id == STEAL_HOW)
    assert how.enabled and how.label == "Steal (11)"
    before = G.dump(s)
    out = c.press(STEAL_HOW)
    assert out.kind == "step" and out.action is None and G.dump(s) == before
    assert "drag" in out.said.lower() and "roll instead and the 11 stays banked" in out.said.lower()
    assert all("stays banked" in w for w in Tray._steal_words(c, str, G.view(s, 0)))
    assert c.drop("q:blue:0:8", "cell:red:0:5").kind == "play"     # the steal itself is still the drag


def test_with_both_banked_the_mode_buttons_stay_and_no_lone_button():
    c = composer(_twelve_state())
    ids = {b.id for b in c.buttons()}
    assert {"mode:11", "mode:12"} <= ids and STEAL_HOW not in ids
