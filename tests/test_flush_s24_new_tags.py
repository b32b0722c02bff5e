"""Session 24 (Flush, new players): the "new" tags of the cards you picked up were half hidden in a two-row
hand. Each was a label just above its card, drawn under the pieces: the first row's cards covered the second
row's tags and the prompt over your hand the first row's. The tag now lies on the card's face, drawn over the
pieces (new_tags.py), in the part of the card in view."""

import pygame
import pytest

from tests.ui_helpers import close_board, first_board_reaching, step_until, steps

pytestmark = pytest.mark.ui


def _tags(scene):
    """[(rect, drawn over the pieces?)] of the "new" tags on the table now."""
    try:
        from quash_table.games.flush.new_tags import new_tags
    except ImportError:             # (before session 24: labels above the cards, under the pieces)
        return [(d.text_rect(), False) for d in scene.table.decor if getattr(d, "text", None) == "new"]
    return [(r, True) for r, _ in new_tags(scene)]


def pickup_until(app, scene, worth, got):
    """Plays your turns (the first legal move, or a pickup where `worth(match)` says the pile is worth one) until a
    pickup leaves your hand as `got(match, hand)` wants it; your hand's pieces then, else None."""
    s, m = scene.session, scene.session.match
    for _ in range(60):
        step_until(app, lambda: (s.my_turn() and scene.settled()) or m.over, timeout=60)
        if m.over:
            return None
        legal = m.legal_actions()
        pick = [a for a in legal if a["type"] == "pickup"]
        if pick and worth(m):
            s.play(pick[0])
            step_until(app, lambda: scene.settled(), timeout=30)
            steps(app, 5)
            hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
            if got(m, hand) and s.my_turn():
                return hand
            continue        # (one row still: at 1024x640 the hand has the room under the Moves, session 36)
        s.play(legal[0])
        steps(app, 3)
    return None


def _two_rows_after_a_pickup(app, scene):
    return pickup_until(app, scene, lambda m: len(m.state.pile) >= 3,
                        lambda m, hand: len({p.home.y for p in hand}) >= 2 and m.to_move == 0)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_new_tag_in_a_two_row_hand_is_in_view(size):
    # (at 1024x640 your hand has the room under the Moves since session 36: a game with a big pickup is found)
    app, scene, hand = first_board_reaching(size, "flush", ["human", "bot:normal", "bot:normal"], (3, 4, 5, 6, 7, 8), _two_rows_after_a_pickup)
    assert hand is not None, "no two-row hand after a pickup"
    try:
        marked = [p for p in hand if scene.drawn_card(p.id)]
        rows = {p.home.y for p in marked}
        assert marked and len(rows) >= 1
        tags = _tags(scene)
        assert len(tags) == len(marked), (len(tags), len(marked))
        prompt = scene.painter.pill_rect(scene.table.prompt, scene.table.prompt_pos, 17)[0] \
            if scene.table.prompt else pygame.Rect(0, 0, 0, 0)
        for p in marked:
            card = pygame.Rect(p.home)
            tag, over = next(((r, o) for r, o in tags if card.contains(r)
                              or (abs(r.x - card.x) <= 8 and abs(r.bottom - card.y) <= 6)), (None, None))
            assert tag is not None, (p.code, card, tags)
            if not over:      # a label under the pieces: any other card on it hides it
                assert not any(tag.colliderect(q.home) for q in scene.table.pieces if q is not p), (p.code, tag)
            assert not tag.colliderect(prompt), (p.code, tag, prompt)
            assert card.contains(tag), (p.code, tag, card)
    finally:
        close_board(app)
