"""Session 29 review of QUASH's board (new players rated it 7.5): at a tie the header said "Your turn" and
Enter with no card lifted replaced the tie's instruction; the round result's badges overran their pills at
1024x640; the hint arrow crossed the score track's numbered cells and the side badge."""

import pygame
import pytest

from quash_table.games.quash.captions import tie_enter_words, tie_turn_words
from tests.test_quash_scene import _tie_on_spot_9
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _tie_view(seats=2, named=None, events=()):
    return {"phase": "tiebreak", "tiebreak": {"spot": 6, "chosen": [False, False], "my_card": None},
            "side": 0, "seats": seats, "named": named or [None, None], "events": list(events)}


def test_the_tie_turn_words_say_the_tiebreaker_the_card_and_what_wins():
    assert tie_turn_words(_tie_view()) == "tiebreaker on spot 6 \u2014 lay a leftover card, the higher rank wins"
    again = [{"type": "tiebreak", "spot": 6, "cards": ["7H", "7S"]}]
    assert tie_turn_words(_tie_view(events=again)).startswith("spot 6 is still tied \u2014 lay a leftover card")
    assert tie_turn_words(_tie_view(4)) == "spot 6 is tied: name who plays RED's tiebreakers (M: you, P: your partner)"
    assert tie_turn_words(_tie_view(4, named=[0, None])).startswith("tiebreaker on spot 6")
    assert tie_turn_words(dict(_tie_view(), phase="play")) == ""
    assert tie_enter_words(_tie_view()).startswith("Tie on spot 6: pick a leftover card first")
    assert tie_enter_words(_tie_view(4)) == ""      # naming the player: M and P


def test_at_a_tie_the_header_says_the_tiebreaker_and_enter_keeps_it():
    """The header said "Your turn" while the mat waited for your card; Enter with no card lifted put "Enter
    plays what you lift: pick it first" over the prompt, the one place that said the tie."""
    m = _tie_on_spot_9()
    app, scene = match_board(m, size=(1024, 640))
    try:
        status = scene.hud.status()
        assert status == "Your turn: tiebreaker on spot 9 \u2014 lay a leftover card, the higher rank wins", status
        key(app, pygame.K_RETURN)
        steps(app, 3)
        assert scene.message is not None and scene.message[0].startswith("Tie on spot 9: pick a leftover card"), \
            scene.message
        assert scene.hud.status() == status
    finally:
        close_board(app)
