"""Quadruple War's composer (games/quadwar/composer.py), headless: every legal bid and play is built by
its hinted step, random drops and presses only ever send legal actions, and a card the rules refuse is
refused with their reason, in a sentence."""

import pytest

from quash_table.games.quadwar.composer import QuadWarComposer
from quash_table.games.quadwar.rules import GAME
from tests.composer_checks import check_composer


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("bags", [False, True])
def test_every_bid_and_play_composes_and_wandering_sends_only_legal_moves(seats, bags):
    composed = check_composer(GAME, QuadWarComposer, seats=seats, games=6, seed=seats * 10 + bags,
                              options={"target": 40, "bags": bags}, extra_targets=("trick", "hand:0"),
                              max_moves=400)
    assert composed > 1000


def position(state_moves, seats=4, seed=3, dealer=0):
    """The state after `state_moves(legal, state)` picks moves until it returns None."""
    s = GAME.new_state(seats, seed=seed, options={"dealer": dealer})
    while True:
        a = state_moves(GAME.legal_actions(s), s)
        if a is None:
            return s
        s = GAME.apply(s, a)


def composer_for(s):
    return QuadWarComposer(GAME.view(s, s.to_move), GAME.legal_actions(s))


def test_bids_are_buttons_and_the_hand_stays_put_while_bidding():
    s = GAME.new_state(4, seed=3, options={"dealer": 0})
    c = composer_for(s)
    assert c.pieces() == []
    assert [b.id for b in c.buttons()] == [f"bid:{k}" for k in range(1, 14)]
    assert [b.label for b in c.buttons()] == [str(k) for k in range(1, 14)]
    card = GAME.view(s, s.to_move)["hand"][0]
    out = c.drop(card, "trick")
    assert out.kind == "refused" and out.reason.startswith("Bid first")
    assert c.press("bid:3").action == {"type": "bid", "tricks": 3}


def test_an_unfollowed_suit_is_refused_with_the_rules_reason():
    def to_second_card(legal, s):
        if s.phase == 0:
            return {"type": "bid", "tricks": 2}
        if len(s.trick) == 1:
            return None
        return legal[0]

    s = position(to_second_card)
    view = GAME.view(s, s.to_move)
    c = composer_for(s)
    legal = {a["card"] for a in GAME.legal_actions(s)}
    wrong = [code for code in view["hand"] if code not in legal]
    assert wrong, "this deal must leave the second seat a card it may not play"
    assert set(c.pieces()) == set(view["hand"])           # every card may be picked up ...
    assert c.targets(wrong[0]) == []                      # ... only the legal ones light the trick
    out = c.drop(wrong[0], "trick")
    with pytest.raises(Exception) as refused:
        GAME.apply(s, {"type": "play", "card": wrong[0]})
    assert out.kind == "refused"
    assert out.reason == str(refused.value)[0].upper() + str(refused.value)[1:] + "."
    assert out.reason.startswith("You must follow ")
    ok = sorted(legal)[0]
    assert c.targets(ok) == ["trick"]
    assert c.drop(ok, "trick").action == {"type": "play", "card": ok}


def test_a_spade_lead_before_spades_are_broken_says_so():
    def to_lead(legal, s):
        if s.phase == 0:
            return {"type": "bid", "tricks": 2}
        return None

    s = position(to_lead, seed=11)
    view = GAME.view(s, s.to_move)
    hands = view["hand"]
    spades = [c for c in hands if c[-1] == "S" or c in ("BJ", "LJ")]
    assert spades and len(spades) < len(hands), "the leader must hold spades and other cards"
    out = composer_for(s).drop(spades[0], "trick")
    assert out.kind == "refused" and out.reason.startswith("Spades are not broken")


def test_a_card_dropped_somewhere_else_is_told_where_it_goes():
    def to_lead(legal, s):
        return {"type": "bid", "tricks": 2} if s.phase == 0 else None

    s = position(to_lead)
    c = composer_for(s)
    card = GAME.legal_actions(s)[0]["card"]
    out = c.drop(card, "hand:1")
    assert out.kind == "refused" and "trick in the middle" in out.reason
    assert c.next_step({"type": "play", "card": card}) == ("drop", card, "trick")
