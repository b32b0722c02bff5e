"""NumberQuash after the new players' review (session 13): the charts draw each seat in its table colour,
the summary says the place the rules awarded, and more (one test per defect, each failing on the code
before it)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.games.numberquash.pieces import RGB
from quash_table.ui import theme
from quash_table.ui.chart import SERIES_COLOURS, draw_line_chart
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def finished(seats, seed, options=None):
    m = Match("numberquash", seats, seed, options or {})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def open_match(match, size=(1280, 800)):
    app = make_app(size=size, animation="instant")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    return app, scene


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def count(surface, colour):
    w, h = surface.get_size()
    return sum(1 for x in range(w) for y in range(h) if surface.get_at((x, y))[:3] == colour)


def test_the_score_chart_draws_each_seat_in_the_colour_the_table_shows_it_in():
    """Bot 3 plays yellow on the table: its line and legend swatch are yellow, not the palette's green."""
    match = finished(["human", "bot:normal", "bot:normal"], 3)
    app, scene = open_match(match)
    try:
        colours = scene.game.view(match.state, None)["colours"]
        assert [c[0] for c in colours] == ["red", "blue", "yellow"]
        series, labels, _ = scene.score_series()
        assert [line[2] for line in series] == [RGB["red"], RGB["blue"], RGB["yellow"]]
        surf = pygame.Surface((520, 300))
        surf.fill((0, 0, 0))
        draw_line_chart(surf, surf.get_rect(), theme.Metrics((1280, 800)), series, labels, "", "round")
        assert count(surf, RGB["yellow"]) > 60 and count(surf, RGB["blue"]) > 60
        assert count(surf, SERIES_COLOURS[2]) == 0 and count(surf, SERIES_COLOURS[0]) == 0
        # the summary's chart reads the same series (the screen shows the yellow line)
        assert scene.score_panel.has_chart()
        app.draw()
        assert count(app.screen.subsurface(scene.areas()[1]), RGB["yellow"]) > 60
    finally:
        close(app)


def test_other_games_keep_the_charts_palette():
    match = Match("flush", ["human", "bot:random"], 3, {})
    rng = random.Random(3)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    app, scene = open_match(match)
    try:
        series, _, _ = scene.score_series()
        assert all(len(line) == 2 for line in series)
    finally:
        close(app)


def summary_of(scene):
    return next(o for o in scene.layout_info()["objects"] if o["kind"] == "summary")


def a_match_where_you_finish(place, seats=3):
    for seed in range(60):
        m = finished(["human"] + ["bot:random"] * (seats - 1), seed)
        if m.state.places[0] == place and m.state.ended != "stalemate":
            return m
    raise AssertionError("no such game")


@pytest.mark.parametrize("place, heading", [(3, "You finished 3rd of 3"), (2, "You finished 2nd of 3"),
                                            (1, "You finished 1st of 3")])
def test_the_summary_says_the_place_the_rules_awarded_you(place, heading):
    match = a_match_where_you_finish(place)
    app, scene = open_match(match)
    try:
        # a place given by the rules, not raced to, says so after it: "You came 3rd of 3, 2 cells short of
        # covering red" (session 28: it said "You finished 3rd of 3 (last one left, 2 cells open)")
        said = summary_of(scene)["heading"]
        came = heading.replace("You finished", "You came") + ", "
        assert said == heading or said.startswith(came) and " short of covering red" in said, said
    finally:
        close(app)


# seed 2: Bot 2 had finished 1st before the stalemate, the draw is for 2nd (review 56q: "A draw" over its 1st place)
@pytest.mark.parametrize("seed, heading", [(3, "A draw"), (2, "Bot 2 (random) won \u00b7 you drew for 2nd")])
def test_a_place_shared_in_a_stalemate_draw_is_said_as_shared(seed, heading):
    """A stalemate ends in a draw among the seats still in: "You won!" read over "Stalemate: a draw between
    you, Bot 2 and Bot 3"; it said "You share 2nd place" until review 19b (the rules give the draw no place:
    it is a draw, as they say it)."""
    match = finished(["human", "bot:random", "bot:random"], seed)
    assert match.state.ended == "stalemate"
    app, scene = open_match(match)
    try:
        assert summary_of(scene)["heading"] == heading
    finally:
        close(app)


def test_a_seat_that_has_finished_never_leads_the_header():
    """Bot 2 finished 1st and the others play on: the header names the leader of the race still being
    played (it said "Bot 2 leads 18"), and a plate-sized list writes a placed seat by its place."""
    rng = random.Random(7)
    for seed in range(40):
        match = Match("numberquash", ["human", "bot:random", "bot:random", "bot:random"], seed, {})
        rng = random.Random(seed)
        while not match.over and not any(match.state.places):
            match.play(rng.choice(match.legal_actions()))
        if not match.over and match.state.places[0] is None:
            break
    else:
        raise AssertionError("no such game")
    first = match.state.places.index(1)
    app, scene = open_match(match)
    try:
        scene.hud.draw(app.screen, scene.areas()[0])
        header = scene.hud.shown["score"]
        name = scene.session.short_name(first)
        assert f"{name} leads" not in header, header
        res = scene.session.shown_result()
        racing = [i for i in (1, 2, 3) if res["places"][i] is None and match.state.status[i] != "retired"]
        best = max(racing, key=lambda i: (res["scores"][i], -match.state.order.index(i)))
        if res["scores"][best] > res["scores"][0] and [res["scores"][i] for i in racing].count(res["scores"][best]) == 1:
            n, said = res["scores"][best], f"{scene.session.short_name(best)} leads"
            # the long form with its unit, or a briefer one where the header is short of room (session 22)
            ends = (f"{said} with {n} cell{'' if n == 1 else 's'}", f"{said} {n}/18", f"{said} {n}",
                    f"{scene.session.short_name(best)} {n}/18")      # the briefest (session 22)
            assert header.endswith(ends), header
        three = {"order": [0, 1, 2], "seat": 0}
        said = scene.score_text({"scores": [12, 18, 9], "places": [None, 1, None]}, three)
        # (the bots are numbered in the turn order since session 48: seat 2's name is the match's own)
        names = [scene.session.short_name(i) for i in (1, 2)]
        assert said == f"You 12/18   {names[0]} 1st   {names[1]} 9/18"
    finally:
        close(app)


def test_the_scores_chart_counts_rounds_from_the_first_round_on():
    """In round 1 the Scores panel's axis read "turn" (0, 1, 2...) where the summary and the table count
    rounds: it counts rounds from the start ("start", "1 (now)")."""
    match = Match("numberquash", ["human", "bot:normal", "bot:normal"], 3, {})
    rng = random.Random(3)
    for _ in range(2):
        match.play(rng.choice(match.legal_actions()))
    assert match.state.round_no == 1
    app, scene = open_match(match)
    try:
        _, labels, x_title = scene.score_series()
        assert x_title == "round" and labels == ["start", "1 (now)"]
    finally:
        close(app)


def test_the_opening_re_roll_says_which_tie_it_breaks():
    """Ties re-roll depth first: each re-roll names the tie it breaks, and who starts says the tie and the
    re-roll that won (the log said "Bot 2 starts with the highest (7)" after a tie on 12)."""
    from quash_table.games.numberquash import words
    opening = (((0, 3, 5), (1, 6, 6), (2, 2, 5), (3, 6, 6)),
               ((1, 4, 4), (3, 5, 3)),
               ((1, 4, 3), (3, 3, 2)))
    assert words.opening_ties(opening) == [None, 12, 8]
    assert words.opening_verdict(opening, (1, 3, 0, 2)) == \
        "Seat 2 starts: tied with Seat 4 on 12, again on 8, then won the re-roll 7 to 5"
    said = get_game("numberquash").describe_setup(type("S", (), {"opening": opening, "order": (1, 3, 0, 2)})())
    assert "tied on 12, rolled again: Seat 2 4+4, Seat 4 5+3; tied on 8, rolled again: Seat 2 4+3" in said
    assert "highest (7)" not in said and said.endswith("then won the re-roll 7 to 5")
    # a tie for a later place does not touch the starter's words
    opening = (((0, 6, 6), (1, 2, 3), (2, 1, 4)), ((1, 1, 1), (2, 3, 3)))
    assert words.opening_ties(opening) == [None, 5]
    assert words.opening_verdict(opening, (0, 2, 1)) == "Seat 1 starts: the highest opening roll (12)"


def test_the_move_log_names_you_in_the_opening_words():
    for seed in range(300):
        match = Match("numberquash", ["human", "bot:normal", "bot:normal"], seed, {})
        rolled = [rnd for rnd in match.state.opening if any(r[0] == 0 for r in rnd)]
        if match.state.order[0] == 0 and len(rolled) > 1:
            break
    app, scene = open_match(match)
    try:
        setup = scene.logbook.setup_words()
        assert "You start: tied with" in setup and "won the re-roll" in setup, setup
        assert scene.table.prompt == "You start: Roll the dice (R)"
    finally:
        close(app)


def test_a_steal_reason_says_taken_back_only_of_your_own_quasher():
    """"it takes back a 7" was said of a quasher that had never been yours: a steal takes back only a
    quasher of your colour (stolen from you before); another's is uncovered."""
    from types import SimpleNamespace

    from quash_table.games.numberquash.race_table import POW
    from quash_table.games.numberquash.reasons import steal_reason
    full = sum(2 * POW[i] for i in range(9))
    blue = [[None] * 9, [None] * 9]
    blue[0][6], blue[1][6] = "red", "blue"      # blue's 7s: a red quasher stolen from you, and blue's own
    pos = SimpleNamespace(me=0, colours=[["red"], ["blue"]],
                          idx={"red": full - POW[0] - POW[1], "blue": full - 2 * POW[6]},
                          view={"places": [None, None], "octagons": {"blue": blue}})

    def steal(o):
        return [{"seat": 1, "from": ["blue", o, 7], "to": ["red", 0, 1]}]
    theirs, yours = steal_reason(pos, steal(1)), steal_reason(pos, steal(0))
    assert "back" not in theirs and theirs.startswith("it uncovers their 7: no single die covers a 7"), theirs
    assert yours.startswith("it takes back your own quasher from their 7"), yours
    two = [{"seat": 1, "from": ["blue", 1, 7], "to": ["red", 0, 1]},
           {"seat": 2, "from": ["green", 0, 5], "to": ["red", 0, 2]}]
    pos.idx["green"] = full - POW[4]
    pos.colours.append(["green"])
    assert steal_reason(pos, two).endswith("fills 2 cells of yours without a roll")


def test_placement_reasons_say_what_a_die_alone_does_and_name_numbers_in_order():
    from quash_table.games.numberquash.reasons import why_cells
    assert why_cells([6], [1, 5]) == "it keeps the 1 and 5 open: one die alone can cover a small number later"
    # (the other placement is named cell by cell with its side since review 28: words.cells_words)


def test_pass_and_play_names_the_next_player_when_the_table_turns_to_them(monkeypatch):
    """Nothing is hidden, so no curtain: the table turned to the next person with no cue. A banner over the
    middle names them until their first click or key; a click on it only puts it away."""
    from quash_table.ui import handover as handover_mod
    from tests.ui_helpers import board, click, play_out_turn, settle
    app = make_app(animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Bob"], seed=3, options={"order": [0, 1]},
                      stacked=[1, 2, 2, 4])
        settle(app, scene)
        assert scene.session.screen_seat == 0 and scene.handover.words() is None    # the first to play: none
        play_out_turn(app, scene)
        m = scene.session.match
        assert scene.session.screen_seat == 1 and scene.session.curtain is None
        assert scene.handover.words()[0] == "Bob's turn"
        drawn = []
        real = handover_mod.theme.blit_text
        monkeypatch.setattr(handover_mod.theme, "blit_text",
                            lambda surf, text, *a, **k: drawn.append(text) or real(surf, text, *a, **k))
        app.draw()
        assert "Bob's turn" in drawn and any("Pass the screen to Bob" in t for t in drawn)
        banner = scene.handover.rect
        actions = len(m.actions)
        click(app, banner.center)          # on the banner: it goes, and nothing is played
        assert scene.handover.words() is None and len(m.actions) == actions
        drawn.clear()
        app.draw()
        assert "Bob's turn" not in drawn
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_die_lifted_with_tab_stays_clear_of_the_roll_caption(size):
    from tests.ui_helpers import board, key, settle
    app = make_app(size=size, animation="instant")
    try:
        scene = board(app, "numberquash", ["human", "bot:easy"], seed=3, options={"order": [0, 1]},
                      stacked=[3, 4])
        settle(app, scene)
        key(app, pygame.K_r)
        settle(app, scene)
        key(app, pygame.K_TAB)
        steps(app, 3)
        lifted = scene.table.piece_by_id[scene.drag.selected]
        top = lifted.rect.move(0, scene.drag.lift_offset(lifted))
        caption = next(d for d in scene.table.decor if getattr(d, "text", "").startswith("You rolled 3 + 4"))
        assert top.top >= caption.text_rect().bottom, (top, caption.text_rect())
    finally:
        close(app)


def test_log_lines_never_break_inside_bonus_octagon_or_after_an_article_in_brackets():
    """The move log read "... on bonus / octagon 10" and "rolls again (a / double)"."""
    from quash_table.games.numberquash import words
    pygame.font.init()
    said = words.describe_event({"kind": "banked", "seat": 1, "colour": "blue", "value": 12}, 3) \
        + " \u2014 rolls again (a double)"
    f = theme.font(14)
    for width in range(f.size("octagon 12 \u2014")[0], f.size(said)[0]):
        lines = theme.wrap(said, 14, width, tails=True)
        assert " ".join(lines) == said
        assert not any(line.endswith((" bonus", "(a")) for line in lines), (width, lines)


def test_a_replay_shows_no_dead_turn_buttons():
    """The replay showed greyed Roll / Bank / End turn: nothing on a replayed table acts."""
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import step_until
    match = finished(["human", "bot:random"], 4)
    app = make_app(animation="instant")
    try:
        scene = replay_board(app, match, position=len(match.actions) // 2)
        app.push(scene)
        step_until(app, lambda: all(sc.settled() for sc in app.scenes))
        steps(app, 2)
        info = scene.layout_info()
        assert info["waiting"] == "replay" and info["seat"] == 0
        ids = {o["id"] for o in info["objects"] if o["kind"] == "button"}
        assert not ids & {"roll", "bank", "end"}, ids
        assert any(i.startswith("replay:") for i in ids)
    finally:
        close(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_summary_heading_is_drawn_inside_its_panel(size, monkeypatch):
    """Review 23 (12-result.png): "You finished 2nd of 2 (last one left, 4 cells open)" ran past both edges of
    the summary panel at 1280x800: the heading is drawn at the largest size that fits the panel."""

    from quash_table.ui import chrome, theme
    from quash_table.ui.overlays import summary_rect
    match = next(m for m in (finished(["human", "bot:random"], seed) for seed in range(60))
                 if m.state.places[0] == 2 and m.state.ended != "stalemate" and m.state.places[1] == 1)
    app, scene = open_match(match, size=size)
    try:
        heading = summary_of(scene)["heading"]
        assert " short of covering red" in heading, heading
        drawn = []
        real = theme.blit_text
        monkeypatch.setattr(chrome.theme, "blit_text", lambda surface, text, size, *a, **k: (
            drawn.append((text, size, a[2] if len(a) > 2 else k.get("bold", False))) or real(surface, text, size, *a, **k)))
        scene.draw(app.screen)
        sizes = [(s, bold) for text, s, bold in drawn if text == heading]
        assert sizes, drawn[:5]
        s, bold = sizes[0]
        assert theme.font(s, bold).size(heading)[0] <= summary_rect(scene).w, (s, summary_rect(scene))
    finally:
        close(app)
