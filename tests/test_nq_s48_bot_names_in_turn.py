"""Session 48, NumberQuash (review 47b): at three seats Bot 3 played before Bot 2. The opening rolls draw the turn
order (highest first, then the next highest: assets/rules/numberquash.md "Who starts"), so the bots given no name
are numbered in it where the names are given (engine/match.bots_in_turn_order): Bot 2 plays before Bot 3, and the
plates across the top and the turn order read so. A name given (a save's) is kept."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, open_board, settle

SEED = 2        # three seats: the opening rolls give seat 1 (you), then seat 3, then seat 2


def names(m):
    return [m.seats[s]["name"] for s in m.initial.order]


def test_the_bots_are_numbered_in_the_turn_order():
    m = Match("numberquash", "human,bot:normal,bot:hard", SEED)
    assert list(m.initial.order) == [0, 2, 1]
    assert names(m) == ["You", "Bot 2 (hard)", "Bot 3 (normal)"]
    # the bots' own numbers handed out in the order they play, you anywhere among them
    for seed in range(1, 30):
        m = Match("numberquash", ["bot:easy", "human", "bot:normal", "bot:hard"], seed)
        bots = [n for n in names(m) if n != "You"]
        assert [int(n.split()[1]) for n in bots] == [1, 3, 4], (seed, names(m))


def test_a_name_given_is_kept():
    m = Match("numberquash", "human,bot:normal,bot:normal", SEED)
    again = Match("numberquash", m.seats, SEED)        # a save's or a replay's seats
    assert again.seats == m.seats
    named = Match("numberquash", ["human", {"kind": "bot", "level": "normal", "name": "Rex"}, "bot:easy"], SEED)
    assert [s["name"] for s in named.seats] == ["You", "Rex", "Bot 3 (easy)"]


def test_clockwise_games_keep_their_seats_names():
    m = Match("quadwar", "human,bot:normal,bot:normal,bot:normal", 5)
    assert [s["name"] for s in m.seats] == ["You"] + [f"Bot {i} (normal)" for i in (2, 3, 4)]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_plates_read_bot_2_then_bot_3(size):
    app, scene = open_board("numberquash", ["human", "bot:normal", "bot:normal"], seed=SEED, size=size)
    try:
        settle(app, scene)
        order = list(scene.session.match.initial.order)
        others = [s for s in order if s != 0]
        assert [scene.short(s) for s in others] == ["Bot 2", "Bot 3"]
        assert scene.badges[others[0]].x < scene.badges[others[1]].x        # left to right in the turn order
    finally:
        close_board(app)
