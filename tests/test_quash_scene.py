"""The QUASH board driven by real pygame mouse and keyboard events (headless, dummy video driver)."""

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.game import IllegalAction
from quash_table.engine.match import Match
from quash_table.games.quash.rules import history_entry
from quash_table.games.quash.scoring_show import score_steps
from quash_table.ui.tables import board_for_match
from quash_table.ui.session import MatchSession
from tests.ui_helpers import (ask_hint, board, button, click, close_board, drag, grab, key, make_app, open_board, post,
                              settle, step_until, steps, target_rect)

from .test_quash_rules import advanced_log, four_player_deck, four_player_tie

pytestmark = pytest.mark.ui

# `quash_stacked` (tests/conftest.py): a two-seat QUASH board where you hold 2H and KS first.


target = target_rect


def test_a_card_dragged_onto_a_spot_is_played(quash_stacked):
    app, scene = quash_stacked
    match = scene.session.match
    assert match.to_move == 0 and not match.actions
    rnd = match.state.round
    # every spot of your side lights for the card you hold
    info = scene.layout_info()
    card = next(o for o in info["objects"] if o["id"] == f"r{rnd}:2H")
    assert card["zone"] == "hand:0" and sorted(card["targets"]) == sorted(f"spot:{k}" for k in range(1, 10))
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    assert match.actions[0] == {"type": "play", "card": "2H", "spot": 2}
    settle(app, scene)
    assert scene.table.piece_by_id[f"r{rnd}:2H"].zone == "spot:RED:2"


def test_a_failing_placement_asks_first(quash_stacked):
    app, scene = quash_stacked
    match = scene.session.match
    rnd = match.state.round
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    settle(app, scene)                                   # the bot answers
    assert match.to_move == 0 and len(match.actions) == 2
    # K of spades onto 2 of hearts on a double can never be proper: the board asks, the rules wait
    drag(app, grab(scene, f"r{rnd}:KS"), target(scene, "spot:2").center)
    steps(app, 2)
    assert len(match.actions) == 2
    ids = {b.id for b in scene.table.buttons}
    assert {"confirm:play", "confirm:cancel"} <= ids
    assert "will be FAILED" in scene._modal["lines"][0] or any("FAILED" in line for line in scene._modal["lines"])
    before = match.state
    click(app, button(scene, "confirm:cancel").rect.center)
    assert len(match.actions) == 2 and match.state is before
    assert "confirm:play" not in {b.id for b in scene.table.buttons}
    # again, and this time play it anyway
    settle(app, scene)
    drag(app, grab(scene, f"r{rnd}:KS"), target(scene, "spot:2").center)
    steps(app, 2)
    click(app, button(scene, "confirm:play").rect.center)
    assert match.actions[2] == {"type": "play", "card": "KS", "spot": 2}
    assert "confirm:play" not in {b.id for b in scene.table.buttons}


def test_the_keyboard_confirms_too(quash_stacked):
    app, scene = quash_stacked
    match = scene.session.match
    rnd = match.state.round
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    settle(app, scene)
    pid = f"r{rnd}:KS"
    movable = [p.id for p in scene.drag.movable()]
    for _ in range(movable.index(pid) + 1):
        key(app, pygame.K_TAB)
    assert scene.drag.selected == pid
    key(app, pygame.K_2)                                  # spot 2
    key(app, pygame.K_RETURN)
    assert len(match.actions) == 2 and _composing(scene)[1] is not None
    key(app, pygame.K_ESCAPE)                             # cancel
    assert _composing(scene)[1] is None and len(match.actions) == 2


def _composing(scene):
    """(swap chain, failing placement asked) of the move being built on the board's composer."""
    c = scene.composer
    return (c.chain, c.confirm) if c is not None else (None, None)


def _hands_hidden(scene, seat):
    for o in scene.layout_info()["objects"]:
        zone = o.get("zone", "")
        if zone.startswith("hand:") and zone != f"hand:{seat}":
            assert "card" not in o, o


@pytest.mark.parametrize("seats", [2, 4])
def test_the_layout_never_shows_another_hand(seats):
    app = make_app(animation="instant")
    names = ["human"] + ["bot:easy"] * (seats - 1)
    scene = board(app, "quash", names, seed=11)
    match = scene.session.match
    seen = 0
    for _ in range(80):
        settle(app, scene, timeout=20)
        _hands_hidden(scene, 0)
        objs = scene.layout_info()["objects"]
        partner = [o for o in objs if o.get("zone") == "hand:2"]
        if seats == 4:
            assert all("card" not in o for o in partner)
        seen += 1
        if match.over or match.state.round > 1:
            break
        legal = match.legal_actions()
        if match.to_move != 0 or not legal:
            continue
        scene.act(legal[0])
    assert seen > 5 and (match.over or match.state.round > 1)   # through a whole round and its scoring
    app.pop()
    pygame.display.quit()


def test_scoring_steps_move_one_point_at_a_time():
    events = [{"type": "spot", "points": [1, 0], "scores": [1, 0]},
              {"type": "spot", "points": [1, 0], "scores": [2, 0]},
              {"type": "failed_bonus", "points": [1, 0], "scores": [3, 0]},
              {"type": "quash", "points": [2, 0], "scores": [5, 0]},
              {"type": "spot", "points": [1, 1], "scores": [6, 1]},
              {"type": "round_end", "scores": [6, 1]}]
    base, st = score_steps(events, [6, 1])
    assert base == [0, 0]
    assert [s["scores"] for s in st] == [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 1], [6, 1]]


# --- tiebreakers --------------------------------------------------------------------------------------
# A whole round stacked so that spot 9 ties (9H against 9S) and nothing else does. BLACK (seat 1, an easy
# bot that always lays its highest leftover) deals, so BLACK plays and chooses tiebreakers first. RED keeps
# JS and JH, BLACK keeps JC and 10C (its two highest): J against J is equal, then JH beats 10C.
TIE_DECK = ("10C,JS,9S,9H,JC,JH,5C,7S,8C,KS,QH,2C,KD,KH,QS,4C,3C,7D,5D,2S,10H,6S,8H,2H,4D,AD,6D,5H,6C,3S,JD,"
            "9C,7C,10S,AC,8S,QD,3D,4S,3H,7H,AH,10D,6H,5S,AS,8D,QC,4H,KC,2D,9D").split(",")
TIE_KEEP = {0: ("9H", "JS", "JH"), 1: ("9S", "JC", "10C")}


def _tie_on_spot_9():
    """The match above, played to the tiebreaker on spot 9: each side lays its 9 on spot 9 and otherwise
    its highest card it need not keep on the lowest open spot."""
    from quash_table.engine.match import Match
    from quash_table.games.quash.rules import RV
    m = Match("quash", ["human", "bot:easy"], 5, {"dealer": 0}, TIE_DECK)
    while m.state.phase == "play":
        seat = m.to_move
        nine = TIE_KEEP[seat][0]
        legal = m.legal_actions()
        if {"type": "play", "card": nine, "spot": 9} in legal:
            m.play({"type": "play", "card": nine, "spot": 9})
            continue
        m.play(min((a for a in legal if a["spot"] != 9 and a["card"] not in TIE_KEEP[seat]),
                   key=lambda a: (-RV[a["card"]], a["spot"])))
    assert m.state.phase == "tiebreak" and m.state.tb_spot == 8
    return m


def _tiebreak_cards(scene):
    return {o["zone"]: o.get("card") for o in scene.layout_info()["objects"]
            if o.get("zone", "").startswith("tiebreak:")}


def _watch(app, scene, cond, seconds):
    """Step frame by frame for up to `seconds`; returns how many frames `cond()` held (counting from the
    first frame it held, stopping at the first frame it no longer does)."""
    frames, seen = 0, False
    for _ in range(int(seconds * 60)):
        app.step(1 / 60)
        if cond():
            seen = True
            frames += 1
        elif seen:
            break
    return frames


def test_each_tiebreaker_pair_is_shown_face_up_with_its_outcome():
    from quash_table.ui.tables import board_for_match
    m = _tie_on_spot_9()
    app = make_app()                                        # "fast": every pause is 1/1.8 of its normal length
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        rnd = m.state.round
        # BLACK chose first: its card lies face down, yours is still to come
        assert m.to_move == 0 and m.actions[-1]["type"] == "tiebreak"
        assert _tiebreak_cards(scene) == {"tiebreak:BLACK": None}

        drag(app, grab(scene, f"r{rnd}:JS"), target(scene, "tiebreak").center)
        key(app, pygame.K_RETURN)          # lay it (review 15: until then it may be taken back)
        assert m.actions[-1] == {"type": "tiebreak", "card": "JS"}
        # the pair turns face up at once with its outcome, and stays while the bot waits for it
        equal = _watch(app, scene, lambda: _tiebreak_cards(scene) == {"tiebreak:RED": "JS", "tiebreak:BLACK": "JC"}
                       and "J\u2660 against J\u2663, equal" in scene.table.prompt, 3)
        assert equal >= 60, equal                           # more than a second at fast speed
        assert m.actions[-1] == {"type": "tiebreak", "card": "JS"}   # nobody moved on meanwhile
        settle(app, scene)
        assert m.to_move == 0 and _tiebreak_cards(scene) == {"tiebreak:BLACK": None}

        # the deciding pair: shown before the round is scored and the next round dealt
        drag(app, grab(scene, f"r{rnd}:JH"), target(scene, "tiebreak").center)
        key(app, pygame.K_RETURN)          # lay it (review 15: until then it may be taken back)
        n = len(m.actions)
        won = _watch(app, scene, lambda: _tiebreak_cards(scene) == {"tiebreak:RED": "JH", "tiebreak:BLACK": "10C"}
                     and "J\u2665 beats 10\u2663" in scene.table.prompt and "RED wins" in scene.table.prompt, 4)
        assert won >= 60, won
        assert len(m.actions) == n and m.state.round == rnd   # not dealt yet
        # then the round's end is on the table before the deal
        assert _watch(app, scene, lambda: "Round 1 scored" in scene.table.prompt, 4) >= 30
        settle(app, scene)
        assert m.actions[-1] == {"type": "deal"}
    finally:
        close_board(app)


def _message(scene):
    return next((o for o in scene.layout_info()["objects"] if o.get("kind") == "message"), None)


def test_a_card_dropped_on_the_other_side_says_why(quash_stacked):
    app, scene = quash_stacked
    match = scene.session.match
    rnd = match.state.round
    other = scene._deco["g"]["spots"]["top"][4]            # BLACK's spot 5, across the board
    assert _message(scene) is None
    drag(app, grab(scene, f"r{rnd}:2H"), other.center)
    assert not match.actions
    msg = _message(scene)
    assert msg is not None and msg["level"] == "error" and "your own side, RED" in msg["text"], msg
    assert scene.sounds.last == "deny"          # said as every refusal is (Board.refuse: words and sound)
    settle(app, scene)
    assert scene.table.piece_by_id[f"r{rnd}:2H"].zone == "hand:0"
    # click the card, then the other side: the same reason
    scene.message = None
    click(app, grab(scene, f"r{rnd}:2H"))
    click(app, other.center)
    assert not match.actions and "your own side" in _message(scene)["text"]
    # a drop on your own side still plays
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    assert match.actions == [{"type": "play", "card": "2H", "spot": 2}]


# Advanced, two seats, BLACK deals: the first 6 cards are set aside, then you get 2H and 3D, BLACK KC and KD.
ADV_STACKED = ["4S", "5S", "6S", "7S", "8S", "9S", "2H", "KC", "3D", "KD"]


def test_advanced_a_drop_on_a_spot_lays_the_card_and_its_top_swaps():
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1, "variant": "advanced"},
                            stacked=ADV_STACKED)
    try:
        match = scene.session.match
        rnd = match.state.round
        drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:1").center)
        assert match.actions[0] == {"type": "play", "card": "2H", "spot": 1}
        settle(app, scene)
        assert match.to_move == 0
        frame = target(scene, "spot:1")
        card = scene.table.piece_by_id[f"r{rnd}:2H"].home
        assert card.collidepoint(frame.center)              # the middle of the spot is on the 2 of hearts
        # swapping 2H out for 3D is legal too; a drop on the spot's open slot (its right end, drawn card-wide
        # while 3D is held: session 49) lays 3D beside it. (A drop on the 2's face swaps it out: session 48;
        # this test laid it by the middle of the spot, the old rule.)
        assert any(a.get("swap") and a["card"] == "3D" and a["swap"][0][0] == "2H" for a in match.legal_actions())
        drag(app, grab(scene, f"r{rnd}:3D"), (frame.right - scene.metrics.px(10), frame.centery))
        assert _composing(scene)[0] is None
        assert match.actions[-1] == {"type": "play", "card": "3D", "spot": 1}
        settle(app, scene)
        # a card's face is where a drop swaps it out: a gold tag says so while the card hovers there
        assert match.to_move == 0
        hand = [c for c in match.state.hands[0]]
        code = next(c for c in hand if any(a.get("swap") and a["card"] == c and a["swap"][0][0] == "3D"
                                            for a in match.legal_actions()))
        face = target(scene, "swap:3D")
        top = face.inflate(-(face.w // 2), -(face.h // 2))    # its middle (session 58: its edges lay)
        assert face.h == scene.table.piece_by_id[f"r{rnd}:3D"].home.h       # all of the face: full height
        start = grab(scene, f"r{rnd}:{code}")
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        for i in range(1, 9):
            pos = (start[0] + (top.centerx - start[0]) * i // 8, start[1] + (top.centery - start[1]) * i // 8)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            steps(app, 1)
        assert scene._drop_hint()[0].startswith("swap: 3\u2666 out, ")
        post(pygame.MOUSEBUTTONUP, pos=top.center, button=1)
        steps(app, 2)
        # the swap is made on the board only: 3D is in the air, to be placed in turn
        assert len(match.actions) == 4 and _composing(scene)[0] is not None
        risen = scene.table.piece_by_id[f"r{rnd}:3D"]
        assert risen.zone == "chain"
        assert scene.table.piece_by_id[f"r{rnd}:{code}"].zone == "spot:RED:1"
    finally:
        close_board(app)


def _label_rects(scene, area):
    """(text, rect) of every label drawn inside `area`, at the size it is drawn."""
    from quash_table.ui import theme
    from quash_table.ui.widgets import Label
    out = []
    for d in scene.table.decor:
        if not isinstance(d, Label):
            continue
        size = theme.fit_size(d.text, d.size, d.max_width, d.bold) if d.max_width else d.size
        r = theme.text(d.text, size, d.colour, d.bold).get_rect(**{d.anchor: d.pos})
        if area.colliderect(r):
            out.append((d.text, r))
    return out


def _quash_round(last=False):
    """You against an easy bot (seed 4), played by easy bots: RED quashes spots 7-9. With `last`, the
    match stops before the round's last play (BLACK's), so a board sees it scored step by step."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    from quash_table.games.quash.rules import GAME
    m = Match("quash", ["human", "bot:easy"], 4, {"dealer": 1})
    bots = [make_bot("quash", "easy", s, 4) for s in (0, 1)]
    while m.state.phase == "play":
        s = m.to_move
        a = bots[s].choose(GAME.view(m.state, s), m.legal_actions())
        if last and GAME.apply(m.state, a).phase != "play":
            break
        m.play(a)
    return m


def test_the_quash_badge_leaves_the_spot_labels_readable():
    """The QUASHED section's strip said "QUASH!" and "RED +2" where its spot kinds were written: the strip
    now keeps its kinds (light on the side's colour), and the bonus is a small badge in the quashing half's
    badge row across the section (session 20: over the card's top edge it still covered cards)."""
    from quash_table.ui.tables import board_for_match
    m = _quash_round()
    assert [e["section"] for e in m.state.events if e["type"] == "quash"] == [3]   # RED quashed spots 7-9
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        g = scene._deco["g"]
        labels = _label_rects(scene, g["centre"])
        texts = [x for x, _ in labels]
        assert all(str(k) in texts for k in range(1, 10))
        assert texts.count("triple") == texts.count("double") == texts.count("single") == 3, texts
        assert not {"QUASH!", "RED +2"} & set(texts)
        quash = [(r, text) for r, text, _, _ in scene._tags if "QUASH" in text]
        assert len(quash) == 1 and quash[0][1] == "QUASH +2"
        # session 20: in RED's (the bottom half's) badge row across section 3, over no card, clear of the labels
        section = g["columns"][6].union(g["columns"][8])
        row = g["badge_rows"]["bottom"]
        assert row.contains(quash[0][0]) and section.left <= quash[0][0].left and quash[0][0].right <= section.right
        assert not any(lr.colliderect(quash[0][0]) for _, lr in labels), labels
        for c in (p for p in scene.table.pieces if p.zone.startswith("spot:")):
            assert not pygame.Rect(c.rect).colliderect(quash[0][0]), (c.zone, quash[0][0])
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_quash_popup_covers_no_spot_or_label(size):
    """QUASH! popped up over the middle of the board while the round was scored, over the spots and the
    section being scored; it now shows beside the board, clear of every spot, label, track and plate."""
    from quash_table.ui.tables import board_for_match
    m = _quash_round(last=True)
    app = make_app(size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        seen = 0
        for _ in range(3000):
            steps(app, 1)
            r = scene.banner_rect()
            if r is None:
                if seen:
                    break
                continue
            seen += 1
            assert scene._banner[0] == "QUASH!"
            g = scene._deco["g"]
            busy = g["spots"]["top"] + g["spots"]["bottom"] + [g["centre"], g["board"]] + \
                list(g["track"].values()) + [p.rect for p in scene.table.pieces]
            assert not any(r.colliderect(b) for b in busy), (r, [b for b in busy if r.colliderect(b)])
            _, area, _ = scene.areas()
            assert area.contains(r)
            labels = _label_rects(scene, area)
            assert not any(r.colliderect(lr) for _, lr in labels), [t for t, lr in labels if r.colliderect(lr)]
            prompt = scene.painter._prompt_pos() if hasattr(scene.painter, "_prompt_pos") else None
            if prompt is not None:
                assert r.bottom < prompt[1]
        assert seen >= 30, seen
    finally:
        close_board(app)


def test_the_move_log_says_what_each_tiebreaker_pair_showed():
    # The log used to say only "lays a tiebreaker card face down": the move that shows a pair now says
    # what it showed; the first card of a pair, still face down, says nothing more.
    from quash_table.ui.tables import board_for_match
    m = _tie_on_spot_9()
    for card in ("JC", "JS", "10C", "JH"):            # BLACK lays first each time, then you
        m.play({"type": "tiebreak", "card": card})
    app = make_app()
    scene = board_for_match(app, m, autosave=False)      # a loaded game: its log is read in one replay
    app.push(scene)
    try:
        lines = [text for _, text in scene._log_lines()]
        tb = [i for i, a in enumerate(m.actions) if a["type"] == "tiebreak"]
        assert "\u2014" not in lines[tb[0]]                                        # face down: nothing shown
        assert "J\u2660 against J\u2663, equal ranks: choose again" in lines[tb[1]]
        assert "\u2014" not in lines[tb[2]]
        assert "J\u2665 beats 10\u2663" in lines[tb[3]] and "Round 1 scored" in lines[tb[3]]
        # the same words when the moves come one by one, as a board hears them in play
        scene._event_cache = None
        m2 = _tie_on_spot_9()
        scene.session.match = m2
        scene._log_lines()
        for a in m.actions[len(m2.actions):]:
            m2.play(a)
            step_lines = [text for _, text in scene._log_lines()]
        assert step_lines == lines
    finally:
        close_board(app)


# --- advanced: a swap chain built one drop at a time --------------------------------------------------
# RED to move: spot 2 J-Q, spot 5 10-6 (failed), spot 3 5S, spot 7 9H, spot 4 8H; KH in hand. The chain:
# KH takes JH's place, JH takes 6C's (10-J), 6C takes 5S's, 5S lays on spot 6: three board cards moved.
THREE = {"type": "play", "card": "KH", "spot": 2, "swap": [["JH", 5], ["6C", 3], ["5S", 6]]}


def _chain_board():
    options, stacked, actions, _ = advanced_log(
        ["JH", "QH", "KH", "10D", "6C", "5S", "4S", "9H", "8H"], [],
        red_plays=[("JH", 2), ("QH", 2), ("10D", 5), ("6C", 5), ("5S", 3), ("9H", 7), ("8H", 4)])
    m = Match("quash", ["human", "bot:easy"], 4, options, stacked, actions)
    assert m.to_move == 0 and THREE not in m.legal_actions(), "a chain longer than the listed ones"
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene, m


def _zone(scene, code):
    return scene.table.piece_by_id[f"r1:{code}"].zone


def test_a_three_step_chain_by_drag():
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        assert len(m.actions) == n and _zone(scene, "KH") == "spot:RED:2" and _zone(scene, "JH") == "chain"
        assert "Place J\u2665" in scene.table.prompt
        settle(app, scene)
        drag(app, grab(scene, "r1:JH"), target(scene, "swap:6C").center)
        assert len(m.actions) == n and _zone(scene, "JH") == "spot:RED:5" and _zone(scene, "6C") == "chain"
        settle(app, scene)
        drag(app, grab(scene, "r1:6C"), target(scene, "swap:5S").center)
        assert len(m.actions) == n and _zone(scene, "5S") == "chain"
        settle(app, scene)
        drag(app, grab(scene, "r1:5S"), target(scene, "spot:6").center)
        assert m.actions[-1] == THREE and m.actors[-1] == 0
        settle(app, scene)
        assert _zone(scene, "5S") == "spot:RED:6" and _composing(scene)[0] is None
    finally:
        close_board(app)


def test_the_card_in_the_air_covers_no_spot_label_and_no_card():
    """It used to rise half a card above its slot, over the spot numbers and kind words between the halves
    (and over the card that took its place); it waits beside your seats instead, lifted or not."""
    app, scene, m = _chain_board()
    try:
        click(app, grab(scene, "r1:KH"))
        click(app, target(scene, "swap:JH").center)
        steps(app, 30)
        assert _zone(scene, "JH") == "chain" and scene.drag.selected == "r1:JH"
        risen = scene.table.piece_by_id["r1:JH"]
        lifted = risen.home.move(0, scene.drag.lift_offset(risen))
        centre = scene._deco["g"]["centre"]
        for r in (risen.home, lifted):
            assert not r.colliderect(centre), (r, centre)
            for text, label in _label_rects(scene, centre):
                assert not r.colliderect(label), text
            for p in scene.table.pieces:
                if p.zone.startswith("spot:"):
                    assert not r.colliderect(p.home), p.id
    finally:
        close_board(app)


def test_the_card_in_the_air_put_back_on_its_spot_takes_the_swap_back():
    """Dropped back where it came from, the displaced card goes back (it used to spring back in the air
    without a word): the last swap is undone, the first one gives the hand card back."""
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        drag(app, grab(scene, "r1:JH"), target(scene, "swap:6C").center)
        settle(app, scene)
        assert _zone(scene, "6C") == "chain"
        drag(app, grab(scene, "r1:6C"), target(scene, "spot:5").center)      # back on spot 5
        settle(app, scene)
        assert _zone(scene, "6C") == "spot:RED:5" and _zone(scene, "JH") == "chain"
        drag(app, grab(scene, "r1:JH"), target(scene, "spot:2").center)      # back on spot 2
        settle(app, scene)
        assert _composing(scene)[0] is None and len(m.actions) == n
        assert _zone(scene, "JH") == "spot:RED:2" and _zone(scene, "KH") == "hand:0"
    finally:
        close_board(app)


def test_a_three_step_chain_by_clicks_and_the_card_in_the_air_goes_only_where_it_may():
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        click(app, grab(scene, "r1:KH"))
        click(app, target(scene, "swap:JH").center)
        assert _zone(scene, "JH") == "chain" and scene.drag.selected == "r1:JH", "the card in the air is picked up"
        risen = scene.table.piece_by_id["r1:JH"]
        lit = scene.drag.legal_targets(risen)
        # the spot it left is lit as the place that takes the swap back (review 45a: red with no word, though a
        # drop there took it back, as the panel says), not as a step of the chain
        assert "spot:2" in lit and "spot:2" in scene.composer.put_back() and \
            "spot:2" not in [f"spot:{k}" for k, x in scene.composer.chain.options() if x is None]
        assert "spot:4" not in lit, "J with 8 can never be a triple"
        click(app, target(scene, "swap:6C").center)
        click(app, target(scene, "swap:5S").center)
        assert len(m.actions) == n and scene.drag.selected == "r1:5S"
        click(app, target(scene, "spot:6").center)
        assert m.actions[-1] == THREE
    finally:
        close_board(app)


def _tab_to(app, scene, pid):
    """Tab until the keyboard has lifted `pid`."""
    for _ in range(30):
        key(app, pygame.K_TAB)
        if scene.drag.selected == pid:
            return
    raise AssertionError(f"Tab never lifted {pid}")


def _key_to(app, scene, tid):
    for _ in range(60):
        if scene.drag.key_target == tid:
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"the keyboard never reached {tid}")


def test_a_three_step_chain_by_keyboard_and_esc_takes_a_chain_back():
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        _tab_to(app, scene, "r1:KH")
        _key_to(app, scene, "swap:JH")
        key(app, pygame.K_RETURN)
        assert _zone(scene, "JH") == "chain"
        key(app, pygame.K_ESCAPE, frames=3)                   # taken back: nothing was played
        assert _composing(scene)[0] is None and len(m.actions) == n
        assert _zone(scene, "KH") == "hand:0" and _zone(scene, "JH") == "spot:RED:2"
        _tab_to(app, scene, "r1:KH")
        _key_to(app, scene, "swap:JH")
        key(app, pygame.K_RETURN)
        for tid in ("swap:6C", "swap:5S", "spot:6"):
            _key_to(app, scene, tid)
            key(app, pygame.K_RETURN)
        assert m.actions[-1] == THREE
    finally:
        close_board(app)


@pytest.mark.parametrize("how", ["drag", "keys"])
def test_a_followed_hint_plays_exactly_the_hinted_chain(how):
    """The hint lights one drop at a time (the card and where it goes); following each lit drop, by drag
    or by Tab / arrows / Enter, plays exactly the hinted chain."""
    m = Match("quash", ["human", "bot:easy"], 1, {"variant": "advanced", "dealer": 1})
    easy = [make_bot("quash", "easy", s, 5) for s in range(2)]
    for _ in range(12):
        m.play(easy[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    for _ in range(10):                                      # on to a position where the hint is a 2-step chain
        app = make_app()
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        settle(app, scene)
        ask_hint(app, scene)
        hinted = scene.hints.current["action"]
        if len(hinted.get("swap", [])) == 2:
            break
        close_board(app)
        for _ in range(2):
            m.play(easy[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    try:
        assert len(hinted.get("swap", [])) == 2, hinted
        n = len(m.actions)
        rnd = m.state.round
        # the first drop: the hand card onto the card it swaps out; then each displaced card in turn
        wanted = [(f"r{rnd}:{hinted['card']}", f"swap:{hinted['swap'][0][0]}"),
                  (f"r{rnd}:{hinted['swap'][0][0]}", f"swap:{hinted['swap'][1][0]}"),
                  (f"r{rnd}:{hinted['swap'][1][0]}", f"spot:{hinted['swap'][1][1]}")]
        for i, (piece, tgt) in enumerate(wanted):
            steps(app, 1)
            h = scene.hints.current
            assert h is not None and sorted(h["marks"]) == sorted([piece, tgt]), (i, h and h["marks"])
            assert len(m.actions) == n
            if how == "drag":
                settle(app, scene)
                drag(app, grab(scene, piece), target(scene, tgt).center)
            elif i == 0:                                     # the hinted card to its mark, then Enter
                for _ in range(30):
                    key(app, pygame.K_TAB)
                    if scene.drag.selected == piece:
                        break
                _key_to(app, scene, tgt)
                key(app, pygame.K_RETURN)
            else:                                            # the card in the air is lifted, aimed at the hint
                assert scene.drag.selected == piece and scene.drag.key_target == tgt
                key(app, pygame.K_RETURN)
        assert m.actions[-1] == hinted and len(m.actions) == n + 1
    finally:
        close_board(app)


# --- 4 players: who plays a team's tiebreakers ----------------------------------------------------------
def _four_player_tie_match(seats):
    """A Match at the first tie of a 4-player round (dealer seat 3: RED's first seat is seat 0)."""
    log = [{"type": "play", "card": h["card"], "spot": h["spot"]}
           for h in map(history_entry, four_player_tie().history)]
    return Match("quash", seats, 1, {"dealer": 3}, four_player_deck(), log)


def test_two_people_in_a_team_the_first_names_the_player_with_a_button_or_a_key():
    for how in ("click", "key"):
        m = _four_player_tie_match(["human:Ann", "bot:easy", "human:Bea", "bot:easy"])
        assert m.state.phase == "tiebreak" and m.to_move == 0
        app = make_app()
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        try:
            settle(app, scene)
            ready = next(o for o in scene.layout_info()["objects"] if o["id"] == "curtain:ready")
            click(app, (ready["rect"][0] + ready["rect"][2] // 2, ready["rect"][1] + ready["rect"][3] // 2))
            settle(app, scene)
            assert "who plays RED's tiebreakers" in scene.table.prompt
            assert {"name:0", "name:2"} <= {b.id for b in scene.table.buttons if b.enabled}
            assert button(scene, "name:2").label == "Bea plays them"
            if how == "click":
                click(app, button(scene, "name:2").rect.center)
            else:
                key(app, pygame.K_p)
            assert m.actions[-1] == {"type": "tiebreak_chooser", "seat": 2} and m.actors[-1] == 0
            assert m.state.to_move == 2 and len(m.state.hands[2]) == 8
        finally:
            close_board(app)


def test_a_team_with_one_person_has_that_person_play_its_tiebreakers():
    # RED: a bot in the first seat, you in seat 3 (index 2); BLACK: two bots
    m = _four_player_tie_match(["bot:easy", "bot:easy", "human", "bot:easy"])
    session = MatchSession(m, autosave=False)
    try:
        assert m.to_move == 0 and not session.my_turn()
        session.update(0.1, True)
        assert m.actions[-1] == {"type": "tiebreak_chooser", "seat": 2} and m.actors[-1] == 0
        assert session.my_turn() and session.screen_legal()[0]["type"] == "tiebreak"
    finally:
        session.close()
    # you in the first seat with a bot partner: you play them, and undo takes back your last card
    m = _four_player_tie_match(["human", "bot:easy", "bot:easy", "bot:easy"])
    session = MatchSession(m, autosave=False)
    try:
        assert not session.my_turn(), "nothing to ask: the table names you"
        session.update(0.1, True)
        assert m.actions[-1] == {"type": "tiebreak_chooser", "seat": 0}
        # the round's scoring has begun: a scored round is final, so undo does not go back into its plays
        assert session.my_turn() and not session.can_undo()
        plays = len(m.actions)
        with pytest.raises(IllegalAction, match="final"):
            session.undo()
        assert len(m.actions) == plays and m.state.phase == "tiebreak"
    finally:
        session.close()


def test_each_spot_is_drawn_by_rank_whatever_order_it_was_laid_in():
    """K, then A, then Q laid on spot 1 read Q K A from left to right (they read K A Q)."""
    options, stacked, actions, _ = advanced_log(["KH", "AH", "QH"], [],
                                                red_plays=[("KH", 1), ("AH", 1), ("QH", 1)])
    m = Match("quash", ["human", "bot:easy"], 4, options, stacked, actions)
    assert m.state.board[0][0] == ("KH", "AH", "QH")
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        laid = sorted((p for p in scene.table.pieces if p.zone == "spot:RED:1"), key=lambda p: p.home.x)
        assert [p.code for p in laid] == ["QH", "KH", "AH"]
        # the swap targets are the cards as drawn, left to right (each its share of the spot's width)
        rects = [scene.table.target_by_id[f"swap:{p.code}"].rect for p in laid]
        assert rects[0].x == laid[0].home.x and all(a.right == b.x for a, b in zip(rects, rects[1:]))
        assert all(r.colliderect(p.home) for r, p in zip(rects, laid))
    finally:
        close_board(app)


def test_a_refused_swap_by_drag_says_the_rules_reason():
    """4 of spades dropped on the J of hearts (spot 2, with the Q): J-Q becomes 4-Q, never a sequence. The
    board used to fall through to the spot and say 'Spot 2 is full (swap a card out instead)'."""
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        drag(app, grab(scene, "r1:4S"), target(scene, "swap:JH").center)
        msg = _message(scene)
        assert msg is not None and msg["level"] == "error" and "cannot replace J\u2665" in msg["text"], msg
        assert "full" not in msg["text"] and _composing(scene)[0] is None and len(m.actions) == n
        settle(app, scene)
        assert _zone(scene, "4S") == "hand:0"
    finally:
        close_board(app)


def test_a_hint_asked_during_a_swap_answers_from_there():
    """The hint used to outline its whole move from the hand as if nothing were in the air. Now it lights
    the next drop of the chain in progress when the hint goes on from it, else 'Take the swap back' first;
    following it, step by step, plays exactly the hinted move."""
    app, scene, m = _chain_board()
    try:
        n = len(m.actions)
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        assert _zone(scene, "JH") == "chain"
        ask_hint(app, scene)
        hinted = scene.hints.current["action"]
        goes_on = hinted.get("card") == "KH" and hinted.get("spot") == 2 and (hinted.get("swap") or [[0]])[0][0] == "JH"
        first = scene.hints.current["marks"]
        assert first == (["r1:JH", first[1]] if goes_on else ["chain:cancel"]), (hinted, first)
        for _ in range(8):                                    # follow whatever the hint lights now
            if len(m.actions) > n:
                break
            steps(app, 1)
            marks = scene.hints.current["marks"]
            if marks and marks[0] in scene.table.piece_by_id:
                drag(app, grab(scene, marks[0]), target(scene, marks[1]).center)
            else:
                click(app, button(scene, marks[0]).rect.center)
            settle(app, scene) if len(m.actions) == n else None
        assert m.actions[n] == hinted
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_marker_at_start_or_at_the_finish_covers_neither_word(size):
    """A side that reached the FINISH had its marker drawn over the word FINISH."""
    from quash_table.games.quash.art import track_layout
    app = make_app(size=size)
    scene = board(app, "quash", ["human", "bot:easy"], seed=7, options={"dealer": 1})
    settle(app, scene)
    try:
        for where in ("top", "bottom"):
            r = scene._deco["g"]["track"][where]
            lay = track_layout(scene.metrics, r, 30)
            rad = lay["radius"]
            for score, word in ((0, "start_text"), (30, "finish_text"), (34, "finish_text")):
                x = lay["x_of"](score)
                marker = pygame.Rect(int(x) - rad, r.centery - rad, 2 * rad, 2 * rad)
                assert not marker.colliderect(lay[word]), (where, score, marker, lay[word])
                assert lay["start" if word == "start_text" else "finish"].contains(lay[word])
    finally:
        close_board(app)


def test_result_tags_on_scored_spots_leave_every_cards_corner_rank_readable():
    """The +1 / FAILED tags of the top half sat on its cards' top edge, over their corner ranks."""
    import random
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1})
    rng = random.Random(1)
    while m.state.phase == "play" or m.state.round == 1 and m.state.phase != "deal":
        m.play(rng.choice(m.legal_actions()))
    app = make_app(animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        assert len(scene._tags) >= 9
        for p in scene.table.pieces:
            if not p.zone.startswith("spot:") or p.code is None:
                continue
            corner = pygame.Rect(p.home.x, p.home.y, p.home.w * 0.28, p.home.h * 0.3)   # rank and suit
            for rect, text, _, _ in scene._tags:
                assert not rect.colliderect(corner), (p.zone, p.code, text)
    finally:
        close_board(app)


def test_no_score_chart_pops_up_over_the_board_at_a_new_round():
    """With 'Wait for me after each round' off, the score chart used to pop up over spots 7-9 at every new
    round. The tracks show the race; C still opens the chart."""
    import random
    m = Match("quash", ["human", "bot:easy"], 3, {"dealer": 1})
    rng = random.Random(3)
    while not (len(m.state.history) == 35 and m.to_move == 0):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(round_pause=False)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        rnd = m.state.round
        scene.act(m.legal_actions()[0])
        for _ in range(60 * 20):
            steps(app, 1)
            assert not scene.score_panel.showing(), "the chart covers the board"
            if m.state.round > rnd and scene.settled():
                break
        assert m.state.round == rnd + 1
        key(app, pygame.K_c)
        assert scene.score_panel.showing()
    finally:
        close_board(app)


def test_a_failing_placement_is_asked_beside_the_board_with_the_card_on_its_spot(quash_stacked):
    """The question used to cover the middle of the board, the spot it asks about included. The card now
    waits on that spot (outlined) while the question sits over your hand; Cancel takes it back."""
    app, scene = quash_stacked
    match = scene.session.match
    rnd = match.state.round
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    settle(app, scene)
    drag(app, grab(scene, f"r{rnd}:KS"), target(scene, "spot:2").center)
    settle(app, scene)
    assert len(match.actions) == 2 and scene._modal is not None
    g = scene._deco["g"]
    # clear of every spot; it may lie over your score track, not over your hand where there is room above
    # it (tests/test_quash_review3.py)
    assert not any(scene._modal["rect"].colliderect(r) for r in g["spots"]["top"] + g["spots"]["bottom"])
    waiting = scene.table.piece_by_id[f"r{rnd}:KS"]
    assert waiting.zone == "spot:RED:2" and g["spots"]["bottom"][1].contains(waiting.home)
    click(app, button(scene, "confirm:cancel").rect.center)
    settle(app, scene)
    assert scene.table.piece_by_id[f"r{rnd}:KS"].zone == "hand:0" and len(match.actions) == 2


def test_the_hint_speaks_to_you(quash_stacked):
    """The hint read 'Hint: Player 1 plays the ...' where the plate says 'You' and the move log names the
    seat: it is advice to the person at the screen, 'play your 2♥ on spot 4' (its cards named as the board
    names them: session 36)."""
    app, scene = quash_stacked
    ask_hint(app, scene)
    text = scene.hints.current["text"]
    assert text.startswith("Hint: play your ") and "on spot " in text, text
    assert scene.session.name(0) not in text and "RED" not in text.split(" \u2014 ")[0], text


def test_the_header_says_what_is_shown_while_a_tiebreaker_pair_is_on_show():
    """While the board showed a tiebreaker pair face up the header said 'Bot 2 (easy) is thinking…'."""
    from quash_table.ui.tables import board_for_match
    m = _tie_on_spot_9()
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        rnd = m.state.round
        drag(app, grab(scene, f"r{rnd}:JS"), target(scene, "tiebreak").center)
        key(app, pygame.K_RETURN)          # lay it (review 15: until then it may be taken back)
        step_until(app, lambda: "J\u2660 against J\u2663" in scene.table.prompt, 3)
        assert scene.hud.status() == "Scoring spot 9", scene.hud.status()
        settle(app, scene)
        # the equal pair leaves spot 9 tied: your turn says so (session 29: "Your turn" alone)
        assert scene.hud.status() == "Your turn: spot 9 is still tied \u2014 lay a leftover card, the higher rank wins"
    finally:
        close_board(app)


def test_the_hints_words_leave_what_it_marks_and_the_card_in_the_air_uncovered():
    """Mid-swap the hint lit 'Take the swap back' and its words were drawn over that button and over the
    card in the air. Its words now lie clear of everything the hint marks and of the lifted card."""
    app, scene, m = _chain_board()
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 2)
        words = scene.painter.message_rect()
        assert words is not None and scene.message[1] == "hint"
        marked = scene.hints._mark_rects(scene.hints.current["marks"])
        assert marked, scene.hints.current
        air = scene.table.piece_by_id["r1:JH"]
        covered = [i for i, r in marked.items() if r.colliderect(words)]
        assert not covered, (words, marked)
        assert not air.rect.move(0, scene.drag.lift_offset(air)).colliderect(words), (words, air.rect)
    finally:
        close_board(app)


def test_a_hint_on_the_failing_sequence_question_shows_its_mark_on_the_button(quash_stacked):
    """A hint asked while 'This spot will fail' is open named Cancel, but the dialog was drawn over
    its outline: the marked button now shows the hint's blue outline on screen."""
    app, scene = quash_stacked
    rnd = scene.session.match.state.round
    drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)
    settle(app, scene)
    drag(app, grab(scene, f"r{rnd}:KS"), target(scene, "spot:2").center)
    settle(app, scene)
    assert scene._modal is not None
    ask_hint(app, scene)
    steps(app, 2)
    marked = [i for i in scene.hints.current["marks"] if i.startswith("confirm:")]
    assert marked, scene.hints.current
    rr = scene.hints._mark_rects([marked[0]])[marked[0]]      # where the overlay draws the button's outline
    px = app.screen.get_at((rr.x + 1, rr.centery))
    assert px.b > 120 and px.b > px.r + 50, px             # the hint's blue, not the dialog's panel
    words = scene.painter.message_rect()
    assert not words.colliderect(rr), (words, rr)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_tiebreaker_mats_words_never_overlap(size):
    """At 1024x640 the mat's 'equal: again' ran into 'last: K♣ = K♠' below it (text has a floor size on a
    small window; the lines sat at fixed offsets). Each line of the mat now lies clear of the others."""
    m = _tie_on_spot_9()
    app = make_app(size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        rnd = m.state.round
        drag(app, grab(scene, f"r{rnd}:JS"), target(scene, "tiebreak").center)   # equal: a second pair
        key(app, pygame.K_RETURN)          # lay it (review 15: until then it may be taken back)
        settle(app, scene)
        assert m.to_move == 0 and m.state.phase == "tiebreak"
        dock = scene._deco["g"]["dock"]
        words = [(text, r) for text, r in _label_rects(scene, dock) if r.right < target(scene, "tiebreak").x]
        assert any(text.startswith("last: ") for text, _ in words), words
        for i, (a, ra) in enumerate(words):
            for b, rb in words[i + 1:]:
                assert not ra.colliderect(rb), (a, ra, b, rb)
    finally:
        close_board(app)


def test_the_hints_reason_says_what_the_move_builds_in_plain_words(quash_stacked):
    """The reason read 'played this and the other moves out in 2 sampled deals: it did best' (how the
    bot searched, not why the move is good). It now says what the move builds on your spots."""
    app, scene = quash_stacked
    ask_hint(app, scene)
    text = scene.hints.current["full"]         # the full reason (H again); the banner shows its short form first
    reason = text.split(" \u2014 ", 1)[1]
    assert not any(w in reason for w in ("sampled", "played this", "on average", "did best")), reason
    # the spot by its number, or (a plain play: the move line has just numbered it) "there", "the triple" (session 30)
    assert any(w in reason for w in ("spot ", "there", "the double", "the triple")), reason
    assert any(w in reason for w in ("run", "single spot", "fail", "can grow")), reason


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_four_players_see_who_plays_with_whom(size):
    """A new player at four could not tell the partners apart: the plates had no word for it. Now each
    side's chip says "team", your partner's plate says so, each opponent's names its partner, and the
    header names your team; every plate's line stays clear of its card backs."""
    from tests.ui_helpers import board as open_at
    app = make_app(size=size)
    scene = open_at(app, "quash", ["human", "bot:easy", "bot:easy", "bot:easy"], options={"dealer": 3})
    try:
        settle(app, scene)
        g = scene._deco["g"]
        band = {w: _label_rects(scene, g["header"][w]) for w in ("top", "bottom")}
        texts = {w: " | ".join(x for x, _ in band[w]) for w in band}
        assert "team \u00b7 0 pts" in texts["bottom"] and "team \u00b7 0 pts" in texts["top"], texts
        assert "your partner" in texts["bottom"], texts
        assert "with Bot 4" in texts["top"] and "with Bot 2" in texts["top"], texts
        # the round is said as at two players (it was missing), and the line is not cut beside the buttons
        assert scene.score_text(None, scene.session.table_view()).startswith("Round 1  \u00b7  RED (you) 0"), \
            scene.score_text(None, scene.session.table_view())
        # a plate's lines are drawn at their own size ("13 cards · dealer · your partner" was squeezed)
        from quash_table.ui import theme
        from quash_table.ui.widgets import Label
        for d in scene.table.decor:
            if isinstance(d, Label) and d.max_width and ("cards" in d.text or d.text.startswith("Bot ")):
                assert theme.fit_size(d.text, d.size, d.max_width, d.bold) == d.size, d.text
        # no message lies over a side's badge or a plate (a hint mid-swap covered their top edges): they are
        # the table's panels, which the message keeps clear of (session 26: no longer listed as text)
        clear = [pygame.Rect(r) for r in scene.table.panels]
        for side_rects in (g["header"]["top"], g["header"]["bottom"]):
            plates = [r for r in clear if side_rects.contains(r) and r.h == side_rects.h]
            assert len(plates) >= 3, plates           # the badge and both partners' plates
        # each bot's fan shows one back per card it holds (it showed six whatever the count)
        view = scene.session.table_view()
        for q in (1, 2, 3):
            fan = [p for p in scene.table.pieces if p.id.startswith(f"hand{q}:")]
            assert len(fan) == view["hand_counts"][q], (q, len(fan))
        # the layout file says it too
        sides = scene.layout_info()["sides"]
        assert [s["side"] for s in sides] == ["RED", "BLACK"] and sides[0]["yours"] and not sides[1]["yours"]
        assert [(q["seat"], q["note"]) for q in sides[0]["seats"]] == [(0, None), (2, "your partner")]
        assert [(q["seat"], q["note"]) for q in sides[1]["seats"]] == [(1, "with Bot 4"), (3, "with Bot 2")]
        backs = [p.rect for p in scene.table.pieces if p.id.startswith("hand") and ":" in p.id]
        assert backs
        for text, r in band["top"] + band["bottom"]:
            assert not any(r.colliderect(b) for b in backs), (text, r)
    finally:
        close_board(app)


def test_two_players_have_no_team_words():
    app, scene = open_board("quash", ["human", "bot:easy"], options={"dealer": 1})
    try:
        g = scene._deco["g"]
        words = " | ".join(x for w in ("top", "bottom") for x, _ in _label_rects(scene, g["header"][w]))
        assert "team" not in words and "partner" not in words, words
        assert scene.score_text(None, scene.session.table_view()).startswith("Round 1"), words
    finally:
        close_board(app)


def test_digits_pick_spot_numbers_in_a_swap_too():
    """A reviewer with a card in the air pressed 8 and got spot 9 (digits indexed the lit targets); now
    digit n is spot n: the spot when lit, else the lit card on it to swap out."""
    app, scene, m = _chain_board()
    try:
        _tab_to(app, scene, "r1:KH")
        key(app, pygame.K_8)
        assert scene.drag.key_target == "spot:8"               # outside a swap: spot 8, as before
        key(app, pygame.K_2)
        assert scene.drag.key_target == "swap:JH"              # spot 2 is full: its lit card
        key(app, pygame.K_RETURN)
        assert _zone(scene, "JH") == "chain"
        settle(app, scene)
        if scene.drag.selected != "r1:JH":
            for _ in range(30):
                key(app, pygame.K_TAB)
                if scene.drag.selected == "r1:JH":
                    break
        lit = scene.drag.key_order(scene.table.piece_by_id["r1:JH"])
        assert "spot:6" in lit and lit.index("spot:6") != 5    # the 6th lit target is not spot 6
        key(app, pygame.K_6)
        assert scene.drag.key_target == "spot:6"
        key(app, pygame.K_5)
        assert scene.drag.key_target == "swap:6C"              # 10-J: the 6 of clubs swaps out
        key(app, pygame.K_RETURN)
        assert _zone(scene, "6C") == "chain" and _zone(scene, "JH") == "spot:RED:5"
    finally:
        close_board(app)


def test_the_hand_keeps_the_slot_of_the_card_a_swap_started_with():
    """A reviewer saw an empty gap in the hand through a whole swap, where the played card had been, and the
    hand closed up over it; session 23: closing up moved every card under the card in the air (at 1024x640
    from two rows to one) and the next drag took another card. The slot stays until the move is settled."""
    app, scene, m = _chain_board()
    try:
        before = {p.id: tuple(p.home) for p in scene.table.pieces if p.zone == "hand:0"}
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        assert _zone(scene, "JH") == "chain"
        after = {p.id: tuple(p.home) for p in scene.table.pieces if p.zone == "hand:0"}
        assert after == {pid: r for pid, r in before.items() if pid != "r1:KH"}
    finally:
        close_board(app)


def test_a_bots_scoring_move_right_after_yours_is_still_shown_step_by_step():
    """A reviewer saw "Round 1 scored" and a spot turned face down while the header still said "Scoring…":
    the bot laid the round's last card (a tiebreaker) before the table was built again after theirs, so the
    board took the two moves for a jump and showed the whole result at once."""
    import random
    game = Match("quash", ["human", "bot:random"], 7).game
    rng = random.Random(7)
    m = Match("quash", ["human", "bot:random"], 7)
    while True:      # find two moves in a row, the second scoring the round
        a1 = rng.choice(m.legal_actions())
        s1 = game.apply(m.state, a1)
        if s1.to_move is None:
            raise AssertionError("no round end found")
        legal2 = game.legal_actions(s1)
        a2 = next((a for a in legal2 if any(e["kind"] == "spot_scored"
                                               for e in game.events(game.apply(s1, a), None))), None)
        if a2 is not None and not any(e["kind"] == "spot_scored" for e in game.events(s1, None)):
            break
        m.play(a1)
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        m.play(a1)
        m.play(a2)            # both before the next frame
        steps(app, 1)
        show = scene.scoring_show
        assert show.steps and show.pos < len(show.steps), (show.pos, len(show.steps))
        assert "scored" not in (scene.table.prompt or "")
    finally:
        close_board(app)


def test_a_covered_card_swaps_from_the_top_of_the_strip_that_shows():
    """The Q of hearts on spot 1, covered by the K of clubs, could be swapped out only from its top edge
    (about 20 px square): a reviewer aiming at it got the K. Its share of the spot's width is its target (it
    rises whole once aimed at); session 45: on a spot with an open slot every card swaps by its top band
    only, as the top card does (a drop lower on the spot lays the card: the Q of J-Q swapped by its whole
    share, and a 10 laid there swapped it out)."""
    options, stacked, actions, _ = advanced_log(["QH", "KC"], [], red_plays=[("QH", 1), ("KC", 1)])
    m = Match("quash", ["human", "bot:easy"], 4, options, stacked, actions)
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        q, k = (scene.table.piece_by_id[f"r1:{c}"] for c in ("QH", "KC"))
        covered = scene.table.target_by_id["swap:QH"].rect
        # session 48/49, one plain rule: a card swaps by all of its face in view, full height (this test held
        # the top band and the share of the spot's width, the old rules: rewritten); aimed at, it is drawn whole
        # over the K: tests/test_quash_board15b.py
        assert covered == pygame.Rect(q.home.x, q.home.y, k.home.x - q.home.x, q.home.h), (covered, q.home)
        assert scene.table.target_by_id["swap:KC"].rect == k.home
    finally:
        close_board(app)


def test_enter_with_a_card_in_the_air_and_several_places_plays_nothing_until_one_is_picked():
    """As ui/key_place for every board: the card a swap put in the air has several lit places, so Enter
    alone places it nowhere (it went to the first lit place, one the person never chose)."""
    app, scene, m = _chain_board()
    try:
        _tab_to(app, scene, "r1:KH")
        key(app, pygame.K_2)
        key(app, pygame.K_RETURN)
        assert _zone(scene, "JH") == "chain"
        settle(app, scene)
        lit = scene.drag.legal_targets(scene.table.piece_by_id["r1:JH"])
        assert len(lit) > 1 and scene.drag.key_target is None
        n = len(m.actions)
        key(app, pygame.K_RETURN, frames=3)
        assert _zone(scene, "JH") == "chain" and len(m.actions) == n     # still in the air
        key(app, pygame.K_6)                                   # a place picked: now Enter places it
        assert scene.drag.key_target == "spot:6"
        key(app, pygame.K_RETURN)
        assert _zone(scene, "JH").startswith("spot:RED:")
    finally:
        close_board(app)


# --- undo stops at a round's result, a card drawn and a bot's answer ---------------------------------------
def _into_round_two(variant="basic"):
    """You against a random bot, played at random into round 2 until you have laid a card of it, the bot
    has answered, and it is your turn again."""
    import random
    m = Match("quash", ["human", "bot:random"], 11, {"dealer": 1, "variant": variant})
    rng = random.Random(5)
    while not (m.state.round == 2 and m.to_move == 0 and m.state.phase == "play"
               and any(h.startswith("0 ") for h in m.state.history)):
        m.play(rng.choice(m.legal_actions()))
    return m


def _at_round_one_result(m):
    """The first position of `m` where round 1 is scored and waits for its deal."""
    for n in range(len(m.actions)):
        if m.state_after(n).phase == "deal":
            return n
    raise AssertionError("round 1 never scored")


def test_undo_stops_at_a_bots_answer_and_at_a_rounds_result():
    """U took back the play that scored a round, or the deal after it, so a scored round came back to be
    played again; and it took back the bot's answer to your play, so you saw it and chose again. A scored
    round is final (the rules' undo_limit) and so is another seat's move (others_moves_final): U takes back
    only your play the bot has not answered yet, then says why it stops."""
    m = _into_round_two("advanced")                # a round with no pile: no play draws a card
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        session = scene.session
        n = len(m.actions)
        assert m.actors[-1] == 1 and not session.can_undo()
        undo = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
        assert not undo["enabled"] and undo["reason"] == "too late to undo: Bot 2 has played since your last move"
        scene.message = None
        key(app, pygame.K_u)                      # your last card and the bot's answer: refused, with the reason
        steps(app, 2)
        assert len(m.actions) == n
        # the reason, with (the first time in a game) the rule behind it in the same short sentence
        assert scene.message is not None and scene.message[0].lower().startswith("too late to undo: bot 2 has played"), \
            scene.message
        legal = [a for a in session.screen_legal() if "swap" not in a]
        session.play(legal[0])                    # your play the bot has not answered: it comes back
        assert session.can_undo()
        key(app, pygame.K_u)
        assert len(m.actions) == n and m.undos == 1
    finally:
        close_board(app)
    # right after you dealt round 2 (the bot not yet played): the deal is final, round 1 is scored
    full = _into_round_two()
    result = _at_round_one_result(full)
    m = Match("quash", ["human", "bot:random"], 11, {"dealer": 1}, None, full.actions[:result + 1])
    session = MatchSession(m, autosave=False)
    try:
        assert m.actions[-1] == {"type": "deal"} and m.actors[-1] == 0 and m.state.phase == "play"
        assert not session.can_undo()
        with pytest.raises(IllegalAction, match="round 1 is scored and final"):
            session.undo()
        assert len(m.actions) == result + 1
    finally:
        session.close()


def test_a_play_that_drew_a_card_is_final_for_undo():
    """Each play of 2-player basic draws a card while the pile lasts: U took it back, showed the next
    card of the pile in your hand, and let you choose again. A card drawn stays drawn: U is refused, with
    the reason, the state unchanged; once the pile is empty a play that drew nothing comes back."""
    app, scene = open_board("quash", ["human", "bot:normal"], seed=4, options={"dealer": 1})
    try:
        session, m = scene.session, scene.session.match
        assert session.my_turn() and m.state.pile
        session.play(session.screen_legal()[0])
        assert m.game.events(m.state, 0)[-1]["kind"] == "card_drawn"
        before = m.game.dump(m.state)
        assert not session.can_undo()
        scene.message = None
        key(app, pygame.K_u)
        assert m.game.dump(m.state) == before and len(m.actions) == 1 and m.undos == 0
        assert scene.message is not None and "your last play drew a card" in scene.message[0].lower()
        undo = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
        assert not undo["enabled"] and "your last play drew a card" in undo["reason"]
    finally:
        close_board(app)
    # the pile empty: your play drew nothing, and the bot has not answered it
    import random
    m = Match("quash", ["human", "bot:random"], 4, {"dealer": 1})
    rng = random.Random(2)
    while m.state.pile or m.to_move != 0:
        m.play(rng.choice(m.legal_actions()))
    session = MatchSession(m, autosave=False)
    try:
        n = len(m.actions)
        session.play(session.screen_legal()[0])
        assert session.can_undo()
        session.undo()
        assert len(m.actions) == n and m.to_move == 0
    finally:
        session.close()


def test_the_rules_never_let_undo_pass_a_card_drawn_or_a_deal():
    """Random games at 2 and 4 seats, basic and advanced: the moves undo_limit lets go back never include a
    play that drew a card, the deal or a scoring step."""
    import random
    for seats, variant in ((2, "basic"), (2, "advanced"), (4, "basic")):
        m = Match("quash", ["human"] + ["bot:random"] * (seats - 1), 3, {"variant": variant, "target": 60})
        rng = random.Random(seats)
        while not m.over and len(m.actions) < 250:
            m.play(rng.choice(m.legal_actions()))
            n, why = m.game.undo_limit(m.state)
            assert why
            for back in range(1, n + 1):         # each move it lets go back showed nothing
                i = len(m.actions) - back
                after = m.state_after(i + 1)
                assert m.actions[i]["type"] == "play" and after.phase == "play", (i, m.actions[i])
                assert not any(e["kind"] in ("card_drawn", "round_dealt") for e in after.caused)
            if n < len(m.actions) and m.state.phase == "play":    # the move before them drew, or dealt
                after = m.state_after(len(m.actions) - n)
                assert any(e["kind"] in ("card_drawn", "round_dealt") for e in after.caused)


# --- a spot where the held card would fail reads differently ------------------------------------------
def test_a_spot_where_the_card_would_fail_is_lit_amber_with_the_reason():
    """Every open spot had the same green outline, also the spot where the dragged card makes the sequence
    fail. The composer asks the rules (placement_failure, the judgement behind "Play it anyway"): that spot
    is outlined amber, and held over it the card says why in one line."""
    from quash_table.ui import theme
    stacked = ["2H", "3C", "KS", "4C", "3D", "5C"]           # you: 2H, KS, 3D; BLACK deals, you play first
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1}, stacked=stacked)
    try:
        rnd = scene.session.match.state.round
        drag(app, grab(scene, f"r{rnd}:2H"), target(scene, "spot:2").center)     # 2 of hearts on the double
        settle(app, scene)
        assert scene.composer.warning("KS", "spot:2") == "will FAIL: 2-K can never be a double run"
        assert scene.composer.warning("KS", "spot:5") is None and scene.composer.warning("3D", "spot:2") is None
        assert "3D" in scene.session.view()["hand"]

        def outline(tid):
            r = target(scene, tid).inflate(scene.metrics.px(8), scene.metrics.px(8))
            return tuple(app.screen.get_at((r.x + 1, r.centery)))[:3]

        start = grab(scene, f"r{rnd}:KS")
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        steps(app, 1)
        goal = target(scene, "spot:9").center                    # held over a spot where K is fine
        for i in range(1, 9):
            pos = (start[0] + (goal[0] - start[0]) * i // 8, start[1] + (goal[1] - start[1]) * i // 8)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            steps(app, 1)
        assert outline("spot:2") == theme.WARN and outline("spot:5") == theme.LEGAL
        assert scene.drop_tag() is None                          # basic: a fine spot needs no words
        goal2 = target(scene, "spot:2").center
        for i in range(1, 9):
            pos = (goal[0] + (goal2[0] - goal[0]) * i // 8, goal[1] + (goal2[1] - goal[1]) * i // 8)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            steps(app, 1)
        text, tag, _, warning = scene.drop_tag()
        assert warning and text == "will FAIL: 2-K can never be a double run"
        _, area, _ = scene.areas()
        assert area.contains(tag)
        post(pygame.MOUSEBUTTONUP, pos=goal2, button=1)
        steps(app, 2)
        assert scene._modal is not None and scene._modal["title"] == "This spot will fail"   # still asked
        # another card held: spot 2 is green for the 3 of diamonds (2-3 can still be proper)
        key(app, pygame.K_ESCAPE)
        settle(app, scene)
        click(app, grab(scene, f"r{rnd}:3D"))
        steps(app, 2)
        assert outline("spot:2") == theme.LEGAL
    finally:
        close_board(app)
