"""Review 14, item 2: a hint's cost in room words ("it costs ▼ 12 of the cards still to come" read as a
riddle), and a two-card plan's point said plainly ("two cards laid for little room")."""

from quash_table.games.thegame.bots import cost_words


def test_a_hints_cost_is_said_as_the_room_a_stack_has_left():
    view = {"up": "R5", "down": None, "history": [(0, "R5", "up", 0)]}
    said = cost_words(view, {"type": "play", "card": "R8", "stack": "up"})
    assert said == "\u25b2 then has no room for 12 cards still to come", said
    assert "costs" not in said
    view = {"up": "R5", "down": "P6", "history": [(0, "R5", "up", 0), (1, "P6", "down", 1)]}
    assert cost_words(view, {"type": "play", "card": "P9", "stack": "down"}) == \
        "\u25bc then has room again for 12 cards still to come"          # a reverse trick
    assert cost_words(view, {"type": "end_turn"}) == ""
