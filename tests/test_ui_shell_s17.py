"""Session 17 shell review: the Settings note, the score charts, the Load list."""

import pygame
import pytest

from tests.ui_helpers import steps


def _pick_size(app, text):
    from tests.ui_helpers import centre, click, find, screen_objects
    click(app, centre(find(screen_objects(app), "window")["rect"]), frames=3)
    row = next(o for o in screen_objects(app) if o["id"].startswith("window:choice:") and o["label"] == text)
    click(app, centre(row["rect"]), frames=6)


@pytest.mark.ui
def test_a_size_kept_after_one_went_back_clears_the_went_back_note():
    # review 17 (45.png): 1024x640, the countdown runs out, 1024x640 again, Keep: "went back" stayed
    from tests.ui_helpers import centre, click, find, make_app, screen_objects
    app = make_app(size=(1280, 800))
    try:
        app.nav.settings()
        steps(app, 2)
        _pick_size(app, "1024x640")
        for _ in range(34):                       # the 15 s run out: it goes back
            app.step(0.5)
        assert app.screen.get_size() == (1280, 800)
        assert "went back" in find(screen_objects(app), "note")["label"]
        _pick_size(app, "1024x640")
        click(app, centre(find(screen_objects(app), "keep:keep")["rect"]), frames=3)
        steps(app, 2)
        assert app.screen.get_size() == (1024, 640)
        notes = [o for o in screen_objects(app) if o["id"] == "note"]
        assert not any("went back" in o["label"] for o in notes), notes
    finally:
        pygame.display.quit()


def _wcag(c):
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def _runs(column, colour):
    """[(first row, last row)] of each run of `colour` in a column of pixels."""
    runs, start = [], None
    for y, c in enumerate(column + [None]):
        if c == colour and start is None:
            start = y
        elif c != colour and start is not None:
            runs.append((start, y - 1))
            start = None
    return runs


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_level_score_lines_share_the_value_each_as_wide_as_a_lone_line(size):
    # review 17 (58.png, 63.png): "You" and Bot 4 both at 40: Bot 4's line was a thin stripe inside You's;
    # then they lay side by side, a line's width above and below 40 (session 24: finishers on 18 ended at
    # different heights). Now both lie on 40, as wide as a lone line, in dashes of each colour in turn.
    from quash_table.ui import theme
    from quash_table.ui.chart import SERIES_COLOURS, draw_line_chart
    pygame.init()
    m = theme.Metrics(size)
    surf = pygame.Surface((m.px(420), m.px(260)))
    surf.fill((0, 0, 0))
    series = [("You", [0, 40, 40]), ("Bot 2", [0, 21, 21]), ("Bot 3", [0, 11, 11]), ("Bot 4", [0, 40, 40])]
    draw_line_chart(surf, surf.get_rect(), m, series, ["start", "1", "2 (now)"], "", "hand")
    you, bot2, bot4 = SERIES_COLOURS[0], SERIES_COLOURS[1], SERIES_COLOURS[3]
    xs = [x for x in range(surf.get_width() * 2 // 3) for y in range(surf.get_height())
          if surf.get_at((x, y))[:3] == bot2]
    flat = range(min(xs) + (max(xs) - min(xs)) * 3 // 5, min(xs) + (max(xs) - min(xs)) * 19 // 20)  # hand 1 to 2
    alone = pygame.Surface(surf.get_size())
    alone.fill((0, 0, 0))
    draw_line_chart(alone, alone.get_rect(), m, series[:3] + [("Bot 4", [0, 39, 39])], ["start", "1", "2 (now)"],
                    "", "hand")
    seen = {you: 0, bot4: 0}
    for x in flat:
        (lone,) = _runs([tuple(alone.get_at((x, y))[:3]) for y in range(alone.get_height())], you)
        column = [tuple(surf.get_at((x, y))[:3]) for y in range(surf.get_height())]
        for colour in seen:
            for run in _runs(column, colour):
                assert run == lone, (x, run, lone)          # on 40, as wide as You's line alone there
                seen[colour] += 1
    assert min(seen.values()) >= len(flat) // 4, seen          # each colour along the stretch


def test_quash_black_side_line_reads_on_the_dark_chart():
    # review 17 (76.png): BLACK's line was a mid grey on the dark panel, read as a grid line
    from quash_table.games.quash import art
    from quash_table.ui import theme
    from quash_table.ui.chart import series_colours
    for sides in (art.SIDE_COLOUR, art.SIDE_COLOUR_CB):
        red, black = series_colours([("RED", [0, 1], sides[0]), ("BLACK", [0, 30], sides[1])])
        for c in (red, black):
            assert (_wcag(c) + 0.05) / (_wcag(theme.PANEL) + 0.05) >= 3.0, (sides, c)
        assert _wcag(black) >= 0.4, black          # a light (silver) line, not a grey like the grid's
        assert red[0] >= red[1] + 50, red           # RED stays red


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_quadwar_scores_panel_covers_no_plate_and_not_the_score_pad(size):
    # review 17 (58.png): the Scores popup lay over Bot 4's plate and the top of the score pad
    import random

    from quash_table.engine.match import Match
    from tests.ui_helpers import centre, click, close_board, match_board
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], 3, {})
    rng = random.Random(3)
    while len(m.actions) < 60:              # into hand 2: a hand scored, a chart to show
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, size=size)
    try:
        click(app, centre(next(b for b in scene.hud.buttons if b.id == "hud:scores").rect), frames=3)
        panel = next(o for o in scene.layout_info()["objects"] if o["id"] == "scores")
        r = pygame.Rect(panel["rect"])
        g = scene.geometry
        m_ = scene.metrics
        assert r.w >= m_.px(260) and r.h >= m_.px(220), r          # still a chart one can read
        for name, block in [*((f"plate {k}", p) for k, p in g["plates"].items()),
                            *((f"strip {k}", p) for k, p in g["strips"].items()), ("pad", g["pad"])]:
            assert not r.colliderect(block), (name, block, r)
        assert app.screen.get_rect().contains(r)
    finally:
        close_board(app)


@pytest.mark.ui
def test_quadwar_end_header_says_the_winner_in_one_line_at_1024():
    # review 17 (62.png): "Bot 2 wins the / game, 144 to 103" wrapped in the header at 1024x640
    from quash_table.ui.tables import new_board
    from tests.ui_helpers import DT, close_board, make_app
    app = make_app(size=(1024, 640), animation="instant", round_pause=True)
    scene = new_board(app, "quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], 4,
                      {"target": 100}, None)
    app.push(scene)
    try:
        s, m = scene.session, scene.session.match
        for _ in range(20000):
            d = s.director
            if m.over and d.gate() is not None and d.started:
                break
            if d.gate() is not None and d.started:
                scene.pass_gate()
            elif s.my_turn():
                s.play(s.screen_legal()[0])
            app.step(DT)
        steps(app, 4)
        assert m.over and s.director.gate() is not None
        won = next(e for e in m.game.events(m.state, None) if e.get("kind") == "game_won")
        # the widest end this game can have at a target of 100: Bot 2 ahead on three digits against three
        for ev in (won, dict(won, seat=1, scores=[103, 144, 42, 103])):
            s.director.gate().caption = s.words(m.game.caption_event(ev, 4), short=True)
            scene.redraw_still()
            steps(app, 2)
            shown = scene.hud.shown
            assert shown["status_lines"] == 1, shown
            assert "\u2026" not in shown["status"] and " win" in shown["status"], shown
            assert shown["status"].startswith(s.words(m.game.seat_name(ev["seat"], 4), short=True)), shown
        # the scores stay in the hand's result panel's headline, the log's whole sentence
        assert "144 to 103" in scene._game_end() or str(max(won["scores"])) in scene._game_end()
    finally:
        close_board(app)


@pytest.mark.parametrize("seed", [3, 5])
def test_numberquash_end_summary_gives_each_place_cells_and_the_margin(seed):
    # review 17 (68.png): the end summary said only "1st: You."
    import random

    from quash_table.engine.match import Match
    m = Match("numberquash", ["human", "bot:random"], seed, {})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    r = m.game.result(m.state)
    words = r["summary"]
    w = r["winners"][0]
    other = 1 - w
    assert f"1st: Seat {w + 1}, {r['scores'][w]} cells covered." in words, words
    assert f"2nd: Seat {other + 1}, {r['scores'][other]} cells covered" in words, words     # (and its note)
    margin = r["scores"][w] - r["scores"][other]
    assert f"Seat {w + 1} wins by {margin} cell" in words, words
