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
            step_until(app, lambda s=scene: s.input.key_button is not None)
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


def _played_to(seed):
    """A four-seat match played by normal bots (a random card now and then) to the person's play in a trick drawn
    from `seed`: the positions the review's hints were counted over."""
    import random
    from quash_table.engine.match import Match
    from quash_table.games.quadwar.players import NormalBot
    rng = random.Random(seed)
    m = Match("quadwar", ["human:You"] + ["bot:normal"] * 3, seed, {"target": 500})
    stop, seen = rng.randrange(0, 13), 0
    while True:
        if m.to_move == 0 and m.game.view(m.state, 0)["phase"] == "play":
            if seen == stop:
                return m
            seen += 1
        bot = NormalBot(m.game, m.to_move)
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()) if rng.random() < 0.85
               else rng.choice(m.legal_actions()))


def test_a_hint_crowded_on_the_table_keeps_its_reason_in_fewer_words():
    """At 1024x640 a hint whose short words lay over the arrow from your hand said the move alone, "Hint: play the 4
    of clubs (H: why)" (12 of 40 hints counted); it says the reason's point in fewer words first ("... — nothing you
    can play beats Bot 4's A of clubs (H: why)"), clear of the arrow."""
    from quash_table.games.quadwar.players import NormalBot
    from tests.ui_helpers import match_board
    m = _played_to(3)
    view, legal = m.game.view(m.state, 0), m.legal_actions()
    bot = NormalBot(m.game, 0)
    action = bot.choose(view, legal)
    app, scene = match_board(m, size=(1024, 640))
    try:
        scene.hints.display(action, bot.reason)
        steps(app, 4)
        said = scene.message[0]
        assert said.startswith(f"Hint: play the {action['card'][:-1]}"), said
        assert " \u2014 " in said and said.endswith("(H: why)"), said
        assert not scene.painter.message_crowded(), said
    finally:
        close_board(app)


def test_the_short_words_come_down_a_form_at_a_time_fewer():
    """HintRecord.fewer: the next form in fewer words, down to the move alone (it went straight there)."""
    from quash_table.ui.hint_record import HintRecord
    forms = ["Hint: play the 4 of clubs \u2014 nothing you can play beats Bot 4's A of clubs: keep your strong cards "
             "for later (H: why)", "Hint: play the 4 of clubs \u2014 nothing you can play beats Bot 4's A of clubs (H: why)",
             "Hint: 4\u2663 (H: why)"]
    h = HintRecord(None, {}, forms=forms, bare="Hint: play the 4 of clubs (H: why)")
    h.fewer()
    assert h.said == forms[1] and h.text == forms[1]
    h.fewer()
    assert h.said == "Hint: play the 4 of clubs (H: why)" == h.bare
    assert h.forms == [h.bare, forms[2]]          # a form fewer still is the board's place's to choose (say_fitting)


def test_the_fewest_words_of_a_reason_say_its_point():
    """The reasons' fewest forms (engine.naming.Reason.brief), for the hint's narrow places: the trick's own fact, or
    the card kept, never the move alone."""
    from quash_table.games.quadwar.play_words import card_role_words, with_alike
    from tests.test_quadwar_s34_words import _view
    said = card_role_words(_view([], hand=["3C", "9C", "KS"], trick=[(3, "AC")]), "3C")
    assert said.brief == "no club you hold beats Seat 4's A of clubs", said.brief
    both = with_alike(said, "the 9 of clubs does the same here")
    assert str(both).endswith("(the 9 of clubs does the same here)") and both.short == str(said)
    assert both.brief == said.brief
