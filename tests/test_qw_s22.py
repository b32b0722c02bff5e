"""Session 22, Quadruple War: the replay's views keep the table's places; won tricks show their count; the
bags rule in one wording; the bots may finish a long game for the one person at the table."""

import pygame
import pytest

from tests.test_quadwar_s19 import _finished
from tests.ui_helpers import close_board, key, replay_of, steps


def _places(scene):
    """Where the bottom plate, its won tricks, the score pad and the mat lie, and the bottom hand's cards'
    box (their union)."""
    g = scene.geometry
    b = g["bottom"]
    hand = [p.home for p in scene.table.pieces if p.zone == f"hand:{b}"]
    union = hand[0].unionall(hand[1:]) if hand else None
    return {"plate": tuple(g["plates"][b]), "won": tuple(g["strips"][b]), "pad": tuple(g["pad"]),
            "mat": tuple(g["mat"])}, union


@pytest.mark.ui
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_replays_views_keep_the_plate_and_the_score_pad_in_place(n, size):
    """Switching a replay's view (As you saw it, All cards face up, a bot's eyes) moved your plate 58 pixels
    and the score pad from under the right seat down to the bottom right corner: every view now lays them
    (and the mat, the bottom seat's won tricks) in one place, its hand in the row left of the pad."""
    m = _finished(n)
    app, scene = replay_of(m, size=size)
    try:
        s = scene.session
        s.goto(len(m.actions) // 2 + 1)
        steps(app, 5)
        seen = {}
        for _ in s.choices:
            places, hand = _places(scene)
            seen[s.view_label()] = places
            pad = pygame.Rect(places["pad"])
            assert hand is not None and not hand.colliderect(pad), (s.view_label(), hand, pad)
            assert not pygame.Rect(places["won"]).colliderect(pygame.Rect(places["mat"])), s.view_label()
            key(app, pygame.K_v, frames=3)
            steps(app, 3)
        assert len(seen) == len(s.choices) >= 3
        first = next(iter(seen.values()))
        for label, places in seen.items():
            assert places == first, (label, places, first)
    finally:
        close_board(app)


def _mid_hand(n, tricks, seed=5):
    """A match at `n` seats (you and easy bots) at your lead once `tricks` tricks of a hand are taken."""
    import random
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:You"] + ["bot:easy"] * (n - 1), seed, {"target": 500})
    rng = random.Random(seed)
    while True:
        v = m.game.view(m.state, 0)
        if v["phase"] == "play" and len(v["tricks"]) >= tricks and m.to_move == 0 and not v["trick"]:
            return m
        m.play(rng.choice(m.legal_actions()))


@pytest.mark.ui
@pytest.mark.parametrize("n,tricks", [(4, 9), (5, 7), (3, 12)])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_won_tricks_show_a_stack_that_grows_and_their_count(n, tricks, size):
    """A seat's won tricks were packets 9 pixels apart in a fixed room, closing up to one back where it was
    short (yours at five seats), with no count near them: each pile is now a stack one step thicker a trick,
    with its count beside it, in words no piece covers."""
    from tests.ui_helpers import match_board
    m = _mid_hand(n, tricks)
    app, scene = match_board(m, size=size, animation="instant")
    try:
        steps(app, 5)
        px = scene.metrics.px
        won = {}
        for trick in m.game.view(m.state, 0)["tricks"]:
            won[trick["winner"]] = won.get(trick["winner"], 0) + 1
        assert won
        labels = [x for x in scene.table.decor if hasattr(x, "text_rect")]
        pieces = [p.home for p in scene.table.pieces]
        for seat, count in won.items():
            packets = {tuple(p.home) for p in scene.table.pieces if p.zone == f"won:{seat}"}
            assert len(packets) == count, (seat, count, packets)     # a packet a trick, none on another
            rects = [pygame.Rect(r) for r in packets]
            stack = rects[0].unionall(rects[1:])
            w, h = rects[0].size
            # the stack's thickness grows with the count (right and up, as the room allows)
            assert (stack.w - w) + (stack.h - h) >= (count - 1) * px(1.5), (seat, count, stack)
            said = [x for x in labels if str(count) in x.text.split()
                    and x.text_rect().inflate(px(80), px(40)).colliderect(stack)]
            assert said, (seat, count, [x.text for x in labels])
            for x in said:
                r = x.text_rect()
                assert r.h >= 11 and x.bold, (x.text, r)             # readable: bold, 11 px or more
                assert r.collidelist(pieces) == -1, (x.text, r)      # no card over it
    finally:
        close_board(app)


def _last_card(seed=7, target=150):
    """You against three normal bots, your turn with your hand's last card (hand 1's last trick)."""
    import random
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:You"] + ["bot:normal"] * 3, seed, {"target": target})
    rng = random.Random(seed)
    while not (m.to_move == 0 and m.game.view(m.state, 0)["phase"] == "play"
               and len(m.game.view(m.state, 0)["hand"]) == 1):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_the_one_person_lets_the_bots_finish_a_long_game_at_a_hands_result():
    """A game to 500 is long: at a hand's result the one person at a table of bots is offered Let the bots
    finish (the kit's, F); a normal bot then plays their seat too, at once, to the game's end, and the
    summary says the bots finished it."""
    from quash_table.ui.out_choice import FOR_YOU_NOTE, STAND_IN_LEVEL
    from tests.ui_helpers import centre, click, find, match_board, step_until
    m = _last_card()
    app, scene = match_board(m, round_pause=True, settled=False)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        ids = [b.id for b in scene.hud.buttons]
        assert "hud:finish" not in ids, ids             # not offered mid-hand (a hand's result offers it)
        key(app, pygame.K_RETURN, frames=3)             # your last card
        step_until(app, lambda: s.showing_result(), timeout=60)
        steps(app, 3)
        finish = find(scene.layout_info()["objects"], "hud:finish")
        assert finish["enabled"] and finish["label"] == "Let the bots finish", finish
        made = len(m.actions)
        click(app, centre(finish["rect"]), frames=3)
        # session 23: asked first (ui/screens/finish_confirm.py), then the dialog's Let the bots finish
        click(app, centre(find(app.top.layout_info()["objects"], "finish:confirm")["rect"]), frames=3)
        assert s.stand_ins == {0: STAND_IN_LEVEL} and m.seats[0]["kind"] == "human"
        assert not s.my_turn() and not s.screen_legal()     # nothing asks you to move meanwhile
        assert not s.can_undo() and not s.waiting_for_undo()  # the stand-in's moves are not yours to undo
        step_until(app, lambda: m.over, timeout=120)
        assert 0 in m.actors[made:]                      # the stand-in played your seat
        step_until(app, lambda: s.showing_result() or scene.summary_up(), timeout=30)
        if not scene.summary_up():
            steps(app, 95)
            key(app, pygame.K_RETURN, frames=3)          # the last hand's result: Next, the summary
        step_until(app, scene.summary_up, timeout=30)
        steps(app, 3)
        summary = find(scene.layout_info()["objects"], "summary")
        # session 22 (qw2): from where, and how much of your play was the bot's; the heading says it too
        note = summary["notes"][0]
        assert note.startswith(FOR_YOU_NOTE[:FOR_YOU_NOTE.index(" to the end")] + " from hand "), note
        assert summary["heading"].startswith("Your seat ") and summary["heading"].endswith(" \u2014 a bot finished the game for you"), summary["heading"]
        assert not scene.out_choice.finishing() and "finishing" not in scene.hud.status()   # it is over
    finally:
        close_board(app)


@pytest.mark.ui
def test_let_the_bots_finish_is_not_offered_at_a_shared_screen():
    import random
    from quash_table.engine.match import Match
    from tests.ui_helpers import match_board
    m = Match("quadwar", ["human:Ann", "human:Bob", "bot:easy"], 3, {"target": 150})
    rng = random.Random(3)
    while m.game.view(m.state, None)["hand_no"] == 1:
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, round_pause=True, settled=False)
    try:
        steps(app, 30)
        assert not scene.offers_bots_finish()
        assert "hud:finish" not in [b.id for b in scene.hud.buttons]
    finally:
        close_board(app)


def _section(text, heading):
    part = text.split(f"## {heading}\n", 1)[1]
    return part.split("\n## ", 1)[0].strip()


def test_on_the_table_is_short_points_a_new_player_reads():
    """The rules page's "On the table" was one paragraph of twelve lines: it is now a list of short points,
    each led by what it is about."""
    from quash_table.ui.rules_files import rules_text
    lines = [line for line in _section(rules_text("quadwar"), "On the table").splitlines() if line.strip()]
    assert len(lines) >= 8 and all(line.startswith("- **") for line in lines), lines
    for line in lines:
        assert len(line) <= 330 and line.count(". ") <= 3, line


def test_the_bags_rule_is_worded_once():
    """The bags rule was worded three ways (the rules page twice, "extra tricks add up to 10" and "a running
    total ... reaches or passes a multiple of 10"; New game's "overtricks add up to 10"; the pad's and the
    result's keys): every place now reads bag_words."""
    from pathlib import Path
    from quash_table.games import get_game
    from quash_table.games.quadwar import painters
    from quash_table.games.quadwar.bag_words import BAGS_COST_BRIEF, BAGS_COST_KEY, BAGS_OPTION_HELP, BAGS_RULE
    from quash_table.ui.rules_files import rules_text
    raw = (Path(__file__).resolve().parent.parent / "assets" / "rules" / "quadwar.md").read_text(encoding="utf-8")
    assert raw.count("{{bags_rule}}") == 1
    page = rules_text("quadwar")
    assert "{{" not in page and BAGS_RULE[1:] in page
    for other in ("add up to 10", "overtricks", "multiple of 10"):
        assert other not in page, other
    bags = next(o for o in get_game("quadwar").options if o.key == "bags")
    assert bags.help == BAGS_OPTION_HELP and bags.short_help is None    # one line, so no tooltip repeats it
    assert BAGS_COST_KEY in BAGS_OPTION_HELP         # one line under the tick box (test_ui_shell_review14)
    assert BAGS_COST_BRIEF in painters.BAGS_RULE
    assert BAGS_COST_KEY in painters.BAGS_LEGEND      # session 25: the result's key in its plainer words
