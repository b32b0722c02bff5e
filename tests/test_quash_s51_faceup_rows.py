"""Session 51, issue 23 (QUASH replay, new players): a finished game's replay, all cards face up, showed
every hand in the move-log column's panel, 13 cards a seat in 220 pixels at 1024x640, too small to read,
beside an empty hand area saying "Every hand is face up, beside the moves" (review 49). The hands now lie in
your hand's place under the board, a row a seat, each card's rank and suit in view."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.quash.faceup_rows import ROW_DROP
from tests.ui_helpers import close_board, replay_of, steps


def _finished(seats):
    m = Match("quash", ["human"] + ["bot:easy"] * (seats - 1), 3, {})
    rng = random.Random(3)
    while m.to_move is not None:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seats", [2, 4])
def test_face_up_hands_lie_in_the_hand_area_large_enough_to_read(seats):
    m = _finished(seats)
    app, scene = replay_of(m, size=(1024, 640), face_up=True)
    try:
        scene.session.goto(10)
        steps(app, 30)
        hands = scene.session.hands()
        assert len(hands) == seats and all(hands.values())
        _, _, log = scene.areas()
        assert scene.replay.hands_rect(log) is None, "the log column still shows the hands"
        g = scene._deco["g"]
        plates_bottom = g["header"]["bottom"].bottom
        tops = []
        for seat, cards in hands.items():
            pieces = [scene.table.piece_by_id[f"faceup:{seat}:{i}"] for i in range(len(cards))]
            assert [p.code for p in pieces] == cards
            for p in pieces:
                assert p.home.top > plates_bottom and not p.home.colliderect(log)
                assert p.home.h >= 80, p.home            # the log column's cards were under 60 px tall
            tops.append(pieces[0].home.top)
        # a row a seat, each lower by ROW_DROP of a card: every row's corner (rank, suit) shows
        h = scene.table.piece_by_id[f"faceup:{next(iter(hands))}:0"].home.h
        assert all(b - a >= int(ROW_DROP * h) - 1 for a, b in zip(tops, tops[1:])), tops
        assert not [lab.text for lab in scene.table.decor if "beside the moves" in getattr(lab, "text", "")]
    finally:
        close_board(app)
