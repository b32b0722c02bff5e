"""Review 22: after "Let the bots finish" for the one person, the summary said "You lost" and "You 18 of 19
bids made" though a bot played 16 of 19 hands, a reload forgot it and the Load row said nothing. The match
now records from which move a stand-in played which seat (engine/stand_ins), saved and checked; the
summary, the Load row and the statistics read it."""

import json
import random

import pygame
import pytest

from quash_table.engine import stand_ins
from quash_table.engine.match import Match
from quash_table.engine.saves import SaveError, load_match, match_from_dict, match_to_dict, save_match
from quash_table.engine.stats import load_stats, record_match
from quash_table.paths import saves_dir
from quash_table.ui.save_list import BOTS_FINISHED_WORDS, save_parts
from tests.ui_helpers import close_board, find, key, match_board, step_until, steps

SEATS = ["human", "bot:random", "bot:random", "bot:random"]


def _finished_by_a_bot(seed=3, own_moves=60):
    """A game to 100: the person plays `own_moves` of the table's moves, then a bot their seat to the end."""
    m = Match("quadwar", SEATS, seed=seed, options={"target": 100})
    rng = random.Random(seed)
    for _ in range(own_moves):
        m.play(rng.choice(m.legal_actions()))
    stand_ins.record(m, [0])
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_the_stand_in_is_saved_and_checked():
    m = _finished_by_a_bot()
    data = json.loads(json.dumps(match_to_dict(m)))
    assert data["stand_ins"] == [[0, 60]]
    assert match_from_dict(data).stand_ins == {0: 60}
    by_bot, mine = stand_ins.moves_played(m, 0)
    assert 0 < by_bot < mine
    for bad in ([[1, 60]], [[0, len(m.actions) + 1]], [[0, 1], [0, 2]], [["0", 1]], {"0": 1}):
        with pytest.raises(SaveError):
            match_from_dict(dict(data, stand_ins=bad))


@pytest.mark.ui
def test_a_reloaded_game_finished_by_a_bot_still_says_so_on_its_summary():
    from quash_table.ui.out_choice import FOR_YOU_NOTE
    path = save_match(_finished_by_a_bot(), saves_dir() / "finished-by-bot.json")
    app, scene = match_board(load_match(path), settled=False)
    try:
        step_until(app, lambda: scene.session.showing_result() or scene.summary_up(), timeout=30)
        if not scene.summary_up():
            steps(app, 95)
            key(app, pygame.K_RETURN, frames=3)          # the last hand's result: Next
        step_until(app, scene.summary_up, timeout=30)
        steps(app, 3)
        summary = find(scene.layout_info()["objects"], "summary")
        note = summary["notes"][0]
        assert note.startswith(FOR_YOU_NOTE[:FOR_YOU_NOTE.index(" to the end")] + " from hand "), note
        assert "of your" in note and "moves" in note, note
        assert summary["heading"].startswith("Your seat ") and summary["heading"].endswith(" \u2014 a bot finished the game for you"), summary["heading"]
    finally:
        close_board(app)


def test_the_load_row_of_a_game_finished_by_a_bot_says_so():
    path = save_match(_finished_by_a_bot(), saves_dir() / "finished-by-bot.json")
    _line, ends, _kind = save_parts(path)
    assert BOTS_FINISHED_WORDS in ends, ends
    plain = Match("quadwar", SEATS, seed=3, options={"target": 100})
    rng = random.Random(3)
    while not plain.over:
        plain.play(rng.choice(plain.legal_actions()))
    _line, ends, _kind = save_parts(save_match(plain, saves_dir() / "played-out.json"))
    assert BOTS_FINISHED_WORDS not in ends, ends


def test_a_game_a_bot_finished_counts_as_played_never_as_a_win(tmp_path):
    for seed in range(3, 40):       # a game the stand-in won for the person
        m = _finished_by_a_bot(seed)
        if 0 in m.game.result(m.state)["winners"]:
            break
    else:
        pytest.skip("no seed where the stand-in won")
    path = tmp_path / "stats.json"
    record_match(m, path)
    stats, _ = load_stats(path)
    rec = next(iter(stats["players"].values()))["quadwar"]
    assert rec["games"] == 1 and rec["wins"] == 0 and rec["streak"] == 0
    assert rec["history"][-1]["bots"] is True and rec["history"][-1]["won"] is False


def test_the_summary_sentence_ranks_the_others_by_score():
    """Review 22 (item 4): "Bot 2 wins with 507 points (You 491, Bot 3 380, Bot 4 468)" listed seat order
    beside the summary's ranked list: the others now come best first, as that list."""
    from quash_table.games.quadwar.words import summary_words
    names = ["You", "Bot 2", "Bot 3", "Bot 4"]
    said = summary_words(lambda i, n: names[i], 4, True, False, 9, 13, [491, 507, 380, 468], [1])
    assert said == "Bot 2 wins with 507 points (You: 491, Bot 4: 468, Bot 3: 380).", said
    m = _finished_by_a_bot(5)
    res = m.game.result(m.state)
    inside = res["summary"][res["summary"].index("(") + 1:-2].split(", ")
    points = [int(part.rsplit(" ", 1)[1]) for part in inside]
    assert points == sorted(points, reverse=True), res["summary"]


@pytest.mark.ui
def test_while_the_bots_finish_the_table_header_and_log_show_one_moment():
    """Review 22 (28-29): during the fast finish the table showed trick 10 with you to play while the log
    stood at an earlier move, and the header said Hand 17 over a log in hand 16. Until the result the
    table, its header and score pad (all from session.table_view) and the log (director.shown) stay at the
    moment of the word; then the game's result."""
    from tests.test_qw_s22 import _last_card
    from tests.ui_helpers import centre, click
    m = _last_card(target=500)
    app, scene = match_board(m, round_pause=True, settled=False)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        key(app, pygame.K_RETURN, frames=3)             # your last card: the hand's result
        step_until(app, lambda: s.showing_result(), timeout=60)
        steps(app, 3)
        view, shown = s.table_view(), s.director.shown()
        header = scene.score_text(s.shown_result(), view)
        finish = find(scene.layout_info()["objects"], "hud:finish")
        click(app, centre(finish["rect"]), frames=3)
        # session 23: asked first, then the dialog's Let the bots finish
        click(app, centre(find(app.top.layout_info()["objects"], "finish:confirm")["rect"]), frames=1)
        frames = 0
        while not m.over:
            assert s.table_view() is view
            assert s.director.shown() == shown
            assert scene.score_text(s.shown_result(), s.table_view()) == header
            steps(app, 1)
            frames += 1
            assert frames < 60 * 120
        assert s.table_view() is not view               # the result: the game's end
    finally:
        close_board(app)


@pytest.mark.ui
def test_the_header_title_is_whole_or_none_beside_let_the_bots_finish_and_next_at_1024x640():
    """Review 22: "Quadruple W\u2026" in tiny type when Let the bots finish and Next showed at 1024x640: the
    header gives the title whole at its size, or its short form, or none, never shrunk and cut."""
    from tests.test_qw_s22 import _last_card
    m = _last_card()
    app, scene = match_board(m, size=(1024, 640), round_pause=True, settled=False)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        assert scene.hud.shown["title"] == "Quadruple War"
        key(app, pygame.K_RETURN, frames=3)             # your last card: the hand's result
        step_until(app, lambda: s.showing_result(), timeout=60)
        steps(app, 3)
        ids = [o["id"] for o in scene.layout_info()["objects"]]
        assert "hud:finish" in ids and "director:next" in ids, ids
        assert scene.hud.shown["title"] in ("Quadruple War", ""), scene.hud.shown
    finally:
        close_board(app)
