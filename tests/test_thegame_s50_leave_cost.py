"""Session 50: a "leave ▼ alone" request was kept at any price: a bot opened an empty ▲ high rather than lay
on ▼ at once, or passed up a free reverse trick there. A request keeps one of the asker's cards snug; the bots
now weigh that card as if the asker had said it holds it and keep off only while that is worth what keeping
off costs the team (playout.costly_to_honour), and the request's tooltip says so."""

from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.signals import signal_effect
from tests.test_thegame_s15_hintwords import position

LEAVE_DOWN = {"seat": 1, "turn": 0, "laid": 1, "text": {"stack": "down", "ask": "leave"}}


def _choice(hand):
    state = position([hand, ["G2", "Y7"]], down="R9", history=[(1, "R9", "down", 0)], signals=[LEAVE_DOWN])
    bot = NormalBot(GAME, 0, seed=1)
    return bot.choose(GAME.view(state, 0), GAME.legal_actions(state)), bot.reason


def test_a_request_is_not_kept_at_any_price():
    # opening ▲ with blue 9 (or red 8) costs far more than red 8 on ▼'s red 9 spares the asker's 8
    action, reason = _choice(["B9", "R8"])
    assert action == {"type": "play", "card": "R8", "stack": "down"}, action
    assert reason == "the request would cost more than it saves"


def test_a_cheap_way_round_still_honours_the_request():
    # blue 2 opens ▲ skipping only 1, blue 7 keeps ▲ open to the asker's 8: the request stands
    for hand, card in ((["B2", "R8"], "B2"), (["B7", "R8"], "B7")):
        action, _reason = _choice(hand)
        assert action == {"type": "play", "card": card, "stack": "up"}, action


def test_the_request_tooltip_says_where_it_stops():
    words = signal_effect({"stack": "down", "ask": "leave"})
    assert "no other move" in words and "cost the team more room than your card saves" in words
