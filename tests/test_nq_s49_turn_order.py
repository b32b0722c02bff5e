"""Session 49: NumberQuash's turn order comes from the opening rolls, so it is often not seat order (a new
player read "Bot 3 plays before Bot 2" beside lists of You, Bot 2, Bot 3, Bot 4). The seats keep their names;
every list of them on the board reads the turn order the rules keep (state.order, in the view and the
result as `order`): the plates, the header's scores, the opening rolls' table and the log's line, the
summary's rows and words, the chart's legend."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.chrome import standing_rows, standings
from tests.test_numberquash_review15 import out_board
from tests.test_numberquash_scene import close
from tests.ui_helpers import steps

# seed 34, four seats: You 6+4, Bot 2 2+2, Bot 3 3+4, Bot 4 4+5: You, Bot 4, Bot 3, Bot 2
SEED_34 = [0, 3, 2, 1]


def _stalemate(order=(0, 2, 1)):
    """Three seats in the turn order `order` (You, Bot 3, Bot 2), every one banking an 11 in round 1: with
    one stalemate round the game ends in a draw among all three, level on no cell."""
    seats = len(order)
    match = Match("numberquash", ["human"] + ["bot:normal"] * (seats - 1), 1,
                  {"order": list(order), "stalemate_rounds": 1}, [5, 6] * seats)
    for _ in range(seats):
        match.play({"type": "roll"})
        match.play({"type": "bank"})
    assert match.over and match.state.ended == "stalemate"
    return match


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_opening_rolls_table_and_the_log_list_the_seats_in_turn_order(size):
    match = Match("numberquash", ["human"] + ["bot:normal"] * 3, 34, {})
    assert list(match.state.order) == SEED_34
    app, scene = out_board(match, size)
    try:
        tray = scene.tray.rect
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        rows = sorted((d.text_rect().y, d.text) for d in labels if d.text in ("You", "Bot 2", "Bot 3", "Bot 4"))
        assert [text for _, text in rows] == ["You", "Bot 4", "Bot 3", "Bot 2"], rows
        said = match.game.describe_setup(match.state)
        assert said.startswith("Opening rolls: Seat 1 6+4, Seat 4 4+5, Seat 3 3+4, Seat 2 2+2."), said
        # the plates across the top in the same order
        tops = sorted((scene.badges[seat].x, seat) for seat in (1, 2, 3))
        assert [seat for _, seat in tops] == SEED_34[1:], tops
    finally:
        close(app)


def test_the_rules_result_gives_the_turn_order_and_ties_are_listed_in_it():
    match = Match("numberquash", ["human"] + ["bot:normal"] * 3, 34, {})
    res = match.game.result(match.state)
    assert res["order"] == SEED_34
    # level on no cell at the start: the chart's legend and the summary's rows list them in turn order
    assert standings(match.game, res) == SEED_34


def test_the_end_summary_lists_the_seats_in_turn_order():
    match = _stalemate()
    res = match.game.result(match.state)
    assert res["summary"].endswith("a draw among the players still in: Seat 1 with 18 cells left, Seat 3 with 18 "
                                   "cells left, Seat 2 with 18 cells left."), res["summary"]

    class Names:
        screen_seat = 0

        def name(self, i):
            return "You" if i == 0 else f"Bot {i + 1}"

    assert [row[1] for row in standing_rows(match.game, Names(), res)] == ["You", "Bot 3", "Bot 2"]


def test_seats_not_placed_and_level_are_said_in_turn_order():
    from types import SimpleNamespace

    from quash_table.games.numberquash.views import finish_words
    s = SimpleNamespace(seats=4, status=["finished", "playing", "playing", "playing"], order=(0, 2, 1, 3))
    words = finish_words(s, [18, 7, 7, 9], [0], [1, None, None, None], [])
    assert words.endswith("Not placed: Seat 4 with 9 cells left, Seat 3 with 11 cells left, Seat 2 with 11 "
                          "cells left."), words


@pytest.mark.ui
def test_the_board_lists_a_stalemates_seats_in_turn_order_in_header_and_legend():
    match = _stalemate()
    app, scene = out_board(match)
    try:
        s = scene.session
        header = scene.score_text(s.result(), s.view())
        assert header.index("Bot 3") < header.index("Bot 2"), header
        ranks = scene.score_panel.legend_rank()
        assert sorted(range(3), key=lambda i: ranks[i]) == [0, 2, 1], ranks
    finally:
        close(app)


# --- the header's lead names every seat on the next count --------------------------------------------

def test_a_lead_over_seats_level_behind_you_names_them_all():
    # "You 1/18 · 1 ahead of Bot 4" while Bots 4, 3 and 2 were all on 0 (1024x640, seed 34): as if Bot 4
    # alone were nearest
    from quash_table.games.numberquash.race_words import race_words

    def short(i):
        return "You" if i == 0 else f"Bot {i + 1}"
    view = {"order": SEED_34, "seat": 0}
    assert race_words({"scores": [1, 0, 0, 0]}, view, short).endswith("\u00b7  1 cell ahead of 3 players")
    assert race_words({"scores": [2, 0, 1, 1]}, view, short).endswith("\u00b7  1 cell ahead of Bot 4 and Bot 3")
    assert race_words({"scores": [2, 0, 1, 1]}, view, short, brief=2).endswith("\u00b7  1 cell ahead of 2 players")
    assert race_words({"scores": [3, 1, 2, 0]}, view, short).endswith("\u00b7  1 cell ahead of Bot 3")


@pytest.mark.ui
def test_the_header_after_your_first_cover_is_ahead_of_every_bot_level_on_none():
    import pygame

    from tests.test_numberquash_scene import open_table
    from tests.ui_helpers import centre, drag, key, settle
    app, scene, match = open_table([5, 1], seats=("human", "bot:easy", "bot:easy", "bot:easy"),
                                   options={"order": SEED_34})
    try:
        key(app, pygame.K_r)
        settle(app, scene)
        drag(app, centre(scene.table.piece_by_id["dice:pair"].home), centre(scene.table.target_by_id["cell:red:0:6"].rect))
        steps(app, 3)
        assert match.state.cells[0].count("r") == 1
        s = scene.session
        header = scene.score_text(s.result(), s.view())
        assert header.endswith("1 cell ahead of 3 players"), header
    finally:
        close(app)
