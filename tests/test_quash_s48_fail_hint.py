"""Session 48 (a new player, QUASH): a short hint hid a forced fail. The short words said "spot 5 is given up:
every other move costs more" (read as no fail at all), and where the table had no room for them the hint said the
move alone, "Hint: play your 5♦ on spot 5 (H: why)": only H's why said the spot would FAIL. The short words now say
it as the full words do (failing_words.fail_head), every move spoiling a spot is said too, and a reason whose fewest
words warn (engine.naming.Reason.warns) is never cut to the move alone (ui/hints.py)."""

import pickle

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.hints_plan import play_words
from quash_table.ui.tables import board_for_match
from tests.quash_spots import spots as board
from tests.test_quash_hint_promise14 import HAND, MINE, SPOIL, THEIRS
from tests.ui_helpers import close_board, make_app, settle, steps

G = get_game("quash")


def _view(variant):
    s = G.new_state(2, seed=7, options={"variant": variant})
    s.board = [[tuple(c) for c in MINE], [tuple(c) for c in THEIRS]]
    s.hands = [list(HAND), s.hands[1][:len(HAND)]]
    s.to_move, s.phase, s.pile = 0, "play", []
    return G.view(s, 0), G.legal_actions(s)


def test_the_short_words_of_a_spoiling_play_say_the_spot_fails():
    view, legal = _view("basic")
    reason, _ = play_words(HardBot(G, 0, 1), view, legal, SPOIL, lambda: 0.3)
    assert reason.short == "spot 5 will fail: every other move costs more", reason.short
    assert reason.brief == "spot 5 will fail" and reason.warns, reason.brief
    assert reason.startswith("spot 5 will fail (")          # the full words start alike
    # advanced, a later swap may still mend it: said so, as the full words say it
    view, legal = _view("advanced")
    reason, _ = play_words(HardBot(G, 0, 1), view, legal, SPOIL, lambda: 0.3)
    assert reason.short.startswith("spot 5 cannot make a run now: every other move costs more"), reason.short
    assert reason.brief.startswith("spot 5 cannot make a run now") and reason.warns
    # a play that spoils nothing does not warn
    plain = {"type": "play", "card": "7D", "spot": 7}          # 5-6-7
    assert plain in legal
    assert not play_words(HardBot(G, 0, 1), view, legal, plain, lambda: 0.3)[0].warns


def test_every_move_spoiling_a_spot_is_said_in_the_short_words():
    play = {"type": "play", "card": "JD", "spot": 4}
    assert gist_words(board(s4=["5C"]), board(), play, failing=True, every=True) == \
        "spot 4 will fail: every move spoils a spot, this one costs least"


def test_a_warning_reason_crosses_the_pipe():
    back = pickle.loads(pickle.dumps(Reason("full", "short", "brief", warns=True)))
    assert back.warns and back.brief == "brief" and not Reason("x").warns


def test_no_form_of_a_warning_hint_says_the_move_alone():
    """The kit's fewest forms (a narrow place, a crowded table) keep the warning's fewest words."""
    m = Match("quash", ["human", "bot:easy"], 2, {"dealer": 1})
    app = make_app(size=(1024, 640), animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        action = next(a for a in m.legal_actions() if a["type"] == "play")
        reason = Reason("spot 1 will fail (the other side gets its bonus point): every other move costs more",
                        "spot 1 will fail: every other move costs more", "spot 1 will fail", warns=True)
        scene.hints.display(action, reason)
        steps(app, 2)
        h = scene.hints.current
        assert h.forms and all("spot 1 will fail" in f for f in h.forms), h.forms
        assert "spot 1 will fail" in h.bare, h.bare
        scene.hints.say_fitting(lambda text: False)          # no place holds any form: the fewest is said
        assert "spot 1 will fail" in scene.message[0], scene.message[0]
        h.fewer()                                             # the table crowded: fewer words, never the move alone
        assert "spot 1 will fail" in h.said, h.said
        # a reason that does not warn may still come down to the move alone
        scene.hints.display(action, Reason("the whole reason, long enough", "the short reason", "short"))
        assert scene.hints.current.bare.endswith("(H: why)") and "short" not in scene.hints.current.bare
    finally:
        close_board(app)


def test_a_lone_card_says_only_runs_that_may_still_come_and_which_of_your_cards_fit():
    """Seed 7, basic (a new player): "Hint: play your 8♣ on spot 4 — it starts the triple: 6-7-8 up to 8-9-10 can
    grow from it" read as a promise while no 10 was theirs. The runs are those the cards still unseen or yours can
    make, and the words say which of your free cards fit them."""
    from quash_table.games.quash.why import why_words
    mine = board(s2=["QS"], s5=["QC"], s7=["8D"], s8=["9D"])
    hand = ["2C", "2H", "3D", "4H", "6D", "7D", "8C", "9C", "9S", "AD", "AH", "JH", "KD"]
    play = {"type": "play", "card": "8C", "spot": 4}
    theirs = board(s5=["JC"], s7=["10H"], s8=["QD"], s9=["AS"])
    # your 7♦ and 9♣ are spot 7's (6-7-8 or 7-8-9 with its 8♦): not counted on again
    assert why_words(mine, theirs, play, hand, there=True) == \
        "it starts the triple: 6-7-8 up to 8-9-10 can grow from it (your 6\u2666 9\u2660 fit them)"
    # every 10 on the board: 8-9-10 can grow no more, and is not said
    theirs = board(s5=["10C"], s7=["10H", "10S"], s8=["QD", "10D"], s9=["AS"])
    assert why_words(mine, theirs, play, hand, there=True) == \
        "it starts the triple: 6-7-8 or 7-8-9 can grow from it (your 6\u2666 9\u2660 fit them)"
    # none of your cards fits: said, not left for the player to think the runs are in hand
    assert why_words(board(), board(), play, ["2C", "3D", "KD"], there=True).endswith(
        "can grow from it (none of your cards fits them yet)")
