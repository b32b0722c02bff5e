"""Session 35, review 34 (Flush, six seats, 1024x640, the Moves open).

1. A why (H) that no column beside the middle held whole went to the foot of the Moves, across the table, or H
   showed nothing more: it is now said in its reason's short words (the kit's `why_in_fewer_words`), so the hint's
   column holds it and it grows from the hint's words there.
2. A card dropped where it cannot go put the hint away (its arrow and words) for good: the refusal is said, and the
   hint comes back once the card is home, nothing done (ui/hints.py back_from_pick).
3-4. Every Skip a move lays says whom it passes (a lay spending a Deduction, a new pile, a turned card declared said
   nothing of it), going out with a Deduction says what it takes off, a Super Flush and a base given say to whom."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from quash_table.games import get_game
from quash_table.games.flush.bots import NormalBot
from quash_table.games.flush.reasons import plain_reason
from quash_table.games.flush.state import seat_name
from tests.test_flush_s32_hint_forms import WHY, six_seats_hinted
from tests.test_flush_s34_why_place import _grows_from, _rect
from tests.ui_helpers import centre, close_board, drag, key, steps

G = get_game("flush")
PICKUP = {"type": "pickup", "cards": ["4"]}
# review 34's why, too long for either column at six seats, 1024x640, the Moves open
LONG = Reason("nothing you hold fits the pile's 1s: a 4 starts a new pile and you pick up 3 cards (about 2 times in 3 "
              "it left you fewer points than to start a new pile with three 3s and pick up the old one)",
              short="nothing you hold fits the pile's 1s: a 4 starts a new pile and you pick up 3 cards",
              brief="you pick up 3 cards")


@pytest.mark.ui
def test_a_why_no_column_holds_whole_grows_from_the_hints_words(monkeypatch):
    app, scene = six_seats_hinted(monkeypatch, PICKUP, LONG)
    try:
        short = _rect(scene)
        key(app, pygame.K_h, frames=3)
        assert scene.hints.full_shown(), scene.message        # H shows more than the short words
        assert not scene.table.message_log, scene.message[0]    # not at the foot of the Moves
        assert scene.message[0] == f"Hint, why \u201cstart a new pile with a 4\u201d: {LONG.short}", scene.message[0]   # the move named (review 55m)
        assert _grows_from(short, _rect(scene), scene.metrics.px(8)), (short, _rect(scene))
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_refused_drop_leaves_the_hint_on_the_table(monkeypatch):
    app, scene = six_seats_hinted(monkeypatch, PICKUP, WHY)
    try:
        h = scene.hints.current
        marks, words = list(h.marks), scene.message[0]
        six = next(p for p in scene.table.pieces if p.code == "6")       # not the hinted card
        drag(app, centre(six.rect), centre(scene.table.target_by_id["pile"].rect))   # 6 on three 1s: refused
        steps(app, 3)
        assert scene.message[1] == "error" and "play 1 or lower" in scene.message[0], scene.message
        assert not h.set_aside and h.marks == marks and scene.hints.current is h      # the arrow stays
        scene.message = scene.message[:2] + (0.0,)          # the refusal read (its time run out)
        steps(app, 3)
        assert scene.message is not None and scene.message[0] == words, scene.message     # then its words again
        assert scene.hints.step() is not None
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_card_staged_another_way_still_puts_the_hint_away(monkeypatch):
    app, scene = six_seats_hinted(monkeypatch, PICKUP, WHY)
    try:
        h = scene.hints.current
        ten = next(p for p in scene.table.pieces if p.code == "10L")     # a 10 on the new pile: staged, legal
        drag(app, centre(ten.rect), centre(scene.table.target_by_id["newpile"].rect))
        steps(app, 5)
        assert h.set_aside and scene.hints.step() is None
    finally:
        close_board(app)


def _positions(seats, seed, turns=120):
    """(state, view, legal) at every turn of a game of normal bots (round 1)."""
    st = G.new_state(seats, seed=seed)
    bots = [NormalBot(G, s, seed) for s in range(seats)]
    for _ in range(turns):
        if st.to_move is None or st.round > 1:
            return
        legal = G.legal_actions(st)
        view = G.view(st, st.to_move)
        yield st, view, legal
        st = G.apply(st, bots[st.to_move].choose(view, legal))


def test_every_skip_a_move_lays_is_said_with_whom_it_passes():
    """Each lay, new pile and declaration the hint may give (the normal bot's words for it, as hint_bot reads them):
    where the rules skip seats (their "skip" event), the words name each; where they skip none, no Skip is said."""
    checked = 0
    for seats in (2, 3, 6):
        for st, view, legal in _positions(seats, 1):
            bot = NormalBot(G, st.to_move)
            bot._prepare(view)
            for a in legal:
                if a["type"] not in ("play", "pickup", "declare"):
                    continue
                bot.reason = ""
                bot._score(view, a)
                why = str(bot.reason or plain_reason(a, view))
                skipped = [x for e in G.apply(st, a).caused if e["kind"] == "skip" for x in e["skipped"]]
                said = "skip" in why.lower() or "passes over" in why
                assert said == bool(skipped), (seats, a, skipped, why)
                assert all(seat_name(x, seats) in why for x in skipped if x != st.to_move), (seats, a, why)
                checked += 1
    assert checked > 300


def _view(**kw):
    view = {"seat": 0, "seats": 4, "bases": [[{"top": "3D"}, {"top": None}, {"top": None}]] * 4,
            "held_counts": [1, 5, 6, 7], "turn_cards": [], "deduct": [v + 1 for v in range(1, 11)],
            "scores": [12, 3, 4, 5], "format": "elimination", "out": [False] * 4, "previous_seat": 3, "give_to": 3}
    view.update(kw)
    return view


def test_going_out_with_a_deduction_says_what_it_takes_off():
    from quash_table.games.flush.reasons import go_out_reason
    assert str(go_out_reason(_view(), ["b0"])) == \
        "you go out: the round ends and you score nothing, and your 3 Deduction takes 4 off your total"
    assert "takes 2 off" in str(go_out_reason(_view(scores=[2, 0, 0, 0]), ["b0"]))        # never below 0
    assert "nothing off" in str(go_out_reason(_view(scores=[0, 0, 0, 0]), ["b0"]))
    doubled = _view(format="arena", double_last=True, round=5, arena_rounds=5)
    assert "takes 8 off" in str(go_out_reason(doubled, ["b0"]))                       # the last round's double
    assert str(go_out_reason(_view(), ["4"])) == "you go out: the round ends and you score nothing"


def test_a_super_flush_and_a_base_given_say_to_whom():
    from quash_table.games.flush.reasons import give_base_reason, super_flush_reason
    said = str(super_flush_reason(_view()))
    assert "give one of your bases to Seat 4 (7 cards left)" in said and "play again" in said, said
    assert super_flush_reason(_view()).brief == "you may give Seat 4 a base, and play again"   # the move says it
    assert "no base to give" in str(super_flush_reason(_view(previous_seat=None)))
    assert str(give_base_reason(_view(), 2)).startswith("Seat 4 (7 cards left) takes this base: 2 cards fewer")
