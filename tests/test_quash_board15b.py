"""QUASH board fixes after review 15 (advanced), driven through the board (headless, dummy video driver)."""

import pytest

from tests.ui_helpers import close_board, settle

pytestmark = pytest.mark.ui


def _at_home(scene, code):
    p = scene.table.piece_by_id[f"r1:{code}"]
    return all(abs(a - b) <= 0.5 for a, b in zip(p.pos, p.home))


def test_the_menu_opened_mid_swap_shows_the_board_put_back_behind_it():
    """Review 15 (31.png): the menu said 'Swap put back: 3 of diamonds is in your hand' while behind it the
    card still lay on the spot and was missing from the hand: the board stops updating under the menu, so
    the glide back was frozen at its start. The pieces lie where the put-back position has them."""
    from tests.test_quash_scene import _chain_board, _zone, target
    from tests.ui_helpers import click, drag, grab
    app, scene, m = _chain_board()
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        menu = next(b for b in scene.hud.buttons if b.id == "hud:menu")
        click(app, menu.rect.center)
        assert app.top is not scene and scene.composer.chain is None
        assert _zone(scene, "KH") == "hand:0" and _zone(scene, "JH") == "spot:RED:2"
        for _ in range(10):
            app.step(1 / 60)                     # the menu is up: the board under it does not move
        assert _at_home(scene, "KH") and _at_home(scene, "JH")
        assert all(_at_home(scene, p.id.split(":", 1)[1]) for p in scene.table.pieces if p.id.startswith("r1:"))
    finally:
        while app.top is not scene and len(app.scenes) > 1:
            app.pop()
        close_board(app)


def _two_moved_cards_on_one_spot():
    """4 players: the person to move after the other seats' chains moved two cards onto one of BLACK's
    double spots (a random game, seeded: chains are taken when there are any, mostly)."""
    import random

    from quash_table.engine.match import Match
    m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], 1, {"variant": "advanced"})
    rng = random.Random(1)
    while True:
        legal = m.legal_actions()
        if m.to_move == 0 and m.state.phase == "play":
            v = m.game.view(m.state, 0)
            mv = moved_since_mine(v)
            spots = [(s, k) for s in (0, 1) for k in range(9) if sum(c in mv for c in v["board"][s][k]) >= 2]
            if spots:
                return m, spots[0], mv
        swaps = [a for a in legal if "swap" in a]
        m.play(rng.choice(swaps) if swaps and rng.random() < 0.7 else rng.choice(legal))


def test_two_moved_cards_on_one_spot_get_one_readable_tag_not_two_overlapping():
    """Review 15 (i_6_zoom.png, 1024x640): the covered card's "moved" tag ran under the next card's, and
    the two read "movedred". Overlapping tags are one tag over both cards; each card keeps its frame."""
    from quash_table.games.quash.over_pieces import card_marks, moved_marks
    from tests.ui_helpers import match_board
    m, (side, k), moved = _two_moved_cards_on_one_spot()
    # a card laid since your play and moved after is marked "new" (the moved marks are the others)
    moved_only = set(moved) - set(laid_since_mine(m.game.view(m.state, 0)))
    for size in ((1024, 640), (1280, 800)):
        app, scene = match_board(m, size=size)
        try:
            marks = moved_marks(scene)
            assert len(marks) == len(moved_only)
            marks = [(frame, tag) for frame, tag, _ in card_marks(scene)]      # "new" and "moved" alike
            tags = [t for _, t in marks if t is not None]
            assert len(tags) < len(marks)          # the two on one spot share a tag
            for i, a in enumerate(tags):
                assert all(not a.colliderect(b) for b in tags[i + 1:]), (a, tags)
            on_spot = [f for f, _ in marks if any(
                f.contains(p.rect) for p in scene.table.pieces if p.zone.endswith(f":{k + 1}")
                and p.zone.startswith(f"spot:{['RED', 'BLACK'][side]}"))]
            union = on_spot[0].unionall(on_spot[1:])
            assert any(union.contains(t) for t in tags)
        finally:
            close_board(app)


def test_the_card_a_bot_just_laid_is_marked_new_until_you_play():
    """Review 15 (a_3.png): only the cards a bot's chain moved were marked, not the card it laid (the 8♦ on
    spot 8). It is framed with a "new" tag where it lies, in either game, and the mark goes with your play."""
    import random

    from quash_table.engine.match import Match
    from quash_table.games.quash.over_pieces import card_marks
    from tests.ui_helpers import drag, grab, match_board, target_rect
    for variant in ("advanced", "basic"):
        m = Match("quash", ["human", "bot:random"], 5, {"variant": variant})
        rng = random.Random(5)
        while not (m.to_move == 0 and m.state.phase == "play" and len(m.state.history) >= 3):
            m.play(rng.choice(m.legal_actions()))
        laid = m.game.view(m.state, 0)["history"][-1]
        assert laid["seat"] == 1
        app, scene = match_board(m)
        try:
            rnd = m.state.round
            marks = card_marks(scene)
            new = [frame for frame, _, word in marks if word == "new"]
            assert len(new) == 1 and new[0].contains(scene.table.piece_by_id[f"r{rnd}:{laid['card']}"].rect)
            assert any(t is not None and "new" in w for _, t, w in marks)
            # your play (a drag of a hand card onto a spot it may go to) takes the mark away
            n = len(m.actions)
            hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
            for p in hand:
                lit = scene.drag.legal_targets(p)
                spots = [t for t in lit if t.startswith("spot:")]
                if spots:
                    drag(app, grab(scene, p.id), target_rect(scene, spots[0]).center)
                    break
            if scene.composer is not None and scene.composer.confirm is not None:
                scene.compose(scene.composer.press("play_anyway"))
            assert len(m.actions) == n + 1 and m.to_move == 1       # yours played, the bot's not yet
            scene.rebuild()
            assert not [w for _, _, w in card_marks(scene) if "new" in w]
        finally:
            close_board(app)


def test_the_header_says_the_deal_while_it_flies_in_then_your_turn():
    """Review 15 (22.png, 03.png): just after a bot's deal the header said "Bot 2 (normal) is thinking…"
    until every dealt card had landed. It then said "Your turn" over the cards still flying in (new
    players, s18). While the deal flies the header says it ("Dealing round 2…"); "Your turn" once your
    hand has landed."""
    import random

    from quash_table.engine.match import Match
    from tests.ui_helpers import match_board
    m = Match("quash", ["human", "bot:easy"], 2, {"variant": "advanced", "dealer": 1})
    rng = random.Random(2)
    while not (m.state.phase == "deal" and m.to_move == 1):
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, settled=False, animation="normal")
    try:
        flying = 0
        for _ in range(60 * 8):
            app.step(1 / 60)
            hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
            if m.state.phase == "play" and m.to_move == 0 and any(scene.tweens.has(p.id) for p in hand):
                flying += 1
                assert scene.hud.status() == f"Dealing round {m.state.round}\u2026", scene.hud.status()
            elif m.state.phase == "play" and flying:
                assert scene.hud.status().startswith("Your turn"), scene.hud.status()
                break
        assert flying > 5           # the deal was seen flying in
    finally:
        close_board(app)


def test_a_covered_card_is_a_wide_target_at_1024x640_and_is_raised_whole_when_aimed_at():
    """Review 15 (50.png): at 1024x640 a covered card's swap target was its visible strip, 16 px wide. A card
    dragged over a covered card draws that card whole over the one covering it, with the tag saying it is the
    one swapped out. Session 48/49, one plain rule: each card swaps by all of its face in view, full height (this
    test held the cards sharing the spot's width, each at least 28 px: rewritten; what is drawn on top where
    the pointer is, is what a drop there does)."""
    import pygame

    from quash_table.engine.match import Match
    from quash_table.games.quash import over_pieces
    from tests.test_quash_rules import advanced_log
    from tests.ui_helpers import grab, match_board, post, steps
    options, stacked, actions, _ = advanced_log(
        ["QH", "KH", "AH", "9C", "10C", "5S"], [], red_plays=[("QH", 1), ("KH", 1), ("AH", 1), ("9C", 2),
                                                             ("10C", 2)])
    m = Match("quash", ["human", "bot:easy"], 4, options, stacked, actions)
    app, scene = match_board(m, size=(1024, 640))
    try:
        for code, over in (("QH", "KH"), ("KH", "AH"), ("AH", None), ("9C", "10C"), ("10C", None)):
            r, card = scene.table.target_by_id[f"swap:{code}"].rect, scene.table.piece_by_id[f"r1:{code}"].rect
            right = scene.table.piece_by_id[f"r1:{over}"].rect.x if over else card.right
            assert r == pygame.Rect(card.x, card.y, right - card.x, card.h), (code, r, card)
        # the K of hearts, in the middle of spot 1, aimed at its strip: raised whole over the A
        kh = scene.table.piece_by_id["r1:KH"]
        tgt = scene.table.target_by_id["swap:KH"].rect
        aim = (tgt.centerx, tgt.bottom - 6)
        hand = next(p for p in scene.table.pieces if p.zone == "hand:0" and "swap:KH" in scene.drag.legal_targets(p))
        start = grab(scene, hand.id)
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        for i in range(1, 9):
            pos = (start[0] + (aim[0] - start[0]) * i // 8, start[1] + (aim[1] - start[1]) * i // 8)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            steps(app, 1)
        assert over_pieces.raised_card(scene) is kh
        assert over_pieces.drop_tag(scene)[0].startswith("swap: K\u2665 out, ")
        post(pygame.MOUSEBUTTONUP, pos=aim, button=1)
        steps(app, 1)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "KH"
    finally:
        close_board(app)


def test_your_plate_keeps_its_card_count_at_1024x640_the_turn_words_give_way_first():
    """Review 15 (49_10.png): at 1024x640 with four players your plate said "You · to move", its count
    gone. The count stays; "to move" gives way (the gold frame says whose turn it is)."""
    import random

    from quash_table.engine.match import Match
    from tests.test_quash_scene import _label_rects
    from tests.ui_helpers import match_board
    m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], 2, {"variant": "advanced"})
    rng = random.Random(2)                       # (you deal round 1: "13 cards · dealer · to move")
    while not (m.to_move == 0 and m.state.phase == "play"):
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, size=(1024, 640))
    try:
        n = m.game.view(m.state, 0)["hand_counts"][0]
        g = scene._deco["g"]
        words = [x for x, _ in _label_rects(scene, g["header"]["bottom"])]
        assert "You" in words
        assert any(x.startswith(f"{n} card") for x in words), words
    finally:
        close_board(app)


@pytest.mark.parametrize("card", ["JS", "JH"])
def test_the_header_says_the_tiebreaker_on_show_not_scoring(card):
    """QUASH basic review 15 (47.png): with a tiebreaker pair face up, the header said "Scoring…" and named
    nothing to press. It says the tiebreaker and its key (Enter goes on at once), as the prompt does."""
    import pygame

    from tests.test_quash_scene import _tie_on_spot_9
    from tests.ui_helpers import drag, grab, key, match_board, steps, target_rect
    m = _tie_on_spot_9()
    app, scene = match_board(m, round_pause=True)
    try:
        rnd = m.state.round
        drag(app, grab(scene, f"r{rnd}:{card}"), target_rect(scene, "tiebreak").center)
        key(app, pygame.K_RETURN)
        steps(app, 60)
        assert scene.scoring_show.waiting and "Enter" in scene.table.prompt
        status = scene.hud.status()
        assert "Tiebreaker on spot 9" in status and "Enter" in status, status
        assert not any(b.id == "hud:summary" for b in scene.hud.buttons)
    finally:
        close_board(app)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_a_spot_that_can_no_longer_be_proper_is_tagged_on_the_board_during_play(variant):
    """QUASH basic review 15 (18.png): BLACK's spot 7 with 2, 9, 10 was said to fail in the log only. During
    play each spot (either side) whose cards can no longer make a proper sequence carries a tag at its foot:
    FAILS, or in the advanced game "can mend" while a later swap can still mend it; no other spot does."""
    import random

    from quash_table.engine.match import Match
    from quash_table.games.quash.sequences import can_become_proper
    from tests.ui_helpers import match_board
    m = Match("quash", ["human", "bot:random"], 7, {"variant": variant})
    rng = random.Random(7)

    def failing(state):
        return [(s, k) for s in (0, 1) for k in range(9)
                if len(state.board[s][k]) > 1 and not can_become_proper(list(state.board[s][k]), k + 1)]

    while not (m.to_move == 0 and m.state.phase == "play" and failing(m.state)):
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m)
    try:
        g = scene._deco["g"]
        tags = [(r, text) for r, text, *_ in scene._fail_tags]
        assert all(text in ("FAILS", "can mend") for _, text in tags)
        want = failing(m.state)
        assert len(tags) == len(want), (tags, want)
        for s, k in want:
            frame = g["spots"]["bottom" if s == scene._bottom else "top"][k]
            assert any(frame.collidepoint(r.midbottom[0], r.bottom - 2) for r, _ in tags), (s, k)
    finally:
        close_board(app)


def test_a_prompt_longer_than_the_table_wraps_inside_it():
    """QUASH basic review 15 (54.png, 4 players at 1280x800): "Tiebreaker on spot 9: K of diamonds beats Q
    of diamonds, BLACK wins the spot (+1) — Next (Enter)" ran in one line from the window's left edge to
    the move log. A prompt wraps to the table's width, a margin clear of its edges."""
    import random

    from quash_table.engine.match import Match
    from tests.ui_helpers import match_board
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], 1, {})
    rng = random.Random(1)
    while not (m.to_move == 0 and m.state.phase == "play"):
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m)
    try:
        scene.table.prompt = ("Tiebreaker on spot 9: K of diamonds beats Q of diamonds, BLACK wins the spot (+1) "
                              "\u2014 Next (Enter), and a little more so it is surely too long")
        _, area, _ = scene.areas()
        r, lines = scene.painter.pill_rect(scene.table.prompt, scene.painter._prompt_pos(), 17)
        assert len(lines) >= 2
        assert area.inflate(-scene.metrics.px(8), -scene.metrics.px(8)).contains(r), (r, area)
    finally:
        close_board(app)


# What the view's history says the other seats laid and moved since seat 0's play: the test's own account,
# checked against the kit's marks, which read the moves and their events (ui/recent_marks.py).
def moved_since_mine(view):
    out = []
    for h in reversed(view["history"]):
        if h["seat"] == view["seat"]:
            break
        for card, _ in reversed(h.get("swap") or ()):
            if card not in out:
                out.append(card)
    return out[::-1]


def laid_since_mine(view):
    out = []
    for h in reversed(view["history"]):
        if h["seat"] == view["seat"]:
            break
        if h.get("card"):
            out.append(h["card"])
    return out[::-1]
