"""NumberQuash after session 20's new players (7.5-8): the header while the bots wait for the out choice, a
stalemate said a draw everywhere (result, Load row, statistics), a six-seat Load row's scores, old saves'
rows read as new ones, the chart's end labels, short stalemate log lines, statistics keyed by data."""

import pygame
from tests.ui_helpers import main_menu_app  # noqa: F401 (the fixture app)
import pytest

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


# --- 1. the header while the bots wait for the out choice ---------------------------------------------

def test_while_the_out_choice_is_asked_the_header_says_the_bots_wait_for_it():
    """"Bot 5 rolls…" stood in the header over bots that waited for your Watch / Let the bots finish
    (session 20): the header says they wait for your choice, and the next bot's step once you chose."""
    from quash_table.ui.out_choice import WAITING_WORDS
    from tests.test_numberquash_review15 import finished_first, out_board
    from tests.ui_helpers import key, step_until, steps
    match = finished_first()
    app, scene = out_board(match)
    try:
        steps(app, 120)
        assert scene.out_choice.offered()
        scene.hud.draw(app.screen, scene.areas()[0])
        assert scene.hud.status() == WAITING_WORDS, scene.hud.status()
        moves = len(match.actions)
        key(app, pygame.K_w)
        step_until(app, lambda: len(match.actions) > moves, timeout=30)
        assert scene.hud.status() != WAITING_WORDS
    finally:
        close(app)


# --- 2. a stalemate is a draw: the rules' result, the Load row, statistics ----------------------------

def pure_stalemate(seats=4):
    """A stalemate after one round with nobody finished: every seat still in is in the draw."""
    from tests.test_numberquash_s19b import played_out
    return played_out(seats, {"stalemate_rounds": 1},
                      want=lambda s: s.ended == "stalemate" and "finished" not in s.status)


def test_a_stalemate_with_nobody_finished_has_no_winners_but_the_drawn():
    match = pure_stalemate()
    res = match.game.result(match.state)
    assert res["winners"] == [], res
    assert res["drawn"] and all(res["places"][o] is None for o in res["drawn"])


def test_a_person_in_a_stalemates_draw_hears_no_losing_sound():
    """Since the drawn seats are no winners, a person in the draw heard the "lose" sound at the end (session 20):
    a draw plays its own sound (session 21: "draw", not the plain end-of-round sound); a seat outside the draw
    (none here) would still hear its own."""
    from quash_table.ui.sounds import event_sound
    match = pure_stalemate()
    game, res = match.game, match.game.result(match.state)
    assert res["drawn"] and match.state.to_move is None
    for seat in res["drawn"]:       # at the game's end only the result decides (the position before is not read)
        assert event_sound(game, match.state, match.state, match.actions[-1], screen_seat=seat) == "draw"


def test_the_load_row_of_a_stalemate_says_a_draw_not_won():
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import describe_save
    match = pure_stalemate()
    line, kind = describe_save(save_match(match, saves_dir() / "nq-s20-draw.json"))
    assert kind == "finished" and "finished, a draw" in line, line
    assert " won" not in line and "not placed" not in line, line


def test_statistics_count_a_stalemate_as_no_win_and_an_old_record_still_loads(tmp_path):
    import json

    from quash_table.engine.stats import load_stats, record_match, summary_rows
    path = tmp_path / "stats.json"
    # a record written before: a draw counted "won", its setup in words (the chart's key then)
    old = {"format": "quash-table-stats", "version": 1, "players": {"You": {"numberquash": {
        "games": 1, "wins": 1, "best_score": 14, "streak": 1, "best_streak": 1, "undone_games": 0,
        "history": [{"at": "2026-11-01T10:00:00+00:00", "won": True, "score": 14, "seats": 4, "undone": False,
                     "setup": "4 players, a draw if a round passes with no quasher placed"}]}}}}
    path.write_text(json.dumps(old))
    match = pure_stalemate()
    assert record_match(match, path) is None          # the old file loads (no "damaged" message)
    stats, message = load_stats(path)
    assert message is None
    row = summary_rows(stats)[0]
    assert row["games"] == 2 and row["wins"] == 1 and row["streak"] == 0
    assert row["history"][-1]["won"] is False


# --- 4. an old save's row reads as a new one's -----------------------------------------------------------

def _as_old(path, **standing):
    """The save at `path` with its header's standing as a version before session 20 wrote it."""
    import json
    data = json.loads(path.read_text())
    st = {k: v for k, v in data["standing"].items() if k not in ("version", "drawn")}
    st.update(standing)
    data["standing"] = st
    path.write_text(json.dumps(data))
    return path


def test_an_old_six_seat_save_no_longer_says_joint_4th():
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import describe_save
    from tests.test_numberquash_s19b import unplaced_game
    match = unplaced_game()
    res = match.game.result(match.state)
    path = save_match(match, saves_dir() / "nq-s20-old6.json")
    new_line, _ = describe_save(path)
    # the places as the old rules gave them: every seat ranked, the unplaced ones sharing a 4th
    old_places = [p if p else 4 for p in res["places"]]
    _as_old(path, places=old_places)
    line, kind = describe_save(path)
    assert kind == "finished" and "joint" not in line and "4th" not in line, line
    assert line.split(" \u00b7 ")[:3] == new_line.split(" \u00b7 ")[:3], (line, new_line)


def test_an_old_stalemate_save_reads_a_draw_not_won():
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import describe_save
    match = pure_stalemate()
    res = match.game.result(match.state)
    path = _as_old(save_match(match, saves_dir() / "nq-s20-olddraw.json"), winners=res["drawn"],
                   places=[1] * len(res["scores"]))
    line, _ = describe_save(path)
    assert "finished, a draw" in line and " won" not in line and "joint" not in line, line


# --- 6. a stalemate's log lines, short ------------------------------------------------------------------

def test_a_stalemate_is_told_in_short_lines_of_their_own():
    """"Nobody covered a cell in round 20 (banks and steals do not count): 2 stalemate rounds in a row —
    Stalemate: the game ends in a draw between Bot 2, Bot 3 and Bot 4" ran to five lines of the log column
    (session 20): the round's count and the draw are each a short line of their own."""
    from quash_table.ui.tables import board_for_match
    from tests.test_numberquash_s19b import played_out
    from tests.ui_helpers import make_app
    match = played_out(5, {"stalemate_rounds": 2},
                       want=lambda s: s.ended == "stalemate" and "finished" in s.status)
    app = make_app((1280, 800))
    try:
        scene = board_for_match(app, match, autosave=False)
        lines = [ln for _, words in scene.logbook.entries() for ln in words.split("\n")]
        told = [ln for ln in lines if "stalemate" in ln.lower()]
        assert told and all(ln.startswith("\u25b8 ") for ln in told), told
        assert all(len(ln) <= 80 for ln in told), [ln for ln in told if len(ln) > 80]   # were up to 160
        assert told[-1].startswith("\u25b8 Stalemate: the game ends in a draw between "), told
        assert told[-2].endswith(": no cell covered: stalemate 2 of 2"), told
    finally:
        close(app)


# --- 3. a six-seat finished row keeps its scores at 1280 -------------------------------------------------

@pytest.mark.parametrize("options", [{}, {"stalemate_rounds": 1}, {"places": 1}])
def test_a_finished_six_seat_race_keeps_every_score_in_a_1280_load_row(options):
    """A 6-seat finished game's Load row said no score at 1280 width (session 20): its shortest form with
    scores names the people and puts the bots' together, in place order, and a long title gives way first."""
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.screens.load import row_line
    from quash_table.ui.theme import Metrics
    from tests.test_numberquash_s19b import played_out, scores_said
    from tests.ui_helpers import make_app
    match = played_out(6, options)
    path = save_match(match, saves_dir() / f"nq-s20-six{len(options)}{sorted(options)}.json")
    app = make_app((1280, 800))
    try:
        row = row_line(path, Metrics((1280, 800)), True)
        scores = match.game.result(match.state)["scores"]
        parts = row.split(" \u00b7 ")
        # session 22: the tightest form with every score leaves "finished" to its places ("1st You 18, ...")
        said = parts[2] if parts[1].startswith("finished") else parts[1]
        # (session 24: the seats with no place after "then" in the tightest form, each score beside its name)
        assert said.startswith("1st ") and any(w in said for w in ("not placed: ", "drawn: ", ", then ")), row
        assert sorted(scores_said(said)) == sorted(scores), (row, scores)
    finally:
        close(app)


# --- 7. statistics keyed by data, words made when shown ----------------------------------------------------

def test_setup_options_read_back_from_every_form_of_words():
    from quash_table.engine import stats
    from quash_table.games import get_game
    nq = get_game("numberquash")
    for words in ("4 players, Places played for: 1",                       # before review 19b
                  "4 players, the first 'Quashed!' ends the game"):         # since
        assert stats.options_from_words(nq, 4, words) == {"places": 1}, words
    quash = get_game("quash")
    assert stats.options_from_words(quash, 4, "4 players, advanced, Points to the FINISH: 60") == \
        stats.setup_options(quash, 4, {"target": 60, "variant": "advanced"})
    assert stats.options_from_words(nq, 4, "4 players, something unknown") is None
    old = {"at": "2026-11-01T12:00:00+00:00", "won": True, "score": 0, "seats": 4, "undone": False}
    assert stats.history_key(nq, dict(old, setup="4 players, Places played for: 1")) == \
        stats.history_key(nq, dict(old, options={"places": 1})) == (4, (("places", 1),))
    assert stats.history_key(nq, dict(old, setup="4 players, something unknown")) == (4, "4 players, something unknown")
    assert stats.history_key(nq, old) == (4, ())


def test_statistics_chart_an_old_record_with_new_ones_of_its_setup(app):
    """NumberQuash with a places option: a record made before the words changed ("Places played for: 1")
    charted apart from new ones ("the first 'Quashed!' ends the game") (session 20). The records keep their
    setup as data; an old record's words read into the same key; one chart, its words made when shown."""
    import json

    from quash_table.engine.stats import OPTIONS_KEY, load_stats
    from quash_table.paths import stats_path
    from tests.ui_helpers import open_statistics, play_and_record
    seats = "human:You,bot:easy,bot:easy,bot:easy"
    new = [play_and_record("numberquash", seats, seed, {"places": 1}) for seed in (1, 2)]
    data, _ = load_stats()
    rec = data["players"]["You"]["numberquash"]
    assert all(h[OPTIONS_KEY] == {"places": 1} and "setup" not in h for h in rec["history"])
    old = {"at": "2026-11-01T10:00:00+00:00", "won": False, "score": 11, "seats": 4, "undone": False,
           "setup": "4 players, Places played for: 1"}
    rec["history"].insert(0, old)
    rec["games"] += 1
    stats_path().write_text(json.dumps(data))
    info = open_statistics(app)
    assert info["game"] == "numberquash"
    assert info["setup"] == "4 players, the first 'Quashed!' ends the game", info["setup"]
    assert [b["score"] for b in info["chart"]] == [11] + new
    assert len(app.top.charts()) == 1


# --- 5. the chart's labels where the lines end ------------------------------------------------------------

@pytest.mark.parametrize("rounds, width", [(17, 230), (17, 180), (23, 260), (12, 200), (9, 150)])
def test_the_last_rounds_label_stands_clear_of_the_tick_before_it(rounds, width):
    """"15 17" under the lines' ends at the summary's chart read as one crowded label (session 20): the last
    point's label keeps half a tick's room more than touching from the label before it, or takes its place."""
    from quash_table.ui.chart import x_ticks
    labels = ["start"] + [str(r) for r in range(2, rounds + 1)]
    least = 34

    def text_width(t):
        return 7 * len(t) + 8
    out = x_ticks(labels, False, width, least, text_width)
    assert out[-1][1] == str(rounds), out
    for (xa, a), (xb, b) in zip(out, out[1:]):
        assert xb - xa >= (text_width(a) + text_width(b)) / 2, out
    (xa, a), (xb, b) = out[-2], out[-1]
    assert xb - xa >= (text_width(a) + text_width(b) + least) / 2 or xb - xa >= least, out
