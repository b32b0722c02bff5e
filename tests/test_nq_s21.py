"""NumberQuash after session 21's new players: the opened Moves log over no octagon at 1024x640, the tray
while the bots wait for your out choice, and the result's sound chosen by standing (a draw is no loss)."""

import pygame
import pytest

from tests.test_numberquash_scene import close

pytestmark = pytest.mark.ui


def tray_words(scene):
    tray = scene.tray.rect
    return [d.text for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]


# --- 2. the tray says what the table waits for --------------------------------------------------------

def test_while_the_bots_wait_for_your_choice_the_tray_says_so_not_the_next_bots_roll():
    """The header said the bots wait for your Watch / Let the bots finish while the tray said "Bot 3 to
    roll" over bots that did not move. Both read session.bots_waiting(): the tray says the table waits for
    your choice, and the next bot's roll once you chose."""
    from quash_table.ui.out_choice import WAITING_BRIEF, WAITING_WORDS
    from tests.test_numberquash_review15 import finished_first, out_board
    from tests.ui_helpers import key, step_until, steps
    match = finished_first()
    app, scene = out_board(match)
    try:
        steps(app, 120)
        assert scene.out_choice.offered() and scene.session.bots_waiting()
        scene.hud.draw(app.screen, scene.areas()[0])
        assert scene.hud.status() == WAITING_WORDS
        words = tray_words(scene)
        assert WAITING_BRIEF in words, words
        assert not any(w.endswith(" to roll") for w in words), words
        assert WAITING_WORDS.startswith(WAITING_BRIEF)        # one wording: the header's says more
        moves = len(match.actions)
        key(app, pygame.K_w)
        assert not scene.session.bots_waiting()
        step_until(app, lambda: len(match.actions) > moves, timeout=30)
        steps(app, 3)
        assert WAITING_BRIEF not in tray_words(scene)
    finally:
        close(app)


# --- 1. the opened Moves log covers no octagon --------------------------------------------------------

@pytest.mark.parametrize("n", [5, 6])
def test_the_opened_move_log_at_1024_covers_no_octagon_plate_or_button(n):
    """1024x640 at 5 and 6 seats: the opened Moves log lay over the last column's octagons (Bot 3's, half of
    Bot 5's) and the "steal from each" octagon. The board plans its middle band and your area beside it, the
    other seats' columns above it: no octagon (a seat's or a bonus), plate, button or the prompt under it, and
    the other seats' octagons as large as with the log folded."""
    from tests.test_numberquash_s15 import octagon_widths, six
    from tests.ui_helpers import key, settle
    app, scene = six((1024, 640), n)
    try:
        settle(app, scene)
        assert scene.log_folded()
        _, folded = octagon_widths(scene)
        key(app, pygame.K_l, frames=3)
        assert scene.log_over_table()
        log = scene.areas()[2]
        octagons = [pygame.Rect(int(op[2] - op[4]), int(op[3] - op[4]), int(2 * op[4]), int(2 * op[4]))
                    for op in scene.deco if op[0] in ("octagon", "bonus")]
        assert len(octagons) == 2 * n + 3       # every seat's pair, the three bonus octagons
        assert not [o for o in octagons if o.colliderect(log)], (log, octagons)
        assert not [s for s, plate in scene.badges.items() if plate.colliderect(log)]
        assert not [b.id for b in scene.table.buttons if b.rect.colliderect(log)]
        assert not scene.tray.rect.colliderect(log) and not scene.mid_rect.colliderect(log)
        assert octagon_widths(scene)[1] == folded           # the other seats' octagons as they were
        assert log.h >= scene.metrics.px(300)               # a log to read: several moves
        assert log.right == 1024 and log.bottom == 640
    finally:
        close(app)

