"""NumberQuash, review 56q: a stalemate at four seats after Bot 2 had finished 1st was headed "A draw": the draw is
only among the rest. The heading says who won and the place the person's draw is for; a draw with nobody placed is
still "A draw"."""

from quash_table.games import get_game
from quash_table.ui.chrome import summary_heading


class _Match:
    def human_seats(self):
        return [0]


class _Session:
    screen_seat = 0
    match = _Match()

    def name(self, seat):
        return f"Bot {seat + 1}"


def _result(places, winners, drawn):
    return {"winners": winners, "places": places, "drawn": drawn, "scores": [15, 18, 17, 17]}


def test_a_stalemate_after_a_first_place_names_the_winner_and_the_place_drawn_for():
    game = get_game("numberquash")
    heading = summary_heading(game, _Session(), _result([None, 1, None, None], [1], [0, 2, 3]))
    assert heading == "Bot 2 won \u00b7 you drew for 2nd", heading
    # two placed before the draw: it is for 3rd
    heading = summary_heading(game, _Session(), _result([None, 1, 2, None], [1], [0, 3]))
    assert heading == "Bot 2 won \u00b7 you drew for 3rd", heading
    # nobody placed: the whole table drew
    assert summary_heading(game, _Session(), _result([None] * 4, [], [0, 1, 2, 3])) == "A draw"
