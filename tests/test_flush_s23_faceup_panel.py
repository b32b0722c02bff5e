"""Session 23, review (18-replay-faceup.png): the face-up replay's "Hands, face up" panel headed a row "You ·
14 cards held" over 11 cards (the base tops lie on the table, not in the row), and its hidden cards were not
framed gold as the table frames them. The heading counts what the row lists, by where the cards lay ("8 in
hand · 3 hidden"), and the hidden ones are framed gold (the kit's panel: any game's face-down cards)."""

import re

import pytest

from quash_table.ui import theme
from tests.test_flush_s14 import _finished
from tests.ui_helpers import close_board, replay_of, steps

pytestmark = pytest.mark.ui


def test_each_row_counts_what_it_lists_and_frames_the_hidden_cards_gold():
    m = _finished(seats=3)
    app, scene = replay_of(m, size=(1280, 800), face_up=True)
    try:
        scene.session.goto(0)
        steps(app, 3)
        hands = scene.session.hands()
        assert hands and not scene.faceup_at_seats(hands)
        labels = [d.text for d in scene.table.decor if getattr(d, "text", None)]
        gold = [d.rect for d in scene.table.decor if type(d).__name__ == "Panel" and d.colour == theme.GOLD]
        for seat, cards in hands.items():
            hidden = len(m.game.face_down_cards(m.state_after(0), seat))
            assert hidden == 3
            name = scene.session.name(seat)
            heading = next(t for t in labels if t.startswith(f"{name} \u00b7"))
            said = [int(n) for n in re.findall(r"(\d+) (?:in hand|hidden)", heading)]
            assert sum(said) == len(cards) and said[-1] == hidden, (heading, len(cards))
            assert "held" not in heading
            shown = sorted((p for p in scene.table.pieces if p.zone == f"faceup:{seat}"),
                           key=lambda p: int(p.id.rsplit(":", 1)[1]))
            assert len(shown) == len(cards)
            framed = [p for p in shown if any(g.contains(p.rect) for g in gold)]
            assert framed == shown[-hidden:], (seat, [p.code for p in framed])
    finally:
        close_board(app)
