"""The Game, session 30: a brief hint keeps to two lines in the board's own type at 1024x640 and 1280x800.
The smaller jump's words ("purple 10 on ▲ skips less, but Seat 2's middle yellow card can then turn ▼ back, by
up to 4") after the move ran to some 130 letters, and beside the hint's arrow, which crosses the band above your
hand, the kit set them in its smaller type. The short words are now the gain alone ("Seat 2's middle yellow card
can then turn ▼ back"; the smaller jump and how far on H: contrast.nearer_words), and the board allows two lines
(t.message_lines), so the kit tries its own type in narrower shapes beside the arrow before a smaller type.
Session 36: the arrow goes straight from your card (it hooked round your hand's caption, which left one side of
the band free for two lines); across the band's middle a brief hint took three lines beside it, or two in the
smaller type: the move says its stack as the log does, "Lay yellow 3 on ▼" ("on the ▼ stack" before), and two
lines in its own type hold it beside the arrow again."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME

# (seats, seed, moves): positions where your move skips more than a smaller jump for a team-mate's card; the
# first two came in the smaller type at both sizes before
CASES = [(4, 27, 41), (3, 34, 8), (3, 1, 76)]


def _position(seats, seed, moves):
    m = Match("thegame", ["human:Ann"] + ["bot:normal"] * (seats - 1), seed=seed)
    bots = [NormalBot(GAME, i, seed) for i in range(seats)]
    while len(m.actions) < moves:
        seat = m.to_move
        m.play(bots[seat].choose(GAME.view(m.state, seat), m.legal_actions()))
    action = bots[0].choose(GAME.view(m.state, 0), m.legal_actions())
    return m, action, bots[0].reason


def hinted_boards(size):
    """Each of CASES on a board of `size` with its hint on the table (its short words, its arrow): (case, app,
    scene), the board closed once the caller moves on."""
    from tests.ui_helpers import close_board, match_board
    for case in CASES:
        m, action, reason = _position(*case)
        app, scene = match_board(m, size=size)
        try:
            scene.hints.display(action, reason)
            for _ in range(3):
                app.step(1 / 60)
            yield case, app, scene
        finally:
            close_board(app)


def test_the_smaller_jumps_short_words_are_the_gain_alone():
    for case in CASES:
        _, _, reason = _position(*case)
        full = str(reason)
        assert any(w in full for w in ("skips less, but", "would skip only", "would skip nothing")), (case, full)
        # the short words: the team-mate's card it serves, no smaller jump named, no "by up to"
        assert "skips less" not in reason.short and "by up to" not in reason.short, (case, reason.short)
        assert reason.short in full, (case, reason.short, full)
        assert len(reason.short) <= 60, (case, reason.short)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_brief_hint_keeps_its_own_type_beside_the_arrow(size):
    from quash_table.ui import theme
    for case, _app, scene in hinted_boards(size):
        assert scene.message[0].startswith("Hint: ") and scene.message[0].endswith("(H: why)")
        rect, lines = scene.painter._message_place()
        own = theme.font(scene.metrics.px(16)).get_linesize()
        # two lines beside a straight arrow across the band's middle too (session 36)
        legs = scene.hints.arrow_drawn()[0]
        assert len(legs) <= 2, (size, case, legs)
        assert len(lines) <= 2 and all(line.get_height() == own for line in lines), (size, case, scene.message[0])
        assert rect.collidelist(scene.hints.arrow_band()) < 0, (size, case, rect)
        # clear of your cards and of the stacks (the kit's hard rule, kept)
        cards = [p.home for p in scene.table.pieces if p.zone.startswith(("hand:", "stack:"))]
        assert rect.collidelist(cards) < 0, (size, case, rect)
