"""Session 18, a new player's review of Flush (rev18b): each test fails on the code before its fix."""

import pytest

from tests.ui_helpers import centre, click, close_board, match_board, step_until, steps


def _finish_watched(match):
    """Let the bots finish `match` (you out of it), frame by frame to the game's last result: [(frame,
    what was wrong)] where the table's still layer (captions, plates) and its cards read different builds,
    or a plate marked as to move was also tagged SKIPPED."""
    from quash_table.ui import board_paint
    painted = {}
    painter = next(c for c in vars(board_paint).values() if isinstance(c, type) and hasattr(c, "_paint_table"))
    orig = painter._paint_table

    def spy(self, layer):
        painted["table"] = self.board.table
        return orig(self, layer)

    painter._paint_table = spy
    app, scene = match_board(match, round_pause=True, settled=False)
    wrong = []
    try:
        step_until(app, lambda: scene.table is not None and any(b.id == "out:finish" for b in scene.table.buttons),
                   timeout=30)
        click(app, centre(next(b for b in scene.table.buttons if b.id == "out:finish").rect))
        s = scene.session
        for frame in range(3000):
            steps(app, 1)
            if painted.get("table") is not scene.table:
                wrong.append((frame, "captions a build behind the cards"))
            elif scene.table.marked is not None and scene.table.marked in scene._skipped():
                wrong.append((frame, f"seat {scene.table.marked} to move and SKIPPED"))
            if s.match.over and s.showing_result():
                break
        assert s.match.over
    finally:
        painter._paint_table = orig
        close_board(app)
    return wrong


@pytest.mark.ui
def test_bots_finishing_the_captions_read_the_cards_position():
    """Let the bots finish: the pile's card read a 1 while its caption said "two 3s on top · a Skip" and
    Bot 3's plate read "to move" and SKIPPED (15.png). The still layer painted the header and log, waiting
    since the last move was shown, before the table, whose cards were already drawn from the new build;
    and a bot moved before the table had shown the move before, so the plate marked the first move's mover
    under the second's Skip. Every frame now reads one position."""
    from tests.test_flush_s14 import _before_you_go_out
    match = _before_you_go_out(seats=3, seeds=range(7, 40))
    assert match is not None
    assert _finish_watched(match) == []


@pytest.mark.ui
def test_face_up_replay_keeps_the_mimic_marks():
    """The gold M on a card of the round's Mimic value showed on the live table and in "As you saw it",
    and was gone in the "All cards face up" replay (42.png): the view there is nobody's. Every face-up card
    of the Mimic value in a hand, on a base or in the face-up panel carries its M now."""
    import random

    from quash_table.engine.match import Match
    from quash_table.games.flush.cards import is_mimic
    from tests.ui_helpers import replay_of
    m = Match("flush", ["human"] + ["bot:normal"] * 2, seed=3, options={"format": "arena", "rounds": 1})
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=(1280, 800), face_up=True)
    try:
        steps(app, 3)
        checked = 0
        for position in (1, 2, 3, 6):
            scene.session.goto(position)
            steps(app, 3)
            mimic = scene._prev["mimic"]
            zones = ("hand:", "base:", "faceup:")
            cards = [p for p in scene.table.pieces if p.code is not None and (p.zone or "").startswith(zones)
                     and is_mimic(p.code, mimic)]
            badges = [r for r, _ in scene.mimic_badges()]
            for p in cards:
                checked += 1
                assert any(p.home.collidepoint(r.center) for r in badges), (position, p.zone, p.code)
        assert checked
    finally:
        close_board(app)
