"""Session 25 (a new player's Quadruple War): the header's words per room, the end summary at 1024x640, a bid's
Undo, the finished-by-the-bots heading, the bots' trick pace."""

import random

import pygame
import pytest

from tests.ui_helpers import close_board, key, match_board, step_until, steps


def _last_card_with_bags(seed=7, target=500):
    """You against three normal bots, bags on, your turn with hand 1's last card."""
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:You"] + ["bot:normal"] * 3, seed, {"target": target, "bags": True})
    rng = random.Random(seed)
    while not (m.to_move == 0 and m.game.view(m.state, 0)["phase"] == "play"
               and len(m.game.view(m.state, 0)["hand"]) == 1):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_bags_on_comes_back_to_the_header_when_the_results_buttons_go():
    """From hand 2 on the header said "Hand 2 · game to 500": at hand 1's result Let the bots finish and Next
    took the score line's room, its briefest form was taken, and the header kept it for the window size. The
    form is kept per room: with the buttons gone, "bags on" is back."""
    m = _last_card_with_bags()
    app, scene = match_board(m, size=(1024, 640), round_pause=True, settled=False)
    s = scene.session
    try:
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        before = scene.hud.shown["score"]
        assert "bags on" in before, before
        key(app, pygame.K_RETURN, frames=3)             # your last card: the hand's result, with its buttons
        step_until(app, lambda: s.showing_result(), timeout=60)
        steps(app, 3)
        ids = [b.id for b in scene.hud.buttons]
        assert "hud:finish" in ids and any("next" in i for i in ids), ids
        key(app, pygame.K_RETURN, frames=3)             # Next: hand 2
        step_until(app, lambda: not s.showing_result() and s.table_view()["hand_no"] == 2, timeout=60)
        steps(app, 3)
        after = scene.hud.shown["score"]
        assert after.startswith("Hand 2") and "bags on" in after, after
    finally:
        close_board(app)


def _long_game_a_bot_finished(seed=11, own_hands=3):
    """A game to 500 with bags among normal bots, the person's seat played by a bot from hand `own_hands` + 1."""
    from quash_table.engine import stand_ins
    from quash_table.engine.match import Match
    from quash_table.games.quadwar.players import NormalBot
    m = Match("quadwar", ["human:You"] + ["bot:normal"] * 3, seed, {"target": 500, "bags": True})
    bots = [NormalBot(m.game, s, seed=s) for s in range(4)]
    while not m.over:
        if 0 not in m.stand_ins and m.state.hand_no > own_hands:
            stand_ins.record(m, [0])
        seat = m.to_move
        m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
    return m


@pytest.mark.ui
def test_the_end_summary_at_1024x640_keeps_the_bags_column_and_names_each_seat_once():
    """At 1024x640 the summary of a long game the bots finished dropped its Bags column, and its row said "You"
    twice ("You   You 2 of 3 · bot 15 of 16"): the columns fit, each seat named once."""
    m = _long_game_a_bot_finished()
    app, scene = match_board(m, size=(1024, 640))
    try:
        step_until(app, lambda: scene.summary_up() and scene.summary_drawn, timeout=30)
        steps(app, 3)
        texts = [text for text, _ in scene.summary_drawn]
        assert "Bags" in texts, texts
        assert sum(1 for t in texts if "You" in t or "you" in t) == 1, texts
        rects = [r for _, r in scene.summary_drawn]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), scene.summary_drawn
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_bid_can_be_taken_back_after_reading_the_table():
    """A bid's Undo was never in time for a new player: the next bot bid 2.5 s after it (settings.undo_grace),
    before they had read the table and pressed U. After your bid the next bot waits longer, the Undo bar
    draining over the whole wait; U within it takes the bid back. After a card the wait is shorter."""
    from quash_table.ui import settings as settings_mod
    from tests.test_qw_s23 import _your_bid
    from tests.ui_helpers import DT, centre, click, find
    m = _your_bid()
    app, scene = match_board(m, animation="normal")
    s = scene.session
    try:
        made = len(m.actions)
        bid = find(scene.layout_info()["objects"], "bid:3")
        click(app, centre(bid["rect"]), frames=1)                       # your bid, with the mouse
        assert len(m.actions) == made + 1 and m.actors[-1] == 0
        plain = settings_mod.undo_grace(s.settings)
        waited = 0.0
        while waited < plain + 1.0:
            app.step(DT)
            waited += DT
        assert len(m.actions) == made + 1, "the next bot bid before the bid's wait ran out"
        assert s.can_undo() and 0 < s.undo_window() < 0.5, s.undo_window()
        key(app, pygame.K_u, frames=3)
        assert len(m.actions) == made and s.my_turn(), "U did not take the bid back"
        # a card's wait is the plain one
        from quash_table.ui.undo_reasons import grace
        s.play(s.screen_legal()[2])
        step_until(app, lambda: s.my_turn() and s.view()["phase"] == "play" and scene.settled(), timeout=60)
        s.play(s.screen_legal()[0])
        assert m.actors[-1] == 0 and s.waiting_for_undo()
        # (review 55k: 0.7 of it, pace.CARD_GRACE_SHARE)
        assert grace(s) == pytest.approx(0.7 * plain) and s.bot_wait() == pytest.approx(0.7 * plain)
    finally:
        close_board(app)


def test_a_game_the_bots_finished_is_headed_in_plain_words():
    """"You won (finished by a bot)" left a new player asking who won and what the bot finished: the heading
    says the seat's result and who played it to the end."""
    from types import SimpleNamespace

    from quash_table.games import get_game
    from quash_table.ui.chrome import summary_heading
    game = get_game("quadwar")
    match = SimpleNamespace(human_seats=lambda: [0], stand_ins={0: 120})
    session = SimpleNamespace(screen_seat=0, match=match)
    result = {"winners": [0], "scores": [510, 300, 200, 100]}
    assert summary_heading(game, session, result) == "Your seat won \u2014 a bot finished the game for you"
    result = {"winners": [1], "scores": [300, 510, 200, 100]}
    assert summary_heading(game, session, result) == "Your seat lost \u2014 a bot finished the game for you"
    match.stand_ins = {}
    assert summary_heading(game, session, result) == "You lost"


@pytest.mark.ui
def test_each_card_of_a_bots_trick_rests_on_the_mat_before_the_next():
    """A bots' trick went by quickly for a new player: the next bot's card came the bots' pace (0.8 s) after
    the last had landed. A card that leaves its trick open now rests half again as long at least, the table
    still (counted in frames of a still table, as the bots' wait is); a trick's last card keeps its held
    trick, its winner framed and the header saying who won it, then the pace alone."""
    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import DT, board, make_app
    app = make_app(size=(1024, 640), animation="normal")
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3, options={"dealer": 3})
    s, m = scene.session, scene.session.match
    try:
        pace = settings_mod.bot_pace(s.settings)
        rests, still, told = [], 0.0, []
        last = len(m.actions)
        for _ in range(60 * 90):
            if len(s.view().get("tricks", ())) >= 3:
                break
            if s.my_turn() and scene.settled():
                s.play(s.screen_legal()[0])
                last = len(m.actions)
            app.step(DT)
            if len(m.actions) != last:
                before = m.state_after(len(m.actions) - 1)
                opened = m.actions[-2]["type"] == "play" and m.actors[-2] != 0 and m.actors[-1] != 0 and not any(
                    e["kind"] == "trick_won" for e in m.game.events(before, None))
                if opened:
                    rests.append(still)       # a bot's card that left the trick open, then the next bot's
                last, still = len(m.actions), 0.0
            elif scene.settled() and not s.director.busy():
                still += DT
            if "wins trick" in scene.hud.status():
                told.append(scene.hud.status())
        assert len(rests) >= 3, rests
        assert min(rests) >= 1.5 * pace, rests
        assert told, "the header never said who won a trick"
    finally:
        close_board(app)


@pytest.mark.ui
def test_enter_at_your_bid_names_the_bids_briefly():
    """Enter at your bid said "Enter: more than one way on — 1 (1), 2 (2), 3 (3), …" for all fourteen bids,
    each key named beside a label that is already the key: it says to pick one, with the first and last."""
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:You"] + ["bot:normal"] * 3, 3, {"target": 500, "bags": True})
    rng = random.Random(3)
    while m.to_move != 0:
        m.play(rng.choice(m.legal_actions()))
    assert m.game.view(m.state, 0)["phase"] == "bid"
    app, scene = match_board(m)
    try:
        step_until(app, lambda: scene.session.my_turn() and scene.settled(), timeout=30)
        scene.message = None
        key(app, pygame.K_RETURN, frames=2)
        text = scene.message[0]
        assert text.startswith("Enter: pick one first"), text
        bids = sorted(a["tricks"] for a in m.legal_actions())
        first_last = ", ".join(map(str, bids[:3])) + f" \u2026 {bids[-1]}"
        assert "(1)" not in text and first_last in text, text
        assert m.game.view(m.state, 0)["phase"] == "bid" and m.to_move == 0     # nothing was bid
    finally:
        close_board(app)
