"""Review 57 (shell, New game): the memory's words "As last time: Seat 3 Bot: hard" and "Last time: ..." read
oddly. They are plain now: "From last game: 3 players, a hard bot in seat 3", and "Last game: Target score 150"
where a value typed since replaced last time's."""

from quash_table.ui.screens import new_game_memory as memory


def test_the_memory_line_is_in_plain_words():
    assert memory.AS_LAST_TIME == "From last game: " and memory.LAST_TIME == "Last game: "
    assert memory.seat_words(2, ("bot", "hard")) == "a hard bot in seat 3"
    assert memory.seat_words(1, ("bot", "easy")) == "an easy bot in seat 2"
    assert memory.seat_words(1, ("human", "normal")) == "a person in seat 2"
