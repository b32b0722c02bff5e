"""Flush's board driven by real pygame mouse events (headless, dummy video driver): cards are staged on
the pile, declared, refused with the rules' reason, and nothing hidden ever reaches the --layout file."""

import re

import pygame
import pytest

from quash_table.games.flush.rules import GAME
from tests.ui_helpers import (ask_hint, button, centre, click, close_board, drag, grab, key, layout, open_board, settle,
                              step_until, steps, target_rect)

pytestmark = pytest.mark.ui

# Two seats, you (seat 0) play first; the Mimic is 4. Cards are dealt one at a time, seat 0 first:
# 3 hidden cards, 3 base tops, 8 in hand each, then the Mimic card.
MINE = {"hidden": ["2", "3", "5"], "tops": ["1", "4", "7"],
        "hand": ["6", "6L", "2", "3", "8", "9", "10", "F"]}
BOTS = {"hidden": ["2", "3", "5"], "tops": ["1", "4", "7"],
        "hand": ["6", "6D", "2", "3", "8", "9", "10", "1"]}


def stacked_deal(a, b, mimic):
    ca = a["hidden"] + a["tops"] + a["hand"]
    cb = b["hidden"] + b["tops"] + b["hand"]
    return [c for pair in zip(ca, cb) for c in pair] + [mimic]


STACKED = stacked_deal(MINE, BOTS, "4S")


def open_table(tmp_path, seats=("human", "bot:normal"), stacked=STACKED, options=None, seed=3):
    return open_board("flush", seats, seed=seed, options=dict({"first": 0}, **(options or {})), stacked=stacked,
                      layout_path=tmp_path / "layout.json")


@pytest.fixture
def table(tmp_path):
    app, scene = open_table(tmp_path)
    yield app, scene
    close_board(app)


def hand_piece(scene, code, seat=0):
    return next(p for p in scene.table.pieces if p.zone == f"hand:{seat}" and p.code == code)


target = target_rect


def stage(app, scene, piece, to="pile"):
    drag(app, grab(scene, piece), centre(target(scene, to)))
    steps(app, 30)


def play_base_then_turn_hidden(app, scene, base):
    """Stage your base `base`'s card and declare it; once the next seat has answered, click the hidden card
    that play freed (it turns up) and let the table settle."""
    stage(app, scene, next(p for p in scene.table.pieces if p.zone == f"base:{base}:0"))
    click(app, button(scene, "declare").rect.center)
    settle(app, scene)
    click(app, centre(next(p for p in scene.table.pieces if p.zone == f"hidden:{base}:0").home))
    settle(app, scene)


def labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


def test_staged_cards_are_declared_with_the_mimic_as_their_value(table):
    app, scene = table
    match = scene.session.match
    assert match.to_move == 0 and scene.session.my_turn()
    before = match.game.dump(match.state)
    declare = button(scene, "declare")
    assert not declare.enabled                      # nothing staged yet
    stage(app, scene, hand_piece(scene, "6"))
    base_top = next(p for p in scene.table.pieces if p.zone == "base:0:1")   # the 4: this round's Mimic
    assert base_top.code == "4"
    stage(app, scene, base_top)
    # Staged, not played: the rules have not been asked; the tray writes the declaration.
    assert match.actions == [] and match.game.dump(match.state) == before
    staged = [p for p in scene.table.pieces if p.zone == "stage"]
    assert sorted(p.code for p in staged) == ["4", "6"]
    assert "\u201ca 6 and a Mimic, two 6s on top\u201d" in labels(scene)
    assert scene._tags == {base_top.id: ("as 6", True)}       # drawn over the Mimic card
    declare = button(scene, "declare")
    assert declare.enabled and declare.style == "primary"      # a legal declaration
    click(app, declare.rect.center)
    assert match.actions[0]["type"] == "play" and match.actions[0]["as"] == 6
    assert sorted(match.actions[0]["cards"]) == ["6", "b1"]
    assert match.state.pile[:2] == [("6", 6), ("4", 6)]
    assert match.state.bases[0][1] == (None, "3")
    steps(app, 3)
    # The declared cards are on their way to the pile (the bot waits for them), the tray is empty again.
    assert len(match.actions) == 1
    assert not [p for p in scene.table.pieces if p.zone == "stage"]
    assert sorted(p.code for p in scene.table.pieces if p.zone == "pile") == ["4", "6"]


def test_a_card_that_makes_no_declaration_is_refused_when_staged_with_the_reason(table):
    # Issue 23: the tray used to take a 2 beside a 6, read "two 6s" and refuse only after Declare.
    app, scene = table
    match = scene.session.match
    snapshot = match.game.dump(match.state)
    stage(app, scene, hand_piece(scene, "6"))
    two = hand_piece(scene, "2")
    stage(app, scene, two)
    steps(app, 40)
    # Refused at the drop: the 2 springs back to the hand, the reason is shown, the 6 still waits alone.
    assert [p.code for p in scene.table.pieces if p.zone == "stage"] == ["6"]
    assert hand_piece(scene, "2").zone == "hand:0"
    text, level, _ = scene.message
    assert level == "error" and text.startswith("A 2 cannot join your 6: one value at a time")
    listed = scene.layout_info()["objects"][-1]      # (with where it is drawn: rect, held)
    assert {k: listed[k] for k in ("id", "kind", "text", "level")} == {"id": "message", "kind": "message",
                                                                        "text": text, "level": "error"}
    assert listed["rect"] is not None and not listed["held"]
    assert "\u201ca 6\u201d" in labels(scene)
    assert match.actions == [] and match.game.dump(match.state) == snapshot
    # The Flush card may not join the 6 either; taken back, it goes alone and the turn goes on.
    stage(app, scene, hand_piece(scene, "F"))
    assert scene.message[0].startswith("A Flush card goes alone")
    click(app, button(scene, "take_back").rect.center)
    steps(app, 30)
    stage(app, scene, hand_piece(scene, "F"))
    assert "\u201ca Flush card: Flush\u201d" in labels(scene)
    click(app, button(scene, "declare").rect.center)
    assert match.actions == [{"type": "flush", "card": "F"}]
    assert match.to_move == 0


def test_take_back_and_moving_the_staged_cards_to_the_new_pile_make_a_pickup(table):
    app, scene = table
    match = scene.session.match
    stage(app, scene, hand_piece(scene, "2"))
    click(app, button(scene, "declare").rect.center)          # one 2 on the empty pile
    assert match.actions[0] == {"type": "play", "cards": ["2"], "as": 2}
    settle(app, scene)
    assert match.to_move == 0                                # the bot has played (or picked up)
    assert match.state.pile                                  # the bot's answer left a pile to pick up
    top = match.state.pile[-1][1]
    higher = [c for c in ("8", "9", "10") if int(c) > top]
    card = hand_piece(scene, higher[0])
    stage(app, scene, card)                                  # too high for the pile: refused, with why
    assert scene.message[0].startswith(f"The pile's top is {top}: play {top} or lower here")
    assert not [p for p in scene.table.pieces if p.zone == "stage"]
    stage(app, scene, hand_piece(scene, "F"), to="pile")
    assert [p.code for p in scene.table.pieces if p.zone == "stage"] == ["F"]
    click(app, button(scene, "take_back").rect.center)
    steps(app, 30)
    assert not [p for p in scene.table.pieces if p.zone == "stage"]
    stage(app, scene, hand_piece(scene, higher[0]), to="newpile")
    a = "an" if higher[0] == "8" else "a"
    said = " ".join(labels(scene))        # (the staged words may take two lines)
    assert f"\u201c{a} {higher[0]} is higher than the pile's {top}: new pile," in said, said
    taken = len(match.state.pile)
    held = sum(match.state.hands[0].values())
    click(app, button(scene, "declare").rect.center)
    assert match.actions[-1] == {"type": "pickup", "cards": [higher[0]]}
    assert sum(match.state.hands[0].values()) == held - 1 + taken


def test_a_freed_hidden_card_is_turned_up_by_clicking_it(tmp_path):
    # Your base 1 top is a 1: play it, let the bot move, then the hidden card under it can be turned.
    app, scene = open_table(tmp_path)
    try:
        match = scene.session.match
        stage(app, scene, next(p for p in scene.table.pieces if p.zone == "base:0:0"))
        click(app, button(scene, "declare").rect.center)
        assert match.actions[0] == {"type": "play", "cards": ["b0"], "as": 1}
        settle(app, scene)
        assert match.to_move == 0
        hidden = next(p for p in scene.table.pieces if p.zone == "hidden:0:0")
        assert hidden.code is None
        assert hidden in scene.drag.movable()
        click(app, centre(hidden.home))
        assert match.actions[-1] == {"type": "hidden", "base": 0}
        assert match.state.stage in ("hidden", "hidden_pickup")
        settle(app, scene)
        # The turned card is on a pile now; Declare finishes the turn.
        declare = button(scene, "declare")
        assert declare.enabled
        click(app, declare.rect.center)
        assert match.actions[-1] == {"type": "declare"} or match.actions[-2] == {"type": "declare"}
    finally:
        app.pop()
        pygame.display.quit()


@pytest.mark.slow
def test_the_layout_never_shows_hidden_cards_or_other_hands(tmp_path):
    app, scene = open_table(tmp_path, seats=("human", "bot:normal", "bot:normal", "bot:normal"),
                            stacked=None, seed=11)
    try:
        match = scene.session.match
        for _ in range(4):
            if match.over:
                break
            settle(app, scene)
            info = layout(tmp_path / "layout.json")
            view = GAME.view(match.state, 0)
            shown = [o for o in info["objects"] if o["kind"] == "card" and "card" in o]
            # others' hands and every hidden card are face down, with positional ids that name no card
            for o in info["objects"]:
                if o["kind"] != "card":
                    continue
                zone = o.get("zone", "")
                if zone.startswith("hidden:") or (zone.startswith("hand:") and zone != "hand:0"):
                    assert "card" not in o, o
                    assert re.fullmatch(r"r\d+:hid\d+:\d+|hand\d+:\d+", o["id"]), o
                if "card" not in o:
                    assert re.fullmatch(r"r\d+:hid\d+:\d+|hand\d+:\d+|stock:\d+", o["id"]), o
            # every face-up card is one this seat may see
            visible = list(view["hand"]) + [b["top"] for row in view["bases"] for b in row if b["top"]]
            visible += [c for c, _ in view["pile"]] + [c for c, _ in view["adjacent"]] + view["discard"]
            visible += [view["mimic_card"]]
            for o in shown:
                assert o["card"] in visible, o
            assert sorted(o["card"] for o in shown if o["zone"] in ("hand:0", "stage")) == sorted(view["hand"])
            # play something legal through the board: a hidden card if any, else the first group staged
            legal = match.legal_actions()
            if match.to_move != 0 or not legal:
                continue
            act = next((a for a in legal if a["type"] in ("play", "pickup") and len(a["cards"]) == 1
                        and not a["cards"][0].startswith("b")), None)
            if act is None:
                scene.act(legal[0])
                continue
            to = "newpile" if act["type"] == "pickup" else "pile"
            stage(app, scene, hand_piece(scene, act["cards"][0]), to=to)
            settle(app, scene)
            info = layout(tmp_path / "layout.json")
            staged = [o for o in info["objects"] if o.get("zone") == "stage"]
            assert [o["card"] for o in staged] == act["cards"]
            click(app, button(scene, "declare").rect.center)
            assert match.actions[-1]["type"] == act["type"]
    finally:
        app.pop()
        pygame.display.quit()


def test_the_keyboard_stages_with_space_and_declares_with_enter(table):
    app, scene = table
    match = scene.session.match
    key(app, pygame.K_TAB)                  # the first of your cards: base 1's top, a 1
    assert scene.drag.selected == next(p.id for p in scene.table.pieces if p.zone == "base:0:0")
    key(app, pygame.K_SPACE, frames=20)
    assert [p.code for p in scene.table.pieces if p.zone == "stage"] == ["1"]
    assert match.actions == []
    key(app, pygame.K_BACKSPACE, frames=20)  # take it back
    assert not [p for p in scene.table.pieces if p.zone == "stage"]
    key(app, pygame.K_ESCAPE)               # put down the card the walk went on to (session 45)
    key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE, frames=20)
    key(app, pygame.K_RETURN)
    assert match.actions == [{"type": "play", "cards": ["b0"], "as": 1}]


def test_the_move_log_says_what_a_declaration_laid():
    # The rules' describe() sees no state, so a "declare" move reads only "Ann declares the turned card"; the
    # rules' "declared" event tells the move in a sentence of its own (what it laid), round-ending declarations included, for a loaded game and move by move alike.
    import random
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app
    rng = random.Random(3)
    for seed in range(60):      # a game with a declaration that ends a round
        m = Match("flush", ["human:Ann", "bot:normal", "bot:normal"], seed=seed)
        while not m.over and len(m.actions) < 300:
            m.play(rng.choice(m.legal_actions()))
        states = m.replay_states()
        ends = [i for i, a in enumerate(m.actions) if a["type"] == "declare"
                and states[i + 1].round != states[i].round]
        if ends:
            break
    assert ends
    declares = [i for i, a in enumerate(m.actions) if a["type"] == "declare"]
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        lines = [text for _, text in scene._log_lines()]
        for i in declares:
            assert (" lays " in lines[i] or lines[i].startswith("You lay ") or " a new pile with " in lines[i]
                    or lines[i].startswith("You turn up the hidden card of base ")) \
                and " declare" not in lines[i], lines[i]
        for i in ends:
            assert f"Round {states[i].round} is over" in lines[i], lines[i]
        m2 = Match("flush", m.seats, m.seed)
        scene.session.match = m2
        scene._log_lines()
        for a in m.actions:
            m2.play(a)
            step_lines = [text for _, text in scene._log_lines()]
        assert step_lines == lines
    finally:
        close_board(app)


# --- a lone Mimic as the pile's value (issue 20) ---------------------------------------------------------------
# The easy bot (seat 1) plays first: its biggest group is three 6s. You (seat 2) hold one Mimic 5 and no 6.
EASY = {"hidden": ["2", "3", "4"], "tops": ["1", "4", "7"], "hand": ["6", "6", "6L", "2", "3", "8", "9", "1"]}
YOU = {"hidden": ["5S", "3", "4"], "tops": ["2", "4", "9"], "hand": ["5", "2", "3", "8", "9", "10", "F", "7"]}


def mimic_table(tmp_path):
    app, scene = open_table(tmp_path, seats=("bot:easy", "human"), stacked=stacked_deal(EASY, YOU, "5D"))
    m = scene.session.match
    assert m.actions == [{"type": "play", "cards": ["6", "6", "6L"], "as": 6}] and m.to_move == 1
    return app, scene


def tray_words(scene):
    """The tray's declaration, its lines joined (a long one is wrapped on two lines, not shrunk)."""
    out = []
    for text in labels(scene):
        if text.startswith("\u201c"):
            out.append(text)
        elif out and not out[-1].endswith("\u201d"):
            out[-1] += " " + text
    return out


def test_a_lone_mimic_dragged_onto_the_pile_is_declared_as_the_piles_value(tmp_path):
    app, scene = mimic_table(tmp_path)
    try:
        m = scene.session.match
        stage(app, scene, hand_piece(scene, "5", seat=1))
        # the tray says exactly what Declare will do, and the Mimic carries its "as 6" tag
        assert tray_words(scene) == ["\u201ca 6: the Mimic as the pile's 6s, four 6s on top: Flush\u201d"]
        assert list(scene._tags.values()) == [("as 6", True)]
        assert button(scene, "mimic_as").label == "As own 5s"
        declare = button(scene, "declare")
        assert declare.style == "primary"
        click(app, declare.rect.center)
        assert m.actions[-1] == {"type": "play", "cards": ["5"], "as": 6}
        assert m.state.pile == [] and m.to_move == 1               # four 6s: Flush, you play again
    finally:
        close_board(app)


def test_click_the_card_then_the_pile_and_choose_its_own_value_with_the_button(tmp_path):
    app, scene = mimic_table(tmp_path)
    try:
        m = scene.session.match
        click(app, grab(scene, hand_piece(scene, "5", seat=1)))     # click-then-target
        click(app, centre(target(scene, "pile")))
        steps(app, 30)
        assert [p.code for p in scene.table.pieces if p.zone == "stage"] == ["5"]
        click(app, button(scene, "mimic_as").rect.center)          # count it as its own 5 instead
        steps(app, 2)
        assert tray_words(scene) == ["\u201ca 5: the Mimic as its own value\u201d"]
        assert button(scene, "mimic_as").label == "As the pile's 6s" and scene._tags == {}
        click(app, button(scene, "declare").rect.center)
        assert m.actions[-1] == {"type": "play", "cards": ["5"], "as": 5}
        assert m.state.pile[-1] == ("5", 5)
    finally:
        close_board(app)


def test_the_keyboard_plays_a_lone_mimic_as_the_piles_value_and_a_toggles_it(tmp_path):
    app, scene = mimic_table(tmp_path)
    try:
        m = scene.session.match
        five = hand_piece(scene, "5", seat=1).id
        for _ in range(12):
            key(app, pygame.K_TAB)
            if scene.drag.selected == five:
                break
        assert scene.drag.selected == five
        key(app, pygame.K_1)                                      # two places (pile, new pile): 1 picks the pile
        key(app, pygame.K_SPACE, frames=20)
        assert [p.code for p in scene.table.pieces if p.zone == "stage"] == ["5"]
        key(app, pygame.K_a, frames=2)                             # own value ...
        assert tray_words(scene) == ["\u201ca 5: the Mimic as its own value\u201d"]
        key(app, pygame.K_a, frames=2)                             # ... and the pile's again
        assert tray_words(scene)[0].startswith("\u201ca 6: the Mimic as the pile's 6s")
        key(app, pygame.K_RETURN)
        assert m.actions[-1] == {"type": "play", "cards": ["5"], "as": 6}
    finally:
        close_board(app)


def test_a_turned_hidden_mimic_joins_the_pile_instead_of_starting_a_new_one(tmp_path):
    # You play base 1's 2; the easy bot answers with its two 1s; your freed hidden card is a Mimic 5 Skip,
    # higher than the 1s: as its own value it would start a new pile and pick up, as the pile's 1 it joins.
    app, scene = mimic_table(tmp_path)
    try:
        m = scene.session.match
        stage(app, scene, next(p for p in scene.table.pieces if p.zone == "base:1:0"))
        click(app, button(scene, "declare").rect.center)
        settle(app, scene)
        assert m.actions[-1]["cards"] == ["1", "b0"] and m.to_move == 1
        click(app, centre(next(p for p in scene.table.pieces if p.zone == "hidden:1:0").home))
        settle(app, scene)
        assert m.actions[-1] == {"type": "hidden", "base": 0} and m.state.stage == "hidden_pickup"
        # the tray and the pile's caption count the two 1s on top with it (issue 23: they said "a 1")
        # its Skip passes over the next player (a Mimic Skip always skips), and the tray names them
        assert tray_words(scene) == ["\u201ca 1: the turned Mimic as a 1, onto the pile, three 1s on top: "
                                     "skips Bot 1, so you play again\u201d"]
        # (drawn on the pile with the 1s it joins, its Skip is counted among them)
        assert "three 1s on top  \u00b7  a Skip" in labels(scene) and "play 1 or lower" in labels(scene)
        click(app, button(scene, "mimic_as").rect.center)
        steps(app, 2)
        assert tray_words(scene) == ["\u201ca Mimic 5 is higher than the pile's 1: new pile, pick up the pile: skips Bot 1, "
                                     "so you play again\u201d"]
        assert "two 1s on top" in labels(scene)
        key(app, pygame.K_a, frames=2)
        held = sum(m.state.hands[1].values())
        key(app, pygame.K_RETURN)
        assert m.actions[-1] == {"type": "declare", "as": 1}
        assert m.state.adjacent == [] and m.state.pile[-1] == ("5S", 1)
        assert sum(m.state.hands[1].values()) == held               # nothing picked up
    finally:
        close_board(app)


# --- hints through the composer (issue 19) -----------------------------------------------------------------
def follow_hint(app, scene, limit=8):
    """Do what the hint lights, step by step (a card onto its spot, then the button); returns the marks
    seen at each step."""
    seen = []
    n = len(scene.session.match.actions)
    for _ in range(limit):
        if len(scene.session.match.actions) > n:
            return seen
        h = scene.hints.current
        assert h is not None, "the hint left before its move was made"
        seen.append(list(h["marks"]))
        if h["button"] is not None:
            click(app, button(scene, h["button"]).rect.center)
        else:
            drag(app, grab(scene, h["piece"]), centre(scene.table.target_by_id[h["target"]].rect))
        steps(app, 30)
    raise AssertionError(f"the hinted move was not made in {limit} steps: {seen}")


def test_a_hinted_declaration_lights_each_card_then_declare_and_plays_exactly_it(table):
    app, scene = table
    match = scene.session.match
    hinted = {"type": "play", "cards": ["6", "6L", "b1"], "as": 6}     # two 6s and the Mimic 4 on base 2
    assert hinted in match.legal_actions()
    scene.hints.display(hinted, "test")
    steps(app, 2)
    first = scene.hints.current
    assert first["piece"] == hand_piece(scene, "6").id and first["target"] == "pile" and first["button"] is None
    seen = follow_hint(app, scene)
    assert [m[-1] for m in seen] == ["pile", "pile", "pile", "declare"]
    assert match.actions == [hinted]


def test_a_hinted_pickup_of_a_lone_mimic_and_the_bots_own_hint_are_followed_exactly(tmp_path):
    app, scene = mimic_table(tmp_path)
    try:
        m = scene.session.match
        own = {"type": "play", "cards": ["5"], "as": 5}           # the Mimic as its own 5: the toggle first
        assert own in m.legal_actions()
        scene.hints.display(own, "test")
        steps(app, 2)
        seen = follow_hint(app, scene)
        assert [x[-1] for x in seen] == ["pile", "mimic_as", "declare"] and m.actions[-1] == own
        settle(app, scene)
        for _ in range(3):                                        # the hint bot's own moves, followed
            if m.over or m.to_move != 1:
                break
            ask_hint(app, scene)
            hinted = scene.hints.current["action"]
            n = len(m.actions)
            follow_hint(app, scene)
            assert m.actions[n] == hinted
            settle(app, scene)
    finally:
        close_board(app)


def test_cards_added_to_a_turned_hidden_card_are_declared_with_one_press(tmp_path):
    app, scene = open_table(tmp_path)
    try:
        match = scene.session.match
        # base 1's 1 on the empty pile; after the bot, base 1's hidden 2 is freed
        play_base_then_turn_hidden(app, scene, 0)
        assert match.actions[-1] == {"type": "hidden", "base": 0}
        if match.state.stage != "hidden":
            pytest.skip("the bot's answer left the turned 2 higher than the pile")
        assert match.state.pile[-1] == ("2", 2)
        six = hand_piece(scene, "6")
        stage(app, scene, six)                                     # not a 2 or a Mimic: refused
        assert scene.message[0].startswith("Only 2s and 4s (Mimics) may join your turned 2")
        stage(app, scene, hand_piece(scene, "2"))
        n = len(match.actions)
        click(app, button(scene, "declare").rect.center)
        assert match.actions[n:] == [{"type": "play", "cards": ["2"], "as": 2}, {"type": "declare"}]
        assert match.state.stage is None
    finally:
        close_board(app)


def test_the_as_tag_of_a_mimic_leaves_its_cards_kind_band_in_view(tmp_path):
    from quash_table.ui.sprites import FLUSH_MARK_BAND
    app, scene = mimic_table(tmp_path)
    try:
        stage(app, scene, hand_piece(scene, "5", seat=1))
        tags = scene.tag_rects()
        assert len(tags) == 1
        for pid, (rect, _) in zip(scene._tags, tags):
            piece = scene.table.piece_by_id[pid]
            x, y, w, h = piece.pos
            top, bottom = FLUSH_MARK_BAND
            band = pygame.Rect(int(x), int(y + h * top), int(w), int(h * (bottom - top)))
            if piece.code[-1] in "SLD":
                assert not rect.colliderect(band), (rect, band)      # Skip / Link / Deduction stays readable
            else:       # a plain card: in the band's place, on the card (session 35: it hung on the tray's border)
                assert band.collidepoint(rect.center) and pygame.Rect(piece.pos).contains(rect), (rect, piece.pos)
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_two_line_refusal_ends_above_your_hand(tmp_path, size):
    from tests.ui_helpers import make_app, board
    app = make_app(size=size, layout_path=tmp_path / "layout.json")
    scene = board(app, "flush", ("human", "bot:normal"), seed=3, options={"first": 0}, stacked=STACKED)
    try:
        steps(app, 30)
        stage(app, scene, hand_piece(scene, "6"))
        stage(app, scene, hand_piece(scene, "8"))
        text = scene.message[0]
        assert text.startswith("An 8 cannot join your 6: one value at a time")
        # the message pill where the kit places it (in the free column beside the middle, where there is
        # one; else just above your hand): it ends above your hand's cards
        steps(app, 2)
        shown = scene.painter.message_rect()
        hand = [p.home for p in scene.table.pieces if p.zone == "hand:0"]
        assert shown.bottom <= min(r.top for r in hand), (shown, hand)
    finally:
        close_board(app)


def test_a_flush_shows_a_banner_over_the_table_while_the_director_tells_it(table):
    from quash_table.games.flush.banner import flush_banner
    app, scene = table
    m = scene.session.match
    stage(app, scene, hand_piece(scene, "F"))                     # a Flush card, alone
    click(app, button(scene, "declare").rect.center)
    assert any(e["kind"] == "flush" for e in GAME.events(m.state, None))
    shown = []
    step_until(app, lambda: shown.append(flush_banner(scene)) or shown[-1] is not None)
    title, words = shown[-1]
    assert title == "FLUSH!" and words == "You play a Flush card: Flush!" and words == scene.session.director.caption()
    step_until(app, lambda: not scene.session.director.busy())   # gone once the director moves on
    assert flush_banner(scene) is None


def test_the_flush_banner_leaves_the_stock_and_discard_counts_in_view(table):
    # a reviewer: the FLUSH! banner, centred on the middle, covered "Stock 47" and the discard's count
    from quash_table.games.flush.banner import banner_rect
    from quash_table.ui import theme
    app, scene = table
    r = banner_rect(scene.metrics, *scene.banner_place())
    mid = scene._g["middle"]
    centred = banner_rect(scene.metrics, mid.center, mid.w - scene.metrics.px(20))     # where it was
    counts = [d for d in scene.table.decor if getattr(d, "text", "").startswith("Stock ")
              or getattr(d, "text", "").endswith((" cards", " card"))]
    assert any(d.text.startswith("Stock ") for d in counts)
    for d in counts:
        box = theme.text(d.text, d.size, theme.TEXT, d.bold).get_rect(**{d.anchor: d.pos})
        assert not r.colliderect(box), (d.text, box, r)
    assert any(centred.colliderect(theme.text(d.text, d.size, theme.TEXT, d.bold).get_rect(**{d.anchor: d.pos}))
               for d in counts)                  # the test sees the old place's fault


def test_a_finished_games_table_keeps_the_last_rounds_cards_and_points():
    """A reviewer's finished pass-and-play game said "Hands are hidden until it is your turn" and never
    showed the cards behind the last round's points."""
    import random
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app, steps
    m = Match("flush", ["human:Ann", "human:Bob", "bot:random"], 3, {"format": "arena", "rounds": 1})
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app()
    scene = board_for_match(app, m, False)
    app.push(scene)
    try:
        steps(app, 5)
        scored = scene._round_result()
        assert scored is not None and scored["over"]
        texts = [getattr(d, "text", "") for d in scene.table.decor]
        assert not any("Hands are hidden" in x for x in texts), texts
        assert any("is over" in x for x in texts), texts
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_long_flush_banner_keeps_every_word_inside_its_border(size):
    """A reviewer saw a Flush Plus banner's words ("... Bot 2 (normal) and Bot 3 (normal) draw a card each
    from the stock") run past its edges and below it: they were wrapped as plain text and drawn bold."""
    from quash_table.games.flush.banner import banner_lines, banner_rect
    from quash_table.ui import theme
    from tests.ui_helpers import make_app
    app = make_app(size=size)
    from quash_table.engine.match import Match
    from quash_table.ui.tables import board_for_match
    scene = board_for_match(app, Match("flush", ["human", "bot:normal", "bot:normal"], 1), False)
    app.push(scene)
    try:
        m = scene.metrics
        words = ("Flush: Bot 3 (normal) plays a Flush Plus card: Bot 2 (normal) and You draw a card each "
                 "from the stock, and the pile is discarded")
        centre, width = scene.banner_place()
        text, lines = banner_lines(m, width, words)
        r = banner_rect(m, centre, width, len(lines))
        assert " ".join(lines) == words
        for line in lines:
            assert theme.text(line, text, bold=True).get_width() <= r.w - m.px(20), line
        assert m.px(60) + len(lines) * int(text * 1.25) <= r.h
    finally:
        app.scenes.clear()
