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


# --- 3. the result's sound by standing: a draw is no loss ----------------------------------------------

class OneSeat:
    """The little of a session the summary's heading reads: one person at seat `me`, the rest bots."""

    def __init__(self, match, me):
        self.match, self.screen_seat = match, me

    def name(self, seat):
        return "You" if seat == self.screen_seat else f"Bot {seat + 1}"


def test_a_stalemates_draw_sounds_a_draw_not_a_loss_and_a_placed_race_its_place():
    """A stalemate with nobody finished played "lose" to the person in the draw (then the plain round sound):
    the end sound is the person's standing, one of its own for a draw ("draw", neither "win" nor "lose"),
    which "You finished 2nd of 6" hears too; the last place ("2nd of 2") and no place are a loss."""
    from quash_table.ui.sounds import NAMES, event_sound
    from tests.test_numberquash_s20 import pure_stalemate
    from tests.test_numberquash_review15 import finished_first
    assert "draw" in NAMES
    match = pure_stalemate()
    game, res = match.game, match.game.result(match.state)
    assert res["drawn"] and not res["winners"]
    for seat in res["drawn"]:
        assert event_sound(game, match.state, match.state, match.actions[-1], screen_seat=seat) == "draw"
    match = finished_first()            # you finished 1st; play the bots on to the end
    import random
    rng = random.Random(1)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    res = match.game.result(match.state)
    heard = {seat: event_sound(match.game, match.state, match.state, match.actions[-1], screen_seat=seat)
             for seat in range(len(match.seats))}
    assert heard[0] == "win", (heard, res)
    places = res["places"]
    for seat, name in heard.items():        # a place with seats under it, or a draw: no loss
        if seat not in res["winners"]:
            under = places[seat] is not None and any(p is None or p > places[seat] for p in places)
            assert name == ("draw" if seat in res["drawn"] or under else "lose"), (seat, heard, res)
    assert {"draw", "lose"} <= set(heard.values()), heard     # the game had a place above the last, and a last


@pytest.mark.parametrize("gid", ["quash", "numberquash", "thegame", "quadwar", "flush"])
def test_every_games_end_sound_says_what_the_summary_heading_says(gid):
    """One fact for both (engine/standing.seat_outcome): the heading says "A draw" exactly where the standing
    is a draw, a win ("You won!", "You finished 1st", "The team won!") where it is "win", a place below the
    first where it is placed; the sound is the standing's."""
    import random

    from quash_table.engine.match import Match
    from quash_table.engine.standing import DRAW, LOST, PLACED, WON, seat_outcome
    from quash_table.ui.chrome import summary_heading
    from quash_table.ui.sounds import OUTCOME_SOUNDS, event_sound
    seats = {"quash": 4, "numberquash": 4, "thegame": 3, "quadwar": 4, "flush": 3}[gid]
    seen = set()
    for seed in range(6):
        options = {"stalemate_rounds": 1} if gid == "numberquash" and seed % 2 else {}
        m = Match(gid, ["human"] + ["bot:random"] * (seats - 1), seed, options)
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        res = m.game.result(m.state)
        for me in range(seats):
            outcome = seat_outcome(m.game, res, me)
            seen.add(outcome)
            sound = event_sound(m.game, m.state, m.state, m.actions[-1], screen_seat=me)
            assert sound == OUTCOME_SOUNDS[outcome]
            heading = summary_heading(m.game, OneSeat(m, me), res)
            assert (heading == "A draw") == (outcome == DRAW), (heading, outcome, res)
            if outcome == WON:
                assert heading in ("You won!", "The team won!", "You finished 1st of %d" % seats), heading
            if outcome == PLACED:
                assert heading.startswith("You finished ") and "1st" not in heading, heading
            if outcome == LOST:
                assert heading not in ("You won!", "The team won!") and "1st" not in heading, heading
    assert seen & {WON, LOST}, seen
