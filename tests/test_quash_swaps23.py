"""Session 23 (QUASH advanced, new players): a card covered by a gap's neighbour was a sliver of a drop
target. Aimed at, it is drawn whole over the open slot beside it, yet a drop there laid the card in that
open slot, not the swap the table showed. The card a swap raised takes a drop anywhere it is drawn
(swap_aim.py), and where two lit places overlap, the hint's target wins. (Session 27: the open slot is drawn
in the badge row, over no card. Session 50: while a card is held it is card-wide over the middle slot, and
each card swaps by the strip of it in view.)"""

import pygame
import pytest

from tests.test_quash_adv18b import _gap_on_spot_1, open_slot
from tests.ui_helpers import button, centre, click, close_board, grab, match_board, post, steps


def _drag_through(app, points):
    """Press at the first point, move through the others (a few frames at each), release at the last."""
    post(pygame.MOUSEMOTION, pos=points[0], rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1)
    steps(app, 1)
    for a, b in zip(points, points[1:]):
        for i in range(1, 7):
            pos = (a[0] + (b[0] - a[0]) * i // 6, a[1] + (b[1] - a[1]) * i // 6)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            steps(app, 1)
        steps(app, 2)
    post(pygame.MOUSEBUTTONUP, pos=points[-1], button=1)
    steps(app, 3)


def _spot_1(scene, rnd):
    gap = open_slot(scene, 0)
    under = scene.table.piece_by_id[f"r{rnd}:2C"]
    return gap, under


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_each_card_of_a_gap_swaps_by_its_strip_and_the_middle_slot_lays(size):
    """Session 50 (it held the 2♣ raised whole over the 4♣ and taking a drop anywhere it was drawn): while the
    5♠ is held, spot 1 (2♣ _ 4♣) draws its open slot card-wide over its middle slot, under the cards (session 57),
    where it stays; the 2♣ swaps by the part of its face in view, the 4♣ by its face, and the slot takes the
    drop where it shows, above them. A drop on the 2♣'s strip swaps the 2♣ out."""
    m = _gap_on_spot_1()
    app, scene = match_board(m, size=size)
    try:
        rnd = m.state.round
        slots = scene._deco["g"]["slots"]["bottom"][0]
        start = grab(scene, f"r{rnd}:5S")
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40), buttons=(1, 0, 0))
        steps(app, 3)
        # session 57: the slot lies under the cards; what shows of it (the spot's mark) lies above them
        slot = scene.table.target_by_id["spot:1"].mark
        assert slot.centerx == slots[1].centerx and slot.bottom < slots[1].y and slot.w >= scene._deco["g"]["step"]
        two, four = (scene.table.target_by_id[f"swap:{c}"].rect for c in ("2C", "4C"))
        assert two.right <= four.x and slot.bottom <= min(two.y, four.y), (two, slot, four)
        # (2♣ 5♠ can never make a triple run: the 4♣'s swap is refused, and since session 60 a refused swap on a spot
        # with room is no aim, its face lays: review 60)
        assert "swap:4C" not in scene.drag.legal_targets(scene.drag.active())
        for at, want in ((((two.x + two.right) // 2, two.centery), "swap:2C"), (slot.center, "spot:1"),
                         (((four.x + four.right) // 2, four.centery), "spot:1")):
            assert scene.drag.target_at(at, scene.drag.active()).id == want, (at, want)
        post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 40), button=1)
        steps(app, 3)
        where = two.center      # (the middle of its strip: session 58, its edges lay)
        _drag_through(app, [start, (where[0], where[1] - 30), where])
        chain = scene.composer.chain
        assert chain is not None and chain.moving == "2C", (m.state.board[0][0], chain)
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_hand_keeps_its_rows_and_places_while_a_card_is_in_the_air():
    """At 1024x640 the 21 cards of this hand lie in two rows, 20 in one: the 5♠ laid on spot 1 for a swap
    took the hand from two rows to one under the card in the air, and the next drag took another card. Its
    slot stays empty until the move is made or put back: no other card of the hand moves."""
    m = _gap_on_spot_1()
    app, scene = match_board(m, size=(1024, 640))
    try:
        rnd = m.state.round

        def hand():
            return {p.id: tuple(p.home) for p in scene.table.pieces if p.zone == "hand:0"}

        before = hand()
        assert len(before) == 21 and len({r[1] for r in before.values()}) == 2
        _, under = _spot_1(scene, rnd)
        strip = scene.table.target_by_id["swap:2C"].rect.center      # (the middle of its strip: session 58)
        _drag_through(app, [grab(scene, f"r{rnd}:5S"), strip])
        assert scene.composer.chain is not None and scene.composer.chain.moving == "2C"
        during = hand()
        assert f"r{rnd}:5S" not in during
        assert during == {pid: r for pid, r in before.items() if pid != f"r{rnd}:5S"}
        click(app, centre(button(scene, "chain:cancel").rect))      # Take the swap back
        steps(app, 30)
        assert hand() == before
    finally:
        close_board(app)


# --- 3. a chain in words, step by step, what goes where and why ------------------------------------------
MINE = [("JD", "QD"), (), (), ("8S",), (), (), ("KD",), (), ()]
CHAIN = {"type": "play", "card": "QS", "spot": 4, "swap": [["8S", 7], ["KD", 1]]}


def test_a_chains_hint_says_each_step_in_words_and_names_the_card_its_reason_is_about():
    """New players: "Q♠ takes 8♠'s place on spot 4, 8♠ takes K♦'s place on spot 7, K♦ goes to spot 1 —
    it makes the run J-Q-K on spot 1": symbols, and "it" could be any of three cards. Each step says which
    card goes where and which card it sends on (from the action's own moves), and the reason, full and
    short, names the card it is about."""
    from quash_table.games.quash.describe import describe_hint
    from quash_table.games.quash.gist import gist_words
    from quash_table.games.quash.why import why_words
    # (session 47: in the fewest words, describe._chain_short)
    assert describe_hint(CHAIN, 0, 2) == "your Q\u2660 to spot 4, 8\u2660 on to 7, K\u2666 on to 1"
    theirs = [()] * 9
    assert why_words(MINE, theirs, CHAIN, ["QS", "2C"]).startswith("your K\u2666 makes the same-suit run J-Q-K")
    assert gist_words(MINE, theirs, CHAIN, ["QS", "2C"]) == "your K\u2666 makes the run J-Q-K on spot 1"
    # one swap: the move line names its two cards, "it" is the played card's step or the one moved
    one = dict(CHAIN, swap=[["8S", 7]])
    assert why_words(MINE, theirs, one, ["QS", "2C"]).startswith("it ")


@pytest.mark.ui
def test_the_card_in_the_air_says_which_card_took_its_place():
    """The dock beside the card in the air said "from spot 1 (drop it there to put it back)": which card
    took its place, from the chain's own moves, is said."""
    m = _gap_on_spot_1()
    app, scene = match_board(m, size=(1024, 640))
    try:
        rnd = m.state.round
        _, under = _spot_1(scene, rnd)
        _drag_through(app, [grab(scene, f"r{rnd}:5S"), scene.table.target_by_id["swap:2C"].rect.center])
        assert scene.composer.chain is not None and scene.composer.chain.moving == "2C"
        from quash_table.ui.widgets import Label
        said = " ".join(d.text for d in scene.table.decor if isinstance(d, Label))
        assert "2\u2663 is in the air" in said
        assert "your 5\u2660 took its place on spot 1" in " ".join(said.split()), said
    finally:
        close_board(app)
