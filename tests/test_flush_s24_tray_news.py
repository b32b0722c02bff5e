"""Session 24 (Flush, new players): at six seats in a 1024x640 window the tray at your turn showed the last two
of the five bots' moves made while you waited (whole sentences, under the instructions), so a player could not
follow the round. Where the whole sentences do not all fit, the tray lists every move since your last action,
one short line each, read from the rules' events (tray_news.py)."""

import re

import pytest

from quash_table.ui.curtain_news import first_since
from quash_table.ui.recent_marks import others_moves
from tests.ui_helpers import board, close_board, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _tray_lines(scene):
    tray = scene._g["tray"]
    return [d.text for d in scene.table.decor if getattr(d, "text", None) and tray.collidepoint(d.pos)]


def test_the_tray_at_your_turn_has_every_move_since_your_last():
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=3)
    try:
        s, m = scene.session, scene.session.match
        checked = 0
        for turn in range(4):
            step_until(app, lambda: s.my_turn() and scene.settled(), timeout=120)
            steps(app, 3)
            moves = others_moves(m, 0)
            said = " ".join(_tray_lines(scene))
            if len(moves) >= 4:
                # session 25, second wave: the log's whole words of the newest moves that fit, and how many
                # older ones the Moves log has (one short line a move dropped the Mimic, the hidden card)
                n = len(m.actions)
                # (session 33: each in its fewest words where the full ones leave a move out)
                forms = [[w for _, w in scene.logbook.entries(first_since(m, 0, n), n, brief=brief) if w]
                         for brief in (False, True)]
                earlier = re.search(r"\+(\d+) earlier: see Moves", said)
                left = int(earlier.group(1)) if earlier else 0
                assert any(left < len(told) and all(" ".join(w.split()) in said for w in told[left:])
                           for told in forms), (forms, said)
                checked += 1
            s.play(m.legal_actions()[0])
            steps(app, 3)
        assert checked >= 1
    finally:
        close_board(app)
