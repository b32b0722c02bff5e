"""Quadruple War after the session-14 review: what the header says follows what the table shows."""

import pygame
import pytest

from quash_table.games.quadwar.rules import GAME
from tests.ui_helpers import (DT, board, click, close_board, key, make_app, open_board, post, settle, step_until,
                              steps)


SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _hud(scene, bid):
    return next(b for b in scene.hud.buttons if b.id == bid)


@pytest.mark.ui
def test_your_turn_waits_for_the_last_bots_card_to_land():
    """The header said "Your turn" and Hint lit while Bot 4's card was still flying to the trick."""
    app = make_app(animation="normal")
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 0})
    try:
        settle(app, scene)
        s, m = scene.session, scene.session.match
        seen_flight = 0
        for _ in range(6000):
            if m.over or m.state.hand_no > 1:
                break
            if s.my_turn():
                if scene.tweens.busy:
                    # a move is still landing (a bot's card, a trick gathered): not yet your turn on screen
                    seen_flight += m.actors[-1] != 0
                    assert not scene.hud.shown.get("status", "").startswith("Your turn")
                    assert not _hud(scene, "hud:hint").enabled
                    steps(app, 1)
                    continue
                steps(app, 4)          # the still layer repaints a region a frame
                assert scene.hud.shown["status"].startswith("Your turn")
                assert _hud(scene, "hud:hint").enabled
                s.play(s.screen_legal()[0])
            app.step(DT)
        assert seen_flight > 0
    finally:
        close_board(app)


def _labels(scene):
    return [getattr(x, "text", None) for x in scene.table.decor]


@pytest.mark.ui
def test_the_last_hands_result_says_who_won_the_game_and_next_leads_to_the_summary():
    """After the winning hand the panel said "Hand 1 is over — press Next for the next deal", the header
    "Hand 1 is over — Next (Enter)", and a greyed Summary sat beside Next."""
    app = make_app(round_pause=True)
    scene = board(app, "quadwar", ["human", "bot:normal"], seed=2, options={"target": 10, "dealer": 0})
    try:
        s, m = scene.session, scene.session.match
        for _ in range(9000):      # frames: the bot waits undo_grace after each of your cards
            if m.over:
                break
            if s.my_turn():
                s.play(s.screen_legal()[0])
            elif s.director.gate() is not None and s.director.started:
                key(app, pygame.K_RETURN)
                continue
            app.step(DT)
        assert m.over
        step_until(app, lambda: s.director.gate() is not None and s.director.started)
        steps(app, 4)
        won = next(e for e in GAME.events(m.state, 0) if e["kind"] == "game_won")
        winner = "You win" if won["seat"] == 0 else "Bot 2 wins"
        end = f"{winner} the game, {won['scores'][won['seat']]} to {won['scores'][1 - won['seat']]}"
        # the header says the winner, the scores beside it on the result panel (review 17: it wrapped at 1024)
        assert scene.hud.shown["status"].startswith(f"{winner} the game")
        assert end in _labels(scene)                              # the result panel's title
        assert "next deal" not in (scene.table.prompt or "") and end in scene.table.prompt and "the summary" in scene.table.prompt
        ids = [b.id for b in scene.hud.buttons]
        assert "director:next" in ids and "hud:summary" not in ids   # one way on
        assert _hud(scene, "director:next").label.startswith("Summary")
        assert not scene.summary_up()
        key(app, pygame.K_RETURN)
        steps(app, 2)
        assert scene.summary_up()
    finally:
        close_board(app)


@pytest.mark.ui
def test_greyed_undo_says_why_on_hover_and_on_click(monkeypatch):
    """Undo against bots was greyed with no reason to see, and a click on it did nothing."""
    app, scene = open_board("quadwar", SEATS, seed=3, options={"dealer": 3})
    try:
        s = scene.session
        s.play(s.screen_legal()[2])                  # your bid
        settle(app, scene)                           # the bots answered: your bid is final now
        assert s.my_turn() and not s.can_undo()
        undo = _hud(scene, "hud:undo")
        why = s.undo_stop()
        said = why[:1].upper() + why[1:]
        assert not undo.enabled and why.startswith("too late to undo")
        pos = undo.rect.center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        steps(app, 2)
        assert scene.hud.tip is not None and scene.hud.tip[0] == said       # drawn under the button
        assert scene.hud.tip[1].top >= undo.rect.bottom
        scene.message = None
        n = len(s.match.actions)
        click(app, pos)
        # (the first refusal says the wait the bot kept, session 21: "..., after waiting 1.4 s for an Undo")
        assert scene.message is not None and scene.message[0].startswith("Too late to undo: Bot 2 has bid, after waiting")
        assert len(s.match.actions) == n and s.match.undos == 0
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 700))
        steps(app, 1)
        assert scene.hud.tip is None
    finally:
        close_board(app)


@pytest.mark.ui
def test_scores_mid_first_hand_says_no_hand_scored_yet():
    """The Scores panel in the first hand plotted every turn, four flat lines at 0: it says in words that no
    hand is scored yet (the kit's panel for a game in rounds with nothing scored)."""
    app, scene = open_board("quadwar", SEATS, seed=3, options={"dealer": 3})
    try:
        s = scene.session
        s.play(s.screen_legal()[2])
        settle(app, scene)
        assert s.match.state.hand_no == 1
        assert scene.score_panel.series()[2] == "round"      # the first hand is not charted by its turns
        key(app, pygame.K_c, frames=3)
        assert scene.score_panel.chart_open and scene.score_panel.nothing_scored()
        assert scene.score_panel.nothing_words().startswith("No hand scored yet")
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hands_result_in_the_header_takes_one_line(size):
    """"Hand 1 is over / — Next (Enter)" wrapped onto two lines at 1280 and at 1024."""
    app = make_app(size=size, round_pause=True)
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 3, "bags": True})
    try:
        s, m = scene.session, scene.session.match
        for _ in range(4000):
            if s.director.gate() is not None and s.director.started:
                break
            if s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
        steps(app, 4)
        assert s.director.gate() is not None and m.state.hand_no == 2
        assert scene.hud.shown["status"].startswith("Hand 1 is over")
        assert scene.hud.shown["status_lines"] == 1
        assert any(b.id == "director:next" for b in scene.hud.buttons)     # Next is said beside it
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_hint_arrow_starts_at_the_card_and_its_words_lie_beside_it():
    """The hint's arrow from a card at the left of your hand zig-zagged round the end of the hint's band
    and through your plate to the mat (session 14). Session 22: it starts at the card, crosses no plate, and
    the hint's words are placed beside it, never over it."""
    app = make_app(animation="fast")
    scene = board(app, "quadwar", SEATS, seed=6, options={"dealer": 0})
    try:
        s, m = scene.session, scene.session.match
        settle(app, scene)
        scene.act({"type": "bid", "tricks": 3})
        for _ in range(13):                                       # to your lead: every card may be played
            step_until(app, lambda: s.my_turn() and scene.settled() and m.state.phase == 1)
            if not s.table_view()["trick"]:
                break
            scene.act(s.screen_legal()[-1])
        legal = s.screen_legal()
        left = min(legal, key=lambda a: scene.table.piece_by_id[a["card"]].rect.centerx)
        scene.hints.display(left, "you make your bid in 45% of 44 sampled deals this way, 30% with the Q of "
                                  "diamonds and a little more to say")
        steps(app, 3)
        parts = scene.hints.arrow_parts()
        said = scene.painter.message_rect()
        card = scene.table.piece_by_id[left["card"]]
        assert said is not None and parts
        assert scene.hints._shown_part(card).inflate(4, 4).collidepoint(parts[0][0]), parts[0]
        you = scene.geometry["plates"][0]
        assert not any(you.clipline(u, v) for u, v in parts)
    finally:
        close_board(app)
