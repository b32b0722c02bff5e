"""NumberQuash, review 49b: Bot 3 stole your left red 9; you stole its left yellow 9 onto that red 9. The red 9
was covered again, yet its robbed ring and its tip ("… this cell is open again for a later roll") stayed over
the new quasher. A robbed cell covered again is no longer news (robbed.steals_since_last_move)."""

from quash_table.games.numberquash.robbed import robbed_cells, steals_since_last_move
from tests.test_nq_s14 import _robbed_then_your_turn


def test_a_robbed_cell_covered_again_by_another_stolen_quasher_is_no_longer_marked():
    m = _robbed_then_your_turn()
    assert robbed_cells(steals_since_last_move(m, 0)) == {("red", 0, 3)}
    # your 11 takes Bot 2's own blue 3 (not the red quasher it took from you) onto your emptied red 3
    m.play({"type": "bonus", "value": 11, "steals": [{"seat": 1, "from": ["blue", 0, 3], "to": ["red", 0, 3]}]})
    assert m.to_move == 0 and m.state.cells[0][2] != "."
    assert steals_since_last_move(m, 0) == []


def test_a_robbed_cell_still_empty_stays_marked_after_a_steal_elsewhere():
    m = _robbed_then_your_turn()
    m.play({"type": "bonus", "value": 11, "steals": [{"seat": 1, "from": ["blue", 0, 3], "to": ["red", 0, 4]}]})
    assert robbed_cells(steals_since_last_move(m, 0)) == {("red", 0, 3)}
