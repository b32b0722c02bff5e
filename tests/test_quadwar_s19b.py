"""Review 19 (rev19c-qw): Quadruple War after a new player's review."""

import pygame
import pytest

from quash_table.ui.app import App
from tests.test_ui_menus import label, press
from tests.ui_helpers import find, key, settle

pytestmark = pytest.mark.ui


def _play_from_command_line(monkeypatch):
    """`python main.py play quadwar ...` through the launcher, the loop left to the test."""
    from quash_table.cli import build_parser
    from quash_table.ui import launch
    started = []

    def run(self, frames=None, screenshot=None):
        started.append(self)
        return 0
    monkeypatch.setattr(App, "run", run)
    args = build_parser().parse_args(["play", "quadwar", "--seats", "human,bot:normal,bot:normal,bot:normal",
                                      "--seed", "7", "--size", "1024x640"])
    assert launch.main(args) == 0
    app = started[0]
    app.settings["animation"] = "fast"
    app.settings["bot_pace"] = "fast"         # as the bots were paced with fast animation before session 20
    settle(app, app.top)
    return app


def _continue_enabled(app):
    return find(app.top.layout_info()["objects"], "continue")["enabled"]


def test_a_command_line_game_says_truly_what_is_kept_and_continue_resumes_it(monkeypatch):
    app = _play_from_command_line(monkeypatch)
    board = app.top
    m = board.session.match
    assert board.session.my_turn()              # asked for your bid
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "pause"
    words = label(app, "menu")
    press(app, "menu")
    assert app.top.name == "main_menu"
    # the words agree with what is kept: nothing yet (as a New game's, before your first move) ...
    assert "not kept" in words and not _continue_enabled(app)
    pygame.display.quit()

    app = _play_from_command_line(monkeypatch)
    s = app.top.session
    s.play(s.screen_legal()[0])                 # your bid
    settle(app, app.top)
    key(app, pygame.K_ESCAPE, frames=2)
    assert "kept for Continue" in label(app, "menu")
    press(app, "menu")
    assert app.top.name == "main_menu" and _continue_enabled(app)   # ... and from your first move, kept
    press(app, "continue")
    settle(app, app.top)
    resumed = app.top.session.match
    assert resumed.game_id == "quadwar" and resumed.seed == m.seed and resumed.actions[:len(s.match.actions)]
    pygame.display.quit()


def _hand(size, n):
    from tests.ui_helpers import board, close_board, make_app
    app = make_app(size=size)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (n - 1), seed=7, options={"dealer": 1})
    settle(app, scene)
    hand = sorted((p.home for p in scene.table.pieces if p.zone == "hand:0"), key=lambda r: (r.y, r.x))
    area = scene.table.area
    close_board(app)
    return hand, area


@pytest.mark.parametrize("size, n", [((1024, 640), 2), ((1024, 640), 3), ((1280, 800), 2), ((1280, 800), 3)])
def test_a_big_hand_uses_the_width_with_corners_to_read(size, n):
    """Review 19 (74, 36.png): 26 / 18 cards at 1024x640 were two rows of ~45-pixel cards, ranks ~8 pixels
    (13% of a card's height), ~150 pixels empty each side. The cards now span the table and each rank is
    at least 11 pixels; a card shows at least half its width past the next, a second row covers no more than
    the first's lower quarter."""
    hand, area = _hand(size, n)
    assert len(hand) == {2: 26, 3: 18}[n]
    h = hand[0].h
    assert 0.13 * h >= 11, hand[0]
    assert min(r.x for r in hand) - area.x < 0.05 * area.w and area.right - max(r.right for r in hand) < 0.05 * area.w
    rows = sorted({r.y for r in hand})
    assert len(rows) <= 2
    if len(rows) == 2:
        assert rows[1] - rows[0] >= 0.75 * h
    for a, b in zip(hand, hand[1:]):
        if a.y == b.y:
            assert b.x - a.x >= a.w / 2 - 1, (a, b)     # (a pixel of rounding)


def test_a_replay_shows_the_same_trick_in_every_view():
    """Review 19 (52-54.png): at "Move 6 of 54" All cards face up showed the finished trick 2 ("Bob takes the
    trick"); As Ann / Bob saw it an empty trick 3. The same position shows the same trick in every view."""
    from quash_table.ui.replay import FACE_UP
    from quash_table.ui.tables import replay_board
    from tests.test_quadwar_s19 import _finished
    from tests.ui_helpers import close_board, make_app, steps
    m = _finished(2)
    done = next(n for n in range(1, 60) if any(e["kind"] == "trick_won"
                                               for e in m.game.events(m.state_after(n), None)))
    app = make_app(size=(1024, 640), animation="normal")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        s = scene.session
        s.choice = FACE_UP
        s.goto(done - 1)
        steps(app, 5)
        key(app, pygame.K_RIGHT, frames=5)          # the move that finishes the trick
        assert s.position == done
        on_mat = {p.id for p in scene.table.pieces if p.zone == "trick"}
        assert len(on_mat) == 2 and "takes the trick" in scene.staged_caption()
        for _ in s.choices[:-1]:
            key(app, pygame.K_v, frames=3)          # as each seat saw it
            assert s.choice != FACE_UP
            assert {p.id for p in scene.table.pieces if p.zone == "trick"} == on_mat, s.choice
            assert "takes the trick" in scene.staged_caption()
    finally:
        close_board(app)


def test_right_after_an_undo_the_greyed_undo_says_a_true_reason():
    """Review 19 (17.png): right after a successful Undo the greyed Undo said "too late to undo: Bot 2 has
    played since your last move", as if the Undo just made had failed. It says nothing more is to take back."""
    from tests.ui_helpers import close_board, open_board
    app, scene = open_board("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=3,
                            options={"dealer": 3})
    try:
        s, m = scene.session, scene.session.match
        s.play(s.screen_legal()[2])                    # your bid
        settle(app, scene)                             # the bots bid and the first cards are played
        assert s.my_turn() and m.actors[-1] != 0
        n = len(m.actions)
        s.play(s.screen_legal()[0])                    # your card, the next bot waiting for an Undo
        key(app, pygame.K_u)
        assert len(m.actions) == n and m.undos == 1     # taken back
        undo = find(scene.layout_info()["objects"], "hud:undo")
        assert not undo["enabled"]
        assert not undo["reason"].startswith("too late"), undo["reason"]
        assert undo["reason"].startswith("nothing more to take back"), undo["reason"]
        s.play(s.screen_legal()[0])                    # played again, and the bot answers: too late then
        settle(app, scene)
        undo = find(scene.layout_info()["objects"], "hud:undo")
        assert undo["reason"].startswith("too late to undo"), undo["reason"]
    finally:
        close_board(app)


@pytest.mark.parametrize("seats", [4, 2])
def test_the_header_keeps_the_target_while_a_trick_is_told_at_1024x640(seats):
    """Review 19 (21/25/29 vs 22/26/34.png): the header dropped "game to 150 \u00b7 bags on" whenever the status
    was long (a trick told) or Next showed. The target stays, in fewer words, and the status on one line."""
    from tests.ui_helpers import DT, board, close_board, make_app
    app = make_app(size=(1024, 640))
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=3,
                  options={"dealer": 1, "bags": True, "target": 150})
    try:
        s = scene.session
        told = briefed = 0
        for _ in range(6000):
            if s.match.state.hand_no > 1:
                break
            if s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
            shown = scene.hud.shown
            if shown["score"]:
                # session 20: the brief form keeps "Hand N" and the target ("to 150" alone said too little);
                # session 24: and "bags on", the same in every frame
                assert "to 150 \u00b7 bags on" in shown["score"] and "Hand " in shown["score"], shown
                briefed += "  \u00b7  " not in shown["score"]
            d = s.director
            told += bool(d.busy() and d.started and d.steps and d.steps[0].event
                         and d.steps[0].event["kind"] == "trick_won")
            assert shown["status_lines"] <= (2 if d.gate() else 1), shown
        assert told and briefed
    finally:
        close_board(app)


def test_the_hands_result_has_a_bags_column_with_bags_on():
    """Review 19 (25, 32.png): with Bags on the hand's result said nothing of them. It has a Bags column:
    each seat's bags this hand / in all."""
    from tests.ui_helpers import DT, board, close_board, make_app
    app = make_app(size=(1024, 640), round_pause=True)
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3,
                  options={"dealer": 1, "bags": True, "target": 150})
    try:
        s = scene.session
        for _ in range(20000):
            if s.director.gate() and scene._result_box is not None:
                break
            if s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
        assert scene._result_box is not None
        texts = [d.text for d in scene.table.decor if hasattr(d, "text")]
        head = texts.index("Hand 1 is over")
        assert "Bags" in texts[head:head + 8]
        line = s.match.state.sheet[0]
        for seat in range(4):
            over = line["won"][seat] - line["bids"][seat] if line["won"][seat] >= line["bids"][seat] else 0
            row = texts.index(s.short_name(seat, 0), head)
            # this hand's bags, then the total as the score pad says it (session 20: "2 / 7" said neither)
            total = s.match.state.bags[seat]
            assert texts[row + 3] == f"+{over} \u2192 {total}/{(total // 10 + 1) * 10}", texts[row:row + 6]
    finally:
        close_board(app)
