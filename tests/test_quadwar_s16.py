"""Quadruple War after review 16 (helper qw): the face-up replay's hands at a hand's end, the Save message's
seat, the bid keyboard focus, Undo against bots. Each test fails on the code before its fix."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, steps

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _finished_match(seed=5):
    m = Match("quadwar", SEATS, seed=seed, options={"target": 100})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _played_this_hand(view):
    """{seat: sorted cards} each seat played in the hand the view's tricks are of (public once played)."""
    out = {}
    for trick in view["tricks"]:
        for seat, code in trick["cards"]:
            out.setdefault(seat, []).append(code)
    return {seat: sorted(cards) for seat, cards in out.items()}


def _panel(scene, app):
    from tests.ui_helpers import step_until
    step_until(app, lambda: all(sc.settled() for sc in app.scenes))
    steps(app, 2)
    cards = {seat: sorted(p.code for p in scene.table.pieces if p.zone == f"faceup:{seat}") for seat in range(4)}
    words = [d.text for d in scene.table.decor if hasattr(d, "text")]
    return cards, words


@pytest.mark.ui
def test_the_face_up_replays_hand_end_shows_the_hands_as_dealt():
    """Review 16: at the replay's last step (and at each hand's result) "All cards face up" showed its
    "Hands, face up" panel with every seat at 0 cards: the hand was played out. It shows what each seat
    held at that hand's start, and says so."""
    from tests.ui_helpers import replay_of
    m = _finished_match()
    app, scene = replay_of(m, size=(1280, 800), face_up=True)
    try:
        s = scene.session
        s.goto(len(m.actions))                  # the game's end: the last hand's result
        cards, words = _panel(scene, app)
        dealt = _played_this_hand(m.game.view(m.state, None))
        assert all(len(dealt[seat]) == 13 for seat in range(4))
        assert cards == dealt, cards
        assert "Hands as dealt" in words and "Hands, face up" not in words, words
        # a hand's result in the middle of the game: the hand just played, as dealt
        first_end = next(i for i in range(1, len(m.actions)) if m.state_after(i).hand_no == 2)
        s.goto(first_end)
        assert s.at_result
        cards, words = _panel(scene, app)
        played = {}
        for i in range(first_end):
            if m.actions[i]["type"] == "play":
                played.setdefault(m.actors[i], []).append(m.actions[i]["card"])
        assert cards == {seat: sorted(c) for seat, c in played.items()}, cards
        assert "Hands as dealt" in words
        # in the middle of a hand the hands as they are now lie at the seats, and no panel says them again
        # (review 17)
        s.goto(first_end - 2)
        cards, words = _panel(scene, app)
        held = m.game.view(m.state_after(first_end - 2), 0)["hand"]
        assert sorted(p.code for p in scene.table.pieces if p.zone == "hand:0") == sorted(held)
        assert not any(cards.values()) and "Hands, face up" not in words
    finally:
        close_board(app)


def _turn_named(text, seat):
    """Does `text` name seat `seat` of a table of one person (seat 0) and bots as the one to move?"""
    text = text.lower()
    if seat == 0:
        return "your turn" in text
    return f"bot {seat + 1}" in text and not any(f"bot {k + 1}" in text for k in range(1, 4) if k != seat)


@pytest.mark.ui
def test_the_save_message_names_the_seat_to_move_as_the_table_shows_it():
    """Review 16: Esc and Save while a card was still flying to the trick: the table under the pause (its
    header) still showed the mover's turn ("Bot 2 is thinking…") while the Save message named the next
    seat ("Bot 3 to play"). The table lands its cards as the pause comes over it: both name one seat."""
    import pygame

    from tests.ui_helpers import board, key, make_app
    app = make_app(animation="normal")
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 0})
    try:
        s, m = scene.session, scene.session.match
        checked = set()
        for _ in range(4000):
            mine = s.my_turn() and scene.settled()
            if mine:
                s.play(s.screen_legal()[0])
            n = len(m.actions)
            steps(app, 1)
            moved = mine or len(m.actions) > n
            if not (moved and scene.tweens.busy and m.to_move is not None and m.actors[-1] not in checked):
                continue
            checked.add(m.actors[-1])           # one card in the air of each seat, yours too
            key(app, pygame.K_ESCAPE, frames=3)
            pause = app.top
            assert pause.name == "pause"
            pause.save()
            steps(app, 2)
            said = " ".join(pause.saved_lines()).split(" \u00b7 ")[1]     # "hand 1, Bot 3 to play"
            assert _turn_named(said, m.to_move), (said, m.to_move)
            assert _turn_named(scene.hud.status(), m.to_move), (scene.hud.status(), said)
            assert not scene.tweens.busy
            app.pop()
            steps(app, 1)
            if len(checked) == 4:
                break
        assert len(checked) == 4, checked
    finally:
        close_board(app)


@pytest.mark.ui
def test_your_card_can_be_taken_back_before_the_next_seat_plays():
    """Review 16: Undo against bots was almost never usable: the next bot played 0.8 s after your card
    landed, and its move is final. After your own move the next bot waits UNDO_GRACE (as the animation
    speed scales it) while Undo is lit and the header says U takes it back; then it plays as before. Your
    card that ends a hand (it deals the next: final) gets no such wait."""
    import pygame

    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import board, key, make_app, settle
    app = make_app(animation="normal")
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 3})     # you bid first
    try:
        s, m = scene.session, scene.session.match
        settle(app, scene)                             # the deal has landed: your bid
        grace = settings_mod.undo_grace(s.settings)
        assert grace > settings_mod.bot_pace(s.settings) + 0.5
        s.play(s.screen_legal()[2])                    # your bid
        waited = 0.0
        while len(m.actions) == 1 and waited < 10:
            steps(app, 1)
            waited += 1 / 60
            if waited > settings_mod.bot_pace(s.settings) + 0.3 and waited < grace - 0.1:
                assert s.can_undo()
                assert "U" in scene.hud.status() and "undo" in scene.hud.status().lower(), scene.hud.status()
        assert len(m.actions) == 2 and m.actors[-1] == 1          # then Bot 2 bids, as before
        assert waited >= grace, waited
        assert not s.can_undo()
        # taken back within the wait: nothing of the next seat's was seen
        for _ in range(4000):
            steps(app, 1)
            if s.my_turn() and scene.settled():
                break
        n = len(m.actions)
        s.play(s.screen_legal()[0])
        for _ in range(int(60 * (settings_mod.bot_pace(s.settings) + 0.5))):
            steps(app, 1)
        assert len(m.actions) == n + 1 and s.can_undo()
        key(app, pygame.K_u, frames=2)
        assert len(m.actions) == n and s.my_turn()
    finally:
        close_board(app)


def test_no_wait_where_undo_cannot_take_the_move_back():
    """The wait is only for a move Undo could take back: none for a hand's last card (final), none with
    Undo off, none at instant speed."""
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.session import MatchSession
    rng = random.Random(5)
    for seed in range(40):             # a game whose first hand ends on your card
        m = Match(
            "quadwar", ["human", "bot:random", "bot:random"], seed, {"dealer": 0})
        while m.state.hand_no == 1 and not m.over:
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] == 0 and m.state.hand_no == 2:
            break
    session = MatchSession(m, autosave=False)
    session.waits_for_undo = True              # as the board sets it
    try:
        assert session.bot_wait() == settings_mod.bot_pace(session.settings)
        # your card in the middle of a hand: it can be taken back, so the bot waits, unless Undo is off
        m2 = Match("quadwar", ["human", "bot:random", "bot:random"], 3, {"dealer": 0})
        while not (m2.actors and m2.actors[-1] == 0 and m2.state.phase == 1):
            m2.play(rng.choice(m2.legal_actions()))
        session.close()
        session = MatchSession(m2, autosave=False)
        session.waits_for_undo = True
        assert session.can_undo() and m2.state.hand_no == 1
        assert session.bot_wait() == settings_mod.undo_grace(session.settings) > 1
        session.settings = dict(session.settings, bot_pace="instant")
        assert session.waiting_for_undo() and session.bot_wait() == 0.0          # at the instant pace, none
        session.settings = dict(session.settings, bot_pace="normal", undo=False)   # ...nor with Undo off
        assert not session.waiting_for_undo()
        assert session.bot_wait() == settings_mod.bot_pace(session.settings)
    finally:
        session.close()
    assert settings_mod.undo_grace(dict(settings_mod.DEFAULTS, bot_pace="instant")) == 0.0


@pytest.mark.ui
def test_a_bid_under_a_resting_pointer_is_not_lit(monkeypatch):
    """Review 16: bid 7 came up lit, lighter and ringed in gold, which read as a suggestion: the pointer
    rested where the last click had left it (the window's middle, where 7 lies). A table button lights for
    the pointer only once it has moved; the hint's own mark (blue) and the keyboard's ring (Tab) are apart."""
    import pygame

    from quash_table.ui import board_paint
    from quash_table.ui.widgets import Button
    from tests.ui_helpers import board, make_app, post, settle
    app = make_app()
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 3})     # you bid first
    try:
        settle(app, scene)
        seven = next(b for b in scene.table.buttons if b.id == "bid:7")
        at = seven.rect.center
        monkeypatch.setattr(board_paint.pygame.mouse, "get_pos", lambda: at)
        lit = {}
        real = Button.draw

        def draw(self, surface, metrics, hover=False, pressed=False, **kw):
            lit[self.id] = hover
            return real(self, surface, metrics, hover=hover, pressed=pressed, **kw)
        monkeypatch.setattr(Button, "draw", draw)
        steps(app, 3)
        assert lit.get("bid:7") is False, lit
        post(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))
        steps(app, 2)
        assert lit.get("bid:7") is True, lit                   # pointed at on purpose: lit
    finally:
        close_board(app)
