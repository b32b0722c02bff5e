"""Session 48, a new player's review: a card you picked up of the Mimic's value showed both an "M" badge and a
"new" tag, two gold pills crowding (and overlapping) one card. Such a card now has one mark, "M new", where its
"new" tag goes (new_tags.card_marks); no two marks overlap."""

import pytest

from quash_table.games.flush.cards import is_mimic
from tests.ui_helpers import close_board, first_board_reaching, step_until, steps

pytestmark = pytest.mark.ui


def _picked_up_a_mimic(app, scene):
    """Plays your turns (a pickup of a pile holding a card of the Mimic's value where it may) until such a card
    is in your hand marked new; your hand's pieces then, else None."""
    s, m = scene.session, scene.session.match
    for _ in range(60):
        step_until(app, lambda: (s.my_turn() and scene.settled()) or m.over, timeout=60)
        if m.over:
            return None
        legal = m.legal_actions()
        mimic = m.state.mimic
        pick = [a for a in legal if a["type"] == "pickup"]
        if pick and any(is_mimic(c[0], mimic) for c in m.state.pile):
            s.play(pick[0])
            step_until(app, lambda: scene.settled(), timeout=30)
            steps(app, 5)
            hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
            if any(scene.drawn_card(p.id) and is_mimic(p.code, mimic) for p in hand) and s.my_turn():
                return hand
            continue
        s.play(legal[0])
        steps(app, 3)
    return None


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_new_card_of_the_mimic_s_value_has_one_mark(size):
    from quash_table.games.flush.new_tags import card_marks, mimic_marks, new_tags
    app, scene, hand = first_board_reaching(size, "flush", ["human", "bot:normal", "bot:normal"], range(3, 15), _picked_up_a_mimic)
    assert hand is not None, "no Mimic picked up"
    try:
        badges, news = mimic_marks(scene), new_tags(scene)
        both = [p for p in hand if scene.drawn_card(p.id) and any(pid == p.id for pid, _, _ in badges)]
        assert both
        marks = card_marks(scene)
        assert len(marks) == len(badges) + len(news) - len(both), (len(marks), len(badges), len(news), len(both))
        rects = [r for r, _ in marks]
        for i, r in enumerate(rects):
            assert r.collidelist(rects[i + 1:]) < 0, (r, rects)
    finally:
        close_board(app)
