"""Session 48, a new player's review: a card you picked up of the Mimic's value showed both an "M" badge and a
"new" tag, two gold pills crowding (and overlapping) one card. Such a card now has one mark, "M new", where its
"new" tag goes (new_tags.card_marks); no two marks overlap."""

import pytest

from quash_table.games.flush.cards import is_mimic
from tests.test_flush_s24_new_tags import pickup_until
from tests.ui_helpers import close_board, first_board_reaching

pytestmark = pytest.mark.ui


def _picked_up_a_mimic(app, scene):
    """Plays your turns (a pickup of a pile holding a card of the Mimic's value where it may) until such a card
    is in your hand marked new; your hand's pieces then, else None."""
    return pickup_until(app, scene, lambda m: any(is_mimic(c[0], m.state.mimic) for c in m.state.pile),
                        lambda m, hand: any(scene.drawn_card(p.id) and is_mimic(p.code, m.state.mimic) for p in hand))


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
