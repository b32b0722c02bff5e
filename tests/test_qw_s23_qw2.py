"""Review 23 (a new player's Quadruple War): Let the bots finish asked first; the log names the stand-in's
moves as its own; the summary's bids and note; statistics; new-badges; the result table at 1024x640."""

import pygame
import pytest

from tests.test_qw_s22 import _last_card
from tests.ui_helpers import centre, click, close_board, find, key, match_board, step_until, steps


def _at_a_hands_result(size=(1280, 800)):
    m = _last_card()
    app, scene = match_board(m, size=size, round_pause=True, settled=False)
    s = scene.session
    step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
    key(app, pygame.K_RETURN, frames=3)             # your last card: the hand's result
    step_until(app, lambda: s.showing_result(), timeout=60)
    steps(app, 3)
    return m, app, scene


def _top_ids(app):
    return [o["id"] for o in app.top.layout_info()["objects"]]


@pytest.mark.ui
def test_let_the_bots_finish_asks_first_and_keep_playing_keeps_the_seat():
    """One stray F handed the game to a bot at once: F (and the header's button) now ask, with what it does;
    Esc and Keep playing leave the seat the person's; only the dialog's Let the bots finish hands it over."""
    from quash_table.ui.out_choice import CONFIRM_WORDS, STAND_IN_LEVEL
    m, app, scene = _at_a_hands_result()
    try:
        s = scene.session
        made = len(m.actions)
        key(app, pygame.K_f, frames=3)
        assert app.top is not scene, "F handed the game over without asking"
        words = " ".join(o.get("label", "") for o in app.top.layout_info()["objects"]
                         if o["id"].startswith("finish:words"))
        assert words == CONFIRM_WORDS
        assert not s.stand_ins and not scene.out_choice.finishing()
        key(app, pygame.K_ESCAPE, frames=3)            # Esc: keep playing
        assert app.top is scene and not s.stand_ins
        finish = find(scene.layout_info()["objects"], "hud:finish")
        click(app, centre(finish["rect"]), frames=3)    # the header's button asks too
        assert "finish:keep" in _top_ids(app)
        click(app, centre(find(app.top.layout_info()["objects"], "finish:keep")["rect"]), frames=3)
        assert app.top is scene and not s.stand_ins
        steps(app, 30)
        assert len(m.actions) == made and not m.over    # nothing was played meanwhile
        key(app, pygame.K_f, frames=3)
        key(app, pygame.K_RETURN, frames=3)             # Enter presses the default: Keep playing
        assert app.top is scene and not s.stand_ins
        key(app, pygame.K_f, frames=3)
        click(app, centre(find(app.top.layout_info()["objects"], "finish:confirm")["rect"]), frames=3)
        assert app.top is scene and s.stand_ins == {0: STAND_IN_LEVEL}
        step_until(app, lambda: m.over, timeout=120)
    finally:
        close_board(app)


def test_the_log_says_where_the_bot_took_over_and_names_its_moves_as_the_bots():
    """After a stand-in took over, the log kept saying "You play the 7 of hearts" for the bot's moves: it
    says once where the bot took over and names its moves "Bot for you" (engine/stand_ins, the match's
    record), the person's own moves before it still "You"."""
    import random

    from quash_table.engine import stand_ins
    from quash_table.engine.match import Match
    from quash_table.ui.narration import MoveLogBook
    from quash_table.ui.out_choice import took_over_words
    from quash_table.ui.session import MatchSession

    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], seed=3, options={"target": 100})
    rng = random.Random(3)
    for _ in range(60):
        m.play(rng.choice(m.legal_actions()))
    stand_ins.record(m, [0])
    for _ in range(40):
        m.play(rng.choice(m.legal_actions()))
    session = MatchSession(m, autosave=False)
    entries = MoveLogBook(session).entries()
    mine = [(i, words) for i, (seat, words) in enumerate(entries) if seat == 0 and words]
    before = [w for i, w in mine if i < 60]
    after = [w for i, w in mine if i >= 60]
    assert before and after
    assert all(w.startswith("You ") for w in before), before
    assert all(w.split("\n")[-1].startswith("Your bot ") for w in after), after
    assert not any("You play" in w for w in after), after
    said = [i for i, (_seat, words) in enumerate(entries) if took_over_words("your") in words]
    assert said == [60], said
    assert entries[60][1].startswith(took_over_words("your") + "\n")


def test_the_summary_note_keeps_its_phrases_whole_at_any_width():
    """"...a normal bot played your seat from hand 4 / on: 224 of your 266 moves" broke mid-phrase: the note's
    phrases are kept whole by the summary's wrap (the kit's units), which gives their spaces back."""
    import pygame

    from quash_table.engine import stand_ins
    from quash_table.ui import theme
    from quash_table.ui.out_choice import for_you_note
    from tests.test_qw_s22_stand_ins import _finished_by_a_bot
    pygame.font.init()
    m = _finished_by_a_bot()
    note = for_you_note(m, 0)
    plain = note.replace("\u00a0", " ")
    by_bot, mine = stand_ins.moves_played(m, 0)
    phrases = [f"from {stand_ins.progress_at(m, 0)} on", f"{by_bot} of your {mine} moves"]
    assert all(p in plain for p in phrases), plain
    broke = 0
    for width in range(200, 900, 7):
        lines = theme.wrap(note, 15, width, units=[])
        assert " ".join(lines) == plain, lines            # nothing but spaces between the lines, given back
        for p in phrases:
            assert any(p in line for line in lines), (width, lines)
        broke += len(lines) > 1
    assert broke, "never wrapped"


@pytest.mark.ui
def test_the_statistics_mark_a_game_a_bot_finished_and_keep_it_out_of_the_best_score():
    """"Best 501 points" was a stand-in's score, the game unmarked: a game a bot finished in the person's seat
    is no best score of theirs, the Games cell says how many a bot finished, its bar is marked."""
    import random

    from quash_table.engine.match import Match
    from quash_table.engine.stats import record_match
    from tests.test_qw_s22_stand_ins import SEATS, _finished_by_a_bot
    from tests.ui_helpers import make_app, open_statistics

    plain = Match("quadwar", SEATS, seed=3, options={"target": 100})
    rng = random.Random(3)
    while not plain.over:
        plain.play(rng.choice(plain.legal_actions()))
    mine = plain.game.result(plain.state)["scores"][0]
    bot = next((m for m in map(_finished_by_a_bot, range(3, 60))
                if m.game.result(m.state)["scores"][0] > mine), None)
    assert bot is not None, "no seed where the stand-in scored more"
    record_match(plain)
    record_match(bot)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        info = open_statistics(app)
        row = next(r for r in info["rows"] if r["game"] == "quadwar")
        assert row["best_score"] == mine, row
        assert row["games"] == 2 and row["games_words"] == "2 (1 by bot)", row
        assert [bar["by_bot"] for bar in info["chart"]] == [False, True]
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_no_new_badge_on_a_face_down_won_pile():
    """A "new" badge sat on a face-down won pile (the trick's last card, gathered to its winner): a card drawn
    face down is never marked (the kit's shown_marks), the cards of a trick on the table still are."""
    import random

    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:You"] + ["bot:normal"] * 3, 7, {"target": 150})
    rng = random.Random(7)
    while not (m.to_move == 0 and m.game.view(m.state, 0)["phase"] == "play" and m.actors and m.actors[-1] != 0
               and not m.game.view(m.state, 0)["trick"] and len(m.game.view(m.state, 0)["hand"]) < 12):
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, round_pause=True)
    try:
        steps(app, 10)
        last = m.actions[-1]["card"]
        piece = scene.table.piece_by_id.get(last)
        assert piece is not None and piece.code is None and piece.zone.startswith("won:"), piece
        marked = [pid for pid, _word in scene.marks.marked()]
        assert last not in marked, marked
        assert all(scene.table.piece_by_id[pid].code is not None for pid in marked if pid in scene.table.piece_by_id)
    finally:
        close_board(app)


def test_every_name_of_a_column_plan_has_one_size():
    """At 1024x640 with Bags on, the hand result drew "Player 1" smaller than "Bot 2" (each name shrunk to its
    own fit): the plan gives one size for every name, the largest at which each fits the names' room."""
    from quash_table.ui.columns import plan_columns

    def measure(text, size, _col):
        return int(len(text) * size * 0.6)

    sizes = [(d, d - 2) for d in range(14, 7, -1)]
    heads = ["Bid", "Took", "Bags", "Points", "Score"]
    rows = [["5", "5", "+0 \u2192 0/10", "0, bid missed", "50"]] * 4
    names = ["Player 1", "Bot 2", "Player 3", "Bot 4"]
    plan = plan_columns(heads, rows, names, 330, sizes, measure, 8, 30)
    assert plan.name_w < measure("Player 1", plan.size, None)     # the longest names do not fit at the cells' size
    assert all(measure(n, plan.name_size, None) <= plan.name_w for n in names)
    assert plan.name_size < plan.size
    bigger = [d for d, _ in sizes if plan.name_size < d <= plan.size]
    assert all(any(measure(n, d, None) > plan.name_w for n in names) for d in bigger)


def test_the_won_count_keeps_clear_of_its_pile_at_1024x640():
    """"won" touched the card pile beside it at 1024x640: it was measured at px(11) while drawn at the
    readable floor (TableBuilder.text_px); measured as drawn it keeps a gap from the stack."""
    import pygame

    from quash_table.games.quadwar import piles
    from quash_table.ui import theme
    from quash_table.ui.table import MIN_TEXT_PX
    pygame.font.init()

    def px(n):
        return round(n * 0.8)

    def text_px(n):
        return max(MIN_TEXT_PX, px(n))

    strip = pygame.Rect(100, 500, 300, 70)
    rects, labels = piles.pile_plan(strip, 3, (38, 54), px, False, text_px)
    stack = rects[0].unionall(rects[1:])
    for text, pos, size, bold, anchor in labels:
        if anchor not in ("midbottom", "midtop"):
            continue
        w = theme.font(text_px(size), bold).size(text)[0]
        assert pos[0] + w // 2 + px(4) <= stack.x, (text, pos, w, stack)


def test_the_count_under_your_pile_stays_inside_its_strip():
    """Two seats: "won 1" under your one trick beside your plate reached out past the strip's left end, to the
    window's edge (review 55k)."""
    import pygame

    from quash_table.games.quadwar import piles
    from quash_table.ui import theme
    pygame.font.init()

    def px(n):
        return n

    strip = pygame.Rect(12, 520, 160, 80)
    for count in (1, 9, 13):
        rects, labels = piles.pile_plan(strip, count, (32, 44), px, True, px)
        (text, pos, size, bold, anchor), = labels
        w = theme.font(size, bold).size(text)[0]
        assert anchor == "midtop" and pos[0] - w // 2 >= strip.x, (count, pos, w)
