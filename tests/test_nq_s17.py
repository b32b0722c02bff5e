"""Session 17's NumberQuash fixes, each driven through the real board (mouse and key events, headless)
or through the rules' events and the director: the pair dropped on a cell lower than its total says it
began a split there and how to take it back; the tray's roll follows the turn the table shows."""

import pygame
import pytest

from tests.test_numberquash_scene import ROLL, cell, close, open_table, place
from tests.ui_helpers import centre, drag, key, settle, steps

pytestmark = pytest.mark.ui


def test_the_pair_dropped_on_a_lower_cell_says_a_split_began_and_backspace_takes_it_back():
    app, scene, match = open_table([4, 5], before=[ROLL])
    try:
        pair = scene.table.piece_by_id["dice:pair"]
        drag(app, centre(pair.home), centre(cell(scene, "red", 0, 4)))
        settle(app, scene)
        # nothing is placed: the 4 waits as the first cell of a split of 9, and the table says so and why
        assert len(match.actions) == 1 and scene.composer.picked() == [("red", 0, 4)]
        assert scene.message is not None and scene.message[1] == "info", scene.message
        words = scene.message[0]
        # session 22: neutral words, a split is a legal move ("9 won't go on a 4" read as an error)
        # review 56q: what the pair makes, and that it is split ("Split of 5 started on left red 4" read as silent);
        # review 59u: the split first ("The pair makes 7, not 1" read as a refusal of the click on the 1)
        assert words.startswith("Your 9 is split: 4 on left red 4 (the pair makes 9); pick cells for the 5 "
                                "left"), words
        assert not words.startswith("The pair makes"), words
        assert "won't" not in words and "Clear" in words, words
        key(app, pygame.K_BACKSPACE)       # the way back the words name
        assert scene.composer.picked() == [] and len(match.actions) == 1
        # the pair on the total's own cell still places it at once, with no such words
        pair = scene.table.piece_by_id["dice:pair"]
        drag(app, centre(pair.home), centre(cell(scene, "red", 1, 9)))
        assert match.actions[-1] == place(("red", 1, 9))
    finally:
        close(app)


def test_a_second_cell_of_a_split_and_a_die_on_its_number_say_nothing_more():
    app, scene, match = open_table([4, 5], before=[ROLL])
    try:
        pair = scene.table.piece_by_id["dice:pair"]
        drag(app, centre(pair.home), centre(cell(scene, "red", 0, 2)))
        settle(app, scene)
        assert scene.message is not None and "your 9 is split" in scene.message[0].lower()
        drag(app, centre(scene.table.piece_by_id["dice:pair"].home), centre(cell(scene, "red", 1, 3)))
        settle(app, scene)
        assert scene.message is None and scene.composer.picked() == [("red", 0, 2), ("red", 1, 3)]
        key(app, pygame.K_BACKSPACE)
        settle(app, scene)
        four = next(p for p in scene.table.pieces if p.kind == "die" and p.value == 4)
        drag(app, centre(four.home), centre(cell(scene, "red", 0, 4)))    # the dice as they fell: meant
        assert scene.composer.picked() == [("red", 0, 4)] and scene.message is None
    finally:
        close(app)


def _tray_words(scene):
    """The tray's first line: whose roll it shows, or whose turn it is."""
    return [d.text for d in scene.table.decor if getattr(d, "text", None) and scene.tray.rect.collidepoint(d.pos)
            and ("roll" in d.text or "miss" in d.text)]


def _marked_plates(scene):
    return [d.text for d in scene.table.decor if getattr(d, "text", None) and d.text.endswith("to move")]


def test_the_plate_the_turn_order_and_the_tray_show_one_turn_while_a_roll_nothing_fitted_is_told():
    from quash_table.engine.match import Match
    from tests.test_numberquash_newplayer import open_board, step_until
    # you (red) cover both 1s and both 2s, so your double 1 fits nothing and the turn passes to Bot 2 inside
    # the move that rolled it; the director then tells the roll and "nothing fits" for a while
    dice = [1, 2, 3, 4, 1, 2, 3, 5, 1, 1, 2, 3]
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, dice)
    for a in (ROLL, place(("red", 0, 1), ("red", 0, 2)), ROLL, place(("blue", 0, 3), ("blue", 0, 4)),
              ROLL, place(("red", 1, 1), ("red", 1, 2)), ROLL, place(("blue", 1, 3), ("blue", 0, 5))):
        match.play(a)
    app, scene = open_board(match, animation="normal")
    try:
        settle(app, scene)
        key(app, pygame.K_r)
        assert match.state.to_move == 1 and len(match.actions) == 9      # the rules: Bot 2's turn already
        d = scene.session.director
        step_until(app, lambda: d.started and d.steps[0].event["kind"] == "nothing_fits", limit=600)
        # while "nothing fits" is told, your plate stays lit, the turn order points at you, the tray says it
        assert scene.marked_to_move() == 0
        assert _tray_words(scene)[0] == "You rolled 1 + 1 = 2: nothing fits", _tray_words(scene)
        assert len(_marked_plates(scene)) == 1 and not any("Bot" in w for w in _marked_plates(scene))
        assert any(getattr(x, "text", "").startswith("1. You") and "\u25c0" in x.text for x in scene.table.decor)
        # once it is told, Bot 2's turn shows everywhere at once, and the tray no longer tells your roll
        step_until(app, lambda: not d.busy(), limit=600)
        steps(app, 1)
        assert len(match.actions) == 9          # Bot 2 thinks before it rolls: its turn, not yet its roll
        assert scene.marked_to_move() == 1
        # (session 59: your roll that fitted nothing stays in the tray while Bot 2 rests after it, to be read)
        assert _tray_words(scene) == ["You rolled 1 + 1 = 2: nothing fits"], _tray_words(scene)
        assert _marked_plates(scene) == ["Bot  \u2022  to move"], _marked_plates(scene)
        assert any(getattr(x, "text", "").startswith("2. Bot 2") and "\u25c0" in x.text for x in scene.table.decor)
    finally:
        close(app)


@pytest.mark.parametrize("place", [1, 2])
def test_the_end_words_name_your_place_of_how_many_the_first_too(place):
    """"You won!" named no place (review 16): the summary's heading and the header say the place the rules
    awarded, out of the table's seats, the first place as the others."""
    from tests.test_nq_review13 import a_match_where_you_finish, open_match, summary_of
    match = a_match_where_you_finish(place, seats=4)
    assert match.state.places[0] == place
    app, scene = open_match(match)
    try:
        said = f"You finished {['1st', '2nd'][place - 1]} of 4"
        assert summary_of(scene)["heading"] == said
        assert scene.score_text(match.game.result(match.state), match.game.view(match.state, 0)) == said
    finally:
        close(app)


def test_a_finished_race_you_won_is_saved_as_your_place_of_how_many():
    """The save's line (Load, Continue) said "finished, you won" with no place: it names it, as the
    summary does; a race another won still names the winner, then your place."""
    from quash_table.engine.standing import ordinal, standing, standing_words
    from tests.test_nq_review13 import a_match_where_you_finish
    names = ["You", "Bot 2", "Bot 3", "Bot 4"]
    for mine in (1, 3):
        m = a_match_where_you_finish(mine, seats=4)
        where, _ = standing_words(standing(m.game, m.state), names, you_seat=0, bots=[1, 2, 3])
        if mine == 1:
            assert where == "finished, you 1st of 4", where
        else:
            winner = names[m.state.places.index(1)]
            assert where == f"finished, {winner} won, you {ordinal(mine)} of 4", where


LONG_WHY = "it leaves them a 9 to cover again, and only 4 rolls in 36 add up to 9"


def _six_seats_before_a_steal():
    """Six seats, your turn before rolling with an 11 banked: a steal's hint is the longest there is."""
    import random

    from quash_table.engine.match import Match
    m = Match("numberquash", ["human"] + ["bot:normal"] * 5, 4, {"order": list(range(6))})
    rng = random.Random(4)
    while not (m.to_move == 0 and len(m.actions) > 60 and m.state.phase == "before_roll"
               and any(a["type"] == "bonus" and a["value"] == 11 for a in m.legal_actions())):
        m.play(rng.choice(m.legal_actions()))
    return m, next(a for a in m.legal_actions() if a["type"] == "bonus" and a["value"] == 11)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_with_six_seats_a_long_hint_covers_nothing_read_and_leaves_the_turn_order_in_view(size):
    """The hint took the turn order's corner (review 16, kept by design then): at 1280x800 the tray has
    empty room under its words, and the hint lies there; at 1024x640 it lies by the prompt. Either way it
    covers no word, button or play, and the turn order is drawn."""
    from tests.ui_helpers import match_board
    m, steal = _six_seats_before_a_steal()
    app, scene = match_board(m, size=size)
    try:
        scene.hints.display(steal, LONG_WHY)
        steps(app, 3)
        assert scene.message is not None and scene.message[1] == "hint" and "steal" in scene.message[0]
        shown, t = scene.painter.message_rect(), scene.table
        assert shown.collidelist(t.text_rects() + [pygame.Rect(r) for r in t.play_rects]) == -1
        order = [d.text_rect() for d in t.decor if getattr(d, "text", None) == "Turn order"]
        assert len(order) == 1 and not shown.colliderect(order[0])
        assert not shown.colliderect(scene.mid_rect)           # (session 24: the corner is the turn order's)
        # (at 1280x800 it lay in the tray's empty room; since the message is placed against the arrow's way,
        # session 34, it may lie beside the way instead, over nothing read: asserted above)
    finally:
        close(app)


def test_a_die_dropped_on_a_covered_cell_of_another_number_says_the_die_goes_on_its_own_number():
    """A 3 dropped on your covered red 6 said "Your red 6 is already covered" (session 17's play at
    1024x640): the die's number is why it may not go there, so that is said; the pair on a covered cell
    still hears it is covered."""
    from tests.test_numberquash_composer import composer
    from tests.test_numberquash_rules import make, play
    s = play(make(2, dice=[5, 6, 1, 2, 3, 1]), ROLL, place(("red", 0, 5), ("red", 0, 6)), ROLL,
             place(("blue", 0, 3)), ROLL)
    assert s.dice == (3, 1)
    c = composer(s)
    out = c.drop("die:0", "cell:red:0:6")
    assert out.kind == "refused" and out.reason.startswith("This die shows 3: drop it on a 3"), out.reason
    out = c.drop("dice:pair", "cell:red:0:5")
    assert out.kind == "refused" and "red 5 is already covered" in out.reason


def test_a_turn_of_yours_missed_is_shown_as_yours_while_it_is_told():
    """Bot 2 blocked you: when its turn ends, the move passes your turn by; while the director tells it, your
    plate, the turn order and the tray say it is your turn being missed ("You miss this turn"), then Bot 2's."""
    from quash_table.engine.match import Match
    from tests.test_numberquash_newplayer import open_board, step_until
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [1, 0]}, [4, 6, 1, 2, 1, 3, 2, 5])
    for a in (ROLL, {"type": "bank"}, ROLL, place(("red", 0, 3)),
              {"type": "bonus", "value": 10, "effect": "block", "seat": 0}, ROLL):
        match.play(a)
    app, scene = open_board(match, animation="normal")
    try:
        d = scene.session.director
        step_until(app, lambda: d.started and d.steps and d.steps[0].event["kind"] == "skip", limit=900)
        assert len(match.actions) == 7 and match.state.to_move == 1
        assert scene.marked_to_move() == 0
        assert _tray_words(scene) == ["You miss this turn"], _tray_words(scene)
        step_until(app, lambda: not d.busy(), limit=600)
        steps(app, 1)
        assert scene.marked_to_move() == 1 and _tray_words(scene) == ["Bot 2 to roll"], _tray_words(scene)
    finally:
        close(app)
