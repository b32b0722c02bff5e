"""Review 37 of Quadruple War (three bots, 1024x640 and 1280x800): the header said "Bot 2 is thinking…" over Bot 2's
card already on the mat, before the log listed it; Tab's suggested bid was a thin ring and no words. Each test fails
on the code before its fix."""

import pygame
import pytest

from tests.ui_helpers import DT, board, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _flights(size, seed, moves):
    """You against three normal bots at the real animation's speed, playing your first legal move each turn: every
    frame until `moves` moves are made, (header, the log's last entry, the log's length, the cards on the mat with
    their players, the moves the director has shown)."""
    app = make_app(size=size, animation="normal", bot_pace="fast")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=seed, options={"dealer": 0})
    s = scene.session
    frames = []
    try:
        for _ in range(60 * 120):
            app.step(DT)
            m = s.match
            if len(m.actions) >= moves:
                break
            if s.my_turn() and scene.settled():
                s.play(s.screen_legal()[0])
                continue
            lines = scene._log_lines()
            played = {code: seat for seat, code in s.view()["trick"]}
            mat = [(p.id, played.get(p.id)) for p in scene.table.pieces if p.zone == "trick"]
            frames.append((scene.hud.status(), lines[-1] if lines else None, len(lines), mat, s.director.shown(),
                           len(m.actions)))
    finally:
        close_board(app)
    return frames


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_header_never_says_a_seat_thinks_once_its_card_is_on_the_mat(size):
    """The header kept what it said before a bot's card ("Bot 2 is thinking…") until every glide of the table had
    run out, a moment after the card lay on the mat, and the log listed the card only then. From the frame the card
    leaves the hand the header names it, in the log's words, and the log lists it (a trick's last card: the header
    names it, and the log's sentence, which says who wins the trick, comes as the card lands, with the header's)."""
    frames = _flights(size, 5, 4 + 12)
    flights = 0
    for status, last, count, mat, shown, made in frames:
        for code, seat in mat:
            if seat is None or seat == 0:
                continue
            name = f"Bot {seat + 1}"
            assert not (status.startswith(name) and "is thinking" in status), (status, code)
        if status.startswith("Bot") and " plays the " in status and " wins trick " not in status:
            flights += 1
            if count == made or shown == made:     # not a trick's last card (its sentence waits for the landing)
                assert last is not None and last[1] == status.split("  \u00b7  ")[0], (status, last)
    assert flights > 10, "no bot's card was seen on its way"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_tab_lights_the_suggested_bid_and_says_it_in_words(size):
    """Tab's suggested bid was the key focus's thin ring alone, with no words (a new player did not see it), and
    it was the normal bot's count while H could say another bid ("5" ringed, "Hint: bid 3"). Tab shows the hint:
    its bid lit as H lights it, its words and reason in the message, and the focus on that bid (Enter bids it)."""
    from quash_table.ui.hints import HINT_FILL
    from tests.test_qw_s23 import _your_bid
    from tests.ui_helpers import match_board
    for seed in (7, 3):
        app, scene = match_board(_your_bid(seed), size=size)
        try:
            assert scene.message is None
            key(app, pygame.K_TAB, frames=2)
            step_until(app, lambda: scene.input.key_button is not None)
            steps(app, 2)
            bid = int(scene.input.key_button.partition(":")[2])
            button = next(b for b in scene.table.buttons if b.id == scene.input.key_button)
            assert scene.hints.lit(button) == HINT_FILL
            words = scene.message[0]
            assert words.startswith(f"Hint: bid {bid} \u2014 "), words
            key(app, pygame.K_RETURN, frames=3)
            assert scene.session.match.actions[-1] == {"type": "bid", "tricks": bid}
        finally:
            close_board(app)
