"""Session 30 (new players): the dashed boxes in QUASH's middle strip (a triple's open slot between two cards a rank
apart, 5 and 7: spot_cards.gap_strip) said nothing, and players did not know what they were. Each now says the rank
that goes there ("needs 6" or "6" as it fits: spot_cards.gap_words; "6 goes here" until review 55l)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quash import spot_cards
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board


def test_the_missing_rank_and_its_words_fit_the_box():
    assert spot_cards.missing_rank(["5H", "7C"]) == "6"
    assert spot_cards.missing_rank(["QH", "AS"]) == "K"
    assert spot_cards.missing_rank(["9D", "JC"]) == "10"
    pygame.font.init()
    assert spot_cards.gap_words("6", 400, 11) == "needs 6"
    for width in (20, 40, 60):
        got = spot_cards.gap_words("10", width, 11)
        assert got in ("needs 10", "10")
        assert got == "10" or theme.text(got, 11, theme.TEXT, False).get_width() <= width


def _gapped():
    """A QUASH game at the person's turn with a triple of theirs holding two cards a rank apart (Q and A)."""
    m = Match("quash", ["human", "bot:easy"], seed=2)
    rng = random.Random(2)
    while len(m.actions) < 40:
        if m.to_move == 0:
            v = m.game.view(m.state, 0)
            if v.get("phase") == "play" and any(
                    [s for _, s in spot_cards.placed(v["board"][v["side"]][k], k)] == [0, 2] for k in range(9)):
                return m
        m.play(rng.choice(m.legal_actions()))
    raise AssertionError("no gap in 40 moves")


@pytest.mark.ui
def test_a_gaps_open_slot_says_which_rank_goes_there():
    m = _gapped()
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        assert scene._gaps and len(scene._gap_words) == len(scene._gaps)
        v = m.game.view(m.state, 0)
        k = next(k for k in range(9) if [s for _, s in spot_cards.placed(v["board"][v["side"]][k], k)] == [0, 2])
        low = spot_cards.placed(v["board"][v["side"]][k], k)[0][0]
        assert spot_cards.missing_rank([low]) in scene._gap_words
    finally:
        close_board(app)
