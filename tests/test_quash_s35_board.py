"""Session 35, QUASH's board (review 34a, four seats at 1024x640): a gold "new" frame round a card the next
card on its spot partly covers ran across that card; ..."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _two_new_on_one_spot():
    """Four seats, basic, your turn: Bot 2 and then Bot 4 laid a card each on BLACK's empty spot 5 since
    your play (Bot 3 played elsewhere), so both are marked "new" and the later covers part of the first."""
    m = Match("quash", ["human", "bot:normal", "bot:normal", "bot:normal"], 1, {"variant": "basic"})
    mine = 0
    while not (mine and m.to_move == 0):
        seat = m.to_move
        legal = m.legal_actions()
        if mine and seat in (1, 3):
            m.play(next(a for a in legal if a["spot"] == 5))
        else:
            m.play(next(a for a in legal if a["spot"] != 5))
        mine += seat == 0
    return m


def test_a_new_cards_frame_stops_at_the_card_laid_over_it():
    m = _two_new_on_one_spot()
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 3)
        on5 = [p for p in scene.table.pieces if p.code in {a["card"] for a in m.actions[-3::2]}]
        assert len(on5) == 2
        under, over = sorted(on5, key=lambda p: p.z)
        marked = dict(scene.marks.marked())
        assert marked.get(under.id) == "new" and marked.get(over.id) == "new", marked
        assert under.rect.colliderect(over.rect) and over.rect.x > under.rect.x
        app.draw()
        # no gold on the card laid over it, off its own frame's band (its edges and the tag at its foot)
        gold = pygame.Color(theme.GOLD)[:3]
        px = scene.metrics.px
        inner = pygame.Rect(over.rect.x + px(5), over.rect.y + px(5), under.rect.right + px(5) - over.rect.x,
                            over.rect.h * 3 // 4)
        hits = [(x, y) for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom)
                if app.screen.get_at((x, y))[:3] == gold]
        assert not hits, hits[:5]
    finally:
        close_board(app)


def _advanced_midround(seed=8, moves=24):
    """Two seats, advanced, your turn after `moves` plays (no swaps), made by seeded random choices."""
    import random
    m = Match("quash", ["human", "bot:random"], seed, {"variant": "advanced"})
    rng = random.Random(seed)
    while len(m.actions) < moves or m.to_move != 0:
        m.play(rng.choice([a for a in m.legal_actions() if a.get("type") != "swap"]))
    return m


def _outline(r, width):
    """The four strips of an outline `width` px wide drawn inside `r` (pygame.draw.rect's)."""
    return [pygame.Rect(r.x, r.y, r.w, width), pygame.Rect(r.x, r.bottom - width, r.w, width),
            pygame.Rect(r.x, r.y, width, r.h), pygame.Rect(r.right - width, r.y, width, r.h)]


def test_a_lit_places_outline_crosses_no_card_over_it():
    """Advanced, a card lifted: each lit place's outline (ui/drag.draw_targets_over, drawn over the pieces)
    keeps off the face of every card drawn over it: a covered card's (its share of the spot's width, 38 px,
    crossed the card over it) and an open slot's beside the cards (it ran down the last card's edge)."""
    m = _advanced_midround()
    app, scene = match_board(m, size=(1024, 640))
    try:
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.rect.x)
        scene.drag.selected = hand[len(hand) // 2].id
        steps(app, 30)      # (the cards of a spot it goes before glide aside first: held_room, session 44)
        px = scene.metrics.px
        lit = set(scene.drag.legal_targets(scene.drag.active()))
        rnd = scene._rnd
        covered = 0
        for t in scene.table.targets:
            if t.id not in lit:
                continue
            if t.id.startswith("swap:"):
                card = scene.table.piece_by_id[f"r{rnd}:{t.id[5:]}"]
                over = [p for p in scene.table.pieces if p.zone == card.zone and p.z > card.z]
                covered += bool(over)
                faces = [p.rect for p in over]
            else:
                # session 49: the open slot lies over the cards (card-wide, drawn over the part of them it
                # covers): its outline keeps off their faces in view beside it (this test held the cards
                # over a slot beside them: rewritten)
                over = [p for p in scene.table.pieces if p.zone == f"spot:RED:{t.id[5:]}"]
                faces = [scene.table.target_by_id[f"swap:{p.code}"].rect for p in over]
            strips = _outline(t.light.inflate(px(8), px(8)), px(3))
            crossed = [(t.id, p.code) for p, face in zip(over, faces) for s in strips
                       if s.colliderect(face.inflate(-2, -2))]
            assert not crossed, crossed
        assert covered >= 2, "the position lights covered cards"
    finally:
        close_board(app)


def test_the_layout_drops_a_hint_put_away_in_a_swap(tmp_path):
    """Advanced (review 34a): H in the middle of a swap lit "Take the swap back"; the card in the air dropped on
    another card (a swap the hint did not name) put the hint away, its words and marks gone from the table, and
    the layout JSON still listed it. It lists the hint only while the table shows it."""
    from quash_table.engine.naming import Reason
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import centre, drag, find, grab, layout, make_app, settle, target_rect
    m = _advanced_midround()
    path = tmp_path / "layout.json"
    app = make_app(size=(1024, 640), layout_path=str(path))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    try:
        rnd = scene._rnd
        mine = [t.id[5:] for t in scene.table.targets if t.id.startswith("swap:")]
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        first = next(p for p in hand if any(a.get("swap") and a["card"] == p.code and a["swap"][0][0] == mine[-1]
                                            for a in scene.session.screen_legal()))
        drag(app, grab(scene, first), centre(target_rect(scene, f"swap:{mine[-1]}")))
        steps(app, 3)
        chain = scene.composer.chain
        assert chain is not None and chain.moving == mine[-1]
        # a hint of another move: its first step is to take the swap back
        other = next(a for a in scene.session.screen_legal() if not a.get("swap") and a["card"] != first.code)
        scene.hints.display(other, Reason("it starts a run there"))
        steps(app, 3)
        assert scene.hints.current.button == "chain:cancel"
        assert find(layout(path)["objects"], "hint")["marks"] == ["chain:cancel"]
        # the card in the air dropped on another of your cards: that swap is made, the hint put away
        moving = scene.table.piece_by_id[f"r{rnd}:{chain.moving}"]
        lit = [t for t in scene.drag.legal_targets(moving) if t.startswith("swap:")]
        drag(app, centre(moving.rect), centre(target_rect(scene, lit[0])))
        steps(app, 3)
        assert scene.composer.chain is not None and scene.composer.chain.moving == lit[0][5:]
        assert scene.hints.current is not None and scene.hints.current.set_aside
        assert scene.message is None or scene.message[1] != "hint", scene.message
        assert "hint" not in [o["id"] for o in layout(path)["objects"]]
    finally:
        close_board(app)


@pytest.mark.parametrize("size,card", [((1024, 640), "2S"), ((1280, 800), "2S"), ((1024, 640), "JH")])
def test_a_tiebreaker_hints_words_lie_off_its_arrow(size, card):
    """Review 34a (1280x800): the tiebreaker hint's words, two lines as wide as the table between your hand and
    the mat, lay across the arrow rising from the leftmost card to the mat, drawn over it. They go beside the
    mat on the side away from the card (message_room.tie_hint_place), the reason on H there too."""
    from tests.test_quash_scene import _tie_on_spot_9
    from tests.ui_helpers import key
    app, scene = match_board(_tie_on_spot_9(), size=size)
    try:
        reason = "you cannot be sure to win this tie (they may hold an A): your lowest card goes, keeping your " \
                 "higher ones for the tie still to be played"
        scene.hints.display({"type": "tiebreak", "card": card}, reason)
        steps(app, 3)
        piece = scene.table.piece_by_id[scene.hints.current.piece]
        way = (piece.rect.midtop, scene.table.target_by_id["tiebreak"].rect.center)
        for press in (False, True):
            if press:
                key(app, pygame.K_h)
                steps(app, 3)
                assert scene.message[0].startswith(("Hint, why:", "Hint: lay")), scene.message
            app.draw()
            box = scene.painter.message_drawn
            assert box is not None and not box.clipline(*way), (box, way)
            assert not box.colliderect(scene._mat), (box, scene._mat)
    finally:
        close_board(app)
