"""Session 33 (quashwords; review 32, a new player at QUASH): what the hint's words say. Its short words keep to
two lines at 1024x640, in fewer words where the fullest do not fit (the board chooses among the hint's forms:
message_room.say_in_room); they warn of their face-up card that may still move to the spot the hint wins and
say a plan an earlier hint told and this one drops ("change of plan: …"), both said only in the why (H) before;
a low card on a single spot it cannot win is not said to "try for" it; a take-back says what the better swap
gains; a swap's next drop names its spot once. Headless but for one board."""

import pytest

from quash_table.engine.naming import Reason
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.composer import QuashComposer
from quash_table.games.quash.gist import gist_words, spot_gist
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.takeback import takeback_reason
from tests.quash_spots import spots as board
from tests.test_quash_hint_chain15 import SAVE, position as chain_position
from tests.test_quash_hint_reply25 import view_with
from tests.test_quash_hint_takeback31 import half_built, position as takeback_position
from tests.ui_helpers import close_board, make_app, settle
from tests.ui_helpers import board as open_board

G = get_game("quash")


def test_a_single_spot_card_that_cannot_win_is_not_said_to_try_for_it():
    """Review 32: "play the 2 on spot 3 — it tries for single spot 3": no card is lower than a 2, so it ties at
    best. What it does: it gives the spot up, keeping your higher cards."""
    play = {"type": "play", "card": "2H", "spot": 3}
    said = gist_words(board(), board(), play, ["2H", "9S", "KD"])
    assert "tries for" not in said and said == "it gives up the single spot, keeping your higher cards", said
    # a 3 with every 2 in sight (yours and on the table) cannot win either; with a 2 still to come it may
    seen_twos = gist_words(board(s9=["2S"]), board(s8=["2D", "3C"]), {"type": "play", "card": "3H", "spot": 3},
                           ["3H", "2H", "2C", "KD"])
    assert "gives up" in seen_twos, seen_twos
    assert gist_words(board(), board(), {"type": "play", "card": "5H", "spot": 3}, ["5H", "KD"]) == \
        "it tries for the single spot, keeping your higher cards"
    assert spot_gist((), ("2D",), 5, ()) == "it gives up single spot 6, keeping your higher cards"


def test_after_a_change_of_plan_the_card_is_named_not_it():
    """"change of plan: their 9♠ on spot 7 beats yours; it starts a run on spot 7" (a swap, seen at 1024x640): after
    words about their card, "it" could be theirs; the card played is named (a plain play's too)."""
    swap = {"type": "play", "card": "7D", "spot": 7, "swap": [["6S", 4]]}
    mine = board(s7=["6S"])
    assert gist_words(mine, board(), swap, ["7D", "8S", "9C"]).startswith("it "), "no change of plan: the move line's card"
    said = gist_words(mine, board(), swap, ["7D", "8S", "9C"], there=False)
    assert said.startswith("your 7\u2666 "), said
    plain = gist_words(board(), board(), {"type": "play", "card": "QH", "spot": 2}, ["QH", "JH"], there=False)
    assert plain == "your Q\u2665 starts a run on spot 2", plain


def test_a_swaps_next_drop_names_its_spot_once():
    """Review 32: in the middle of a swap the hint said the spot twice ("now drop your 8♥ on the A♠ on spot 3,
    moving it on — it goes to single spot 3, …"): the step's own words number it, the reason says "there"."""
    s = chain_position()
    c = QuashComposer(G.view(s, 0), G.legal_actions(s))
    c.drop("KH", "swap:8H")
    step, why = c.step_words(SAVE), c.step_reason(SAVE)
    assert step.endswith("on spot 3, moving it on"), step
    assert f"{step} {why}".count("spot 3") == 1 and f"{step} {why.short}".count("spot 3") <= 1, (step, why)
    c.drop("8H", "swap:AS")
    step, why = c.step_words(SAVE), c.step_reason(SAVE)
    assert f"{step} {why}".count("spot 2") == 1, (step, why)


# your Q♥ would beat their J♠ on single spot 9; their K♣ on their Q-K spot 2 may move there (test_quash_s32_reply_words)
REPLY_HAND = ["QH", "AS", "AH", "AD", "AC", "JH", "JC", "3D"]


def test_the_short_words_warn_of_their_face_up_card_that_may_move_to_the_spot():
    view = view_with(board(), board(s2=["QC", "KC"], s9=["JS"]), REPLY_HAND, held=3)
    view.update(pile_count=0, round=1, history=[], turn=9)
    play = {"type": "play", "card": "QH", "spot": 9}
    reason, _ = play_words(HardBot(G, 0, 1), view, [play], play, lambda: 0.5)
    assert "their K\u2663 may still move from their spot 2 to spot 9" in reason, str(reason)
    # the short words (and the fewest) say the win may not last, in fewer words: the move line named spot 9
    assert reason.short == "it beats their J there, though their face-up K\u2663 may still move there", reason.short
    assert reason.brief == reason.short


def test_a_plan_dropped_is_said_in_the_short_words():
    """Basic, seed 39: "keeping a J for the tiebreakers" (the J♥), then the hint names the J♥ for J-Q on spot 2
    (the J♠ named for spot 5 already): the short words say the change first, and name the card played after
    it; the fewest words are the main reason alone."""
    from tests.test_quash_s29_words import _follow_hints
    said = [r for _, a, r, _ in _follow_hints((39,), until=lambda a: a["card"] == "QH")[0] if a["card"] == "QH"]
    assert said and said[0].startswith("your J\u2665 is no longer kept for the tiebreakers"), said
    short = said[0].short
    assert short == "change of plan: your J\u2665 no longer kept for the tiebreakers; your Q\u2665 starts a run on " \
        "spot 2", short
    assert "change of plan" not in said[0].brief, said[0].brief


def test_a_take_back_says_what_the_better_swap_gains():
    """Review 32: after a swap the hint did not suggest, its take-back said what taking it back keeps, not what the
    swap it prefers gains."""
    view, legal = takeback_position()
    _, bview, blegal = half_built(view, legal)
    own = {"type": "play", "card": "9H", "spot": 1, "swap": [["7S", 2], ["10S", 1]]}
    assert own in legal
    hint = HardBot(G, view["seat"], 1, iterations=4)
    hint.for_person = True
    reason = takeback_reason(hint, bview, blegal, own, 40, lambda: 0.5)
    assert reason.short == "it keeps K-A on spot 5 for your K\u2660; the better swap: your 10\u2660 makes the run " \
        "8-9-10 on spot 1", reason.short
    assert reason.brief == "it keeps K-A on spot 5 for your K\u2660", reason.brief


@pytest.mark.ui
def test_a_long_hint_keeps_to_two_lines_in_fewer_words_at_1024x640():
    """Review 32: a normal hint ran to three lines at 1024x640. The hint's short words that take three lines at
    its place are said in the fullest form that takes two (the reason's fewest words); H shows the full reason."""
    long = "change of plan: 9-10 on spot 2 given up; it makes 2-3 on spot 4, 1 card from a run, keeping your " \
        "K\u2660 for Q-K on spot 8, though their face-up A\u2663 may still move there"
    app = make_app(size=(1024, 640))
    try:
        scene = hinted_at_1024(app, Reason("the full reason, " + long, long, "it makes 2-3 on spot 4"))
        h = scene.hints.current
        assert len(scene.painter.pill_rect(h["forms"][0], scene.table.message_pos, 16,
                                           scene.table.message_width or scene.areas()[1].w - scene.metrics.px(40))[1]) > 2
        shown, lines = scene.message[0], scene.painter._message_place()[1]
        assert shown in h["forms"] and shown != h["forms"][0] and "it makes 2-3 on spot 4 (H: why)" in shown, shown
        assert len(lines) <= 2, (shown, len(lines))
        assert scene.hints.why() and "the full reason" in scene.message[0]
    finally:
        close_board(app)


def hinted_at_1024(app, reason):
    """Advanced QUASH on `app` (1024x640), seed 3, a plain play hinted with `reason`, settled: the board."""
    scene = open_board(app, "quash", ["human", "bot:easy"], seed=3, options={"variant": "advanced"})
    settle(app, scene)
    play = next(a for a in scene.legal if a["type"] == "play" and not a.get("swap"))
    scene.hints.display(play, reason)
    settle(app, scene)
    return scene
