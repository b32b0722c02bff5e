"""The Game, session 37 (review 37): a card dropped on the team-mate's hand (Bot 2's plate) sprang back with no
message, where the draw pile now says why. A team-mate's plate is a place a drop is told at (composer.why_not):
the card goes home and the table says cards go on the stacks, and a signal tells the team-mate what you need."""

import pytest

from quash_table.games.thegame.composer import team_mate_words
from tests.test_thegame_s37_pile_drop import refused_drop

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_dragged_onto_the_team_mates_hand_goes_back_and_says_why(size):
    refused_drop(size, lambda scene: scene.table.target_by_id["seat:1"].rect.center,
                 lambda m: team_mate_words("Bot 2"))


def test_the_team_mate_words_say_where_cards_go_and_what_to_do_instead():
    assert team_mate_words("Bot 2") == ("Cards go on \u25b2 or \u25bc, never to Bot 2's hand; a signal tells Bot 2 "
                                        "what you need.")
