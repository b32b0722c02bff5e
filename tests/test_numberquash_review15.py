"""NumberQuash after the fifteenth review (second helper): the header says a tie for the lead, the hint
and the between-players banner cover nothing read."""

import pygame
import pytest

from tests.ui_helpers import board, make_app, steps

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def table(n=4, size=(1280, 800), seed=3):
    app = make_app(size, animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:easy"] * (n - 1), seed=seed)
    steps(app, 3)
    return app, scene


def test_the_header_says_a_tie_for_the_lead():
    """Yellow and green both at 2/18: the header said "Bot 3 leads 2" (review 15, 18.png)."""
    app, scene = table()
    try:
        view = {"order": [0, 1, 2, 3], "seat": 0}
        assert scene.score_text({"scores": [0, 1, 2, 2]}, view).endswith("\u00b7  Bot 3 and Bot 4 lead with 2 cells each")
        assert scene.score_text({"scores": [0, 2, 2, 2]}, view).endswith("\u00b7  3 players lead with 2 cells each")
        assert scene.score_text({"scores": [0, 1, 3, 2]}, view).endswith("\u00b7  Bot 3 leads with 3 cells")
    finally:
        close(app)


def banked_eleven(seats=4):
    """You (seat 0) banked an 11 with your first roll and it is your turn again, before rolling."""
    from quash_table.engine.match import Match
    dice = [6, 5, 1, 2, 1, 3, 2, 3, 6, 5] + [1, 2] * 40
    match = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), 3, {"order": list(range(seats))}, dice)
    banked = False
    while not banked or match.state.to_move != 0 or match.state.phase != "before_roll":
        legal = match.game.legal_actions(match.state)
        bank = [a for a in legal if a["type"] == "bank"] if match.state.to_move == 0 else []
        banked = banked or bool(bank)
        match.play({"type": "roll"} if {"type": "roll"} in legal else
                   (bank or [a for a in legal if a["type"] == "place"] or legal)[0])
    return match


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hint_before_rolling_covers_neither_the_bonus_words_nor_the_buttons(size):
    """Bank an 11, press H before the next roll: the hint lay over the tray's "11, if you like: drag a ringed
    quasher..." and ran up against Roll (review 15, 15.png at 1280, 75.png at 1024). At 1280 it covers
    nothing read at all: the tray's empty room under its words holds it (session 17; the turn order's
    corner gave way to it before)."""
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import ask_hint, settle
    match = banked_eleven()
    app = make_app(size, animation="instant")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    try:
        ask_hint(app, scene)
        settle(app, scene)
        text, kind = scene.message[:2]
        assert kind == "hint" and "banked 11" in text
        shown = scene.painter.message_rect()
        t = scene.table
        tray = scene.tray.rect
        words = [d.text_rect() for d in t.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        assert any("if you like" in d.text for d in t.decor if type(d).__name__ == "Label")
        assert words and shown.collidelist(words) < 0
        assert shown.collidelist([b.rect for b in t.buttons]) < 0
        if shown.colliderect(tray):     # only in its empty room under the words, clear of Roll (session 17)
            roll = next(b.rect for b in t.buttons if b.press == "roll")
            assert scene.tray_room.contains(shown) and roll.top - shown.bottom >= 10, (shown, roll)
        if size == (1280, 800):
            assert shown.collidelist(t.text_rects() + [pygame.Rect(r) for r in t.play_rects]) < 0
            # and the turn order stays in view (it gave way to the hint until session 17)
            assert any(d.text == "Turn order" for d in t.decor if type(d).__name__ == "Label")
    finally:
        close(app)


def finished_first(seats=4):
    """A game where you (seat 0) have finished first and the bots play on for the other places."""
    import random

    from quash_table.engine.match import Match
    for seed in range(60):
        match = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), seed, {})
        rng = random.Random(seed)
        while not match.over and match.state.places[0] is None:
            legal = match.legal_actions()
            places = [a for a in legal if a["type"] == "place"] if match.state.to_move == 0 else []
            match.play(rng.choice(places or legal))
        if not match.over and match.state.places[0] == 1:
            return match
    raise AssertionError("no such game")


def out_board(match, size=(1280, 800)):
    from quash_table.ui.tables import board_for_match
    app = make_app(size, animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    return app, scene


def button(scene, id_):
    return next((b for b in scene.table.buttons if b.id == id_), None)


def test_finished_first_the_tray_offers_watch_or_let_the_bots_finish():
    """You finished first in a 4-seat game: you watched the bots play rounds 12 to 22 with no skip (review 15,
    21.png). The tray offers Watch / Let the bots finish, as Flush does when you are out; finishing plays the
    rest with no bot pace, to the summary."""
    from tests.ui_helpers import centre, click
    match = finished_first()
    app, scene = out_board(match)
    try:
        assert button(scene, "out:watch") is not None and button(scene, "out:finish") is not None
        assert button(scene, "roll") is None
        moves = len(match.actions)
        steps(app, 120)             # two seconds at the bots' pace: a move or two
        assert not match.over
        click(app, centre(button(scene, "out:finish").rect))
        assert scene.session.settings["animation"] == "instant"
        frames = 0
        while not match.over and frames < 3000:
            steps(app, 1)
            frames += 1
        assert match.over and len(match.actions) > moves
        # no bot pace: far fewer frames than the 0.8 s (48 frames) each move would wait at the bots' pace
        assert frames < 48 * (len(match.actions) - moves) / 4, frames
    finally:
        close(app)


def test_watching_keeps_let_the_bots_finish_in_the_header():
    from tests.ui_helpers import centre, click, key, step_until
    match = finished_first()
    app, scene = out_board(match)
    try:
        click(app, centre(button(scene, "out:watch").rect))
        assert button(scene, "out:watch") is None and button(scene, "out:finish") is None
        assert any(b.id == "hud:finish" for b in scene.hud.buttons)
        steps(app, 60)
        assert not match.over
        key(app, pygame.K_f)
        step_until(app, lambda: match.over, timeout=60)
        assert match.over
    finally:
        close(app)


def test_a_long_header_line_is_shortened_after_a_whole_word(monkeypatch):
    """6 seats at 1024x640: "Bot 2 banks the roll and puts a blue quasher on bonus o\u2026" (review 15, 25.png):
    a line too long for the header ends after a whole word, whatever the words."""
    app = make_app((1024, 640), animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:easy"] * 5, seed=3)
    steps(app, 3)
    try:
        monkeypatch.setattr(scene.hud, "_status_tail", lambda: "")
        words = ("Bot 2 banks the roll and puts a blue quasher on bonus octagon 10 then rolls again and covers "
                 "right blue 7 and left green 4 and right yellow 9 then ends").split()
        cut = 0
        for n in range(12, len(words) + 1):
            said = " ".join(words[:n])
            monkeypatch.setattr(scene.hud, "status", lambda said=said: said)
            scene.hud.draw(app.screen, scene.areas()[0])
            shown = scene.hud.shown["status"]
            if shown.endswith("\u2026"):
                cut += 1
                assert shown.rstrip("\u2026").split() == words[:len(shown.rstrip("\u2026").split())], shown
        assert cut > 3
    finally:
        close(app)


def test_the_header_says_your_turn_while_the_move_before_it_is_told():
    """6 seats at 1024x640: Bot 2 banked, your plate said "to move" and the header only "Bot 2 banks the roll
    and puts a blue quasher on bonus o..." (review 15, 25.png). Since session 17 the plate follows what is
    told: Bot 2's plate is lit while its bank is told, then yours with "Your turn"."""
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    order = [1, 0, 2, 3, 4, 5]
    match = Match("numberquash", ["human"] + ["bot:easy"] * 5, 3, {"order": order}, [6, 4] + [1, 2] * 40)
    match.play({"type": "roll"})
    bank = next(a for a in match.legal_actions() if a["type"] == "bank")
    app = make_app((1024, 640), animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        match.play(bank)
        assert match.to_move == 0
        said, marked = [], []
        for _ in range(120):
            steps(app, 1)
            said.append(scene.hud.shown.get("status", ""))
            marked.append(scene.marked_to_move())
            if scene.session.my_turn():
                break
        told = [s for s in said if "banks" in s]
        assert all(m == 1 for s, m in zip(said, marked) if "banks" in s), list(zip(said, marked))
        # session 17: while Bot 2's bank is told, Bot 2's plate is the one lit and the header tells the bank
        # (it said "Your turn \u00b7 Bot 2 banks" with your plate lit early); then your turn, at once on both
        assert told and all(s.startswith("Bot 2 banks") for s in told), told
        assert said[-1].startswith("Your turn")
        assert scene.marked_to_move() == 0
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_handover_banner_covers_no_play(size):
    """Pass-and-play: "Ben's turn" lay over the bonus octagons (review 15, 40/60/66.png). It takes the turn
    order's corner, which gave way to it; since review 18b the dice tray's empty room, the turn order kept."""
    from tests.ui_helpers import click, play_out_turn, settle
    app = make_app(size, animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Ben", "bot:normal"], seed=3,
                      options={"order": [0, 1, 2]}, stacked=[1, 2, 2, 4])
        settle(app, scene)
        play_out_turn(app, scene)
        settle(app, scene)
        assert scene.handover.words()[0] == "Ben's turn"
        app.draw()
        banner = scene.handover.rect
        t = scene.table
        assert banner.collidelist([pygame.Rect(r) for r in t.play_rects]) < 0
        # (the tray as a whole is kept clear of messages: the notice lies in its empty room, clear of its words)
        assert banner.collidelist([r for r in t.text_rects() if r != scene.tray.rect]) < 0
        octagons = [pygame.Rect(int(cx - r), int(cy - r), int(2 * r), int(2 * r))
                    for kind, *rest in scene.deco if kind in ("bonus", "octagon") for cx, cy, r in [rest[1:4]]]
        assert octagons and banner.collidelist(octagons) < 0
        labels = lambda: [d.text for d in scene.table.decor if type(d).__name__ == "Label"]  # noqa: E731
        assert "Turn order" in labels()          # (review 18b: the tray's room, the turn order kept)
        click(app, banner.center)
        settle(app, scene)
        assert scene.handover.words() is None and "Turn order" in labels()
    finally:
        close(app)


def test_h_pressed_while_the_dice_tumble_shows_the_hint_when_they_land():
    """H during the dice's tumble sometimes showed nothing (review 15): the key was dropped while the roll
    was still on its way. It is kept: the table says the dice are rolling, and the hint comes when they land."""
    from tests.ui_helpers import key, settle, step_until
    app = make_app((1280, 800), animation="normal")
    try:
        scene = board(app, "numberquash", ["human", "bot:easy"], seed=3, options={"order": [0, 1]},
                      stacked=[3, 4])
        settle(app, scene)
        key(app, pygame.K_r)
        assert scene.session.match.state.dice == (3, 4)
        assert not scene.turn_on_screen()           # the dice still tumbling
        key(app, pygame.K_h)
        assert scene.message is not None and "rolling" in scene.message[0]
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, 30)
        settle(app, scene)
        assert scene.hints.current is not None and scene.message[0].startswith("Hint:"), scene.message
    finally:
        close(app)
