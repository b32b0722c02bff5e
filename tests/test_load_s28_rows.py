"""Session 28 (rows): what the Load rows say of each save, as a new player reads them. The Game's row kept who
played and dropped how far the team got; a long Flush table's bots' scores were named together ("Bots 2–6: 16,
22, 23, 19, 17 points"); a finished Quadruple War row dropped "(Bags)" and its scores where a game going on kept
them; each damaged file was said in a style of its own. And Quadruple War's header at a hand's result said "H1 ·
500 · bags", its greyed Hint "Wait: the hint comes when your turn does." while the result waited for Next."""

import json
import random

import pytest

from tests.ui_helpers import close_board, load_rows, match_board, step_until, steps

SIZES = [(1024, 640), (1280, 800)]


def _played(game_id, seats, moves=None, seed=3, options=None):
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed, options)
    while not m.over and (moves is None or len(m.actions) < moves):
        bot = make_bot(m.game_id, "easy", m.to_move, len(m.actions))
        m.play(bot.choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


def _saved(name, *args, **kw):
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    return save_match(_played(*args, **kw), saves_dir() / name)


_rows = load_rows      # {file: its row's text} at a size


def test_the_games_row_says_how_far_the_team_got_in_every_form_but_the_title():
    """A narrow row (older copies, a long end) kept "with Bot 2 and Bot 3 · Bot 2 to play" and lost "6 of 50
    laid"; now who played gives way first, then the turn, and the count stays."""
    from quash_table.ui.save_list import body_forms
    path = _saved("thegame.json", "thegame", ["human", "bot:easy", "bot:easy"], 8)
    forms = body_forms(path)
    assert forms[-1] == "The Game: Quick & Easy", forms
    # (the title with who sat at the table, session 46, says no more than the title alone after it)
    assert all("of 50 laid" in f for f in forms[:-1] if f != "The Game: Quick & Easy \u00b7 You + 2 bots"), forms
    assert forms[0].endswith("Bot 2 to play \u00b7 6 of 50 laid") and "with Bot 2 and Bot 3" in forms[0], forms
    for size in SIZES:
        assert "of 50 laid" in _rows(size)["thegame.json"]


def test_a_long_flush_table_names_every_seat_beside_its_score():
    """Flush at six seats: "You: 7, Bots 2–6: 16, 22, 23, 19, 17 points" made a player count seats; every form
    that says the scores names each seat, the round and the turn giving way first."""
    from quash_table.ui.save_list import body_forms
    going = _saved("flush6.json", "flush", ["human"] + ["bot:easy"] * 5, 200)
    done = _saved("flush6-done.json", "flush", ["human"] + ["bot:easy"] * 5, seed=5)
    for path in (going, done):
        forms = body_forms(path)
        assert not any("Bots " in f for f in forms), forms
        assert any("Bot 6: " in f for f in forms), forms
    for size in SIZES:
        rows = _rows(size)
        for name in ("flush6.json", "flush6-done.json"):
            assert "Bots 2" not in rows[name] and "Bot 2: " in rows[name] and "Bot 6: " in rows[name], (size, rows[name])


def test_a_finished_quadruple_war_row_keeps_its_options_and_scores_as_a_game_going_on_does():
    """The finished row read "Quadruple War · finished, Bot 4 won · You: 488, ..." at 1280x800 while the game
    going on said "Quadruple War (Bags) · ...": the title's options went first. Now the finished row's forms
    are the unfinished row's (every score by name, yours first, then in short), under each title before the next."""
    from quash_table.ui.save_list import body_forms
    path = _saved("qw-done.json", "quadwar", ["human"] + ["bot:easy"] * 3, options={"bags": True})
    forms = body_forms(path)
    assert forms[0].startswith("Quadruple War (Bags) \u00b7 ") and "won \u00b7 You: " in forms[0], forms
    assert forms[0].startswith("Quadruple War (Bags) \u00b7 finished, "), forms   # as every game's finished row
    assert any(f.startswith("Quadruple War (Bags) \u00b7 Bot 4 won \u00b7 You: ") for f in forms), forms
    assert any(f.startswith("Quadruple War \u00b7 ") and "You: " in f for f in forms), forms     # each title
    assert any("\u2013" in f and f.startswith("Quadruple War (Bags)") for f in forms), forms   # then in short
    for size in SIZES:
        row = _rows(size)["qw-done.json"]
        assert row.startswith("Quadruple War (Bags) \u00b7 ") and "You: " in row and "points" in row, (size, row)


def _damaged_files():
    from quash_table.paths import saves_dir
    d = saves_dir()
    raw = _saved("good.json", "quash", ["human", "bot:easy"], 6).read_bytes()
    at = raw.index(b'"game"')
    files = {"empty.json": b"", "cut.json": raw[: len(raw) // 2], "typo.json": raw[:at] + b"}}" + raw[at:],
             "other.json": b"name,score\nAnn,3\n"}
    for name, change in (("chess.json", {"game": "chess"}), ("newer.json", {"version": 9}),
                         ("edited.json", {"seed": 99}), ("nofield.json", {"undos": "many"})):
        data = json.loads(raw)
        data.update(change)
        files[name] = json.dumps(data).encode()
    for name, content in files.items():
        (d / name).write_bytes(content)
    (d / "folder.json").mkdir()
    return list(files) + ["folder.json"]


def test_every_file_that_will_not_open_is_said_in_one_style_from_its_kind():
    """Rows read "damaged: unknown game 'chess'", "the file is empty", "the file is cut short: its end is
    missing", "not a Quash Table save": each file's row now says what befell it, of "it", from the kind the
    engine names (SaveError.kind), never from the reason's text; the reason is the detail."""
    from quash_table.engine.saves import SaveError, load_match
    from quash_table.paths import saves_dir
    from quash_table.ui.damaged_words import KIND_WORDS, damaged_reason, says_damaged
    names = _damaged_files()
    for name in names:
        if name == "folder.json":
            continue
        with pytest.raises(SaveError) as got:
            load_match(saves_dir() / name)
        assert got.value.kind in KIND_WORDS, (name, got.value.kind, str(got.value))
        words, detail = damaged_reason(got.value)
        assert words == KIND_WORDS[got.value.kind] and detail == str(got.value)
    said = set()
    for size in SIZES:
        rows = _rows(size)
        for name in names:
            text = rows[name]
            words = text.split(" \u00b7 ", 1)[1]
            assert says_damaged(text) and words in KIND_WORDS.values(), text
            assert words.split()[0] in ("it", "its") and "damaged" not in words and "(" not in words, text
            said.add(words)
    assert len(said) == len(names) - 1, said      # each told apart (edited and nofield: both changed)


def _at_first_result(tmp_path):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import load_match, save_match
    m = Match("quadwar", ["human"] + ["bot:normal"] * 3, 1, {"bags": True})
    rng = random.Random(1)
    while m.state.hand_no == 1:
        m.play(rng.choice(m.legal_actions()))
    return load_match(save_match(m, tmp_path / "qw-result.json"))


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_quadruple_wars_result_header_says_its_target_and_rule_in_words_and_hint_waits_for_next(tmp_path, size):
    from quash_table.ui.board_words import HINT_KEPT_WORDS, RESULT_HINT_WORDS
    app, scene = match_board(_at_first_result(tmp_path), size=size, round_pause=True, settled=False)
    try:
        step_until(app, scene.session.showing_result, timeout=30)
        steps(app, 3)
        shown = scene.hud.shown
        assert shown["status"].startswith("Hand 1 is over") and shown["title"] == "Quadruple War", shown
        assert shown["score"] in ("Hand 1  \u00b7  game to 500  \u00b7  bags on", "Hand 1 \u00b7 to 500 \u00b7 bags on",
                                  "game to 500 \u00b7 bags on"), shown             # never "H1 · 500 · bags"
        hint = next(b for b in scene.hud.buttons if b.id == "hud:hint")
        assert not hint.enabled and hint.reason == RESULT_HINT_WORDS != HINT_KEPT_WORDS, hint.reason
    finally:
        close_board(app)


def test_the_briefest_header_form_in_play_says_the_hand_in_words():
    from quash_table.engine.match import Match
    app, scene = match_board(Match("quadwar", ["human"] + ["bot:normal"] * 3, 3, {"bags": True, "target": 300}),
                             size=(1024, 640))
    try:
        forms = scene.score_text_brief(scene.session.shown_result(), scene.session.table_view())
        assert forms[-1] == "hand 1 \u00b7 to 300 \u00b7 bags", forms
    finally:
        close_board(app)
