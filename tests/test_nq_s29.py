"""Session 29, NumberQuash for a new player: H pressed in the middle of a 12 hints a step on the table (it
hinted a 12 of other quashers, which no step could show, and nothing appeared); headless."""

import random

from quash_table.games.numberquash.bots import NormalBot
from quash_table.games.numberquash.composer import PUT_BACK_FIRST, NumberQuashComposer, cell_key, quasher_key
from tests.test_numberquash_rules import G, make, row

OTHERS = ("blue", "yellow", "green", "orange", "pink")


def _table(seed, seats):
    """A random table, yours (red) with a 12 banked before rolling."""
    rng = random.Random(seed)
    octs = {c: row(open0=set(rng.sample(range(1, 10), rng.randint(3, 8))),
                   open1=set(rng.sample(range(1, 10), rng.randint(3, 9))), letter=c[0])
            for c in ("red",) + OTHERS[:seats - 1]}
    return make(seats=seats, octagons=octs, bonus={"red": [0, rng.randint(0, 1), 1]}), rng


def _half_built(seed, seats):
    """The composer with one quasher of a 12 taken (a random one, onto a random open cell of yours)."""
    state, rng = _table(seed, seats)
    view, legal = G.view(state, 0), G.legal_actions(state)
    c = NumberQuashComposer(view, legal)
    if c.ix.steal11:
        c.press("mode:12")
    st = c.stealing()
    v = rng.choice(st.victims)
    frm, to = rng.choice(sorted(st.covered[v])), rng.choice(sorted(st.mine_open))
    assert c.drop(quasher_key(frm), cell_key(to)).kind == "step"
    return c, view, legal


def _hint(c, view, legal):
    """The hint bot's move as the session asks it (session_hints._building: the finishes added)."""
    building = c.building()
    bot = NormalBot(G, 0)
    bot.for_person = True
    return bot.choose(dict(view, building=list(building)), list(legal) + [a for a in building if a not in legal])


def test_h_in_the_middle_of_a_twelve_hints_its_next_steal():
    # at every one of these seeds the hint was a 12 from other quashers: next_step None, nothing shown
    for seed in range(8):
        for seats in (3, 6):
            c, view, legal = _half_built(seed, seats)
            action = _hint(c, view, legal)
            assert action["type"] == "bonus" and action["value"] == 12, (seed, seats, action)
            taken = {(st["seat"], tuple(st["from"]), tuple(st["to"])) for st in action["steals"]}
            assert set(c.steals) <= taken, (seed, seats, c.steals, action)
            step = c.next_step(action)
            assert step is not None and step[0] == "drop", (seed, seats, step)
            G.apply(_state(seed, seats), action)      # the rules take it


def _state(seed, seats):
    return _table(seed, seats)[0]


def test_a_hint_that_does_not_finish_the_twelve_first_puts_its_quashers_back():
    c, view, legal = _half_built(1, 6)
    other = next(a for a in legal if a["type"] == "bonus" and a["value"] == 12
                 and not set(c.steals) <= {(st["seat"], tuple(st["from"]), tuple(st["to"])) for st in a["steals"]})
    assert c.next_step(other) == ("press", "clear")
    assert c.first_words(other) == PUT_BACK_FIRST
    assert c.first_words(_hint(c, view, legal)) is None


# --- the bots' turns followable (the kit's turn rest, the marks of every cell covered since your move) ------
TURN_END_LEAST = 1.2        # seconds a bot's turn of several moves rests at least at the normal pace (session 29)

def test_a_bots_turn_of_several_moves_rests_longer_before_the_next_seat():
    from quash_table.ui.turn_rest import turn_end_share
    bot = {1, 2}.__contains__
    # Bot 2 rolled and covered (two moves), Bot 3 to move: the table rests at least TURN_END_LEAST
    share = turn_end_share([0, 1, 1], 2, bot, 0.8)
    assert 0.8 * (1 + share) >= TURN_END_LEAST
    assert turn_end_share([0, 1, 1], 1, bot, 0.8) == 0.0      # the same bot goes on (a double)
    assert turn_end_share([0, 1], 2, bot, 0.8) == 0.0         # a turn of one move: the pace alone
    assert turn_end_share([1, 0, 0], 1, bot, 0.8) == 0.0      # your own turn ended: you saw it
    assert turn_end_share([0, 1, 1], 2, bot, 0.0) == 0.0      # instant stays instant


def test_the_session_waits_the_turn_rest_after_a_bots_roll_and_cover():
    from quash_table.engine.match import Match
    from quash_table.ui.session import MatchSession
    m = Match("numberquash", ["human", "bot:normal", "bot:normal"], 3, {"order": [1, 2, 0]})
    bot = NormalBot(G, 1)
    while m.to_move == 1:
        m.play(bot.choose(G.view(m.state, 1), m.legal_actions()))
    s = MatchSession(m, autosave=False)
    try:
        assert m.to_move == 2 and m.actors.count(1) >= 2
        assert s.bot_wait() >= TURN_END_LEAST
    finally:
        s.close()


# --- the hint's arrow keeps off your cells' numbers ---------------------------------------------------------

def test_the_hint_arrow_goes_round_your_cells_numbers():
    # "cover left red 8" after a roll of 6 and 2: the arrow ran from the dice over your right octagon's 8, 1
    # and 2 and the left one's 1 and 2 (session 29); it crosses none of them now, only its target's
    import pygame
    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, key, match_board, settle, steps
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]})
    app, scene = match_board(m, bot_pace="instant")
    try:
        key(app, pygame.K_r)
        settle(app, scene)
        steps(app, 5)
        for cell in (("red", 0, 8), ("red", 0, 9), ("red", 1, 7)):
            action = next((a for a in m.legal_actions() if a["type"] == "place"
                           and [tuple(c) for c in a["cells"]] == [cell]), None)
            if action is None:
                continue
            scene.hints.display(action, "")
            steps(app, 3)
            legs = scene.hints.arrow_drawn()[0]
            assert legs, cell
            target = scene.table.target_by_id[scene.hints.current["target"]].rect
            cells = [pygame.Rect(g["rect"]) for g in scene.table_geo.values() if g["mine"]]
            numbers = [r.inflate(-r.w // 3, -r.h // 3) for r in cells if not r.colliderect(target)]
            assert len(numbers) == 17
            # (session 61: straight or one gentle bend, over the numbers it crosses: round them it ran past its cell
            # to the window's edge and hooked back, review 60)
            from quash_table.ui.hint_way import gentle
            assert gentle([legs[0][0]] + [v for _, v in legs]), (cell, legs)
    finally:
        close_board(app)


# --- a long tooltip in lines ----------------------------------------------------------------------------------

def test_a_badges_tooltip_at_six_seats_is_wrapped(monkeypatch):
    # at 6 seats, 1024x640, the missed-turn counters' tip was one line across the table (session 29)
    import pygame
    from quash_table.ui.hud_tips import TIP_WIDEST
    from tests.test_nq_s27 import made_match
    from tests.ui_helpers import close_board, hover_for_tip, match_board
    state = make(seats=6, bonus={"red": [1, 0, 0]})
    m = made_match(state, ["human"] + ["bot:normal"] * 5)
    m.play({"type": "bonus", "value": 10, "effect": "block", "seat": 4})
    app, scene = match_board(m, size=(1024, 640))
    try:
        spot = next(s for s in scene.table.tips if s.id == "skips:4")
        words, rect = hover_for_tip(app, scene, spot.rect.center, monkeypatch)
        assert words.startswith("Bot 5 misses its next turn"), words
        px = scene.metrics.px
        assert rect.w <= px(TIP_WIDEST) + px(20), rect
        assert rect.h >= 2 * 13, rect        # in lines
        assert pygame.Rect(0, 0, 1024, 640).contains(rect) and not rect.colliderect(spot.rect), (rect, spot.rect)
    finally:
        close_board(app)


# --- the keyboard focus moves off a greyed button -------------------------------------------------------------

def test_the_focus_ring_leaves_the_greyed_roll_for_the_dice():
    # Tab to Roll, Enter: the ring stayed on the greyed Roll (session 29); it goes to the dice rolled
    import pygame
    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, key, match_board, settle, steps
    m = Match("numberquash", ["human", "bot:normal"], 1, {"order": [0, 1]})
    app, scene = match_board(m, bot_pace="instant")
    try:
        for _ in range(6):
            if scene.input.key_button == "roll" or any(
                    b.id == scene.input.key_button and b.press == "roll" for b in scene.table.buttons):
                break
            key(app, pygame.K_TAB)
        roll = next(b for b in scene.table.buttons if b.id == scene.input.key_button)
        assert roll.press == "roll", roll.id
        key(app, pygame.K_RETURN)
        settle(app, scene)
        steps(app, 3)
        assert m.actions and m.actions[-1]["type"] == "roll"
        focused = [b for b in scene.table.buttons if b.id == scene.input.key_button]
        assert not any(not b.enabled for b in focused), "the ring on a greyed button"
        assert scene.drag.selected is not None or focused, "the focus went nowhere"
        if scene.drag.selected is not None:
            assert scene.drag.legal_targets(scene.table.piece_by_id[scene.drag.selected])
    finally:
        close_board(app)


# --- the header's tips keep off the header's words ------------------------------------------------------------

def test_the_header_tips_keep_off_the_headers_words_at_1024(monkeypatch):
    # at 1024x640 and six seats Hint's tip lay in the header over "You 0/18 · level with 5 others" (session 29)
    import pygame
    from quash_table.ui.hud import LIT_TIP_WAIT
    from tests.test_nq_s27 import made_match
    from tests.ui_helpers import DT, close_board, match_board, post, steps
    m = made_match(make(seats=6), ["human"] + ["bot:normal"] * 5)
    app, scene = match_board(m, size=(1024, 640))
    try:
        hud = scene.hud
        assert hud.word_rects
        seen = []
        for bid in ("hud:hint", "hud:log", "hud:scores", "hud:undo"):
            btn = next((b for b in hud.buttons if b.id == bid and b.rect.w), None)
            if btn is None:
                continue
            pos = btn.rect.center
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda pos=pos: pos)
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            steps(app, int(LIT_TIP_WAIT / DT) + 3)
            if hud.tip is None:
                assert bid != "hud:hint", "no tooltip"
                continue
            rect = hud.tip[1]
            seen.append(bid)
            assert not any(rect.colliderect(r) for r in hud.word_rects), (bid, rect, hud.word_rects)
            post(pygame.MOUSEMOTION, pos=(500, 400), rel=(0, 0), buttons=(0, 0, 0))
            monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (500, 400))
            steps(app, 2)
        assert len(seen) >= 2, seen
    finally:
        close_board(app)
