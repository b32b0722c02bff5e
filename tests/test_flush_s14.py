"""Session 14 on the Flush board: what new players found (each test fails on the code before its fix)."""

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from tests.ui_helpers import close_board, make_app, replay_of, settle, steps


def _played(seats, until, seeds=range(20), limit=3000, humans=1):
    """A match (people at the first `humans` seats, normal bots after) played by the normal bot at every
    seat until `until(match)` holds; None if no seed gets there."""
    for seed in seeds:
        match = Match("flush", ["human"] * humans + ["bot:normal"] * (seats - humans), seed=seed)
        bots = [make_bot("flush", "normal", s) for s in range(seats)]
        while not match.over and len(match.actions) < limit:
            if until(match):
                return match
            seat = match.to_move
            match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    return None


def _labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_round_going_in_circles_says_so_on_the_table(size):
    """The cards going round in circles (40 turns and more without a Flush) had a log line, once, and the
    hint's words: the table said nothing. The tray now says it for as long as it lasts, with the count."""
    from quash_table.ui.tables import board_for_match
    match = _played(3, lambda m: m.to_move == 0 and m.game.view(m.state, 0)["circling"]
                    and m.game.view(m.state, 0)["stage"] is None)
    assert match is not None
    turns = match.game.view(match.state, 0)["circling"]
    app = make_app(size=size)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        # (its lines wrapped as the tray's width needs)
        assert f"{turns} turns without a Flush" in " ".join(_labels(scene)), _labels(scene)
    finally:
        close_board(app)
    # a round that does not circle says nothing of it
    fresh = Match("flush", ["human", "bot:normal", "bot:normal"], seed=1)
    app = make_app(size=size)
    scene = board_for_match(app, fresh, autosave=False)
    app.push(scene)
    try:
        steps(app, 5)
        assert "without a Flush" not in " ".join(_labels(scene))
    finally:
        close_board(app)


def _finished(seats=3, seed=5):
    import random
    m = Match("flush", ["human:Ann"] + ["bot:random"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_the_replay_shows_each_rounds_result_as_the_game_did():
    """The replay went from a round's last move straight to the next deal: the result a live table waits
    on (Next) was never shown. A step onto that move now shows the round as scored with its result in the
    middle; the next step the new deal; Left goes back through both."""
    import pygame

    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import key
    m = _finished()
    ends = [i + 1 for i in range(len(m.actions))
            if any(e["kind"] == "round_scored" for e in m.game.events(m.state_after(i + 1), None))]
    assert len(ends) >= 2 and ends[0] < len(m.actions)
    app = make_app(size=(1024, 640), animation="instant")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        s = scene.session
        s.goto(ends[0] - 1)
        steps(app, 5)
        assert scene._round_result() is None

        def shown():
            steps(app, 5)
            return s.position, s.table_view()["round"], scene._round_result() is not None, \
                "Round 1 is over" in _labels(scene)    # the heading in the middle
        key(app, pygame.K_RIGHT)
        assert shown() == (ends[0], 1, True, True)      # the round as scored, its result on the table
        key(app, pygame.K_RIGHT)
        assert shown() == (ends[0], 2, False, False)    # the next deal
        key(app, pygame.K_LEFT)
        assert shown() == (ends[0], 1, True, True)
        key(app, pygame.K_LEFT)
        assert shown() == (ends[0] - 1, 1, False, False)
        # the plates call nobody "to move" under a result
        key(app, pygame.K_RIGHT)
        steps(app, 3)
        assert s.table_to_move() is None
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_face_up_replay_counts_a_seats_cards_once():
    """The face-up replay's rows said "You · 11" (the cards listed: hand and hidden cards) beside the
    plate's "12 cards held" (base tops too). Session 23 (review 23: "You · 14 cards held" over 11 cards): the row
    counts what it lists, by where the cards lay ("8 in hand · 3 hidden"), and with the base tops on the table
    that makes the plate's held count."""
    import re

    m = _finished()
    app, scene = replay_of(m, face_up=True)
    try:
        s = scene.session
        checked = 0
        for position in range(10, len(m.actions), 7):
            s.goto(position)
            steps(app, 3)
            view = s.table_view()
            labels = _labels(scene)
            for seat in range(3):
                name = s.name(seat)
                rows = [x for x in labels if x.startswith(f"{name} \u00b7 ")]
                assert len(rows) == 1, (name, labels)
                # "8 in hand · 3 hidden", or where no seat has a hidden card left the plain count ("You · 10")
                said = sum(int(n) for n in re.findall(r"(\d+) (?:in hand|hidden)", rows[0])) \
                    if "in hand" in rows[0] else int(re.search(r"\u00b7 (\d+)$", rows[0]).group(1))
                assert "held" not in rows[0]
                listed = sum(1 for o in scene.layout_info()["objects"] if o.get("zone") == f"faceup:{seat}")
                tops = sum(1 for b in view["bases"][seat] if b["top"] is not None)
                assert said == listed, (rows[0], listed)
                assert listed + tops == view["held_counts"][seat]
                checked += tops > 0
        assert checked       # a base top was counted somewhere (the old count left it out)
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_scores_button_says_open_and_closed_plainly():
    """The Scores button kept its gold hover ring after its panel closed (the pointer had not moved off
    it): it looked on. Now it looks pressed while the panel is open, and plain once closed, until the
    pointer leaves it and comes back."""
    import pygame

    from quash_table.ui.widgets import Button
    from tests.ui_helpers import board, centre, click, post

    app = make_app()
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        btn = next(b for b in scene.hud.buttons if b.id == "hud:scores")
        assert btn.enabled
        at = centre(btn.rect)
        m = scene.metrics

        def drawn(mouse):
            surface = pygame.Surface(app.screen.get_size())
            scene.hud.draw_buttons(surface, mouse, scene.input.pressed)
            return pygame.image.tobytes(surface.subsurface(btn.rect.inflate(4, 8)), "RGB")

        def looks(hover, pressed):
            surface = pygame.Surface(app.screen.get_size())
            Button(btn.id, btn.label, btn.rect, size=15, enabled=True).draw(surface, m, hover=hover, pressed=pressed)
            return pygame.image.tobytes(surface.subsurface(btn.rect.inflate(4, 8)), "RGB")

        click(app, at)
        assert scene.score_panel.showing()
        assert drawn(at) == looks(False, True)          # open: pressed in
        click(app, at)
        assert not scene.score_panel.showing()
        assert drawn(at) == looks(False, False)         # closed: plain, though the pointer is still on it
        post(pygame.MOUSEMOTION, pos=(at[0], at[1] + 200), rel=(0, 200), buttons=(0, 0, 0))
        post(pygame.MOUSEMOTION, pos=at, rel=(0, -200), buttons=(0, 0, 0))
        steps(app, 2)
        assert drawn(at) == looks(True, False)          # the pointer back on it: the hover ring again
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
        steps(app, 2)
        assert scene.score_panel.showing() and drawn((0, 0)) == looks(False, True)
    finally:
        close_board(app)


def _passing_move(match):
    """A legal action of the seat to move that ends its turn (the next seat is to move after it), one
    that does not go out or end the round."""
    for a in match.legal_actions():
        m = match.copy()
        m.play(a)
        if not m.over and m.to_move != match.to_move and m.game.view(m.state, None)["round"] == 1 \
                and not any(e["kind"] == "round_scored" for e in m.game.events(m.state, None)):
            return a
    return None


@pytest.mark.ui
def test_pass_and_play_shows_your_move_before_the_curtain_and_scores_from_the_start():
    """Pass-and-play: the curtain came the moment you declared, so you never saw what your move did; and
    the second person, first to play, found Scores greyed (no move made yet). Now the table stays on the
    move a moment, as everybody sees it (no hand shown), before the curtain; Scores is open from the start."""
    import time

    import pygame

    from quash_table.ui.tables import new_board
    from tests.ui_helpers import key

    app = make_app()
    scene = new_board(app, "flush", ["human:Ann", "human:Bob"], 3, {"first": 1})
    app.push(scene)
    s = scene.session
    try:
        steps(app, 5)
        assert s.curtain == 1
        steps(app, 95)                                 # the curtain takes no key in its first 1.5 s
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.curtain is None and s.screen_seat == 1 and s.my_turn()
        scores = next(b for b in scene.hud.buttons if b.id == "hud:scores")
        assert scores.enabled                          # Bob's first turn, before any move
        key(app, pygame.K_c)
        assert scene.score_panel.showing()
        key(app, pygame.K_c)
        action = _passing_move(s.match)
        assert action is not None
        scene.act(action)
        moved = len(s.match.actions)
        settle_start = time.monotonic()
        while not scene.settled() and time.monotonic() - settle_start < 10:
            steps(app, 1)
        shown = 0
        while s.curtain is None and shown < 600:
            steps(app, 1)
            shown += 1
            info = scene.layout_info()
            # meanwhile everybody's view: the move on the table, nobody's hand
            assert s.screen_seat is None
            assert not [o for o in info["objects"] if o.get("zone", "").startswith("hand:") and o.get("card")]
        assert len(s.match.actions) == moved and s.curtain == 0
        # (at "fast" animation: OWN_MOVE_SECONDS / 1.8, under a second; it was one frame)
        assert shown / 60 >= 0.5, shown
    finally:
        close_board(app)


def _before_you_go_out(seats=4, seeds=range(30)):
    """A match (you at seat 0, normal bots) one move before a round's end puts you out of a game that goes
    on: every seat played by the normal bot."""
    for seed in seeds:
        opts = {"elimination_at": 12}
        people = ["human"] + ["bot:normal"] * (seats - 1)
        m = Match("flush", people, seed=seed, options=opts)
        bots = [make_bot("flush", "normal", s) for s in range(seats)]
        while not m.over and len(m.actions) < 3000:
            seat = m.to_move
            m.play(bots[seat].choose(m.game.view(m.state, seat), m.legal_actions()))
            if m.game.view(m.state, 0)["out"][0]:
                if m.over or m.actors[-1] == 0:
                    break
                back = Match("flush", people, seed=seed, options=opts)
                for a in m.actions[:-1]:
                    back.play(a)
                return back
    return None


@pytest.mark.ui
def test_out_of_the_game_you_may_let_the_bots_finish():
    """Out of the game, you pressed Next at every round's result until the bots were done. The result
    that puts you out asks once: Watch, or Let the bots finish (the summary next, no more Next)."""
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import centre, click, step_until
    match = _before_you_go_out()
    assert match is not None
    app = make_app(round_pause=True)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        s = scene.session
        step_until(app, lambda: scene.table is not None and any(b.id == "out:finish" for b in scene.table.buttons),
                   timeout=30)
        assert s.director.gate() is not None and not s.match.over
        ids = {b.id for b in scene.hud.buttons}
        assert "director:next" not in ids             # the table's two buttons are the ways on
        finish = next(b for b in scene.table.buttons if b.id == "out:finish")
        click(app, centre(finish.rect))
        from tests.test_flush_s15 import _last_result_waits
        _last_result_waits(app, scene)          # the last result waits for Next, then the summary
        assert s.match.over
        assert app.settings.get("animation") == "fast"     # the saved settings are the person's own
    finally:
        close_board(app)


def test_a_watched_result_passes_by_itself():
    """Watching the bots after you are out: each result passes by itself (Next still passes it sooner);
    without that choice a result waits for Next as before."""
    from quash_table.ui.director import AUTO_GATE_SECONDS, Step
    d = bare_director("normal")
    d.steps.append(Step(0, "Round 1 is over", gate=True))
    for _ in range(int(AUTO_GATE_SECONDS * 60) + 10):
        d.update(1 / 60, True)
    assert d.gate() is not None                        # waits for Next
    d.auto_gates = True
    for _ in range(int(AUTO_GATE_SECONDS * 60) - 10):
        d.update(1 / 60, True)
    assert d.gate() is not None                        # shown for its time
    for _ in range(20):
        d.update(1 / 60, True)
    assert not d.busy()


@pytest.mark.ui
@pytest.mark.parametrize("seats", [3, 6])
def test_the_mimic_caption_is_never_under_the_stock_at_1024x640(seats):
    """A Flush card turned as the Mimic: its caption "a Flush card: swap it" took three lines in the Mimic's
    column at 1024x640 and its last one lay under the stock. The stock now sits under the caption."""
    from quash_table.ui import theme
    from quash_table.ui.tables import board_for_match
    match = next(m for m in (Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
                             for seed in range(200)) if m.game.view(m.state, None)["mimic"] is None)
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        steps(app, 5)
        mimic = next(p for p in scene.table.pieces if p.zone == "mimic")
        stock_top = min(p.rect.top for p in scene.table.pieces if p.zone == "stock")
        below = [d for d in scene.table.decor if hasattr(d, "text") and d.anchor == "midtop"
                 and mimic.rect.left <= d.pos[0] <= mimic.rect.right and mimic.rect.bottom <= d.pos[1] < stock_top + 40]
        words = " ".join(d.text for d in below)
        assert "swap it" in words, words
        for d in below:
            if d.text.startswith("Stock"):
                continue
            bottom = d.pos[1] + theme.font(d.size).get_linesize()
            assert bottom <= stock_top, (d.text, bottom, stock_top)
    finally:
        close_board(app)


@pytest.mark.ui
def test_six_seats_at_1024x640_the_new_pile_words_and_the_totals_have_room():
    """Six seats at 1024x640: "pick up the pile" filled the new pile's mat edge to edge, and each total on
    the score sheet ran into the red tick at the end of its bar. Words in the mat keep a margin; the
    totals end left of the ticks."""
    for empty in (True, False):
        match = _played(6, lambda m, empty=empty: m.to_move == 0 and bool(m.game.view(m.state, 0)["pile"]) != empty
                        and not m.game.view(m.state, 0)["adjacent"] and m.game.view(m.state, 0)["stage"] is None)
        assert match is not None
        _new_pile_and_totals(match)


def _new_pile_and_totals(match):
    from quash_table.ui import theme
    from quash_table.ui.tables import board_for_match
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        steps(app, 5)
        new = next(x.rect for x in scene.table.targets if x.id == "newpile") if any(
            x.id == "newpile" for x in scene.table.targets) else None
        g = scene._g
        mat = g["new"]
        margin = scene.metrics.px(5)

        def width(d):
            return theme.text(d.text, d._size(), bold=d.bold).get_width()
        inside = [d for d in scene.table.decor if hasattr(d, "text") and mat.collidepoint(d.pos)]
        assert inside
        for d in inside:
            assert width(d) <= mat.w - 2 * margin, (d.text, width(d), mat.w)
        assert new is None or new == mat
        sheet = g["sheet"]
        totals = [d for d in scene.table.decor if hasattr(d, "text") and d.anchor == "topright"
                  and sheet.collidepoint(d.pos) and d.text.split()[-1].isdigit()]
        assert len(totals) == 6
        ticks = [p for p in scene.table.decor if type(p).__name__ == "Panel" and sheet.contains(p.rect)
                 and p.rect.w <= scene.metrics.px(2) and p.rect.h > p.rect.w]
        assert len(ticks) == 6
        for d in totals:
            assert d.pos[0] <= min(x.rect.x for x in ticks), (d.text, d.pos, ticks[0].rect)
    finally:
        close_board(app)


def test_a_playing_replay_holds_a_rounds_result_longer_than_a_move():
    """Played (Space), the replay gave a round's result no more time than a move (0.9 s): it flashed by."""
    from quash_table.ui.replay import RESULT_SECONDS, STEP_SECONDS, ReplaySession
    m = _finished()
    end = next(i + 1 for i in range(len(m.actions))
               if any(e["kind"] == "round_scored" for e in m.game.events(m.state_after(i + 1), None)))
    s = ReplaySession(m, {"animation": "normal"})
    s.goto(end)
    assert s.showing_result()
    s.playing = True
    for _ in range(int(STEP_SECONDS * 60) + 6):
        s.update(1 / 60, True)
    assert s.showing_result() and s.position == end
    for _ in range(int((RESULT_SECONDS - STEP_SECONDS) * 60) + 6):
        s.update(1 / 60, True)
    assert not s.showing_result() and s.position == end      # then the next deal


def _label_rect(d):
    import pygame

    from quash_table.ui import theme
    img = theme.text(d.text, d._size(), bold=d.bold)
    r = pygame.Rect(0, 0, img.get_width(), img.get_height())
    setattr(r, d.anchor, d.pos)
    return r


@pytest.mark.ui
@pytest.mark.parametrize("rounds", [2, 5])
def test_the_score_sheets_headings_never_run_together_at_1024x640(rounds):
    """Six seats at 1024x640, from round 2: the round columns' headings and "total" stay apart ("R1total")."""
    from quash_table.ui.tables import board_for_match
    match = _played(6, lambda m: m.to_move == 0 and m.game.view(m.state, 0)["round"] >= rounds, limit=6000)
    assert match is not None
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        steps(app, 5)
        sheet = scene._g["sheet"]
        heads = [d for d in scene.table.decor if hasattr(d, "text") and sheet.collidepoint(d.pos)
                 and (d.text == "total" or (d.text[:1] == "R" and d.text[1:].isdigit()))]
        assert len(heads) >= 2, [d.text for d in heads]
        rects = [_label_rect(d) for d in heads]
        for i, a in enumerate(rects):
            for b in rects[i + 1:]:
                assert not a.inflate(2, 0).colliderect(b), [d.text for d in heads]
    finally:
        close_board(app)


def bare_director(animation):
    """A Director over a stand-in session (no match, no board): its gates and steps alone."""
    from quash_table.ui.director import Director

    class Session:
        settings = {"animation": animation, "round_pause": True}

        class match:
            @staticmethod
            def listen(fn):
                pass

            @staticmethod
            def pass_result(moves):      # (a result passed: Match.pass_result)
                pass

    return Director(Session())
