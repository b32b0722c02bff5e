"""Session 34: when the costliest card was the move that lost the game, the loss summary named it twice, in
its lead ("Lost at move 18: you laid red 9 on ▲, …") and again in "Costliest card: at move 18 your red 9 on
▲ wasted 6 numbers; …". The lead says its cost once and the costs line names the others, if any."""

from quash_table.games.thegame.next_time import lost_lines
from tests.test_thegame_s16_verdict import lost, names

R9 = {"type": "play", "card": "R9", "stack": "up"}
Y3 = {"type": "play", "card": "Y3", "stack": "down"}


def _cost(index, seat, card, stack, cost):
    return {"index": index, "seat": seat, "card": card, "stack": stack, "cost": cost, "spent": cost + 1,
            "instead": Y3}


def test_the_costliest_card_that_lost_the_game_is_named_once():
    a = lost(0, R9, 3, 5)
    a["costs"] = [_cost(17, 0, "R9", "up", 5), _cost(3, 1, "B4", "down", 2)]
    lines = lost_lines(a, names)
    # session 35: in one line at 1024x640, the numbers it used up said without "(the costliest card)"
    assert lines[0] == "Lost at move 18: your red 9 on \u25b2 wasted 6 numbers and left no way to win.", lines
    said = [line for line in lines if "red 9" in line]
    assert said == [lines[0]], lines
    assert any(line.startswith("Another costly card: at move 4 Bot 2's blue 4 on \u25bc wasted 3 numbers")
               for line in lines), lines
    # the only costly card: no costs line at all
    a["costs"] = a["costs"][:1]
    lines = lost_lines(a, names)
    assert not any("ostliest card:" in line or "costly card" in line for line in lines), lines
    assert "red 9" not in " ".join(lines[1:-1]), lines        # (the last: next time's advice, from the same move)


def test_another_costliest_card_keeps_its_own_line():
    a = lost(0, R9, 3, 5)
    a["costs"] = [_cost(17, 0, "R9", "up", 1), _cost(3, 1, "B4", "down", 4)]
    lines = lost_lines(a, names)
    assert lines[0] == "Lost at move 18: after you laid red 9 on \u25b2, no way to win was left.", lines
    assert any(line.startswith("Costliest card") and "at move 4 Bot 2's blue 4" in line for line in lines), lines
