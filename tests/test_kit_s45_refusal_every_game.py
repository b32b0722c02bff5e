"""A piece held over a place it may not go to says why (Composer.refusal, ui/refusal_tip.py, session 45) on every
board, and asking never breaks the board: The Game crashed as a card was held over a stack it does not fit (the
composer was deep-copied whole, and through the seat names it was handed reached the board's pygame events,
review 45B)."""

import pygame
import pytest

from tests.test_quash_s44_held_room import _hold
from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui

SEATS = {"quash": ["human", "bot:normal"], "numberquash": ["human", "bot:normal"],
         "thegame": ["human", "bot:normal"], "quadwar": ["human", "bot:normal", "bot:normal", "bot:normal"],
         "flush": ["human", "bot:normal", "bot:normal"]}


@pytest.mark.parametrize("game", sorted(SEATS))
def test_every_held_piece_over_every_place_is_answered_and_leaves_the_composer_as_it_was(game):
    app = make_app(size=(1024, 640), animation="instant")
    try:
        scene = board(app, game, SEATS[game], seed=11)
        settle(app, scene)
        for _ in range(3):      # to a turn with pieces to move: past a bid (Quadruple War), a roll (NumberQuash)
            c = scene.composer
            assert c is not None, "the human's turn (seed 11)"
            if c.pieces():
                break
            scene.session.play(c.legal[0])
            settle(app, scene)

        def fields(c):          # (its caches, "_" fields, may fill as it is asked)
            return {k: repr(v) for k, v in vars(c).items() if not callable(v) and not k.startswith("_")}
        before = fields(c)
        asked = 0
        for piece in c.pieces():
            for target in {t.key for t in scene.table.targets}:
                words = c.refusal(piece, target)
                assert words is None or (isinstance(words, str) and words), (piece, target, words)
                asked += 1
        assert asked, "some piece and place were asked about"
        assert fields(c) == before
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_game_a_card_held_over_a_stack_it_does_not_fit_says_why(size):
    """Review 45B: purple 1 dragged over ▲ (a red 1 on top) closed the app; it says why beside the stack now."""
    app = make_app(size=size, animation="instant")
    try:
        scene = board(app, "thegame", ["human", "bot:normal"], seed=11)
        settle(app, scene)
        c = scene.composer
        up = scene.table.target_by_id.get("up") or next(t for t in scene.table.targets if "up" in t.id)
        ups = {t.key for t in scene.table.targets if t is up}
        # a card of the hand that may not go up now (every card may start an empty stack: lay one first if so)
        wrong = [p for p in c.pieces() if not ups & set(c.targets(p))]
        if not wrong:
            card = max((p for p in c.pieces() if ups & set(c.targets(p))), key=lambda p: int(p[1:]))   # the highest
            outcome = c.drop(card, up.key)
            scene.session.play(outcome.action)
            settle(app, scene)
            c = scene.composer
            wrong = [p for p in c.pieces() if not ups & set(c.targets(p))]
        assert wrong, "a card that does not fit on the up stack"
        piece = scene.table.piece_by_id[next(p.id for p in scene.table.pieces if p.key == wrong[0])]
        at = up.rect.center
        _hold(app, scene, piece.id, at)      # frames drawn with the card held over the stack: no crash
        held = scene.drag.active()
        assert held is not None
        hot = scene.drag.target_at(at, held)
        assert hot is not None and hot.key == up.key
        words = scene.drag.refusal_tip.words(held, hot)
        raw = c.refusal(wrong[0], up.key)
        assert words and words == raw[:1].upper() + raw[1:], words      # a sentence, as the message says it
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        steps(app, 3)
        assert scene.message is not None and scene.message[0] == words, scene.message     # the same words
    finally:
        close_board(app)


def test_the_game_digit_1_means_the_up_stack_even_where_the_card_does_not_fit_it():
    """Review 45B: with purple 1 chosen and ▲ refused, 1 (▲ in the Keys) chose ▼, the only lit stack, and Enter laid
    the card there, a stack the person never chose. 1 is ▲ and 2 is ▼ now: Enter on ▲ says why and lays nothing."""
    from tests.ui_helpers import key
    app = make_app(size=(1024, 640), animation="instant")
    try:
        scene = board(app, "thegame", ["human", "bot:normal"], seed=11)
        settle(app, scene)
        c = scene.composer
        card = max(c.pieces(), key=lambda p: int(p[1:]))       # the highest card up first: the others fit ▲ no more
        scene.session.play(c.drop(card, "stack:up").action)
        settle(app, scene)
        m = scene.session.match
        wrong = [p for p in scene.composer.pieces() if "stack:up" not in scene.composer.targets(p)]
        assert wrong
        for _ in range(12):                                      # Tab to a card that does not fit ▲
            key(app, pygame.K_TAB)
            steps(app, 1)
            sel = scene.drag.selected and scene.table.piece_by_id[scene.drag.selected].key
            if sel in wrong:
                break
        assert sel in wrong, sel
        moves = len(m.actions)
        key(app, pygame.K_1)
        steps(app, 1)
        assert scene.drag.key_target == "stack:up"
        key(app, pygame.K_RETURN)
        steps(app, 3)
        assert len(m.actions) == moves, "nothing laid"
        assert scene.message is not None and scene.message[1] == "error", scene.message
        key(app, pygame.K_2)
        steps(app, 1)
        assert scene.drag.key_target == "stack:down"
    finally:
        close_board(app)
