"""Session 25, second wave (a new player's review of the shell): the Keep this size? countdown, the rules
page's tab tips, Load rows' words, the replay bar's tips, Statistics' Win % tip, a later-finished save's
replay."""

import pygame
import pytest

from tests.ui_helpers import centre, click, find, make_app, screen_objects, steps


def _pick_size(app, text):
    click(app, centre(find(screen_objects(app), "window")["rect"]), frames=3)
    row = next(o for o in screen_objects(app) if o["id"].startswith("window:choice:") and o["label"] == text)
    click(app, centre(row["rect"]), frames=6)


@pytest.mark.ui
def test_keep_this_size_waits_fifteen_seconds_before_going_back():
    # review 25: the size went back after 6 s left, before a new player had clicked Keep
    app = make_app(size=(1280, 800))
    try:
        app.nav.settings()
        steps(app, 2)
        _pick_size(app, "1024x640")
        assert "15 s" in find(screen_objects(app), "keep:countdown")["label"]
        for _ in range(28):                       # 14 s: still asked, still the new size
            app.step(0.5)
        assert app.screen.get_size() == (1024, 640)
        assert find(screen_objects(app), "keep:keep")
        for _ in range(4):
            app.step(0.5)
        assert app.screen.get_size() == (1280, 800)
    finally:
        pygame.display.quit()


def test_numberquash_row_never_puts_a_count_straight_after_a_name_ending_in_a_number():
    # review 25 (24-load.png): "2 players: Bot 2 5, you 4 cells" read "Bot 2 5" as a name
    import re
    from quash_table.games.numberquash.row_words import unfinished_row_forms
    cases = [(["Bot 1", "You"], [5, 4], {0}), (["You", "Bot 2", "Bot 3"], [4, 5, 2], {1, 2}),
             (["Ann", "Bob", "Bot 3"], [16, 12, 15], {2}), (["You"] + [f"Bot {i}" for i in range(2, 7)],
                                                            [11, 7, 6, 9, 6, 15], {1, 2, 3, 4, 5})]
    for names, scores, bots in cases:
        st = {"to_move": 0, "scores": scores, "places": [None] * len(names), "progress": None}
        forms = unfinished_row_forms(st, names, 0 if "You" in names else None, bots, "round 3", ("cell", "cells"))
        assert forms
        for form in forms:
            words = " ".join(form)
            assert not re.search(r"\b(Bot|Player) \d+ \d", words), words
            assert not re.search(r"\bBot \d+, Bot", words) or ":" in words, words


def test_quadruple_war_rows_say_the_trick_alike_in_every_form():
    # review 25: "trick 5 of 13" in one row, "trick 7" in another
    import re
    from quash_table.games.quadwar.load_row import unfinished_row_forms
    st = {"to_move": 1, "scores": [61, 43, 0, 81], "progress": ["hand", 3], "stage": ["trick", 5, 13],
          "verb": "play"}
    names = ["You", "Bot 2", "Bot 3", "Bot 4"]
    forms = unfinished_row_forms(st, names, 0, {1, 2, 3}, "hand 3, trick 5 of 13, Bot 2 to play",
                                 ("point", "points"))
    tricks = {w for form in forms for w in form if "trick" in w}
    # (session 26: "trick 5" alone is a form too, before the turn alone: it tells two saves apart)
    assert tricks and all(re.search(r"trick 5(,|$)", w) and "of 13" not in w for w in tricks), tricks


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_statistics_win_pct_heading_has_a_tooltip_saying_what_it_counts(monkeypatch, size):
    # review 25 (22-stats-winpct-hover.png): hovering "Win %" told nothing
    from quash_table.engine.stats import record_match
    from tests.test_stats_s24_draws import won_match
    from tests.ui_helpers import rest_pointer as hover
    from tests.ui_helpers import shown_tip
    record_match(won_match())
    a = make_app(size)
    try:
        a.nav.statistics()
        steps(a, 2)
        scene = a.top
        m, r = scene.m, scene._table_rect()
        from quash_table.ui import theme
        from quash_table.ui.screens.statistics import COLUMNS
        right = r.x + int(COLUMNS[3][1] * (r.w - m.px(10)))
        w, h = theme.font(max(11, m.px(15)), True).size("Win %")
        hover(monkeypatch, a, (right - w // 2, r.y + h // 2))              # the drawn heading's middle
        tip = shown_tip(scene)
        assert tip is not None
        texts = [getattr(el, "tool_tip", None) for el in scene.widgets.values()]
        said = [t.text_block.html_text if hasattr(t, "text_block") else "" for t in texts if t is not None]
        # session 26: in the words of the note under the table ("draws left out" said it a second way)
        assert any("a draw is neither" in s for s in said), said
        assert not tip.colliderect(pygame.Rect(right - w, r.y, w, h)), tip     # the heading stays readable
    finally:
        pygame.display.quit()


def _replay(gid, seats, moves, seed=2):
    import random
    from quash_table.engine.match import Match
    m = Match(gid, ["human:Ann"] + ["bot:easy"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while not m.over and len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_the_replay_bars_round_buttons_show_their_tooltip_with_the_key(monkeypatch):
    # review 25 (53-replay-tip.png): pointing at ◀◀ or ▶▶ showed nothing
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import step_until
    a = make_app((1024, 640), animation="instant")
    try:
        # a move in the middle: at the first move ◀◀ and ◀ are greyed and say so instead (session 28)
        scene = replay_board(a, _replay("quadwar", 4, 200), position=100)
        a.push(scene)
        step_until(a, lambda: all(s.settled() for s in a.scenes))
        assert scene.replay.has_rounds()
        for bid, key in (("replay:round_back", "Ctrl+Left"), ("replay:round_next", "Ctrl+Right"),
                         ("replay:back", "Left"), ("replay:forward", "Right")):
            rect = pygame.Rect(find(scene.layout_info()["objects"], bid)["rect"])
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda p=rect.center: p)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            scene.hud.tip = None
            steps(a, 3)
            tip = scene.replay.hovered_tip(rect.center)
            assert tip is not None and f"({key})" in tip[1], (bid, tip)
            if "round" in bid:
                assert "hand" in tip[1], tip          # Quadruple War's round is a hand
            assert scene.hud.tip is not None and scene.hud.tip[0].startswith(tip[1][:1].upper()), scene.hud.tip
            assert scene.hud.tip[1].bottom <= rect.top, (scene.hud.tip, rect)     # over the bar, not on it
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_a_replay_of_a_game_of_one_round_has_no_round_buttons():
    # review 25: The Game's ◀◀ / ▶▶ did nothing, and said nothing of it
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import step_until
    a = make_app((1024, 640), animation="instant")
    try:
        scene = replay_board(a, _replay("thegame", 2, 30))
        a.push(scene)
        step_until(a, lambda: all(s.settled() for s in a.scenes))
        ids = {o["id"] for o in scene.layout_info()["objects"]}
        assert "replay:back" in ids and "replay:round_back" not in ids and "replay:round_next" not in ids
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=pygame.KMOD_CTRL,
                                             unicode="", scancode=0))
        steps(a, 3)
        assert scene.message is not None and "one round" in scene.message[0], scene.message
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_replay_of_a_later_finished_save_says_it_stops_before_the_end_and_where_the_whole_game_is():
    # review 25 (57-replay-pnp-unfinished.png): the row said "later finished", the greyed view switch "Until the
    # game is over, its replay shows only what you saw": a contradiction to a player
    import random
    from quash_table.engine.match import Match
    from quash_table.engine.played_on import played_on
    from quash_table.engine.saves import WRITER, autosave_after_move, load_match, save_point
    from quash_table.paths import saves_dir, user_dir
    from tests.test_load_fork23 import _click_row
    m = Match("flush", ["human:Ann", "bot:easy", "bot:easy"], 4, {"elimination_at": 10})
    rng = random.Random(4)
    for _ in range(12):
        m.play(rng.choice(m.legal_actions()))
    mine = save_point(m, saves_dir() / "flush-mine.json")
    loaded = load_match(mine, within=user_dir())
    while not loaded.over:
        loaded.play(rng.choice(loaded.legal_actions()))
        autosave_after_move(loaded)
    WRITER.flush()
    assert played_on(mine, within=user_dir()) is not None
    app = make_app()
    try:
        app.nav.load()
        steps(app, 40)
        _click_row(app, mine)
        click(app, centre(find(app.top.layout_info()["objects"], "replay")["rect"]), frames=3)
        scene = app.top
        assert type(scene.session).__name__ == "ReplaySession"
        view = find(scene.layout_info()["objects"], "replay:view")
        assert not view["enabled"]                              # privacy as before: no other eyes
        words = scene.session.view_locked_words()
        assert "Until the game is over" not in words, words
        assert "stops before the end" in words and "Finished games" in words, words
        click(app, centre(view["rect"]), frames=3)              # pressed, it says the same
        assert scene.message is not None and "Finished games" in scene.message[0], scene.message
    finally:
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_rules_tabs_tooltip_leaves_the_page_heading_and_the_other_tabs_readable(monkeypatch, size):
    # review 25 (43-rules-nq.png): at 1024x640 "Shortcut: 2" lay over the heading "NumberQuash"
    from tests.ui_helpers import rest_pointer as hover
    from tests.ui_helpers import shown_tip
    a = make_app(size)
    try:
        a.nav.rules("numberquash", choose=True)
        steps(a, 3)
        scene = a.top
        box = scene.widgets["rules"]
        row = box.text_box_layout.layout_rows[0]                 # the page's first line: its heading
        wrap = pygame.Rect(box.text_wrap_rect)
        heading = pygame.Rect(wrap.x + row.x, wrap.y + row.y, row.width, row.height)
        clear = scene.m.px(2)
        for wid in [w for w in scene.widgets if w.startswith("game:")]:
            hover(monkeypatch, a, scene.widgets[wid].rect.center)
            tip = shown_tip(scene)
            assert tip is not None, wid
            assert not tip.inflate(2 * clear, 2 * clear).colliderect(heading), (wid, tip, heading)
            others = [pygame.Rect(scene.widgets[o].rect) for o in scene.widgets if o.startswith("game:") and o != wid]
            assert not any(tip.colliderect(r) for r in others), (wid, tip)
            hover(monkeypatch, a, (5, a.screen.get_height() // 2), frames=5)      # away: the tip goes
    finally:
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("gid, seats", [("quash", 2), ("quadwar", 4)])
def test_a_boards_undo_tip_keeps_a_few_px_from_the_tables_words(monkeypatch, gid, seats, size):
    # review 25 (05-tip-undo-crop.png): Undo's tip 2 px over "Round 1 · FINISH at 1"; at 1024 Quadruple
    # War's over Bot 3's plate
    from tests.ui_helpers import board, settle
    app = make_app(size, bot_pace=10.0)          # the bots wait: nobody has moved, Undo greyed
    try:
        scene = board(app, gid, ["human"] + ["bot:random"] * (seats - 1), seed=3)
        settle(app, scene)
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        pos = undo.rect.center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        steps(app, 3)
        assert scene.hud.tip is not None, "the greyed Undo says why on hover"
        tip = scene.hud.tip[1].inflate(2 * scene.metrics.px(2), 2 * scene.metrics.px(2))
        hit = [r for r in scene.table.text_rects() if r != undo.rect and tip.colliderect(r)]
        assert not hit, (scene.hud.tip, hit)
    finally:
        pygame.display.quit()
