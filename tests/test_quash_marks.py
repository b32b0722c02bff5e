"""What the QUASH board marks in your fanned hand, driven by real pygame events: the hinted card rises in
its place, under the card fanned over it (an outline alone could mean either of two overlapping cards; drawn
over that card it hid its corner index: session 20), and the card you just drew keeps a gold frame its
neighbour does not hide."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.ui_helpers import aim, click, close_board, drag, grab, open_board, post, settle, steps, target_rect

pytestmark = pytest.mark.ui

# `quash_stacked` (tests/conftest.py): a two-seat QUASH board where you hold 2H and KS first.


def _neighbour_over(scene, pid):
    """The card of your hand fanned over `pid` (the next one to its right), or None."""
    p = scene.table.piece_by_id[pid]
    over = [o for o in scene.table.pieces if o.zone == p.zone and o.z > p.z and o.home.colliderect(p.home)]
    return min(over, key=lambda o: o.home.x) if over else None


def test_the_hinted_card_rises_under_its_neighbour_and_a_click_on_it_takes_it(quash_stacked):
    app, scene = quash_stacked
    rnd = scene.session.match.state.round
    pid = f"r{rnd}:2H"                      # your lowest card: the leftmost, half under the next one
    nxt = _neighbour_over(scene, pid)
    assert nxt is not None
    scene.hints.display({"type": "play", "card": "2H", "spot": 4}, "")
    steps(app, 2)
    # the part of it that shows, raised: a click there takes it
    p = scene.table.piece_by_id[pid]
    shows = (p.home.x + scene.metrics.px(8), p.home.centery)
    assert not nxt.home.collidepoint(shows)
    click(app, shows)
    assert scene.drag.selected == pid
    # taken, it is played as hinted
    click(app, target_rect(scene, "spot:4").center)
    assert scene.session.match.actions[-1] == {"type": "play", "card": "2H", "spot": 4}


def test_the_hinted_card_is_drawn_raised_under_its_neighbour(quash_stacked):
    """Session 20: drawn over its neighbour, the raised card hid that card's corner index (1024x640)."""
    app, scene = quash_stacked
    rnd = scene.session.match.state.round
    pid = f"r{rnd}:2H"
    scene.hints.display({"type": "play", "card": "2H", "spot": 4}, "")
    steps(app, 2)
    nxt = _neighbour_over(scene, pid)
    order = [p.id for p in scene.painter.order()]
    assert order.index(pid) < order.index(nxt.id), "the hinted card is drawn over its neighbour's index"
    p = scene.table.piece_by_id[pid]
    assert scene.hints.lift(p) < 0 and scene.hints.lift(nxt) == 0


def test_the_card_you_drew_is_framed_where_no_card_covers_the_frame(quash_stacked):
    """The gold frame lay under the hand, so the card fanned over the drawn one hid half of it; it is now
    drawn round the part of the card that shows, up to the next card's edge."""
    app, scene = quash_stacked
    match = scene.session.match
    rnd = match.state.round
    before = set(match.state.hands[0])
    drag(app, grab(scene, f"r{rnd}:2H"), target_rect(scene, "spot:3").center)
    settle(app, scene)
    (code,) = set(match.state.hands[0]) - before
    drawn = scene.table.piece_by_id[f"r{rnd}:{code}"]
    nxt = _neighbour_over(scene, drawn.id)
    assert nxt is not None, "the drawn card is the last of the hand: nothing covers it"
    steps(app, 1)
    surface = pygame.display.get_surface()
    gold = tuple(theme.GOLD)
    edge = nxt.rect.x           # where the visible part of the drawn card ends
    ys = range(drawn.rect.y + 10, drawn.rect.bottom - 10, 4)
    hits = sum(1 for y in ys if any(tuple(surface.get_at((x, y)))[:3] == gold for x in range(edge - 3, edge + 3)))
    assert hits > len(ys) * 3 // 4, (hits, len(ys))
    frame = scene.drawn_frame()
    assert not frame.colliderect(nxt.rect.inflate(-2, 0).move(2, 0))


# Advanced, two seats, BLACK deals: the first 6 cards are set aside, then you get 2H and 3D, BLACK KC and KD.
ADV_STACKED = ["4S", "5S", "6S", "7S", "8S", "9S", "2H", "KC", "3D", "KD"]


def _centre_labels(scene):
    """The rects of the spot numbers and kinds ("double") drawn between the two halves."""
    g = scene._deco["g"]
    out = []
    for d in scene.table.decor:
        if isinstance(d, Label):
            size = theme.fit_size(d.text, d.size, d.max_width, d.bold) if d.max_width else d.size
            r = theme.text(d.text, size, d.colour, d.bold).get_rect(**{d.anchor: d.pos})
            if g["centre"].colliderect(r):
                out.append((d.text, r))
    return out


@pytest.mark.parametrize("onto", ["swap", "spot"])
def test_the_drop_tag_leaves_the_spot_labels_readable(onto):
    """Dragging a card over the top of a card on your side (advanced) showed "swap out 2♥" over the spot's
    number and kind; the tag now sits along the foot of that spot."""
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1, "variant": "advanced"},
                            stacked=ADV_STACKED)
    try:
        rnd = scene.session.match.state.round
        drag(app, grab(scene, f"r{rnd}:2H"), target_rect(scene, "spot:2").center)
        settle(app, scene)
        goal = aim(scene, "swap:2H" if onto == "swap" else "spot:5")
        start = grab(scene, f"r{rnd}:3D")
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        for i in range(1, 9):
            pos = (start[0] + (goal[0] - start[0]) * i // 8, start[1] + (goal[1] - start[1]) * i // 8)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            steps(app, 1)
        text, tag, *_ = scene.drop_tag()
        assert text == ("swap: 2\u2665 out, 3\u2666 in" if onto == "swap" else "lay 3\u2666 on spot 5")
        labels = _centre_labels(scene)
        assert {"2", "5", "double"} <= {x for x, _ in labels}
        for x, r in labels:
            assert not tag.colliderect(r), (x, r, tag)
        spot = target_rect(scene, "spot:2" if onto == "swap" else "spot:5")
        assert spot.collidepoint(tag.center) and spot.top <= tag.top and tag.bottom <= spot.bottom   # on its spot
        post(pygame.MOUSEBUTTONUP, pos=start, button=1)
        steps(app, 2)
    finally:
        close_board(app)
