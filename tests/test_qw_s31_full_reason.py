"""Quadruple War at 1024x640, session 31: a hint's full reason (the second H) came in the kit's smaller type, in
two lines, in a third of the positions played (10 of 30 over seeds 4-11): the hint's arrow from your hand to the
mat crosses the band above your hand, and the kit, given no most lines, tried its own type only as wide as the
table. The board allows two lines (three for the full reason, the band's height: t.message_lines), so the kit
tries its own type in narrower shapes beside the arrow first. The top card's words say less, too: "it wins
unless someone with no diamonds trumps it" ("someone has no diamonds and trumps it")."""

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match

# (seed, moves): positions where the normal bot's card (which the hint keeps, with its reason) has a full reason
# the old board set in the smaller type at 1024x640
CASES = [(3, 6), (4, 31), (6, 13), (11, 24)]


def _position(seed, moves):
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=seed)
    bots = [make_bot("quadwar", "normal", s) for s in range(4)]
    while len(m.actions) < moves:
        seat = m.to_move
        m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
    assert m.to_move == 0
    action = bots[0].choose(m.game.view(m.state, 0), m.legal_actions())
    return m, action, bots[0].reason


def test_the_top_cards_words_say_who_trumps_it_in_fewer_words():
    _, _, reason = _position(11, 24)
    # how often in a player's words since session 33: "(4 times in 5)", not "(about 84%)"
    assert "it wins 4 times in 5, as only someone with no diamonds can trump it" in str(reason), str(reason)
    assert "has no diamonds and" not in str(reason)


@pytest.mark.ui
def test_a_full_reason_comes_in_the_boards_own_type_at_1024x640():
    from quash_table.ui import theme
    from tests.ui_helpers import close_board, match_board, steps
    for case in CASES:
        m, action, reason = _position(*case)
        assert str(reason) != reason.short, (case, str(reason))
        app, scene = match_board(m, size=(1024, 640))
        try:
            scene.hints.display(action, reason)
            steps(app, 2)
            assert scene.hints.why()                  # the second H: the full reason
            steps(app, 3)
            assert scene.hints.full_shown(), (case, scene.message)
            rect, lines = scene.painter._message_place()
            own = theme.font(scene.metrics.px(16)).get_linesize()
            assert len(lines) <= 3 and all(line.get_height() == own for line in lines), (case, scene.message[0])
            # clear of your cards, the plates and the score pad
            hand = [p.home for p in scene.table.pieces if p.zone == "hand:0"]
            assert rect.collidelist(hand) < 0, (case, rect)
            assert rect.collidelist([scene.geometry["pad"], *scene.geometry["plates"].values()]) < 0, (case, rect)
        finally:
            close_board(app)
