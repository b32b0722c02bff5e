"""A second new player's review of Quadruple War: a play that completes a trick told as one sentence ("Bot 3
plays the K of clubs and wins trick 6", not "plays K of clubs — wins trick 6 with the K of clubs"), hints
without chained colons, a refusal that is not a list dump, and the last hand's result beside the bidding
after a reload as in live play."""

import random
import re

import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import put_name
from quash_table.games.quadwar.rules import GAME


def _as_you(text, seat_name):
    """`text` with `seat_name` read as the screen's person, as the session's words() does."""
    start = text.index(seat_name)
    return put_name(text, start, start + len(seat_name), "You", True)


def test_a_play_that_completes_a_trick_is_one_sentence():
    won_by_player = {"kind": "trick_won", "seat": 2, "card": "KC", "cards": [[0, "2C"], [1, "5C"], [2, "KC"]],
                     "trick": 6, "hand": 1, "tells_move": True}
    said = GAME.describe_event(won_by_player, 4)
    assert said == "Seat 3 plays the K of clubs and wins trick 6"
    assert _as_you(said, "Seat 3") == "You play the K of clubs and win trick 6"
    won_by_other = {"kind": "trick_won", "seat": 0, "card": "AS", "cards": [[0, "AS"], [1, "7S"]],
                    "trick": 8, "hand": 1, "tells_move": True}
    said = GAME.describe_event(won_by_other, 2)
    assert said == "Seat 2 plays the 7 of spades and Seat 1's A of spades wins trick 8"
    assert _as_you(said, "Seat 2") == "You play the 7 of spades and Seat 1's A of spades wins trick 8"
    assert _as_you(said, "Seat 1") == "Seat 2 plays the 7 of spades and your A of spades wins trick 8"
    assert GAME.describe({"type": "play", "card": "QH"}, 1, 4) == "Seat 2 plays the Q of hearts"


def test_the_trick_event_tells_the_move_so_the_log_says_the_card_once():
    from quash_table.ui.narration import move_teller
    m = Match("quadwar", ["bot:random"] * 4, seed=5)
    rng = random.Random(5)
    while not m.state.tricks:
        m.play(rng.choice(m.legal_actions()))
    teller = move_teller(GAME.events(m.state, None))
    assert teller is not None and teller["kind"] == "trick_won"
    assert " and " in GAME.describe_event(teller, 4)


def test_a_refusal_to_follow_names_the_cards_held_as_a_person_says_them():
    from quash_table.games.quadwar.cards import DIAMONDS, SPADES, mask_of
    from quash_table.games.quadwar.words import play_refusal
    assert play_refusal(mask_of(["10D", "AD", "3C"]), DIAMONDS) == \
        "you must follow diamonds: you hold the 10 and the A of diamonds"
    assert play_refusal(mask_of(["3S", "BJ", "4H"]), SPADES).endswith(": you hold the 3 of spades and the big joker")
    assert play_refusal(mask_of(["3S", "9S", "LJ", "BJ"]), SPADES).endswith(
        ": you hold the 3 and the 9 of spades and both jokers")


def test_a_hint_reason_is_clauses_not_a_chain_of_colons():
    """"you need 4 more tricks: the A of hearts is still out: about a 28% chance it wins this one" read as a
    chain; a lead that seldom wins says it is a gamble."""
    from types import SimpleNamespace

    from quash_table.games.quadwar.cards import BIT, INT_OF
    from quash_table.games.quadwar.players import _why_it_may_win
    following = SimpleNamespace(unseen=BIT[INT_OF["AH"]], trick=[INT_OF["5H"]], best=INT_OF["5H"], led=1)
    assert _why_it_may_win(following, INT_OF["KH"], 0.28) == \
        "the A of hearts is still out, so it wins this one about 1 time in 4"
    leading = SimpleNamespace(unseen=BIT[INT_OF["AH"]], trick=[], best=None, led=None)
    assert _why_it_may_win(leading, INT_OF["KH"], 0.28) == \
        "a gamble: it wins this one about 1 time in 4, as the A of hearts is still out"


def test_the_normal_bots_reasons_chain_no_colons():
    from quash_table.games.quadwar.players import NormalBot
    said = set()
    for seed in range(4):
        m = Match("quadwar", ["bot:normal"] * 4, seed)
        bots = [NormalBot(seat, seed) for seat in range(4)]
        while not m.over and m.state.hand_no < 2:
            seat = m.to_move
            legal = m.legal_actions()
            bots[seat].choose(GAME.view(m.state, seat), legal)
            said.add(bots[seat].reason)
            m.play(random.Random(len(m.actions)).choice(legal))
    # how often, said as a player would since session 33 ("about 1 time in 3", not "about 30% of the time")
    assert any(re.search(r"about \d+ times? in \d+", r) for r in said), said
    for reason in said:
        assert reason.count(":") <= 1, reason


@pytest.mark.ui
def test_a_reloaded_table_shows_the_last_hands_result_beside_the_bidding_as_live_play_does(monkeypatch):
    """The reviewer saw the "Hand 1 scored" panel beside the bidding in live play and not after a reload. The
    panel reads the view's last_hand (the score sheet), not anything the board kept from the live move:
    the live table and the same position loaded from its save draw the same panel in the same place."""
    from quash_table.engine.saves import match_from_dict, match_to_dict
    from quash_table.games.quadwar import painters
    from quash_table.ui.tables import board_for_match, new_board
    from tests.ui_helpers import close_board, make_app, settle, steps
    drawn = []
    real = painters.hand_result

    def spy(t, s, d, last, box, title=None, legend=False):
        drawn.append((title or f"Hand {last['hand']} scored", tuple(box)))
        return real(t, s, d, last, box, title, legend)
    monkeypatch.setattr(painters, "hand_result", spy)

    def panel(app, scene):
        settle(app, scene)
        drawn.clear()
        scene.rebuild()
        steps(app, 3)
        return drawn[-1] if drawn else None

    app = make_app(round_pause=True)
    scene = new_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 3, autosave=False)
    app.push(scene)
    s, rng = scene.session, random.Random(3)
    try:
        for _ in range(6000):      # frames: the bots wait a moment after each of your cards (undo_grace)
            busy = s.director.steps
            if s.match.state.hand_no == 2 and not busy and s.my_turn():
                break
            if s.director.gate():
                s.director.next()
            elif s.my_turn() and not busy:
                s.play(rng.choice(s.screen_legal()))
            steps(app, 1)
        assert s.match.state.hand_no == 2 and s.match.state.phase == 0
        live = panel(app, scene)
        data = match_to_dict(s.match)
    finally:
        close_board(app)
    assert live is not None and live[0] == "Hand 1 scored"
    app = make_app(round_pause=True)
    scene = board_for_match(app, match_from_dict(data), autosave=False)
    app.push(scene)
    try:
        assert panel(app, scene) == live
    finally:
        close_board(app)

