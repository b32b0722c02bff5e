"""Quadruple War replay (review 57): with a finished trick lying on the mat, its winner's plate said "Took 3"
beside a won pile counted "won 2": the plate counted the trick on the mat, the pile did not. Both now count
the tricks the table shows gathered (one source: the piles drawn), so they agree at every position."""

import re

import pytest

from tests.qw_games import first_hand
from tests.ui_helpers import close_board, replay_of, steps

pytestmark = pytest.mark.ui




def _counts(scene):
    """{seat name: (Took on its plate, its pile's count)} from the words drawn on the table."""
    texts = [getattr(d, "text", None) for d in scene.table.decor]
    texts = [x for x in texts if isinstance(x, str)]
    took = [int(x) for t in texts for x in re.findall(r"Took (\d+)", t)]
    piles = [int(t.split()[1]) for t in texts if re.fullmatch(r"won \d+", t)]
    piles += [int(b) for a, b in zip(texts, texts[1:]) if a == "won" and b.isdigit()]
    return took, piles


def test_the_plates_took_and_the_won_piles_agree_while_a_trick_lies_on_the_mat():
    m = first_hand(3, 3)
    app, scene = replay_of(m, size=(1024, 640))
    s = scene.session
    checked = 0
    try:
        for n in range(1, len(m.actions)):
            events = m.game.events(m.state_after(n), None)
            won = next((e for e in events if e["kind"] == "trick_won"), None)
            if won is None or won["trick"] < 2 or any(e["kind"] == "hand_scored" for e in events):
                continue
            s.goto(n)
            steps(app, 8)
            assert scene._stage is not None and scene._stage["centre"], n      # the trick lies on the mat
            took, piles = _counts(scene)
            # every seat's Took is its pile's count (a seat with no trick gathered has no pile and Took 0)
            assert sorted(x for x in took if x) == sorted(piles), (n, took, piles)
            checked += 1
        assert checked >= 5
    finally:
        close_board(app)
