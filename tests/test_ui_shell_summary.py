"""The end-of-game summary numbers its standings: 1, 2, 3, with seats level sharing a place."""

from quash_table.games import get_game
from quash_table.ui.chrome import places, standings


def test_places_follow_the_standings_and_level_seats_share_one():
    flush = get_game("flush")
    res = {"scores": [74, 0, 16], "winners": [1]}
    order = standings(flush, res)
    assert order == [1, 2, 0]
    assert places(flush, res, order) == {1: 1, 2: 2, 0: 3}
    quadwar = get_game("quadwar")
    res = {"scores": [10, 300, 120, 300, 120], "winners": [1, 3]}
    order = standings(quadwar, res)
    assert places(quadwar, res, order) == {1: 1, 3: 1, 2: 3, 4: 3, 0: 5}
    # level on points but one of them won (a tie broken by the rules): not the same place
    res = {"scores": [30, 30], "winners": [0]}
    assert places(get_game("quash"), res, standings(get_game("quash"), res)) == {0: 1, 1: 2}
